package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestGemma3MatchesLlamaCpp: skaic run's greedy tokens on a synthetic
// gemma3 file (testdata/models/make_gemma3_gguf.py's
// llamacpp_gemma3_default_pattern: 7 layers in the default local/global
// pattern, a sliding window of 3 positions, linear RoPE scaling on the
// global layers, untied output, F32 weights and a SentencePiece
// vocabulary) equal llama.cpp's for 20 steps on two prompts: every decode
// step attends past the window. Without the window the tokens differ
// from the first one.
func TestGemma3MatchesLlamaCpp(t *testing.T) {
	py := toolstest.Python(t)
	const spec, steps = "llamacpp_gemma3_default_pattern", 20
	model := filepath.Join(t.TempDir(), spec+".gguf")
	cmd := exec.Command(py, filepath.Join("..", "..", "testdata", "models", "make_gemma3_gguf.py"), spec, model)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("make_gemma3_gguf.py %s: %v\n%s", spec, err, stderr.String())
	}
	for _, prompt := range []string{"2,270,280,265,262,275", "2,100,200,150,50,250"} {
		var want []int32
		out := realmodels.RunNode(t, "testdata/llamacpp_generate.mjs", model, prompt, strconv.Itoa(steps))
		if err := json.Unmarshal(out, &want); err != nil || len(want) != steps {
			t.Fatalf("llama.cpp output %q: %v", out, err)
		}
		code, stdout, stderr := skaic(t, "run", model, "--tokens", prompt, "-n", strconv.Itoa(steps), "--ignore-eos", "--json")
		if code != exitOK {
			t.Fatalf("skaic run: exit %d: %s", code, stderr)
		}
		var rep runReport
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Generated, want) {
			t.Errorf("prompt %s: greedy tokens differ from llama.cpp's:\n    skaic %v\nllama.cpp %v", prompt, rep.Generated, want)
			continue
		}
		t.Logf("prompt %s: %d greedy tokens equal to llama.cpp's: %v", prompt, steps, want)
	}
}
