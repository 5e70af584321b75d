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

func blockName(layer int, suffix string) string { return "blk." + strconv.Itoa(layer) + "." + suffix }

// block holds one decoder block's tensors by slot; a slot the family does
// not fill (or an optional tensor the file lacks) is the zero T.
type block[T any] [numSlots]T

// weightSet holds every tensor the forward pass reads. With a tied output
// projection, output is token_embd.weight itself.
type weightSet[T any] struct {
	tokEmbd, outNorm, output T
	blocks                   []block[T]
}

var blockTensorRE = regexp.MustCompile(`^blk\.(\d+)\.(.+)$`)

// CheckHeader reads the hyperparameters of a GGUF header (ConfigFromHeader)
// and checks its tensors against its family without reading a byte of
// payload: what Open would refuse, it refuses with the same error.
func CheckHeader(h *gguf.Header) (Config, error) {
	c, err := ConfigFromHeader(h)
	if err != nil {
		return c, err
	}
	fam, _ := FamilyOf(c.Arch)
	return c, checkTensors(h, c, fam)
}

// checkTensors checks every tensor of the header against the family: a
// tensor the family does not use (a bias, an extra norm, a tensor of a
// block past block_count) is refused, since running without it would
// silently compute another model; every tensor it uses must be there (an
// optional one may be absent) with the shape c gives it.
func checkTensors(h *gguf.Header, c Config, fam *Family) error {
	known := map[string]bool{tokenEmbd: true, outputNorm: true, output: true}
	for _, g := range fam.Globals {
		known[g] = true
	}
	for _, ti := range h.Tensors {
		name := ti.Name
		if known[name] {
			continue
		}
		if why, ok := fam.Refused[name]; ok {
			return &ConfigError{Key: name, Reason: why}
		}
		m := blockTensorRE.FindStringSubmatch(name)
		if m != nil {
			n, err := strconv.Atoi(m[1])
			if err == nil && n < c.Layers && slices.ContainsFunc(fam.Block, func(s TensorSpec) bool { return s.Name == m[2] }) {
				continue
			}
		}
		return &ConfigError{Key: name, Reason: fmt.Sprintf("tensor not part of the %s decoder this model implements (%s.block_count = %d)", fam.Arch, c.Arch, c.Layers)}
	}
	check := func(name string, shape []int64, why string, optional bool) (bool, error) {
		ti, ok := h.Tensor(name)
		if !ok {
			if optional {
				return false, nil
			}
			return false, &ConfigError{Key: name, Reason: "tensor missing"}
		}
		if !slices.Equal(ti.Shape(), shape) {
			if why != "" {
				why = " = " + why
			}
			return true, &ConfigError{Key: name, Reason: fmt.Sprintf("shape %v, want %v%s (from %s)", ti.Shape(), shape, why, c)}
		}
		return true, nil
	}
	D, V := int64(c.Dim), int64(c.Vocab)
	for _, t := range []struct {
		name     string
		shape    []int64
		optional bool
	}{{tokenEmbd, []int64{V, D}, false}, {outputNorm, []int64{D}, false}, {output, []int64{V, D}, true}} {
		if _, err := check(t.name, t.shape, "", t.optional); err != nil {
			return err
		}
	}
	for l := range c.Layers {
		var has [numSlots]bool
		for _, t := range fam.Block {
			ok, err := check(blockName(l, t.Name), t.Shape(c), t.Why, t.Optional)
			if err != nil {
				return err
			}
			has[t.Slot] = ok
		}
		if fam.Check != nil {
			if err := fam.Check(c, l, func(s Slot) bool { return has[s] }); err != nil {
				return err
			}
		}
	}
	return nil
}

// loadWeights checks every tensor (checkTensors), then maps and (when
// asked) prepacks the ones the family's blocks hold. The RoPE frequency
// factors are read by ropeScaling.
func loadWeights(f *gguf.File, c Config, fam *Family, prepack func(*layout.TensorView) (*layout.TensorView, error)) (weightSet[*layout.TensorView], error) {
	var w weightSet[*layout.TensorView]
	if err := checkTensors(f.Header, c, fam); err != nil {
		return w, err
	}
	get := func(name string, proj bool) (*layout.TensorView, error) {
		v, err := f.Tensor(name)
		if err != nil {
			return nil, &ConfigError{Key: name, Reason: "tensor unreadable", Err: err}
		}
		if !proj || prepack == nil {
			return v, nil
		}
		p, err := prepack(v)
		if err != nil {
			return nil, fmt.Errorf("llama: prepack %s: %w", name, err)
		}
		return p, nil
	}
	var err error
	if w.tokEmbd, err = get(tokenEmbd, false); err != nil {
		return w, err
	}
	if w.outNorm, err = get(outputNorm, false); err != nil {
		return w, err
	}
	if _, ok := f.Header.Tensor(output); ok {
		if w.output, err = get(output, true); err != nil {
			return w, err
		}
	} else {
		w.output = w.tokEmbd // tied
	}
	w.blocks = make([]block[*layout.TensorView], c.Layers)
	for l := range w.blocks {
		for _, t := range fam.Block {
			name := blockName(l, t.Name)
			if _, ok := f.Header.Tensor(name); !ok {
				continue // optional (checkTensors checked)
			}
			if w.blocks[l][t.Slot], err = get(name, t.Proj); err != nil {
				return w, err
			}
		}
	}
	return w, nil
}

// wrap makes engine tensors of the weights on e (registering them with its
// recorder, if any), in slot order. A tied output stays one tensor.
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
		for s, v := range b {
			if v != nil {
				t.blocks[l][s] = e.Weight(v)
			}
		}
	}
	return t
}

// eachView calls fn for every distinct weight view of w, in forward order.
func eachView(w weightSet[*layout.TensorView], fn func(*layout.TensorView)) {
	fn(w.tokEmbd)
	for _, b := range w.blocks {
		for _, v := range b {
			if v != nil {
				fn(v)
			}
		}
	}
	fn(w.outNorm)
	if w.output != w.tokEmbd {
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
