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

// The lattice ("grid") i-quants: a grid index picks a word of 8 (or 4)
// unsigned magnitudes from a constant table, scaled by the sub-block scale
// and negated lane-wise by a sign byte. The grids and the sign table are
// private constant globals of the module (one per table, shared by the
// decode and dot functions); a grid word is one scalar load of its bytes
// as a vector, so no gather is needed on any target.

func init() {
	dqCodecs[quant.IQ2_XXS] = dqCodec{quant.IQ2_XXS, quant.QK_K, false, dqEmitIQ2_XXS}
	dqCodecs[quant.IQ2_XS] = dqCodec{quant.IQ2_XS, quant.QK_K, false, dqEmitIQ2_XS}
	dqCodecs[quant.IQ2_S] = dqCodec{quant.IQ2_S, quant.QK_K, false, dqEmitIQ2_S}
	dqCodecs[quant.IQ3_XXS] = dqCodec{quant.IQ3_XXS, quant.QK_K, false, dqEmitIQ3_XXS}
	dqCodecs[quant.IQ3_S] = dqCodec{quant.IQ3_S, quant.QK_K, false, dqEmitIQ3_S}
	dqCodecs[quant.IQ1_S] = dqCodec{quant.IQ1_S, quant.QK_K, false, dqEmitIQ1_S}
	dqCodecs[quant.IQ1_M] = dqCodec{quant.IQ1_M, quant.QK_K, false, dqEmitIQ1_M}
}

// dqTable returns the i8* of the module's private constant table name
// holding data, adding it on first use.
func (e *dqEm) dqTable(name string, data func() []byte) lirvalue.Value {
	m := e.f.Parent
	sym := "skaic_" + name
	var g *lir.Global
	for _, x := range m.Globals {
		if x.Name() == sym {
			g = x
		}
	}
	if g == nil {
		g = m.NewGlobalDef(sym, lirconst.NewCharArray(data()))
		g.Immutable = true
		g.Linkage = lirenum.LinkagePrivate
		g.UnnamedAddr = lirenum.UnnamedAddrUnnamedAddr
		g.Align = 8
	}
	zero := lirconst.NewInt(dqI64, 0)
	return lirconst.NewGetElementPtr(g.ContentType, g, zero, zero)
}

// dqGrid is the i8* of t's grid table (entry i's width bytes at i·width).
func (e *dqEm) dqGrid(t quant.Type) (lirvalue.Value, int) {
	vals, width, ok := quant.GridTable(t)
	if !ok {
		panic(fmt.Sprintf("llvmgen: %s has no grid", t))
	}
	name := lowerName(t)
	if t == quant.IQ1_M {
		name = lowerName(quant.IQ1_S) // one grid for both
	}
	return e.dqTable("grid_"+name, func() []byte {
		b := make([]byte, len(vals))
		for i, v := range vals {
			b[i] = byte(v)
		}
		return b
	}), width
}

// dqSigns is the i8* of the 128-entry sign table.
func (e *dqEm) dqSigns() lirvalue.Value {
	return e.dqTable("ksigns", func() []byte { s := quant.SignTable(); return s[:] })
}

func lowerName(t quant.Type) string {
	b := []byte(t.String())
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// tableLoad loads w bytes (w = 0: one byte) of table at the run-time
// byte offset off (i32).
func (e *dqEm) tableLoad(table, off lirvalue.Value, w int) lirvalue.Value {
	p := e.atDyn(table, e.b.NewZExt(off, dqI64))
	var t lirtypes.Type = dqI8
	if w > 0 {
		t = dqVec(w, dqI8)
		p = e.b.NewBitCast(p, lirtypes.NewPointer(t))
	}
	l := e.b.NewLoad(t, p)
	l.Align = 1
	return l
}

// gridWords loads the grid entries idx (scalar i32 each) of width bytes
// and concatenates them into one <16 x i8>.
func (e *dqEm) gridWords(grid lirvalue.Value, width int, idx []lirvalue.Value) lirvalue.Value {
	words := make([]lirvalue.Value, len(idx))
	for i, x := range idx {
		words[i] = e.tableLoad(grid, e.b.NewMul(x, dqInt(dqI32, int64(width))), width)
	}
	for len(words) > 1 {
		next := make([]lirvalue.Value, len(words)/2)
		for i := range next {
			n := 2 * dqLanesOf(words[2*i])
			next[i] = e.b.NewShuffleVector(words[2*i], words[2*i+1], dqIota(n, dqI32, 0))
		}
		words = next
	}
	return words[0]
}

// gridSigned is the 16 lanes db·grid, negated in lane j where bit j%8 of
// sign byte signs[j/8] (scalar i32) is set: the sign bit flipped, as
// layout/quant does.
func (e *dqEm) gridSigned(g16, db lirvalue.Value, signs [2]lirvalue.Value) lirvalue.Value {
	v := e.fmul(e.splat(db, dqLanes), e.tof(e.zext32(g16)))
	pair := e.b.NewInsertElement(lirconst.NewUndef(dqVec(2, dqI32)), signs[0], lirconst.NewInt(dqI32, 0))
	pair2 := e.b.NewInsertElement(pair, signs[1], lirconst.NewInt(dqI32, 1))
	sel := make([]lirconst.Constant, dqLanes)
	sh := make([]lirconst.Constant, dqLanes)
	for j := range dqLanes {
		sel[j] = lirconst.NewInt(dqI32, int64(j/8))
		sh[j] = lirconst.NewInt(dqI32, int64(j%8))
	}
	s := e.b.NewShuffleVector(pair2, lirconst.NewUndef(dqVec(2, dqI32)), lirconst.NewVector(dqVec(dqLanes, dqI32), sel...))
	bits := e.shl(e.and(e.b.NewLShr(s, lirconst.NewVector(dqVec(dqLanes, dqI32), sh...)), 1), 31)
	vt := dqVec(dqLanes, dqI32)
	return e.b.NewBitCast(e.b.NewXor(e.b.NewBitCast(v, vt), bits), dqVec(dqLanes, dqF32))
}

// halfScale is ((d·(0.5 + s))·k) for the scalar i32 s.
func (e *dqEm) halfScale(d, s lirvalue.Value, k float32) lirvalue.Value {
	return e.fmul(e.fmul(d, e.fadd(dqFloat(dqF32, 0.5), e.tof(s))), dqFloat(dqF32, k))
}

// ksign is ksigns[(aux >> sh) & 127] as i32.
func (e *dqEm) ksign(signs, aux lirvalue.Value, sh int64) lirvalue.Value {
	return e.zext32(e.tableLoad(signs, e.and(e.lshr(aux, sh), 127), 0))
}

// IQ2_XXS: f16 d, then eight 8-byte groups of 32 elements: four grid
// indices (bytes 0..3) and a u32 whose bits 7l..7l+6 are the sign index of
// grid entry l and whose top nibble is the 4-bit scale.
func dqEmitIQ2_XXS(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ2_XXS)
	signs := e.dqSigns()
	d := e.halfAt(p, 0)
	for ib := int64(0); ib < 8; ib++ {
		q := 2 + 8*ib
		aux := e.load(p, q+4, dqI32)
		db := e.halfScale(d, e.lshr(aux, 28), 0.25)
		for h := int64(0); h < 2; h++ {
			idx := []lirvalue.Value{e.zext32(e.load(p, q+2*h, dqI8)), e.zext32(e.load(p, q+2*h+1, dqI8))}
			g := e.gridWords(grid, width, idx)
			out(int(32*ib+16*h), e.gridSigned(g, db, [2]lirvalue.Value{e.ksign(signs, aux, 7*(2*h)), e.ksign(signs, aux, 7*(2*h+1))}))
		}
	}
}

// dqSub4 is the 4-bit scale of 16-element run k of IQ2_XS and IQ2_S: the
// nibble k%2 of scales[k/2] at byte off.
func (e *dqEm) dqSub4(p lirvalue.Value, off, k int64) lirvalue.Value {
	return e.and(e.lshr(e.zext32(e.load(p, off+k/2, dqI8)), 4*(k%2)), 15)
}

// IQ2_XS: f16 d, u16 qs[32] (9-bit grid index, 7-bit sign index), scales[8]
// (two 4-bit scales a byte, one per 16 elements).
func dqEmitIQ2_XS(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ2_XS)
	signs := e.dqSigns()
	d := e.halfAt(p, 0)
	for k := int64(0); k < 16; k++ {
		db := e.halfScale(d, e.dqSub4(p, 66, k), 0.25)
		var idx []lirvalue.Value
		var sg [2]lirvalue.Value
		for l := int64(0); l < 2; l++ {
			q := e.zext32(e.load(p, 2+2*(2*k+l), dqI16))
			idx = append(idx, e.and(q, 511))
			sg[l] = e.ksign(signs, q, 9)
		}
		out(int(16*k), e.gridSigned(e.gridWords(grid, width, idx), db, sg))
	}
}

// IQ2_S: f16 d, qs[32] (low 8 bits of the grid indices), signs[32] (one
// bit per element), qh[8] (the indices' top 2 bits, four a byte),
// scales[8] (as IQ2_XS).
func dqEmitIQ2_S(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ2_S)
	d := e.halfAt(p, 0)
	for k := int64(0); k < 16; k++ {
		db := e.halfScale(d, e.dqSub4(p, 74, k), 0.25)
		var idx []lirvalue.Value
		var sg [2]lirvalue.Value
		for l := int64(0); l < 2; l++ {
			i := 2*k + l
			hi := e.and(e.lshr(e.zext32(e.load(p, 66+i/4, dqI8)), 2*(i%4)), 3)
			idx = append(idx, e.or(e.zext32(e.load(p, 2+i, dqI8)), e.shl(hi, 8)))
			sg[l] = e.zext32(e.load(p, 34+i, dqI8))
		}
		out(int(16*k), e.gridSigned(e.gridWords(grid, width, idx), db, sg))
	}
}

// IQ3_XXS: f16 d, qs[64] (grid indices, four elements each), then eight
// u32 (per 32 elements: four 7-bit sign indices, a 4-bit scale on top).
func dqEmitIQ3_XXS(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ3_XXS)
	signs := e.dqSigns()
	d := e.halfAt(p, 0)
	for ib := int64(0); ib < 8; ib++ {
		aux := e.load(p, 66+4*ib, dqI32)
		db := e.halfScale(d, e.lshr(aux, 28), 0.5)
		for h := int64(0); h < 2; h++ {
			var idx []lirvalue.Value
			for j := int64(0); j < 4; j++ {
				idx = append(idx, e.zext32(e.load(p, 2+8*ib+4*h+j, dqI8)))
			}
			sg := [2]lirvalue.Value{e.ksign(signs, aux, 7*(2*h)), e.ksign(signs, aux, 7*(2*h+1))}
			out(int(32*ib+16*h), e.gridSigned(e.gridWords(grid, width, idx), db, sg))
		}
	}
}

// IQ3_S: f16 d, qs[64] (low 8 bits of the grid indices), qh[8] (their 9th
// bits), signs[32] (one bit per element), scales[4] (two 4-bit scales a
// byte, one per 32 elements); x = (d·(1 + 2s))·grid · ±1.
func dqEmitIQ3_S(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ3_S)
	d := e.halfAt(p, 0)
	for ib := int64(0); ib < 8; ib++ {
		s := e.and(e.lshr(e.zext32(e.load(p, 106+ib/2, dqI8)), 4*(ib%2)), 15)
		db := e.fmul(d, e.tof(e.addc(e.shl(s, 1), 1)))
		qh := e.zext32(e.load(p, 66+ib, dqI8))
		for h := int64(0); h < 2; h++ {
			var idx []lirvalue.Value
			var sg [2]lirvalue.Value
			for l := 2 * h; l < 2*h+2; l++ {
				i := 8*ib + 2*l
				for j := int64(0); j < 2; j++ {
					hi := e.and(e.lshr(qh, 2*l+j), 1)
					idx = append(idx, e.or(e.zext32(e.load(p, 2+i+j, dqI8)), e.shl(hi, 8)))
				}
				sg[l-2*h] = e.zext32(e.load(p, 74+4*ib+l, dqI8))
			}
			out(int(32*ib+16*h), e.gridSigned(e.gridWords(grid, width, idx), db, sg))
		}
	}
}

// gridDelta is the 16 lanes dl·(grid + δ) of two IQ1 grid entries (int8
// values −1, 0, 1), lane j taking δ = −0.125 where neg[j/8] (i1) is set,
// +0.125 otherwise (the sum is exact, as layout/quant's table of sums).
func (e *dqEm) gridDelta(g16, dl lirvalue.Value, neg [2]lirvalue.Value) lirvalue.Value {
	pair := lirvalue.Value(lirconst.NewUndef(dqVec(2, dqF32)))
	for l, n := range neg {
		dt := e.b.NewSelect(n, dqFloat(dqF32, -0.125), dqFloat(dqF32, 0.125))
		pair = e.b.NewInsertElement(pair, dt, lirconst.NewInt(dqI32, int64(l)))
	}
	sel := make([]lirconst.Constant, dqLanes)
	for j := range dqLanes {
		sel[j] = lirconst.NewInt(dqI32, int64(j/8))
	}
	delta := e.b.NewShuffleVector(pair, lirconst.NewUndef(dqVec(2, dqF32)), lirconst.NewVector(dqVec(dqLanes, dqI32), sel...))
	return e.fmul(e.splat(dl, dqLanes), e.fadd(e.tof(e.sext32(g16)), delta))
}

// IQ1_S: f16 d, qs[32] (low 8 bits of the 11-bit grid indices), u16 qh[8]
// (per 32 elements: four 3-bit index tops, a 3-bit scale, the delta sign);
// x = (d·(2s + 1))·(grid + δ).
func dqEmitIQ1_S(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ1_S)
	d := e.halfAt(p, 0)
	for ib := int64(0); ib < 8; ib++ {
		qh := e.zext32(e.load(p, 34+2*ib, dqI16))
		dl := e.fmul(d, e.tof(e.addc(e.shl(e.and(e.lshr(qh, 12), 7), 1), 1)))
		neg := e.b.NewICmp(lirenum.IPredNE, e.and(qh, 0x8000), dqInt(dqI32, 0))
		for h := int64(0); h < 2; h++ {
			var idx []lirvalue.Value
			for l := 2 * h; l < 2*h+2; l++ {
				idx = append(idx, e.or(e.zext32(e.load(p, 2+4*ib+l, dqI8)), e.shl(e.and(e.lshr(qh, 3*l), 7), 8)))
			}
			out(int(32*ib+16*h), e.gridDelta(e.gridWords(grid, width, idx), dl, [2]lirvalue.Value{neg, neg}))
		}
	}
}

// IQ1_M: qs[32] (low 8 bits of the grid indices), qh[16] (a nibble per
// grid entry: 3 index bits and the delta sign), four u16 scale words
// (twelve bits of 3-bit scales, one per 16 elements, under a nibble of the
// f16 d); x = (d·(2s + 1))·(grid + δ).
func dqEmitIQ1_M(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	grid, width := e.dqGrid(quant.IQ1_M)
	var sc [4]lirvalue.Value
	var dbits lirvalue.Value
	for k := int64(0); k < 4; k++ {
		sc[k] = e.zext32(e.load(p, 48+2*k, dqI16))
		top := e.shl(e.lshr(sc[k], 12), 4*k)
		if dbits == nil {
			dbits = top
		} else {
			dbits = e.or(dbits, top)
		}
	}
	d := e.half(e.b.NewTrunc(dbits, dqI16))
	for k := int64(0); k < 16; k++ {
		s := e.and(e.lshr(sc[k/4], 3*(k%4)), 7)
		dl := e.fmul(d, e.tof(e.addc(e.shl(s, 1), 1)))
		qh := e.zext32(e.load(p, 32+k, dqI8))
		var idx []lirvalue.Value
		var neg [2]lirvalue.Value
		for l := int64(0); l < 2; l++ {
			h := e.lshr(qh, 4*l)
			idx = append(idx, e.or(e.zext32(e.load(p, 2*k+l, dqI8)), e.shl(e.and(h, 7), 8)))
			neg[l] = e.b.NewICmp(lirenum.IPredNE, e.and(h, 8), dqInt(dqI32, 0))
		}
		out(int(16*k), e.gridDelta(e.gridWords(grid, width, idx), dl, neg))
	}
}
