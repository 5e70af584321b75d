package llvmgen

import (
	"fmt"

	lirenum "github.com/llir/llvm/ir/enum"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/ir"
)

// windowMask keeps x[..., r, c] where the query at position p = pos[r]
// sees key c under causal sliding-window attention (p - window < c ≤ p)
// and writes -inf elsewhere; the positions are an operand, so a dynamic
// decode slice needs no offset.
func (g *fgen) windowMask(v *ir.Value, out, x, pos *tensor) error {
	r := len(out.dims)
	if r < 2 {
		return fmt.Errorf("scores need at least 2 axes, got %v", out.shape)
	}
	if pos.el.isFloat() || pos.el == eF64 {
		return fmt.Errorf("positions must be an integer tensor")
	}
	w := int64(v.Attrs.(*ir.WindowAttrs).Window)
	g.nest(out.dims, func(idx []lirvalue.Value) {
		p := g.load(pos, []lirvalue.Value{idx[r-2]})
		if pos.el == eI32 {
			p = g.b.NewSExt(p, tI64)
		}
		c := idx[r-1]
		seen := g.b.NewICmp(lirenum.IPredSLE, c, p)
		near := g.b.NewICmp(lirenum.IPredSGT, c, g.sub(p, i64c(w)))
		keep := g.b.NewAnd(seen, near)
		g.store(out, idx, g.b.NewSelect(keep, g.load(x, idx), f32c(negInf32)))
	})
	return nil
}
