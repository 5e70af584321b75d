package llvmgen

import (
	"fmt"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// narrowPacked lowers a narrow of a packed weight (row-major blocks) as a
// view of its blocks: along the rows an offset of whole rows, along the
// inputs an offset of whole blocks in every row (the row stride kept), so
// the Linear or Embedding reading it decodes only the blocks it covers.
// Any other view of a packed weight, or a narrow that cuts a block, has no
// lowering.
func (g *fgen) narrowPacked(v *ir.Value, x *tensor) (*tensor, error) {
	w := x.packed
	if v.Op != ir.OpNarrow {
		return nil, fmt.Errorf("operand 0 is a %s weight, which only linear, embedding and narrow read", w.enc)
	}
	if w.order != layout.RowMajor {
		return nil, fmt.Errorf("narrow of a %s weight in %s block order", w.enc, w.order)
	}
	a := v.Attrs.(*ir.NarrowAttrs)
	f := layout.Format{DType: layout.F32, Encoding: w.enc}
	bb, be := int64(f.BlockBytes()), w.cols/(w.rowBytes/int64(f.BlockBytes()))
	n := *w
	n.rowStride = w.stride()
	switch a.Axis {
	case 0:
		n.base = g.gep(tI8, w.base, i64c(a.Start*n.rowStride))
		n.rows = a.Size
	case 1:
		if a.Start%be != 0 || a.Size%be != 0 {
			return nil, fmt.Errorf("narrow [%d, %d) of the inputs of a %s weight cuts its %d-element blocks", a.Start, a.Start+a.Size, w.enc, be)
		}
		n.base = g.gep(tI8, w.base, i64c(a.Start/be*bb))
		n.cols, n.rowBytes = a.Size, a.Size/be*bb
	default:
		return nil, fmt.Errorf("narrow of axis %d of a 2-D %s weight", a.Axis, w.enc)
	}
	return &tensor{el: x.el, shape: v.Type.Shape, packed: &n}, nil
}
