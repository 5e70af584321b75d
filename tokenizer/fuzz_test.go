package tokenizer

import (
	"fmt"
	"testing"
	"unicode/utf8"

	"github.com/skainet/skaic/gguf"
)

// byteVocabs are a BPE and a SentencePiece vocabulary holding a token for
// every byte (and a few merges), so that any valid UTF-8 text round-trips.
func byteVocabs(t testing.TB) (bpe, spm *Tokenizer) {
	var btoks []string
	for c := 0; c < 256; c++ {
		btoks = append(btoks, string(gpt2Alphabet[c]))
	}
	btoks = append(btoks, "Ġt", "he", "Ġthe", "<|im_end|>")
	bh := header(
		kv("tokenizer.ggml.model", gguf.String("gpt2")),
		kv("tokenizer.ggml.pre", gguf.String("llama-bpe")),
		kv("tokenizer.ggml.tokens", gguf.ArrayOf(btoks)),
		kv("tokenizer.ggml.merges", gguf.ArrayOf([]string{"Ġ t", "h e", "Ġt he"})),
		kv("tokenizer.ggml.bos_token_id", gguf.Uint32(0)),
	)
	stoks := []string{"<unk>", "<s>", "</s>", "▁", "▁t", "he", "▁the", "<|x|>"}
	types := []int32{2, 3, 3, 1, 1, 1, 1, 3}
	for c := 0; c < 256; c++ {
		stoks = append(stoks, fmt.Sprintf("<0x%02X>", c))
		types = append(types, 6)
	}
	scores := make([]float32, len(stoks))
	scores[4], scores[5], scores[6] = -2, -1, -0.5
	sh := header(
		kv("tokenizer.ggml.model", gguf.String("llama")),
		kv("tokenizer.ggml.tokens", gguf.ArrayOf(stoks)),
		kv("tokenizer.ggml.scores", gguf.ArrayOf(scores)),
		kv("tokenizer.ggml.token_type", gguf.ArrayOf(types)),
		kv("tokenizer.ggml.add_space_prefix", gguf.Bool(false)),
	)
	var err error
	if bpe, err = FromGGUF(bh); err != nil {
		t.Fatal(err)
	}
	if spm, err = FromGGUF(sh); err != nil {
		t.Fatal(err)
	}
	return bpe, spm
}

// FuzzEncode: any input encodes without a panic to ids in the vocabulary
// (Decode checks them), and valid UTF-8 decodes back to itself.
func FuzzEncode(f *testing.F) {
	for _, s := range []string{"", "the then", " \t\n\r\n  x", "héllo wörld 😀", "<|im_end|><|x|>", "123456 7", "\xff\xfe", "a\u00a0b\u3000c"} {
		f.Add(s)
	}
	bpe, spm := byteVocabs(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, tok := range []*Tokenizer{bpe, spm} {
			for _, special := range []bool{false, true} {
				ids := tok.Encode(s, false, special)
				back, err := tok.Decode(ids, true)
				if err != nil {
					t.Fatalf("%v: %v", tok.Kind(), err)
				}
				if utf8.ValidString(s) && back != s {
					t.Fatalf("%v special=%v: %q encodes to %v, which decodes to %q", tok.Kind(), special, s, ids, back)
				}
			}
		}
	})
}
