package kernels

import (
	"fmt"
	"math"
)

// ReduceOp names a reduction over one axis.
type ReduceOp uint8

// The reductions. Sum accumulates in float32, sequentially along the axis
// in increasing index order starting from the first element: out =
// ((x0 + x1) + x2) + …; Mean is that sum divided by float32(n). ReduceMax and
// ReduceMin propagate NaN. Over an empty axis Sum gives 0, Mean gives NaN
// (0/0, as numpy), and ReduceMax/ReduceMin are an error.
const (
	Sum ReduceOp = iota
	Mean
	ReduceMax
	ReduceMin
	numReduceOps
)

var reduceNames = [...]string{"sum", "mean", "max", "min"}

func (op ReduceOp) String() string {
	if op < numReduceOps {
		return reduceNames[op]
	}
	return fmt.Sprintf("ReduceOp(%d)", uint8(op))
}

// Reduce reduces x over axis into out, whose shape is x.Shape without axis
// (contiguous, row-major; the caller reshapes for keepdims). The summation
// order is the same whichever loop order the kernel picks: sequential along
// the axis for every output element.
func Reduce(op ReduceOp, x Strided, axis int, out []float32) error {
	if op >= numReduceOps {
		return fmt.Errorf("reduce: unknown op %d", uint8(op))
	}
	if _, err := x.check("reduce", op.String(), "x"); err != nil {
		return err
	}
	if axis < 0 || axis >= len(x.Shape) {
		return fmt.Errorf("reduce %s: axis %d out of range for rank %d", op, axis, len(x.Shape))
	}
	// The output view: x without the reduced axis.
	var shapeArr, strideArr [MaxRank]int
	oshape, ostrides := shapeArr[:0], strideArr[:0]
	for i, d := range x.Shape {
		if i != axis {
			oshape = append(oshape, d)
			ostrides = append(ostrides, x.Strides[i])
		}
	}
	m, _ := numel(oshape) // cannot overflow: x's shape did not
	if len(out) != m {
		return fmt.Errorf("reduce %s: out has %d elements, shape %v without axis %d has %d", op, len(out), x.Shape, axis, m)
	}
	n, sa := x.Shape[axis], x.Strides[axis]
	if n == 0 {
		switch op {
		case Sum:
			Fill(out, 0)
		case Mean:
			Fill(out, float32(math.NaN()))
		default:
			if m > 0 {
				return fmt.Errorf("reduce %s: axis %d is empty", op, axis)
			}
		}
		return nil
	}
	if m == 0 {
		return nil
	}
	if sa == 1 || sa == -1 {
		// The axis is the innermost run: one sequential pass per output.
		w := newWalker(oshape, 1, [3][]int{ostrides}, [3]int{x.Offset})
		for pos := 0; ; pos += w.n {
			off := w.off[0]
			for i := range out[pos : pos+w.n] {
				out[pos+i] = reduceRun(op, x.Data, off, sa, n)
				off += w.inner[0]
			}
			if !w.next() {
				break
			}
		}
	} else {
		// The axis is outer: sweep slice k of x into out, k = 0, 1, …, which
		// reads x (and writes out) in runs and adds in the same order.
		for k := 0; k < n; k++ {
			w := newWalker(oshape, 1, [3][]int{ostrides}, [3]int{x.Offset + k*sa})
			for pos := 0; ; pos += w.n {
				dst := out[pos : pos+w.n]
				off, st := w.off[0], w.inner[0]
				if k == 0 {
					gather(dst, x.Data, off, st, w.n)
				} else {
					accumulateRun(op, dst, x.Data, off, st)
				}
				if !w.next() {
					break
				}
			}
		}
	}
	if op == Mean {
		inv := float32(n)
		for i := range out {
			out[i] /= inv
		}
	}
	return nil
}

// reduceRun reduces n elements of data from off with stride st.
func reduceRun(op ReduceOp, data []float32, off, st, n int) float32 {
	acc := data[off]
	switch op {
	case Sum, Mean:
		for k := 1; k < n; k++ {
			off += st
			acc += data[off]
		}
	case ReduceMax:
		for k := 1; k < n; k++ {
			off += st
			acc = max(acc, data[off])
		}
	case ReduceMin:
		for k := 1; k < n; k++ {
			off += st
			acc = min(acc, data[off])
		}
	}
	return acc
}

// accumulateRun folds len(dst) elements of data (from off, stride st) into
// dst.
func accumulateRun(op ReduceOp, dst, data []float32, off, st int) {
	switch op {
	case Sum, Mean:
		for i := range dst {
			dst[i] += data[off]
			off += st
		}
	case ReduceMax:
		for i := range dst {
			dst[i] = max(dst[i], data[off])
			off += st
		}
	case ReduceMin:
		for i := range dst {
			dst[i] = min(dst[i], data[off])
			off += st
		}
	}
}

// ArgMax is the index of the first maximum of x, or of its first NaN if it
// has one (numpy's argmax); -1 for an empty x.
func ArgMax(x []float32) int {
	if len(x) == 0 {
		return -1
	}
	best, at := x[0], 0
	if best != best {
		return 0
	}
	for i, v := range x[1:] {
		if v != v {
			return i + 1
		}
		if v > best {
			best, at = v, i+1
		}
	}
	return at
}
