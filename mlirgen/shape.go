package mlirgen

import (
	"fmt"
	"slices"
	"strings"
)

// Shape emitters: tensor.expand_shape / collapse_shape, linalg.transpose,
// tensor.extract_slice / insert_slice, and numpy broadcasting through
// indexing maps.

// unitDropReassoc is the reassociation of a collapse_shape that removes the
// dimensions not in keep (all of size 1): each removed dimension joins the
// group of the next kept one (trailing ones join the last group).
func unitDropReassoc(rank int, keep []bool) [][]int64 {
	var groups [][]int64
	var pending []int64
	for i := 0; i < rank; i++ {
		pending = append(pending, int64(i))
		if keep[i] {
			groups = append(groups, pending)
			pending = nil
		}
	}
	if len(pending) > 0 && len(groups) > 0 {
		groups[len(groups)-1] = append(groups[len(groups)-1], pending...)
	}
	return groups
}

func reassocString(groups [][]int64) string {
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = "[" + joinInts(g) + "]"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (f *FuncWriter) collapse(v Value, groups [][]int64) Value {
	out := make([]int64, len(groups))
	for i, g := range groups {
		p := int64(1)
		for _, d := range g {
			if v.Type.Shape[d] == Dyn {
				p = Dyn
				break
			}
			p *= v.Type.Shape[d]
		}
		out[i] = p
	}
	t := TensorType{Shape: out, Elem: v.Type.Elem}
	return f.op(t, fmt.Sprintf("tensor.collapse_shape %s %s : %s into %s", v.Name, reassocString(groups), v.Type, t))
}

func (f *FuncWriter) expand(v Value, groups [][]int64, shape []int64) Value {
	t := TensorType{Shape: slices.Clone(shape), Elem: v.Type.Elem}
	return f.op(t, fmt.Sprintf("tensor.expand_shape %s %s output_shape [%s] : %s into %s", v.Name, reassocString(groups), f.sizes(shape), v.Type, t))
}

// bcastOperand prepares v for a generic whose loops are the dimensions of
// out (numpy broadcasting, right-aligned): dimensions of size 1 that
// stretch are collapsed away, so the indexing map is a projected
// permutation (IREE's fusion likes those best). It returns the operand to
// pass and its map results.
func (f *FuncWriter) bcastOperand(v Value, out []int64) (Value, []string, error) {
	n, k := len(out), v.Rank()
	if k > n {
		return Value{}, nil, fmt.Errorf("operand %s has more dimensions than the result %v", v.Type, out)
	}
	keep := make([]bool, k)
	var res []string
	all := true
	for i, d := range v.Type.Shape {
		o := out[n-k+i]
		switch {
		case d == o:
			keep[i] = true
			res = append(res, fmt.Sprintf("d%d", n-k+i))
		case d == 1:
			all = false
		default:
			return Value{}, nil, fmt.Errorf("operand %s does not broadcast to %v", v.Type, out)
		}
	}
	if all {
		return v, res, nil
	}
	return f.collapse(v, unitDropReassoc(k, keep)), res, nil
}

// Reshape changes the shape (same element count, row-major order): one
// tensor.collapse_shape or tensor.expand_shape when the dimensions group
// that way, else a collapse to the common factors followed by an expand.
func (f *FuncWriter) Reshape(x Value, shape ...int64) Value {
	if !f.ok("reshape", x) {
		return Value{}
	}
	t := TensorType{Shape: slices.Clone(shape), Elem: x.Type.Elem}
	if err := t.validate(); err != nil {
		f.fail("reshape", err)
		return Value{}
	}
	if n, k := t.count(); true {
		if m, j := x.Type.count(); n != m || k != j {
			f.failf("reshape", "%s to %v changes the element count", x.Type, shape)
			return Value{}
		}
	}
	if slices.Equal(shape, x.Type.Shape) {
		return x
	}
	a, b := x.Type.Shape, shape
	if len(a) == 0 {
		return f.expand(x, nil, b)
	}
	if len(b) == 0 {
		return f.collapse(x, nil)
	}
	segA, segB, ok := reshapeSegments(a, b)
	if !ok {
		// Zero-sized or otherwise awkward: through one dimension.
		flat := f.collapse(x, [][]int64{seq(0, len(a))})
		return f.expand(flat, [][]int64{seq(0, len(b))}, b)
	}
	allA1, allB1 := true, true
	for i := range segA {
		allA1 = allA1 && len(segA[i]) == 1
		allB1 = allB1 && len(segB[i]) == 1
	}
	switch {
	case allB1:
		return f.collapse(x, segA)
	case allA1:
		return f.expand(x, segB, b)
	}
	mid := f.collapse(x, segA)
	groups := make([][]int64, len(segB))
	for i, g := range segB {
		groups[i] = g
	}
	return f.expand(mid, groups, b)
}

func seq(from, to int) []int64 {
	out := make([]int64, 0, to-from)
	for i := from; i < to; i++ {
		out = append(out, int64(i))
	}
	return out
}

// dynFactor stands for a Dyn dimension in reshapeSegments' products: a
// prime far above any product of static dimensions a segment holds, so a
// run's product matches another only when both hold the dynamic length.
const dynFactor = 1_000_000_007

// reshapeSegments splits a and b into runs of equal products (a Dyn
// dimension counts as dynFactor).
func reshapeSegments(a, b []int64) (segA, segB [][]int64, ok bool) {
	sub := func(v []int64) []int64 {
		out := slices.Clone(v)
		for i, d := range out {
			if d == Dyn {
				out[i] = dynFactor
			}
		}
		return out
	}
	a, b = sub(a), sub(b)
	for _, d := range append(slices.Clone(a), b...) {
		if d == 0 {
			return nil, nil, false
		}
	}
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ga, gb := []int64{int64(i)}, []int64{int64(j)}
		pa, pb := a[i], b[j]
		i++
		j++
		for pa != pb {
			if pa < pb {
				if i == len(a) {
					return nil, nil, false
				}
				pa *= a[i]
				ga = append(ga, int64(i))
				i++
			} else {
				if j == len(b) {
					return nil, nil, false
				}
				pb *= b[j]
				gb = append(gb, int64(j))
				j++
			}
		}
		segA, segB = append(segA, ga), append(segB, gb)
	}
	// Leftover dimensions are all 1: they join the last run.
	for ; i < len(a); i++ {
		segA[len(segA)-1] = append(segA[len(segA)-1], int64(i))
	}
	for ; j < len(b); j++ {
		segB[len(segB)-1] = append(segB[len(segB)-1], int64(j))
	}
	return segA, segB, true
}

// Permute is linalg.transpose: result dimension i is x's dimension perm[i].
func (f *FuncWriter) Permute(x Value, perm ...int) Value {
	if !f.ok("permute", x) {
		return Value{}
	}
	if len(perm) != x.Rank() {
		f.failf("permute", "permutation %v for rank %d", perm, x.Rank())
		return Value{}
	}
	seen := make([]bool, len(perm))
	shape := make([]int64, len(perm))
	p64 := make([]int64, len(perm))
	identity := true
	for i, p := range perm {
		if p < 0 || p >= len(perm) || seen[p] {
			f.failf("permute", "%v is not a permutation", perm)
			return Value{}
		}
		seen[p] = true
		shape[i] = x.Type.Shape[p]
		p64[i] = int64(p)
		identity = identity && p == i
	}
	if identity {
		return x
	}
	t := TensorType{Shape: shape, Elem: x.Type.Elem}
	e := f.Empty(t)
	return f.op(t, fmt.Sprintf("linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [%s]", x.Name, x.Type, e.Name, t, joinInts(p64)))
}

// Transpose swaps two axes.
func (f *FuncWriter) Transpose(x Value, a, b int) Value {
	if !f.ok("transpose", x) {
		return Value{}
	}
	if a < 0 || b < 0 || a >= x.Rank() || b >= x.Rank() {
		f.failf("transpose", "axes %d, %d for rank %d", a, b, x.Rank())
		return Value{}
	}
	perm := make([]int, x.Rank())
	for i := range perm {
		perm[i] = i
	}
	perm[a], perm[b] = b, a
	return f.Permute(x, perm...)
}

// Slice is tensor.extract_slice with unit strides.
func (f *FuncWriter) Slice(x Value, offsets, sizes []int64) Value {
	if !f.ok("slice", x) {
		return Value{}
	}
	if len(offsets) != x.Rank() || len(sizes) != x.Rank() {
		f.failf("slice", "offsets %v and sizes %v for %s", offsets, sizes, x.Type)
		return Value{}
	}
	for i := range offsets {
		if sizes[i] == Dyn || x.Type.Shape[i] == Dyn {
			if offsets[i] != 0 || sizes[i] != x.Type.Shape[i] && x.Type.Shape[i] == Dyn {
				f.failf("slice", "dimension %d of %s: a dynamic slice starts at 0 and keeps the dynamic length", i, x.Type)
				return Value{}
			}
			continue
		}
		if offsets[i] < 0 || sizes[i] < 0 || offsets[i]+sizes[i] > x.Type.Shape[i] {
			f.failf("slice", "[%d, %d) is out of range for dimension %d of %s", offsets[i], offsets[i]+sizes[i], i, x.Type)
			return Value{}
		}
	}
	if slices.Equal(sizes, x.Type.Shape) {
		return x
	}
	t := TensorType{Shape: slices.Clone(sizes), Elem: x.Type.Elem}
	ones := make([]int64, len(sizes))
	for i := range ones {
		ones[i] = 1
	}
	return f.op(t, fmt.Sprintf("tensor.extract_slice %s[%s] [%s] [%s] : %s to %s", x.Name, joinInts(offsets), f.sizes(sizes), joinInts(ones), x.Type, t))
}

// Narrow keeps [start, start+size) of one axis.
func (f *FuncWriter) Narrow(x Value, axis int, start, size int64) Value {
	if !f.ok("narrow", x) {
		return Value{}
	}
	if axis < 0 || axis >= x.Rank() {
		f.failf("narrow", "axis %d for rank %d", axis, x.Rank())
		return Value{}
	}
	offs := make([]int64, x.Rank())
	sizes := slices.Clone(x.Type.Shape)
	offs[axis], sizes[axis] = start, size
	return f.Slice(x, offs, sizes)
}

// Concat joins values along axis (tensor.empty + tensor.insert_slice).
func (f *FuncWriter) Concat(axis int, vs ...Value) Value {
	if !f.ok("concat", vs...) {
		return Value{}
	}
	if len(vs) == 0 {
		f.failf("concat", "no operands")
		return Value{}
	}
	r := vs[0].Rank()
	if axis < 0 || axis >= r {
		f.failf("concat", "axis %d for rank %d", axis, r)
		return Value{}
	}
	shape := slices.Clone(vs[0].Type.Shape)
	shape[axis] = 0
	for _, v := range vs {
		if v.Rank() != r || v.Type.Elem != vs[0].Type.Elem {
			f.failf("concat", "%s and %s do not concatenate", vs[0].Type, v.Type)
			return Value{}
		}
		for i, d := range v.Type.Shape {
			if i != axis && d != vs[0].Type.Shape[i] {
				f.failf("concat", "%s and %s differ off axis %d", vs[0].Type, v.Type, axis)
				return Value{}
			}
		}
		shape[axis] += v.Type.Shape[axis]
	}
	if len(vs) == 1 {
		return vs[0]
	}
	t := TensorType{Shape: shape, Elem: vs[0].Type.Elem}
	acc := f.Empty(t)
	off := int64(0)
	for _, v := range vs {
		offs := make([]int64, r)
		offs[axis] = off
		ones := make([]int64, r)
		for i := range ones {
			ones[i] = 1
		}
		acc = f.op(t, fmt.Sprintf("tensor.insert_slice %s into %s[%s] [%s] [%s] : %s into %s", v.Name, acc.Name, joinInts(offs), f.sizes(v.Type.Shape), joinInts(ones), v.Type, t))
		off += v.Type.Shape[axis]
	}
	return acc
}

// Broadcast stretches x to shape with numpy's rules (a linalg.generic copy
// whose input map skips the stretched dimensions).
func (f *FuncWriter) Broadcast(x Value, shape ...int64) Value {
	if !f.ok("broadcast", x) {
		return Value{}
	}
	if slices.Equal(shape, x.Type.Shape) {
		return x
	}
	in, m, err := f.bcastOperand(x, shape)
	if err != nil {
		f.fail("broadcast", err)
		return Value{}
	}
	t := TensorType{Shape: slices.Clone(shape), Elem: x.Type.Elem}
	return f.generic(generic{
		loops: len(shape), ins: []Value{in}, inMaps: [][]string{m},
		outs: []Value{f.Empty(t)}, outMaps: [][]string{identityMap(len(shape))},
		body: func(r *region, a []string) []string { return a[:1] },
	})[0]
}
