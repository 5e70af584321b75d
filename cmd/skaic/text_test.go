package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models/demo"
)

// demoWithTokenizer writes the demo model with a byte-level BPE tokenizer
// over its one-character tokens (no merges; the space is "Ġ"), whose EOS
// is eos.
func demoWithTokenizer(t *testing.T, eos int32, addBOS bool) string {
	t.Helper()
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.gguf")
	if err := demo.Write(plain); err != nil {
		t.Fatal(err)
	}
	f, err := gguf.Open(plain)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	md := f.Metadata
	tokens, err := md.GetStrings("tokenizer.ggml.tokens")
	if err != nil {
		t.Fatal(err)
	}
	tokens = slices.Clone(tokens)
	tokens[0] = "Ġ"
	md.Set("tokenizer.ggml.model", gguf.String("gpt2"))
	md.Set("tokenizer.ggml.pre", gguf.String("gpt-2"))
	md.Set("tokenizer.ggml.tokens", gguf.ArrayOf(tokens))
	md.Set("tokenizer.ggml.merges", gguf.ArrayOf([]string{}))
	md.Set("tokenizer.ggml.bos_token_id", gguf.Uint32(1))
	md.Set("tokenizer.ggml.eos_token_id", gguf.Uint32(uint32(eos)))
	md.Set("tokenizer.ggml.add_bos_token", gguf.Bool(addBOS))
	var tensors []gguf.Tensor
	for _, v := range f.Views() {
		tt, err := gguf.TensorFromView(v)
		if err != nil {
			t.Fatal(err)
		}
		tensors = append(tensors, tt)
	}
	p := filepath.Join(dir, "demo-tok.gguf")
	if err := gguf.Write(p, md, tensors); err != nil {
		t.Fatal(err)
	}
	return p
}

func runJSON(t *testing.T, args ...string) runReport {
	t.Helper()
	code, stdout, stderr := skaic(t, append(args, "--json")...)
	if code != exitOK {
		t.Fatalf("skaic %v: exit %d: %s", args, code, stderr)
	}
	var rep runReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestRunPromptTextAndStop: -p is tokenized with the file's tokenizer, and
// generation stops at its EOS (counted, not streamed) unless --ignore-eos.
func TestRunPromptTextAndStop(t *testing.T) {
	// The greedy continuation of "HIJ" (ids 40 41 42) on the plain demo.
	g := runJSON(t, "run", "--tokens", "40,41,42", "-n", "6").Generated
	k := 2
	for slices.Contains(g[:k], g[k]) {
		k++
	}
	model := demoWithTokenizer(t, g[k], false)

	rep := runJSON(t, "run", model, "-p", "HIJ", "-n", "6")
	if !slices.Equal(rep.Prompt, []int32{40, 41, 42}) {
		t.Fatalf("prompt %v, want [40 41 42] (no BOS: add_bos_token is false)", rep.Prompt)
	}
	if !slices.Equal(rep.Generated, g[:k+1]) || rep.Stop != "end_of_generation" {
		t.Errorf("generated %v stop %s; want %v then the EOS", rep.Generated, rep.Stop, g[:k+1])
	}
	want := ""
	for _, id := range g[:k] {
		want += demo.TokenText(int(id))
	}
	if rep.GeneratedText == nil || *rep.GeneratedText != want {
		t.Errorf("generated text %v, want %q", rep.GeneratedText, want)
	}
	if rep := runJSON(t, "run", model, "-p", "HIJ", "--max-tokens", "6", "--ignore-eos"); !slices.Equal(rep.Generated, g) {
		t.Errorf("--ignore-eos: generated %v, want %v", rep.Generated, g)
	}
	code, stdout, stderr := skaic(t, "run", model, "-p", "HIJ", "-n", "6")
	if code != exitOK || stdout != want+"\n" || !strings.Contains(stderr, "stop       end_of_generation") {
		t.Errorf("streamed %q (exit %d), want %q; statistics:\n%s", stdout, code, want+"\n", stderr)
	}
	// With add_bos_token true the default prompt is BOS; with false there
	// is none.
	if rep := runJSON(t, "run", demoWithTokenizer(t, g[k], true), "-n", "1"); !slices.Equal(rep.Prompt, []int32{1}) {
		t.Errorf("default prompt %v, want [1] (BOS)", rep.Prompt)
	}
	code, _, stderr = skaic(t, "run", model, "-n", "1")
	if code != exitFailure || !strings.Contains(stderr, "add_bos_token") {
		t.Errorf("no prompt with add_bos_token false: exit %d, %s", code, stderr)
	}
}

// TestRunSampling: the same seed gives the same tokens, another seed
// others; temperature 0 is the greedy continuation whatever the seed.
func TestRunSampling(t *testing.T) {
	args := []string{"run", "--tokens", "40,41,42", "-n", "40", "--temperature", "1.5", "--top-k", "0", "--top-p", "1", "--min-p", "0"}
	a := runJSON(t, append(args, "--seed", "7")...)
	b := runJSON(t, append(args, "--seed", "7")...)
	c := runJSON(t, append(args, "--seed", "8")...)
	if !slices.Equal(a.Generated, b.Generated) || a.Seed == nil || *a.Seed != 7 {
		t.Errorf("seed 7 twice: %v and %v (seed %v)", a.Generated, b.Generated, a.Seed)
	}
	if slices.Equal(a.Generated, c.Generated) {
		t.Errorf("seeds 7 and 8 gave the same 40 tokens %v", a.Generated)
	}
	greedy := runJSON(t, "run", "--tokens", "40,41,42", "-n", "40")
	if slices.Equal(a.Generated, greedy.Generated) {
		t.Error("temperature 1.5 gave the greedy tokens")
	}
	if g := runJSON(t, "run", "--tokens", "40,41,42", "-n", "40", "--seed", "9", "--repeat-penalty", "1"); !slices.Equal(g.Generated, greedy.Generated) || g.Seed != nil {
		t.Errorf("temperature 0 with a seed: %v, want the greedy %v", g.Generated, greedy.Generated)
	}
	// The repeat penalty changes a greedy run of the demo (which repeats
	// itself).
	if p := runJSON(t, "run", "--tokens", "40,41,42", "-n", "40", "--repeat-penalty", "3"); slices.Equal(p.Generated, greedy.Generated) {
		t.Error("--repeat-penalty 3 left the greedy tokens unchanged")
	}
}

func TestRunTextFlagErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "-p", "hi", "--tokens", "1"}, "use one"},
		{[]string{"run", "-p", "hi"}, "tokenizer.ggml.model"},
		{[]string{"run", "--temperature", "-1"}, "temperature"},
		{[]string{"run", "--top-p", "1.5"}, "top-p"},
		{[]string{"run", "--repeat-penalty", "0"}, "repeat penalty"},
		{[]string{"run", "-n", "-2"}, "--max-tokens"},
	} {
		code, _, stderr := skaic(t, c.args...)
		if code != exitFailure || !strings.Contains(stderr, c.want) {
			t.Errorf("skaic %s: exit %d, stderr %q; want exit 1 naming %q", strings.Join(c.args, " "), code, stderr, c.want)
		}
	}
}

// TestRunChat: --chat renders -p (and --system) with a chat template; a
// file without one needs --chat-template.
func TestRunChat(t *testing.T) {
	model := demoWithTokenizer(t, 2, false)
	code, _, stderr := skaic(t, "run", model, "--chat", "-p", "hi", "-n", "1")
	if code != exitFailure || !strings.Contains(stderr, "no chat template") || !strings.Contains(stderr, "chatml") {
		t.Errorf("--chat without a template: exit %d, %s", code, stderr)
	}
	rep := runJSON(t, "run", model, "--chat-template", "chatml", "--system", "Be brief.", "-p", "hi", "-n", "1")
	// The demo's vocabulary has no newline token: the rendered newlines
	// give no ids.
	want := "<|im_start|>system" + "Be brief.<|im_end|>" + "<|im_start|>user" + "hi<|im_end|>" + "<|im_start|>assistant"
	if rep.PromptText == nil || *rep.PromptText != want {
		t.Errorf("prompt %v, want %q", rep.PromptText, want)
	}
	code, _, stderr = skaic(t, "run", model, "--chat", "-n", "1")
	if code != exitFailure || !strings.Contains(stderr, "-p") {
		t.Errorf("--chat without -p: exit %d, %s", code, stderr)
	}
	code, _, stderr = skaic(t, "run", model, "--chat-template", "nosuch", "-p", "x")
	if code != exitFailure || !strings.Contains(stderr, "llama3") {
		t.Errorf("--chat-template nosuch: exit %d, %s", code, stderr)
	}
}
