package conformity

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/target"
)

// needLLVM skips (fails under CI=true) without llc, opt and cc.
func needLLVM(t *testing.T) {
	t.Helper()
	if _, err := findNativeTools(); err != nil {
		toolstest.Missing(t, err)
	}
}

// TestLLVMCorpus: the LLVM case kind holds every op case, every model
// case (each row at each sample length) and every model's generation,
// named apart from the IREE ones.
func TestLLVMCorpus(t *testing.T) {
	ops := LLVMOpCases()
	if len(ops) != len(OpCases()) {
		t.Errorf("%d LLVM op cases for %d op cases", len(ops), len(OpCases()))
	}
	n := 0
	for _, r := range modelRows {
		n += len(r.seqs)
	}
	if got := len(LLVMModelCases()); got != n {
		t.Errorf("%d LLVM model cases, want %d", got, n)
	}
	if got := len(LLVMGenCases()); got != len(modelRows) {
		t.Errorf("%d LLVM generation cases, want %d", got, len(modelRows))
	}
	seen := map[string]bool{}
	for _, c := range ops {
		if len(c.Variants) != 1 || c.Variants[0] != LLVMStored {
			t.Errorf("%s: variants %v", c.Name, c.Variants)
		}
		seen[c.Name+LLVMStored.suffix()] = true
	}
	for _, c := range OpCases() {
		vs := c.Variants
		if len(vs) == 0 {
			vs = []Variant{IRPAStored}
		}
		for _, v := range vs {
			if seen[c.Name+v.suffix()] {
				t.Errorf("%s%s: an IREE case and an LLVM case share the name", c.Name, v.suffix())
			}
		}
	}
	if !strings.HasSuffix(LLVMModelCases()[0].Name, "+llvm") || !strings.HasSuffix(LLVMGenCases()[0].Name, "+llvm") {
		t.Error("LLVM model and generation cases are not named +llvm")
	}
}

// TestLLVMExportsRunAndBreak: op cases exported with --backend llvm (the
// archive and the GGUF as parameter file) build and pass; a module with
// one wrong instruction fails its case, and only that one.
func TestLLVMExportsRunAndBreak(t *testing.T) {
	needLLVM(t)
	lin := opCase(t, "ops/packed/linear/F16/3x96@5x96")
	emb := opCase(t, "ops/packed/embedding/BF16/ids2x3@9x96")
	neg := opCase(t, "ops/unary/neg/r1-13")
	check := func(dir string) *Report {
		t.Helper()
		var log bytes.Buffer
		d := &Driver{Log: &log}
		rep, err := d.Dir(dir)
		if err != nil {
			t.Fatal(err)
		}
		rep.WriteSummary(&log)
		t.Logf("skaic conform %s:\n%s", filepath.Base(dir), log.String())
		return rep
	}
	roots := map[string]string{}
	for name, v := range map[string]Variant{
		"irpa": LLVMStored,
		"gguf": {Params: export.ParamsGGUF, Weights: export.WeightsAsStored, Backend: export.BackendLLVM},
	} {
		root := filepath.Join(t.TempDir(), name)
		if _, err := exportOps(root, []*OpCase{lin, emb, neg}, v, target.Host); err != nil {
			t.Fatal(err)
		}
		exp := filepath.Join(root, "export")
		mf, err := export.ReadManifest(exp)
		if err != nil {
			t.Fatal(err)
		}
		if mf.Backend != export.BackendLLVM || mf.Module != "model.ll" || mf.Header != "model.h" || mf.Weights != export.WeightsAsStored {
			t.Fatalf("%s: manifest backend %q module %q header %q weights %q", name, mf.Backend, mf.Module, mf.Header, mf.Weights)
		}
		rep := check(exp)
		if rep.Summary.Passed != 3 || rep.Summary.Failed != 0 {
			t.Fatalf("%s: %d passed, %d failed; want 3 passed", name, rep.Summary.Passed, rep.Summary.Failed)
		}
		roots[name] = exp
	}

	// The F16 linear's dot product: its multiply turned into a subtraction.
	broken := filepath.Join(t.TempDir(), "broken")
	copyDir(t, roots["irpa"], broken)
	ll := filepath.Join(broken, "model.ll")
	text, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`fmul reassoc contract float`)
	if n := len(re.FindAll(text, -1)); n != 1 {
		t.Fatalf("%d dot products in the module, want 1 (the linear's)", n)
	}
	if err := os.WriteFile(ll, re.ReplaceAll(text, []byte("fsub reassoc contract float")), 0o644); err != nil {
		t.Fatal(err)
	}
	rep := check(broken)
	for _, r := range rep.Results {
		want := Pass
		if r.Case == lin.Name+LLVMStored.suffix() {
			want = Fail
		}
		if r.Status != want {
			t.Errorf("%s: %s, want %s:\n%s", r.Case, r.Status, want, r.Message)
		}
	}
}

// TestLLVMModuleRefusesBadCalls: the built demo returns its error codes
// instead of writing out of bounds: a decode step at the cache's capacity
// (1), a prefill of no tokens (2), a token id outside the vocabulary (3);
// after them a good call still works.
func TestLLVMModuleRefusesBadCalls(t *testing.T) {
	needLLVM(t)
	dir := filepath.Join(t.TempDir(), "demo")
	if _, err := export.Run(export.Options{Out: dir, Backend: export.BackendLLVM, Weights: export.WeightsDense, Seq: 3}); err != nil {
		t.Fatal(err)
	}
	mf, err := export.ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	nt, err := findNativeTools()
	if err != nil {
		t.Fatal(err)
	}
	exe, _, _, err := newNativeCache(t.TempDir(), nt).build(dir, mf)
	if err != nil {
		t.Fatal(err)
	}
	h, err := startNative(exe, filepath.Join(dir, mf.Parameters.File), mf)
	if err != nil {
		t.Fatal(err)
	}
	defer h.close()
	pi, _ := h.funcIndex("prefill")
	di, _ := h.funcIndex("decode")
	code := func(err error) int32 {
		var ce *NativeCallError
		if errors.As(err, &ce) {
			return ce.Code
		}
		t.Fatalf("err = %v, want a *NativeCallError", err)
		return 0
	}
	if _, err := h.call(di, 0, [][]byte{i32Bytes([]int32{1}), i32Bytes([]int32{int32(mf.Cache.Capacity)})}); code(err) != 1 {
		t.Errorf("decode at the capacity: code %d, want 1", code(err))
	}
	if _, err := h.call(pi, 0, [][]byte{nil}); code(err) != 2 {
		t.Errorf("prefill of 0 tokens: code %d, want 2", code(err))
	}
	if _, err := h.call(pi, 2, [][]byte{i32Bytes([]int32{1, 1 << 20})}); code(err) != 3 {
		t.Errorf("a token past the vocabulary: code %d, want 3", code(err))
	}
	out, err := h.call(pi, 2, [][]byte{i32Bytes([]int32{1, 2})})
	if err != nil || len(out[0]) != 4*2*int(mf.Functions[pi].Outputs[0].Shape[2]) {
		t.Fatalf("a good prefill after them: %v (%d bytes)", err, len(out))
	}
}
