package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestFamiliesRunnable: inspect and plan say the engine can run a qwen2,
// a qwen3 and a phi3 file (written by the gguf package's writer), and run
// runs them; llama's tensors labelled qwen2 are refused at the first
// tensor qwen2 needs and llama lacks (the q bias), in the same line.
func TestFamiliesRunnable(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	for _, spec := range []string{"qwen2_gqa3_tied", "qwen3_hd48", "phi3_fused"} {
		arch := spec[:strings.IndexByte(spec, '_')]
		model := filepath.Join(dir, spec+".gguf")
		cmd := exec.Command(py, filepath.Join("..", "..", "testdata", "models", "make_llama_gguf.py"), spec, model)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("make_llama_gguf.py %s: %v\n%s", spec, err, stderr.String())
		}
		for _, c := range []string{"inspect", "plan"} {
			code, stdout, stderr := skaic(t, c, model)
			if want := `engine: can run this file (general.architecture is "` + arch + `")`; code != exitOK || !strings.Contains(stdout, want) {
				t.Errorf("skaic %s %s: exit %d, stderr %q; stdout lacks %q:\n%s", c, spec, code, stderr, want, stdout)
			}
		}
		if code, _, stderr := skaic(t, "run", model, "--tokens", "1,2,3", "--steps", "2"); code != exitOK {
			t.Errorf("skaic run %s: exit %d: %s", spec, code, stderr)
		}
	}
	qwen := relabelledDemo(t, "qwen2")
	code, stdout, _ := skaic(t, "inspect", qwen)
	if want := "engine: cannot run this file: blk.0.attn_q.bias: tensor missing"; code != exitOK || !strings.Contains(stdout, want) {
		t.Errorf("skaic inspect (llama tensors labelled qwen2): exit %d; stdout lacks %q:\n%s", code, want, stdout)
	}
	if code, _, stderr := skaic(t, "run", qwen, "--steps", "1"); code != exitFailure || !strings.Contains(stderr, "blk.0.attn_q.bias") {
		t.Errorf("skaic run (llama tensors labelled qwen2): exit %d, stderr %q; want exit 1 naming blk.0.attn_q.bias", code, stderr)
	}
}
