package conformity

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Variant is how a case's module is exported: where the parameters come
// from at run time (model.irpa, or the GGUF itself) and whether packed
// weights stay packed (decoded in-graph) or are dequantized at export.
type Variant struct {
	Params  export.ParamsMode
	Weights export.WeightsMode
	// Backend is the module's code generator (zero: mlir, run by IREE;
	// llvm: built with llc and cc, run by the C harness).
	Backend export.Backend
}

// The variants the corpus runs.
var (
	IRPAStored = Variant{Params: export.ParamsIRPA, Weights: export.WeightsAsStored}
	GGUFStored = Variant{Params: export.ParamsGGUF, Weights: export.WeightsAsStored}
	IRPADense  = Variant{Params: export.ParamsIRPA, Weights: export.WeightsDense}
	// IRPAPlanar splits the blocks of the encodings with a planar form
	// into code and scale tensors (the others stay as stored).
	IRPAPlanar = Variant{Params: export.ParamsIRPA, Weights: export.WeightsPlanar}
)

// AllVariants is every variant, in the order cases list them.
var AllVariants = []Variant{IRPAStored, GGUFStored, IRPADense}

// suffix is what a case name gets for this variant ("" for the default).
func (v Variant) suffix() string {
	var s string
	if v.Params == export.ParamsGGUF {
		s += "+gguf"
	}
	if v.Weights == export.WeightsDense {
		s += "+dense"
	}
	if v.Weights == export.WeightsPlanar {
		s += "+planar"
	}
	if v.Backend == export.BackendLLVM {
		s += "+llvm"
	}
	return s
}

func (v Variant) String() string {
	if v.Backend == export.BackendLLVM {
		return fmt.Sprintf("--params %s --weights %s --backend llvm", v.Params, v.Weights)
	}
	return fmt.Sprintf("--params %s --weights %s", v.Params, v.Weights)
}

// WeightSpec is a weight an op case reads: written to the case's GGUF with
// deterministic pseudo-random values quantized to Type.
type WeightSpec struct {
	// Name is the weight's name inside the case; the GGUF name is the
	// case's id, a dot, and Name.
	Name string
	Type quant.Type
	// Shape is numpy order: [rows, cols] (blocks along cols), or [n].
	Shape []int64
	// Prepack relays the blocks out into input_block_major order (the
	// kernel feed order) at load, before the engine sees the weight, so
	// the recorded layout, skainet.tensor_layouts and the archive carry
	// that order.
	Prepack bool
	// Std is the values' standard deviation (0: 1/sqrt(cols)); Mean their
	// mean.
	Std, Mean float64
}

// OpCase is one op program: what it reads, how it is built with the eager
// API, and how close the compiled module must come to eager.
type OpCase struct {
	// Name is unique in the corpus: "category/op/shape".
	Name string
	// Module groups cases compiled together (one module, one function with
	// every case's inputs and outputs).
	Module  string
	Weights []WeightSpec
	// Build records the program on p.E and returns its outputs.
	Build func(p *Prog) []eager.Tensor
	Tol   Tolerance
	// Variants lists the exports the case runs in (nil: IRPAStored only).
	Variants []Variant
	// Ref, when set, computes the outputs independently of the eager
	// engine: in float64 from the gguf package's dequantization of the
	// weights. RefTol bounds the compiled outputs against it.
	Ref    func(r *RefEnv) [][]float64
	RefTol Tolerance
	// XFail, when set, says why the case is known to fail: it is reported
	// as a known failure (not a failure) while it fails, and fails the run
	// once it passes, so the row is updated when the lanes agree again.
	XFail string
}

// ID is the case's name as an identifier: the prefix of its inputs,
// outputs and weights in the exported module.
func (c *OpCase) ID() string { return identifier(c.Name) }

func identifier(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	return b.String()
}

// Prog is what an OpCase's Build gets: the engine, recording, and makers
// of the case's inputs (deterministic values, seeded by the case name) and
// weights.
type Prog struct {
	E       *eager.Engine
	id      string
	rng     *rand.Rand
	weights map[string]eager.Tensor
	inputs  []export.Array
	consts  int
	states  int
	err     error
}

func newProg(e *eager.Engine, c *OpCase, weights map[string]eager.Tensor) *Prog {
	return &Prog{E: e, id: c.ID(), rng: rand.New(rand.NewPCG(seedOf(c.Name), 0x5eed)), weights: weights}
}

func seedOf(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

func (p *Prog) fail(err error) {
	if p.err == nil {
		p.err = err
	}
}

// input makes the next f32 input from values.
func (p *Prog) input(vals []float32, shape []int64) eager.Tensor {
	name := fmt.Sprintf("%s__x%d", p.id, len(p.inputs))
	st := layout.NewHeap(int64(4*len(vals)), nil)
	b, err := st.Writable(0, st.Len())
	if err != nil {
		p.fail(err)
		return eager.Tensor{}
	}
	for i, v := range vals {
		u := math.Float32bits(v)
		b[4*i], b[4*i+1], b[4*i+2], b[4*i+3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
	}
	v, err := layout.NewView(layout.TensorID(name), layout.DenseFormat(layout.F32), layout.Contiguous(shape), st)
	if err != nil {
		p.fail(fmt.Errorf("input %s%v: %w", name, shape, err))
		return eager.Tensor{}
	}
	p.inputs = append(p.inputs, export.Array{Name: name, DType: layout.F32, Shape: clone(shape), F32: vals})
	return p.E.Input(name, v)
}

// X is a new f32 input of the given shape, values from N(0, 1).
func (p *Prog) X(shape ...int64) eager.Tensor {
	vals := make([]float32, numel(shape))
	for i := range vals {
		vals[i] = float32(p.rng.NormFloat64())
	}
	return p.input(vals, shape)
}

// U is a new f32 input with values uniform in [lo, hi).
func (p *Prog) U(lo, hi float64, shape ...int64) eager.Tensor {
	vals := make([]float32, numel(shape))
	for i := range vals {
		vals[i] = float32(lo + (hi-lo)*p.rng.Float64())
	}
	return p.input(vals, shape)
}

// Away is a new f32 input with |values| uniform in [lo, hi) and random
// signs (divisors away from zero).
func (p *Prog) Away(lo, hi float64, shape ...int64) eager.Tensor {
	vals := make([]float32, numel(shape))
	for i := range vals {
		v := lo + (hi-lo)*p.rng.Float64()
		if p.rng.IntN(2) == 0 {
			v = -v
		}
		vals[i] = float32(v)
	}
	return p.input(vals, shape)
}

// Integral is a new f32 input with integer values in [lo, hi].
func (p *Prog) Integral(lo, hi int, shape ...int64) eager.Tensor {
	vals := make([]float32, numel(shape))
	for i := range vals {
		vals[i] = float32(lo + p.rng.IntN(hi-lo+1))
	}
	return p.input(vals, shape)
}

// Mask is a new f32 input of zeros and ones.
func (p *Prog) Mask(shape ...int64) eager.Tensor {
	vals := make([]float32, numel(shape))
	for i := range vals {
		vals[i] = float32(p.rng.IntN(2))
	}
	return p.input(vals, shape)
}

// Ids is a new i32 input of values in [0, n).
func (p *Prog) Ids(n int, shape ...int64) eager.Tensor {
	vals := make([]int32, numel(shape))
	for i := range vals {
		vals[i] = int32(p.rng.IntN(n))
	}
	return p.I32(vals, shape...)
}

// I32 is a new i32 input with the given values.
func (p *Prog) I32(vals []int32, shape ...int64) eager.Tensor {
	name := fmt.Sprintf("%s__x%d", p.id, len(p.inputs))
	p.inputs = append(p.inputs, export.Array{Name: name, DType: layout.I32, Shape: clone(shape), I32: vals})
	return p.E.InputI32(name, vals, shape...)
}

// ConstI32 is an i32 constant recorded into the module.
func (p *Prog) ConstI32(vals []int32, shape ...int64) eager.Tensor {
	p.consts++
	return p.E.ConstI32(fmt.Sprintf("%s__k%d", p.id, p.consts), vals, shape...)
}

// State is a new zero f32 state of the given shape (a cache), named after
// the case; every state of a module has one shape (the module stacks them).
func (p *Prog) State(shape ...int64) eager.Tensor {
	p.states++
	name := fmt.Sprintf("%s__s%d", p.id, p.states)
	st := layout.NewHeap(int64(4*numel(shape)), nil)
	v, err := layout.NewView(layout.TensorID(name), layout.DenseFormat(layout.F32), layout.Contiguous(shape), st)
	if err != nil {
		p.fail(fmt.Errorf("state %s%v: %w", name, shape, err))
		return eager.Tensor{}
	}
	return p.E.State(v)
}

// W is the case's weight named name (declared in OpCase.Weights).
func (p *Prog) W(name string) eager.Tensor {
	t, ok := p.weights[name]
	if !ok {
		p.fail(fmt.Errorf("weight %q is not declared in the case's Weights", name))
	}
	return t
}

func numel(shape []int64) int {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	return n
}

func clone(s []int64) []int64 { return append([]int64(nil), s...) }

// weightValues are the f32 values a WeightSpec is quantized from.
func weightValues(fullName string, w WeightSpec) []float32 {
	rng := rand.New(rand.NewPCG(seedOf(fullName), 0x3e1))
	std := w.Std
	if std == 0 {
		std = 1 / math.Sqrt(float64(w.Shape[len(w.Shape)-1]))
	}
	vals := make([]float32, numel(w.Shape))
	for i := range vals {
		vals[i] = float32(w.Mean + std*rng.NormFloat64())
	}
	return vals
}

// encodeWeight quantizes a WeightSpec's values to its type; the types
// without a quantizer (the grid i-quants, the ternary types) get random
// codes with scales for the spec's deviation (quant.RandomBlocks; Mean is
// ignored).
func encodeWeight(fullName string, w WeightSpec) ([]byte, error) {
	vals := weightValues(fullName, w)
	n, err := quant.RowBytes(w.Type, int64(len(vals)))
	if err != nil {
		return nil, fmt.Errorf("weight %s: %w", fullName, err)
	}
	buf := make([]byte, n)
	if !quant.CanQuantize(w.Type) && quant.IsIQBlock(w.Type) {
		std := w.Std
		if std == 0 {
			std = 1 / math.Sqrt(float64(w.Shape[len(w.Shape)-1]))
		}
		if err := quant.RandomBlocks(w.Type, buf, rand.New(rand.NewPCG(seedOf(fullName), 0x1b)), std); err != nil {
			return nil, fmt.Errorf("weight %s: %w", fullName, err)
		}
		return buf, nil
	}
	if err := quant.Quantize(w.Type, vals, buf); err != nil {
		return nil, fmt.Errorf("weight %s: %w", fullName, err)
	}
	return buf, nil
}
