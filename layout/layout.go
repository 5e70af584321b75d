package layout

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// BlockOrder names where the blocks of a blocked 2-D tensor sit. It is
// carried in the layout so every consumer (kernels, the export's
// skainet.tensor_layouts) knows which arrangement the bytes hold.
type BlockOrder uint8

const (
	// RowMajor is the canonical storage order (file order): block b of row o
	// sits at o·blocksPerRow + b.
	RowMajor BlockOrder = iota
	// InputBlockMajor is a kernel feed order: block b of row o sits at
	// b·rows + o, so one input block's rows are adjacent.
	InputBlockMajor
)

var blockOrderNames = [...]string{RowMajor: "row_major", InputBlockMajor: "input_block_major"}

func (o BlockOrder) String() string {
	if int(o) < len(blockOrderNames) {
		return blockOrderNames[o]
	}
	return fmt.Sprintf("block_order(%d)", uint8(o))
}

// ParseBlockOrder parses a name as String prints it.
func ParseBlockOrder(s string) (BlockOrder, error) {
	for i, n := range blockOrderNames {
		if n == s {
			return BlockOrder(i), nil
		}
	}
	return 0, fmt.Errorf("layout: unknown block order %q", s)
}

// Layout maps a logical index to a physical position.
//
// Dense layouts count positions in elements: element (i0, i1, …) sits at
// Offset + Σ i_k·Strides[k]. Blocked layouts count positions in whole
// blocks: along BlockAxis the stride applies to i_axis / BlockElems, and
// i_axis % BlockElems is the element's index inside its block. Block order
// is therefore a property of the strides; Order names it.
//
// Order names the arrangement of the stored blocks (canonical file order or
// a kernel feed order). Metadata edits (narrow, transpose, permute,
// reshape, broadcast) keep it: they change how the view addresses the
// blocks, not where the blocks sit. Only Prepack changes it.
//
// Every method returns a new Layout; none moves a byte.
type Layout struct {
	Shape   []int64
	Strides []int64
	Offset  int64

	Blocked    bool
	BlockAxis  int   // the axis along which elements are packed into blocks
	BlockElems int64 // elements per block (1 when not blocked)
	Order      BlockOrder
}

// Contiguous returns the row-major layout of a dense tensor of shape.
func Contiguous(shape []int64) Layout { return ContiguousIn(nil, shape) }

// BlockedRowMajor returns the canonical (file-order) layout of a blocked
// tensor whose last axis is packed in blocks of blockElems elements.
func BlockedRowMajor(shape []int64, blockElems int) (Layout, error) {
	if len(shape) == 0 {
		return Layout{}, fmt.Errorf("layout: a blocked tensor needs at least one axis")
	}
	last := shape[len(shape)-1]
	if blockElems <= 0 || last%int64(blockElems) != 0 {
		return Layout{}, fmt.Errorf("layout: last dim %d is not a multiple of the block size %d", last, blockElems)
	}
	bshape := slices.Clone(shape)
	bshape[len(bshape)-1] = last / int64(blockElems)
	return Layout{
		Shape: slices.Clone(shape), Strides: rowMajorStrides(bshape),
		Blocked: true, BlockAxis: len(shape) - 1, BlockElems: int64(blockElems), Order: RowMajor,
	}, nil
}

// ForFormat returns the canonical layout of a tensor of shape in format f.
func ForFormat(shape []int64, f Format) (Layout, error) {
	if f.IsBlocked() {
		return BlockedRowMajor(shape, f.BlockElems())
	}
	return Contiguous(shape), nil
}

func rowMajorStrides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= max(shape[i], 1)
	}
	return s
}

// Rank is the number of axes.
func (l Layout) Rank() int { return len(l.Shape) }

// NumElements is the product of the shape.
func (l Layout) NumElements() int64 {
	n := int64(1)
	for _, d := range l.Shape {
		n *= d
	}
	return n
}

// BlockShape is the shape in units of blocks (the block axis divided by the
// block size). For dense layouts it is the shape.
func (l Layout) BlockShape() []int64 {
	bs := slices.Clone(l.Shape)
	if l.Blocked {
		bs[l.BlockAxis] /= l.BlockElems
	}
	return bs
}

// Validate checks internal consistency.
func (l Layout) Validate() error {
	if len(l.Strides) != len(l.Shape) {
		return fmt.Errorf("layout: %d strides for %d dims", len(l.Strides), len(l.Shape))
	}
	for i, d := range l.Shape {
		if d < 0 {
			return fmt.Errorf("layout: negative dim %d at axis %d", d, i)
		}
	}
	if l.Offset < 0 {
		return fmt.Errorf("layout: negative offset %d", l.Offset)
	}
	if l.Blocked {
		if l.BlockAxis < 0 || l.BlockAxis >= len(l.Shape) {
			return fmt.Errorf("layout: block axis %d out of range for rank %d", l.BlockAxis, len(l.Shape))
		}
		if l.BlockElems <= 0 || l.Shape[l.BlockAxis]%l.BlockElems != 0 {
			return fmt.Errorf("layout: dim %d of block axis %d is not a multiple of the block size %d",
				l.Shape[l.BlockAxis], l.BlockAxis, l.BlockElems)
		}
	}
	return nil
}

func (l Layout) checkCoords(coords []int64) error {
	if len(coords) != len(l.Shape) {
		return fmt.Errorf("layout: %d coordinates for rank %d", len(coords), len(l.Shape))
	}
	for i, c := range coords {
		if c < 0 || c >= l.Shape[i] {
			return fmt.Errorf("layout: coordinate %d out of range [0,%d) at axis %d", c, l.Shape[i], i)
		}
	}
	return nil
}

// Index returns the physical position of a logical coordinate: the element
// position for dense layouts, or the block position and the element's index
// inside that block for blocked layouts.
func (l Layout) Index(coords ...int64) (pos int64, within int64, err error) {
	if err := l.checkCoords(coords); err != nil {
		return 0, 0, err
	}
	pos, within = l.index(coords)
	return pos, within, nil
}

// index is Index without the checks, for inner loops that know their bounds.
func (l Layout) index(coords []int64) (pos, within int64) {
	pos = l.Offset
	for k, c := range coords {
		if l.Blocked && k == l.BlockAxis {
			pos += c / l.BlockElems * l.Strides[k]
			within = c % l.BlockElems
			continue
		}
		pos += c * l.Strides[k]
	}
	return pos, within
}

// ByteOffset returns the byte offset of the block (or element) holding a
// logical coordinate, for a format of blockBytes bytes per block, and the
// element's index inside the block.
func (l Layout) ByteOffset(blockBytes int64, coords ...int64) (off int64, within int64, err error) {
	pos, within, err := l.Index(coords...)
	if err != nil {
		return 0, 0, err
	}
	return pos * blockBytes, within, nil
}

// Span is one past the highest physical position any element reaches (0 for
// an empty tensor): the number of elements (dense) or blocks (blocked) the
// storage must hold from position 0.
func (l Layout) Span() int64 {
	if l.NumElements() == 0 {
		return 0
	}
	hi := l.Offset
	for k, d := range l.Shape {
		if l.Blocked && k == l.BlockAxis {
			d /= l.BlockElems
		}
		if l.Strides[k] > 0 {
			hi += (d - 1) * l.Strides[k]
		}
	}
	return hi + 1
}

// IsContiguous reports whether the layout is canonical row-major with no
// gaps (offset allowed): dense strides equal row-major strides, or, for
// blocked layouts, the block axis is last and blocks are in row-major order.
func (l Layout) IsContiguous() bool {
	if l.Blocked && l.BlockAxis != len(l.Shape)-1 {
		return false
	}
	acc := int64(1)
	for k := len(l.Shape) - 1; k >= 0; k-- {
		d := l.Shape[k]
		if l.Blocked && k == l.BlockAxis {
			d /= l.BlockElems
		}
		if d != 1 && l.Strides[k] != acc {
			return false
		}
		acc *= max(d, 1)
	}
	return true
}

// Narrow restricts axis to [start, start+size). On the block axis both must
// be multiples of the block size.
func (l Layout) Narrow(axis int, start, size int64) (Layout, error) {
	return l.NarrowIn(nil, axis, start, size)
}

// NarrowIn is Narrow with the result's slices from s.
func (l Layout) NarrowIn(s *Scratch, axis int, start, size int64) (Layout, error) {
	if axis < 0 || axis >= len(l.Shape) {
		return Layout{}, fmt.Errorf("layout: narrow axis %d out of range for rank %d", axis, len(l.Shape))
	}
	if start < 0 || size < 0 || start+size > l.Shape[axis] {
		return Layout{}, fmt.Errorf("layout: narrow [%d, %d) out of range [0, %d) on axis %d", start, start+size, l.Shape[axis], axis)
	}
	out := l.cloneIn(s)
	if l.Blocked && axis == l.BlockAxis {
		if start%l.BlockElems != 0 || size%l.BlockElems != 0 {
			return Layout{}, fmt.Errorf("layout: narrow [%d, %d) on block axis %d is not aligned to the %d-element blocks; materialize first",
				start, start+size, axis, l.BlockElems)
		}
		out.Offset += start / l.BlockElems * l.Strides[axis]
	} else {
		out.Offset += start * l.Strides[axis]
	}
	out.Shape[axis] = size
	return out, nil
}

// Transpose swaps two axes.
func (l Layout) Transpose(a, b int) (Layout, error) {
	perm := make([]int, len(l.Shape))
	for i := range perm {
		perm[i] = i
	}
	if a < 0 || a >= len(perm) || b < 0 || b >= len(perm) {
		return Layout{}, fmt.Errorf("layout: transpose axes (%d, %d) out of range for rank %d", a, b, len(perm))
	}
	perm[a], perm[b] = perm[b], perm[a]
	return l.Permute(perm...)
}

// Permute reorders axes: new axis i is old axis perm[i].
func (l Layout) Permute(perm ...int) (Layout, error) { return l.PermuteIn(nil, perm...) }

// PermuteIn is Permute with the result's slices from s.
func (l Layout) PermuteIn(s *Scratch, perm ...int) (Layout, error) {
	if len(perm) != len(l.Shape) {
		return Layout{}, fmt.Errorf("layout: permutation %v for rank %d", fmtInts(perm), len(l.Shape))
	}
	var seen uint64
	for _, p := range perm {
		if p < 0 || p >= len(perm) || p >= 64 || seen&(1<<p) != 0 {
			return Layout{}, fmt.Errorf("layout: %v is not a permutation of 0..%d", fmtInts(perm), len(perm)-1)
		}
		seen |= 1 << p
	}
	out := l.cloneIn(s)
	for i, p := range perm {
		out.Shape[i] = l.Shape[p]
		out.Strides[i] = l.Strides[p]
		if l.Blocked && p == l.BlockAxis {
			out.BlockAxis = i
		}
	}
	return out, nil
}

// Broadcast expands the layout to shape with numpy rules: new leading axes
// and size-1 axes get stride 0. The block axis cannot be broadcast.
func (l Layout) Broadcast(shape []int64) (Layout, error) { return l.BroadcastIn(nil, shape) }

// BroadcastIn is Broadcast with the result's slices from s.
func (l Layout) BroadcastIn(s *Scratch, shape []int64) (Layout, error) {
	if len(shape) < len(l.Shape) {
		return Layout{}, fmt.Errorf("layout: cannot broadcast %v to lower rank %v", l.Shape, fmtInts(shape))
	}
	lead := len(shape) - len(l.Shape)
	buf := s.Ints(2 * len(shape))
	out := Layout{Shape: buf[:len(shape):len(shape)], Strides: buf[len(shape):], Offset: l.Offset,
		Blocked: l.Blocked, BlockAxis: l.BlockAxis + lead, BlockElems: l.BlockElems, Order: l.Order}
	copy(out.Shape, shape)
	for i := range l.Shape {
		j := i + lead
		switch {
		case l.Shape[i] == shape[j]:
			out.Strides[j] = l.Strides[i]
		case l.Shape[i] == 1:
			if l.Blocked && i == l.BlockAxis {
				return Layout{}, fmt.Errorf("layout: cannot broadcast block axis %d; materialize first", i)
			}
			out.Strides[j] = 0
		default:
			return Layout{}, fmt.Errorf("layout: cannot broadcast %v to %v (axis %d: %d vs %d)", l.Shape, fmtInts(shape), i, l.Shape[i], shape[j])
		}
	}
	return out, nil
}

// Reshape gives the same elements a new shape when the strides allow it
// without moving bytes; otherwise it fails and says to materialize first.
// For blocked layouts the block axis must stay the last axis with its size
// unchanged.
func (l Layout) Reshape(shape []int64) (Layout, error) { return l.ReshapeIn(nil, shape) }

// ReshapeIn is Reshape with the result's slices from s.
func (l Layout) ReshapeIn(s *Scratch, shape []int64) (Layout, error) {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return Layout{}, fmt.Errorf("layout: reshape to %v: negative dim", fmtInts(shape))
		}
		n *= d
	}
	if n != l.NumElements() {
		return Layout{}, fmt.Errorf("layout: cannot reshape %v (%d elements) to %v (%d elements)", l.Shape, l.NumElements(), fmtInts(shape), n)
	}
	buf := s.Ints(2 * len(shape))
	newShape, strides := buf[:len(shape):len(shape)], buf[len(shape):]
	copy(newShape, shape)
	if !l.Blocked {
		if !reshapeStrides(l.Shape, l.Strides, shape, strides) {
			return Layout{}, fmt.Errorf("layout: reshape %v → %v needs a copy for strides %v; materialize first", l.Shape, fmtInts(shape), l.Strides)
		}
		return Layout{Shape: newShape, Strides: strides, Offset: l.Offset, BlockElems: 1}, nil
	}
	last := len(l.Shape) - 1
	if l.BlockAxis != last || len(shape) == 0 || shape[len(shape)-1] != l.Shape[last] {
		return Layout{}, fmt.Errorf("layout: reshape %v → %v moves the block axis of a blocked tensor; materialize first", l.Shape, fmtInts(shape))
	}
	// Reshape the leading axes as a dense layout over whole rows of blocks.
	oldLead, newLead := l.Shape[:last], shape[:len(shape)-1]
	if !reshapeStrides(oldLead, l.Strides[:last], newLead, strides[:len(newLead)]) {
		return Layout{}, fmt.Errorf("layout: reshape %v → %v needs a copy for block strides %v; materialize first", l.Shape, fmtInts(shape), l.Strides)
	}
	strides[len(shape)-1] = l.Strides[last]
	out := l
	out.Shape, out.Strides = newShape, strides
	out.BlockAxis = len(shape) - 1
	return out, nil
}

// reshapeStrides is numpy's no-copy reshape: it groups old and new axes into
// runs with equal element counts and succeeds when each old run is
// contiguous in itself. It writes the new strides into ns.
func reshapeStrides(oldShape, oldStrides, newShape, ns []int64) bool {
	// Drop size-1 axes of the source: they carry no stride constraint.
	var osBuf, ostBuf [maxRankNoAlloc]int64
	os, ost := osBuf[:0], ostBuf[:0]
	for i, d := range oldShape {
		if d != 1 {
			os = append(os, d)
			ost = append(ost, oldStrides[i])
		}
	}
	if slices.Contains(newShape, 0) {
		copy(ns, rowMajorStrides(newShape)) // an empty tensor: any strides do
		return true
	}
	oi, ni := 0, 0
	for ni < len(newShape) {
		if newShape[ni] == 1 {
			ns[ni] = 0
			ni++
			continue
		}
		if oi >= len(os) {
			return false
		}
		// Grow runs [oi, oj) and [ni, nj) until their products match.
		op, np := os[oi], newShape[ni]
		oj, nj := oi+1, ni+1
		for op != np {
			if op < np {
				if oj >= len(os) {
					return false
				}
				op *= os[oj]
				oj++
			} else {
				if nj >= len(newShape) {
					return false
				}
				np *= newShape[nj]
				nj++
			}
		}
		// The old run must be contiguous in itself.
		for k := oi; k < oj-1; k++ {
			if ost[k] != ost[k+1]*os[k+1] {
				return false
			}
		}
		// New strides within the run, from its innermost old stride.
		acc := ost[oj-1]
		for k := nj - 1; k >= ni; k-- {
			ns[k] = acc
			acc *= newShape[k]
		}
		oi, ni = oj, nj
	}
	return oi == len(os)
}

// maxRankNoAlloc is the rank up to which reshapes need no heap scratch.
const maxRankNoAlloc = 8

// WithOrder returns a 2-D blocked layout of the same shape whose blocks sit
// in the given order from position 0. It describes a relayout; only Prepack
// produces bytes that match it.
func (l Layout) WithOrder(order BlockOrder) (Layout, error) {
	if !l.Blocked || len(l.Shape) != 2 || l.BlockAxis != 1 {
		return Layout{}, fmt.Errorf("layout: block order %s needs a 2-D tensor blocked along axis 1, got shape %v blocked=%v axis %d",
			order, l.Shape, l.Blocked, l.BlockAxis)
	}
	rows, nb := l.Shape[0], l.Shape[1]/l.BlockElems
	out := l.clone()
	out.Offset = 0
	switch order {
	case RowMajor:
		out.Strides = []int64{nb, 1}
	case InputBlockMajor:
		out.Strides = []int64{1, rows}
	default:
		return Layout{}, fmt.Errorf("layout: cannot build block order %s", order)
	}
	out.Order = order
	return out, nil
}

func (l Layout) clone() Layout { return l.cloneIn(nil) }

// Equal reports whether two layouts address the same positions.
func (l Layout) Equal(o Layout) bool {
	return slices.Equal(l.Shape, o.Shape) && slices.Equal(l.Strides, o.Strides) && l.Offset == o.Offset &&
		l.Blocked == o.Blocked && (!l.Blocked || (l.BlockAxis == o.BlockAxis && l.BlockElems == o.BlockElems && l.Order == o.Order))
}

func (l Layout) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "shape=%v strides=%v offset=%d", l.Shape, l.Strides, l.Offset)
	if l.Blocked {
		fmt.Fprintf(&b, " blocked(axis=%d, elems=%d, order=%s)", l.BlockAxis, l.BlockElems, l.Order)
	}
	return b.String()
}

// fmtInts formats a slice for an error message without letting the slice
// escape (a hot caller's variadic arguments stay on its stack).
func fmtInts[T ~int | ~int64](xs []T) string {
	var b []byte
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return string(append(b, ']'))
}
