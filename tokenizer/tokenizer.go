// Package tokenizer reads the tokenizer a GGUF file describes
// (tokenizer.ggml.* metadata) and encodes text to token ids and back, with
// the algorithms llama.cpp applies to the same metadata:
//
//   - tokenizer.ggml.model = "llama": SentencePiece. Spaces become "▁"
//     (with one prepended per tokenizer.ggml.add_space_prefix), the text is
//     split into UTF-8 characters and adjacent pieces are merged, highest
//     tokenizer.ggml.scores first; what forms no token falls back to byte
//     tokens "<0xXX>".
//   - tokenizer.ggml.model = "gpt2": byte-level BPE. The text is split by
//     the pre-tokenizer tokenizer.ggml.pre names (a list of regular
//     expressions), each piece is mapped byte by byte to GPT-2's printable
//     alphabet and merged by tokenizer.ggml.merges, lowest rank first.
//
// Special tokens (token types control, user-defined and unknown) are
// matched as whole tokens in the text before either algorithm runs:
// user-defined ones always, control ones when the caller asks for it.
// tokenizer.ggml.add_bos_token and add_eos_token decide whether Encode adds
// BOS and EOS.
package tokenizer

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/skainet/skaic/gguf"
)

// Kind is the tokenizer algorithm.
type Kind int

const (
	SPM Kind = iota // SentencePiece ("llama")
	BPE             // byte-level BPE ("gpt2")
)

func (k Kind) String() string {
	if k == SPM {
		return "SentencePiece (llama)"
	}
	return "byte-level BPE (gpt2)"
}

// Attr is a token's attribute set, from tokenizer.ggml.token_type.
type Attr uint16

const (
	AttrUndefined   Attr = 0
	AttrUnknown     Attr = 1 << 0
	AttrUnused      Attr = 1 << 1
	AttrNormal      Attr = 1 << 2
	AttrControl     Attr = 1 << 3
	AttrUserDefined Attr = 1 << 4
	AttrByte        Attr = 1 << 5
	attrLStrip      Attr = 1 << 7
	attrRStrip      Attr = 1 << 8
)

// None marks an absent special token id.
const None int32 = -1

// Error is a tokenizer that cannot be built from a file's metadata, or a
// token id outside the vocabulary.
type Error struct {
	File   string // the GGUF file ("" for metadata built in memory)
	Key    string // the metadata key at fault, if one is
	Reason string
	Err    error // what errors.Is sees (ErrNoVocab for a file without a tokenizer)
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("tokenizer")
	if e.File != "" {
		b.WriteString(": " + e.File)
	}
	if e.Key != "" {
		b.WriteString(": " + e.Key)
	}
	b.WriteString(": " + e.Reason)
	return b.String()
}

// ErrNoVocab is what FromGGUF's error Is when the file has no tokenizer.
var ErrNoVocab = errors.New("the file has no tokenizer (tokenizer.ggml.tokens)")

func (e *Error) Unwrap() error { return e.Err }

// Tokenizer encodes and decodes text for one vocabulary.
type Tokenizer struct {
	file         string
	chatTemplate string
	kind         Kind
	pre          string
	tokens       []string
	scores       []float32
	attrs        []Attr
	ids          map[string]int32

	bos, eos, eot, eom, unk int32
	addBOS, addEOS          bool
	addSpacePrefix          bool
	ignoreMerges            bool

	eog     map[int32]bool
	special []int32 // control, user-defined and unknown ids, longest text first
	// special's positions by their tokens' first two bytes, and those of
	// shorter tokens.
	specialBy2   map[[2]byte][]int
	specialShort []int

	ranks   map[pair]int
	splitRe []splitter
}

type pair struct{ a, b string }

// FromGGUF builds the tokenizer of a GGUF header. A file without
// tokenizer.ggml.tokens gives an error that Is ErrNoVocab; a model or
// pre-tokenizer type it does not implement, or inconsistent arrays, give
// an *Error naming the key.
func FromGGUF(h *gguf.Header) (*Tokenizer, error) {
	md := h.Metadata
	fail := func(key, format string, a ...any) error {
		return &Error{File: h.File, Key: key, Reason: fmt.Sprintf(format, a...)}
	}
	toks, err := md.GetStrings("tokenizer.ggml.tokens")
	if err != nil {
		if errors.Is(err, gguf.ErrKeyNotFound) {
			return nil, &Error{File: h.File, Key: "tokenizer.ggml.tokens", Reason: ErrNoVocab.Error(), Err: ErrNoVocab}
		}
		return nil, fail("tokenizer.ggml.tokens", "%v", err)
	}
	if len(toks) == 0 {
		return nil, &Error{File: h.File, Key: "tokenizer.ggml.tokens", Reason: "the vocabulary is empty", Err: ErrNoVocab}
	}
	if len(toks) > 1<<31-1 {
		return nil, fail("tokenizer.ggml.tokens", "%d tokens do not fit int32 ids", len(toks))
	}
	model, err := md.GetString("tokenizer.ggml.model")
	if err != nil {
		return nil, fail("tokenizer.ggml.model", "%v", err)
	}
	t := &Tokenizer{file: h.File, tokens: make([]string, len(toks)), ids: make(map[string]int32, len(toks)),
		eot: None, eom: None, eog: map[int32]bool{}}
	if ct, err := md.GetString("tokenizer.chat_template"); err == nil {
		t.chatTemplate = ct
	} else if !errors.Is(err, gguf.ErrKeyNotFound) {
		return nil, fail("tokenizer.chat_template", "%v", err)
	}
	switch model {
	case "llama":
		t.kind = SPM
		t.bos, t.eos, t.unk = 1, 2, 0
		t.addSpacePrefix, t.addBOS = true, true
	case "gpt2":
		t.kind = BPE
		t.bos, t.eos, t.unk = 11, 11, None
		pre, err := md.GetString("tokenizer.ggml.pre")
		if err != nil && !errors.Is(err, gguf.ErrKeyNotFound) {
			return nil, fail("tokenizer.ggml.pre", "%v", err)
		}
		if pre == "" {
			pre = "default"
		}
		p, ok := preTokenizers[pre]
		if !ok {
			return nil, fail("tokenizer.ggml.pre", "pre-tokenizer %q is not implemented (implemented: %s)", pre, strings.Join(PreTokenizers(), ", "))
		}
		t.pre = pre
		t.ignoreMerges, t.addBOS = p.ignoreMerges, p.addBOS
		if t.splitRe, err = compileSplitters(p.regexes); err != nil {
			return nil, fail("tokenizer.ggml.pre", "pre-tokenizer %q: %v", pre, err)
		}
		merges, err := md.GetStrings("tokenizer.ggml.merges")
		if err != nil {
			return nil, fail("tokenizer.ggml.merges", "a gpt2 tokenizer needs its merges: %v", err)
		}
		t.ranks = make(map[pair]int, len(merges))
		for i, m := range merges {
			var p pair
			if len(m) > 1 {
				if j := strings.IndexByte(m[1:], ' '); j >= 0 {
					p = pair{m[:j+1], m[j+2:]}
				}
			}
			if _, dup := t.ranks[p]; !dup {
				t.ranks[p] = i
			}
		}
	default:
		return nil, fail("tokenizer.ggml.model", "tokenizer model %q is not implemented (implemented: \"llama\" (SentencePiece), \"gpt2\" (byte-level BPE))", model)
	}
	if v, err := md.GetBool("tokenizer.ggml.add_space_prefix"); err == nil {
		t.addSpacePrefix = v
	}
	if t.kind == BPE {
		// BPE vocabularies have no space prefix, whatever the key says.
		t.addSpacePrefix = false
	}

	t.scores = make([]float32, len(toks))
	if md.Has("tokenizer.ggml.scores") {
		sc, err := md.GetFloats("tokenizer.ggml.scores")
		if err != nil {
			// Some writers store integer scores.
			is, ierr := md.GetInts("tokenizer.ggml.scores")
			if ierr != nil {
				return nil, fail("tokenizer.ggml.scores", "%v", err)
			}
			sc = make([]float64, len(is))
			for i, v := range is {
				sc[i] = float64(v)
			}
		}
		if len(sc) < len(toks) {
			return nil, fail("tokenizer.ggml.scores", "%d scores for %d tokens", len(sc), len(toks))
		}
		for i := range t.scores {
			t.scores[i] = float32(sc[i])
		}
	}
	t.attrs = make([]Attr, len(toks))
	var types []int64
	if md.Has("tokenizer.ggml.token_type") {
		if types, err = md.GetInts("tokenizer.ggml.token_type"); err != nil {
			return nil, fail("tokenizer.ggml.token_type", "%v", err)
		}
		if len(types) < len(toks) {
			return nil, fail("tokenizer.ggml.token_type", "%d token types for %d tokens", len(types), len(toks))
		}
	}
	for i, s := range toks {
		if s == "" {
			s = fmt.Sprintf("[EMPTY_%d]", i)
		}
		if j, dup := t.ids[s]; dup {
			return nil, fail("tokenizer.ggml.tokens", "token %q appears twice (ids %d and %d)", s, j, i)
		}
		t.ids[s] = int32(i)
		t.tokens[i] = s
		t.attrs[i] = AttrNormal
		if types != nil {
			switch types[i] {
			case 1:
				t.attrs[i] = AttrNormal
			case 2:
				t.attrs[i] = AttrUnknown
			case 3:
				t.attrs[i] = AttrControl
			case 4:
				t.attrs[i] = AttrUserDefined
			case 5:
				t.attrs[i] = AttrUnused
			case 6:
				t.attrs[i] = AttrByte
			default:
				t.attrs[i] = AttrUndefined
			}
		}
	}

	n := int32(len(toks))
	for _, d := range []*int32{&t.bos, &t.eos, &t.unk} {
		if *d >= n {
			*d = None
		}
	}
	var fimPad, fimRep, fimSep int32 = None, None, None
	for _, s := range []struct {
		key string
		id  *int32
	}{
		{"tokenizer.ggml.bos_token_id", &t.bos},
		{"tokenizer.ggml.eos_token_id", &t.eos},
		{"tokenizer.ggml.eot_token_id", &t.eot},
		{"tokenizer.ggml.eom_token_id", &t.eom},
		{"tokenizer.ggml.unknown_token_id", &t.unk},
		{"tokenizer.ggml.fim_pad_token_id", &fimPad},
		{"tokenizer.ggml.fim_rep_token_id", &fimRep},
		{"tokenizer.ggml.fim_sep_token_id", &fimSep},
	} {
		u, err := md.GetUint(s.key)
		if err != nil {
			if errors.Is(err, gguf.ErrKeyNotFound) {
				continue
			}
			return nil, fail(s.key, "%v", err)
		}
		if u >= uint64(n) {
			// llama.cpp keeps the default for an out-of-range id.
			continue
		}
		*s.id = int32(u)
	}
	if v, err := md.GetBool("tokenizer.ggml.add_bos_token"); err == nil {
		t.addBOS = v
	}
	if v, err := md.GetBool("tokenizer.ggml.add_eos_token"); err == nil {
		t.addEOS = v
	}
	if t.addBOS && t.bos == None {
		return nil, fail("tokenizer.ggml.add_bos_token", "is true, but tokenizer.ggml.bos_token_id is not set")
	}
	if t.addEOS && t.eos == None {
		return nil, fail("tokenizer.ggml.add_eos_token", "is true, but tokenizer.ggml.eos_token_id is not set")
	}
	t.findSpecials(fimPad, fimRep, fimSep)
	t.indexSpecials()
	if name, _ := md.GetString("general.name"); strings.Contains(strings.ToLower(name), "phi-3") || strings.Contains(strings.ToLower(name), "phi3") {
		// Phi-3's special tokens swallow the whitespace after them, as
		// its Hugging Face tokenizer does (llama.cpp applies the same rule).
		for _, id := range t.special {
			t.attrs[id] |= attrRStrip
		}
		if id, ok := t.ids["</s>"]; ok {
			t.attrs[id] |= attrRStrip
		}
		for _, s := range []string{"<unk>", "<s>", "<|endoftext|>"} {
			if id, ok := t.ids[s]; ok {
				t.attrs[id] &^= attrRStrip
			}
		}
	}
	return t, nil
}

// endOfGeneration are token texts that end a turn or a message in the
// chat formats models are published with; llama.cpp stops generation at
// them whatever their id.
var endOfGeneration = []string{
	"<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>", "<|flush|>",
	"<|calls|>", "<end_of_turn>", "<|endoftext|>", "</s>", "<|eom_id|>", "<EOT>",
	"_<EOT>", "[EOT]", "[EOS]", "<|end_of_text|>", "<end_of_utterance>", "<eos>",
	"<turn|>", "<|tool_response>", "<｜end▁of▁sentence｜>", "[e~[",
}

// findSpecials identifies the end-of-generation set (EOS, EOT, EOM, the
// end-of-turn texts, the FIM pad/repo/separator tokens) and the special
// token list, as llama.cpp does from the same metadata.
func (t *Tokenizer) findSpecials(fimPad, fimRep, fimSep int32) {
	// Tokens found by their text are control tokens, whatever their type.
	find := func(texts ...string) int32 {
		for _, s := range texts {
			if id, ok := t.ids[s]; ok {
				t.attrs[id] |= AttrControl
				return id
			}
		}
		return None
	}
	if t.eot == None {
		t.eot = find("<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "<|end_of_text|>", "<EOT>", "_<EOT>", "[EOT]", "<｜end▁of▁sentence｜>", "<end_of_utterance>")
	}
	if t.eom == None {
		t.eom = find("<|eom_id|>")
	}
	if fimPad == None {
		fimPad = find("<|fim_pad|>", "<fim-pad>", "<fim_pad>", "<PAD>", "[PAD]")
	}
	if fimRep == None {
		fimRep = find("<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>", "<reponame>")
	}
	if fimSep == None {
		fimSep = find("<|file_sep|>")
	}
	for _, s := range endOfGeneration {
		if id := find(s); id != None {
			t.eog[id] = true
		}
	}
	for _, id := range []int32{t.eos, t.eot, t.eom, fimPad, fimRep, fimSep} {
		if id != None {
			t.eog[id] = true
		}
	}
	// A vocabulary with <|return|> and <|call|> (or <|calls|> and
	// <|flush|>) uses <|end|> between messages, not at the end of
	// generation; one with <|tool_response> uses </s> inside messages.
	has := func(s string) bool { id, ok := t.ids[s]; return ok && t.eog[id] }
	if id, ok := t.ids["<|end|>"]; ok && t.eog[id] && ((has("<|return|>") && has("<|call|>")) || (has("<|calls|>") && has("<|flush|>"))) {
		delete(t.eog, id)
		t.attrs[id] = AttrUserDefined
	}
	if id, ok := t.ids["</s>"]; ok && t.eog[id] && has("<|tool_response>") {
		delete(t.eog, id)
		t.attrs[id] = AttrNormal
	}
	for i, a := range t.attrs {
		if a&AttrControl != 0 && strings.Contains(t.tokens[i], "unused") {
			t.attrs[i] |= AttrUnused
		}
		if a&(AttrControl|AttrUserDefined|AttrUnknown) != 0 {
			t.special = append(t.special, int32(i))
		}
	}
	slices.SortStableFunc(t.special, func(a, b int32) int { return len(t.tokens[b]) - len(t.tokens[a]) })
}

// PreTokenizers lists the tokenizer.ggml.pre values BPE files may name.
func PreTokenizers() []string {
	names := make([]string, 0, len(preTokenizers))
	for k := range preTokenizers {
		names = append(names, k)
	}
	slices.Sort(names)
	return names
}

// Kind is the tokenizer algorithm.
func (t *Tokenizer) Kind() Kind { return t.kind }

// Pre is the BPE pre-tokenizer's name ("" for SentencePiece).
func (t *Tokenizer) Pre() string { return t.pre }

// Len is the vocabulary size.
func (t *Tokenizer) Len() int { return len(t.tokens) }

// Token is id's text as stored in the vocabulary ("" when out of range).
func (t *Tokenizer) Token(id int32) string {
	if id < 0 || int(id) >= len(t.tokens) {
		return ""
	}
	return t.tokens[id]
}

// Attr is id's attribute set.
func (t *Tokenizer) Attr(id int32) Attr {
	if id < 0 || int(id) >= len(t.attrs) {
		return AttrUndefined
	}
	return t.attrs[id]
}

// ID is the id of a token text, if the vocabulary has it.
func (t *Tokenizer) ID(text string) (int32, bool) {
	id, ok := t.ids[text]
	return id, ok
}

// BOS is the beginning-of-sequence id (None when the file has none).
func (t *Tokenizer) BOS() int32 { return t.bos }

// EOS is the end-of-sequence id (None when the file has none).
func (t *Tokenizer) EOS() int32 { return t.eos }

// EOT is the end-of-turn id (None when the file has none).
func (t *Tokenizer) EOT() int32 { return t.eot }

// AddBOS says whether Encode with addSpecial prepends BOS.
func (t *Tokenizer) AddBOS() bool { return t.addBOS }

// AddEOS says whether Encode with addSpecial appends EOS.
func (t *Tokenizer) AddEOS() bool { return t.addEOS }

// IsEOG says whether id ends generation.
func (t *Tokenizer) IsEOG(id int32) bool { return t.eog[id] }

// EOG lists the end-of-generation ids in increasing order.
func (t *Tokenizer) EOG() []int32 {
	ids := make([]int32, 0, len(t.eog))
	for id := range t.eog {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// fragment is a piece of the input: raw text, or a special token matched
// as a whole.
type fragment struct {
	text  string
	token int32 // None for text
}

// Encode tokenizes text. addSpecial adds BOS and EOS as the file's
// add_bos_token and add_eos_token say; parseSpecial matches control tokens
// (such as "<|im_start|>") written in the text as the tokens themselves
// (user-defined tokens are always matched).
func (t *Tokenizer) Encode(text string, addSpecial, parseSpecial bool) []int32 {
	var out []int32
	frags := t.partition(text, parseSpecial)
	if addSpecial && t.addBOS {
		out = append(out, t.bos)
	}
	switch t.kind {
	case SPM:
		prevSpecial := true
		for _, f := range frags {
			if f.token != None {
				out = append(out, f.token)
				prevSpecial = true
				continue
			}
			s := f.text
			if t.addSpacePrefix && prevSpecial {
				s = " " + s
			}
			out = t.spm(strings.ReplaceAll(s, " ", "▁"), out)
			prevSpecial = false
		}
	case BPE:
		for _, f := range frags {
			if f.token != None {
				out = append(out, f.token)
				continue
			}
			out = t.bpe(f.text, out)
		}
	}
	if addSpecial && t.addEOS {
		out = append(out, t.eos)
	}
	return out
}

// partition splits text at the special tokens it contains, longest token
// first.
func (t *Tokenizer) partition(text string, parseSpecial bool) []fragment {
	if text == "" {
		return nil
	}
	frags := []fragment{{text: text, token: None}}
	for _, k := range t.specialCandidates(text) {
		id := t.special[k]
		a := t.attrs[id]
		if !parseSpecial && a&(AttrControl|AttrUnknown) != 0 {
			continue
		}
		tok := t.tokens[id]
		hit := false
		for _, f := range frags {
			if f.token == None && strings.Contains(f.text, tok) {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		var next []fragment
		for _, f := range frags {
			if f.token != None || !strings.Contains(f.text, tok) {
				next = append(next, f)
				continue
			}
			rest := f.text
			for {
				i := strings.Index(rest, tok)
				if i < 0 {
					if rest != "" {
						next = append(next, fragment{text: rest, token: None})
					}
					break
				}
				left := rest[:i]
				if a&attrLStrip != 0 {
					left = strings.TrimRight(left, " \t\n\v\f\r")
				}
				if left != "" {
					next = append(next, fragment{text: left, token: None})
				}
				next = append(next, fragment{token: id})
				rest = rest[i+len(tok):]
				if a&attrRStrip != 0 {
					rest = strings.TrimLeft(rest, " \t\n\v\f\r")
				}
			}
		}
		frags = next
	}
	return frags
}

// specialCandidates are the positions in t.special (in its order) of the
// special tokens whose first two bytes occur in text: only those can match.
func (t *Tokenizer) specialCandidates(text string) []int {
	out := slices.Clone(t.specialShort)
	seen := map[[2]byte]bool{}
	for i := 0; i+1 < len(text); i++ {
		k := [2]byte{text[i], text[i+1]}
		if !seen[k] {
			seen[k] = true
			out = append(out, t.specialBy2[k]...)
		}
	}
	slices.Sort(out)
	return out
}

// indexSpecials groups the special tokens by their first two bytes.
func (t *Tokenizer) indexSpecials() {
	t.specialBy2 = map[[2]byte][]int{}
	for k, id := range t.special {
		s := t.tokens[id]
		if len(s) < 2 {
			t.specialShort = append(t.specialShort, k)
			continue
		}
		key := [2]byte{s[0], s[1]}
		t.specialBy2[key] = append(t.specialBy2[key], k)
	}
}

// Piece is id's text as generated output shows it: "▁" as a space and byte
// tokens as their byte for SentencePiece, GPT-2's byte alphabet mapped back
// to bytes for BPE. Control and unknown tokens give "" unless special.
// A piece may be part of a UTF-8 sequence that the next pieces complete.
func (t *Tokenizer) Piece(id int32, special bool) string {
	if id < 0 || int(id) >= len(t.tokens) {
		return ""
	}
	a, s := t.attrs[id], t.tokens[id]
	if a&(AttrUnknown|AttrControl) != 0 && !special {
		return ""
	}
	switch {
	case a&(AttrUnknown|AttrControl|AttrUserDefined) != 0:
		return s
	case a&AttrNormal != 0:
		if t.kind == SPM {
			return strings.ReplaceAll(s, "▁", " ")
		}
		return gpt2Decode(s)
	case a&AttrByte != 0:
		if b, ok := byteToken(s); ok {
			return string([]byte{b})
		}
	}
	return ""
}

// Decode concatenates the pieces of ids (special: control tokens shown as
// their text). An id outside the vocabulary is an *Error.
func (t *Tokenizer) Decode(ids []int32, special bool) (string, error) {
	var b strings.Builder
	for _, id := range ids {
		if id < 0 || int(id) >= len(t.tokens) {
			return "", &Error{File: t.file, Reason: fmt.Sprintf("token id %d is outside the vocabulary (0..%d)", id, len(t.tokens)-1)}
		}
		b.WriteString(t.Piece(id, special))
	}
	return b.String(), nil
}

// byteToken parses "<0xXX>".
func byteToken(s string) (byte, bool) {
	if len(s) != 6 || s[:3] != "<0x" || s[5] != '>' {
		return 0, false
	}
	var v byte
	for _, c := range []byte(s[3:5]) {
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | (c - '0')
		case c >= 'A' && c <= 'F':
			v = v<<4 | (c - 'A' + 10)
		case c >= 'a' && c <= 'f':
			v = v<<4 | (c - 'a' + 10)
		default:
			return 0, false
		}
	}
	return v, true
}
