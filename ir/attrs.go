package ir

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Attrs is an op's typed attributes: a closed sum type, one struct per
// attribute shape. Ops without attributes have nil Attrs. A code generator
// type-switches on it:
//
//	switch a := v.Attrs.(type) {
//	case *ir.ReduceAttrs: … a.Axis, a.KeepDims …
//	}
type Attrs interface {
	isAttrs()
	// tapeAttrs is the attribute list as a tape records it; the text form
	// prints it and the CSE key compares it.
	tapeAttrs() tape.Attrs
}

// ScaleAttrs is scale's constant factor.
type ScaleAttrs struct{ Scale float64 }

// ReduceAttrs is the axis (non-negative) of sum, mean and reduce_max, and
// whether it stays as size 1.
type ReduceAttrs struct {
	Axis     int
	KeepDims bool
}

// EpsAttrs is rms_norm's epsilon.
type EpsAttrs struct{ Eps float64 }

// LayerNormAttrs is layer_norm's epsilon and which of weight and bias
// follow x among the operands (in that order).
type LayerNormAttrs struct {
	Eps                float64
	HasWeight, HasBias bool
}

// RopeMode selects how rotary embedding pairs dimensions.
type RopeMode uint8

// The RoPE pairings: adjacent (2i, 2i+1), as llama GGUFs use, and NeoX
// (i, i+d/2).
const (
	RopeAdjacent RopeMode = iota
	RopeNeoX
)

func (m RopeMode) String() string {
	if m == RopeNeoX {
		return "neox"
	}
	return "adjacent"
}

// RopeAttrs is rope's frequency base, rotated dims per head and pairing,
// and its frequency scaling: FreqScale multiplies every angle (0: none),
// FreqFactors divide pair i's (nil: none; RopeDim/2 of them). A tape
// records the two only when set.
type RopeAttrs struct {
	Base        float64
	RopeDim     int
	Mode        RopeMode
	FreqScale   float64
	FreqFactors []float64
}

// CausalMaskAttrs is the number of earlier positions a cache already holds.
type CausalMaskAttrs struct{ Offset int }

// WindowAttrs is window_mask's window: query position p sees the keys
// p-Window+1 .. p.
type WindowAttrs struct{ Window int }

// ShapeAttrs is the target shape of reshape and broadcast.
type ShapeAttrs struct{ Shape []int64 }

// PermuteAttrs is a permutation: result axis i is operand axis Perm[i].
type PermuteAttrs struct{ Perm []int }

// NarrowAttrs keeps [Start, Start+Size) of Axis.
type NarrowAttrs struct {
	Axis        int
	Start, Size int64
}

// AxisAttrs is concat's axis.
type AxisAttrs struct{ Axis int }

// CastAttrs is cast's target dtype.
type CastAttrs struct{ DType layout.DType }

// RowsAttrs is the number of rows cache_read takes (Dynamic: the
// function's dynamic length, last position + 1 at run time).
type RowsAttrs struct{ Rows int64 }

// StartAttrs is arange's first value.
type StartAttrs struct{ Start int64 }

// StateRef is an OpState's module state.
type StateRef struct{ State *State }

// ParamRef is an OpParam's module parameter.
type ParamRef struct{ Param *Parameter }

// ConstRef is an OpConst's module constant.
type ConstRef struct{ Const *Constant }

func (*ScaleAttrs) isAttrs()      {}
func (*ReduceAttrs) isAttrs()     {}
func (*EpsAttrs) isAttrs()        {}
func (*LayerNormAttrs) isAttrs()  {}
func (*RopeAttrs) isAttrs()       {}
func (*CausalMaskAttrs) isAttrs() {}
func (*WindowAttrs) isAttrs()     {}
func (*ShapeAttrs) isAttrs()      {}
func (*PermuteAttrs) isAttrs()    {}
func (*NarrowAttrs) isAttrs()     {}
func (*AxisAttrs) isAttrs()       {}
func (*CastAttrs) isAttrs()       {}
func (*ParamRef) isAttrs()        {}
func (*RowsAttrs) isAttrs()       {}
func (*StartAttrs) isAttrs()      {}
func (*StateRef) isAttrs()        {}

func (a *RowsAttrs) tapeAttrs() tape.Attrs  { return tape.Attrs{tape.Int("rows", a.Rows)} }
func (a *StartAttrs) tapeAttrs() tape.Attrs { return tape.Attrs{tape.Int("start", a.Start)} }
func (a *StateRef) tapeAttrs() tape.Attrs   { return nil }
func (*ConstRef) isAttrs()                  {}

func (a *ScaleAttrs) tapeAttrs() tape.Attrs { return tape.Attrs{tape.Float("scale", a.Scale)} }
func (a *ReduceAttrs) tapeAttrs() tape.Attrs {
	return tape.Attrs{tape.Int("axis", int64(a.Axis)), tape.Bool("keepdims", a.KeepDims)}
}
func (a *EpsAttrs) tapeAttrs() tape.Attrs { return tape.Attrs{tape.Float("eps", a.Eps)} }
func (a *LayerNormAttrs) tapeAttrs() tape.Attrs {
	return tape.Attrs{tape.Float("eps", a.Eps), tape.Bool("has_weight", a.HasWeight), tape.Bool("has_bias", a.HasBias)}
}
func (a *RopeAttrs) tapeAttrs() tape.Attrs {
	as := tape.Attrs{tape.Float("base", a.Base), tape.Int("rope_dim", int64(a.RopeDim)), tape.String("mode", a.Mode.String())}
	if a.FreqScale != 0 {
		as = append(as, tape.Float("freq_scale", a.FreqScale))
	}
	if a.FreqFactors != nil {
		as = append(as, tape.Floats("freq_factors", a.FreqFactors...))
	}
	return as
}
func (a *CausalMaskAttrs) tapeAttrs() tape.Attrs {
	return tape.Attrs{tape.Int("offset", int64(a.Offset))}
}
func (a *WindowAttrs) tapeAttrs() tape.Attrs {
	return tape.Attrs{tape.Int("window", int64(a.Window))}
}
func (a *ShapeAttrs) tapeAttrs() tape.Attrs { return tape.Attrs{tape.Ints("shape", a.Shape...)} }
func (a *PermuteAttrs) tapeAttrs() tape.Attrs {
	p := make([]int64, len(a.Perm))
	for i, x := range a.Perm {
		p[i] = int64(x)
	}
	return tape.Attrs{tape.Ints("perm", p...)}
}
func (a *NarrowAttrs) tapeAttrs() tape.Attrs {
	return tape.Attrs{tape.Int("axis", int64(a.Axis)), tape.Int("start", a.Start), tape.Int("size", a.Size)}
}
func (a *AxisAttrs) tapeAttrs() tape.Attrs { return tape.Attrs{tape.Int("axis", int64(a.Axis))} }
func (a *CastAttrs) tapeAttrs() tape.Attrs { return tape.Attrs{tape.String("dtype", a.DType.String())} }
func (a *ParamRef) tapeAttrs() tape.Attrs  { return nil }
func (a *ConstRef) tapeAttrs() tape.Attrs  { return nil }

// EncodeAttrs is the attribute list of a as a tape records it (nil for
// none and for symbol references); DecodeAttrs inverts it.
func EncodeAttrs(a Attrs) tape.Attrs {
	if a == nil || reflect.ValueOf(a).IsNil() {
		return nil
	}
	return a.tapeAttrs()
}

// AttrsString prints attributes as the IR text shows them, {a = 1, b = [2,
// 3]}, in a fixed order with floats exact, so equal strings mean equal
// attributes ("" for none; a symbol reference prints as "").
func AttrsString(a Attrs) string {
	ta := EncodeAttrs(a)
	if len(ta) == 0 {
		return ""
	}
	parts := make([]string, len(ta))
	for i, x := range ta {
		parts[i] = x.Name + " = " + x.ValueString()
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// attrNames lists the attribute names each shape takes, so decoding rejects
// any other (a recorder and the IR must not drift apart silently).
var attrNames = map[attrShape][]string{
	attrNone:       nil,
	attrScale:      {"scale"},
	attrReduce:     {"axis", "keepdims"},
	attrEps:        {"eps"},
	attrLayerNorm:  {"eps", "has_weight", "has_bias"},
	attrRope:       {"base", "rope_dim", "mode", "freq_scale", "freq_factors"},
	attrCausalMask: {"offset"},
	attrShapeList:  {"shape"},
	attrPermute:    {"perm"},
	attrNarrow:     {"axis", "start", "size"},
	attrAxis:       {"axis"},
	attrCast:       {"dtype"},
	attrRows:       {"rows"},
	attrStart:      {"start"},
	attrWindow:     {"window"},
}

// DecodeAttrs turns an op's attributes as a tape records them into its
// typed Attrs (nil for an op without attributes). It fails on a missing,
// mistyped or unexpected attribute. OpParam and OpConst take their symbol
// from elsewhere and have no tape form.
func DecodeAttrs(op Op, as tape.Attrs) (Attrs, error) {
	if !op.valid() {
		return nil, fmt.Errorf("ir: invalid op %s", op)
	}
	shape := opTable[op].attrs
	if shape == attrParamRef || shape == attrConstRef || shape == attrStateRef {
		return nil, fmt.Errorf("ir: %s takes a symbol, not attributes", op)
	}
	want := attrNames[shape]
	for _, a := range as {
		if !slices.Contains(want, a.Name) {
			return nil, fmt.Errorf("ir: %s: unexpected attribute %s", op, a)
		}
	}
	var err error
	note := func(e error) {
		if e != nil && err == nil {
			err = fmt.Errorf("ir: %s: %w", op, e)
		}
	}
	i := func(name string) int64 { v, e := as.Int(name); note(e); return v }
	f := func(name string) float64 { v, e := as.Float(name); note(e); return v }
	b := func(name string) bool { v, e := as.Bool(name); note(e); return v }
	s := func(name string) string { v, e := as.Str(name); note(e); return v }
	is := func(name string) []int64 { v, e := as.Ints(name); note(e); return append([]int64{}, v...) }

	var out Attrs
	switch shape {
	case attrNone:
		return nil, nil
	case attrScale:
		out = &ScaleAttrs{Scale: f("scale")}
	case attrReduce:
		out = &ReduceAttrs{Axis: int(i("axis")), KeepDims: b("keepdims")}
	case attrEps:
		out = &EpsAttrs{Eps: f("eps")}
	case attrLayerNorm:
		out = &LayerNormAttrs{Eps: f("eps"), HasWeight: b("has_weight"), HasBias: b("has_bias")}
	case attrRope:
		a := &RopeAttrs{Base: f("base"), RopeDim: int(i("rope_dim"))}
		switch m := s("mode"); m {
		case "adjacent":
			a.Mode = RopeAdjacent
		case "neox":
			a.Mode = RopeNeoX
		default:
			note(fmt.Errorf("rope mode %q is neither adjacent nor neox", m))
		}
		if as.Has("freq_scale") {
			a.FreqScale = f("freq_scale")
		}
		if as.Has("freq_factors") {
			v, e := as.Floats("freq_factors")
			note(e)
			a.FreqFactors = append([]float64{}, v...)
		}
		out = a
	case attrCausalMask:
		out = &CausalMaskAttrs{Offset: int(i("offset"))}
	case attrWindow:
		out = &WindowAttrs{Window: int(i("window"))}
	case attrShapeList:
		out = &ShapeAttrs{Shape: is("shape")}
	case attrPermute:
		p := is("perm")
		perm := make([]int, len(p))
		for k, x := range p {
			perm[k] = int(x)
		}
		out = &PermuteAttrs{Perm: perm}
	case attrNarrow:
		out = &NarrowAttrs{Axis: int(i("axis")), Start: i("start"), Size: i("size")}
	case attrAxis:
		out = &AxisAttrs{Axis: int(i("axis"))}
	case attrCast:
		a := &CastAttrs{}
		if name := s("dtype"); err == nil {
			d, e := layout.ParseDType(name)
			note(e)
			a.DType = d
		}
		out = a
	case attrRows:
		out = &RowsAttrs{Rows: i("rows")}
	case attrStart:
		out = &StartAttrs{Start: i("start")}
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

// attrsFit reports whether a has the concrete (non-nil) type op carries.
func attrsFit(op Op, a Attrs) bool {
	switch opTable[op].attrs {
	case attrNone:
		return a == nil
	case attrScale:
		return isAttr[ScaleAttrs](a)
	case attrReduce:
		return isAttr[ReduceAttrs](a)
	case attrEps:
		return isAttr[EpsAttrs](a)
	case attrLayerNorm:
		return isAttr[LayerNormAttrs](a)
	case attrRope:
		return isAttr[RopeAttrs](a)
	case attrCausalMask:
		return isAttr[CausalMaskAttrs](a)
	case attrWindow:
		return isAttr[WindowAttrs](a)
	case attrShapeList:
		return isAttr[ShapeAttrs](a)
	case attrPermute:
		return isAttr[PermuteAttrs](a)
	case attrNarrow:
		return isAttr[NarrowAttrs](a)
	case attrAxis:
		return isAttr[AxisAttrs](a)
	case attrCast:
		return isAttr[CastAttrs](a)
	case attrParamRef:
		r, ok := a.(*ParamRef)
		return ok && r != nil && r.Param != nil
	case attrConstRef:
		r, ok := a.(*ConstRef)
		return ok && r != nil && r.Const != nil
	case attrStateRef:
		r, ok := a.(*StateRef)
		return ok && r != nil && r.State != nil
	case attrRows:
		return isAttr[RowsAttrs](a)
	case attrStart:
		return isAttr[StartAttrs](a)
	}
	return false
}

func isAttr[T any, P interface {
	*T
	Attrs
}](a Attrs) bool {
	p, ok := a.(P)
	return ok && p != nil
}
