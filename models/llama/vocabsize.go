package llama

import (
	"errors"
	"fmt"

	"github.com/skainet/skaic/gguf"
)

// tokenList is the metadata key of the tokenizer's token texts.
const tokenList = "tokenizer.ggml.tokens"

// checkVocabSize refuses an ARCH.vocab_size that disagrees with the rows of
// the token embedding (c.Vocab) or, when the file has one, with the length
// of the tokenizer's token list: a file whose counts disagree would run as
// a different model than it says (token ids past the list, logits over
// rows nobody named), so neither value is trusted over the other.
func checkVocabSize(md *gguf.Metadata, c Config) error {
	k := c.key("vocab_size")
	n, err := md.GetUint(k)
	if errors.Is(err, gguf.ErrKeyNotFound) {
		return nil
	}
	if err != nil {
		return &ConfigError{Key: k, Err: err}
	}
	if n != uint64(c.Vocab) {
		return &ConfigError{Key: k, Reason: fmt.Sprintf("%d, but %s has %d rows (its vocabulary)", n, tokenEmbd, c.Vocab)}
	}
	if toks, err := md.GetArray(tokenList); err == nil && uint64(toks.Len()) != n {
		return &ConfigError{Key: k, Reason: fmt.Sprintf("%d, but %s holds %d tokens", n, tokenList, toks.Len())}
	}
	return nil
}
