package layout

import "github.com/skainet/skaic/internal/robytes"

// copySameDense writes the view into dst (row-major, contiguous) when its
// storage already holds elements of f's dtype unblocked, so that
// materializing is a byte copy: runs along the last axis are copied whole
// when that axis is contiguous, element by element otherwise. It reports
// false, having written nothing, when the view needs decoding.
func (v *TensorView) copySameDense(f Format, dst []byte) (ok bool, err error) {
	src := v.Format.Normalize()
	es := int64(f.DType.Size())
	if src.Encoding != Dense || src.DType != f.DType || es == 0 || (v.Layout.Blocked && v.Layout.BlockElems != 1) {
		return false, nil
	}
	defer RecoverFault(&err, CatchFaults())
	n := v.NumElements()
	if n == 0 {
		return true, nil
	}
	all, err := v.Bytes()
	if err != nil {
		return false, err
	}
	b := robytes.Unwrap(all)
	shape, strides := v.Layout.Shape, v.Layout.Strides
	rank := len(shape)
	if rank == 0 {
		copy(dst[:es], b[v.Layout.Offset*es:])
		return true, nil
	}
	inner, istride := shape[rank-1], strides[rank-1]
	coords := make([]int64, rank-1)
	for o := int64(0); o < n; o += inner {
		pos := v.Layout.Offset
		for k, c := range coords {
			pos += c * strides[k]
		}
		out := dst[o*es : (o+inner)*es]
		if istride == 1 {
			copy(out, b[pos*es:(pos+inner)*es])
		} else {
			for i := int64(0); i < inner; i++ {
				p := (pos + i*istride) * es
				copy(out[i*es:(i+1)*es], b[p:p+es])
			}
		}
		incCoords(coords, shape[:rank-1])
	}
	return true, nil
}
