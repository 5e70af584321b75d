package kernels

import (
	"math"
	"testing"
)

func refSoftmax(x []float32) []float64 {
	m := math.Inf(-1)
	for _, v := range x {
		m = math.Max(m, float64(v))
	}
	out := make([]float64, len(x))
	var s float64
	for i, v := range x {
		out[i] = math.Exp(float64(v) - m)
		s += out[i]
	}
	for i := range out {
		out[i] /= s
	}
	return out
}

func TestSoftmax(t *testing.T) {
	r := newRand(20)
	for _, cols := range []int{1, 7, 33, 129} {
		rows := 7
		x := randF32(r, rows*cols, -8, 8)
		out := make([]float32, rows*cols)
		mustOK(t, "softmax", Softmax(x, rows, cols, out))
		var ref []float64
		for i := 0; i < rows; i++ {
			ref = append(ref, refSoftmax(x[i*cols:(i+1)*cols])...)
		}
		check(t, "softmax/"+itoa(rows)+"x"+itoa(cols), out, ref, 1e-12, 1e-6)
		// In place.
		mustOK(t, "softmax in place", Softmax(x, rows, cols, x))
		requireBitsEqual(t, "softmax in place", x, out)
	}
}

func TestSoftmaxCausal(t *testing.T) {
	r := newRand(21)
	rows, cols := 7, 33
	for _, off := range []int{0, 3, 26, -2, 100} {
		x := randF32(r, rows*cols, -8, 8)
		out := make([]float32, rows*cols)
		mustOK(t, "softmax causal", SoftmaxCausal(x, rows, cols, off, out))
		var ref []float64
		for i := 0; i < rows; i++ {
			n := min(max(i+off+1, 0), cols)
			row := make([]float64, cols)
			if n > 0 {
				copy(row, refSoftmax(x[i*cols:i*cols+n]))
			}
			ref = append(ref, row...)
		}
		check(t, "softmax_causal/7x33/offset"+itoa(off), out, ref, 1e-12, 1e-6)
		// Bitwise equal to CausalMask(-Inf) + Softmax on rows with an allowed column.
		masked := append([]float32(nil), x...)
		mustOK(t, "mask", CausalMask(masked, rows, cols, off, float32(math.Inf(-1))))
		sm := make([]float32, rows*cols)
		mustOK(t, "softmax", Softmax(masked, rows, cols, sm))
		for i := 0; i < rows; i++ {
			if i+off >= 0 {
				requireBitsEqual(t, "causal vs mask+softmax", out[i*cols:(i+1)*cols], sm[i*cols:(i+1)*cols])
			}
		}
		// The mask itself.
		for i := 0; i < rows; i++ {
			for c := 0; c < cols; c++ {
				want := x[i*cols+c]
				if c > i+off {
					want = float32(math.Inf(-1))
				}
				if masked[i*cols+c] != want {
					t.Fatalf("causal mask offset %d [%d,%d] = %v, want %v", off, i, c, masked[i*cols+c], want)
				}
			}
		}
	}
}

func TestRMSNorm(t *testing.T) {
	r := newRand(22)
	const eps = 1e-5
	for _, cols := range []int{7, 129, 1000} {
		rows := 5
		x := randNormal(r, rows*cols, 3)
		w := randF32(r, cols, 0.5, 1.5)
		for _, weight := range [][]float32{nil, w} {
			out := make([]float32, rows*cols)
			mustOK(t, "rms", RMSNorm(x, rows, cols, eps, weight, out))
			var ref []float64
			for i := 0; i < rows; i++ {
				var ss float64
				for _, v := range x[i*cols : (i+1)*cols] {
					ss += float64(v) * float64(v)
				}
				scale := 1 / math.Sqrt(ss/float64(cols)+eps)
				for c, v := range x[i*cols : (i+1)*cols] {
					y := float64(v) * scale
					if weight != nil {
						y *= float64(weight[c])
					}
					ref = append(ref, y)
				}
			}
			name := "rms_norm/5x" + itoa(cols)
			if weight != nil {
				name += "/weight"
			}
			check(t, name, out, ref, 1e-13, 1e-5)
		}
	}
}

func TestLayerNorm(t *testing.T) {
	r := newRand(23)
	const eps = 1e-5
	for _, cols := range []int{7, 129, 1000} {
		rows := 5
		x := randNormal(r, rows*cols, 2)
		for i := range x {
			x[i] += 3 // a mean to subtract
		}
		w := randF32(r, cols, 0.5, 1.5)
		b := randF32(r, cols, -1, 1)
		for _, wb := range [][2][]float32{{nil, nil}, {w, nil}, {w, b}, {nil, b}} {
			out := make([]float32, rows*cols)
			mustOK(t, "layernorm", LayerNorm(x, rows, cols, eps, wb[0], wb[1], out))
			var ref []float64
			for i := 0; i < rows; i++ {
				row := x[i*cols : (i+1)*cols]
				var mean, vr float64
				for _, v := range row {
					mean += float64(v)
				}
				mean /= float64(cols)
				for _, v := range row {
					vr += (float64(v) - mean) * (float64(v) - mean)
				}
				vr /= float64(cols)
				for c, v := range row {
					y := (float64(v) - mean) / math.Sqrt(vr+eps)
					if wb[0] != nil {
						y *= float64(wb[0][c])
					}
					if wb[1] != nil {
						y += float64(wb[1][c])
					}
					ref = append(ref, y)
				}
			}
			name := "layer_norm/5x" + itoa(cols)
			if wb[0] != nil {
				name += "/weight"
			}
			if wb[1] != nil {
				name += "/bias"
			}
			check(t, name, out, ref, 1e-12, 1e-5)
		}
	}
}

func TestNormErrors(t *testing.T) {
	x := make([]float32, 6)
	wantErr(t, "softmax x", "x has 6", func() error { return Softmax(x, 2, 4, make([]float32, 8)) })
	wantErr(t, "softmax out", "out has 5", func() error { return Softmax(x, 2, 3, x[:5]) })
	wantErr(t, "softmax negative", "negative", func() error { return Softmax(x, -2, -3, x) })
	wantErr(t, "softmax overflow", "overflows", func() error { return Softmax(x, math.MaxInt/2, 3, x) })
	wantErr(t, "causal", "x has 6", func() error { return SoftmaxCausal(x, 3, 3, 0, x) })
	wantErr(t, "mask", "x has 6", func() error { return CausalMask(x, 1, 5, 0, 0) })
	wantErr(t, "rms weight", "weight has 2", func() error { return RMSNorm(x, 2, 3, 1e-5, []float32{1, 2}, x) })
	wantErr(t, "rms x", "x has 6", func() error { return RMSNorm(x, 3, 3, 1e-5, nil, x) })
	wantErr(t, "ln bias", "bias has 1", func() error { return LayerNorm(x, 2, 3, 1e-5, nil, []float32{1}, x) })
	wantErr(t, "ln weight", "weight has 4", func() error { return LayerNorm(x, 2, 3, 1e-5, make([]float32, 4), nil, x) })
}

func itoa(i int) string {
	if i < 0 {
		return "-" + itoa(-i)
	}
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
