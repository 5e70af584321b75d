package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
)

// writeVocab writes a GGUF file holding only a tokenizer: a byte-level BPE
// vocabulary whose merges spell "hello" and "Ġw" ("Ġ" is a space).
func writeVocab(t *testing.T, pre string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "vocab.gguf")
	md := gguf.NewMetadata(
		gguf.KV{Key: "tokenizer.ggml.model", Value: gguf.String("gpt2")},
		gguf.KV{Key: "tokenizer.ggml.pre", Value: gguf.String(pre)},
		gguf.KV{Key: "tokenizer.ggml.tokens", Value: gguf.ArrayOf([]string{"h", "e", "l", "o", "Ġ", "w", "he", "ll", "hell", "hello", "Ġw", "<|im_start|>"})},
		gguf.KV{Key: "tokenizer.ggml.token_type", Value: gguf.ArrayOf([]int32{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3})},
		gguf.KV{Key: "tokenizer.ggml.merges", Value: gguf.ArrayOf([]string{"h e", "l l", "he ll", "hell o", "Ġ w"})},
		gguf.KV{Key: "tokenizer.ggml.bos_token_id", Value: gguf.Uint32(11)},
		gguf.KV{Key: "tokenizer.ggml.add_bos_token", Value: gguf.Bool(true)},
	)
	if err := gguf.Write(p, md, nil); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestTokenize(t *testing.T) {
	p := writeVocab(t, "gpt-2")
	code, stdout, stderr := skaic(t, "tokenize", p, "--text", "hello w<|im_start|>", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep tokenizeReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	// BOS (add_bos_token), "hello", "Ġw", then the control token matched
	// whole.
	if want := []int32{11, 9, 10, 11}; !slices.Equal(rep.IDs, want) {
		t.Errorf("ids %v, want %v", rep.IDs, want)
	}
	if want := []string{"<|im_start|>", "hello", "Ġw", "<|im_start|>"}; !slices.Equal(rep.Pieces, want) {
		t.Errorf("pieces %q, want %q", rep.Pieces, want)
	}
	code, stdout, _ = skaic(t, "tokenize", p, "--text", "hello", "--no-special")
	if code != exitOK || !strings.Contains(stdout, "1 tokens: 9") {
		t.Errorf("--no-special: exit %d:\n%s", code, stdout)
	}
	code, stdout, _ = skaic(t, "tokenize", p, "--ids", "9,10", "--json")
	if code != exitOK || !strings.Contains(stdout, `"text": "hello w"`) {
		t.Errorf("--ids: exit %d:\n%s", code, stdout)
	}
}

func TestTokenizeErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tokenize", writeVocab(t, "no-such-pre"), "--text", "x"}, `pre-tokenizer "no-such-pre" is not implemented`},
		{[]string{"tokenize", writeVocab(t, "gpt-2"), "--ids", "99"}, "token id 99 is outside the vocabulary"},
		{[]string{"tokenize", writeVocab(t, "gpt-2"), "--ids", "x"}, "not a token id"},
		{[]string{"tokenize", filepath.Join(t.TempDir(), "none.gguf"), "--text", "x"}, "none.gguf"},
		{[]string{"tokenize", writeVocab(t, "gpt-2")}, "text"},
	} {
		code, _, stderr := skaic(t, c.args...)
		if code != exitFailure || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 naming %q", c.args[2:], code, stderr, c.want)
		}
	}
}
