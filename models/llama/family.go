package llama

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
)

// Family is one value of general.architecture the decoder computes: which
// tensors its blocks hold, which metadata keys it reads, and how the one
// forward pass (Model.forward) uses them. The forward's features follow
// from the slots a family's blocks fill: a bias slot adds a bias, the
// q/k-norm slots normalize each head, a fused slot is split by rows.
// Every family lives in a file of its own (family_<arch>.go) and registers
// itself with register from that file's init.
type Family struct {
	// Arch is the value of general.architecture and the metadata prefix.
	Arch string
	// Rope is how q and k are rotated: adjacent pairs (llama's GGUFs,
	// whose q/k rows the converter permuted) or NeoX halves.
	Rope eager.RopeMode
	// Block lists the tensors of every block, after "blk.N.". A tensor
	// in a block that is not listed here is refused, naming it.
	Block []TensorSpec
	// Globals are the top-level tensors the family reads besides
	// token_embd.weight, output_norm.weight and output.weight (optional
	// unless the family's code says otherwise), e.g. rope_freqs.weight.
	Globals []string
	// Keys are the metadata keys under ARCH. the family reads or knows to
	// be harmless beyond the common ones (commonKeys); any other ARCH.*
	// key is refused, naming it, since it may change the maths.
	Keys []string
	// Config reads the family's own keys into c after the common
	// hyperparameters are read and checked; nil when it has none.
	Config func(md *gguf.Metadata, c *Config) error
	// Refused names tensors (full GGUF names) the family knows and does
	// not compute, with the reason the refusal gives.
	Refused map[string]string
	// Check validates which optional block tensors of layer are present
	// (has reports a filled slot), for a family with alternatives (a
	// fused tensor or its parts); nil when every tensor is required.
	Check func(c Config, layer int, has func(Slot) bool) error
	// Act is the FFN gate's activation (nil: SiLU, a SwiGLU FFN).
	Act func(e *eager.Engine, x eager.Tensor) eager.Tensor
}

// Slot is where the forward pass finds a block tensor. The order of the
// constants is the order weights are registered and listed (Weights).
type Slot int

// The block slots. A family fills a subset; Model.forward reads the
// filled ones.
const (
	AttnNorm     Slot = iota // RMSNorm before attention, [dim]
	AttnQKV                  // fused q, k, v projection, [heads·hd + 2·kv·hd, dim], split by rows
	AttnQ                    // [heads·hd, dim]
	AttnQBias                // [heads·hd], added after the projection
	AttnK                    // [kv·hd, dim]
	AttnKBias                // [kv·hd]
	AttnV                    // [kv·hd, dim]
	AttnVBias                // [kv·hd]
	AttnQNorm                // per-head RMSNorm of q before RoPE, [hd]
	AttnKNorm                // per-head RMSNorm of k before RoPE, [hd]
	AttnOut                  // [dim, heads·hd]
	FFNNorm                  // RMSNorm before the FFN, [dim]
	FFNGateUp                // fused gate and up, [2·ffn, dim]: gate rows first, then up
	FFNGate                  // [ffn, dim]
	FFNUp                    // [ffn, dim]
	FFNDown                  // [dim, ffn]
	AttnPostNorm             // RMSNorm of the attention's output before the residual add, [dim]
	FFNPostNorm              // RMSNorm of the FFN's output before the residual add, [dim]
	numSlots
)

// TensorSpec is one tensor of a family's block.
type TensorSpec struct {
	Name string // after "blk.N.", e.g. "attn_q.bias"
	Slot Slot
	// Shape is the tensor's logical shape (rows first) for c; Why says
	// where its dimensions come from, for the refusal of a wrong shape.
	Shape func(c Config) []int64
	Why   string
	// Proj marks a Linear weight (prepacked when asked); the others are
	// vectors read whole.
	Proj bool
	// Optional tensors may be absent; a family with alternatives (a
	// fused tensor or its parts) checks which are present in Check.
	Optional bool
}

var families = map[string]*Family{}

// register adds a family; each family file calls it from its init.
func register(f *Family) {
	if _, dup := families[f.Arch]; dup {
		panic("llama: family " + f.Arch + " registered twice")
	}
	families[f.Arch] = f
}

// Families returns the architectures the decoder computes, sorted.
func Families() []string {
	out := make([]string, 0, len(families))
	for a := range families {
		out = append(out, a)
	}
	slices.Sort(out)
	return out
}

// FamilyOf returns the family of general.architecture = arch.
func FamilyOf(arch string) (*Family, bool) {
	f, ok := families[arch]
	return f, ok
}

// commonKeys are the ARCH.* keys ConfigFromHeader reads (or knows to be
// harmless for every family: the vocabulary size is checked against the
// embedding, the original context length only matters to YaRN, which is
// refused).
var commonKeys = []string{
	"embedding_length", "block_count", "attention.head_count", "attention.head_count_kv",
	"feed_forward_length", "context_length", "attention.layer_norm_rms_epsilon",
	"rope.freq_base", "attention.key_length", "attention.value_length",
	"rope.dimension_count", "rope.scaling.type", "rope.scaling.factor",
	"rope.scale_linear", "rope.scaling.attn_factor", "rope.scaling.original_context_length",
	"rope.scaling.finetuned", "expert_count", "expert_used_count", "vocab_size",
}

// checkKeys refuses an ARCH.* metadata key neither the common reader nor
// the family knows: it may ask for maths the decoder does not do.
func checkKeys(md *gguf.Metadata, fam *Family) error {
	prefix := fam.Arch + "."
	for _, kv := range md.KVs() {
		if !strings.HasPrefix(kv.Key, prefix) {
			continue
		}
		k := strings.TrimPrefix(kv.Key, prefix)
		if slices.Contains(commonKeys, k) || slices.Contains(fam.Keys, k) {
			continue
		}
		return &ConfigError{Key: kv.Key, Reason: fmt.Sprintf("metadata key the %s decoder does not compute (it reads %s.{%s})",
			fam.Arch, fam.Arch, strings.Join(append(slices.Clone(commonKeys), fam.Keys...), ", "))}
	}
	return nil
}

// Shapes the families' block tensors share.
func dimVec(c Config) []int64      { return []int64{int64(c.Dim)} }
func qRows(c Config) []int64       { return []int64{int64(c.Heads * c.HeadDim), int64(c.Dim)} }
func kvRows(c Config) []int64      { return []int64{int64(c.KVHeads * c.HeadDim), int64(c.Dim)} }
func qVec(c Config) []int64        { return []int64{int64(c.Heads * c.HeadDim)} }
func kvVec(c Config) []int64       { return []int64{int64(c.KVHeads * c.HeadDim)} }
func headVec(c Config) []int64     { return []int64{int64(c.HeadDim)} }
func outRows(c Config) []int64     { return []int64{int64(c.Dim), int64(c.Heads * c.HeadDim)} }
func ffnRows(c Config) []int64     { return []int64{int64(c.FFN), int64(c.Dim)} }
func ffnDownRows(c Config) []int64 { return []int64{int64(c.Dim), int64(c.FFN)} }
func qkvRows(c Config) []int64 {
	return []int64{int64((c.Heads + 2*c.KVHeads) * c.HeadDim), int64(c.Dim)}
}
func gateUpRows(c Config) []int64 { return []int64{int64(2 * c.FFN), int64(c.Dim)} }

// Tensor specs the families share.
var (
	specAttnNorm = TensorSpec{Name: "attn_norm.weight", Slot: AttnNorm, Shape: dimVec, Why: "[embedding_length]"}
	specQ        = TensorSpec{Name: "attn_q.weight", Slot: AttnQ, Shape: qRows, Why: "[head_count·key_length, embedding_length]", Proj: true}
	specK        = TensorSpec{Name: "attn_k.weight", Slot: AttnK, Shape: kvRows, Why: "[head_count_kv·key_length, embedding_length]", Proj: true}
	specV        = TensorSpec{Name: "attn_v.weight", Slot: AttnV, Shape: kvRows, Why: "[head_count_kv·key_length, embedding_length]", Proj: true}
	specOut      = TensorSpec{Name: "attn_output.weight", Slot: AttnOut, Shape: outRows, Why: "[embedding_length, head_count·key_length]", Proj: true}
	specFFNNorm  = TensorSpec{Name: "ffn_norm.weight", Slot: FFNNorm, Shape: dimVec, Why: "[embedding_length]"}
	specGate     = TensorSpec{Name: "ffn_gate.weight", Slot: FFNGate, Shape: ffnRows, Why: "[feed_forward_length, embedding_length]", Proj: true}
	specUp       = TensorSpec{Name: "ffn_up.weight", Slot: FFNUp, Shape: ffnRows, Why: "[feed_forward_length, embedding_length]", Proj: true}
	specDown     = TensorSpec{Name: "ffn_down.weight", Slot: FFNDown, Shape: ffnDownRows, Why: "[embedding_length, feed_forward_length]", Proj: true}
)

// llamaBlock is the llama block: separate q, k, v, SwiGLU with separate
// gate and up.
var llamaBlock = []TensorSpec{specAttnNorm, specQ, specK, specV, specOut, specFFNNorm, specGate, specUp, specDown}

// withSpecs returns base with extra inserted after the spec named like
// after.
func withSpecs(base []TensorSpec, after TensorSpec, extra ...TensorSpec) []TensorSpec {
	i := slices.IndexFunc(base, func(s TensorSpec) bool { return s.Name == after.Name })
	return slices.Concat(base[:i+1], extra, base[i+1:])
}
