package eager

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/skainet/skaic/eager/kernels"
)

// refWindowAttention is sliding-window attention in float64: query i at
// position pos[i] over keys 0..T-1, keeping keys pos[i]-window+1..pos[i].
func refWindowAttention(qv, kv, vv []float32, pos []int32, S, T, H, Hkv, D, window int, scale float64) []float64 {
	out := make([]float64, S*H*D)
	for h := 0; h < H; h++ {
		g := h / (H / Hkv)
		for i := 0; i < S; i++ {
			p := int(pos[i])
			lo, hi := max(p-window+1, 0), min(p, T-1)
			sc := make([]float64, hi-lo+1)
			mx := math.Inf(-1)
			for j := lo; j <= hi; j++ {
				var s float64
				for d := 0; d < D; d++ {
					s += float64(qv[(i*H+h)*D+d]) * float64(kv[(j*Hkv+g)*D+d])
				}
				sc[j-lo] = s * scale
				mx = math.Max(mx, sc[j-lo])
			}
			var z float64
			for j := range sc {
				sc[j] = math.Exp(sc[j] - mx)
				z += sc[j]
			}
			for d := 0; d < D; d++ {
				var s float64
				for j := range sc {
					s += sc[j] / z * float64(vv[((j+lo)*Hkv+g)*D+d])
				}
				out[(i*H+h)*D+d] = s
			}
		}
	}
	return out
}

// TestAttentionWindow runs sliding-window attention as a prefill (query
// positions 0..S-1 over the step's own keys) and as decode steps (one
// query late in a longer cache), with grouped-query heads and an explicit
// scale, against the float64 reference.
func TestAttentionWindow(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const H, Hkv, D = 6, 2, 8
	for _, c := range []struct {
		name   string
		S, T   int
		pos    []int32
		window int
	}{
		{"prefill-window3", 7, 7, []int32{0, 1, 2, 3, 4, 5, 6}, 3},
		{"prefill-window-wider-than-prompt", 4, 4, []int32{0, 1, 2, 3}, 9},
		{"prefill-window1", 5, 5, []int32{0, 1, 2, 3, 4}, 1},
		{"decode-past-window", 1, 10, []int32{9}, 4},
		{"decode-inside-window", 1, 3, []int32{2}, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := New()
			qv, kv, vv := randF32(rng, c.S*H*D), randF32(rng, c.T*Hkv*D), randF32(rng, c.T*Hkv*D)
			q := f32Tensor(t, e, "q", qv, int64(c.S), H, D)
			k := f32Tensor(t, e, "k", kv, int64(c.T), Hkv, D)
			v := f32Tensor(t, e, "v", vv, int64(c.T), Hkv, D)
			pos := e.InputI32("positions", c.pos, int64(c.S))
			const scale = 0.2
			out := e.AttentionWindow(q, k, v, pos, c.window, scale)
			if e.Err() != nil {
				t.Fatal(e.Err())
			}
			got, _ := out.Float32s()
			if r := relL2(got, refWindowAttention(qv, kv, vv, c.pos, c.S, c.T, H, Hkv, D, c.window, scale)); r > 1e-5 {
				t.Fatalf("rel L2 %g", r)
			}
		})
	}
}

// TestWindowMaskMatchesCausalMaskWhenWide: with a window at least the
// number of keys, the window mask over positions offset..offset+q-1 is the
// causal mask with that offset, bit for bit.
func TestWindowMaskMatchesCausalMaskWhenWide(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	e := New()
	const B, Q, K, off = 3, 4, 9, 5
	x := f32Tensor(t, e, "x", randF32(rng, B*Q*K), B, Q, K)
	pos := e.InputI32("positions", []int32{off, off + 1, off + 2, off + 3}, Q)
	a, _ := e.WindowMask(x, pos, K).Float32s()
	b, _ := e.CausalMask(x, off).Float32s()
	if e.Err() != nil {
		t.Fatal(e.Err())
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			t.Fatalf("element %d: window mask %v, causal mask %v", i, a[i], b[i])
		}
	}
}

func TestWindowMaskRefusesBadOperands(t *testing.T) {
	for _, c := range []struct {
		name   string
		build  func(e *Engine) Tensor
		reason string
	}{
		{"rank-1", func(e *Engine) Tensor {
			return e.WindowMask(e.ConstF32("x", make([]float32, 3), 3), e.InputI32("p", []int32{0}, 1), 2)
		}, "at least 2 axes"},
		{"window-0", func(e *Engine) Tensor {
			return e.WindowMask(e.ConstF32("x", make([]float32, 6), 2, 3), e.InputI32("p", []int32{0, 1}, 2), 0)
		}, "window 0"},
		{"positions-per-row", func(e *Engine) Tensor {
			return e.WindowMask(e.ConstF32("x", make([]float32, 6), 2, 3), e.InputI32("p", []int32{0, 1, 2}, 3), 2)
		}, "one position per query row"},
		{"float-positions", func(e *Engine) Tensor {
			return e.WindowMask(e.ConstF32("x", make([]float32, 6), 2, 3), e.ConstF32("p", []float32{0, 1}, 2), 2)
		}, "integer"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := New()
			c.build(e)
			if err := e.Err(); err == nil || !strings.Contains(err.Error(), c.reason) || !strings.Contains(err.Error(), "window_mask") {
				t.Fatalf("error %v, want one naming window_mask and %q", err, c.reason)
			}
		})
	}
}

// TestWindowMaskKernel checks the kernel row by row, including a row whose
// position lies past the keys (all of them visible inside the window) and
// one whose window ends before the first key.
func TestWindowMaskKernel(t *testing.T) {
	const rows, cols, window = 4, 5, 2
	x := make([]float32, rows*cols)
	for i := range x {
		x[i] = float32(i)
	}
	pos := []int32{0, 3, 6, 9}
	if err := kernels.WindowMask(x, rows, cols, pos, window, -1); err != nil {
		t.Fatal(err)
	}
	want := [rows][cols]bool{ // visible
		{true, false, false, false, false},
		{false, false, true, true, false},
		{false, false, false, false, false}, // keys 5, 6 lie past the 5 columns
		{false, false, false, false, false},
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v := x[r*cols+c]
			if vis := v != -1; vis != want[r][c] {
				t.Errorf("row %d (position %d) key %d: visible %v, want %v", r, pos[r], c, vis, want[r][c])
			}
			if want[r][c] && v != float32(r*cols+c) {
				t.Errorf("row %d key %d changed to %v", r, c, v)
			}
		}
	}
	if err := kernels.WindowMask(x, rows, cols, pos[:3], window, -1); err == nil {
		t.Error("3 positions for 4 rows accepted")
	}
}
