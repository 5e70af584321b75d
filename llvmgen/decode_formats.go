package llvmgen

import (
	lirenum "github.com/llir/llvm/ir/enum"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/layout/quant"
)

// The packed decoders, one per GGML encoding, as vector code over lanes of
// 16 elements (ggml-common.h layouts; the formulas of ggml-quants.c
// dequantize_row_*, with layout/quant's order of rounding: every product and
// difference rounded to f32 on its own).

// dqLanes is the vector width of the decoders: every GGML block splits into
// runs of 16 consecutive elements that share their scales.
const dqLanes = 16

// dqSink receives decoded lanes: v holds the elements [off, off+len(v)) of
// the group being decoded.
type dqSink func(off int, v lirvalue.Value)

// dqCodec describes the decoder of one encoding.
type dqCodec struct {
	t quant.Type
	// group is the number of elements one emit call decodes: a block of a
	// block-quantized type; lanes elements of a dense type, whose nblocks
	// need not be a multiple of lanes (a tail loop decodes the rest with
	// w = 1).
	group int
	dense bool
	// emit decodes one group at i8* p; w is the lane count (dqLanes, or 1 in
	// a dense type's tail).
	emit func(e *dqEm, p lirvalue.Value, w int, out dqSink)
}

var dqCodecs = map[quant.Type]dqCodec{
	quant.F32:  {quant.F32, dqDenseGroup, true, dqDense(4, dqEmitF32)},
	quant.F16:  {quant.F16, dqDenseGroup, true, dqDense(2, dqEmitF16)},
	quant.BF16: {quant.BF16, dqDenseGroup, true, dqDense(2, dqEmitBF16)},
	quant.Q4_0: {quant.Q4_0, 32, false, dqEmitQ4_0},
	quant.Q4_1: {quant.Q4_1, 32, false, dqEmitQ4_1},
	quant.Q5_0: {quant.Q5_0, 32, false, dqEmitQ5_0},
	quant.Q5_1: {quant.Q5_1, 32, false, dqEmitQ5_1},
	quant.Q8_0: {quant.Q8_0, 32, false, dqEmitQ8(2)},
	quant.Q8_1: {quant.Q8_1, 32, false, dqEmitQ8(4)},
	quant.Q2_K: {quant.Q2_K, quant.QK_K, false, dqEmitQ2_K},
	quant.Q3_K: {quant.Q3_K, quant.QK_K, false, dqEmitQ3_K},
	quant.Q4_K: {quant.Q4_K, quant.QK_K, false, dqEmitQ4_K},
	quant.Q5_K: {quant.Q5_K, quant.QK_K, false, dqEmitQ5_K},
	quant.Q6_K: {quant.Q6_K, quant.QK_K, false, dqEmitQ6_K},
	quant.Q8_K: {quant.Q8_K, quant.QK_K, false, dqEmitQ8_K},
}

// dqDenseGroup is the number of elements of a dense type decoded per
// iteration: four runs of lanes, so that a dot product keeps four
// independent accumulators in flight.
const dqDenseGroup = 4 * dqLanes

// dqDense decodes a group of a dense type of size bytes per element as
// runs of lanes (or the single element of a tail, w = 1) with one.
func dqDense(size int64, one func(e *dqEm, p lirvalue.Value, off int64, w int) lirvalue.Value) func(e *dqEm, p lirvalue.Value, w int, out dqSink) {
	return func(e *dqEm, p lirvalue.Value, w int, out dqSink) {
		if w == 1 {
			out(0, one(e, p, 0, 1))
			return
		}
		for c := int64(0); c < dqDenseGroup; c += dqLanes {
			out(int(c), one(e, p, c*size, dqLanes))
		}
	}
}

func dqEmitF32(e *dqEm, p lirvalue.Value, off int64, w int) lirvalue.Value {
	return e.vload(p, off, w, dqF32)
}

func dqEmitF16(e *dqEm, p lirvalue.Value, off int64, w int) lirvalue.Value {
	return e.half(e.vload(p, off, w, dqI16))
}

func dqEmitBF16(e *dqEm, p lirvalue.Value, off int64, w int) lirvalue.Value {
	return e.bf16(e.vload(p, off, w, dqI16))
}

// Q4_0: f16 d, 16 bytes of nibbles; x = (q-8)·d.
func dqEmitQ4_0(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.halfAt(p, 0), dqLanes)
	qs := e.zext32(e.vload(p, 2, dqLanes, dqI8))
	out(0, e.fmul(e.tof(e.addc(e.and(qs, 0x0f), -8)), d))
	out(16, e.fmul(e.tof(e.addc(e.lshr(qs, 4), -8)), d))
}

// Q4_1: f16 d, f16 m, 16 bytes of nibbles; x = q·d + m.
func dqEmitQ4_1(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.halfAt(p, 0), dqLanes)
	m := e.splat(e.halfAt(p, 2), dqLanes)
	qs := e.zext32(e.vload(p, 4, dqLanes, dqI8))
	out(0, e.fadd(e.fmul(e.tof(e.and(qs, 0x0f)), d), m))
	out(16, e.fadd(e.fmul(e.tof(e.lshr(qs, 4)), d), m))
}

// dqQ5High returns, per lane j of the 16, bit (j+from) of qh moved to bit 4.
func dqQ5High(e *dqEm, qh lirvalue.Value, from int64) lirvalue.Value {
	bits := e.b.NewLShr(qh, dqIota(dqLanes, dqI32, from))
	return e.shl(e.and(bits, 1), 4)
}

// Q5_0: f16 d, u32 qh (bit j = 5th bit of element j), 16 bytes of nibbles;
// x = (q-16)·d.
func dqEmitQ5_0(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.halfAt(p, 0), dqLanes)
	qh := e.splat(e.load(p, 2, dqI32), dqLanes)
	qs := e.zext32(e.vload(p, 6, dqLanes, dqI8))
	lo := e.or(e.and(qs, 0x0f), dqQ5High(e, qh, 0))
	hi := e.or(e.lshr(qs, 4), dqQ5High(e, qh, 16))
	out(0, e.fmul(e.tof(e.addc(lo, -16)), d))
	out(16, e.fmul(e.tof(e.addc(hi, -16)), d))
}

// Q5_1: f16 d, f16 m, u32 qh, 16 bytes of nibbles; x = q·d + m.
func dqEmitQ5_1(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.halfAt(p, 0), dqLanes)
	m := e.splat(e.halfAt(p, 2), dqLanes)
	qh := e.splat(e.load(p, 4, dqI32), dqLanes)
	qs := e.zext32(e.vload(p, 8, dqLanes, dqI8))
	lo := e.or(e.and(qs, 0x0f), dqQ5High(e, qh, 0))
	hi := e.or(e.lshr(qs, 4), dqQ5High(e, qh, 16))
	out(0, e.fadd(e.fmul(e.tof(lo), d), m))
	out(16, e.fadd(e.fmul(e.tof(hi), d), m))
}

// Q8_0 (qoff 2) and Q8_1 (qoff 4, after the unused f16 sum): f16 d, 32
// int8; x = q·d.
func dqEmitQ8(qoff int64) func(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	return func(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
		d := e.splat(e.halfAt(p, 0), dqLanes)
		for c := int64(0); c < 2; c++ {
			q := e.sext32(e.vload(p, qoff+16*c, dqLanes, dqI8))
			out(int(16*c), e.fmul(e.tof(q), d))
		}
	}
}

// Q2_K: scales[16] (low nibble scale, high nibble min), qs[64] (2-bit),
// f16 d, f16 dmin. x = d·sc·q − dmin·m.
func dqEmitQ2_K(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d, dmin := e.halfAt(p, 80), e.halfAt(p, 82)
	k, is := 0, int64(0)
	for n := int64(0); n < quant.QK_K; n += 128 {
		for shift := int64(0); shift < 8; shift += 2 {
			for half := int64(0); half < 32; half += 16 {
				sc := e.zext32(e.load(p, is, dqI8))
				is++
				dl := e.splat(e.fmul(d, e.tof(e.and(sc, 0x0f))), dqLanes)
				ml := e.splat(e.fmul(dmin, e.tof(e.lshr(sc, 4))), dqLanes)
				q := e.and(e.lshr(e.zext32(e.vload(p, 16+n/4+half, dqLanes, dqI8)), shift), 3)
				out(k, e.fsub(e.fmul(dl, e.tof(q)), ml))
				k += dqLanes
			}
		}
	}
}

// dqQ3KScale is the j-th of the sixteen 6-bit Q3_K scales at byte s, minus
// 32, as f32.
func dqQ3KScale(e *dqEm, p lirvalue.Value, s int64, j int64) lirvalue.Value {
	var lo lirvalue.Value
	if j < 8 {
		lo = e.and(e.zext32(e.load(p, s+j, dqI8)), 0x0f)
	} else {
		lo = e.lshr(e.zext32(e.load(p, s+j-8, dqI8)), 4)
	}
	hi := e.and(e.lshr(e.zext32(e.load(p, s+8+j%4, dqI8)), 2*(j/4)), 3)
	return e.tof(e.addc(e.or(lo, e.shl(hi, 4)), -32))
}

// Q3_K: hmask[32] (3rd bit, clear means −4), qs[64] (low 2 bits),
// scales[12] (sixteen 6-bit), f16 d. x = d·(sc−32)·(q − 4·!h).
func dqEmitQ3_K(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.halfAt(p, 108)
	k, is := 0, int64(0)
	m := int64(1)
	for n := int64(0); n < quant.QK_K; n += 128 {
		for shift := int64(0); shift < 8; shift += 2 {
			for half := int64(0); half < 32; half += 16 {
				dl := e.splat(e.fmul(d, dqQ3KScale(e, p, 96, is)), dqLanes)
				is++
				q := e.and(e.lshr(e.zext32(e.vload(p, 32+n/4+half, dqLanes, dqI8)), shift), 3)
				h := e.and(e.vload(p, half, dqLanes, dqI8), m)
				clear := e.b.NewICmp(lirenum.IPredEQ, h, dqInt(h.Type(), 0))
				q = e.b.NewSelect(clear, e.addc(q, -4), q)
				out(k, e.fmul(dl, e.tof(q)))
				k += dqLanes
			}
			m <<= 1
		}
	}
}

// dqScaleMinK4 is scale and min j of the 12-byte Q4_K/Q5_K scale field at
// byte s, as i32.
func dqScaleMinK4(e *dqEm, p lirvalue.Value, s int64, j int64) (sc, m lirvalue.Value) {
	q := func(i int64) lirvalue.Value { return e.zext32(e.load(p, s+i, dqI8)) }
	if j < 4 {
		return e.and(q(j), 63), e.and(q(j+4), 63)
	}
	sc = e.or(e.and(q(j+4), 0x0f), e.shl(e.lshr(q(j-4), 6), 4))
	m = e.or(e.lshr(q(j+4), 4), e.shl(e.lshr(q(j), 6), 4))
	return sc, m
}

// dqKScales returns the splatted d·sc and dmin·m of sub-block j.
func dqKScales(e *dqEm, p lirvalue.Value, d, dmin lirvalue.Value, j int64) (dl, ml lirvalue.Value) {
	sc, m := dqScaleMinK4(e, p, 4, j)
	return e.splat(e.fmul(d, e.tof(sc)), dqLanes), e.splat(e.fmul(dmin, e.tof(m)), dqLanes)
}

// Q4_K: f16 d, f16 dmin, scales[12] (eight 6-bit scale/min pairs),
// qs[128] (nibbles). x = d·sc·q − dmin·m.
func dqEmitQ4_K(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d, dmin := e.halfAt(p, 0), e.halfAt(p, 2)
	for j, is := int64(0), int64(0); j < quant.QK_K; j, is = j+64, is+2 {
		d1, m1 := dqKScales(e, p, d, dmin, is)
		d2, m2 := dqKScales(e, p, d, dmin, is+1)
		for c := int64(0); c < 32; c += dqLanes {
			v := e.zext32(e.vload(p, 16+j/2+c, dqLanes, dqI8))
			out(int(j+c), e.fsub(e.fmul(d1, e.tof(e.and(v, 0x0f))), m1))
			out(int(j+32+c), e.fsub(e.fmul(d2, e.tof(e.lshr(v, 4))), m2))
		}
	}
}

// Q5_K: f16 d, f16 dmin, scales[12], qh[32] (5th bits), qs[128].
func dqEmitQ5_K(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d, dmin := e.halfAt(p, 0), e.halfAt(p, 2)
	u := int64(0) // qh bit of the low nibbles of sub-block pair j
	for j, is := int64(0), int64(0); j < quant.QK_K; j, is = j+64, is+2 {
		d1, m1 := dqKScales(e, p, d, dmin, is)
		d2, m2 := dqKScales(e, p, d, dmin, is+1)
		for c := int64(0); c < 32; c += dqLanes {
			v := e.zext32(e.vload(p, 48+j/2+c, dqLanes, dqI8))
			h := e.zext32(e.vload(p, 16+c, dqLanes, dqI8))
			q1 := e.or(e.and(v, 0x0f), e.shl(e.and(e.lshr(h, u), 1), 4))
			q2 := e.or(e.lshr(v, 4), e.shl(e.and(e.lshr(h, u+1), 1), 4))
			out(int(j+c), e.fsub(e.fmul(d1, e.tof(q1)), m1))
			out(int(j+32+c), e.fsub(e.fmul(d2, e.tof(q2)), m2))
		}
		u += 2
	}
}

// Q6_K: ql[128] (low nibbles), qh[64] (high 2 bits), int8 scales[16],
// f16 d. x = d·sc·(q−32).
func dqEmitQ6_K(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.halfAt(p, 208)
	for n := int64(0); n < quant.QK_K; n += 128 {
		ql, qh, sc := n/2, 128+n/4, 192+n/16
		for c := int64(0); c < 32; c += dqLanes {
			is := c / 16
			s := func(k int64) lirvalue.Value {
				return e.splat(e.fmul(d, e.tof(e.sext32(e.load(p, sc+is+k, dqI8)))), dqLanes)
			}
			l0 := e.zext32(e.vload(p, ql+c, dqLanes, dqI8))
			l1 := e.zext32(e.vload(p, ql+32+c, dqLanes, dqI8))
			h := e.zext32(e.vload(p, qh+c, dqLanes, dqI8))
			q1 := e.or(e.and(l0, 0x0f), e.shl(e.and(h, 3), 4))
			q2 := e.or(e.and(l1, 0x0f), e.shl(e.and(e.lshr(h, 2), 3), 4))
			q3 := e.or(e.lshr(l0, 4), e.shl(e.and(e.lshr(h, 4), 3), 4))
			q4 := e.or(e.lshr(l1, 4), e.shl(e.lshr(h, 6), 4))
			for k, q := range []lirvalue.Value{q1, q2, q3, q4} {
				out(int(n+c+32*int64(k)), e.fmul(s(2*int64(k)), e.tof(e.addc(q, -32))))
			}
		}
	}
}

// Q8_K: f32 d, int8 qs[256], int16 bsums[16] (unused for decoding).
// x = d·q.
func dqEmitQ8_K(e *dqEm, p lirvalue.Value, _ int, out dqSink) {
	d := e.splat(e.load(p, 0, dqF32), dqLanes)
	for c := int64(0); c < quant.QK_K; c += dqLanes {
		out(int(c), e.fmul(d, e.tof(e.sext32(e.vload(p, 4+c, dqLanes, dqI8)))))
	}
}
