package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// makeGGUF writes spec of testdata/models/make_llama_gguf.py to dir.
func makeGGUF(t *testing.T, py, spec, dir string) string {
	t.Helper()
	model := filepath.Join(dir, spec+".gguf")
	cmd := exec.Command(py, filepath.Join("..", "..", "testdata", "models", "make_llama_gguf.py"), spec, model)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("make_llama_gguf.py %s: %v\n%s", spec, err, stderr.String())
	}
	return model
}

// TestFamiliesMatchLlamaCpp: skaic run's greedy tokens on a qwen2, a
// qwen3 and two phi3 files (F32 weights and a SentencePiece vocabulary:
// the llamacpp_* specs, whose reference top-2 margins over these 20 steps
// are at least 4e-3) equal llama.cpp's on the same file, token for token
// for 20 steps, through end-of-generation tokens.
func TestFamiliesMatchLlamaCpp(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	const prompt, steps = "1,5,9,2,7,3", 20
	for _, spec := range []string{"llamacpp_qwen2_gqa3_tied", "llamacpp_qwen3_hd48", "llamacpp_phi3_fused", "llamacpp_phi3_window"} {
		model := makeGGUF(t, py, spec, dir)
		var want []int32
		out := realmodels.RunNode(t, "testdata/llamacpp_generate.mjs", model, prompt, strconv.Itoa(steps))
		if err := json.Unmarshal(out, &want); err != nil || len(want) != steps {
			t.Fatalf("%s: llama.cpp output %q: %v", spec, out, err)
		}
		code, stdout, stderr := skaic(t, "run", model, "--tokens", prompt, "-n", strconv.Itoa(steps), "--ignore-eos", "--json")
		if code != exitOK {
			t.Fatalf("skaic run %s: exit %d: %s", spec, code, stderr)
		}
		var rep runReport
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Generated, want) {
			t.Errorf("%s: greedy tokens differ from llama.cpp's:\n    skaic %v\nllama.cpp %v", spec, rep.Generated, want)
			continue
		}
		t.Logf("%s: %d greedy tokens equal to llama.cpp's: %v", spec, steps, want)
	}
}

// TestFamiliesRunnable: inspect and plan say the engine can run a qwen2,
// a qwen3 and a phi3 file (written by the gguf package's writer), and run
// runs them; a phi3 window bounds export's --ctx; llama's tensors labelled
// qwen2 are refused at the first tensor qwen2 needs and llama lacks (the q
// bias), in the same line.
func TestFamiliesRunnable(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	for _, spec := range []string{"qwen2_gqa3_tied", "qwen3_hd48", "phi3_fused"} {
		arch := spec[:strings.IndexByte(spec, '_')]
		model := makeGGUF(t, py, spec, dir)
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
	// A phi3 sliding window narrower than the context bounds the export's
	// cache, naming the key.
	window := makeGGUF(t, py, "phi3_window", dir)
	code, _, stderr := skaic(t, "export", window, "--ctx", "64", "-o", filepath.Join(dir, "out"))
	if code != exitFailure || !strings.Contains(stderr, "6 to 40 positions") || !strings.Contains(stderr, "phi3.attention.sliding_window") {
		t.Errorf("skaic export phi3_window --ctx 64: exit %d, stderr %q; want exit 1 naming phi3.attention.sliding_window", code, stderr)
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
