package eager

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// poolShapes are big enough to be split (rows·cols·batch ≥ parallelMinWork)
// and not multiples of the split alignment.
func poolShape(qt quant.Type, batch int) (rows, cols int) {
	cols = 7 * max(qt.BlockElems(), 32)
	if !qt.Quantized() {
		cols = 7*32 + 5
	}
	rows = 1003
	for rows*cols*batch < 2*parallelMinWork {
		rows += 1000
	}
	return rows, cols
}

// TestLinearThreadsBitwise: an engine on 1 thread and one on several give
// bitwise the same Linear, for every block order and batch, through the
// pool.
func TestLinearThreadsBitwise(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, qt := range []quant.Type{quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K, quant.Q5_K} {
		for _, batch := range []int{1, 3} {
			t.Run(fmt.Sprintf("%s/batch%d", qt, batch), func(t *testing.T) {
				rows, cols := poolShape(qt, batch)
				one, many := New(WithThreads(1)), New(WithThreads(3))
				w, _ := packedWeight(t, one, qt, rows, cols, rng)
				xv := randF32(rng, batch*cols)
				var want []float32
				for _, e := range []*Engine{one, many} {
					x := f32Tensor(t, e, "x", xv, int64(batch), int64(cols))
					ws := []Tensor{w}
					if qt.Quantized() && e.LinearKernelFor(w.View.Format, layout.InputBlockMajor) {
						pv, err := w.View.Prepack(layout.InputBlockMajor, layout.Ambient())
						if err != nil {
							t.Fatal(err)
						}
						ws = append(ws, e.Weight(pv))
					}
					for _, wt := range ws {
						y := e.Linear(x, wt)
						if e.Err() != nil {
							t.Fatal(e.Err())
						}
						got, _ := y.Float32s()
						if want == nil {
							want = got
							continue
						}
						for i := range got {
							if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
								t.Fatalf("element %d: %v, single-threaded row-major %v", i, got[i], want[i])
							}
						}
					}
					if len(e.Adapters()) != 0 {
						t.Fatalf("adapters %v", e.Adapters())
					}
				}
			})
		}
	}
}

// TestParallelLinearParts: every split gives the whole call's bits, parts
// start at multiples of splitAlign, and a failing part's error comes back.
func TestParallelLinearParts(t *testing.T) {
	for _, c := range []struct{ rows, parts int }{{8, 1}, {16, 2}, {1003, 3}, {4096, 2}, {17, 2}, {100, 7}} {
		prev := 0
		for i := 0; i < c.parts; i++ {
			o0, o1 := partBounds(c.rows, c.parts, i)
			if o0 != prev || o1 < o0 || o0%splitAlign != 0 {
				t.Fatalf("rows %d parts %d: part %d is [%d, %d)", c.rows, c.parts, i, o0, o1)
			}
			prev = o1
		}
		if prev != c.rows {
			t.Fatalf("rows %d parts %d: parts end at %d", c.rows, c.parts, prev)
		}
	}
	rows, cols := 4096, 256
	w := make([]byte, rows*cols*4)
	x := make([]float32, cols)
	y := make([]float32, rows)
	fail := func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error {
		if o0 > 0 {
			return fmt.Errorf("part at %d failed", o0)
		}
		return nil
	}
	if err := parallelLinear(2, fail, w, rows, cols, x, 1, y, nil); err == nil || !strings.HasPrefix(err.Error(), "part at ") {
		t.Fatalf("error %v, want a failing piece's", err)
	}
}

// TestParallelLinearNoAllocs: a split Linear allocates nothing once the
// workers run.
func TestParallelLinearNoAllocs(t *testing.T) {
	rows, cols := 2048, 512
	qt := quant.Q8_0
	r := rand.New(rand.NewPCG(13, 14))
	vals := randF32(r, rows*cols)
	w := make([]byte, rows*cols/32*34)
	if err := quant.Quantize(qt, vals, w); err != nil {
		t.Fatal(err)
	}
	for _, batch := range []int{1, 4} {
		x := randF32(r, batch*cols)
		y := make([]float32, batch*rows)
		scratch := make([]float32, 4*kernels.LinearScratchLen(qt, rows, cols, batch))
		run := func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error {
			return kernels.LinearRange(qt, w, rows, cols, x, batch, y, scratch, o0, o1)
		}
		call := func() {
			if err := parallelLinear(4, run, w, rows, cols, x, batch, y, scratch); err != nil {
				t.Fatal(err)
			}
		}
		call()
		if n := testing.AllocsPerRun(50, call); n != 0 {
			t.Errorf("batch %d: %v allocations per split Linear, want 0", batch, n)
		}
	}
}

// TestLinearPoolGoroutines: engines come and go without Close; the pool's
// goroutines stay bounded by the threads asked for, and concurrent engines
// (one of which then runs alone) still get exact results.
func TestLinearPoolGoroutines(t *testing.T) {
	qt := quant.Q4_0
	rows, cols := poolShape(qt, 1)
	rng := rand.New(rand.NewPCG(15, 16))
	ref := New(WithThreads(1))
	w, _ := packedWeight(t, ref, qt, rows, cols, rng)
	xv := randF32(rng, cols)
	want, _ := ref.Linear(f32Tensor(t, ref, "x", xv, 1, int64(cols)), w).Float32s()

	run := func() error {
		e := New(WithThreads(4))
		y := e.Linear(f32Tensor(t, e, "x", xv, 1, int64(cols)), w)
		if e.Err() != nil {
			return e.Err()
		}
		got, _ := y.Float32s()
		for i := range got {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				return fmt.Errorf("element %d: %v, want %v", i, got[i], want[i])
			}
		}
		return nil
	}
	if err := run(); err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				errs <- run()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	// The callers have run wg.Done but may not have exited yet: a leak is
	// a count that stays above the one before.
	after := runtime.NumGoroutine()
	for deadline := time.Now().Add(5 * time.Second); after > before && time.Now().Before(deadline); after = runtime.NumGoroutine() {
		time.Sleep(time.Millisecond)
	}
	if after > before {
		t.Errorf("goroutines: %d before 40 engines, %d after", before, after)
	}
	if n := linearWorkers(); n > maxLinearThreads-1 || n < 3 {
		t.Errorf("%d pool workers after runs on 4 threads", n)
	}
}

// TestParallelLinearVaryingParts: jobs with different thread counts in a
// row (workers that sit one out must not touch the next job) cover every
// row exactly once.
func TestParallelLinearVaryingParts(t *testing.T) {
	rows, cols := 1000, 1024
	var hits [1000]atomic.Int32
	count := func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error {
		for o := o0; o < o1; o++ {
			hits[o].Add(1)
		}
		return nil
	}
	for round, threads := range []int{4, 2, 3, 2, 4, 1, 5, 2} {
		if err := parallelLinear(threads, count, nil, rows, cols, nil, 1, nil, nil); err != nil {
			t.Fatal(err)
		}
		for o := range hits {
			if n := hits[o].Swap(0); n != 1 {
				t.Fatalf("round %d (%d threads): row %d computed %d times", round, threads, o, n)
			}
		}
	}
}
