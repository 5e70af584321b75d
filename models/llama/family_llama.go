package llama

import "github.com/skainet/skaic/eager"

// The llama family: RMSNorm pre-norm blocks of grouped-query attention
// with adjacent-pair RoPE (the converter permuted q and k rows for it) and
// optional per-pair frequency factors (rope_freqs.weight, Llama 3.1), a
// SwiGLU FFN, tied output when output.weight is absent.
func init() {
	register(&Family{
		Arch:    "llama",
		Rope:    eager.RopeAdjacent,
		Block:   llamaBlock,
		Globals: []string{ropeFreqs},
	})
}
