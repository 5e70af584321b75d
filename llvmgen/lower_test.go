package llvmgen

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/passes"
	"github.com/skainet/skaic/tape"
)

var testTarget = passes.Target{Name: "llvm", Decodes: DecodableEncodings(), DenseDType: layout.F32}

// attentionModule is a prefill-like function: a dynamic-length input, a
// dense F16 weight, a cache write, the attention ops, and a result.
func attentionModule(t *testing.T) *ir.Module {
	t.Helper()
	m := ir.NewModule("test")
	src := m.AddSource(tape.Source{Name: "w.gguf"})
	w := m.AddParam("w", layout.DenseFormat(layout.F16), layout.Contiguous([]int64{8, 8}), src)
	norm := m.AddParam("norm", layout.DenseFormat(layout.F32), layout.Contiguous([]int64{8}), src)
	cache := m.AddState("cache.k.0", ir.T(layout.F32, 16, 2, 4))
	f := m.NewFunc("prefill")
	x := f.AddArg("x", ir.T(layout.F32, ir.Dynamic, 8))
	b := ir.NewBuilder(f)
	pos := b.Arange(b.Reshape(b.Narrow(x, 1, 0, 1), ir.Dynamic), 0)
	h := b.RMSNorm(x, b.Param(norm), 1e-5)
	q := b.Linear(h, b.Param(w))
	k := b.Rope(b.Reshape(q, ir.Dynamic, 2, 4), pos, 10000, 4, ir.RopeAdjacent)
	b.CacheWrite(b.State(cache), k, pos)
	qh := b.Permute(k, 1, 0, 2)
	s := b.Softmax(b.CausalMask(b.MatMul(qh, b.Permute(k, 1, 2, 0)), 0))
	out := b.Reshape(b.Permute(b.MatMul(s, qh), 1, 0, 2), ir.Dynamic, 8)
	b.Return(b.Binary(ir.OpAdd, out, x))
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	if err := passes.AssignLayouts(m, testTarget, passes.LayoutOptions{}); err != nil {
		t.Fatal(err)
	}
	return m
}

func lowerOK(t *testing.T, m *ir.Module, offs map[string]int64) *Result {
	t.Helper()
	res, err := Lower(m, Options{Offsets: offs, Producer: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestLowerWritesTheABI: one function per entry point with its scratch
// function, the parameter table with the offsets given, the state slots;
// the header declares the same.
func TestLowerWritesTheABI(t *testing.T) {
	m := attentionModule(t)
	res := lowerOK(t, m, map[string]int64{"w": 4096, "norm": 64})
	text := string(res.IR)
	for _, want := range []string{
		"define i32 @skaic_prefill(i8* %params, float* noalias %state, i8* noalias %scratch, i64 %n, float* %in.x, float* %out.0)",
		"define i64 @skaic_prefill_scratch_bytes(i64 %n)",
		"@skaic_param_count = constant i64 2",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("model.ll lacks %q", want)
		}
	}
	if strings.Contains(text, "alloca") || strings.Contains(text, "malloc") {
		t.Error("the module allocates memory")
	}
	a := res.ABI
	if len(a.Functions) != 1 || a.Functions[0].Dynamic != "argument" || a.StateBytes != 16*2*4*4 || len(a.Params) != 2 ||
		a.Params[0].Offset != 4096 || a.Params[1].Offset != 64 || a.Params[0].Bytes != 128 {
		t.Fatalf("ABI %+v", a)
	}
	// The scores [2, n, n] make the scratch quadratic in n.
	if f := a.Functions[0]; f.Scratch[2] == 0 || f.Scratch[1] == 0 {
		t.Errorf("scratch %v: want linear and quadratic parts", f.Scratch)
	}
	h := string(Header(a))
	for _, want := range []string{
		"int32_t skaic_prefill(const skaic_model_params *params, float *state, uint8_t *scratch, int64_t n,\n    const float *x,\n    float *out);",
		"#define SKAIC_STATE_BYTES 512LL",
		"slot 0: cache.k.0",
		"#define SKAIC_PARAM_COUNT 2",
		"int64_t skaic_prefill_scratch_bytes(int64_t n);",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("model.h lacks %q:\n%s", want, h)
		}
	}
}

// TestScratchIsReused: tensors whose lifetimes do not overlap share
// bytes, so a chain of elementwise ops needs two buffers, not one each.
func TestScratchIsReused(t *testing.T) {
	m := ir.NewModule("test")
	f := m.NewFunc("forward")
	x := f.AddArg("x", ir.T(layout.F32, 100))
	b := ir.NewBuilder(f)
	v := x
	for range 10 {
		v = b.Unary(ir.OpExp, v)
	}
	b.Return(v)
	if err := passes.AssignLayouts(m, testTarget, passes.LayoutOptions{}); err != nil {
		t.Fatal(err)
	}
	res := lowerOK(t, m, nil)
	if got, want := res.ABI.Functions[0].Scratch, [3]int64{2 * 448, 0, 0}; got != want {
		t.Errorf("scratch %v, want %v (two 400-byte buffers, 64-byte aligned)", got, want)
	}
}

// TestLowerErrorsNameTheValue: an op llvmgen cannot lower fails the whole
// module with a *LowerError naming the function, op and value.
func TestLowerErrorsNameTheValue(t *testing.T) {
	m := ir.NewModule("test")
	f := m.NewFunc("forward")
	x := f.AddArg("ids", ir.T(layout.I32, 4))
	b := ir.NewBuilder(f)
	b.Return(b.Binary(ir.OpAdd, x, x))
	if err := passes.AssignLayouts(m, testTarget, passes.LayoutOptions{}); err != nil {
		t.Fatal(err)
	}
	_, err := Lower(m, Options{})
	var le *LowerError
	if !errors.As(err, &le) || le.Op != "add" || le.Func != "forward" {
		t.Fatalf("err = %v, want a *LowerError for add in forward", err)
	}
	if !strings.Contains(err.Error(), "want float tensors") {
		t.Errorf("err = %v", err)
	}

	m2 := attentionModule(t)
	if _, err := Lower(m2, Options{Offsets: map[string]int64{"w": 0}}); err == nil || !strings.Contains(err.Error(), `"norm"`) {
		t.Errorf("a parameter without an offset: err = %v", err)
	}
	m3 := ir.NewModule("test")
	m3.NewFunc("forward")
	if _, err := Lower(m3, Options{}); err == nil {
		t.Error("a module without layout decisions lowered")
	}
}

// TestPackedWeightWithoutDecoder: a weight kept in a GGML encoding that no
// decoder serves is an *UnsupportedEncodingError, not a module.
func TestPackedWeightWithoutDecoder(t *testing.T) {
	saved := codec // the registered decoders, less Q8_0
	t.Cleanup(func() { codec = saved })
	codec.has = func(e layout.Encoding) bool { return e != layout.EncQ8_0 && saved.has != nil && saved.has(e) }
	m := ir.NewModule("test")
	src := m.AddSource(tape.Source{Name: "w.gguf"})
	f8 := layout.Format{DType: layout.F32, Encoding: layout.EncQ8_0}
	st, err := layout.BlockedRowMajor([]int64{4, 64}, 32)
	if err != nil {
		t.Fatal(err)
	}
	w := m.AddParam("w", f8, st, src)
	fn := m.NewFunc("forward")
	x := fn.AddArg("x", ir.T(layout.F32, 2, 64))
	b := ir.NewBuilder(fn)
	b.Return(b.Linear(x, b.Param(w)))
	// As stored, as if a target decoded it.
	if err := passes.AssignLayouts(m, passes.Target{Name: "t", Decodes: []layout.Encoding{layout.EncQ8_0}, DenseDType: layout.F32}, passes.LayoutOptions{}); err != nil {
		t.Fatal(err)
	}
	_, err = Lower(m, Options{Offsets: map[string]int64{"w": 0}})
	var ue *UnsupportedEncodingError
	if !errors.As(err, &ue) || ue.Encoding != layout.EncQ8_0 {
		t.Fatalf("err = %v, want *UnsupportedEncodingError{Q8_0}", err)
	}
}

// TestLLCAcceptsTheModule: LLVM's own tools (LLVM 14 here) parse, verify,
// optimize and compile the text llir writes.
func TestLLCAcceptsTheModule(t *testing.T) {
	llc, err := tools.FindVersioned("llc")
	if err != nil {
		toolstest.Missing(t, err)
	}
	opt, err := tools.FindVersioned("opt")
	if err != nil {
		toolstest.Missing(t, err)
	}
	res := lowerOK(t, attentionModule(t), map[string]int64{"w": 0, "norm": 128})
	dir := t.TempDir()
	ll := filepath.Join(dir, "model.ll")
	if err := os.WriteFile(ll, res.IR, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{
		{opt, "-O3", ll, "-o", filepath.Join(dir, "model.bc")},
		{opt, "-O3", "-mtriple=aarch64-linux-gnu", ll, "-o", filepath.Join(dir, "model-arm.bc")},
		{llc, "-O3", "-filetype=obj", "-relocation-model=pic", filepath.Join(dir, "model.bc"), "-o", filepath.Join(dir, "model.o")},
	} {
		if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(cmd, " "), err, out)
		}
	}
	// The vectorizers apply (given a target to cost the vectors for): the
	// optimized loops are vector code.
	out, err := exec.Command(opt, "-O3", "-mtriple=x86_64-pc-linux-gnu", "-S", ll, "-o", "-").CombinedOutput()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "<4 x float>") && !strings.Contains(string(out), "<8 x float>") {
		t.Error("opt -O3 vectorized no loop of the module")
	}
}
