package kernels

import (
	"fmt"
	"math"
	"testing"
)

// TestMatMulSIMDBitwise holds MatMul's SIMD axpy and its copy of strided b
// to the portable loop bit for bit: contiguous and transposed b (the
// attention scores' keys), broadcast leading dimensions (stride 0),
// widths that are not multiples of the vector lengths, Inf and NaN.
func TestMatMulSIMDBitwise(t *testing.T) {
	r := newRand(5)
	for _, n := range []int{1, 7, 8, 33, 70} {
		for _, transposed := range []bool{false, true} {
			const g, m, k = 3, 5, 19
			name := fmt.Sprintf("n%d/transposed=%v", n, transposed)
			a := Strided{Data: randNormal(r, 2*g*m*k, 1), Shape: []int{2, g, m, k}, Strides: []int{g * m * k, m * k, k, 1}}
			bd := randNormal(r, 2*k*n, 1)
			bd[3] = float32(math.Inf(1))
			a.Data[7] = float32(math.NaN())
			// b [2, g (broadcast), k, n]: row-major, or stored [2, n, k].
			b := Strided{Data: bd, Shape: []int{2, g, k, n}, Strides: []int{k * n, 0, n, 1}}
			if transposed {
				b.Strides = []int{k * n, 0, 1, k}
			}
			want := make([]float32, 2*g*m*n)
			withPortable(func() { mustOK(t, name, MatMul(a, b, want)) })
			got := make([]float32, 2*g*m*n)
			mustOK(t, name, MatMul(a, b, got))
			requireBitsEqual(t, name, want, got)
			gr := make([]float32, 2*g*m*n)
			for r0 := 0; r0 < 2*g*m; r0 += 4 {
				mustOK(t, name, MatMulRows(a, b, gr, r0, min(r0+4, 2*g*m)))
			}
			requireBitsEqual(t, name+" rows", want, gr)
		}
	}
}
