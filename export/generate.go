package export

import (
	"fmt"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// The lengths a generation module is traced at. A traced program has
// concrete shapes; two recordings at two lengths show which dimensions are
// the length (ir.Generalize), so the module takes any length from one
// compile while the export records a few tokens whatever --seq is.
const (
	traceLenA, traceLenB = 3, 5 // prefill tokens; decode attends over as many rows
	// MinCtx is the smallest KV cache an export can have: the decode
	// traces run at positions traceLenB-1.
	MinCtx = traceLenB + 1
)

// MaxDefaultCtx and MaxDefaultCacheBytes bound the default --ctx: the
// model's context length, but at most 4096 positions and a cache of at
// most 1 GiB (keys and values of every layer, f32), which a runtime
// allocates up front whatever the prompt.
const (
	MaxDefaultCtx        = 4096
	MaxDefaultCacheBytes = 1 << 30
)

// CacheBytesPerPosition is what one position of the KV cache costs (keys
// and values of every layer, f32).
func CacheBytesPerPosition(c llama.Config) int64 {
	return 2 * int64(c.Layers) * int64(c.KVHeads) * int64(c.HeadDim) * 4
}

// DefaultCtx is the cache capacity an export gets without --ctx.
func DefaultCtx(c llama.Config) int {
	n := min(c.Context, MaxDefaultCtx)
	if per := CacheBytesPerPosition(c); per > 0 {
		n = min(n, int(MaxDefaultCacheBytes/per))
	}
	return max(n, MinCtx)
}

// CacheSpec is manifest.json's description of the module's KV cache: one
// key and one value tensor per layer, [capacity, kv_heads, head_dim].
type CacheSpec struct {
	Capacity int           `json:"capacity"`
	DType    string        `json:"dtype"`
	Layers   int           `json:"layers"`
	Tensors  []CacheTensor `json:"tensors"`
}

// CacheTensor is one cache tensor of the module (a mutable global).
type CacheTensor struct {
	Name  string  `json:"name"`
	Shape []int64 `json:"shape"`
}

// generationModule records the model's prefill and decode step, traced,
// each at two lengths, and returns the module with the entry functions
//
//	prefill(tokens: [1, ?] i32) -> logits [1, ?, vocab]
//	decode(token: [1, 1] i32, position: [1] i32) -> logits [1, 1, vocab]
//
// over one set of weights and one KV cache (module state), plus the
// tapes' weight names.
func generationModule(m *llama.Model) (*ir.Module, []string, error) {
	c := m.Config()
	if m.CacheLen() < MinCtx {
		return nil, nil, fmt.Errorf("export: a KV cache of %d positions is too small to export; --ctx must be at least %d", m.CacheLen(), MinCtx)
	}
	var weights []string
	seen := map[string]bool{}
	traced := func(name string, n int) (*ir.Module, error) {
		rec := eager.NewTapeRecorder(version.Producer(), tape.Source{})
		var err error
		if name == "prefill" {
			_, err = m.RecordExport(sampleTokens(c.Vocab, n), rec, eager.WithTrace())
		} else {
			_, err = m.RecordDecode(sampleTokens(c.Vocab, 1)[0], n-1, rec, eager.WithTrace())
		}
		if err != nil {
			return nil, fmt.Errorf("export: tracing %s: %w", name, err)
		}
		for _, w := range weightNames(rec.Tape) {
			if !seen[w] {
				seen[w] = true
				weights = append(weights, w)
			}
		}
		return ir.FromTape(rec.Tape, name)
	}
	var mods [2]*ir.Module
	for i, name := range []string{"prefill", "decode"} {
		a, err := traced(name, traceLenA)
		if err != nil {
			return nil, nil, err
		}
		b, err := traced(name, traceLenB)
		if err != nil {
			return nil, nil, err
		}
		if err := ir.Generalize(a.Funcs[0], b.Funcs[0], traceLenA, traceLenB); err != nil {
			return nil, nil, fmt.Errorf("export: %w", err)
		}
		mods[i] = a
	}
	if err := ir.Merge(mods[0], mods[1]); err != nil {
		return nil, nil, fmt.Errorf("export: %w", err)
	}
	return mods[0], weights, nil
}

// generationFunctions are the manifest's entry functions of a generation
// module; prefill's input and output carry the sample and reference files
// build writes.
func generationFunctions(vocab int64) []FunctionSpec {
	return []FunctionSpec{
		{Name: "prefill",
			Inputs:  []TensorIO{{Name: "tokens", DType: "i32", Shape: []int64{1, -1}}},
			Outputs: []TensorIO{{Name: "logits", DType: "f32", Shape: []int64{1, -1, vocab}}}},
		{Name: "decode",
			Inputs: []TensorIO{{Name: "token", DType: "i32", Shape: []int64{1, 1}},
				{Name: "position", DType: "i32", Shape: []int64{1}}},
			Outputs: []TensorIO{{Name: "logits", DType: "f32", Shape: []int64{1, 1, vocab}}}},
	}
}

func cacheSpec(c llama.Config, ctx int) *CacheSpec {
	s := &CacheSpec{Capacity: ctx, DType: "f32", Layers: c.Layers}
	shape := []int64{int64(ctx), int64(c.KVHeads), int64(c.HeadDim)}
	for l := 0; l < c.Layers; l++ {
		for _, which := range []string{"k", "v"} {
			s.Tensors = append(s.Tensors, CacheTensor{Name: llama.CacheName(which, l), Shape: shape})
		}
	}
	return s
}
