package eager

import (
	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Fast Linear mode (WithFastLinear): the Linears whose weight has a fast
// kernel (kernels.LinearQ8Fast: Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, the k-quants Q2_K to Q6_K,
// IQ4_NL, IQ4_XS, MXFP4 in canonical block order, on CPUs with AVX2;
// elsewhere fast mode is exact mode) requantize their activations to 8
// bits (per 32-element block for the legacy types, IQ4_NL and MXFP4, per 256 for the k-quants and IQ4_XS) and run integer dot products (kernels.LinearQ8, which documents the format,
// the combination order and the error). Every other op, and every other
// weight, runs as in exact mode.
//
// Fast mode covers decode steps and small prefills (kernels.LinearQ8FastAt
// holds the batch limits per type, CPU feature and vendor; skaic run --help
// lists them): the fast kernels unpack a group of weight rows once per
// activation row, which beats exact Linear at small batches but not the
// exact batched path's reuse of decoded weights at larger ones. IQ4_XS and
// Q4_K, and with AVX-512 VNNI on AMD CPUs Q4_0, Q4_1, Q5_K and Q6_K, also run fast in
// longer prefills: their weight rows are unpacked once per chunk into
// integer tiles that all activation rows run over. Where fast mode does
// not cover a call, it runs exact.
//
// It is an approximation for speed (skaic run/bench --fast); exact mode is
// the reference and the default. A recording engine ignores it: the tape
// and everything compiled from it are exact.
//
// The quantized activations of a call are written once, on the calling
// goroutine, into a buffer the engine reuses from call to call (like its
// kernel scratch), then the output rows are split over the Linear pool as
// in exact mode; a warm decode step allocates nothing.

// WithFastLinear turns fast Linear mode on.
func WithFastLinear() Option { return func(e *Engine) { e.fastLinear = true } }

// FastLinear reports whether the engine runs in fast Linear mode.
func (e *Engine) FastLinear() bool { return e.fastLinear }

// q8Ranges are the fast kernels as pool ranges: x is the quantized
// activation words (kernels.Q8ActWords per row).
var q8Ranges = func() map[quant.Type]linearRange {
	m := map[quant.Type]linearRange{}
	for _, t := range quant.All() {
		if !kernels.LinearQ8Supports(t) {
			continue
		}
		t := t
		m[t] = func(w []byte, rows, cols int, act []float32, batch int, y, _ []float32, o0, o1 int) error {
			return kernels.LinearQ8Range(t, w, rows, cols, act, batch, y, o0, o1)
		}
	}
	return m
}()

// runLinear runs Linear kernel k, or the fast kernel of qt where fast mode
// covers the call.
func (e *Engine) runLinear(k linearKernel, qt quant.Type, wv *layout.TensorView, w []byte, rows, cols int, x []float32, batch int, y []float32) error {
	if e.fastLinear && e.rec == nil && cols%kernels.Q8ActBlockOf(qt) == 0 && ClassOf(wv) == BlockedRowMajor && kernels.LinearQ8FastFor(qt, batch, cols) {
		n := batch * kernels.Q8ActWords(qt, cols)
		if cap(e.q8act) < n {
			e.q8act = make([]float32, n)
		}
		act := e.q8act[:n]
		if err := kernels.QuantizeQ8Act(qt, x, batch, cols, act); err != nil {
			return err
		}
		return parallelLinear(e.threads, q8Ranges[qt], w, rows, cols, act, batch, y, nil)
	}
	return k.run(w, rows, cols, x, batch, y, e.scratchF32(kernels.LinearScratchLen(qt, rows, cols, batch)))
}
