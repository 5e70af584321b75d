package llvmgen

import (
	"math"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"
)

// dqEm emits the straight-line vector code of the packed decoders into one
// function. Every lane-wise value is an LLVM vector (<W x T>, W = 1 for a
// tail element), so the decoders are vector code by construction: llc
// legalises the vectors to the target's SIMD registers (SSE/AVX, NEON,
// wasm simd128) or to scalars (Cortex-M4F) without any optimiser pass.
// Scalars (block scales) are plain LLVM scalars splatted where they meet
// lanes.
type dqEm struct {
	f *lir.Func
	b *lir.Block // the block instructions go to
	// loads caches the vector loads of the current block body by (base,
	// offset, lanes, type): the decoders read the same quant bytes for
	// several outputs and llc does not always merge repeated loads.
	loads map[dqLoadKey]lirvalue.Value
}

type dqLoadKey struct {
	base    lirvalue.Value
	off     int64
	dqLanes int
	typ     string
}

var (
	dqI8  = lirtypes.I8
	dqI16 = lirtypes.I16
	dqI32 = lirtypes.I32
	dqI64 = lirtypes.I64
	dqF32 = lirtypes.Float

	dqI8p  = lirtypes.NewPointer(lirtypes.I8)
	dqF32p = lirtypes.NewPointer(lirtypes.Float)
)

func newDQEm(f *lir.Func) *dqEm {
	return &dqEm{f: f, b: f.NewBlock("entry"), loads: map[dqLoadKey]lirvalue.Value{}}
}

// dqVec is <w x t>.
func dqVec(w int, t lirtypes.Type) *lirtypes.VectorType { return lirtypes.NewVector(uint64(w), t) }

// dqLanesOf is the vector length of v's type (0 for a scalar).
func dqLanesOf(v lirvalue.Value) int {
	if vt, ok := v.Type().(*lirtypes.VectorType); ok {
		return int(vt.Len)
	}
	return 0
}

// dqLike returns t widened to v's shape: <w x t> when v is a vector.
func dqLike(v lirvalue.Value, t lirtypes.Type) lirtypes.Type {
	if w := dqLanesOf(v); w > 0 {
		return dqVec(w, t)
	}
	return t
}

// dqInt is the integer constant n of type t (an integer or integer vector type).
func dqInt(t lirtypes.Type, n int64) lirconst.Constant {
	if vt, ok := t.(*lirtypes.VectorType); ok {
		c := lirconst.NewInt(vt.ElemType.(*lirtypes.IntType), n)
		elems := make([]lirconst.Constant, vt.Len)
		for i := range elems {
			elems[i] = c
		}
		return lirconst.NewVector(vt, elems...)
	}
	return lirconst.NewInt(t.(*lirtypes.IntType), n)
}

// dqFloat is the float constant x (exactly representable in f32) of type t.
func dqFloat(t lirtypes.Type, x float32) lirconst.Constant {
	if vt, ok := t.(*lirtypes.VectorType); ok {
		c := lirconst.NewFloat(dqF32, float64(x))
		elems := make([]lirconst.Constant, vt.Len)
		for i := range elems {
			elems[i] = c
		}
		return lirconst.NewVector(vt, elems...)
	}
	return lirconst.NewFloat(dqF32, float64(x))
}

// dqIota is the constant vector <start, start+1, …> of w lanes of t.
func dqIota(w int, t *lirtypes.IntType, start int64) lirconst.Constant {
	elems := make([]lirconst.Constant, w)
	for i := range elems {
		elems[i] = lirconst.NewInt(t, start+int64(i))
	}
	return lirconst.NewVector(dqVec(w, t), elems...)
}

// The lane-wise operations; an int operand n is the constant n of the other
// operand's type.
func (e *dqEm) and(x lirvalue.Value, n int64) lirvalue.Value {
	return e.b.NewAnd(x, dqInt(x.Type(), n))
}
func (e *dqEm) lshr(x lirvalue.Value, n int64) lirvalue.Value {
	if n == 0 {
		return x
	}
	return e.b.NewLShr(x, dqInt(x.Type(), n))
}
func (e *dqEm) shl(x lirvalue.Value, n int64) lirvalue.Value {
	if n == 0 {
		return x
	}
	return e.b.NewShl(x, dqInt(x.Type(), n))
}
func (e *dqEm) addc(x lirvalue.Value, n int64) lirvalue.Value {
	if n == 0 {
		return x
	}
	return e.b.NewAdd(x, dqInt(x.Type(), n))
}
func (e *dqEm) or(x, y lirvalue.Value) lirvalue.Value { return e.b.NewOr(x, y) }

// zext32 and sext32 widen integers (scalar or vector) to i32.
func (e *dqEm) zext32(x lirvalue.Value) lirvalue.Value { return e.b.NewZExt(x, dqLike(x, dqI32)) }
func (e *dqEm) sext32(x lirvalue.Value) lirvalue.Value { return e.b.NewSExt(x, dqLike(x, dqI32)) }

// tof converts a signed i32 (scalar or vector) to f32; exact for the small
// integers the decoders produce.
func (e *dqEm) tof(x lirvalue.Value) lirvalue.Value { return e.b.NewSIToFP(x, dqLike(x, dqF32)) }

// fmul, fadd and fsub round each result to f32 on its own, as the Go
// decoders do (no contraction flags: llc never fuses them).
func (e *dqEm) fmul(x, y lirvalue.Value) lirvalue.Value { return e.b.NewFMul(x, y) }
func (e *dqEm) fadd(x, y lirvalue.Value) lirvalue.Value { return e.b.NewFAdd(x, y) }
func (e *dqEm) fsub(x, y lirvalue.Value) lirvalue.Value { return e.b.NewFSub(x, y) }

// splat broadcasts scalar x to w lanes.
func (e *dqEm) splat(x lirvalue.Value, w int) lirvalue.Value {
	vt := dqVec(w, x.Type())
	one := e.b.NewInsertElement(lirconst.NewUndef(vt), x, lirconst.NewInt(dqI32, 0))
	mask := lirconst.NewZeroInitializer(dqVec(w, dqI32))
	return e.b.NewShuffleVector(one, lirconst.NewUndef(vt), mask)
}

// at is the i8* p+off.
func (e *dqEm) at(p lirvalue.Value, off int64) lirvalue.Value {
	if off == 0 {
		return p
	}
	g := e.b.NewGetElementPtr(dqI8, p, lirconst.NewInt(dqI64, off))
	g.InBounds = true
	return g
}

// atDyn is the i8* p+off for a run-time byte offset.
func (e *dqEm) atDyn(p, off lirvalue.Value) lirvalue.Value {
	g := e.b.NewGetElementPtr(dqI8, p, off)
	g.InBounds = true
	return g
}

// fAt is the float* p+off (off in elements, run time).
func (e *dqEm) fAt(p, off lirvalue.Value) lirvalue.Value {
	g := e.b.NewGetElementPtr(dqF32, p, off)
	g.InBounds = true
	return g
}

// load reads a scalar t at byte offset off of i8* p (unaligned).
func (e *dqEm) load(p lirvalue.Value, off int64, t lirtypes.Type) lirvalue.Value {
	return e.vload(p, off, 0, t)
}

// vload reads w consecutive t at byte offset off of i8* p (unaligned);
// w = 0 reads one scalar.
func (e *dqEm) vload(p lirvalue.Value, off int64, w int, t lirtypes.Type) lirvalue.Value {
	k := dqLoadKey{p, off, w, t.String()}
	if v, ok := e.loads[k]; ok {
		return v
	}
	var vt lirtypes.Type = t
	if w > 0 {
		vt = dqVec(w, t)
	}
	ptr := e.at(p, off)
	if !vt.Equal(dqI8) {
		ptr = e.b.NewBitCast(ptr, lirtypes.NewPointer(vt))
	}
	l := e.b.NewLoad(vt, ptr)
	l.Align = 1
	e.loads[k] = l
	return l
}

// vloadF reads w floats at float* p (element aligned).
func (e *dqEm) vloadF(p lirvalue.Value, w int) lirvalue.Value {
	vt := dqVec(w, dqF32)
	l := e.b.NewLoad(vt, e.b.NewBitCast(p, lirtypes.NewPointer(vt)))
	l.Align = 4
	return l
}

// vstoreF writes vector v at float* p (element aligned).
func (e *dqEm) vstoreF(v, p lirvalue.Value) {
	vt := v.Type()
	s := e.b.NewStore(v, e.b.NewBitCast(p, lirtypes.NewPointer(vt)))
	s.Align = 4
}

// half widens IEEE binary16 bits (i16, scalar or vector) to f32 exactly,
// NaN payloads kept: normal and Inf/NaN values by moving the exponent and
// mantissa fields, subnormals as mantissa·2⁻²⁴ (exact in f32). Integer
// and select code only, so it needs no conversion instruction or runtime
// helper on any target.
func (e *dqEm) half(h lirvalue.Value) lirvalue.Value {
	h32 := e.zext32(h)
	it := h32.Type()
	sign := e.shl(e.and(h32, 0x8000), 16)
	em := e.and(h32, 0x7fff)
	exp := e.lshr(em, 10)
	moved := e.shl(em, 13)
	normal := e.addc(moved, 112<<23)
	infnan := e.addc(moved, 224<<23)
	sub := e.b.NewBitCast(e.fmul(e.tof(em), dqFloat(dqLike(h32, dqF32), float32(math.Ldexp(1, -24)))), it)
	bits := e.b.NewSelect(e.b.NewICmp(lirenum.IPredEQ, exp, dqInt(it, 31)), infnan, normal)
	bits2 := e.b.NewSelect(e.b.NewICmp(lirenum.IPredEQ, exp, dqInt(it, 0)), sub, bits)
	return e.b.NewBitCast(e.or(bits2, sign), dqLike(h32, dqF32))
}

// bf16 widens bfloat16 bits (i16, scalar or vector) to f32 exactly.
func (e *dqEm) bf16(h lirvalue.Value) lirvalue.Value {
	return e.b.NewBitCast(e.shl(e.zext32(h), 16), dqLike(h, dqF32))
}

// halfAt reads the little-endian binary16 at byte off of p as f32.
func (e *dqEm) halfAt(p lirvalue.Value, off int64) lirvalue.Value {
	return e.half(e.load(p, off, dqI16))
}

// loop emits a counted loop `for i := from; i < to; i++` with loop-carried
// values: body gets i and the current carried values and returns the next
// ones; loop returns the carried values after the last iteration. The body
// may open new blocks. Loads are not cached across the loop's edges.
func (e *dqEm) loop(name string, from, to lirvalue.Value, carried []lirvalue.Value, body func(i lirvalue.Value, c []lirvalue.Value) []lirvalue.Value) []lirvalue.Value {
	pre := e.b
	head := e.f.NewBlock(name + ".head")
	bodyB := e.f.NewBlock(name + ".body")
	exit := e.f.NewBlock(name + ".exit")
	pre.NewBr(head)

	e.b = head
	iv := head.NewPhi(lir.NewIncoming(from, pre))
	phis := make([]*lir.InstPhi, len(carried))
	cur := make([]lirvalue.Value, len(carried))
	for k, c := range carried {
		phis[k] = head.NewPhi(lir.NewIncoming(c, pre))
		cur[k] = phis[k]
	}
	head.NewCondBr(head.NewICmp(lirenum.IPredSLT, iv, to), bodyB, exit)

	e.b = bodyB
	e.loads = map[dqLoadKey]lirvalue.Value{}
	next := body(iv, cur)
	inext := e.b.NewAdd(iv, lirconst.NewInt(dqI64, 1))
	iv.Incs = append(iv.Incs, lir.NewIncoming(inext, e.b))
	for k := range phis {
		phis[k].Incs = append(phis[k].Incs, lir.NewIncoming(next[k], e.b))
	}
	e.b.NewBr(head)

	e.b = exit
	e.loads = map[dqLoadKey]lirvalue.Value{}
	return cur
}

// hsum adds the lanes of a float vector pairwise (a fixed tree, so the
// result does not depend on the target).
func (e *dqEm) hsum(v lirvalue.Value) lirvalue.Value {
	w := dqLanesOf(v)
	for w > 1 {
		h := w / 2
		lo := make([]lirconst.Constant, h)
		hi := make([]lirconst.Constant, h)
		for i := 0; i < h; i++ {
			lo[i] = lirconst.NewInt(dqI32, int64(i))
			hi[i] = lirconst.NewInt(dqI32, int64(h+i))
		}
		a := e.b.NewShuffleVector(v, lirconst.NewUndef(v.Type()), lirconst.NewVector(dqVec(h, dqI32), lo...))
		b := e.b.NewShuffleVector(v, lirconst.NewUndef(v.Type()), lirconst.NewVector(dqVec(h, dqI32), hi...))
		v = e.fadd(a, b)
		w = h
	}
	return e.b.NewExtractElement(v, lirconst.NewInt(dqI32, 0))
}
