package passes

import (
	"errors"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/ir/irtest"
	"github.com/skainet/skaic/layout"
)

func planarTarget() Target {
	t := IREELLVMCPU
	t.Planar = []layout.Encoding{layout.EncQ8_0, layout.EncQ4_K, layout.EncQ6_K}
	return t
}

// With --weights planar every weight whose encoding has a planar form is
// split, the reason listing the parts and their size; a dense weight and
// an encoding without one stay as stored, and say why.
func TestLayoutPlanar(t *testing.T) {
	m := llama(t, &irtest.LlamaOptions{FFNDown: layout.EncQ5_K})
	tg := planarTarget()
	tg.Decodes = append(tg.Decodes, layout.EncQ5_K)
	if err := assign(t, m, tg, LayoutOptions{Form: ir.FormPlanar}); err != nil {
		t.Fatal(err)
	}
	q := m.Param("blk.0.attn_q.weight").Layout // Q8_0 768×768: 24 blocks per row
	if q.Form != ir.FormPlanar || q.Residency != ir.ResidencyMaterialized || q.Format != m.Param("blk.0.attn_q.weight").Format || q.Bytes != 626688 {
		t.Errorf("attn_q: %s %s %s %d bytes", q.Form, q.Residency, q.Format, q.Bytes)
	}
	for _, w := range []string{"--weights planar", "codes i8[768 24 32], d f16[768 24]", "626688 bytes instead of 626688 stored, 1.00×"} {
		if !strings.Contains(q.Reason, w) {
			t.Errorf("attn_q reason %q lacks %q", q.Reason, w)
		}
	}
	if d := m.Param("blk.0.ffn_up.weight").Layout; d.Form != ir.FormPlanar || !strings.Contains(d.Reason, "sc u8[") {
		t.Errorf("ffn_up (Q4_K): %s %q", d.Form, d.Reason)
	}
	if d := m.Param("blk.0.ffn_down.weight").Layout; d.Form != ir.FormAsStored || !strings.Contains(d.Reason, "Q5_K has no planar form") {
		t.Errorf("ffn_down (Q5_K): %s %q", d.Form, d.Reason)
	}
	if d := m.Param("blk.0.attn_norm.weight").Layout; d.Form != ir.FormAsStored {
		t.Errorf("attn_norm (f32): %s", d.Form)
	}
	// The printed module parses back to the same decisions.
	back := verifiedRoundTrip(t, m)
	if d := back.Param("blk.0.attn_q.weight").Layout; d.Form != ir.FormPlanar || d.Bytes != q.Bytes {
		t.Errorf("parsed attn_q: %s %d bytes", d.Form, d.Bytes)
	}
}

// The target's default decides when the user asks for nothing; a
// per-tensor override outranks it, and a planar override of an encoding
// without a planar form is refused.
func TestLayoutPlanarDefaultAndOverrides(t *testing.T) {
	tg := planarTarget()
	tg.Default, tg.DefaultWhy = ir.FormPlanar, "measured"
	m := llama(t, nil)
	if err := assign(t, m, tg, LayoutOptions{Overrides: map[string]ir.Form{"blk.0.attn_k.weight": ir.FormAsStored}}); err != nil {
		t.Fatal(err)
	}
	if d := m.Param("blk.0.attn_q.weight").Layout; d.Form != ir.FormPlanar || !strings.Contains(d.Reason, "planar is the default on iree-llvm-cpu (measured)") {
		t.Errorf("attn_q: %s %q", d.Form, d.Reason)
	}
	if d := m.Param("blk.0.attn_k.weight").Layout; d.Form != ir.FormAsStored || !strings.Contains(d.Reason, "override") {
		t.Errorf("attn_k: %s %q", d.Form, d.Reason)
	}
	// The default has no size threshold: attn_v, whose f32 copy is the
	// size of attn_k's, is as planar as attn_q.
	if d := m.Param("blk.0.attn_v.weight").Layout; d.Form != ir.FormPlanar {
		t.Errorf("attn_v: %s %q", d.Form, d.Reason)
	}
	// --weights as-stored outranks the target's default.
	m = llama(t, nil)
	if err := assign(t, m, tg, LayoutOptions{Form: ir.FormAsStored}); err != nil {
		t.Fatal(err)
	}
	if d := m.Param("blk.0.attn_q.weight").Layout; d.Form != ir.FormAsStored {
		t.Errorf("attn_q with --weights as-stored: %s", d.Form)
	}
	m = llama(t, nil)
	if err := assign(t, m, IREELLVMCPU, LayoutOptions{Overrides: map[string]ir.Form{"blk.0.attn_q.weight": ir.FormPlanar}}); !errors.Is(err, ErrBadOverride) {
		t.Errorf("planar override on a target without planar forms: %v", err)
	}
	m = llama(t, nil)
	if err := assign(t, m, tg, LayoutOptions{Overrides: map[string]ir.Form{"blk.0.attn_norm.weight": ir.FormPlanar}}); !errors.Is(err, ErrBadOverride) {
		t.Errorf("planar override of a dense weight: %v", err)
	}
}

// A target's row groups interleave the rows of the planar weights in the
// largest power of two up to the target's that divides the rows, at
// least 32, and say so; the others keep their rows apart. The group
// survives printing and parsing, and the verifier refuses a group that
// does not divide the rows.
func TestLayoutPlanarRows(t *testing.T) {
	for _, c := range []struct {
		most int
		rows int64
		want int
	}{{128, 32000, 128}, {128, 576, 64}, {128, 192, 64}, {128, 96, 32}, {128, 48, 0}, {100, 256, 64}, {0, 256, 0}, {64, 2048, 64}} {
		if got := planarRowGroup(c.most, c.rows); got != c.want {
			t.Errorf("planarRowGroup(%d, %d) = %d, want %d", c.most, c.rows, got, c.want)
		}
	}
	tg := planarTarget()
	tg.PlanarRows, tg.PlanarRowsWhy = map[layout.Encoding]int{layout.EncQ8_0: 16, layout.EncQ4_K: 64}, "measured"
	m := llama(t, nil)
	if err := assign(t, m, tg, LayoutOptions{Form: ir.FormPlanar}); err != nil {
		t.Fatal(err)
	}
	up := m.Param("blk.0.ffn_up.weight")
	if d := up.Layout; d.PlanarRows != 64 || !strings.Contains(d.Reason, "the parts interleave the rows in groups of 64 (measured)") ||
		!strings.Contains(d.Reason, "codes u4[") || !strings.Contains(d.Reason, " 64]") {
		t.Errorf("ffn_up (Q4_K %v): rows %d, %q", up.Type.Shape, d.PlanarRows, d.Reason)
	}
	if d := m.Param("blk.0.attn_q.weight").Layout; d.Form != ir.FormPlanar || d.PlanarRows != 0 || strings.Contains(d.Reason, "interleave") {
		t.Errorf("attn_q (Q8_0 768 rows, groups of at most 16): %s rows %d, %q", d.Form, d.PlanarRows, d.Reason)
	}
	back := verifiedRoundTrip(t, m)
	if d := back.Param("blk.0.ffn_up.weight").Layout; d.PlanarRows != 64 {
		t.Errorf("parsed ffn_up: rows %d", d.PlanarRows)
	}
	up.Layout.PlanarRows = 48
	if err := ir.Verify(m); !errors.Is(err, ir.ErrBadLayout) {
		t.Errorf("groups of 48 rows verify: %v", err)
	}
}

// verifiedRoundTrip verifies m, prints it and parses the text back.
func verifiedRoundTrip(t *testing.T, m *ir.Module) *ir.Module {
	t.Helper()
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	if err := ir.Print(&text, m); err != nil {
		t.Fatal(err)
	}
	back, err := ir.ParseString(text.String())
	if err != nil {
		t.Fatal(err)
	}
	return back
}
