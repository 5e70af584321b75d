package llama

import (
	"strconv"
	"strings"

	"github.com/skainet/skaic/gguf"
)

// Vocab is a GGUF file's token texts (tokenizer.ggml.tokens), for showing
// token ids as text. It detokenizes the two common conventions:
// SentencePiece ("▁" for a space, "<0xHH>" byte tokens) and GPT-2 byte-level
// pieces (tokenizer.ggml.model = "gpt2"); other pieces print as stored.
type Vocab struct {
	tokens []string
	gpt2   bool
}

// VocabOf returns the vocabulary of a GGUF header, or nil when it has none.
func VocabOf(h *gguf.Header) *Vocab {
	toks, err := h.Metadata.GetStrings("tokenizer.ggml.tokens")
	if err != nil || len(toks) == 0 {
		return nil
	}
	model, _ := h.Metadata.GetString("tokenizer.ggml.model")
	return &Vocab{tokens: toks, gpt2: model == "gpt2"}
}

// BOS is the file's beginning-of-sequence token id, if it names one.
func BOS(h *gguf.Header) (int32, bool) {
	u, err := h.Metadata.GetUint("tokenizer.ggml.bos_token_id")
	if err != nil || u > 1<<31-1 {
		return 0, false
	}
	return int32(u), true
}

// Len is the number of tokens.
func (v *Vocab) Len() int { return len(v.tokens) }

// Piece is token id's text as stored ("" when out of range).
func (v *Vocab) Piece(id int32) string {
	if id < 0 || int(id) >= len(v.tokens) {
		return ""
	}
	return v.tokens[id]
}

// Text detokenizes ids.
func (v *Vocab) Text(ids []int32) string {
	var b strings.Builder
	for _, id := range ids {
		p := v.Piece(id)
		if v.gpt2 {
			for _, r := range p {
				if c, ok := gpt2Byte[r]; ok {
					b.WriteByte(c)
				} else {
					b.WriteRune(r)
				}
			}
			continue
		}
		if len(p) == 6 && strings.HasPrefix(p, "<0x") && p[5] == '>' {
			if c, err := strconv.ParseUint(p[3:5], 16, 8); err == nil {
				b.WriteByte(byte(c))
				continue
			}
		}
		b.WriteString(strings.ReplaceAll(p, "▁", " "))
	}
	return b.String()
}

// gpt2Byte inverts GPT-2's bytes_to_unicode: printable Latin-1 bytes stand
// for themselves, the others for runes from U+0100 on.
var gpt2Byte = func() map[rune]byte {
	m := make(map[rune]byte, 256)
	n := 0
	for c := 0; c < 256; c++ {
		if (c >= '!' && c <= '~') || (c >= 0xA1 && c <= 0xAC) || (c >= 0xAE && c <= 0xFF) {
			m[rune(c)] = byte(c)
		} else {
			m[rune(256+n)] = byte(c)
			n++
		}
	}
	return m
}()
