package llvmgen

import (
	lirconst "github.com/llir/llvm/ir/constant"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/layout/quant"
)

// The ternary types: every element is d·(t − 1) for a trit t ∈ {0, 1, 2}
// (ggml-common.h block_tq1_0, block_tq2_0; dequantize_row_tq1_0/tq2_0).

func init() {
	dqCodecs[quant.TQ2_0] = dqCodec{quant.TQ2_0, quant.QK_K, false, dqEmitTQ2_0}
	dqCodecs[quant.TQ1_0] = dqCodec{quant.TQ1_0, quant.QK_K, false, dqEmitTQ1_0}
}

// ternary is d·(t − 1) per lane of the trits t (<16 x i32>).
func (e *dqEm) ternary(d, t lirvalue.Value) lirvalue.Value {
	return e.fmul(d, e.tof(e.addc(t, -1)))
}

// TQ2_0: qs[64], f16 d at 64; bits 2s of byte 32c + m are the trit of
// element c·128 + s·32 + m.
func dqEmitTQ2_0(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.halfAt(p, 64), dqLanes)
	for c := int64(0); c < 2; c++ {
		for h := int64(0); h < 2; h++ {
			q := e.zext32(e.vload(p, 32*c+16*h, dqLanes, dqI8))
			for s := int64(0); s < 4; s++ {
				out(int(128*c+32*s+16*h), e.ternary(d, e.and(e.lshr(q, 2*s), 3)))
			}
		}
	}
}

// dqTrit is trit n of the bytes q (<16 x i32> in [0, 256)) for the
// per-lane multipliers pow3 = 3ⁿ: the leading base-3 digit of
// (q·3ⁿ mod 256)·3/256.
func (e *dqEm) trit(q, pow3 lirvalue.Value) lirvalue.Value {
	return e.lshr(e.b.NewMul(e.and(e.b.NewMul(q, pow3), 0xff), dqInt(q.Type(), 3)), 8)
}

// TQ1_0: qs[48] (five trits a byte: bytes 0..31 give elements n·32 + m,
// bytes 32..47 elements 160 + n·16 + m), qh[4] (four trits a byte:
// elements 240 + n·4 + m), f16 d at 52.
func dqEmitTQ1_0(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.halfAt(p, 52), dqLanes)
	vt := dqVec(dqLanes, dqI32)
	pow3 := int64(1)
	for n := int64(0); n < 5; n++ {
		for h := int64(0); h < 2; h++ {
			q := e.zext32(e.vload(p, 16*h, dqLanes, dqI8))
			out(int(32*n+16*h), e.ternary(d, e.trit(q, dqInt(vt, pow3))))
		}
		q := e.zext32(e.vload(p, 32, dqLanes, dqI8))
		out(int(160+16*n), e.ternary(d, e.trit(q, dqInt(vt, pow3))))
		pow3 *= 3
	}
	// qh: lane j is trit j/4 of byte j%4.
	qh := e.zext32(e.vload(p, 48, 4, dqI8))
	idx := make([]lirconst.Constant, dqLanes)
	pows := make([]lirconst.Constant, dqLanes)
	for j := range dqLanes {
		idx[j] = lirconst.NewInt(dqI32, int64(j%4))
		pw := int64(1)
		for range j / 4 {
			pw *= 3
		}
		pows[j] = lirconst.NewInt(dqI32, pw)
	}
	q := e.b.NewShuffleVector(qh, lirconst.NewUndef(qh.Type()), lirconst.NewVector(dqVec(dqLanes, dqI32), idx...))
	out(240, e.ternary(d, e.trit(q, lirconst.NewVector(vt, pows...))))
}
