package eager

import (
	"errors"
	"github.com/skainet/skaic/tape"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/layout/resolve"
)

// f32Tensor makes a dense f32 tensor from values.
func f32Tensor(t *testing.T, e *Engine, name string, data []float32, shape ...int64) Tensor {
	t.Helper()
	x := e.ConstF32(name, data, shape...)
	if e.Err() != nil {
		t.Fatal(e.Err())
	}
	return x
}

func randF32(rng *rand.Rand, n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(rng.NormFloat64())
	}
	return out
}

// packedWeight quantizes random values into a [rows, cols] weight of type qt
// and returns it with its exact dequantized values.
func packedWeight(t *testing.T, e *Engine, qt quant.Type, rows, cols int, rng *rand.Rand) (Tensor, []float32) {
	t.Helper()
	vals := randF32(rng, rows*cols)
	raw := make([]byte, rows*cols/qt.BlockElems()*qt.BlockBytes())
	if err := quant.Quantize(qt, vals, raw); err != nil {
		t.Fatal(err)
	}
	deq := make([]float32, rows*cols)
	if err := quant.Dequantize(qt, raw, deq); err != nil {
		t.Fatal(err)
	}
	f, _ := layout.FormatFromGGML(uint32(qt))
	l, err := layout.ForFormat([]int64{int64(rows), int64(cols)}, f)
	if err != nil {
		t.Fatal(err)
	}
	v, err := layout.NewView(layout.TensorID("w."+qt.String()), f, l, layout.HeapFromBytes(raw, nil))
	if err != nil {
		t.Fatal(err)
	}
	return e.Weight(v), deq
}

// relL2 is ‖got − want‖ / ‖want‖.
func relL2(got []float32, want []float64) float64 {
	var num, den float64
	for i := range want {
		d := float64(got[i]) - want[i]
		num += d * d
		den += want[i] * want[i]
	}
	return math.Sqrt(num / math.Max(den, 1e-300))
}

func refLinear(x []float32, w []float32, batch, rows, cols int) []float64 {
	out := make([]float64, batch*rows)
	for b := 0; b < batch; b++ {
		for o := 0; o < rows; o++ {
			var s float64
			for k := 0; k < cols; k++ {
				s += float64(x[b*cols+k]) * float64(w[o*cols+k])
			}
			out[b*rows+o] = s
		}
	}
	return out
}

func TestLinearDispatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, qt := range []quant.Type{quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K, quant.Q4_1, quant.F16} {
		t.Run(qt.String(), func(t *testing.T) {
			e := New()
			rows, cols, batch := 7, 3*qt.BlockElems(), 2
			if !qt.Quantized() {
				cols = 96
			}
			w, deq := packedWeight(t, e, qt, rows, cols, rng)
			xv := randF32(rng, batch*cols)
			x := f32Tensor(t, e, "x", xv, int64(batch), int64(cols))
			want := refLinear(xv, deq, batch, rows, cols)

			y := e.Linear(x, w)
			if e.Err() != nil {
				t.Fatal(e.Err())
			}
			got, _ := y.Float32s()
			if r := relL2(got, want); r > 1e-6 {
				t.Fatalf("row-major: rel L2 %g", r)
			}
			if n := len(e.Adapters()); n != 0 {
				t.Fatalf("a weight with a kernel must not need adapters, got %v", e.Adapters())
			}
			if !qt.Quantized() {
				return
			}
			// Prepacked weights: a kernel in that order, or a visible prepack back.
			pv, err := w.View.Prepack(layout.InputBlockMajor, layout.Ambient())
			if err != nil {
				t.Fatal(err)
			}
			yp := e.Linear(x, e.Weight(pv))
			gotP, _ := yp.Float32s()
			if r := relL2(gotP, want); r > 1e-6 {
				t.Fatalf("input-block-major: rel L2 %g", r)
			}
			hasIBM := e.LinearKernelFor(pv.Format, layout.InputBlockMajor)
			if hasIBM != (qt == quant.Q8_0 || qt == quant.Q4_0 || qt == quant.Q4_K) {
				t.Fatalf("IBM kernel for %s: %v", qt, hasIBM)
			}
			if hasIBM && len(e.Adapters()) != 0 {
				t.Fatalf("IBM kernel must take the prepacked weight as is: %v", e.Adapters())
			}
			if !hasIBM && (len(e.Adapters()) != 1 || e.Adapters()[0].Kind != AdaptPrepack) {
				t.Fatalf("want one visible prepack adapter, got %v", e.Adapters())
			}
		})
	}
}

func TestLinearTransposedWeightAdapter(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	e := New()
	// W stored as [in, out] and viewed transposed: a strided f32 weight.
	rows, cols := 5, 9
	wt := randF32(rng, rows*cols) // [cols, rows]
	w := e.Transpose(f32Tensor(t, e, "w_t", wt, int64(cols), int64(rows)), 0, 1)
	xv := randF32(rng, cols)
	y := e.Linear(f32Tensor(t, e, "x", xv, 1, int64(cols)), w)
	if e.Err() != nil {
		t.Fatal(e.Err())
	}
	wr := make([]float32, rows*cols)
	for o := 0; o < rows; o++ {
		for k := 0; k < cols; k++ {
			wr[o*cols+k] = wt[k*rows+o]
		}
	}
	got, _ := y.Float32s()
	if r := relL2(got, refLinear(xv, wr, 1, rows, cols)); r > 1e-6 {
		t.Fatalf("rel L2 %g", r)
	}
	ad := e.Adapters()
	if len(ad) != 1 || ad[0].Kind != AdaptMaterialize || !strings.Contains(ad[0].From, "strided") {
		t.Fatalf("want one materialize adapter from strided, got %v", ad)
	}
}

func TestElementwiseAdaptsF16(t *testing.T) {
	e := New()
	vals := []float32{1, -2, 3.5, 0.25}
	raw := make([]byte, 8)
	quant.Quantize(quant.F16, vals, raw)
	v, _ := layout.NewView("h", layout.Format{DType: layout.F32, Encoding: layout.EncF16}, layout.Contiguous([]int64{4}), layout.HeapFromBytes(raw, nil))
	h := e.Weight(v)
	y := e.Add(h, f32Tensor(t, e, "one", []float32{1}, 1))
	got, err := y.Float32s()
	if err != nil || e.Err() != nil {
		t.Fatal(err, e.Err())
	}
	for i, x := range vals {
		if got[i] != x+1 {
			t.Fatalf("got %v", got)
		}
	}
	if len(e.Adapters()) != 1 || e.Adapters()[0].Kind != AdaptMaterialize {
		t.Fatalf("adapters %v", e.Adapters())
	}
}

func TestStickyError(t *testing.T) {
	e := New()
	a := f32Tensor(t, e, "a", make([]float32, 6), 2, 3)
	b := f32Tensor(t, e, "b", make([]float32, 4), 2, 2)
	if c := e.Add(a, b); c.Valid() {
		t.Fatal("mismatched add must fail")
	}
	var oe *OpError
	if !errors.As(e.Err(), &oe) || oe.Op != "add" || !strings.Contains(e.Err().Error(), "do not broadcast") {
		t.Fatalf("err %v", e.Err())
	}
	if d := e.Exp(a); d.Valid() {
		t.Fatal("ops after an error must do nothing")
	}
}

func TestAttentionGQA(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const S, H, Hkv, D = 4, 6, 2, 8
	e := New()
	qv, kv, vv := randF32(rng, S*H*D), randF32(rng, S*Hkv*D), randF32(rng, S*Hkv*D)
	q := f32Tensor(t, e, "q", qv, S, H, D)
	k := f32Tensor(t, e, "k", kv, S, Hkv, D)
	v := f32Tensor(t, e, "v", vv, S, Hkv, D)
	out := e.Attention(q, k, v, true, 0, 0)
	if e.Err() != nil {
		t.Fatal(e.Err())
	}
	if got := out.Shape(); len(got) != 3 || got[0] != S || got[1] != H || got[2] != D {
		t.Fatalf("shape %v", got)
	}
	got, _ := out.Float32s()
	want := make([]float64, S*H*D)
	scale := 1 / math.Sqrt(D)
	for h := 0; h < H; h++ {
		g := h / (H / Hkv)
		for i := 0; i < S; i++ {
			sc := make([]float64, i+1)
			mx := math.Inf(-1)
			for j := 0; j <= i; j++ {
				var s float64
				for d := 0; d < D; d++ {
					s += float64(qv[(i*H+h)*D+d]) * float64(kv[(j*Hkv+g)*D+d])
				}
				sc[j] = s * scale
				mx = math.Max(mx, sc[j])
			}
			var z float64
			for j := range sc {
				sc[j] = math.Exp(sc[j] - mx)
				z += sc[j]
			}
			for d := 0; d < D; d++ {
				var s float64
				for j := range sc {
					s += sc[j] / z * float64(vv[(j*Hkv+g)*D+d])
				}
				want[(i*H+h)*D+d] = s
			}
		}
	}
	if r := relL2(got, want); r > 1e-5 {
		t.Fatalf("attention rel L2 %g", r)
	}
}

type countingRecorder struct {
	values, ops int
	names       []string
	adapters    int
}

func (r *countingRecorder) Value(t *Tensor, data []byte) int64 {
	r.values++
	return int64(r.values + r.ops)
}

func (r *countingRecorder) Op(op string, attrs tape.Attrs, ins, outs []Tensor, ad []AdapterEvent) []int64 {
	r.ops++
	r.names = append(r.names, op)
	r.adapters += len(ad)
	return []int64{int64(1000 + r.ops)}
}

func TestRecorderSeesEveryOp(t *testing.T) {
	rec := &countingRecorder{}
	e := New(WithRecorder(rec))
	x := e.ConstF32("x", []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	y := e.Softmax(e.Transpose(e.Silu(x), 0, 1))
	if e.Err() != nil || y.RecID == 0 {
		t.Fatal(e.Err(), y.RecID)
	}
	if strings.Join(rec.names, ",") != "silu,permute,softmax" || rec.values != 1 {
		t.Fatalf("recorded %v values %d", rec.names, rec.values)
	}
}

func TestEngineCapabilitiesRegistered(t *testing.T) {
	c, err := resolve.CapabilitiesByName("engine")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.(Capabilities); !ok {
		t.Fatalf("\"engine\" resolves to %T, not the engine's own table", c)
	}
	for _, enc := range []layout.Encoding{layout.EncQ8_0, layout.EncQ4_K, layout.EncQ6_K, layout.EncF16,
		layout.EncIQ2_XXS, layout.EncIQ2_XS, layout.EncIQ2_S, layout.EncIQ3_XXS, layout.EncIQ3_S,
		layout.EncIQ1_S, layout.EncIQ1_M, layout.EncTQ1_0, layout.EncTQ2_0} {
		if o, ok := c.LinearKernel(layout.Format{DType: layout.F32, Encoding: enc}); !ok || o != layout.RowMajor {
			t.Fatalf("%s: %v %v", enc, o, ok)
		}
	}
	// The plan-time table the resolver falls back to lists exactly what the
	// engine's own table takes in file order.
	for _, enc := range layout.Encodings() {
		if !enc.IsBlocked() && enc != layout.EncF32 && enc != layout.EncF16 && enc != layout.EncBF16 {
			continue
		}
		f := layout.Format{DType: layout.F32, Encoding: enc}
		_, engine := c.LinearKernel(f)
		_, plan := resolve.EnginePlan.LinearKernel(f)
		if engine != plan {
			t.Errorf("%s: the engine has a Linear kernel: %v, resolve.EnginePlan says %v", enc, engine, plan)
		}
	}
	if _, ok := c.LinearKernel(layout.Format{DType: layout.F32, Encoding: layout.EncQ8_K}); ok {
		t.Fatal("Q8_K has no Linear kernel")
	}
}

// TestStaleTensorAfterResets: the engine recycles every header and slab
// byte between steps, yet a Tensor kept from an earlier step reads as
// closed, never as a newer step's values — and a warm step allocates
// nothing on the Go heap.
func TestStaleTensorAfterResets(t *testing.T) {
	fs, err := layout.NewForwardScope(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	e := New(WithScope(fs))
	w := e.ConstF32("w", []float32{1, 2, 3, 4, 5, 6}, 2, 3)
	in := e.ConstF32("x", []float32{1, 1, 1}, 1, 3)
	var last Tensor
	step := func() {
		if err := e.ResetStep(); err != nil {
			t.Fatal(err)
		}
		h := e.Linear(in, w)                                  // [1, 2]
		y := e.Softmax(e.Reshape(e.Transpose(h, 0, 1), 1, 2)) // views and copies
		if e.Err() != nil {
			t.Fatal(e.Err())
		}
		last = y
	}
	step()
	first := last
	if _, err := first.Float32s(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		step()
		var ce *layout.StorageClosedError
		if _, err := first.Float32s(); !errors.As(err, &ce) {
			t.Fatalf("after %d more steps a tensor of step 1 read %v, want StorageClosedError", i+1, err)
		}
	}
	if n := testing.AllocsPerRun(50, step); n != 0 {
		t.Fatalf("a warm step allocates %v times", n)
	}
}
