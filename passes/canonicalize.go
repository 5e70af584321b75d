package passes

import (
	"slices"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// Canonicalize folds chains of shape ops and drops identities, in every
// function of m, and returns the number of rewrites:
//
//   - reshape(reshape(x)) → reshape(x); broadcast(broadcast(x)) →
//     broadcast(x); permute(permute(x, p), q) → permute(x, p∘q);
//     narrow(narrow(x)) on one axis → one narrow;
//   - reshape, broadcast and permute to x's own shape or order, narrow of
//     the full extent, cast to x's dtype, scale by 1 and contiguous of an
//     f32 value → x (contiguous is a logical no-op; of a non-f32 value it
//     is a cast to f32, as eager computes it).
//
// A folded op is rewritten in place and keeps its value, decision and
// origin; an op that becomes an identity is replaced by its operand in
// every use. Bypassed ops stay in the body for DCE.
func Canonicalize(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		n += canonicalizeFunc(f)
	}
	return n
}

func canonicalizeFunc(f *ir.Func) int {
	r := newReplacer()
	n := 0
	for _, v := range f.Body {
		r.resolveArgs(v)
		for {
			repl, changed := canonical(v)
			if repl != nil {
				r.replace(v, repl)
				n++
				break
			}
			if !changed {
				break
			}
			n++
		}
	}
	r.resolveResults(f)
	return n
}

// canonical rewrites v in place (changed) or returns the value that
// replaces it.
func canonical(v *ir.Value) (repl *ir.Value, changed bool) {
	if len(v.Args) != 1 {
		return nil, false
	}
	x := v.Args[0]
	same := x.Type.Equal(v.Type)
	switch v.Op {
	case ir.OpReshape:
		if x.Op == ir.OpReshape {
			v.Args[0] = x.Args[0]
			return nil, true
		}
		if same {
			return x, false
		}
	case ir.OpBroadcast:
		if x.Op == ir.OpBroadcast {
			v.Args[0] = x.Args[0]
			return nil, true
		}
		if same {
			return x, false
		}
	case ir.OpPermute:
		q := v.Attrs.(*ir.PermuteAttrs).Perm
		if x.Op == ir.OpPermute {
			p := x.Attrs.(*ir.PermuteAttrs).Perm
			comp := make([]int, len(q))
			for i, a := range q {
				comp[i] = p[a]
			}
			v.Args[0], v.Attrs = x.Args[0], &ir.PermuteAttrs{Perm: comp}
			return nil, true
		}
		if isIdentityPerm(q) {
			return x, false
		}
	case ir.OpNarrow:
		a := v.Attrs.(*ir.NarrowAttrs)
		if x.Op == ir.OpNarrow {
			if b := x.Attrs.(*ir.NarrowAttrs); b.Axis == a.Axis {
				v.Args[0], v.Attrs = x.Args[0], &ir.NarrowAttrs{Axis: a.Axis, Start: a.Start + b.Start, Size: a.Size}
				return nil, true
			}
		}
		if same {
			return x, false
		}
	case ir.OpCast, ir.OpScale:
		if v.Op == ir.OpScale && v.Attrs.(*ir.ScaleAttrs).Scale != 1 {
			return nil, false
		}
		if same {
			return x, false
		}
	case ir.OpContiguous:
		if same {
			return x, false
		}
		v.Op, v.Attrs = ir.OpCast, &ir.CastAttrs{DType: layout.F32}
		return nil, true
	}
	return nil, false
}

func isIdentityPerm(p []int) bool {
	for i, a := range p {
		if a != i {
			return false
		}
	}
	return true
}

// replacer forwards uses of replaced values, resolving chains.
type replacer struct{ to map[*ir.Value]*ir.Value }

func newReplacer() *replacer { return &replacer{to: map[*ir.Value]*ir.Value{}} }

func (r *replacer) replace(old, repl *ir.Value) { r.to[old] = repl }

func (r *replacer) resolve(v *ir.Value) *ir.Value {
	for {
		w, ok := r.to[v]
		if !ok {
			return v
		}
		v = w
	}
}

func (r *replacer) resolveArgs(v *ir.Value) {
	for i, a := range v.Args {
		v.Args[i] = r.resolve(a)
	}
}

func (r *replacer) resolveResults(f *ir.Func) {
	f.Results = slices.Clone(f.Results)
	for i, v := range f.Results {
		f.Results[i] = r.resolve(v)
	}
}
