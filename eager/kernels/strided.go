package kernels

import (
	"errors"
	"fmt"
	"math"
)

// MaxRank is the largest rank a Strided view may have. The iterators keep
// their index state in fixed arrays of this size, so that walking a view
// never allocates.
const MaxRank = 8

// ErrNoKernel is wrapped by the errors of kernels asked for a (type, block
// order) pair they do not implement; callers branch on it with errors.Is.
var ErrNoKernel = errors.New("no kernel")

// Strided is an f32 view: logical index (i0, i1, …) reads
// Data[Offset + Σ i_k·Strides[k]]. Strides count elements; they may be 0
// (a broadcast axis), negative, or any permutation. Kernels read a view
// only within the bounds they checked first.
type Strided struct {
	Data    []float32
	Shape   []int
	Strides []int
	Offset  int
}

// Contig is the contiguous row-major view of data with the given shape. It
// allocates its Strides slice: build views once, not per element.
func Contig(data []float32, shape ...int) Strided {
	strides := make([]int, len(shape))
	acc := 1
	for i := len(shape) - 1; i >= 0; i-- {
		strides[i] = acc
		acc *= shape[i]
	}
	return Strided{Data: data, Shape: shape, Strides: strides}
}

// Numel is the number of logical elements of s (the product of its shape).
func (s Strided) Numel() int {
	n := 1
	for _, d := range s.Shape {
		n *= d
	}
	return n
}

// IsContiguous reports whether s is row-major without gaps (size-1 axes may
// carry any stride).
func (s Strided) IsContiguous() bool {
	acc := 1
	for i := len(s.Shape) - 1; i >= 0; i-- {
		if s.Shape[i] != 1 && s.Strides[i] != acc {
			return false
		}
		acc *= s.Shape[i]
	}
	return true
}

// numel multiplies a shape with overflow and sign checks.
func numel(shape []int) (int, error) {
	n := 1
	for i, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("dimension %d is negative (%d)", i, d)
		}
		if d != 0 && n > math.MaxInt/d {
			return 0, fmt.Errorf("the product of the dimensions overflows int")
		}
		n *= d
	}
	return n, nil
}

// check validates a view: rank, shape, and that every element it addresses
// lies inside Data. It returns the number of logical elements. op and
// operand name it in errors (separate strings: no concatenation on the
// success path).
func (s Strided) check(kind, op, operand string) (int, error) {
	name := operandName{kind, op, operand}
	if len(s.Shape) != len(s.Strides) {
		return 0, fmt.Errorf("%s: %d dimensions but %d strides", name, len(s.Shape), len(s.Strides))
	}
	if len(s.Shape) > MaxRank {
		return 0, fmt.Errorf("%s: rank %d exceeds the kernels' maximum %d", name, len(s.Shape), MaxRank)
	}
	n, err := numel(s.Shape)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	if n == 0 {
		return 0, nil
	}
	lo, hi := s.Offset, s.Offset
	limit := len(s.Data)
	for i, d := range s.Shape {
		st := s.Strides[i]
		if d == 1 || st == 0 {
			continue
		}
		// Bounding each factor keeps the product far from overflow.
		if d-1 > limit || st > limit || -st > limit {
			return 0, fmt.Errorf("%s: axis %d (size %d, stride %d) reaches outside %d elements", name, i, d, st, limit)
		}
		span := (d - 1) * st
		if span > 0 {
			hi += span
		} else {
			lo += span
		}
	}
	if lo < 0 || hi >= limit {
		return 0, fmt.Errorf("%s: shape %v strides %v offset %d addresses [%d, %d], outside the %d elements of its data",
			name, s.Shape, s.Strides, s.Offset, lo, hi, limit)
	}
	return n, nil
}

type operandName struct{ kind, op, operand string }

func (n operandName) String() string {
	if n.op == "" {
		return n.kind + ": " + n.operand
	}
	return n.kind + " " + n.op + ": " + n.operand
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// walker iterates up to three views of one shape in row-major order, one
// innermost run ("row") at a time. Size-1 axes are dropped and adjacent
// axes that are contiguous with each other in every operand are merged, so
// a contiguous tensor is one row, a bias broadcast is rows of the bias
// length, and a scalar broadcast is one row with stride 0. The order of the
// elements it visits is always the row-major order of the original shape,
// so a contiguous output can follow it with a running position.
type walker struct {
	nops  int
	rank  int // outer axes (all but the innermost)
	n     int // innermost extent
	inner [3]int
	shape [MaxRank]int
	step  [3][MaxRank]int
	idx   [MaxRank]int
	off   [3]int
}

// newWalker builds the walker of nops views sharing shape (already checked,
// with at least one element).
func newWalker(shape []int, nops int, strides [3][]int, offsets [3]int) walker {
	w := walker{nops: nops, off: offsets}
	var dims [MaxRank]int
	var st [3][MaxRank]int
	r := 0
	for i, d := range shape {
		if d == 1 {
			continue
		}
		if r > 0 {
			prev := r - 1
			merge := true
			for k := 0; k < nops; k++ {
				if st[k][prev] != strides[k][i]*d {
					merge = false
					break
				}
			}
			if merge {
				dims[prev] *= d
				for k := 0; k < nops; k++ {
					st[k][prev] = strides[k][i]
				}
				continue
			}
		}
		dims[r] = d
		for k := 0; k < nops; k++ {
			st[k][r] = strides[k][i]
		}
		r++
	}
	if r == 0 {
		w.n = 1
		return w
	}
	w.rank = r - 1
	w.n = dims[r-1]
	for k := 0; k < nops; k++ {
		w.inner[k] = st[k][r-1]
	}
	copy(w.shape[:], dims[:r-1])
	for k := 0; k < nops; k++ {
		copy(w.step[k][:], st[k][:r-1])
	}
	return w
}

// next advances to the next row; false when the walk is over.
func (w *walker) next() bool {
	for d := w.rank - 1; d >= 0; d-- {
		w.idx[d]++
		for k := 0; k < w.nops; k++ {
			w.off[k] += w.step[k][d]
		}
		if w.idx[d] < w.shape[d] {
			return true
		}
		for k := 0; k < w.nops; k++ {
			w.off[k] -= w.step[k][d] * w.shape[d]
		}
		w.idx[d] = 0
	}
	return false
}

// gather copies n elements of src starting at off with the given stride
// into dst[:n].
func gather(dst, src []float32, off, stride, n int) {
	dst = dst[:n]
	if stride == 1 {
		copy(dst, src[off:off+n])
		return
	}
	for i := range dst {
		dst[i] = src[off]
		off += stride
	}
}

// Copy writes the elements of x, in row-major order of its shape, to out,
// which must hold exactly x.Numel() elements (strided to contiguous).
func Copy(x Strided, out []float32) error {
	n, err := x.check("copy", "", "x")
	if err != nil {
		return err
	}
	if len(out) != n {
		return fmt.Errorf("copy: out has %d elements, x has %d", len(out), n)
	}
	if n == 0 {
		return nil
	}
	w := newWalker(x.Shape, 1, [3][]int{x.Strides}, [3]int{x.Offset})
	for pos := 0; ; pos += w.n {
		gather(out[pos:], x.Data, w.off[0], w.inner[0], w.n)
		if !w.next() {
			return nil
		}
	}
}

// Fill sets every element of out to v.
func Fill(out []float32, v float32) {
	for i := range out {
		out[i] = v
	}
}
