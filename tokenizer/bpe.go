package tokenizer

import (
	"container/heap"
	"strings"

	"github.com/dlclark/regexp2"
)

// preTokenizer is a tokenizer.ggml.pre value: the regular expressions that
// split text into words before BPE merges (each applied in turn to every
// piece the previous ones left; text between matches stays a piece of its
// own), and the flags llama.cpp sets with it.
type preTokenizer struct {
	regexes      []string
	ignoreMerges bool // a word that is a token is that token, merges or not
	addBOS       bool // the default of tokenizer.ggml.add_bos_token
}

// The expressions of the Hugging Face tokenizers these names stand for, as
// llama.cpp applies them (case-insensitive contractions spelled out).
const (
	reGPT2   = `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)`
	reLlama3 = `(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
	reQwen2  = `(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
)

var (
	preDefault   = preTokenizer{regexes: []string{`[\p{P}\$\+<=>\^~\|]+`, reGPT2, `\p{N}+`, `[0-9][0-9][0-9]`}}
	preGPT2      = preTokenizer{regexes: []string{reGPT2}}
	preLlama3    = preTokenizer{regexes: []string{reLlama3}, ignoreMerges: true, addBOS: true}
	preQwen2     = preTokenizer{regexes: []string{reQwen2}}
	preStarcoder = preTokenizer{regexes: []string{`\p{N}`, reGPT2}}
	preDeepseek  = preTokenizer{regexes: []string{
		`[\r\n]`,
		// Cased letters; \u escapes where a code point has a canonical
		// singleton decomposition, so that no editor's normalisation
		// changes it.
		`\s?[A-Za-zµÀ-ÖØ-öø-ƺƼ-ƿǄ-ʓʕ-ʯͰ-ͳͶͷͻ-ͽͿΆΈ-ΊΌΎ-ΡΣ-ϵϷ-ҁҊ-ԯԱ-ՖႠ-ჅᎠ-Ᏽᏸ-ᏽᲐ-ᲺᲽ-Ჿᴀ-ᴫᵫ-ᵷᵹ-ᶚḀ-ἕἘ-Ἕἠ-ὅὈ-Ὅὐ-ὗὙὛὝ\u1F5F-\u1F7Dᾀ-ᾴᾶ-ᾼ\u1FBEῂ-ῄῆ-ῌ\u1FD0-\u1FD3\u1FD6-\u1FDBῠ-Ῥῲ-ῴῶ-ῼℂℇℊ-ℓℕℙ-ℝℤ\u2126ℨ\u212A-\u212Dℯ-ℴℹℼ-ℿⅅ-ⅉⅎↃↄⰀ-ⱻⱾ-ⳤⳫ-ⳮⳲⳳꙀ-ꙭꚀ-ꚛꜢ-ꝯꝱ-ꞇꞋ-ꞎꭰ-ꮿﬀ-ﬆﬓ-ﬗＡ-Ｚａ-ｚ𐐀-𐑏𐒰-𐓓𐓘-𐓻𐲀-𐲲𐳀-𐳲𑢠-𑣟𞤀-𞥃]+`,
		`\s?[!-/:-~！-／：-～‘-‟　-。]+`,
		`\s+\z`, // end of the piece only (ECMAScript's $)
		`[一-龥ࠀ-一가-퟿]+`,
		`\p{N}+`,
	}}
)

// preTokenizers maps the tokenizer.ggml.pre names llama.cpp gives these
// expressions.
var preTokenizers = map[string]preTokenizer{
	"default":          preDefault,
	"gpt-2":            preGPT2,
	"phi-2":            preGPT2,
	"mpt":              preGPT2,
	"olmo":             preGPT2,
	"llama3":           preLlama3,
	"llama-v3":         preLlama3,
	"llama-bpe":        preLlama3,
	"falcon3":          preLlama3,
	"pixtral":          preLlama3,
	"dbrx":             {regexes: []string{reLlama3}},
	"smaug-bpe":        {regexes: []string{reLlama3}},
	"qwen2":            preQwen2,
	"deepseek-r1-qwen": preQwen2,
	"megrez":           preQwen2,
	"stablelm2":        preQwen2,
	"smollm":           preStarcoder,
	"starcoder":        preStarcoder,
	"refact":           preStarcoder,
	"command-r":        preStarcoder,
	"codeshell":        preStarcoder,
	"exaone":           preStarcoder,
	"minerva-7b":       preStarcoder,
	"deepseek-llm":     preDeepseek,
}

// splitter is one compiled pre-tokenizer expression.
type splitter struct{ re *regexp2.Regexp }

func compileSplitters(exprs []string) ([]splitter, error) {
	out := make([]splitter, len(exprs))
	for i, e := range exprs {
		re, err := regexp2.Compile(e, regexp2.None)
		if err != nil {
			return nil, err
		}
		out[i] = splitter{re}
	}
	return out, nil
}

// preSplit cuts text into words with the pre-tokenizer's expressions. Each
// expression refines every piece the previous ones produced: its matches
// and the text between them become pieces. Offsets are in code points, as
// the expressions see them (invalid UTF-8 reads as U+FFFD).
func (t *Tokenizer) preSplit(text string) []string {
	cps := []rune(text)
	lens := []int{len(cps)}
	for _, sp := range t.splitRe {
		var next []int
		start := 0
		for _, n := range lens {
			piece := cps[start : start+n]
			at := 0
			m, err := sp.re.FindRunesMatch(piece)
			for err == nil && m != nil {
				if m.Index > at {
					next = append(next, m.Index-at)
				}
				if m.Length > 0 {
					next = append(next, m.Length)
				}
				at = m.Index + m.Length
				m, err = sp.re.FindNextMatch(m)
			}
			if at < n {
				next = append(next, n-at)
			}
			start += n
		}
		lens = next
	}
	words := make([]string, 0, len(lens))
	start := 0
	for _, n := range lens {
		words = append(words, string(cps[start:start+n]))
		start += n
	}
	return words
}

// bpeBigram is a candidate merge of two adjacent symbols.
type bpeBigram struct {
	left, right int
	text        string
	rank        int
}

// bpeFirst pops the lowest rank first, the leftmost among equals.
func bpeFirst(a, b bpeBigram) bool {
	if a.rank != b.rank {
		return a.rank < b.rank
	}
	return a.left < b.left
}

// bpe tokenizes one text fragment and appends the ids.
func (t *Tokenizer) bpe(text string, out []int32) []int32 {
	for _, w := range t.preSplit(text) {
		word := gpt2Encode(w)
		if word == "" {
			continue
		}
		var syms []symbol
		if _, ok := t.ids[word]; ok && t.ignoreMerges {
			syms = []symbol{{prev: -1, next: -1, start: 0, n: len(word)}}
		} else {
			syms = splitChars(word)
		}
		q := &queue[bpeBigram]{less: bpeFirst}
		add := func(left, right int) {
			if left < 0 || right < 0 {
				return
			}
			a := word[syms[left].start : syms[left].start+syms[left].n]
			b := word[syms[right].start : syms[right].start+syms[right].n]
			rank, ok := t.ranks[pair{a, b}]
			if !ok {
				return
			}
			heap.Push(q, bpeBigram{left: left, right: right, text: a + b, rank: rank})
		}
		for i := 1; i < len(syms); i++ {
			add(i-1, i)
		}
		for q.Len() > 0 {
			b := heap.Pop(q).(bpeBigram)
			l, r := &syms[b.left], &syms[b.right]
			if l.n == 0 || r.n == 0 {
				continue
			}
			if word[l.start:l.start+l.n]+word[r.start:r.start+r.n] != b.text {
				continue
			}
			l.n += r.n
			r.n = 0
			l.next = r.next
			if r.next >= 0 {
				syms[r.next].prev = b.left
			}
			add(l.prev, b.left)
			add(b.left, l.next)
		}
		for _, s := range syms {
			if s.n == 0 {
				continue
			}
			piece := word[s.start : s.start+s.n]
			if id, ok := t.ids[piece]; ok {
				out = append(out, id)
				continue
			}
			// A piece outside the vocabulary: its bytes one by one, as far
			// as the vocabulary has them.
			for j := 0; j < len(piece); j++ {
				if id, ok := t.ids[piece[j:j+1]]; ok {
					out = append(out, id)
				}
			}
		}
	}
	return out
}

// gpt2Alphabet maps each byte to the code point GPT-2's byte-level BPE
// writes it as: printable Latin-1 bytes stand for themselves, the others
// for code points from U+0100 on, in byte order.
var gpt2Alphabet, gpt2Bytes = func() ([256]rune, map[rune]byte) {
	var enc [256]rune
	dec := make(map[rune]byte, 256)
	n := 0
	for c := 0; c < 256; c++ {
		if (c >= '!' && c <= '~') || (c >= 0xA1 && c <= 0xAC) || (c >= 0xAE && c <= 0xFF) {
			enc[c] = rune(c)
		} else {
			enc[c] = rune(256 + n)
			n++
		}
		dec[enc[c]] = byte(c)
	}
	return enc, dec
}()

// gpt2Encode writes the UTF-8 bytes of s in GPT-2's byte alphabet.
func gpt2Encode(s string) string {
	var b strings.Builder
	b.Grow(2 * len(s))
	for i := 0; i < len(s); i++ {
		b.WriteRune(gpt2Alphabet[s[i]])
	}
	return b.String()
}

// gpt2Decode maps a BPE token's text back to bytes; a code point outside
// the alphabet stays as it is.
func gpt2Decode(s string) string {
	var b strings.Builder
	for _, r := range s {
		if c, ok := gpt2Bytes[r]; ok {
			b.WriteByte(c)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}
