package export

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/passes"
)

// TestExportLLVM: --backend llvm writes model.ll and model.h instead of
// model.mlir, the manifest says so, and the module's parameter table holds
// every parameter's offset in the archive written beside it.
func TestExportLLVM(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	res, err := Run(Options{Out: dir, Backend: BackendLLVM, Weights: WeightsDense, Seq: 4})
	if err != nil {
		t.Fatal(err)
	}
	mf := res.Manifest
	if mf.Backend != BackendLLVM || mf.Module != "model.ll" || mf.Header != "model.h" || mf.Native == nil {
		t.Fatalf("manifest: backend %q module %q header %q native %v", mf.Backend, mf.Module, mf.Header, mf.Native)
	}
	if _, err := os.Stat(filepath.Join(dir, "model.mlir")); !os.IsNotExist(err) {
		t.Errorf("model.mlir written too (%v)", err)
	}
	for _, f := range []string{"model.ll", "model.h", "model.irpa"} {
		found := false
		for _, g := range mf.Files {
			found = found || g == f
		}
		if !found {
			t.Errorf("manifest files %v lack %s", mf.Files, f)
		}
	}
	if len(mf.Native.Functions) != 2 || mf.Native.Functions[0].Symbol != "skaic_prefill" || mf.Native.Functions[1].Dynamic != "cache" ||
		mf.Native.StateBytes != int64(4*mf.Cache.Capacity*len(mf.Cache.Tensors))*mf.Cache.Tensors[0].Shape[1]*mf.Cache.Tensors[0].Shape[2] {
		t.Errorf("native %+v (cache %+v)", mf.Native, mf.Cache)
	}
	h, err := os.ReadFile(filepath.Join(dir, "model.h"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := irpa.Open(filepath.Join(dir, "model.irpa"))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	e, ok := a.Entry("blk.0.attn_q.weight")
	if !ok {
		t.Fatal("no blk.0.attn_q.weight in the archive")
	}
	for _, want := range []string{"int32_t skaic_prefill(", "const int32_t *tokens", "float *logits", "int32_t skaic_decode(",
		"const int32_t *position"} {
		if !strings.Contains(string(h), want) {
			t.Errorf("model.h lacks %q", want)
		}
	}
	row := regexp.MustCompile(fmt.Sprintf(`blk\.0\.attn_q\.weight +offset +%d +%d bytes`, e.Offset, e.Length))
	if !row.Match(h) {
		t.Errorf("model.h's parameter table lacks blk.0.attn_q.weight at offset %d, %d bytes:\n%s", e.Offset, e.Length, h)
	}
}

// TestExportLLVMRefusesUndecodable: a packed weight llvmgen has no decoder
// for (here the demo's Q8_0 weights, with Q8_0 taken out of llvmgen's
// list) is refused naming the tensor (--weights dense is the explicit
// way), and nothing is written.
func TestExportLLVMRefusesUndecodable(t *testing.T) {
	saved := llvmDecodable
	t.Cleanup(func() { llvmDecodable = saved })
	llvmDecodable = func() []layout.Encoding {
		return slices.DeleteFunc(saved(), func(e layout.Encoding) bool { return e == layout.EncQ8_0 })
	}
	dir := filepath.Join(t.TempDir(), "out")
	_, err := Run(Options{Out: dir, Backend: BackendLLVM})
	var ue *passes.UndecodableError
	if !errors.As(err, &ue) || ue.Param == "" || ue.Target != "llvm" || ue.Encoding != layout.EncQ8_0 {
		t.Fatalf("err = %v, want *passes.UndecodableError on target llvm for a Q8_0 weight", err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s exists after a refused export", dir)
	}
	if _, err := Run(Options{Out: dir, Backend: "c"}); err == nil || !strings.Contains(err.Error(), "--backend") {
		t.Errorf("--backend c: err = %v", err)
	}
}
