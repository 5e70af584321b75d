package llvmgen

import (
	"fmt"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/layout/quant"
)

// The non-linear 4-bit types: a nibble indexes a 16-entry code book
// (ggml's kvalues_iq4nl, kvalues_mxfp4), looked up lane-wise with a
// masked gather from a constant table (vgatherdps with AVX2, per-lane
// loads where the target has no gather).

func init() {
	dqCodecs[quant.IQ4_NL] = dqCodec{quant.IQ4_NL, 32, false, dqEmitIQ4_NL}
	dqCodecs[quant.IQ4_XS] = dqCodec{quant.IQ4_XS, quant.QK_K, false, dqEmitIQ4_XS}
	dqCodecs[quant.MXFP4] = dqCodec{quant.MXFP4, 32, false, dqEmitMXFP4}
}

// dqCodeBook returns the module's constant f32 table name holding vals.
func dqCodeBook(m *lir.Module, name string, vals []int8) *lir.Global {
	for _, g := range m.Globals {
		if g.Name() == name {
			return g
		}
	}
	elems := make([]lirconst.Constant, len(vals))
	for i, v := range vals {
		elems[i] = lirconst.NewFloat(dqF32, float64(v))
	}
	g := m.NewGlobalDef(name, lirconst.NewArray(lirtypes.NewArray(uint64(len(vals)), dqF32), elems...))
	g.Immutable, g.Linkage, g.UnnamedAddr, g.Align = true, lirenum.LinkagePrivate, lirenum.UnnamedAddrUnnamedAddr, 64
	return g
}

// dqGather returns the declaration of llvm.masked.gather for w floats.
func dqGather(m *lir.Module, w int) *lir.Func {
	name := fmt.Sprintf("llvm.masked.gather.v%df32.v%dp0f32", w, w)
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f
		}
	}
	return m.NewFunc(name, dqVec(w, dqF32),
		lir.NewParam("", dqVec(w, dqF32p)), lir.NewParam("", dqI32), lir.NewParam("", dqVec(w, lirtypes.I1)), lir.NewParam("", dqVec(w, dqF32)))
}

// lookup is table[idx] per lane of idx (<w x i32>, every lane in range).
func (e *dqEm) lookup(table *lir.Global, idx lirvalue.Value) lirvalue.Value {
	w := dqLanesOf(idx)
	ptrs := e.b.NewGetElementPtr(table.ContentType, table, lirconst.NewInt(dqI32, 0), idx)
	ptrs.InBounds = true
	all := make([]lirconst.Constant, w)
	for i := range all {
		all[i] = lirconst.True
	}
	return e.b.NewCall(dqGather(e.f.Parent, w), ptrs, lirconst.NewInt(dqI32, 4),
		lirconst.NewVector(dqVec(w, lirtypes.I1), all...), lirconst.NewUndef(dqVec(w, dqF32)))
}

// dqNibbles emits x = scale·book[q] for the 32 elements of 16 bytes of
// nibbles at byte off (low nibbles: elements 0…15, high: 16…31) at
// element base.
func dqNibbles(e *dqEm, p lirvalue.Value, off int64, book *lir.Global, scale lirvalue.Value, base int, out dqSink) {
	q := e.zext32(e.vload(p, off, dqLanes, dqI8))
	out(base, e.fmul(scale, e.lookup(book, e.and(q, 0x0f))))
	out(base+16, e.fmul(scale, e.lookup(book, e.lshr(q, 4))))
}

// IQ4_NL: f16 d, 16 bytes of nibbles; x = d·kvalues[q].
func dqEmitIQ4_NL(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	book := dqCodeBook(e.f.Parent, "skaic_kvalues_iq4nl", quant.KValuesIQ4NL[:])
	dqNibbles(e, p, 2, book, e.splat(e.halfAt(p, 0), dqLanes), 0, out)
}

// IQ4_XS: f16 d, u16 scales_h, scales_l[4], eight 32-element sub-blocks
// of 16 bytes of nibbles; x = (d·ls)·kvalues[q], ls the 6-bit scale − 32.
func dqEmitIQ4_XS(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	book := dqCodeBook(e.f.Parent, "skaic_kvalues_iq4nl", quant.KValuesIQ4NL[:])
	d := e.halfAt(p, 0)
	h := e.zext32(e.load(p, 2, dqI16))
	for ib := int64(0); ib < quant.QK_K/32; ib++ {
		lo := e.and(e.lshr(e.zext32(e.load(p, 4+ib/2, dqI8)), 4*(ib%2)), 0x0f)
		hi := e.and(e.lshr(h, 2*ib), 3)
		dl := e.fmul(d, e.tof(e.addc(e.or(lo, e.shl(hi, 4)), -32)))
		dqNibbles(e, p, 8+16*ib, book, e.splat(dl, dqLanes), int(32*ib), out)
	}
}

// MXFP4: e8m0 exponent e, 16 bytes of nibbles; x = 2^(e−128)·kvalues[q]
// (the code book doubled, the scale halved: ggml_e8m0_to_fp32_half, whose
// e < 2 are the subnormals 2^-128 and 2^-127).
func dqEmitMXFP4(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	book := dqCodeBook(e.f.Parent, "skaic_kvalues_mxfp4", quant.KValuesMXFP4[:])
	ex := e.zext32(e.load(p, 0, dqI8))
	normal := e.shl(e.addc(ex, -1), 23)
	sub := e.b.NewShl(dqInt(dqI32, 0x00200000), ex)
	small := e.b.NewICmp(lirenum.IPredULT, ex, dqInt(dqI32, 2))
	d := e.b.NewBitCast(e.b.NewSelect(small, sub, normal), dqF32)
	dqNibbles(e, p, 1, book, e.splat(d, dqLanes), 0, out)
}
