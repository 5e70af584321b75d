package llama

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/skainet/skaic/gguf"
)

// Config is a llama-family decoder's hyperparameters, read from GGUF
// metadata under the prefix general.architecture names.
type Config struct {
	Arch     string  `json:"arch"`      // general.architecture, the metadata key prefix
	Dim      int     `json:"dim"`       // ARCH.embedding_length
	Layers   int     `json:"layers"`    // ARCH.block_count
	Heads    int     `json:"heads"`     // ARCH.attention.head_count
	KVHeads  int     `json:"kv_heads"`  // ARCH.attention.head_count_kv (default: Heads)
	HeadDim  int     `json:"head_dim"`  // ARCH.attention.key_length (default: Dim / Heads)
	FFN      int     `json:"ffn"`       // ARCH.feed_forward_length
	Context  int     `json:"context"`   // ARCH.context_length
	Eps      float64 `json:"eps"`       // ARCH.attention.layer_norm_rms_epsilon
	RopeBase float64 `json:"rope_base"` // ARCH.rope.freq_base (default 10000)
	RopeDim  int     `json:"rope_dim"`  // ARCH.rope.dimension_count (default: HeadDim)
	// RopeFreqScale multiplies every RoPE angle: 1/ARCH.rope.scaling.factor
	// (or the older ARCH.rope.scale_linear) for linear scaling, 1 without
	// (or with ARCH.rope.scaling.type = none), as llama.cpp reads them.
	RopeFreqScale float32 `json:"rope_freq_scale"`
	Vocab         int     `json:"vocab"` // rows of token_embd.weight
	// ContextKey is the metadata key that bounds the positions a run may
	// use (Context) when it is not ARCH.context_length: a sliding window
	// narrower than the context (phi3), within which every position
	// attends to all before it.
	ContextKey string `json:"context_key,omitempty"`
	// Variant is what the family's own keys change in the forward pass
	// (the zero value for llama).
	Variant
}

// ConfigError reports a hyperparameter that is missing or inconsistent,
// naming the metadata key (or tensor) it comes from.
type ConfigError struct {
	Key    string // the metadata key or tensor name at fault
	Reason string
	Err    error // the underlying error, if any (e.g. a *gguf.KeyError)
}

func (e *ConfigError) Error() string {
	if e.Reason == "" && e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Key, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Key, e.Reason)
}

func (e *ConfigError) Unwrap() error { return e.Err }

func (c Config) key(name string) string { return c.Arch + "." + name }

// contextKey is the metadata key Context comes from.
func (c Config) contextKey() string {
	if c.ContextKey != "" {
		return c.ContextKey
	}
	return c.key("context_length")
}

// ConfigFromHeader reads the hyperparameters of a GGUF file's header for
// the family its general.architecture names and checks them against each
// other and against token_embd.weight. An ARCH.* key the family does not
// know is refused, naming it.
func ConfigFromHeader(h *gguf.Header) (Config, error) {
	md := h.Metadata
	var c Config
	arch, err := md.GetString("general.architecture")
	if err != nil {
		return c, &ConfigError{Key: "general.architecture", Err: err}
	}
	if arch == "" {
		return c, &ConfigError{Key: "general.architecture", Reason: "empty"}
	}
	c.Arch = arch
	fam, ok := FamilyOf(arch)
	if !ok {
		return c, &ConfigError{Key: "general.architecture", Reason: fmt.Sprintf("%q is not a family the decoder computes (it computes %s)", arch, strings.Join(Families(), ", "))}
	}
	if err := checkKeys(md, fam); err != nil {
		return c, err
	}

	// required returns a positive integer key; optional falls back to def
	// when the key is absent.
	intKey := func(name string, def int, required bool) (int, error) {
		k := c.key(name)
		u, err := md.GetUint(k)
		if errors.Is(err, gguf.ErrKeyNotFound) && !required {
			return def, nil
		}
		if err != nil {
			return 0, &ConfigError{Key: k, Err: err}
		}
		if u == 0 || u > 1<<31 {
			return 0, &ConfigError{Key: k, Reason: fmt.Sprintf("%d is out of range", u)}
		}
		return int(u), nil
	}
	floatKey := func(name string, def float64, required bool) (float64, error) {
		k := c.key(name)
		f, err := md.GetFloat(k)
		if errors.Is(err, gguf.ErrKeyNotFound) && !required {
			return def, nil
		}
		if err != nil {
			return 0, &ConfigError{Key: k, Err: err}
		}
		if !(f > 0) || f > 1e30 {
			return 0, &ConfigError{Key: k, Reason: fmt.Sprintf("%g must be positive and finite", f)}
		}
		return f, nil
	}
	if c.Dim, err = intKey("embedding_length", 0, true); err != nil {
		return c, err
	}
	if c.Layers, err = intKey("block_count", 0, true); err != nil {
		return c, err
	}
	if c.Heads, err = intKey("attention.head_count", 0, true); err != nil {
		return c, err
	}
	if c.KVHeads, err = intKey("attention.head_count_kv", c.Heads, false); err != nil {
		return c, err
	}
	if c.FFN, err = intKey("feed_forward_length", 0, true); err != nil {
		return c, err
	}
	if c.Context, err = intKey("context_length", 0, true); err != nil {
		return c, err
	}
	if c.Eps, err = floatKey("attention.layer_norm_rms_epsilon", 0, true); err != nil {
		return c, err
	}
	if c.RopeBase, err = floatKey("rope.freq_base", 10000, false); err != nil {
		return c, err
	}
	defHead := 0
	if c.Dim%c.Heads == 0 {
		defHead = c.Dim / c.Heads
	}
	if c.HeadDim, err = intKey("attention.key_length", defHead, false); err != nil {
		return c, err
	}
	if c.HeadDim == 0 {
		return c, &ConfigError{Key: c.key("embedding_length"), Reason: fmt.Sprintf(
			"%d is not divisible by %s = %d (and %s is absent)", c.Dim, c.key("attention.head_count"), c.Heads, c.key("attention.key_length"))}
	}
	if vl, err := intKey("attention.value_length", c.HeadDim, false); err != nil {
		return c, err
	} else if vl != c.HeadDim {
		return c, &ConfigError{Key: c.key("attention.value_length"), Reason: fmt.Sprintf(
			"%d differs from the key length %d; this model needs them equal", vl, c.HeadDim)}
	}
	if c.KVHeads > c.Heads || c.Heads%c.KVHeads != 0 {
		return c, &ConfigError{Key: c.key("attention.head_count_kv"), Reason: fmt.Sprintf(
			"%d does not divide %s = %d", c.KVHeads, c.key("attention.head_count"), c.Heads)}
	}
	if c.RopeDim, err = intKey("rope.dimension_count", c.HeadDim, false); err != nil {
		return c, err
	}
	if c.RopeDim > c.HeadDim || c.RopeDim%2 != 0 {
		return c, &ConfigError{Key: c.key("rope.dimension_count"), Reason: fmt.Sprintf(
			"%d must be even and at most the head dimension %d", c.RopeDim, c.HeadDim)}
	}
	if c.RopeFreqScale, err = ropeFreqScale(md, c); err != nil {
		return c, err
	}
	if n, err := md.GetUint(c.key("expert_count")); err == nil && n > 0 {
		return c, &ConfigError{Key: c.key("expert_count"), Reason: fmt.Sprintf(
			"%d experts: mixture-of-experts feed-forward layers are not supported", n)}
	}
	emb, ok := h.Tensor(tokenEmbd)
	if !ok {
		return c, &ConfigError{Key: tokenEmbd, Reason: "tensor missing"}
	}
	s := emb.Shape()
	if len(s) != 2 || s[1] != int64(c.Dim) || s[0] <= 0 {
		return c, &ConfigError{Key: tokenEmbd, Reason: fmt.Sprintf(
			"shape %v, want [vocab, %s = %d]", s, c.key("embedding_length"), c.Dim)}
	}
	if s[0] > 1<<31-1 {
		return c, &ConfigError{Key: tokenEmbd, Reason: fmt.Sprintf("vocab %d too large", s[0])}
	}
	c.Vocab = int(s[0])
	if err := checkVocabSize(md, c); err != nil {
		return c, err
	}
	if fam.Config != nil {
		if err := fam.Config(md, &c); err != nil {
			return c, err
		}
	}
	return c, nil
}

// String is a one-line summary.
func (c Config) String() string {
	s := fmt.Sprintf("%s, %d layers, dim %d, %d heads / %d KV heads × %d, ffn %d, vocab %d, context %d, rope base %s dims %d, eps %s",
		c.Arch, c.Layers, c.Dim, c.Heads, c.KVHeads, c.HeadDim, c.FFN, c.Vocab, c.Context, shortFloat(c.RopeBase), c.RopeDim, shortFloat(c.Eps))
	if c.RopeFreqScale != 1 && c.RopeFreqScale != 0 {
		s += fmt.Sprintf(", rope freq scale %g", c.RopeFreqScale)
	}
	return s + c.Variant.String()
}

// shortFloat prints x in the fewest digits that read back as x, counting a
// value that came from a float32 key as that float32: 1e-05, not
// 9.999999747378752e-06.
func shortFloat(x float64) string {
	if f := float32(x); float64(f) == x {
		return strconv.FormatFloat(x, 'g', -1, 32)
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// ropeFreqs is the tensor of per-pair RoPE frequency factors that Llama
// 3.1-style rope scaling ships ([rope_dim/2] f32; llama.cpp divides pair
// i's angle by factor i).
const ropeFreqs = "rope_freqs.weight"

// ropeFreqScale reads the linear RoPE scaling the way llama.cpp does: the
// scaling type defaults to linear, whose scale is 1/factor (factor from
// ARCH.rope.scaling.factor, else ARCH.rope.scale_linear; absent or 0: no
// scaling); type none never scales. YaRN, LongRoPE and an attention factor
// are not computed here, so they are refused with the key that asks for
// them rather than run as another model.
func ropeFreqScale(md *gguf.Metadata, c Config) (float32, error) {
	typ := "linear"
	if v, err := md.GetString(c.key("rope.scaling.type")); err == nil {
		typ = v
	} else if !errors.Is(err, gguf.ErrKeyNotFound) {
		return 0, &ConfigError{Key: c.key("rope.scaling.type"), Err: err}
	}
	switch typ {
	case "none":
		return 1, nil
	case "linear":
	default:
		return 0, &ConfigError{Key: c.key("rope.scaling.type"), Reason: fmt.Sprintf("RoPE scaling %q is not supported (none and linear are)", typ)}
	}
	if f, err := md.GetFloat(c.key("rope.scaling.attn_factor")); err == nil && f != 1 {
		return 0, &ConfigError{Key: c.key("rope.scaling.attn_factor"), Reason: fmt.Sprintf("a RoPE attention factor of %g is not supported", f)}
	}
	for _, name := range []string{"rope.scaling.factor", "rope.scale_linear"} {
		k := c.key(name)
		f, err := md.GetFloat(k)
		if errors.Is(err, gguf.ErrKeyNotFound) {
			continue
		}
		if err != nil {
			return 0, &ConfigError{Key: k, Err: err}
		}
		if f == 0 {
			return 1, nil
		}
		if !(f > 0) || math.IsInf(f, 0) {
			return 0, &ConfigError{Key: k, Reason: fmt.Sprintf("RoPE scaling factor %g must be positive and finite", f)}
		}
		return 1 / float32(f), nil
	}
	return 1, nil
}
