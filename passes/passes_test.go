package passes

import (
	"bytes"
	"errors"
	"github.com/skainet/skaic/internal/golden"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/ir/irtest"
	"github.com/skainet/skaic/layout"
)

const goldenDir = "../testdata/passes"

func llama(t *testing.T, opts *irtest.LlamaOptions) *ir.Module {
	t.Helper()
	if opts == nil {
		opts = &irtest.LlamaOptions{}
	}
	tp, err := irtest.LlamaTape(*opts)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.FromTape(tp, "forward")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLlamaPipeline runs the standard pipeline over the 1-layer llama with
// the verifier between passes and compares the dumps after every pass.
func TestLlamaPipeline(t *testing.T) {
	m := llama(t, nil)
	var dump bytes.Buffer
	if err := Run(m, Config{Target: IREELLVMCPU}, Options{VerifyEach: true, PrintAfterAll: true, Out: &dump}); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, filepath.Join(goldenDir, "llama.pipeline.txt"), dump.String())
	for _, name := range Names() {
		if !strings.Contains(dump.String(), "IR Dump After "+name+" ") {
			t.Errorf("no dump after %s", name)
		}
	}
	for _, p := range m.Params {
		d := p.Layout
		if d == nil || d.Form != ir.FormAsStored || d.Residency != ir.ResidencyMapped || d.Format != p.Format {
			t.Errorf("%s: decision %+v, want as_stored, mapped, its stored format", p.Name, d)
			continue
		}
		if p.Packed() {
			if o, ok := d.BlockOrder(); !ok || o != layout.RowMajor || !strings.Contains(d.Reason, "decoded in-graph") {
				t.Errorf("%s: order %v, reason %q", p.Name, o, d.Reason)
			}
		}
	}
	body := m.Func("forward").Body
	for _, v := range body {
		if v.Op == ir.OpContiguous {
			t.Error("contiguous survived the pipeline")
		}
		if v.Layout == nil {
			t.Errorf("%v has no decision", v)
		}
	}
	// The final module round-trips through the text form.
	back, err := ir.ParseString(m.String())
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(back); err != nil {
		t.Fatal(err)
	}
	if back.String() != m.String() {
		t.Errorf("print(parse(print(m))) differs:\n%s", golden.FirstDiff(m.String(), back.String()))
	}
}

func TestPrintAfterOne(t *testing.T) {
	var dump bytes.Buffer
	if err := Run(llama(t, nil), Config{Target: IREELLVMCPU}, Options{VerifyEach: true, PrintAfter: []string{"cse"}, Out: &dump}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(dump.String(), "IR Dump After"); n != 1 || !strings.HasPrefix(dump.String(), "// -----// IR Dump After cse //----- //\nmodule") {
		t.Errorf("%d dumps; starts %.60q", n, dump.String())
	}
}

func assign(t *testing.T, m *ir.Module, target Target, opts LayoutOptions) error {
	t.Helper()
	err := AssignLayouts(m, target, opts)
	if err == nil {
		if verr := ir.Verify(m); verr != nil {
			t.Fatalf("verify after layout assignment: %v", verr)
		}
	}
	return err
}

func TestLayoutPrepackedOrderOutranks(t *testing.T) {
	m := llama(t, &irtest.LlamaOptions{PrepackedQ: true})
	if err := assign(t, m, IREELLVMCPU, LayoutOptions{}); err != nil {
		t.Fatal(err)
	}
	d := m.Param("blk.0.attn_q.weight").Layout
	if o, _ := d.BlockOrder(); o != layout.InputBlockMajor || d.Form != ir.FormAsStored || d.Residency != ir.ResidencyMaterialized {
		t.Errorf("prepacked q: order %s form %s residency %s", o, d.Form, d.Residency)
	}
	if !strings.Contains(d.Reason, "input_block_major as the tape recorded it") || !strings.Contains(d.Reason, "outranks") {
		t.Errorf("reason %q", d.Reason)
	}
	if got := d.Physical.Strides; len(got) != 2 || got[0] != 1 || got[1] != 768 {
		t.Errorf("input_block_major strides %v, want [1, 768]", got)
	}
	k := m.Param("blk.0.attn_k.weight").Layout
	if o, _ := k.BlockOrder(); o != layout.RowMajor || k.Residency != ir.ResidencyMapped || !strings.Contains(k.Reason, "canonical") {
		t.Errorf("attn_k: %s %s %q", o, k.Residency, k.Reason)
	}
}

func TestLayoutWeightsDense(t *testing.T) {
	m := llama(t, nil)
	if err := assign(t, m, IREELLVMCPU, LayoutOptions{WeightsDense: true}); err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Params {
		d := p.Layout
		if !p.Packed() {
			if d.Form != ir.FormAsStored {
				t.Errorf("%s (dense f32) should stay as stored, got %s", p.Name, d.Form)
			}
			continue
		}
		want := p.Type.NumElements() * 4
		if d.Form != ir.FormDense || d.Bytes != want || d.Format != layout.DenseFormat(layout.F32) || d.Residency != ir.ResidencyMaterialized {
			t.Errorf("%s: %s %s %d bytes, want a dense f32 copy of %d bytes", p.Name, d.Form, d.Format, d.Bytes, want)
		}
		if !strings.Contains(d.Reason, "--weights dense") || !strings.Contains(d.Reason, strconv.Itoa(int(want))+" bytes instead of "+strconv.Itoa(int(p.StoredBytes()))) {
			t.Errorf("%s: reason %q does not state the cost", p.Name, d.Reason)
		}
	}
	// The q8_0 weight of 768×768: 589824 stored bytes become 2359296.
	if r := m.Param("blk.0.attn_q.weight").Layout.Reason; !strings.Contains(r, "2359296 bytes instead of 626688 stored (3.76×)") {
		t.Errorf("attn_q reason %q", r)
	}
}

func TestLayoutUndecodable(t *testing.T) {
	m := llama(t, &irtest.LlamaOptions{FFNDown: layout.EncQ3_K})
	err := assign(t, m, IREELLVMCPU, LayoutOptions{})
	var ue *UndecodableError
	if !errors.As(err, &ue) || ue.Param != "blk.0.ffn_down.weight" || ue.Encoding != layout.EncQ3_K {
		t.Fatalf("AssignLayouts = %v, want an UndecodableError for ffn_down", err)
	}
	for _, w := range []string{`"blk.0.ffn_down.weight"`, "Q3_K", "--weights dense", "iree-llvm-cpu", "3145728 bytes"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not mention %s", err, w)
		}
	}
	// The same error through the pipeline names the pass.
	if err := Run(llama(t, &irtest.LlamaOptions{FFNDown: layout.EncQ3_K}), Config{Target: IREELLVMCPU}, Options{VerifyEach: true}); err == nil ||
		!strings.Contains(err.Error(), "layout-assignment") {
		t.Errorf("Run = %v", err)
	}

	// With the fallback, it becomes a dense copy and says what it costs;
	// the rest stay as stored.
	m = llama(t, &irtest.LlamaOptions{FFNDown: layout.EncQ3_K})
	if err := assign(t, m, IREELLVMCPU, LayoutOptions{DenseFallback: true}); err != nil {
		t.Fatal(err)
	}
	d := m.Param("blk.0.ffn_down.weight").Layout
	if d.Form != ir.FormDense || !strings.Contains(d.Reason, "no in-graph decoder for Q3_K") || !strings.Contains(d.Reason, "3145728 bytes instead of 337920 stored") {
		t.Errorf("fallback decision %s %q", d.Form, d.Reason)
	}
	if m.Param("blk.0.ffn_up.weight").Layout.Form != ir.FormAsStored {
		t.Error("ffn_up went dense too")
	}
}

func TestLayoutOverrides(t *testing.T) {
	m := llama(t, nil)
	opts := LayoutOptions{WeightsDense: true, Overrides: map[string]ir.Form{
		"token_embd.weight":   ir.FormAsStored,
		"blk.0.attn_k.weight": ir.FormDense,
	}}
	if err := assign(t, m, IREELLVMCPU, opts); err != nil {
		t.Fatal(err)
	}
	if d := m.Param("token_embd.weight").Layout; d.Form != ir.FormAsStored || !strings.Contains(d.Reason, "override") {
		t.Errorf("per-tensor override lost to the uniform option: %s %q", d.Form, d.Reason)
	}
	if d := m.Param("blk.0.attn_k.weight").Layout; d.Form != ir.FormDense || !strings.Contains(d.Reason, "override") {
		t.Errorf("attn_k: %s %q", d.Form, d.Reason)
	}
	for _, bad := range []map[string]ir.Form{
		{"no.such.weight": ir.FormDense},
		{"token_embd.weight": ir.Form(9)},
	} {
		if err := AssignLayouts(llama(t, nil), IREELLVMCPU, LayoutOptions{Overrides: bad}); !errors.Is(err, ErrBadOverride) {
			t.Errorf("override %v: %v", bad, err)
		}
	}
	// As stored is impossible without a decoder.
	err := AssignLayouts(llama(t, &irtest.LlamaOptions{FFNDown: layout.EncQ3_K}), IREELLVMCPU,
		LayoutOptions{DenseFallback: true, Overrides: map[string]ir.Form{"blk.0.ffn_down.weight": ir.FormAsStored}})
	if !errors.Is(err, ErrBadOverride) {
		t.Errorf("as-stored override of Q3_K: %v", err)
	}
}

// TestLayoutDenseOnlyTarget: a target without decoders keeps only plain
// dense weights as stored.
func TestLayoutDenseOnlyTarget(t *testing.T) {
	m := llama(t, nil)
	target := Target{Name: "dense-only", DenseDType: layout.F32}
	if err := assign(t, m, target, LayoutOptions{}); err == nil {
		t.Fatal("packed weights accepted by a target without decoders")
	}
	if err := assign(t, m, target, LayoutOptions{DenseFallback: true}); err != nil {
		t.Fatal(err)
	}
	if err := AssignLayouts(m, Target{Name: "broken"}, LayoutOptions{}); err == nil {
		t.Error("a target without a dense dtype accepted")
	}
}

// TestPassGoldens runs one pass over each testdata/passes/PASS/*.in.ir
// and compares the result with the matching .out.ir (lit style: text in,
// text out). Both must verify; the output must round-trip.
func TestPassGoldens(t *testing.T) {
	ins, err := filepath.Glob(filepath.Join(goldenDir, "*", "*.in.ir"))
	if err != nil || len(ins) == 0 {
		t.Fatalf("no pass tests: %v", err)
	}
	covered := map[string]bool{}
	for _, in := range ins {
		passName := filepath.Base(filepath.Dir(in))
		covered[passName] = true
		t.Run(passName+"/"+strings.TrimSuffix(filepath.Base(in), ".in.ir"), func(t *testing.T) {
			var pass *Pass
			for i := range passes {
				if passes[i].Name == passName {
					pass = &passes[i]
				}
			}
			if pass == nil {
				t.Fatalf("directory %s names no pass", passName)
			}
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ir.ParseString(string(src))
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("input: %v", err)
			}
			if err := pass.Fn(m, &Config{Target: IREELLVMCPU}); err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("after %s: %v", passName, err)
			}
			got := m.String()
			checkGolden(t, strings.TrimSuffix(in, ".in.ir")+".out.ir", got)
			back, err := ir.ParseString(got)
			if err != nil || back.String() != got {
				t.Errorf("output does not round-trip: %v", err)
			}
		})
	}
	for _, p := range passes {
		if !covered[p.Name] {
			t.Errorf("pass %s has no golden test under %s", p.Name, goldenDir)
		}
	}
}

func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	golden.Check(t, path, []byte(got))
}
