package conformity

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/target"
)

// ModelCase is a llama-family model exported with `skaic export` options:
// the compiled module's logits against the eager ones, and against the
// numpy reference (testdata/models/llama_ref.py).
type ModelCase struct {
	Name string
	// Model is "demo" (the built-in demo), a spec of
	// testdata/conformity/make_models.py, or (File set) a GGUF path.
	Model   string
	File    string
	Seq     int
	Variant Variant
	Tol     Tolerance
	RefTol  Tolerance
}

// modelRow is one model of the corpus: the sequence lengths and variants
// it runs in. A row becomes one case per (seq, variant): every variant at
// the first length, the default variant at the others.
type modelRow struct {
	model    string
	seqs     []int
	variants []Variant
}

var (
	// servable models' weights are all of ggml types 0–15, which
	// iree-run-module reads from a GGUF directly.
	servable = AllVariants
	// archiveOnly models hold a BF16 tensor (ggml type 30): --params gguf
	// cannot serve it, so they run from an archive only.
	archiveOnly = []Variant{IRPAStored, IRPADense}
	// planarToo models' dominant encodings have a planar form: they run
	// planar as well.
	planarToo = append(slices.Clone(AllVariants), IRPAPlanar)
)

// modelRows is the model corpus: the demo, the generator's own specs
// (testdata/models/make_llama_gguf.py) and one model per packed type as
// the dominant weight format (testdata/conformity/make_models.py).
var modelRows = []modelRow{
	{"demo", []int{7, 1}, planarToo},
	{"mha_untied", []int{7, 1}, archiveOnly},  // MHA, untied output, legacy types + F16 + BF16
	{"gqa4_tied", []int{7, 1}, servable},      // GQA 4:1, tied output, rope base 5e5, eps 1e-6
	{"kquants_mixed", []int{7, 1}, planarToo}, // Q2_K…Q6_K + Q8_0, F16 norms (1-D), GQA 3:1, partial rope
	{"llama31_rope", []int{7, 1}, servable},   // RoPE frequency factors (rope_freqs.weight), GQA 4:1, base 5e5
	{"rope_linear", []int{7, 1}, servable},    // linear RoPE scaling (factor 4), MHA, tied, partial rope
	// The other families, one export each (its generation case shares the
	// compile): qwen2 q/k/v biases, GQA 3:1, tied, and with k-quants, GQA
	// 6:1, untied; qwen3 per-head q/k norms
	// with head_dim 48 != dim/heads, untied; phi3 fused qkv and gate/up,
	// partial rope; phi3 separate q/k/v, GQA 3:1, tied, a sliding window
	// bounding the cache.
	{"qwen2_gqa3_tied", []int{7}, []Variant{IRPAStored}},
	{"qwen2_kquants", []int{7}, []Variant{GGUFStored}},
	{"qwen3_hd48", []int{7}, []Variant{GGUFStored}},
	{"phi3_fused", []int{7}, []Variant{IRPAStored}},
	{"phi3_window", []int{7}, []Variant{GGUFStored}},
	// gemma3 (testdata/models/make_gemma3_gguf.py), one export each:
	// sliding-window local layers (a window shorter than the prompt) among
	// global ones, q/k norms, post-norms, GeGLU, head_dim != dim/heads;
	// pattern 3, window 4, GQA 3:1, tied, logit softcapping; and 7 layers
	// in the default pattern, window 3, linear RoPE scaling, untied.
	{"gemma3_swa", []int{7}, []Variant{IRPAStored}},
	{"gemma3_default_pattern", []int{7}, []Variant{GGUFStored}},
	{"dom_q4_0", []int{7, 1}, planarToo},
	{"dom_q4_1", []int{7, 1}, planarToo},
	{"dom_q5_0", []int{7, 1}, planarToo},
	{"dom_q5_1", []int{7, 1}, planarToo},
	{"dom_q8_0", []int{7, 1}, planarToo},
	{"dom_f16", []int{7, 1}, servable},
	{"dom_bf16", []int{7, 1}, archiveOnly},
	{"dom_q2_k", []int{7, 1}, servable},
	{"dom_q3_k", []int{7, 1}, servable},
	{"dom_q4_k", []int{7, 1}, planarToo},
	{"dom_q5_k", []int{7, 1}, planarToo},
	{"dom_q6_k", []int{7, 1}, planarToo},
}

// ModelCases is the model corpus.
func ModelCases() []*ModelCase {
	var cs []*ModelCase
	for _, r := range modelRows {
		for i, s := range r.seqs {
			vs := r.variants
			if i > 0 {
				vs = vs[:1]
			}
			for _, v := range vs {
				cs = append(cs, &ModelCase{
					Name:  fmt.Sprintf("models/%s/s%d%s", r.model, s, v.suffix()),
					Model: r.model, Seq: s, Variant: v, Tol: tolModel, RefTol: tolModelRef,
				})
			}
		}
	}
	return cs
}

// exportModel exports c to dir/export.
func exportModel(c *ModelCase, file, dir string, t target.Target) error {
	opts := export.Options{Model: file, Out: dir, Seq: c.Seq, Params: c.Variant.Params, Weights: c.Variant.Weights, Reference: export.ReferenceOn, Target: t,
		Backend: c.Variant.Backend}
	if c.Model == "demo" && c.File == "" {
		opts.Model = "" // the built-in demo
	}
	return runExport(opts)
}
