package kernels

import (
	"fmt"
	"math"
	"testing"
)

// refRope is the rotation in float64 with angles from thetas(pos, i).
func refRope(x []float32, seq, heads, headDim int, ropeDim int, mode RopeMode, theta func(s, i int) float64) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = float64(v)
	}
	half := ropeDim / 2
	for s := 0; s < seq; s++ {
		for h := 0; h < heads; h++ {
			base := (s*heads + h) * headDim
			for i := 0; i < half; i++ {
				j0, j1 := base+2*i, base+2*i+1
				if mode == RopeNeoX {
					j0, j1 = base+i, base+i+half
				}
				th := theta(s, i)
				c, sn := math.Cos(th), math.Sin(th)
				x0, x1 := float64(x[j0]), float64(x[j1])
				out[j0] = x0*c - x1*sn
				out[j1] = x0*sn + x1*c
			}
		}
	}
	return out
}

func TestRope(t *testing.T) {
	r := newRand(60)
	const base = 10000.0
	for _, mode := range []RopeMode{RopeAdjacent, RopeNeoX} {
		for _, dims := range [][2]int{{64, 64}, {66, 32}, {8, 6}} {
			seq, heads, headDim, ropeDim := 7, 3, dims[0], dims[1]
			x := randNormal(r, seq*heads*headDim, 1)
			pos := make([]int32, seq)
			for i := range pos {
				pos[i] = int32(r.IntN(40))
			}
			out := make([]float32, len(x))
			name := fmt.Sprintf("rope/%s/%dx%dx%d/rope%d", mode, seq, heads, headDim, ropeDim)
			mustOK(t, name, Rope(x, seq, heads, headDim, pos, base, ropeDim, mode, out))

			// (1) ggml's angles (float32 recurrence θ_{i+1} = θ_i·theta_scale),
			// rotation in float64: only the float32 rotation differs.
			ts := float32(math.Pow(float64(float32(base)), float64(float32(-2.0)/float32(ropeDim))))
			ggml := func(s, i int) float64 {
				th := float32(pos[s])
				for k := 0; k < i; k++ {
					th *= ts
				}
				return float64(th)
			}
			check(t, name+"/ggml-angles", out, refRope(x, seq, heads, headDim, ropeDim, mode, ggml), 1e-13, 1e-6)

			// (2) the exact formula θ_i = pos·base^(−2i/ropeDim) in float64: the
			// float32 recurrence drifts by ~i ulps of θ (θ < 40 here).
			exact := func(s, i int) float64 {
				return float64(pos[s]) * math.Pow(base, -2*float64(i)/float64(ropeDim))
			}
			check(t, name+"/exact-angles", out, refRope(x, seq, heads, headDim, ropeDim, mode, exact), 1e-10, 1e-4)

			// Dimensions ≥ ropeDim are copied bit for bit, and in place works.
			for s := 0; s < seq*heads; s++ {
				requireBitsEqual(t, name+" pass-through", out[s*headDim+ropeDim:(s+1)*headDim], x[s*headDim+ropeDim:(s+1)*headDim])
			}
			mustOK(t, name, Rope(x, seq, heads, headDim, pos, base, ropeDim, mode, x))
			requireBitsEqual(t, name+" in place", x, out)
		}
	}
}

func TestRopeErrors(t *testing.T) {
	x := make([]float32, 2*3*8)
	pos := []int32{0, 1}
	mustOK(t, "ok", Rope(x, 2, 3, 8, pos, 1e4, 8, RopeAdjacent, x))
	wantErr(t, "odd dims", "rope dims 7", func() error { return Rope(x, 2, 3, 8, pos, 1e4, 7, RopeAdjacent, x) })
	wantErr(t, "dims > head", "rope dims 10", func() error { return Rope(x, 2, 3, 8, pos, 1e4, 10, RopeAdjacent, x) })
	wantErr(t, "zero dims", "rope dims 0", func() error { return Rope(x, 2, 3, 8, pos, 1e4, 0, RopeAdjacent, x) })
	wantErr(t, "positions", "1 positions for 2 rows", func() error { return Rope(x, 2, 3, 8, pos[:1], 1e4, 8, RopeAdjacent, x) })
	wantErr(t, "x", "x has 47", func() error { return Rope(x[:47], 2, 3, 8, pos, 1e4, 8, RopeAdjacent, x) })
	wantErr(t, "out", "out 47", func() error { return Rope(x, 2, 3, 8, pos, 1e4, 8, RopeAdjacent, x[:47]) })
	wantErr(t, "mode", "mode", func() error { return Rope(x, 2, 3, 8, pos, 1e4, 8, RopeMode(5), x) })
	wantErr(t, "negative", "negative", func() error { return Rope(x, -2, 3, 8, pos, 1e4, 8, RopeAdjacent, x) })
	wantErr(t, "overflow", "overflows", func() error { return Rope(x, math.MaxInt/2, 3, 8, pos, 1e4, 8, RopeAdjacent, x) })
}

// TestRopeLongPositions states how far ggml's float32 angle recurrence
// drifts from the exact formula at long positions (it grows ~ pos·i·ulp):
// a numpy reference must replicate the recurrence, not the formula, to
// stay within 1e-4 at positions in the thousands.
func TestRopeLongPositions(t *testing.T) {
	r := newRand(61)
	seq, heads, headDim := 8, 2, 128
	x := randNormal(r, seq*heads*headDim, 1)
	pos := make([]int32, seq)
	for i := range pos {
		pos[i] = int32(4096 - 511*i)
	}
	out := make([]float32, len(x))
	mustOK(t, "rope", Rope(x, seq, heads, headDim, pos, 10000, headDim, RopeAdjacent, out))
	ts := float32(math.Pow(10000, float64(float32(-2.0)/float32(headDim))))
	ggml := func(s, i int) float64 {
		th := float32(pos[s])
		for k := 0; k < i; k++ {
			th *= ts
		}
		return float64(th)
	}
	exact := func(s, i int) float64 { return float64(pos[s]) * math.Pow(10000, -2*float64(i)/float64(headDim)) }
	check(t, "rope/adjacent/pos≤4096/ggml-angles", out, refRope(x, seq, heads, headDim, headDim, RopeAdjacent, ggml), 1e-12, 5e-6)
	check(t, "rope/adjacent/pos≤4096/exact-angles", out, refRope(x, seq, heads, headDim, headDim, RopeAdjacent, exact), 1e-7, 2e-3)
}

// TestRopeScaled holds the scaled rotation to ggml's angle formula
// (θ = freq_scale·(θ_base/ff_i), float32 steps) and to the exact one in
// float64, and the zero scaling to Rope bit for bit.
func TestRopeScaled(t *testing.T) {
	r := newRand(62)
	seq, heads, headDim, ropeDim := 5, 2, 16, 12
	x := randNormal(r, seq*heads*headDim, 1)
	pos := []int32{0, 3, 17, 250, 1024}
	factors := []float32{1, 1, 1.5, 2, 4.25, 8}
	const base, scale = 500000.0, float32(0.25)
	ts := float32(math.Pow(float64(float32(base)), float64(float32(-2.0)/float32(ropeDim))))
	for _, mode := range []RopeMode{RopeAdjacent, RopeNeoX} {
		out := make([]float32, len(x))
		sc := RopeScaling{FreqScale: scale, Factors: factors}
		mustOK(t, "scaled", RopeScaled(x, seq, heads, headDim, pos, base, ropeDim, mode, sc, out))
		ggml := func(s, i int) float64 {
			th := float32(pos[s])
			for k := 0; k < i; k++ {
				th *= ts
			}
			return float64(scale * (th / factors[i]))
		}
		check(t, "scaled/ggml-angles/"+mode.String(), out, refRope(x, seq, heads, headDim, ropeDim, mode, ggml), 1e-12, 5e-6)
		exact := func(s, i int) float64 {
			return float64(scale) * float64(pos[s]) * math.Pow(base, -2*float64(i)/float64(ropeDim)) / float64(factors[i])
		}
		check(t, "scaled/exact-angles/"+mode.String(), out, refRope(x, seq, heads, headDim, ropeDim, mode, exact), 1e-9, 1e-3)

		plain := make([]float32, len(x))
		mustOK(t, "plain", Rope(x, seq, heads, headDim, pos, base, ropeDim, mode, plain))
		for _, zero := range []RopeScaling{{}, {FreqScale: 1}, {FreqScale: 1, Factors: []float32{1, 1, 1, 1, 1, 1}}} {
			mustOK(t, "zero", RopeScaled(x, seq, heads, headDim, pos, base, ropeDim, mode, zero, out))
			requireBitsEqual(t, "no scaling is Rope", out, plain)
		}
	}
	y := make([]float32, len(x))
	wantErr(t, "factor count", "5 frequency factors for 6", func() error {
		return RopeScaled(x, seq, heads, headDim, pos, base, ropeDim, RopeAdjacent, RopeScaling{Factors: factors[:5]}, y)
	})
	wantErr(t, "zero factor", "frequency factor 2 is 0", func() error {
		return RopeScaled(x, seq, heads, headDim, pos, base, ropeDim, RopeAdjacent, RopeScaling{Factors: []float32{1, 1, 0, 1, 1, 1}}, y)
	})
	wantErr(t, "negative scale", "frequency scale -1", func() error {
		return RopeScaled(x, seq, heads, headDim, pos, base, ropeDim, RopeAdjacent, RopeScaling{FreqScale: -1}, y)
	})
}
