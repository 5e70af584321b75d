package mlirgen

// WindowMask sets x[..., r, c] = fill wherever query row r, at position
// positions[r] (i32 or i64 [rows]), may not see key c under causal
// sliding-window attention: c > positions[r] or positions[r] - c ≥ window;
// the other values are kept. The positions are an operand, so the mask
// needs no static offset: a prefill and a decode step against a
// dynamic-length cache slice lower alike.
func (f *FuncWriter) WindowMask(x, positions Value, window int64, fill float64) Value {
	if !f.ok("window_mask", x, positions) {
		return Value{}
	}
	if !x.Type.Elem.IsFloat() || x.Rank() < 2 {
		f.failf("window_mask", "x %s is not a float tensor of rank ≥ 2", x.Type)
		return Value{}
	}
	pe := positions.Type.Elem
	if (pe != I32 && pe != I64) || positions.Rank() != 1 || positions.Type.Shape[0] != x.Type.Shape[x.Rank()-2] {
		f.failf("window_mask", "positions %s are not i32 or i64 [%d]", positions.Type, x.Type.Shape[x.Rank()-2])
		return Value{}
	}
	if window < 1 {
		f.failf("window_mask", "window %d must be at least 1", window)
		return Value{}
	}
	n := x.Rank()
	e := x.Type.Elem
	return f.generic(generic{
		loops: n, ins: []Value{x, positions}, inMaps: [][]string{identityMap(n), {dims(n)[n-2]}},
		outs: []Value{f.Empty(x.Type)}, outMaps: [][]string{identityMap(n)},
		body: func(r *region, a []string) []string {
			pos := a[1]
			if pe == I32 {
				pos = r.conv("arith.extsi", pos, I32, I64)
			}
			col := r.index(n-1, I64)
			later := r.cmpi("sgt", col, pos, I64)
			back := r.bin("arith.subi", pos, col, I64)
			far := r.cmpi("sge", back, r.c(float64(window), I64), I64)
			masked := r.bin("arith.ori", later, far, I1)
			return []string{r.sel(masked, r.c(fill, e), a[0], e)}
		},
	})[0]
}
