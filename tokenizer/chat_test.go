package tokenizer

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/realmodels"
)

var conversations = [][]Message{
	{{"user", "What is the capital of France?"}},
	{{"system", "Be brief."}, {"user", "Hi there"}, {"assistant", "Hello! How can I help?"}, {"user", "What is 2+2?"}},
	{{"user", "  spaces around  "}, {"assistant", "ok"}},
}

// TestChatTemplatesMatchHFJinja renders the built-in templates and the
// chat template of a real GGUF (SmolLM2's ChatML with a default system
// message) for several conversations, with and without the generation
// prompt, and compares with Hugging Face's Jinja (@huggingface/jinja).
func TestChatTemplatesMatchHFJinja(t *testing.T) {
	h, err := gguf.ReadHeader(realmodels.Model(t, realmodels.SmolLM2))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := FromGGUF(h)
	if err != nil {
		t.Fatal(err)
	}
	if tok.ChatTemplate() == "" {
		t.Fatal("SmolLM2 has no chat template")
	}
	type tcase struct {
		Template            string    `json:"template"`
		Messages            []Message `json:"messages"`
		AddGenerationPrompt bool      `json:"add_generation_prompt"`
		BOS                 string    `json:"bos_token"`
		EOS                 string    `json:"eos_token"`
	}
	sources := map[string]string{"file": tok.ChatTemplate()}
	for _, n := range ChatTemplates() {
		sources[n] = builtinTemplates[n]
	}
	var cases []tcase
	var names []string
	for name, src := range sources {
		for _, conv := range conversations {
			for _, agp := range []bool{true, false} {
				cases = append(cases, tcase{src, conv, agp, "<s>", "</s>"})
				names = append(names, name)
			}
		}
	}
	b, _ := json.Marshal(cases)
	path := filepath.Join(t.TempDir(), "cases.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	var want []string
	if err := json.Unmarshal(realmodels.RunNode(t, "testdata/hfjinja_render.mjs", path), &want); err != nil || len(want) != len(cases) {
		t.Fatalf("@huggingface/jinja output: %v (%d of %d)", err, len(want), len(cases))
	}
	for i, c := range cases {
		got, err := renderTemplate(c.Template, c.Messages, c.AddGenerationPrompt, c.BOS, c.EOS)
		if err != nil || got != want[i] {
			t.Errorf("%s template, %d messages, add_generation_prompt=%v:\n got %q (%v)\nwant %q", names[i], len(c.Messages), c.AddGenerationPrompt, got, err, want[i])
		}
	}
}

func TestRenderChat(t *testing.T) {
	tok, err := FromGGUF(spmHeader(kv("tokenizer.chat_template", gguf.String("{{ bos_token }}{% for m in messages %}[{{ m.role }}]{{ m.content }}{% endfor %}{% if add_generation_prompt %}[assistant]{% endif %}"))))
	if err != nil {
		t.Fatal(err)
	}
	// The tokenizer adds BOS (<s>) itself: the template's is dropped.
	got, err := tok.RenderChat("", []Message{{"user", "hi"}}, true)
	if err != nil || got != "[user]hi[assistant]" {
		t.Errorf("RenderChat = %q, %v", got, err)
	}
	// A construct the engine cannot parse names itself and the way out.
	bad, _ := FromGGUF(spmHeader(kv("tokenizer.chat_template", gguf.String("{% frobnicate %}"))))
	_, err = bad.RenderChat("", []Message{{"user", "hi"}}, true)
	var te *Error
	if !errors.As(err, &te) || te.Key != "tokenizer.chat_template" || !strings.Contains(err.Error(), "frobnicate") || !strings.Contains(err.Error(), "chatml") {
		t.Errorf("bad template: %v", err)
	}
	// raise_exception in a template is its error.
	raising, _ := FromGGUF(spmHeader(kv("tokenizer.chat_template", gguf.String("{{ raise_exception('roles must alternate') }}"))))
	if _, err := raising.RenderChat("", nil, true); err == nil || !strings.Contains(err.Error(), "roles must alternate") {
		t.Errorf("raise_exception: %v", err)
	}
	noTmpl, _ := FromGGUF(spmHeader())
	if _, err := noTmpl.RenderChat("", nil, true); err == nil || !strings.Contains(err.Error(), "no chat template") {
		t.Errorf("no template: %v", err)
	}
	if _, err := noTmpl.RenderChat("nosuch", nil, true); err == nil || !strings.Contains(err.Error(), "llama3") {
		t.Errorf("unknown name: %v", err)
	}
	if got, _ := noTmpl.RenderChat("chatml", []Message{{"system", "s"}, {"user", "u"}}, true); got != "<|im_start|>system\ns<|im_end|>\n<|im_start|>user\nu<|im_end|>\n<|im_start|>assistant\n" {
		t.Errorf("chatml = %q", got)
	}
}
