package tape

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/skainet/skaic/layout"
)

// sampleTape is a slice of a llama block as the engine would record it:
// inputs, weights in mixed encodings (packed ones with ≥ 3 blocks per row),
// an inline and a referenced constant, strided and blocked layouts, every
// attribute type and a prepack adapter.
func sampleTape(t testing.TB) *Tape {
	t.Helper()
	const vocab, dim, ffn, seq = 64, 768, 1024, 3
	tp := NewTape("skaic 0.1.0")
	tp.AddSource(SourceOfBytes("demo.gguf", []byte("the demo model's bytes")))

	tokens := tp.AddInput("tokens", DenseMeta(layout.I32, seq))
	positions := tp.AddInput("positions", DenseMeta(layout.I32, seq))

	ggml := func(code uint32, shape ...int64) Meta {
		f, err := layout.FormatFromGGML(code)
		if err != nil {
			t.Fatal(err)
		}
		l, err := layout.ForFormat(shape, f)
		if err != nil {
			t.Fatal(err)
		}
		return Meta{Format: f, Layout: l}
	}
	embd := tp.AddWeight("token_embd.weight", ggml(1, vocab, dim))     // F16
	norm := tp.AddWeight("blk.0.attn_norm.weight", ggml(0, dim))       // F32
	wq := tp.AddWeight("blk.0.attn_q.weight", ggml(8, dim, dim))       // Q8_0, 24 blocks per row
	wup := tp.AddWeight("blk.0.ffn_up.weight", ggml(12, ffn, dim))     // Q4_K, 3 blocks per row
	wdown := tp.AddWeight("blk.0.ffn_down.weight", ggml(14, dim, ffn)) // Q6_K, 4 blocks per row

	scale := make([]byte, 8)
	binary.LittleEndian.PutUint32(scale, math.Float32bits(0.125))
	binary.LittleEndian.PutUint32(scale[4:], math.Float32bits(-2.5))
	scaleC := tp.AddConst(DenseMeta(layout.F32, 2), scale)
	freqs := tp.AddConstRef(DenseMeta(layout.F32, dim/2), "rope_freqs.weight", 0)
	empty := tp.AddConst(DenseMeta(layout.F32, 0, seq, 64), nil)

	x := tp.Append("get_rows", Attrs{Int("axis", 0)}, []ValueID{embd, tokens}, []Meta{DenseMeta(layout.F32, seq, dim)})[0]
	xn := tp.Append("rmsnorm", Attrs{Float("eps", float64(float32(1e-5)))}, []ValueID{x, norm}, []Meta{DenseMeta(layout.F32, seq, dim)})[0]
	q := tp.Append("linear", nil, []ValueID{xn, wq}, []Meta{DenseMeta(layout.F32, seq, dim)})[0]
	packed := tp.Value(wq).Meta
	pl, err := packed.Layout.WithOrder(layout.InputBlockMajor)
	if err != nil {
		t.Fatal(err)
	}
	packed.Layout = pl
	if err := tp.AddAdapter(Prepack, wq, &packed, "Linear Q8_0 kernel feeds input_block_major"); err != nil {
		t.Fatal(err)
	}
	qr := tp.Append("rope", Attrs{String("mode", "adjacent"), Float("freq_base", 10000), Bool("neox", false)},
		[]ValueID{q, positions, freqs}, []Meta{DenseMeta(layout.F32, seq, dim)})[0]
	heads := tp.Append("reshape", Attrs{Ints("shape", seq, 4, 192)}, []ValueID{qr}, []Meta{DenseMeta(layout.F32, seq, 4, 192)})[0]
	// A transposed view: strides permuted, no copy.
	tl, err := layout.Contiguous([]int64{seq, 4, 192}).Permute(1, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	ht := tp.Append("permute", Attrs{Ints("perm", 1, 0, 2)}, []ValueID{heads},
		[]Meta{{Format: layout.DenseFormat(layout.F32), Layout: tl}})[0]
	// A narrowed view: a non-zero offset.
	nl, err := tl.Narrow(0, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	hn := tp.Append("narrow", Attrs{Int("axis", 0), Int("start", 1), Int("size", 2)}, []ValueID{ht},
		[]Meta{{Format: layout.DenseFormat(layout.F32), Layout: nl}})[0]
	m := tp.Append("mul", nil, []ValueID{hn, scaleC}, []Meta{DenseMeta(layout.F32, 2, seq, 192)})[0]
	parts := tp.Append("split", Attrs{Int("axis", 2), Ints("sizes", 64, 128), Floats("weights", 0.5, -1, math.Inf(1))},
		[]ValueID{m}, []Meta{DenseMeta(layout.F32, 2, seq, 64), DenseMeta(layout.F32, 2, seq, 128)})
	s := tp.Append("sum", Attrs{Int("axis", -1), Bool("keepdims", true)}, []ValueID{parts[1]},
		[]Meta{DenseMeta(layout.F32, 2, seq, 1)})[0]
	up := tp.Append("linear", nil, []ValueID{xn, wup}, []Meta{DenseMeta(layout.F32, seq, ffn)})[0]
	// An operand materialized to dense for a kernel that has no Q6_K path.
	dense := DenseMeta(layout.F32, dim, ffn)
	down := tp.Append("linear", Attrs{String("note", "résumé \"quoted\"\n")}, []ValueID{up, wdown},
		[]Meta{DenseMeta(layout.F32, seq, dim)})[0]
	if err := tp.AddAdapter(Materialize, wdown, &dense, ""); err != nil {
		t.Fatal(err)
	}
	cat := tp.Append("concat", Attrs{Int("axis", 0)}, []ValueID{empty, parts[0]}, []Meta{DenseMeta(layout.F32, 2, seq, 64)})[0]
	tp.SetOutputs(s, down, cat)
	if err := tp.Validate(); err != nil {
		t.Fatalf("sample tape: %v", err)
	}
	return tp
}
