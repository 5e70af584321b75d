package llama_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// TestVocabSizeMustAgree: llama.vocab_size that disagrees with the token
// embedding's rows, or with the tokenizer's token list, is refused naming
// the key and both values; one that agrees (or none) is accepted.
func TestVocabSizeMustAgree(t *testing.T) {
	short := make([]string, demo.Vocab-1)
	for i := range short {
		short[i] = "t"
	}
	cases := []struct {
		name string
		md   map[string]gguf.Value
		want []string // in the message; nil: accepted
	}{
		{"absent", nil, nil},
		{"agrees", map[string]gguf.Value{"llama.vocab_size": gguf.Uint32(demo.Vocab)}, nil},
		{"agrees as u64", map[string]gguf.Value{"llama.vocab_size": gguf.Uint64(demo.Vocab)}, nil},
		{"more than the rows", map[string]gguf.Value{"llama.vocab_size": gguf.Uint32(demo.Vocab + 1)}, []string{"97", "token_embd.weight", "96 rows"}},
		{"fewer than the rows", map[string]gguf.Value{"llama.vocab_size": gguf.Uint32(32)}, []string{"32", "96 rows"}},
		{"not an integer", map[string]gguf.Value{"llama.vocab_size": gguf.String("96")}, []string{"string"}},
		{"token list shorter", map[string]gguf.Value{"llama.vocab_size": gguf.Uint32(demo.Vocab), "tokenizer.ggml.tokens": gguf.ArrayOf(short)},
			[]string{"96", "tokenizer.ggml.tokens", "95 tokens"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := demoHeader(t)
			for k, v := range c.md {
				h.Metadata.Set(k, v)
			}
			_, err := llama.ConfigFromHeader(h)
			if c.want == nil {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var ce *llama.ConfigError
			if !errors.As(err, &ce) || ce.Key != "llama.vocab_size" {
				t.Fatalf("got %v, want a ConfigError naming llama.vocab_size", err)
			}
			for _, w := range append(c.want, "llama.vocab_size") {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q lacks %q", err, w)
				}
			}
		})
	}
}
