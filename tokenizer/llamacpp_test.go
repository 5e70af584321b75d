package tokenizer_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/tokenizer"
)

// TestLlamaCppCorpus tokenizes testdata/corpus.json (ASCII, accented and
// non-Latin scripts, CJK, emoji with modifiers and joiners, code, numbers,
// whitespace runs, chat-template special tokens) with the tokenizers of
// two real GGUF files, one byte-level BPE and one SentencePiece, and
// compares every id with llama.cpp's own tokenizer on the same file, with
// control tokens in the text read as text and as tokens.
func TestLlamaCppCorpus(t *testing.T) {
	for _, c := range []struct {
		model string
		kind  tokenizer.Kind
		bos   bool // add_bos_token as the file says
	}{
		{realmodels.SmolLM2, tokenizer.BPE, false},
		{realmodels.Gemma3, tokenizer.SPM, true},
	} {
		t.Run(c.model, func(t *testing.T) {
			path := realmodels.Model(t, c.model)
			out := realmodels.RunNode(t, "testdata/llamacpp_tokenize.mjs", path, "testdata/corpus.json")
			var ref []struct {
				Text           string
				Plain, Special []int32
			}
			if err := json.Unmarshal(out, &ref); err != nil {
				t.Fatalf("llama.cpp output: %v", err)
			}
			if len(ref) < 30 {
				t.Fatalf("llama.cpp tokenized %d strings, want the whole corpus", len(ref))
			}
			h, err := gguf.ReadHeader(path)
			if err != nil {
				t.Fatal(err)
			}
			tok, err := tokenizer.FromGGUF(h)
			if err != nil {
				t.Fatal(err)
			}
			if tok.Kind() != c.kind || tok.AddBOS() != c.bos {
				t.Fatalf("kind %v add_bos %v, want %v %v", tok.Kind(), tok.AddBOS(), c.kind, c.bos)
			}
			n := 0
			for _, r := range ref {
				for _, v := range []struct {
					special bool
					want    []int32
				}{{false, r.Plain}, {true, r.Special}} {
					got := tok.Encode(r.Text, false, v.special)
					if !slices.Equal(got, v.want) {
						t.Errorf("Encode(%q, special=%v):\n got %v\nwant %v (llama.cpp)", r.Text, v.special, got, v.want)
					}
					n += len(got)
					// Decoding gives the text back (special tokens as their
					// text).
					if s, err := tok.Decode(got, true); err != nil || s != r.Text {
						t.Errorf("Decode(Encode(%q)) = %q, %v", r.Text, s, err)
					}
				}
			}
			t.Logf("%d strings, %d tokens equal to llama.cpp's", len(ref), n)
		})
	}
}
