package tokenizer_test

import (
	"encoding/json"
	"os"
	"path/filepath"
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
			ref := llamaCppCorpus(t, path)
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
			n := compareCorpus(t, tok, ref, true)
			t.Logf("%d strings, %d tokens equal to llama.cpp's", len(ref), n)
		})
	}
}

// corpusRef is llama.cpp's tokenization of the corpus.
type corpusRef []struct {
	Text           string
	Plain, Special []int32
}

// llamaCppCorpus tokenizes testdata/corpus.json with llama.cpp on path.
func llamaCppCorpus(t *testing.T, path string) corpusRef {
	t.Helper()
	out := realmodels.RunNode(t, "testdata/llamacpp_tokenize.mjs", path, "testdata/corpus.json")
	var ref corpusRef
	if err := json.Unmarshal(out, &ref); err != nil {
		t.Fatalf("llama.cpp output: %v", err)
	}
	if len(ref) < 30 {
		t.Fatalf("llama.cpp tokenized %d strings, want the whole corpus", len(ref))
	}
	return ref
}

// compareCorpus checks tok against llama.cpp's ids and, with roundTrip,
// that decoding gives the text back; it returns the number of tokens
// compared.
func compareCorpus(t *testing.T, tok *tokenizer.Tokenizer, ref corpusRef, roundTrip bool) int {
	t.Helper()
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
			if s, err := tok.Decode(got, true); roundTrip && (err != nil || s != r.Text) {
				t.Errorf("Decode(Encode(%q)) = %q, %v", r.Text, s, err)
			}
		}
	}
	return n
}

// TestLlamaCppPreTokenizers rewrites the real files' tokenizers with other
// settings (no tensors: llama.cpp loads the vocabulary only) and compares
// the corpus with llama.cpp again: SmolLM2's vocabulary and merges under
// every pre-tokenizer skaic implements, and Gemma 3's SentencePiece
// vocabulary with a space prefix (as Llama 2 files have it).
func TestLlamaCppPreTokenizers(t *testing.T) {
	type variant struct {
		model string
		key   string
		value gguf.Value
	}
	var vs []variant
	for _, pre := range []string{"default", "gpt-2", "llama-bpe", "qwen2", "deepseek-llm", "starcoder", "dbrx"} {
		vs = append(vs, variant{realmodels.SmolLM2, "tokenizer.ggml.pre", gguf.String(pre)})
	}
	vs = append(vs, variant{realmodels.Gemma3, "tokenizer.ggml.add_space_prefix", gguf.Bool(true)})
	for _, v := range vs {
		t.Run(v.model+"/"+v.key+"="+v.value.String(), func(t *testing.T) {
			h, err := gguf.ReadHeader(realmodels.Model(t, v.model))
			if err != nil {
				t.Fatal(err)
			}
			h.Metadata.Set(v.key, v.value)
			path := filepath.Join(t.TempDir(), "vocab.gguf")
			if err := gguf.Write(path, h.Metadata, nil); err != nil {
				t.Fatal(err)
			}
			ref := llamaCppCorpus(t, path)
			h.File = path
			tok, err := tokenizer.FromGGUF(h)
			if err != nil {
				t.Fatal(err)
			}
			// A space prefix comes back as a space (after every special
			// token too), so the text does not round-trip.
			n := compareCorpus(t, tok, ref, v.key != "tokenizer.ggml.add_space_prefix")
			t.Logf("%d strings, %d tokens equal to llama.cpp's", len(ref), n)
		})
	}
}

// BenchmarkEncode tokenizes the corpus with the real files' tokenizers.
func BenchmarkEncode(b *testing.B) {
	raw, err := os.ReadFile("testdata/corpus.json")
	if err != nil {
		b.Fatal(err)
	}
	var corpus []string
	if err := json.Unmarshal(raw, &corpus); err != nil {
		b.Fatal(err)
	}
	bytes := 0
	for _, s := range corpus {
		bytes += len(s)
	}
	for _, name := range []string{realmodels.SmolLM2, realmodels.Gemma3} {
		b.Run(name, func(b *testing.B) {
			h, err := gguf.ReadHeader(realmodels.Model(b, name))
			if err != nil {
				b.Fatal(err)
			}
			tok, err := tokenizer.FromGGUF(h)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(bytes))
			for b.Loop() {
				for _, s := range corpus {
					tok.Encode(s, true, true)
				}
			}
		})
	}
}
