// Package irtest holds tape fixtures for tests of the compile lane (ir,
// passes, mlirgen): tapes shaped like what the eager engine records for a
// small llama block, built by hand so these tests need no model file and no
// engine.
package irtest

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Recorder appends entries to a tape the way the engine does, computing
// each output's meta from the op's type rule (ir.InferType): views
// (permute, narrow, broadcast, reshape of a contiguous value) get the
// strided layout eager records, everything else a contiguous layout.
type Recorder struct {
	T   *tape.Tape
	err error
}

// NewRecorder starts a tape whose weights come from a model file named
// model.
func NewRecorder(model string) *Recorder {
	t := tape.NewTape("skaic 0.1.0")
	t.AddSource(tape.SourceOfBytes(model, []byte("irtest model "+model)))
	return &Recorder{T: t}
}

// Err is the first error.
func (r *Recorder) Err() error { return r.err }

// Input declares a dense function input.
func (r *Recorder) Input(name string, d layout.DType, shape ...int64) tape.ValueID {
	return r.T.AddInput(name, tape.DenseMeta(d, shape...))
}

// Weight declares an f32 weight stored in encoding enc (layout.Dense: plain f32) in
// canonical row-major order.
func (r *Recorder) Weight(name string, enc layout.Encoding, shape ...int64) tape.ValueID {
	m, err := WeightMeta(enc, shape...)
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("irtest: weight %q: %w", name, err)
	}
	return r.T.AddWeight(name, m)
}

// WeightMeta is the meta of a weight of shape stored in enc, row-major.
func WeightMeta(enc layout.Encoding, shape ...int64) (tape.Meta, error) {
	f := layout.Format{DType: layout.F32, Encoding: enc}
	l, err := layout.ForFormat(shape, f)
	return tape.Meta{Format: f, Layout: l}, err
}

// F32Const declares an inline f32 constant.
func (r *Recorder) F32Const(values []float32, shape ...int64) tape.ValueID {
	data := make([]byte, 4*len(values))
	for i, v := range values {
		b := math.Float32bits(v)
		data[4*i], data[4*i+1], data[4*i+2], data[4*i+3] = byte(b), byte(b>>8), byte(b>>16), byte(b>>24)
	}
	return r.T.AddConst(tape.DenseMeta(layout.F32, shape...), data)
}

// Op records op over inputs and returns its output (-1 after an error).
func (r *Recorder) Op(name string, attrs tape.Attrs, inputs ...tape.ValueID) tape.ValueID {
	if r.err != nil {
		return -1
	}
	op, ok := ir.LookupOp(name)
	if !ok {
		r.err = fmt.Errorf("irtest: unknown op %q", name)
		return -1
	}
	a, err := ir.DecodeAttrs(op, attrs)
	if err != nil {
		r.err = err
		return -1
	}
	types := make([]ir.Type, len(inputs))
	metas := make([]tape.Meta, len(inputs))
	for i, id := range inputs {
		v := r.T.Value(id)
		if v == nil {
			r.err = fmt.Errorf("irtest: %s: no value %s", name, id)
			return -1
		}
		metas[i] = v.Meta
		types[i] = ir.T(v.Meta.Format.DType, v.Meta.Shape()...)
	}
	t, err := ir.InferType(op, types, a)
	if err != nil {
		r.err = fmt.Errorf("irtest: %w", err)
		return -1
	}
	out := tape.DenseMeta(t.DType, t.Shape...)
	if view, ok := viewMeta(op, a, metas, t); ok {
		out = view
	}
	return r.T.Append(name, attrs, inputs, []tape.Meta{out})[0]
}

// viewMeta is the layout eager records for a view op, when it is one.
func viewMeta(op ir.Op, a ir.Attrs, in []tape.Meta, t ir.Type) (tape.Meta, bool) {
	m := in[0]
	var l layout.Layout
	var err error
	switch op {
	case ir.OpPermute:
		l, err = m.Layout.Permute(a.(*ir.PermuteAttrs).Perm...)
	case ir.OpNarrow:
		n := a.(*ir.NarrowAttrs)
		l, err = m.Layout.Narrow(n.Axis, n.Start, n.Size)
	case ir.OpBroadcast:
		l, err = m.Layout.Broadcast(t.Shape)
	case ir.OpReshape:
		l, err = m.Layout.Reshape(t.Shape)
	default:
		return tape.Meta{}, false
	}
	if err != nil {
		// eager copies to a contiguous tensor when no view exists.
		return tape.Meta{}, false
	}
	return tape.Meta{Format: m.Format, Layout: l}, true
}

// Output marks the function's results.
func (r *Recorder) Output(ids ...tape.ValueID) { r.T.SetOutputs(ids...) }

// Llama sizes: ≥ 3 blocks per row for every packed weight (Q8_0 rows of
// 768 = 24 blocks, K-quant rows of 768 = 3 blocks, ffn_down rows of 1024 =
// 4 blocks), grouped-query attention (6 query heads over 2 KV heads).
const (
	Seq     = 3
	Vocab   = 32
	Dim     = 768
	Heads   = 6
	KVHeads = 2
	HeadDim = Dim / Heads
	FFN     = 1024
)

// LlamaOptions varies the fixture.
type LlamaOptions struct {
	// PrepackedQ records blk.0.attn_q.weight in input_block_major order, as
	// a model that prepacks at load would.
	PrepackedQ bool
	// FFNDown is ffn_down's encoding (Q6_K when zero).
	FFNDown layout.Encoding
}

// LlamaTape records one llama layer over Seq tokens the way
// models/llama and eager.Attention do: an embedding of a Q6_K table, RMS
// norms, Q8_0 and Q4_K linears, adjacent-pair RoPE, grouped-query attention
// as permute/reshape/matmul/scale/causal_mask/softmax, a SwiGLU FFN and
// tied output logits [Seq, Vocab]. It also holds a contiguous before the
// output projection's reshape, as a model that copies explicitly records.
func LlamaTape(opts LlamaOptions) (*tape.Tape, error) {
	if opts.FFNDown == 0 {
		opts.FFNDown = layout.EncQ6_K
	}
	r := NewRecorder("llama-test.gguf")
	tokens := r.Input("tokens", layout.I32, Seq)
	positions := r.Input("positions", layout.I32, Seq)

	embd := r.Weight("token_embd.weight", layout.EncQ6_K, Vocab, Dim)
	attnNorm := r.Weight("blk.0.attn_norm.weight", layout.Dense, Dim)
	wq := r.Weight("blk.0.attn_q.weight", layout.EncQ8_0, Dim, Dim)
	if opts.PrepackedQ && r.err == nil {
		v := r.T.Value(wq)
		l, err := v.Meta.Layout.WithOrder(layout.InputBlockMajor)
		if err != nil {
			return nil, err
		}
		v.Meta.Layout = l
	}
	wk := r.Weight("blk.0.attn_k.weight", layout.EncQ8_0, KVHeads*HeadDim, Dim)
	wv := r.Weight("blk.0.attn_v.weight", layout.EncQ8_0, KVHeads*HeadDim, Dim)
	wo := r.Weight("blk.0.attn_output.weight", layout.EncQ4_K, Dim, Dim)
	ffnNorm := r.Weight("blk.0.ffn_norm.weight", layout.Dense, Dim)
	gate := r.Weight("blk.0.ffn_gate.weight", layout.EncQ4_K, FFN, Dim)
	up := r.Weight("blk.0.ffn_up.weight", layout.EncQ4_K, FFN, Dim)
	down := r.Weight("blk.0.ffn_down.weight", opts.FFNDown, Dim, FFN)
	outNorm := r.Weight("output_norm.weight", layout.Dense, Dim)

	eps := tape.Attrs{tape.Float("eps", float64(float32(1e-5)))}
	rope := tape.Attrs{tape.Float("base", 10000), tape.Int("rope_dim", HeadDim), tape.String("mode", "adjacent")}
	shape := func(s ...int64) tape.Attrs { return tape.Attrs{tape.Ints("shape", s...)} }
	perm := func(p ...int64) tape.Attrs { return tape.Attrs{tape.Ints("perm", p...)} }

	x := r.Op("embedding", nil, embd, tokens)
	h := r.Op("rms_norm", eps, x, attnNorm)
	q := r.Op("rope", rope, r.Op("reshape", shape(Seq, Heads, HeadDim), r.Op("linear", nil, h, wq)), positions)
	k := r.Op("rope", rope, r.Op("reshape", shape(Seq, KVHeads, HeadDim), r.Op("linear", nil, h, wk)), positions)
	v := r.Op("reshape", shape(Seq, KVHeads, HeadDim), r.Op("linear", nil, h, wv))

	// eager.Attention.
	const group = Heads / KVHeads
	qh := r.Op("reshape", shape(KVHeads, group, Seq, HeadDim), r.Op("permute", perm(1, 0, 2), q))
	kt := r.Op("reshape", shape(KVHeads, 1, HeadDim, Seq), r.Op("permute", perm(1, 2, 0), k))
	vh := r.Op("reshape", shape(KVHeads, 1, Seq, HeadDim), r.Op("permute", perm(1, 0, 2), v))
	scores := r.Op("scale", tape.Attrs{tape.Float("scale", 1/math.Sqrt(HeadDim))}, r.Op("matmul", nil, qh, kt))
	probs := r.Op("softmax", nil, r.Op("causal_mask", tape.Attrs{tape.Int("offset", 0)}, scores))
	ctx := r.Op("matmul", nil, probs, vh)
	attn := r.Op("permute", perm(1, 0, 2), r.Op("reshape", shape(Heads, Seq, HeadDim), ctx))

	flat := r.Op("reshape", shape(Seq, Dim), r.Op("contiguous", nil, attn))
	x1 := r.Op("add", nil, x, r.Op("linear", nil, flat, wo))

	h2 := r.Op("rms_norm", eps, x1, ffnNorm)
	act := r.Op("mul", nil, r.Op("silu", nil, r.Op("linear", nil, h2, gate)), r.Op("linear", nil, h2, up))
	x2 := r.Op("add", nil, x1, r.Op("linear", nil, act, down))

	logits := r.Op("linear", nil, r.Op("rms_norm", eps, x2, outNorm), embd)
	r.Output(logits)
	if r.err != nil {
		return nil, r.err
	}
	return r.T, r.T.Validate()
}
