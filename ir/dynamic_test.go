package ir_test

import (
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// step records a prefill-like program at length n: tokens [1, n] are
// embedded, positions are computed from their length, the step's rows go
// into a cache, attention-like scores [n, n] are masked and normalized;
// double, when set, adds a reshape to [2n·8] (a product of the length,
// which no single dynamic dimension can say).
func step(t *testing.T, n int64, double bool) *ir.Module {
	t.Helper()
	m := ir.NewModule("skaic test")
	m.AddSource(tape.SourceOfBytes("step.gguf", []byte("step")))
	table := m.AddParam("table", layout.DenseFormat(layout.F32), layout.Contiguous([]int64{10, 8}), 0)
	kv := m.AddState("cache.k.0", ir.T(layout.F32, 16, 8))
	f := m.NewFunc("prefill")
	tok := f.AddArg("tokens", ir.T(layout.I32, 1, n))
	b := ir.NewBuilder(f)
	ids := b.Reshape(tok, n)
	x := b.Embedding(b.Param(table), ids)
	pos := b.Arange(ids, 0)
	b.CacheWrite(b.State(kv), x, pos)
	s := b.CausalMask(b.MatMul(x, b.Permute(x, 1, 0)), 0)
	out := b.Reshape(b.Softmax(s), 1, n, n)
	if double {
		out = b.Reshape(b.Concat(0, x, x), 2*n*8)
	}
	b.Return(out)
	if b.Err() != nil {
		t.Fatal(b.Err())
	}
	return m
}

func TestGeneralizeMakesTheLengthDynamic(t *testing.T) {
	a, b := step(t, 3, false), step(t, 5, false)
	if err := ir.Generalize(a.Funcs[0], b.Funcs[0], 3, 5); err != nil {
		t.Fatal(err)
	}
	f := a.Funcs[0]
	if got := f.Args[0].Type.String(); got != "tensor<1x?xi32>" {
		t.Errorf("tokens %s, want tensor<1x?xi32>", got)
	}
	if got := f.Results[0].Type.String(); got != "tensor<1x?x?xf32>" {
		t.Errorf("result %s, want tensor<1x?x?xf32>", got)
	}
	for _, v := range f.Body {
		if v.Op == ir.OpCacheWrite && !v.Type.Equal(ir.T(layout.F32, 16, 8)) {
			t.Errorf("the cache stays static, got %s", v.Type)
		}
		if v.Op == ir.OpReshape && v.Type.Rank() == 3 {
			if s := v.Attrs.(*ir.ShapeAttrs).Shape; s[1] != ir.Dynamic || s[2] != ir.Dynamic {
				t.Errorf("reshape attribute %v, want [1, -1, -1]", s)
			}
		}
	}
	// The text form round-trips the dynamic dimensions.
	text := a.String()
	if !strings.Contains(text, "tensor<1x?xi32>") {
		t.Fatalf("text has no dynamic type:\n%s", text)
	}
	back, err := ir.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if back.String() != text {
		t.Errorf("round trip differs:\n%s\nvs\n%s", back.String(), text)
	}
}

func TestGeneralizeRefusesWhatOneLengthCannotSay(t *testing.T) {
	a, b := step(t, 3, true), step(t, 5, true)
	err := ir.Generalize(a.Funcs[0], b.Funcs[0], 3, 5)
	if err == nil || !strings.Contains(err.Error(), "not the length") {
		t.Fatalf("a shape of 2·length·8: err %v, want one saying the axis is not the length", err)
	}
	c, d := step(t, 3, false), step(t, 4, false)
	if err := ir.Generalize(c.Funcs[0], d.Funcs[0], 3, 5); err == nil {
		t.Fatal("recordings at 3 and 4 generalized as 3 and 5")
	}
	e, g := step(t, 3, false), step(t, 5, false)
	g.Funcs[0].Body = g.Funcs[0].Body[1:]
	if err := ir.Generalize(e.Funcs[0], g.Funcs[0], 3, 5); err == nil || !strings.Contains(err.Error(), "differ") {
		t.Fatalf("different programs: err %v", err)
	}
}

func TestMergeSharesWeightsAndState(t *testing.T) {
	a, b := step(t, 3, false), step(t, 3, false)
	b.Funcs[0].Name = "decode"
	if err := ir.Merge(a, b); err != nil {
		t.Fatal(err)
	}
	if len(a.Params) != 1 || len(a.States) != 1 || len(a.Funcs) != 2 {
		t.Fatalf("%d params, %d states, %d funcs; want 1, 1, 2", len(a.Params), len(a.States), len(a.Funcs))
	}
	for _, v := range a.Funcs[1].Body {
		if p := v.Param(); p != nil && p != a.Params[0] {
			t.Error("decode's parameter reference was not remapped")
		}
		if s := v.State(); s != nil && s != a.States[0] {
			t.Error("decode's state reference was not remapped")
		}
	}
	c := step(t, 3, false)
	if err := ir.Merge(a, c); err == nil {
		t.Error("a second prefill merged")
	}
}
