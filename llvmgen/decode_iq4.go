package llvmgen

import (
	lirenum "github.com/llir/llvm/ir/enum"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/layout/quant"
)

// The non-linear 4-bit types: a nibble indexes a 16-entry code book
// (ggml's kvalues_iq4nl, kvalues_mxfp4), looked up lane-wise by a tree of
// selects on the nibble's bits (portable vector code, twice as fast here
// as a masked gather from a table).

func init() {
	dqCodecs[quant.IQ4_NL] = dqCodec{quant.IQ4_NL, 32, false, dqEmitIQ4_NL}
	dqCodecs[quant.IQ4_XS] = dqCodec{quant.IQ4_XS, quant.QK_K, false, dqEmitIQ4_XS}
	dqCodecs[quant.MXFP4] = dqCodec{quant.MXFP4, 32, false, dqEmitMXFP4}
}

// selectLookup is book[idx] per lane of idx (<w x i32>, lanes in
// [0, 16)) as a tree of selects on idx's four bits.
func (e *dqEm) selectLookup(book []int8, idx lirvalue.Value) lirvalue.Value {
	w := dqLanesOf(idx)
	vals := make([]lirvalue.Value, len(book))
	for i, k := range book {
		vals[i] = dqFloat(dqVec(w, dqF32), float32(k))
	}
	for bit := int64(0); len(vals) > 1; bit++ {
		set := e.b.NewICmp(lirenum.IPredNE, e.and(idx, 1<<bit), dqInt(idx.Type(), 0))
		next := make([]lirvalue.Value, len(vals)/2)
		for i := range next {
			next[i] = e.b.NewSelect(set, vals[2*i+1], vals[2*i])
		}
		vals = next
	}
	return vals[0]
}

// dqNibbles emits x = scale·book[q] for the 32 elements of 16 bytes of
// nibbles at byte off (low nibbles: elements 0…15, high: 16…31) at
// element base.
func dqNibbles(e *dqEm, p lirvalue.Value, off int64, book []int8, scale lirvalue.Value, base int, out dqSink) {
	q := e.zext32(e.vload(p, off, dqLanes, dqI8))
	out(base, e.fmul(scale, e.selectLookup(book, e.and(q, 0x0f))))
	out(base+16, e.fmul(scale, e.selectLookup(book, e.lshr(q, 4))))
}

// IQ4_NL: f16 d, 16 bytes of nibbles; x = d·kvalues[q].
func dqEmitIQ4_NL(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	dqNibbles(e, p, 2, quant.KValuesIQ4NL[:], e.splat(e.halfAt(p, 0), dqLanes), 0, out)
}

// IQ4_XS: f16 d, u16 scales_h, scales_l[4], eight 32-element sub-blocks
// of 16 bytes of nibbles; x = (d·ls)·kvalues[q], ls the 6-bit scale − 32.
func dqEmitIQ4_XS(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.halfAt(p, 0)
	h := e.zext32(e.load(p, 2, dqI16))
	for ib := int64(0); ib < quant.QK_K/32; ib++ {
		lo := e.and(e.lshr(e.zext32(e.load(p, 4+ib/2, dqI8)), 4*(ib%2)), 0x0f)
		hi := e.and(e.lshr(h, 2*ib), 3)
		dl := e.fmul(d, e.tof(e.addc(e.or(lo, e.shl(hi, 4)), -32)))
		dqNibbles(e, p, 8+16*ib, quant.KValuesIQ4NL[:], e.splat(dl, dqLanes), int(32*ib), out)
	}
}

// MXFP4: e8m0 exponent e, 16 bytes of nibbles; x = 2^(e−128)·kvalues[q]
// (the code book doubled, the scale halved: ggml_e8m0_to_fp32_half, whose
// e < 2 are the subnormals 2^-128 and 2^-127).
func dqEmitMXFP4(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	ex := e.zext32(e.load(p, 0, dqI8))
	normal := e.shl(e.addc(ex, -1), 23)
	sub := e.b.NewShl(dqInt(dqI32, 0x00200000), ex)
	small := e.b.NewICmp(lirenum.IPredULT, ex, dqInt(dqI32, 2))
	d := e.b.NewBitCast(e.b.NewSelect(small, sub, normal), dqF32)
	dqNibbles(e, p, 1, quant.KValuesMXFP4[:], e.splat(d, dqLanes), 0, out)
}
