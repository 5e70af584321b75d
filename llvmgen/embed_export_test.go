package llvmgen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/conformity"
	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// `export --backend llvm --embed-weights` of the demo: the manifest and
// model.h say the weights are embedded, and the conformity harness, which
// then passes a NULL parameter file, agrees with the eager engine.
func TestEmbeddedDemoConforms(t *testing.T) {
	needLLVM(t, "llc")
	needLLVM(t, "opt")
	toolstest.Need(t, "cc")
	dir := filepath.Join(t.TempDir(), "demo")
	if _, err := export.Run(export.Options{Out: dir, Backend: export.BackendLLVM, EmbedWeights: true}); err != nil {
		t.Fatal(err)
	}
	mf, err := export.ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if mf.Native == nil || !mf.Native.Embedded {
		t.Fatalf("manifest native = %+v, want embedded weights", mf.Native)
	}
	h, err := os.ReadFile(filepath.Join(dir, "model.h"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(h, []byte("NULL: the weights are embedded")) {
		t.Errorf("model.h does not say params may be NULL")
	}
	ll, err := os.ReadFile(filepath.Join(dir, "model.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(ll), "private unnamed_addr constant ["); n < mf.Parameters.Count || mf.Parameters.Count == 0 {
		t.Errorf("model.ll holds %d constant arrays for %d parameters", n, mf.Parameters.Count)
	}
	var log bytes.Buffer
	rep, err := (&conformity.Driver{Jobs: 1, Log: &log}).Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	rep.WriteSummary(&log)
	if err := rep.Verdict(); err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
}

// --embed-weights is refused for an MLIR export.
func TestEmbedWeightsNeedsLLVM(t *testing.T) {
	_, err := export.Run(export.Options{Out: filepath.Join(t.TempDir(), "x"), EmbedWeights: true})
	if err == nil || !strings.Contains(err.Error(), "--embed-weights needs --backend llvm") {
		t.Fatalf("err = %v", err)
	}
}
