package llama

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout"
)

// GGUF tensor names of the llama family.
const (
	tokenEmbd  = "token_embd.weight"
	outputNorm = "output_norm.weight"
	output     = "output.weight"
)

// Per-block tensor suffixes, after "blk.N.".
const (
	attnNorm = "attn_norm.weight"
	attnQ    = "attn_q.weight"
	attnK    = "attn_k.weight"
	attnV    = "attn_v.weight"
	attnOut  = "attn_output.weight"
	ffnNorm  = "ffn_norm.weight"
	ffnGate  = "ffn_gate.weight"
	ffnUp    = "ffn_up.weight"
	ffnDown  = "ffn_down.weight"
)

func blockName(layer int, suffix string) string { return "blk." + strconv.Itoa(layer) + "." + suffix }

// block holds one decoder block's tensors.
type block[T any] struct {
	attnNorm, q, k, v, o, ffnNorm, gate, up, down T
}

// weightSet holds every tensor the forward pass reads. With a tied output
// projection, output is token_embd.weight itself.
type weightSet[T any] struct {
	tokEmbd, outNorm, output T
	blocks                   []block[T]
}

var blockTensorRE = regexp.MustCompile(`^blk\.(\d+)\.(.+)$`)

// loadWeights finds, checks and (when asked) prepacks every tensor. A
// tensor the llama family does not use (biases, extra norms) is refused:
// running without it would silently compute another model. The RoPE
// frequency factors are read by ropeScaling.
func loadWeights(f *gguf.File, c Config, prepack func(*layout.TensorView) (*layout.TensorView, error)) (weightSet[*layout.TensorView], error) {
	var w weightSet[*layout.TensorView]
	known := map[string]bool{tokenEmbd: true, outputNorm: true, output: true, ropeFreqs: true}
	for _, name := range f.TensorNames() {
		if known[name] {
			continue
		}
		m := blockTensorRE.FindStringSubmatch(name)
		if m != nil {
			n, err := strconv.Atoi(m[1])
			if err == nil && n < c.Layers && slices.Contains([]string{attnNorm, attnQ, attnK, attnV, attnOut, ffnNorm, ffnGate, ffnUp, ffnDown}, m[2]) {
				continue
			}
		}
		return w, &ConfigError{Key: name, Reason: fmt.Sprintf("tensor not part of the llama-family decoder this model implements (%s.block_count = %d)", c.Arch, c.Layers)}
	}
	get := func(name string, shape ...int64) (*layout.TensorView, error) {
		v, err := f.Tensor(name)
		if err != nil {
			return nil, &ConfigError{Key: name, Reason: "tensor missing", Err: err}
		}
		if !slices.Equal(v.Shape(), shape) {
			return nil, &ConfigError{Key: name, Reason: fmt.Sprintf("shape %v, want %v (from %s)", v.Shape(), shape, c)}
		}
		return v, nil
	}
	proj := func(name string, shape ...int64) (*layout.TensorView, error) {
		v, err := get(name, shape...)
		if err != nil || prepack == nil {
			return v, err
		}
		p, err := prepack(v)
		if err != nil {
			return nil, fmt.Errorf("llama: prepack %s: %w", name, err)
		}
		return p, nil
	}
	D, V := int64(c.Dim), int64(c.Vocab)
	qDim, kvDim, ffn := int64(c.Heads*c.HeadDim), int64(c.KVHeads*c.HeadDim), int64(c.FFN)
	var err error
	if w.tokEmbd, err = get(tokenEmbd, V, D); err != nil {
		return w, err
	}
	if w.outNorm, err = get(outputNorm, D); err != nil {
		return w, err
	}
	if _, ok := f.Header.Tensor(output); ok {
		if w.output, err = proj(output, V, D); err != nil {
			return w, err
		}
	} else {
		w.output = w.tokEmbd // tied
	}
	w.blocks = make([]block[*layout.TensorView], c.Layers)
	for l := range w.blocks {
		b := &w.blocks[l]
		for _, t := range []struct {
			dst    **layout.TensorView
			suffix string
			shape  []int64
			proj   bool
		}{
			{&b.attnNorm, attnNorm, []int64{D}, false},
			{&b.q, attnQ, []int64{qDim, D}, true},
			{&b.k, attnK, []int64{kvDim, D}, true},
			{&b.v, attnV, []int64{kvDim, D}, true},
			{&b.o, attnOut, []int64{D, qDim}, true},
			{&b.ffnNorm, ffnNorm, []int64{D}, false},
			{&b.gate, ffnGate, []int64{ffn, D}, true},
			{&b.up, ffnUp, []int64{ffn, D}, true},
			{&b.down, ffnDown, []int64{D, ffn}, true},
		} {
			load := get
			if t.proj {
				load = proj
			}
			if *t.dst, err = load(blockName(l, t.suffix), t.shape...); err != nil {
				return w, err
			}
		}
	}
	return w, nil
}

// wrap makes engine tensors of the weights on e (registering them with its
// recorder, if any). A tied output stays one tensor.
func wrap(e *eager.Engine, w weightSet[*layout.TensorView]) weightSet[eager.Tensor] {
	var t weightSet[eager.Tensor]
	t.tokEmbd = e.Weight(w.tokEmbd)
	t.outNorm = e.Weight(w.outNorm)
	if w.output == w.tokEmbd {
		t.output = t.tokEmbd
	} else {
		t.output = e.Weight(w.output)
	}
	t.blocks = make([]block[eager.Tensor], len(w.blocks))
	for l, b := range w.blocks {
		t.blocks[l] = block[eager.Tensor]{
			attnNorm: e.Weight(b.attnNorm), q: e.Weight(b.q), k: e.Weight(b.k), v: e.Weight(b.v), o: e.Weight(b.o),
			ffnNorm: e.Weight(b.ffnNorm), gate: e.Weight(b.gate), up: e.Weight(b.up), down: e.Weight(b.down),
		}
	}
	return t
}

// each calls fn for every distinct weight view, in forward order.
func (w weightSet[T]) each(fn func(T)) {
	fn(w.tokEmbd)
	for _, b := range w.blocks {
		for _, x := range []T{b.attnNorm, b.q, b.k, b.v, b.o, b.ffnNorm, b.gate, b.up, b.down} {
			fn(x)
		}
	}
	fn(w.outNorm)
	if any(w.output) != any(w.tokEmbd) {
		fn(w.output)
	}
}

// ropeScaling is the model's RoPE frequency scaling: the config's linear
// scale and, when the file has rope_freqs.weight, its per-pair factors
// ([rope_dim/2], any float type the decoders know; finite and positive).
func ropeScaling(f *gguf.File, c Config) (eager.RopeScaling, error) {
	sc := eager.RopeScaling{FreqScale: c.RopeFreqScale}
	if _, ok := f.Header.Tensor(ropeFreqs); !ok {
		return sc, nil
	}
	v, err := f.Tensor(ropeFreqs)
	if err != nil {
		return sc, &ConfigError{Key: ropeFreqs, Err: err}
	}
	if want := []int64{int64(c.RopeDim / 2)}; !slices.Equal(v.Shape(), want) {
		return sc, &ConfigError{Key: ropeFreqs, Reason: fmt.Sprintf("shape %v, want %v (%s / 2)", v.Shape(), want, c.key("rope.dimension_count"))}
	}
	ff := make([]float32, c.RopeDim/2)
	if err := v.DecodeF32(ff); err != nil {
		return sc, &ConfigError{Key: ropeFreqs, Err: err}
	}
	sc.Factors = ff
	if err := sc.Validate(c.RopeDim); err != nil {
		return sc, &ConfigError{Key: ropeFreqs, Reason: err.Error()}
	}
	return sc, nil
}
