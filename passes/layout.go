package passes

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/target"
)

// Target is what layout assignment knows about the machine the module is
// compiled for.
type Target struct {
	Name string
	// Compile is the IREE backend and architecture the module is compiled
	// for; decisions may depend on it, and each parameter's decision
	// records it. The zero value records none.
	Compile target.Target
	// Decodes lists the encodings the code generator dequantizes in-graph
	// for this target. Dense formats need no decoder.
	Decodes []layout.Encoding
	// DenseDType is the dtype of dense copies of weights (f32).
	DenseDType layout.DType
	// Planar lists the encodings the code generator has a planar form
	// for (codes and scales split at export, dequantized inside the
	// contraction).
	Planar []layout.Encoding
	// Default is the form an encoded weight takes when the user asks for
	// none (ir.FormAsStored or ir.FormPlanar; zero: as stored), with the
	// measurement behind it in DefaultWhy.
	Default    ir.Form
	DefaultWhy string
	// PlanarRows are the most rows a group of the planar forms
	// interleaves, by encoding: a planar weight of such an encoding gets
	// its parts' rows interleaved (ir.LayoutDecision.PlanarRows) in
	// groups of the largest power of two up to that, and at least
	// minPlanarRows, that divides its rows, with the measurement behind
	// it in PlanarRowsWhy.
	PlanarRows    map[layout.Encoding]int
	PlanarRowsWhy string
}

// minPlanarRows is the fewest rows a planar row group interleaves.
const minPlanarRows = 32

// planarRowGroup is the row group of a planar weight of rows rows when
// groups may hold up to most rows (0: none).
func planarRowGroup(most int, rows int64) int {
	g := 1
	for g*2 <= most {
		g *= 2
	}
	for ; g >= minPlanarRows; g /= 2 {
		if rows%int64(g) == 0 {
			return g
		}
	}
	return 0
}

// CanPlanar reports whether the target has a planar form for encoding e.
func (t Target) CanPlanar(e layout.Encoding) bool { return slices.Contains(t.Planar, e) }

// CanDecode reports whether the target decodes encoding e in-graph.
func (t Target) CanDecode(e layout.Encoding) bool { return slices.Contains(t.Decodes, e) }

// IREELLVMCPU is IREE's llvm-cpu backend as mlirgen serves it: no GGML
// kernels, so packed weights stay packed and are decoded in-graph for the
// encodings mlirgen has decoders for (Q8_0, Q4_0, Q4_K, Q6_K, and the
// 16-bit floats). A code generator with more decoders passes its own list.
var IREELLVMCPU = Target{
	Name:       "iree-llvm-cpu",
	Compile:    target.Host,
	Decodes:    []layout.Encoding{layout.EncF16, layout.EncBF16, layout.EncQ8_0, layout.EncQ4_0, layout.EncQ4_K, layout.EncQ6_K},
	DenseDType: layout.F32,
}

// LayoutOptions are the user's say in layout assignment. Precedence, as in
// layout/resolve: per-tensor override > uniform option > the pass's own
// choice.
type LayoutOptions struct {
	// WeightsDense asks for a dense copy of every encoded weight
	// (--weights dense).
	WeightsDense bool
	// Form is the uniform form asked for the encoded weights
	// (--weights as-stored|planar; zero: the target's default). A weight
	// whose encoding has no planar form stays as stored, and says so.
	Form ir.Form
	// DenseFallback lets a weight whose encoding the target cannot decode
	// become a dense copy (its cost stated in the reason); without it such
	// a weight fails the pass with an *UndecodableError.
	DenseFallback bool
	// Overrides forces the form of single weights, by identity.
	Overrides map[string]ir.Form
}

// UndecodableError is a weight whose encoding the target has no in-graph
// decoder for, when no dense copy was asked for.
type UndecodableError struct {
	Param       string
	Encoding    layout.Encoding
	Target      string
	StoredBytes int64
	DenseBytes  int64
}

func (e *UndecodableError) Error() string {
	return fmt.Sprintf("parameter %q: encoding %s has no in-graph decoder on target %s; export with --weights dense "+
		"(a dense copy: %d bytes instead of %d stored, %s)", e.Param, e.Encoding, e.Target, e.DenseBytes, e.StoredBytes,
		ratio(e.DenseBytes, e.StoredBytes))
}

// ErrBadOverride reports an override naming no parameter or asking for
// what the target cannot do.
var ErrBadOverride = errors.New("bad layout override")

// AssignLayouts is LayoutAssignmentPass: it stamps every parameter,
// constant, argument and value of m with its identity and physical form
// for target t, and marks the module assigned.
//
// For each weight: a plain dense tensor is consumed as stored (its bytes
// are the values). An encoded one (packed blocks, or a 16-bit float
// encoding of an f32 tensor) is consumed as stored, with in-graph
// decoding, when the target decodes its encoding; it becomes a dense copy
// in t.DenseDType only when asked (opts.WeightsDense, an override) or,
// with opts.DenseFallback, when the target cannot decode it. Every reason
// states the bytes involved.
//
// Block order: the module reads blocks in canonical row_major order — the
// file's order — unless the tape recorded another (a weight prepacked at
// load into input_block_major), which outranks the pass's preference.
//
// Constants are inline, arguments are supplied by the caller, and every
// computed value is dense and transient (the default); a reference to a
// parameter or constant shares its symbol's decision.
func AssignLayouts(m *ir.Module, t Target, opts LayoutOptions) error {
	if t.DenseDType == layout.InvalidDType {
		return fmt.Errorf("target %q has no dense dtype", t.Name)
	}
	for name := range opts.Overrides {
		if m.Param(name) == nil {
			return fmt.Errorf("%w: %q names no parameter", ErrBadOverride, name)
		}
	}
	for _, p := range m.Params {
		d, err := decideParam(p, t, opts)
		if err != nil {
			return err
		}
		if !t.Compile.IsZero() {
			d.Target = t.Compile.String()
		}
		p.Layout = d
	}
	for _, c := range m.Consts {
		c.Layout = ir.ConstDecision(c)
	}
	for _, s := range m.States {
		s.Layout = ir.StateDecision(s)
	}
	for _, f := range m.Funcs {
		for _, a := range f.Args {
			a.Layout = ir.ArgDecision(a)
		}
		for _, v := range f.Body {
			ir.StampDecision(f, v)
		}
	}
	m.LayoutsAssigned = true
	return nil
}

func decideParam(p *ir.Parameter, t Target, opts LayoutOptions) (*ir.LayoutDecision, error) {
	stored := p.StoredBytes()
	denseBytes, err := layout.DenseFormat(t.DenseDType).ByteSize(p.Type.NumElements())
	if err != nil {
		return nil, fmt.Errorf("parameter %q: %w", p.Name, err)
	}
	enc := p.Format.Encoding
	order, orderWhy := blockOrder(p)
	asStored := func(why string) (*ir.LayoutDecision, error) {
		return ir.ParamDecision(p, ir.FormAsStored, order, t.DenseDType, why+orderWhy)
	}
	planar := func(why string) (*ir.LayoutDecision, error) {
		d, err := ir.ParamDecision(p, ir.FormPlanar, layout.RowMajor, t.DenseDType, "")
		if err != nil {
			return nil, err
		}
		d.PlanarRows = planarRowGroup(t.PlanarRows[enc], p.Type.Shape[0])
		d.Reason = why + ": " + planarWhy(p, d, stored)
		if d.PlanarRows > 1 {
			d.Reason += fmt.Sprintf("; the parts interleave the rows in groups of %d (%s)", d.PlanarRows, t.PlanarRowsWhy)
		}
		return d, nil
	}
	dense := func(why string) (*ir.LayoutDecision, error) {
		return ir.ParamDecision(p, ir.FormDense, order, t.DenseDType,
			fmt.Sprintf("%s: dense %s copy, %d bytes instead of %d stored (%s)", why, t.DenseDType, denseBytes, stored, ratio(denseBytes, stored)))
	}

	form, overridden := opts.Overrides[p.Name]
	switch {
	case p.Format.IsDense() && (!overridden || form == ir.FormAsStored):
		return asStored(fmt.Sprintf("dense %s: the stored bytes are the values (%d bytes)", p.Format.Normalize(), stored))
	case overridden && form == ir.FormDense:
		return dense("override for this tensor")
	case overridden && form == ir.FormAsStored:
		if !t.CanDecode(enc) {
			return nil, fmt.Errorf("%w: %q as stored: target %s has no in-graph decoder for %s", ErrBadOverride, p.Name, t.Name, enc)
		}
		return asStored(fmt.Sprintf("override for this tensor: %s decoded in-graph, encoded bytes kept as stored (%d bytes)", enc, stored))
	case overridden && form == ir.FormPlanar:
		if !t.CanPlanar(enc) || len(p.Type.Shape) != 2 {
			return nil, fmt.Errorf("%w: %q planar: target %s has no planar form for %s %v", ErrBadOverride, p.Name, t.Name, enc, p.Type.Shape)
		}
		return planar("override for this tensor")
	case overridden:
		return nil, fmt.Errorf("%w: %q: invalid form %s", ErrBadOverride, p.Name, form)
	case opts.WeightsDense:
		return dense("dense weights requested (--weights dense)")
	}
	uniform, why := opts.Form, "planar weights requested (--weights planar)"
	if uniform == 0 {
		uniform, why = t.Default, fmt.Sprintf("planar is the default on %s (%s)", t.Name, t.DefaultWhy)
	}
	switch {
	case uniform == ir.FormPlanar && t.CanPlanar(enc) && len(p.Type.Shape) == 2:
		return planar(why)
	case uniform == ir.FormPlanar && t.CanDecode(enc):
		return asStored(fmt.Sprintf("%s has no planar form on %s: decoded in-graph, encoded bytes kept as stored (%d bytes)", enc, t.Name, stored))
	case t.CanDecode(enc):
		return asStored(fmt.Sprintf("%s decoded in-graph on %s: encoded bytes kept as stored (%d bytes)", enc, t.Name, stored))
	case opts.DenseFallback:
		return dense(fmt.Sprintf("no in-graph decoder for %s on %s", enc, t.Name))
	}
	return nil, &UndecodableError{Param: p.Name, Encoding: enc, Target: t.Name, StoredBytes: stored, DenseBytes: denseBytes}
}

// planarWhy describes the planar parts of p's decision d and their size.
func planarWhy(p *ir.Parameter, d *ir.LayoutDecision, stored int64) string {
	pf, _ := d.PlanarForm()
	bytes := d.Bytes
	parts := make([]string, len(pf.Parts))
	for i, part := range pf.Parts {
		parts[i] = fmt.Sprintf("%s %s%v", part.Name, part.Elem, pf.PartShape(i, p.Type.Shape[0], p.Type.Shape[1]))
	}
	return fmt.Sprintf("%s blocks split at export into %s, the stored precision (%d bytes instead of %d stored, %s); "+
		"the module dequantizes them inside the contraction that reads them", p.Format.Encoding, strings.Join(parts, ", "),
		bytes, stored, ratio(bytes, stored))
}

// blockOrder is the order the module reads a blocked weight's blocks in,
// and the reason's clause saying why.
func blockOrder(p *ir.Parameter) (layout.BlockOrder, string) {
	if !p.Stored.Blocked {
		return layout.RowMajor, ""
	}
	if o := p.Stored.Order; o != layout.RowMajor {
		return o, fmt.Sprintf("; block order %s as the tape recorded it (prepacked at load), which outranks the canonical %s: "+
			"the exporter writes the blocks in that order", o, layout.RowMajor)
	}
	return layout.RowMajor, fmt.Sprintf("; block order %s, the file's canonical order", layout.RowMajor)
}

func ratio(a, b int64) string {
	if b == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f×", float64(a)/float64(b))
}
