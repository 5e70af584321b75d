package tokenizer

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
)

// header builds an in-memory GGUF header from metadata pairs.
func header(kvs ...gguf.KV) *gguf.Header {
	return &gguf.Header{File: "test.gguf", Metadata: gguf.NewMetadata(kvs...)}
}

func kv(k string, v gguf.Value) gguf.KV { return gguf.KV{Key: k, Value: v} }

// A SentencePiece vocabulary small enough to work its merges out by hand.
func spmHeader(extra ...gguf.KV) *gguf.Header {
	toks := []string{"<unk>", "<s>", "</s>", "▁", "a", "b", "ab", "▁ab", "<0x63>", "<|x|>", "<u>", "<0xC3>", "<0xA9>"}
	scores := []float32{0, 0, 0, -1, -2, -2, -0.5, -0.1, 0, 0, 0, 0, 0}
	types := []int32{2, 3, 3, 1, 1, 1, 1, 1, 6, 3, 4, 6, 6}
	kvs := []gguf.KV{
		kv("tokenizer.ggml.model", gguf.String("llama")),
		kv("tokenizer.ggml.tokens", gguf.ArrayOf(toks)),
		kv("tokenizer.ggml.scores", gguf.ArrayOf(scores)),
		kv("tokenizer.ggml.token_type", gguf.ArrayOf(types)),
	}
	return header(append(kvs, extra...)...)
}

func TestSPMEncode(t *testing.T) {
	tok, err := FromGGUF(spmHeader())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text         string
		add, special bool
		want         []int32
	}{
		// "▁ab▁c": "ab" (-0.5) merges first, then "▁ab" (-0.1); "c" is
		// only a byte token.
		{"ab c", true, false, []int32{1, 7, 3, 8}},
		{"ab c", false, false, []int32{7, 3, 8}},
		// "é" has no token: its two UTF-8 bytes.
		{"é", true, false, []int32{1, 3, 11, 12}},
		// A control token is a token only when asked; after it the space
		// prefix comes again.
		{"a<|x|>b", true, true, []int32{1, 3, 4, 9, 3, 5}},
		{"a<|x|>b", true, false, []int32{1, 3, 4, 0, 0, 0, 0, 0, 5}},
		// A user-defined token always is one.
		{"a<u>", false, false, []int32{3, 4, 10}},
		{"", true, false, []int32{1}},
	} {
		got := tok.Encode(c.text, c.add, c.special)
		if !slices.Equal(got, c.want) {
			t.Errorf("Encode(%q, %v, %v) = %v, want %v", c.text, c.add, c.special, got, c.want)
		}
	}
	if s, err := tok.Decode([]int32{1, 7, 3, 8, 11, 12}, false); err != nil || s != " ab cé" {
		t.Errorf("Decode = %q, %v; want \" ab cé\"", s, err)
	}
	if s, _ := tok.Decode([]int32{9, 10}, true); s != "<|x|><u>" {
		t.Errorf("Decode(special) = %q, want \"<|x|><u>\"", s)
	}
	var te *Error
	if _, err := tok.Decode([]int32{13}, false); !errors.As(err, &te) {
		t.Errorf("Decode(13) error = %v, want *Error", err)
	}
	if !tok.IsEOG(2) || tok.IsEOG(1) || !tok.AddBOS() || tok.AddEOS() {
		t.Errorf("EOG(2)=%v EOG(1)=%v AddBOS=%v AddEOS=%v; want true false true false", tok.IsEOG(2), tok.IsEOG(1), tok.AddBOS(), tok.AddEOS())
	}
}

func TestSPMIntegerScores(t *testing.T) {
	// Integer scores order the merges as float ones do: "ab" (-1) first,
	// then "▁ab" (0).
	tok, err := FromGGUF(spmHeader(kv("tokenizer.ggml.scores", gguf.ArrayOf([]int32{0, 0, 0, -3, -5, -5, -1, 0, 0, 0, 0, 0, 0}))))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tok.Encode("ab c", true, false), []int32{1, 7, 3, 8}; !slices.Equal(got, want) {
		t.Errorf("Encode = %v, want %v", got, want)
	}
	if _, err := FromGGUF(spmHeader(kv("tokenizer.ggml.scores", gguf.ArrayOf([]string{"x"})))); err == nil {
		t.Error("string scores accepted")
	}
}

func TestSPMFlags(t *testing.T) {
	tok, err := FromGGUF(spmHeader(
		kv("tokenizer.ggml.add_space_prefix", gguf.Bool(false)),
		kv("tokenizer.ggml.add_bos_token", gguf.Bool(false)),
		kv("tokenizer.ggml.add_eos_token", gguf.Bool(true)),
	))
	if err != nil {
		t.Fatal(err)
	}
	// No "▁" prefix: "ab" then "▁" then the byte of "c"; EOS appended.
	if got, want := tok.Encode("ab c", true, false), []int32{6, 3, 8, 2}; !slices.Equal(got, want) {
		t.Errorf("Encode = %v, want %v", got, want)
	}
}

// A byte-level BPE vocabulary: tokens in GPT-2's alphabet ("Ġ" is a space).
func bpeHeader(pre string, extra ...gguf.KV) *gguf.Header {
	toks := []string{"h", "e", "l", "o", "Ġ", "w", "r", "d", "he", "ll", "hell", "hello", "Ġw", "<|im_end|>", "1", "2", "3", "12", "123", "Ġwo"}
	merges := []string{"h e", "l l", "he ll", "hell o", "Ġ w", "1 2", "12 3", "Ġw o"}
	kvs := []gguf.KV{
		kv("tokenizer.ggml.model", gguf.String("gpt2")),
		kv("tokenizer.ggml.tokens", gguf.ArrayOf(toks)),
		kv("tokenizer.ggml.merges", gguf.ArrayOf(merges)),
		kv("tokenizer.ggml.eos_token_id", gguf.Uint32(13)),
	}
	if pre != "" {
		kvs = append(kvs, kv("tokenizer.ggml.pre", gguf.String(pre)))
	}
	return header(append(kvs, extra...)...)
}

func TestBPEEncode(t *testing.T) {
	tok, err := FromGGUF(bpeHeader("gpt-2"))
	if err != nil {
		t.Fatal(err)
	}
	// "hello" merges h-e, l-l, he-ll, hell-o; " world" becomes "Ġworld":
	// Ġ-w (rank 4) then Ġw-o (rank 7); r, l, d stay single.
	if got, want := tok.Encode("hello world", true, false), []int32{11, 19, 6, 2, 7}; !slices.Equal(got, want) {
		t.Errorf("Encode = %v, want %v", got, want)
	}
	if s, _ := tok.Decode([]int32{11, 19, 6, 2, 7}, false); s != "hello world" {
		t.Errorf("Decode = %q", s)
	}
	// <|im_end|> is an end-of-turn token: control (so matched only when
	// asked) and end of generation.
	if !tok.IsEOG(13) || tok.Attr(13)&AttrControl == 0 {
		t.Errorf("<|im_end|>: EOG=%v attr=%v, want EOG and control", tok.IsEOG(13), tok.Attr(13))
	}
	if got, want := tok.Encode("he<|im_end|>", false, true), []int32{8, 13}; !slices.Equal(got, want) {
		t.Errorf("Encode(special) = %v, want %v", got, want)
	}
	if tok.AddBOS() {
		t.Error("AddBOS: a gpt-2 pre-tokenizer does not add BOS by default")
	}
}

func TestBPEPreTokenizers(t *testing.T) {
	// "123": the default pre-tokenizer keeps a number whole (merged to
	// "123"); smollm splits every digit; llama-bpe takes up to 3 digits.
	for _, c := range []struct {
		pre  string
		want []int32
	}{
		{"default", []int32{18}},
		{"smollm", []int32{14, 15, 16}},
		{"llama-bpe", []int32{18}},
		{"qwen2", []int32{14, 15, 16}},
	} {
		tok, err := FromGGUF(bpeHeader(c.pre, kv("tokenizer.ggml.bos_token_id", gguf.Uint32(0))))
		if err != nil {
			t.Fatalf("%s: %v", c.pre, err)
		}
		if got := tok.Encode("123", false, false); !slices.Equal(got, c.want) {
			t.Errorf("%s: Encode(123) = %v, want %v", c.pre, got, c.want)
		}
	}
	// llama-bpe adds BOS unless the file says otherwise.
	tok, _ := FromGGUF(bpeHeader("llama-bpe", kv("tokenizer.ggml.bos_token_id", gguf.Uint32(0))))
	if got := tok.Encode("he", true, false); !slices.Equal(got, []int32{0, 8}) {
		t.Errorf("llama-bpe Encode(he, add) = %v, want [0 8]", got)
	}
}

func TestPreSplit(t *testing.T) {
	for _, c := range []struct {
		pre, text string
		want      []string
	}{
		// Whitespace before a word joins it; a run of spaces leaves its
		// last one to the next word (\s+(?!\S)).
		{"gpt-2", "a  b\n\nc ", []string{"a", " ", " b", "\n", "\n", "c", " "}},
		{"gpt-2", "I'm 42!", []string{"I", "'m", " 42", "!"}},
		{"llama-bpe", "12345 x\n\n y", []string{"123", "45", " x", "\n\n", " y"}},
		{"qwen2", "ab12", []string{"ab", "1", "2"}},
		{"deepseek-llm", "Hi  ", []string{"Hi", "  "}},
	} {
		tok, err := FromGGUF(bpeHeader(c.pre, kv("tokenizer.ggml.bos_token_id", gguf.Uint32(0))))
		if err != nil {
			t.Fatal(err)
		}
		if got := tok.preSplit(c.text); !slices.Equal(got, c.want) {
			t.Errorf("%s: preSplit(%q) = %q, want %q", c.pre, c.text, got, c.want)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		h    *gguf.Header
		key  string
		want string
	}{
		{"unknown pre-tokenizer", bpeHeader("no-such-pre"), "tokenizer.ggml.pre", `"no-such-pre"`},
		{"unknown model", header(kv("tokenizer.ggml.model", gguf.String("t5")), kv("tokenizer.ggml.tokens", gguf.ArrayOf([]string{"a"}))), "tokenizer.ggml.model", `"t5"`},
		{"no merges", header(kv("tokenizer.ggml.model", gguf.String("gpt2")), kv("tokenizer.ggml.tokens", gguf.ArrayOf([]string{"a"}))), "tokenizer.ggml.merges", "merges"},
		{"duplicate", header(kv("tokenizer.ggml.model", gguf.String("llama")), kv("tokenizer.ggml.tokens", gguf.ArrayOf([]string{"a", "a"}))), "tokenizer.ggml.tokens", "twice"},
		{"short scores", spmHeader(kv("tokenizer.ggml.scores", gguf.ArrayOf([]float32{1}))), "tokenizer.ggml.scores", "1 scores"},
		// The default BOS id (11) is outside a one-token vocabulary.
		{"add_bos without bos", header(kv("tokenizer.ggml.model", gguf.String("gpt2")), kv("tokenizer.ggml.tokens", gguf.ArrayOf([]string{"a"})),
			kv("tokenizer.ggml.merges", gguf.ArrayOf([]string{})), kv("tokenizer.ggml.add_bos_token", gguf.Bool(true))), "tokenizer.ggml.add_bos_token", "bos_token_id"},
	} {
		_, err := FromGGUF(c.h)
		var te *Error
		if !errors.As(err, &te) || te.Key != c.key || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "test.gguf") {
			t.Errorf("%s: error %v, want an *Error on %s naming the file and %s", c.name, err, c.key, c.want)
		}
	}
	_, err := FromGGUF(header())
	if !errors.Is(err, ErrNoVocab) {
		t.Errorf("no vocabulary: error %v, want ErrNoVocab", err)
	}
}
