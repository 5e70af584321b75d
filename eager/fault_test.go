//go:build linux || darwin || freebsd || netbsd || openbsd

package eager

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// mappedWeight writes a [rows, cols] weight of type qt to a file, maps it,
// and cuts the file to its first page: reading the rest of the weight
// faults, on whichever goroutine reads it.
func mappedWeight(t *testing.T, e *Engine, qt quant.Type, rows, cols int) (Tensor, string) {
	t.Helper()
	w, _ := packedWeight(t, e, qt, rows, cols, rand.New(rand.NewPCG(5, 6)))
	raw, err := w.View.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, raw.Len())
	raw.CopyTo(buf)
	path := filepath.Join(t.TempDir(), "model-"+qt.String()+".bin")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := layout.MapFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	v, err := layout.NewView(w.View.ID, w.View.Format, w.View.Layout, st)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, int64(os.Getpagesize())); err != nil {
		t.Fatal(err)
	}
	return e.Weight(v), path
}

// TestTruncatedWeightIsTheOpsError: a Linear (plain or in the
// worker pool, through the SIMD kernels and the batched GEMM path), an
// Embedding or a MatMul over a weight whose file shrank under the mapping
// fails with a sticky *layout.MappedFaultError naming the file; the engine,
// the pool and the process go on.
func TestTruncatedWeightIsTheOpsError(t *testing.T) {
	for _, qt := range []quant.Type{quant.F32, quant.Q8_0, quant.Q4_K} {
		for _, threads := range []int{1, 4} {
			for _, batch := range []int{1, 16} {
				for _, op := range []string{"linear", "embedding", "matmul"} {
					if op != "linear" && (batch > 1 || (op == "matmul" && qt != quant.F32)) {
						continue
					}
					t.Run(fmt.Sprintf("%s/%s/threads%d/batch%d", op, qt, threads, batch), func(t *testing.T) {
						e := New(WithThreads(threads))
						rows, cols := poolShape(qt, batch)
						w, path := mappedWeight(t, e, qt, rows, cols)
						var y Tensor
						switch op {
						case "linear":
							y = e.Linear(f32Tensor(t, e, "x", randF32(rand.New(rand.NewPCG(1, 1)), batch*cols), int64(batch), int64(cols)), w)
						case "embedding":
							y = e.Embedding(w, e.ConstI32("ids", []int32{0, int32(rows - 1)}, 2))
						case "matmul":
							y = e.MatMul(f32Tensor(t, e, "a", randF32(rand.New(rand.NewPCG(1, 1)), 64*rows), 64, int64(rows)), w)
						}
						if y.Valid() {
							t.Fatal("the op returned a tensor over unreadable weights")
						}
						var fe *layout.MappedFaultError
						if err := e.Err(); !errors.As(err, &fe) || fe.File != path || !strings.Contains(err.Error(), path) {
							t.Fatalf("sticky error %v, want a *layout.MappedFaultError naming %s", err, path)
						}
						// The pool is not left mid-job: the next Linear runs.
						e.ClearErr()
						ok, _ := packedWeight(t, e, qt, rows, cols, rand.New(rand.NewPCG(2, 2)))
						if y := e.Linear(f32Tensor(t, e, "x", make([]float32, batch*cols), int64(batch), int64(cols)), ok); !y.Valid() || e.Err() != nil {
							t.Fatalf("after the fault: %v", e.Err())
						}
					})
				}
			}
		}
	}
}
