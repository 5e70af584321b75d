package mlirgen

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		"blk.0.attn_q.weight": `"blk.0.attn_q.weight"`,
		`a"b\c`:               `"a\"b\\c"`,
		"tab\tnl\n\x00\x7f":   `"tab\09nl\0A\00\7F"`,
		"é✓":                  `"\C3\A9\E2\9C\93"`,
		"":                    `""`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestSanitizeSymbol(t *testing.T) {
	for in, want := range map[string]string{
		"blk.0.attn_q.weight": "blk.0.attn_q.weight",
		"0.weight":            "_0.weight",
		"a b/c-d\"e":          "a_b_c_d_e",
		"":                    "_",
		".x":                  "_.x",
		"é":                   "___",
	} {
		if got := SanitizeSymbol(in); got != want {
			t.Errorf("SanitizeSymbol(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestFormatFloat(t *testing.T) {
	for _, c := range []struct {
		v    float64
		e    Elem
		want string
	}{
		{1, F32, "1.0"}, {1e-6, F32, "1.0e-06"}, {0.044715, F32, "4.4715e-02"},
		{math.Inf(-1), F32, "0xFF800000"}, {-0.5, F64, "-5.0e-01"}, {1e10, F32, "1.0e+10"},
	} {
		if got := formatFloat(c.v, c.e); got != c.want {
			t.Errorf("formatFloat(%v, %s) = %s, want %s", c.v, c.e, got, c.want)
		}
	}
}

func TestReshapeSegments(t *testing.T) {
	m := NewModule("")
	f, _ := m.Func("f", Tensor(F32, 2, 3, 4))
	x := f.Arg(0)
	if v := f.Reshape(x, 6, 4); !strings.Contains(f.body.String(), "collapse_shape %arg0 [[0, 1], [2]]") || !v.Valid() {
		t.Errorf("collapse: %s", f.body.String())
	}
	f.Reshape(x, 2, 12)
	f.Reshape(x, 4, 6) // no common grouping: collapse + expand
	f.Reshape(x, 24, 1)
	f.Reshape(x, 1, 2, 1, 12)
	f.Reshape(x, 7) // wrong count
	if f.Err() == nil || !strings.Contains(f.Err().Error(), "element count") {
		t.Errorf("err = %v", f.Err())
	}
}

func TestStickyError(t *testing.T) {
	m := NewModule("")
	f, _ := m.Func("f", Tensor(F32, 2, 3), Tensor(F32, 4))
	v := f.Add(f.Arg(0), f.Arg(1))
	if v.Valid() || f.Err() == nil || !strings.Contains(f.Err().Error(), "do not broadcast") {
		t.Fatalf("v = %v, err = %v", v, f.Err())
	}
	first := f.Err()
	f.Return(f.Exp(v))
	if f.Err() != first {
		t.Errorf("error changed to %v", f.Err())
	}
	if _, err := m.Emit(); err == nil {
		t.Error("Emit succeeded with a failed emitter")
	}
	if _, err := m.Func("f"); err == nil {
		t.Error("duplicate function name accepted")
	}
}

// paramCase is the module of the parameter test: weights held as
// parameters (packed, as stored), fed from an .irpa and from a .gguf.
type paramWeight struct {
	key    string
	enc    layout.Encoding
	order  layout.BlockOrder
	rows   int64
	cols   int64
	stored []byte    // the bytes as they sit in the archive
	dq     []float32 // exact dequantization, [rows, cols]
}

func makeWeight(rng *rand.Rand, key string, enc layout.Encoding, order layout.BlockOrder, rows, cols int64) *paramWeight {
	t, _ := enc.GGML()
	g := t.Geometry()
	nb := int(cols) / g.BlockElems
	raw := randomBlocks(rng, t, int(rows)*nb)
	for k := 0; k < int(rows)*nb; k++ {
		for _, off := range halfFields[t] {
			raw[k*g.BlockBytes+off] = byte(rng.IntN(256))
			raw[k*g.BlockBytes+off+1] = byte(0x14 + rng.IntN(4))
		}
	}
	w := &paramWeight{key: key, enc: enc, order: order, rows: rows, cols: cols, dq: make([]float32, rows*cols)}
	if err := quant.Dequantize(t, raw, w.dq); err != nil {
		panic(err)
	}
	w.stored = raw
	if order == layout.InputBlockMajor {
		w.stored = toInputBlockMajor(raw, int(rows), nb, g.BlockBytes)
	}
	return w
}

func TestParametersEndToEnd(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(11, 12))
	const oddKey = "blk.0.ffn \"odd\" name\\x"
	weights := []*paramWeight{
		makeWeight(rng, "blk.0.attn_q.weight", layout.EncQ8_0, layout.RowMajor, 8, 96),
		makeWeight(rng, "blk.1.ffn_down.weight", layout.EncQ4_0, layout.InputBlockMajor, 8, 96),
		makeWeight(rng, oddKey, layout.EncQ4_K, layout.RowMajor, 6, 256),
		makeWeight(rng, "forward", layout.EncQ6_K, layout.RowMajor, 4, 256),
	}
	norm := make([]float32, 96)
	for i := range norm {
		norm[i] = float32(1 + 0.1*rng.NormFloat64())
	}

	m := NewModule("skaic")
	m.SetProducer("skaic 0.1.0-test")
	m.SetSource("tiny \"model\".gguf", strings.Repeat("ab", 32))
	f, err := m.Func("forward", Tensor(F32, 3, 96), Tensor(I32, 4))
	if err != nil {
		t.Fatal(err)
	}
	globals := map[string]*Global{}
	for _, w := range weights {
		pt, err := PackedType(w.key, w.enc, w.order, w.rows, w.cols)
		if err != nil {
			t.Fatal(err)
		}
		g, err := m.Parameter(DefaultScope, w.key, pt)
		if err != nil {
			t.Fatal(err)
		}
		globals[w.key] = g
		bl, err := layout.BlockedRowMajor([]int64{w.rows, w.cols}, layout.Format{DType: layout.F32, Encoding: w.enc}.BlockElems())
		if err != nil {
			t.Fatal(err)
		}
		if w.order == layout.InputBlockMajor {
			if bl, err = bl.WithOrder(layout.InputBlockMajor); err != nil {
				t.Fatal(err)
			}
		}
		m.AddLayout(LayoutOf(w.key, layout.Format{DType: layout.F32, Encoding: w.enc}, bl, "mapped", "as_stored", "no "+w.enc.String()+" kernel in IREE: decoded in-graph"))
	}
	if globals["forward"].Symbol != "forward_1" {
		t.Errorf("tensor named forward got symbol @%s", globals["forward"].Symbol)
	}
	ng, err := m.Parameter("", "output_norm.weight", Tensor(F32, 96))
	if err != nil {
		t.Fatal(err)
	}
	m.AddLayout(LayoutOf("output_norm.weight", layout.DenseFormat(layout.F32), layout.Contiguous([]int64{96}), "mapped", "as_stored", "dense f32"))
	if again, _ := m.Parameter(DefaultScope, "output_norm.weight", Tensor(F32, 96)); again != ng {
		t.Error("redeclaring a parameter made a second global")
	}
	if _, err := m.Parameter(DefaultScope, "output_norm.weight", Tensor(F32, 95)); err == nil {
		t.Error("redeclaring a parameter with another type succeeded")
	}

	x, ids := f.Arg(0), f.Arg(1)
	load := func(w *paramWeight) Value {
		return f.Dequantize(w.key, f.Load(globals[w.key]), w.enc, w.order, w.rows, w.cols)
	}
	nw := f.Load(ng)
	y1 := f.Linear(f.RMSNorm(x, &nw, 1e-5), load(weights[0]))
	y2 := f.Linear(x, load(weights[1]))
	w2 := weights[2]
	y3 := f.EmbeddingPacked(w2.key, f.Load(globals[w2.key]), w2.enc, w2.order, w2.rows, w2.cols, ids)
	y4 := load(weights[3])
	f.Return(y1, y2, y3, y4)
	text := emit(t, m)
	golden(t, "params.mlir", text)

	// iree-opt parses the attributes back (builtin attributes only).
	opt := toolstest.Need(t, "iree-opt")
	dir := t.TempDir()
	src := filepath.Join(dir, "params.mlir")
	if err := os.WriteFile(src, text, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(opt, src).CombinedOutput()
	if err != nil {
		t.Fatalf("iree-opt: %v\n%s", err, out)
	}
	for _, want := range []string{`skainet.tensor_layouts = {`, `"blk.0.ffn \22odd\22 name\\x" = {`, `block_order = "input_block_major"`, `skainet.source = {file = "tiny \22model\22.gguf"`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("iree-opt output lacks %s", want)
		}
	}

	c := compile(t, "params", text)

	// The archive: every weight's stored bytes under its key.
	normBytes := make([]byte, 4*96)
	for i, v := range norm {
		putF32(normBytes[4*i:], v)
	}
	entries := []irpa.Entry{irpa.BytesEntry("output_norm.weight", nil, normBytes)}
	for _, w := range weights {
		entries = append(entries, irpa.BytesEntry(w.key, nil, w.stored))
	}
	archive := filepath.Join(dir, "model.irpa")
	if err := irpa.Write(archive, entries); err != nil {
		t.Fatal(err)
	}
	// The same weights as a GGUF (the input-block-major bytes travel as a
	// Q4_0 tensor of the same size: IREE only needs the byte range).
	tensors := []gguf.Tensor{{Name: "output_norm.weight", Type: quant.F32, Dims: []int64{96}, Data: bytes.NewReader(normBytes)}}
	for _, w := range weights {
		tt, _ := w.enc.GGML()
		tensors = append(tensors, gguf.Tensor{Name: w.key, Type: tt, Dims: gguf.DimsFromShape([]int64{w.rows, w.cols}), Data: bytes.NewReader(w.stored)})
	}
	ggufPath := filepath.Join(dir, "model.gguf")
	if err := gguf.Write(ggufPath, gguf.NewMetadata(gguf.KV{Key: "general.architecture", Value: gguf.String("test")}), tensors); err != nil {
		t.Fatal(err)
	}

	xv := make([]float32, 3*96)
	for i := range xv {
		xv[i] = float32(rng.NormFloat64())
	}
	idv := []int32{5, 0, 2, 5}
	xa := arr{shape: []int64{3, 96}, v: f64s(xv)}
	na := arr{shape: []int64{96}, v: f64s(norm)}
	h := arr{shape: []int64{3, 96}, v: rmsRef(xa, &na, 1e-5)}
	want1 := linearRef(h, f64s(weights[0].dq), 8, 96)
	want2 := linearRef(xa, f64s(weights[1].dq), 8, 96)
	var want3 []float64
	for _, id := range idv {
		want3 = append(want3, f64s(w2.dq[int64(id)*w2.cols:(int64(id)+1)*w2.cols])...)
	}
	want4 := f64s(weights[3].dq)
	for _, params := range []string{archive, ggufPath} {
		got := c.run(t, "forward", params, 4, npyF32([]int64{3, 96}, xv), npyI32([]int64{4}, idv))
		name := filepath.Ext(params)[1:]
		compare(t, name+" rmsnorm+linear q8_0", got[0], want1, 2e-5, 1e-5)
		compare(t, name+" linear q4_0 ibm", got[1], want2, 2e-5, 1e-5)
		compare(t, name+" embedding q4_k", got[2], want3, 0, 0)
		compare(t, name+" dequantize q6_k", got[3], want4, 0, 0)
	}
}

func putF32(b []byte, v float32) {
	u := math.Float32bits(v)
	b[0], b[1], b[2], b[3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
}
