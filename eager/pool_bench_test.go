package eager

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout/quant"
)

// BenchmarkParallelLinear: the pool's split against one thread on small
// and medium Q8_0 matvecs (warm), to place parallelMinWork.
func BenchmarkParallelLinear(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, sz := range [][2]int{{256, 512}, {512, 512}, {512, 1024}, {1024, 1024}, {2048, 2048}} {
		rows, cols := sz[0], sz[1]
		vals := randF32(r, rows*cols)
		w := make([]byte, rows*cols/32*34)
		if err := quant.Quantize(quant.Q8_0, vals, w); err != nil {
			b.Fatal(err)
		}
		x := randF32(r, cols)
		y := make([]float32, rows)
		run := func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error {
			return kernels.LinearRange(quant.Q8_0, w, rows, cols, x, batch, y, scratch, o0, o1)
		}
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("%dx%d_t%d", rows, cols, threads), func(b *testing.B) {
				saved := parallelMinWork
				parallelMinWork = 0
				defer func() { parallelMinWork = saved }()
				b.SetBytes(int64(len(w)))
				for range b.N {
					if err := parallelLinear(threads, run, w, rows, cols, x, 1, y, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
