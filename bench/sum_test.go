package bench

import (
	"math/rand"
	"testing"
)

// TestSumF32 checks the read-bandwidth sum against a plain loop on sizes
// around its four-stream unit (128 floats), with small integers so that
// every order of summation is exact.
func TestSumF32(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, n := range []int{0, 1, 31, 127, 128, 129, 255, 256, 1000, 4096, 4096 + 77, 1 << 16} {
		x := make([]float32, n)
		var want float32
		for i := range x {
			x[i] = float32(r.Intn(7) - 3)
			want += x[i]
		}
		if got := SumF32(x); got != want {
			t.Errorf("SumF32 of %d values = %v, want %v", n, got, want)
		}
		if n >= 128 {
			q := n / 128 * 32
			var w float32
			for _, v := range x[:4*q] {
				w += v
			}
			if got := sumF32Streams(&x[0], q); got != w {
				t.Errorf("sumF32Streams(%d) = %v, want %v", q, got, w)
			}
			if got := sumGoStreams(&x[0], q); got != w {
				t.Errorf("sumGoStreams(%d) = %v, want %v", q, got, w)
			}
		}
	}
}
