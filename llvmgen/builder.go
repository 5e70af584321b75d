package llvmgen

import (
	"math"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"
)

// The LLVM types the module uses (typed pointers: LLVM 14's syntax).
var (
	tI1   = lirtypes.I1
	tI8   = lirtypes.I8
	tI16  = lirtypes.I16
	tI32  = lirtypes.I32
	tI64  = lirtypes.I64
	tF32  = lirtypes.Float
	tF64  = lirtypes.Double
	tPI8  = lirtypes.NewPointer(lirtypes.I8)
	tPF32 = lirtypes.NewPointer(lirtypes.Float)
)

// fn is one function being written: the current block and the helpers
// that append instructions to it.
type fn struct {
	f *lir.Func
	b *lir.Block
	// rt is the module's runtime helpers (conversions, math).
	rt *runtime
}

func i64c(v int64) *lirconst.Int { return lirconst.NewInt(tI64, v) }
func i32c(v int64) *lirconst.Int { return lirconst.NewInt(tI32, v) }
func f32c(v float32) *lirconst.Float {
	return lirconst.NewFloat(tF32, float64(v))
}
func f64c(v float64) *lirconst.Float { return lirconst.NewFloat(tF64, v) }

func constInt(v lirvalue.Value) (int64, bool) {
	if c, ok := v.(*lirconst.Int); ok && c.X.IsInt64() {
		return c.X.Int64(), true
	}
	return 0, false
}

// add, mul and sub on i64 fold constants, so that static shapes stay
// literal in the text.
func (g *fn) add(a, b lirvalue.Value) lirvalue.Value {
	x, okx := constInt(a)
	y, oky := constInt(b)
	switch {
	case okx && oky:
		return i64c(x + y)
	case okx && x == 0:
		return b
	case oky && y == 0:
		return a
	}
	return g.b.NewAdd(a, b)
}

func (g *fn) sub(a, b lirvalue.Value) lirvalue.Value {
	x, okx := constInt(a)
	y, oky := constInt(b)
	switch {
	case okx && oky:
		return i64c(x - y)
	case oky && y == 0:
		return a
	}
	return g.b.NewSub(a, b)
}

func (g *fn) mul(a, b lirvalue.Value) lirvalue.Value {
	x, okx := constInt(a)
	y, oky := constInt(b)
	switch {
	case okx && oky:
		return i64c(x * y)
	case okx && x == 0, oky && y == 0:
		return i64c(0)
	case okx && x == 1:
		return b
	case oky && y == 1:
		return a
	}
	return g.b.NewMul(a, b)
}

// prod is the product of vs (1 for none).
func (g *fn) prod(vs []lirvalue.Value) lirvalue.Value {
	var p lirvalue.Value = i64c(1)
	for _, v := range vs {
		p = g.mul(p, v)
	}
	return p
}

// dot is Σ idx[k]·strides[k].
func (g *fn) dot(idx, strides []lirvalue.Value) lirvalue.Value {
	var off lirvalue.Value = i64c(0)
	for k := range idx {
		off = g.add(off, g.mul(idx[k], strides[k]))
	}
	return off
}

// block appends a new block to the function.
func (g *fn) block() *lir.Block { return g.f.NewBlock("") }

// loop runs body for i in [0, n): a counted loop with the induction
// variable in a phi, the shape LLVM's loop passes expect.
func (g *fn) loop(n lirvalue.Value, body func(i lirvalue.Value)) {
	if c, ok := constInt(n); ok && c == 1 {
		body(i64c(0))
		return
	}
	pre := g.b
	hdr, bb, exit := g.block(), g.block(), g.block()
	pre.NewBr(hdr)
	i := hdr.NewPhi(lir.NewIncoming(i64c(0), pre))
	hdr.NewCondBr(hdr.NewICmp(lirenum.IPredSLT, i, n), bb, exit)
	g.b = bb
	body(i)
	next := g.b.NewAdd(i, i64c(1))
	g.b.NewBr(hdr)
	i.Incs = append(i.Incs, lir.NewIncoming(next, g.b))
	g.b = exit
}

// reduce is a loop over [0, n) that carries one value: body maps (i, acc)
// to the next acc; the result is the last acc (init when n is 0).
func (g *fn) reduce(n lirvalue.Value, init lirvalue.Value, body func(i, acc lirvalue.Value) lirvalue.Value) lirvalue.Value {
	pre := g.b
	hdr, bb, exit := g.block(), g.block(), g.block()
	pre.NewBr(hdr)
	i := hdr.NewPhi(lir.NewIncoming(i64c(0), pre))
	acc := hdr.NewPhi(lir.NewIncoming(init, pre))
	hdr.NewCondBr(hdr.NewICmp(lirenum.IPredSLT, i, n), bb, exit)
	g.b = bb
	nextAcc := body(i, acc)
	next := g.b.NewAdd(i, i64c(1))
	g.b.NewBr(hdr)
	i.Incs = append(i.Incs, lir.NewIncoming(next, g.b))
	acc.Incs = append(acc.Incs, lir.NewIncoming(nextAcc, g.b))
	g.b = exit
	return acc
}

// nest runs body over every index of dims, the last axis innermost.
func (g *fn) nest(dims []lirvalue.Value, body func(idx []lirvalue.Value)) {
	idx := make([]lirvalue.Value, len(dims))
	var rec func(k int)
	rec = func(k int) {
		if k == len(dims) {
			body(idx)
			return
		}
		g.loop(dims[k], func(i lirvalue.Value) {
			idx[k] = i
			rec(k + 1)
		})
	}
	rec(0)
}

// failIf returns code from the function when cond holds.
func (g *fn) failIf(cond lirvalue.Value, code int64) {
	fail, cont := g.block(), g.block()
	g.b.NewCondBr(cond, fail, cont)
	fail.NewRet(i32c(code))
	g.b = cont
}

// gep is &base[off] for a typed pointer base.
func (g *fn) gep(elem lirtypes.Type, base, off lirvalue.Value) lirvalue.Value {
	if c, ok := constInt(off); ok && c == 0 {
		return base
	}
	p := g.b.NewGetElementPtr(elem, base, off)
	p.InBounds = true
	return p
}

func (g *fn) fadd(a, b lirvalue.Value) lirvalue.Value { return g.b.NewFAdd(a, b) }
func (g *fn) fsub(a, b lirvalue.Value) lirvalue.Value { return g.b.NewFSub(a, b) }
func (g *fn) fmul(a, b lirvalue.Value) lirvalue.Value { return g.b.NewFMul(a, b) }
func (g *fn) fdiv(a, b lirvalue.Value) lirvalue.Value { return g.b.NewFDiv(a, b) }

// fastAdd and fastMul are the accumulation of a dot product: any order,
// fused or not.
func (g *fn) fastAdd(a, b lirvalue.Value) lirvalue.Value {
	x := g.b.NewFAdd(a, b)
	x.FastMathFlags = []lirenum.FastMathFlag{lirenum.FastMathFlagReassoc, lirenum.FastMathFlagContract}
	return x
}

func (g *fn) fastMul(a, b lirvalue.Value) lirvalue.Value {
	x := g.b.NewFMul(a, b)
	x.FastMathFlags = []lirenum.FastMathFlag{lirenum.FastMathFlagReassoc, lirenum.FastMathFlagContract}
	return x
}

func (g *fn) ext(x lirvalue.Value) lirvalue.Value   { return g.b.NewFPExt(x, tF64) }
func (g *fn) trunc(x lirvalue.Value) lirvalue.Value { return g.b.NewFPTrunc(x, tF32) }

// fmax and fmin are Go's max and min on float32: NaN when either is NaN.
func (g *fn) fmax(a, b lirvalue.Value) lirvalue.Value {
	s := g.b.NewSelect(g.b.NewFCmp(lirenum.FPredOGT, a, b), a, b)
	return g.b.NewSelect(g.b.NewFCmp(lirenum.FPredUNO, a, b), g.b.NewFAdd(a, b), s)
}

func (g *fn) fmin(a, b lirvalue.Value) lirvalue.Value {
	s := g.b.NewSelect(g.b.NewFCmp(lirenum.FPredOLT, a, b), a, b)
	return g.b.NewSelect(g.b.NewFCmp(lirenum.FPredUNO, a, b), g.b.NewFAdd(a, b), s)
}

// call1 calls a double → double runtime function on a float32, rounding
// the result to float32 (what the eager kernels do with Go's math).
func (g *fn) call1(f *lir.Func, x lirvalue.Value) lirvalue.Value {
	return g.trunc(g.b.NewCall(f, g.ext(x)))
}

var negInf32 = float32(math.Inf(-1))
