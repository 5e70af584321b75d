package bench

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout/quant"
)

// The Linear formats every run measures: every encoding skaic can write,
// and the grid i-quants and ternary types (random codes: skaic has no
// quantizer for them).
var LinearFormats = []quant.Type{quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1,
	quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4,
	quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M,
	quant.TQ1_0, quant.TQ2_0}

// repTarget is the least duration of one repetition of a fast case.
const repTarget = 25 * time.Millisecond

// Cold weights: the rotation of weight copies spans at least coldSpan
// bytes (16× a 32 MiB last-level cache), and at most coldMax.
const (
	coldSpan = 512 << 20
	coldMax  = 1 << 30
)

// LinearCase is one weight format and shape: y = x·Wᵀ for W [Rows, Cols]
// stored as Type, at batch 1 (decode: a matrix-vector product) and Batch
// (a small prefill), with the weight cold in RAM. Cold means consecutive
// calls use distinct copies of W, so many that the bytes read between two
// uses of a copy are far more than the last-level cache holds.
type LinearCase struct {
	Type       quant.Type
	Rows, Cols int
	Batches    []int
	Span, Max  int // rotation span and memory bound, bytes
	// Fast runs in fast mode: the fast Linear (kernels.LinearQ8:
	// activations requantized to 8 bits, once per call, inside the timed
	// call) where fast mode takes it (UsesQ8), else the exact one.
	Fast bool
}

// UsesQ8 reports whether the case runs the fast kernel at batch: as the
// eager engine's fast mode decides, where kernels.LinearQ8Fast has a
// kernel faster than exact Linear at this batch and shape
// (kernels.LinearQ8FastFor).
func (c *LinearCase) UsesQ8(batch int) bool {
	return c.Fast && kernels.LinearQ8Supports(c.Type) && kernels.LinearQ8FastFor(c.Type, batch, c.Cols)
}

// Kernel names the kernel the case runs at batch (kernels.LinearKernel,
// kernels.LinearQ8Kernel; fast rows that run exact Linear say so).
func (c *LinearCase) Kernel(batch int) string {
	switch {
	case c.UsesQ8(batch):
		return kernels.LinearQ8KernelAt(c.Type, batch)
	case c.Fast:
		return "exact " + kernels.LinearKernel(c.Type, batch)
	}
	return kernels.LinearKernel(c.Type, batch)
}

// LinearCases are the cases of a run: every format at 4096×4096 and
// 4096×14336 (out × in), batch 1 and 8. Quick: 256×512 over 4 MiB.
func LinearCases(quick bool) []*LinearCase {
	var out []*LinearCase
	shapes := [][2]int{{4096, 4096}, {4096, 14336}}
	span, mx := coldSpan, coldMax
	if quick {
		shapes, span, mx = [][2]int{{256, 512}}, 4<<20, 16<<20
	}
	for _, s := range shapes {
		for _, t := range LinearFormats {
			out = append(out, &LinearCase{Type: t, Rows: s[0], Cols: s[1], Batches: []int{1, 8}, Span: span, Max: mx})
		}
	}
	return out
}

// FastLinearCases are LinearCases for the quantized formats, in fast mode:
// each runs what fast mode runs for it on this machine (Fast), the fast
// kernel or exact Linear.
func FastLinearCases(quick bool) []*LinearCase {
	var out []*LinearCase
	for _, c := range LinearCases(quick) {
		if c.Type.Quantized() {
			c.Fast = true
			out = append(out, c)
		}
	}
	return out
}

// Label names the case without batch and threads.
func (c *LinearCase) Label() string {
	mode := ""
	if c.Fast {
		mode = "fast "
	}
	return fmt.Sprintf("linear %s%s %dx%d", mode, c.Type, c.Rows, c.Cols)
}

// Name is one measurement's name.
func (c *LinearCase) Name(batch, threads int) string {
	return fmt.Sprintf("%s batch %d", c.Label(), batch)
}

// Names lists the case's measurement names (for filtering).
func (c *LinearCase) Names(threadCounts []int) []string {
	var out []string
	for _, b := range c.Batches {
		for _, th := range threadCounts {
			out = append(out, c.Name(b, th))
		}
	}
	return out
}

// WeightBytes is the size of one copy of W.
func (c *LinearCase) WeightBytes() int {
	n, err := quant.RowBytes(c.Type, int64(c.Cols))
	if err != nil {
		panic(err) // the cases are ours; their sizes are valid
	}
	return int(n) * c.Rows
}

// Copies is how many copies of W the rotation holds.
func (c *LinearCase) Copies() int {
	wb := c.WeightBytes()
	return max(2, min((c.Span+wb-1)/wb, c.Max/wb))
}

// Weights builds the rotation: Copies() copies of one pseudo-random weight
// (a few distinct quantized rows, repeated: quantizing hundreds of MB with
// the k-quant reference quantizers would take longer than the benchmark),
// one after another in one buffer the caller frees.
func (c *LinearCase) Weights() (*Buffer, [][]byte, error) {
	wb, copies := c.WeightBytes(), c.Copies()
	rowBytes := wb / c.Rows
	const distinct = 16
	r := rand.New(rand.NewPCG(uint64(c.Type), uint64(c.Cols)))
	x := make([]float32, distinct*c.Cols)
	for i := range x {
		x[i] = float32(r.NormFloat64() / math.Sqrt(float64(c.Cols)))
	}
	seed := make([]byte, distinct*rowBytes)
	var err error
	if quant.CanQuantize(c.Type) {
		err = quant.Quantize(c.Type, x, seed)
	} else { // the grid i-quants and ternary types: random codes
		err = quant.RandomBlocks(c.Type, seed, r, 1/math.Sqrt(float64(c.Cols)))
	}
	if err != nil {
		return nil, nil, fmt.Errorf("bench: %s: %w", c.Label(), err)
	}
	buf, err := NewBuffer(wb * copies)
	if err != nil {
		return nil, nil, err
	}
	all := buf.Bytes()
	for o := 0; o < c.Rows; o++ {
		s := (o * 7) % distinct
		copy(all[o*rowBytes:(o+1)*rowBytes], seed[s*rowBytes:(s+1)*rowBytes])
	}
	ws := make([][]byte, copies)
	ws[0] = all[:wb:wb]
	for i := 1; i < copies; i++ {
		ws[i] = all[i*wb : (i+1)*wb : (i+1)*wb]
		copy(ws[i], ws[0])
	}
	return buf, ws, nil
}

// LinearRunner calls the kernel on a rotation of weights with a thread
// count; Step runs one call on the next copy.
type LinearRunner struct {
	c       *LinearCase
	ws      [][]byte
	batch   int
	pool    *Pool
	x, y    []float32
	q8      bool      // runs the fast kernel (UsesQ8)
	act     []float32 // q8: the quantized activations
	scratch [][]float32
	next    int
	err     error
	step    func(part, parts int)
}

// NewRunner prepares calls at batch with threads goroutines (the output
// rows split evenly, each goroutine with its own scratch).
func (c *LinearCase) NewRunner(ws [][]byte, batch, threads int) *LinearRunner {
	r := &LinearRunner{c: c, ws: ws, batch: batch, pool: NewPool(threads)}
	rng := rand.New(rand.NewPCG(1, 2))
	r.x = make([]float32, batch*c.Cols)
	for i := range r.x {
		r.x[i] = float32(rng.NormFloat64())
	}
	r.y = make([]float32, batch*c.Rows)
	r.scratch = make([][]float32, threads)
	for i := range r.scratch {
		r.scratch[i] = make([]float32, kernels.LinearScratchLen(c.Type, c.Rows, c.Cols, batch))
	}
	r.q8 = c.UsesQ8(batch)
	if r.q8 {
		r.act = make([]float32, batch*kernels.Q8ActWords(c.Type, c.Cols))
	}
	r.step = func(part, parts int) {
		o0, o1 := split(c.Rows, 32, part, parts)
		if r.q8 {
			if err := kernels.LinearQ8Range(c.Type, r.ws[r.next], c.Rows, c.Cols, r.act, r.batch, r.y, o0, o1); err != nil && r.err == nil {
				r.err = err
			}
			return
		}
		if err := kernels.LinearRange(c.Type, r.ws[r.next], c.Rows, c.Cols, r.x, r.batch, r.y, r.scratch[part], o0, o1); err != nil && r.err == nil {
			r.err = err
		}
	}
	return r
}

// Step runs one Linear call on the next weight copy.
func (r *LinearRunner) Step() error {
	if r.q8 {
		if err := kernels.QuantizeQ8Act(r.c.Type, r.x, r.batch, r.c.Cols, r.act); err != nil {
			return err
		}
	}
	r.pool.Run(r.step)
	r.next = (r.next + 1) % len(r.ws)
	return r.err
}

// Close stops the runner's workers.
func (r *LinearRunner) Close() { r.pool.Close() }

// Run measures every batch at every thread count that keep accepts.
func (c *LinearCase) Run(threadCounts []int, reps int, keep func(string) bool) ([]Result, error) {
	buf, ws, err := c.Weights()
	if err != nil {
		return nil, err
	}
	defer buf.Free()
	var out []Result
	for _, batch := range c.Batches {
		for _, th := range threadCounts {
			name := c.Name(batch, th)
			if !keep(name) {
				continue
			}
			r := c.NewRunner(ws, batch, th)
			t0 := time.Now()
			if err := r.Step(); err != nil {
				r.Close()
				return nil, fmt.Errorf("bench: %s: %w", name, err)
			}
			// Each repetition continues the rotation for ≥ 25 ms (and at
			// least one call).
			ops := opsFor(time.Since(t0), repTarget)
			t := measure(reps, ops, func() {
				for range ops {
					_ = r.Step()
				}
			})
			r.Close()
			if r.err != nil {
				return nil, fmt.Errorf("bench: %s: %w", name, r.err)
			}
			res := t.result(name, th, reps)
			res.Bytes = int64(c.WeightBytes())
			res.Flops = 2 * float64(c.Rows) * float64(c.Cols) * float64(batch)
			res.Kernel = c.Kernel(batch)
			res.Note = fmt.Sprintf("cold: %d copies, %d MiB", len(ws), len(ws)*c.WeightBytes()>>20)
			out = append(out, res)
		}
	}
	return out, nil
}
