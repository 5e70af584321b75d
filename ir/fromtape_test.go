package ir_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/ir/irtest"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

func TestFromTapeErrors(t *testing.T) {
	base := func() (*tape.Tape, tape.ValueID) {
		tp := tape.NewTape("test")
		tp.AddSource(tape.SourceOfBytes("m.gguf", nil))
		return tp, tp.AddInput("x", tape.DenseMeta(layout.F32, 2, 4))
	}
	cases := []struct {
		name  string
		build func() *tape.Tape
		want  []string // substrings of the error
	}{
		{"unknown op", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("get_rows", nil, []tape.ValueID{x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{`unknown op "get_rows"`, "entry 0", "%1"}},
		{"ir-only op name", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("param", nil, []tape.ValueID{x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{`unknown op "param"`}},
		{"missing attribute", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("scale", nil, []tape.ValueID{x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{"entry 0 (scale)", `"scale"`}},
		{"unexpected attribute", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("neg", tape.Attrs{tape.Int("axis", 1)}, []tape.ValueID{x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{"unexpected attribute axis=1"}},
		{"bad rope mode", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("rope", tape.Attrs{tape.Float("base", 1e4), tape.Int("rope_dim", 2), tape.String("mode", "gptj")},
				[]tape.ValueID{x, x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{`"gptj"`}},
		{"recorded type disagrees", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("sum", tape.Attrs{tape.Int("axis", 1), tape.Bool("keepdims", false)}, []tape.ValueID{x},
				[]tape.Meta{tape.DenseMeta(layout.F32, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{"tape records tensor<4xf32>", "tensor<2xf32>"}},
		{"shape rule fails", func() *tape.Tape {
			tp, x := base()
			y := tp.Append("matmul", nil, []tape.ValueID{x, x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 2)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{"entry 0 (matmul) defining %1", "do not fit"}},
		{"two outputs", func() *tape.Tape {
			tp, x := base()
			ys := tp.Append("neg", nil, []tape.ValueID{x}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4), tape.DenseMeta(layout.F32, 2, 4)})
			tp.SetOutputs(ys...)
			return tp
		}, []string{"2 outputs"}},
		{"packed inline constant", func() *tape.Tape {
			tp, x := base()
			meta, _ := irtest.WeightMeta(layout.EncQ8_0, 2, 32)
			c := tp.AddConst(meta, make([]byte, 68))
			y := tp.Append("add", nil, []tape.ValueID{x, c}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 4)})[0]
			tp.SetOutputs(y)
			return tp
		}, []string{"constant %1", "only dense constants"}},
		{"invalid tape", func() *tape.Tape {
			tp, _ := base()
			return tp // no outputs
		}, []string{"no outputs"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ir.FromTape(tc.build(), "f")
			if err == nil {
				t.Fatal("FromTape succeeded")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

// TestFromTapeSymbols covers constants (inline, strided, by reference),
// outputs that are inputs or weights, and weights read twice.
func TestFromTapeSymbols(t *testing.T) {
	tp := tape.NewTape("test")
	tp.AddSource(tape.SourceOfBytes("m.gguf", nil))
	x := tp.AddInput("x", tape.DenseMeta(layout.F32, 2, 3))
	w := tp.AddWeight("w", tape.DenseMeta(layout.F32, 3))
	// A transposed 3×2 constant: logical [[0, 1], [2, 3], [4, 5]] stored
	// column-major as 0 2 4 1 3 5.
	tl, err := layout.Contiguous([]int64{2, 3}).Permute(1, 0)
	if err != nil {
		t.Fatal(err)
	}
	strided := tp.AddConst(tape.Meta{Format: layout.DenseFormat(layout.F32), Layout: tl}, f32Bytes(0, 2, 4, 1, 3, 5))
	ref := tp.AddConstRef(tape.DenseMeta(layout.F32, 3), "rope_freqs.weight", 0)
	named := tp.AddConst(tape.DenseMeta(layout.F32, 1), f32Bytes(7))
	tp.Values[named].Name = "seven"
	a := tp.Append("add", nil, []tape.ValueID{x, w}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 3)})[0]
	b := tp.Append("mul", nil, []tape.ValueID{a, w}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 3)})[0]
	p := tp.Append("permute", tape.Attrs{tape.Ints("perm", 1, 0)}, []tape.ValueID{strided}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 3)})[0]
	c := tp.Append("add", nil, []tape.ValueID{b, p}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 3)})[0]
	d := tp.Append("mul", nil, []tape.ValueID{c, ref}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 3)})[0]
	e := tp.Append("add", nil, []tape.ValueID{d, named}, []tape.Meta{tape.DenseMeta(layout.F32, 2, 3)})[0]
	tp.SetOutputs(e, x, w)

	m, err := ir.FromTape(tp, "f")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Const("c2"); got == nil || !bytes.Equal(got.Data, f32Bytes(0, 1, 2, 3, 4, 5)) {
		t.Errorf("strided constant: %+v, want row-major 0..5", got)
	}
	if m.Const("seven") == nil {
		t.Error("the tape's constant name is not kept")
	}
	if p := m.Param("rope_freqs.weight"); p == nil || p.Source != 0 {
		t.Errorf("a constant by reference is a parameter from its source: %+v", p)
	}
	f := m.Func("f")
	if r := f.Results; len(r) != 3 || r[1] != f.Args[0] || r[2].Param() != m.Param("w") {
		t.Errorf("results %v: want e, the argument x and the weight w", r)
	}
	n := 0
	for _, v := range f.Body {
		if v.Param() == m.Param("w") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("weight w referenced by %d param ops, want 1", n)
	}
	checkGolden(t, "symbols.ir", m.String())
}
