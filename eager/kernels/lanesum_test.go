//go:build amd64 && !purego

package kernels

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestSumLanes16Bitwise checks the assembly fold against lanes16.sum on
// random lanes of mixed magnitudes (cancellation makes every order
// difference visible), infinities and a NaN.
func TestSumLanes16Bitwise(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	acc := make([]lanes16, 301)
	for i := range acc {
		for j := range acc[i] {
			acc[i][j] = float32(rng.NormFloat64() * math.Pow(2, float64(rng.IntN(40)-20)))
		}
	}
	acc[7][3] = float32(math.Inf(1))
	acc[8][3], acc[8][11] = float32(math.Inf(1)), float32(math.Inf(-1))
	acc[9][15] = float32(math.NaN())
	acc[10][0] = math.SmallestNonzeroFloat32
	for _, n := range []int{0, 1, 2, 16, 301} {
		out := make([]float32, n+1)
		out[n] = 42
		if n > 0 {
			sumLanes16(&acc[0], n, &out[0])
		}
		for i := 0; i < n; i++ {
			if want := acc[i].sum(); math.Float32bits(out[i]) != math.Float32bits(want) {
				t.Fatalf("n=%d: pair %d: %v (%#x), want %v (%#x)", n, i, out[i], math.Float32bits(out[i]), want, math.Float32bits(want))
			}
		}
		if out[n] != 42 {
			t.Fatalf("n=%d: wrote past the end", n)
		}
	}
}
