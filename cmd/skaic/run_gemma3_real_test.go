package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/tokenizer"
)

// gemma3Greedy runs skaic run on the real Gemma 3 with args (prompt flags)
// for steps greedy tokens through end-of-generation tokens, and returns
// its report and llama.cpp's tokens for the same prompt ids.
func gemma3Greedy(t *testing.T, model string, steps int, args ...string) (runReport, []int32) {
	t.Helper()
	args = append([]string{"run", model}, args...)
	code, stdout, stderr := skaic(t, append(args, "-n", strconv.Itoa(steps), "--ignore-eos", "--json")...)
	if code != exitOK {
		t.Fatalf("skaic run: exit %d: %s", code, stderr)
	}
	var rep runReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
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
	return rep, want
}

// gemma3LongPrompt is a text of about 590 Gemma tokens that ends by asking
// for a list given at its start to be repeated: longer than the model's
// 512-position sliding window, so the local layers' window cuts off the
// start that the global layers still see. Its greedy continuation has no
// near ties (llama.cpp gives the same tokens with an f16 or an f32 KV
// cache), and without the window the continuation differs after 4 tokens.
func gemma3LongPrompt() string {
	names := []string{"Alice", "Bob", "Carol", "David", "Emma", "Frank", "Grace", "Henry", "Irene", "Jack", "Kate", "Liam", "Mia",
		"Noah", "Olivia", "Peter", "Quinn", "Rose", "Sam", "Tina", "Uma", "Victor", "Wendy", "Xavier", "Yara", "Zoe"}
	cities := []string{"Paris", "London", "Berlin", "Madrid", "Rome", "Vienna", "Prague", "Lisbon", "Dublin", "Oslo", "Athens", "Warsaw", "Budapest"}
	var lines []string
	for i := range 34 {
		lines = append(lines, fmt.Sprintf("%s lives in %s and works as a teacher at school number %d.", names[i%len(names)], cities[(i*5)%len(cities)], i+3))
	}
	return strings.Join(lines, " ") + " Now the list is repeated exactly:\n" + strings.Join(lines[:3], " ")
}

// TestRunGemma3MatchesLlamaCpp runs the real Gemma 3 270M (Q4_K_M: Q5_0,
// Q8_0, Q4_K and Q6_K weights; gemma3 architecture; SentencePiece) and
// compares with llama.cpp on the same file and prompt ids: 24 greedy
// tokens of a chat turn in Gemma's template (the file has none of its
// own), and 20 greedy tokens after a prompt longer than the sliding window.
func TestRunGemma3MatchesLlamaCpp(t *testing.T) {
	model := realmodels.Model(t, realmodels.Gemma3)
	t.Run("chat", func(t *testing.T) {
		rep, want := gemma3Greedy(t, model, 24, "--chat", "--chat-template", "gemma", "-p", question)
		if rep.PromptText == nil || *rep.PromptText != "<bos><start_of_turn>user\n"+question+"<end_of_turn>\n<start_of_turn>model\n" {
			t.Fatalf("prompt %v is not Gemma's chat turn", rep.PromptText)
		}
		if !slices.Equal(rep.Generated, want) {
			t.Fatalf("greedy tokens differ from llama.cpp's:\n skaic %v\nllama.cpp %v", rep.Generated, want)
		}
		t.Logf("%d greedy tokens equal to llama.cpp's: %v", len(want), want)
	})
	t.Run("past-the-sliding-window", func(t *testing.T) {
		h, err := gguf.ReadHeader(model)
		if err != nil {
			t.Fatal(err)
		}
		window, err := h.Metadata.GetUint("gemma3.attention.sliding_window")
		if err != nil {
			t.Fatal(err)
		}
		rep, want := gemma3Greedy(t, model, 20, "-p", gemma3LongPrompt())
		if uint64(len(rep.Prompt)) <= window {
			t.Fatalf("the prompt has %d tokens, not more than the sliding window of %d", len(rep.Prompt), window)
		}
		if !slices.Equal(rep.Generated, want) {
			t.Fatalf("greedy tokens after %d prompt tokens differ from llama.cpp's:\n skaic %v\nllama.cpp %v", len(rep.Prompt), rep.Generated, want)
		}
		t.Logf("%d prompt tokens, %d greedy tokens equal to llama.cpp's: %v", len(rep.Prompt), len(want), want)
	})
}

// TestGemma3EndOfGenerationTokens: generation stops at the file's
// end-of-generation tokens, which are llama.cpp's for the real Gemma 3
// (<eos>, <end_of_turn> and the others it derives from the vocabulary).
func TestGemma3EndOfGenerationTokens(t *testing.T) {
	model := realmodels.Model(t, realmodels.Gemma3)
	h, err := gguf.ReadHeader(model)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizer.FromGGUF(h)
	if err != nil {
		t.Fatal(err)
	}
	var want []int32
	out := realmodels.RunNode(t, "testdata/llamacpp_eog.mjs", model, strconv.Itoa(tok.Len()))
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatalf("llama.cpp output %q: %v", out, err)
	}
	got := tok.EOG()
	if !slices.Equal(got, want) || !slices.Contains(got, 106) {
		t.Fatalf("end-of-generation tokens %v, llama.cpp's %v (<end_of_turn> is 106)", got, want)
	}
	t.Logf("end-of-generation tokens equal to llama.cpp's: %v", want)
}
