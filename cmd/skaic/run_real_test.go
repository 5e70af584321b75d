package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/tokenizer"
)

// The chat of the test. With SmolLM2's default system message instead, the
// first token is a near tie (logits 25.33 and 25.24) that llama.cpp's
// 8-bit activations for Q4_1 weights resolve the other way: greedy
// equality needs a prompt without ties closer than that arithmetic.
const (
	question = "What is the capital of France?"
	system   = "You are a helpful assistant."
)

// TestRunRealModelMatchesLlamaCpp runs skaic run --chat on a real chat
// GGUF (SmolLM2-135M-Instruct, Q4_1, llama architecture, gpt2 BPE
// tokenizer, ChatML template) and compares
// with llama.cpp on the same file and prompt: the greedy tokens for 24
// steps through end-of-generation tokens (--ignore-eos), and, without it,
// that generation stops at the first end-of-turn token llama.cpp produced,
// having streamed the text before it.
func TestRunRealModelMatchesLlamaCpp(t *testing.T) {
	model := realmodels.Model(t, realmodels.SmolLM2)
	const steps = 24
	code, stdout, stderr := skaic(t, "run", model, "--chat", "--system", system, "-p", question, "-n", strconv.Itoa(steps), "--ignore-eos", "--json")
	if code != exitOK {
		t.Fatalf("skaic run: exit %d: %s", code, stderr)
	}
	var rep runReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.PromptText == nil || *rep.PromptText != "<|im_start|>system\n"+system+"<|im_end|>\n<|im_start|>user\n"+question+"<|im_end|>\n<|im_start|>assistant\n" {
		t.Fatalf("prompt %v is not the ChatML conversation", rep.PromptText)
	}
	ids := make([]string, len(rep.Prompt))
	for i, id := range rep.Prompt {
		ids[i] = strconv.Itoa(int(id))
	}
	var want []int32
	out := realmodels.RunNode(t, "testdata/llamacpp_generate.mjs", model, strings.Join(ids, ","), strconv.Itoa(steps))
	if err := json.Unmarshal(out, &want); err != nil || len(want) != steps {
		t.Fatalf("llama.cpp output %q: %v", out, err)
	}
	if !slices.Equal(rep.Generated, want) {
		t.Fatalf("greedy tokens differ from llama.cpp's:\n skaic %v\nllama.cpp %v", rep.Generated, want)
	}
	t.Logf("%d greedy tokens equal to llama.cpp's: %v", steps, want)

	// The first end-of-generation token in llama.cpp's sequence (SmolLM2's
	// <|im_end|> is id 2) ends the answer.
	eog := slices.Index(want, 2)
	if eog < 0 {
		t.Fatalf("llama.cpp's %d tokens hold no <|im_end|>; the stop cannot be checked", steps)
	}
	code, stdout, stderr = skaic(t, "run", model, "--chat", "--system", system, "-p", question, "-n", strconv.Itoa(steps))
	if code != exitOK {
		t.Fatalf("skaic run: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "stop       end_of_generation") || !strings.Contains(stderr, "generated  "+strconv.Itoa(eog+1)+" tokens") {
		t.Errorf("no stop at <|im_end|> (token %d of llama.cpp's):\n%s", eog+1, stderr)
	}
	h, err := gguf.ReadHeader(model)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizer.FromGGUF(h)
	if err != nil {
		t.Fatal(err)
	}
	answer, _ := tok.Decode(want[:eog], false)
	if stdout != answer+"\n" || !strings.Contains(answer, "Paris") {
		t.Errorf("streamed text %q, want llama.cpp's answer %q", stdout, answer)
	}
}
