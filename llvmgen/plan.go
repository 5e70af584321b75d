package llvmgen

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/ir"
)

// scratchAlign is the alignment of every tensor in the scratch (a cache
// line, and any vector register's width).
const scratchAlign = 64

// plan is where a function's intermediate tensors live in the caller's
// scratch. A tensor of s static elements and k dynamic dimensions takes
// s·n^k elements, so the scratch is three arenas: static tensors, those
// linear in the dynamic length n and those quadratic in it (attention
// scores), at 0, S0 and S0 + S1·n; inside an arena every offset is a
// static number of bytes times n^k. Tensors whose lifetimes do not
// overlap share bytes (first fit by definition order).
type plan struct {
	view   map[*ir.Value]bool  // lowered as a view of its first operand (no bytes of its own)
	contig map[*ir.Value]bool  // the value's elements are contiguous, row-major
	arena  map[*ir.Value]int   // buffers: the arena
	off    map[*ir.Value]int64 // buffers: bytes (times n^arena) into the arena
	size   [3]int64            // bytes (times n^k) of each arena
}

// reshapeView says whether a reshape of a value of shape from to shape to
// can keep a non-contiguous operand's strides: it only adds or removes
// size-1 axes.
func reshapeView(from, to []int64) bool {
	strip := func(s []int64) []int64 {
		return slices.DeleteFunc(slices.Clone(s), func(d int64) bool { return d == 1 })
	}
	return slices.Equal(strip(from), strip(to))
}

// makePlan classifies f's values and places its buffers.
func makePlan(f *ir.Func, sizeOf func(*ir.Value) (int64, error)) (*plan, error) {
	p := &plan{view: map[*ir.Value]bool{}, contig: map[*ir.Value]bool{}, arena: map[*ir.Value]int{}, off: map[*ir.Value]int64{}}
	for _, a := range f.Args {
		p.contig[a] = true
	}
	for _, v := range f.Body {
		switch v.Op {
		case ir.OpParam:
			d := v.Param().Layout
			p.contig[v] = d != nil && !d.Physical.Blocked && d.Physical.IsContiguous()
		case ir.OpConst, ir.OpState, ir.OpCacheWrite, ir.OpCacheRead:
			p.view[v] = v.Op == ir.OpCacheWrite || v.Op == ir.OpCacheRead
			p.contig[v] = true
		case ir.OpPermute:
			p.view[v] = true
			p.contig[v] = p.contig[v.Args[0]] && slices.IsSorted(v.Attrs.(*ir.PermuteAttrs).Perm)
		case ir.OpNarrow:
			a := v.Attrs.(*ir.NarrowAttrs)
			lead := true
			for _, d := range v.Args[0].Type.Shape[:a.Axis] {
				lead = lead && d == 1
			}
			p.view[v] = true
			p.contig[v] = p.contig[v.Args[0]] && lead
		case ir.OpBroadcast:
			p.view[v] = true
			p.contig[v] = p.contig[v.Args[0]] && slices.Equal(v.Args[0].Type.Shape, v.Type.Shape)
		case ir.OpReshape:
			src := v.Args[0]
			switch {
			case p.contig[src]:
				p.view[v], p.contig[v] = true, true
			case reshapeView(src.Type.Shape, v.Type.Shape):
				p.view[v] = true
			default:
				p.contig[v] = true // copied
			}
		case ir.OpContiguous:
			if p.contig[v.Args[0]] && v.Args[0].Type.DType == v.Type.DType {
				p.view[v] = true
			}
			p.contig[v] = true
		default:
			p.contig[v] = true
		}
	}
	// Lifetimes: a view keeps its root's bytes alive.
	root := map[*ir.Value]*ir.Value{}
	rootOf := func(v *ir.Value) *ir.Value {
		if r, ok := root[v]; ok {
			return r
		}
		return v
	}
	for _, v := range f.Body {
		if p.view[v] {
			root[v] = rootOf(v.Args[0])
		}
	}
	last := map[*ir.Value]int{}
	for i, v := range f.Body {
		for _, a := range v.Args {
			last[rootOf(a)] = i
		}
	}
	for _, r := range f.Results {
		last[rootOf(r)] = len(f.Body)
	}
	type live struct {
		off, size int64
		end       int
	}
	lives := [3][]live{}
	for i, v := range f.Body {
		if p.view[v] || v.Op.Class() == ir.ClassSource {
			continue
		}
		n, err := sizeOf(v)
		if err != nil {
			return nil, err
		}
		_, k := ir.Count(v.Type.Shape)
		if k > 2 {
			return nil, fmt.Errorf("%s: %d dynamic dimensions (at most 2: the scratch grows with n²)", v.Type, k)
		}
		n = (n + scratchAlign - 1) / scratchAlign * scratchAlign
		end, ok := last[v]
		if !ok {
			end = i
		}
		ls := slices.DeleteFunc(lives[k], func(l live) bool { return l.end < i })
		slices.SortFunc(ls, func(a, b live) int { return int(a.off - b.off) })
		var off int64
		for _, l := range ls {
			if off+n <= l.off {
				break
			}
			off = max(off, l.off+l.size)
		}
		lives[k] = append(ls, live{off: off, size: n, end: end})
		p.arena[v], p.off[v] = k, off
		p.size[k] = max(p.size[k], off+n)
	}
	return p, nil
}
