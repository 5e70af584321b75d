package quant

import (
	"encoding/binary"
	"math"
)

// Reference quantizers of the k-quants, following ggml's quantize_row_*_ref
// (no importance matrix): per sub-block a weighted least-squares search for
// scale (and min), then the scales quantized against the block maximum and
// the quants recomputed with the stored scales. gguf has no k-quant
// quantizer, so these are not checked bit for bit; they are checked by the
// round-trip error of ggml's test-quantize-fns. Every float32 product that
// feeds a sum is rounded on its own, as the reference computes it.

// groupMaxEps is ggml's GROUP_MAX_EPS: below it a group counts as all zero.
const groupMaxEps = 1e-15

// nearestInt is ggml's nearest_int: adding 1.5·2^23 leaves the integer in
// the low mantissa bits, rounded to nearest even. In its domain
// (|f| ≤ 4194303) it is RoundToEven; outside it returns what ggml returns
// (Inf gives -4194304, NaN 0), so degenerate blocks (an f16 scale that
// overflowed) encode exactly like ggml's. float32(f) stops Go from fusing a
// caller's product into the addition.
func nearestInt(f float32) int32 {
	val := float32(f) + 12582912
	return int32(math.Float32bits(val)&0x007fffff) - 0x00400000
}

func clamp32(v, lo, hi int32) int32 { return max(lo, min(hi, v)) }

func sqrt32(v float32) float32 { return float32(math.Sqrt(float64(v))) }

// makeQxQuants is make_qx_quants with rmse_type 1 (weights x²) and no
// importance weights: symmetric quants in [0, 2·nmax), returns the scale.
func makeQxQuants(nmax int32, x []float32, L []int8) float32 {
	L = L[:len(x)]
	var signed, amax float32
	for _, v := range x {
		if a := abs32(v); a > amax {
			amax, signed = a, v
		}
	}
	if amax < groupMaxEps {
		clear(L)
		return 0
	}
	fnmax := float32(nmax)
	sums := func(iscale float32) (sumlx, suml2 float32) {
		for _, v := range x {
			l := float32(clamp32(nearestInt(iscale*v), -nmax, nmax-1))
			w := float32(v * v)
			sumlx += float32(float32(w*v) * l)
			suml2 += float32(float32(w*l) * l)
		}
		return sumlx, suml2
	}
	fill := func(iscale float32) {
		for i, v := range x {
			L[i] = int8(nmax + clamp32(nearestInt(iscale*v), -nmax, nmax-1))
		}
	}
	iscale := -fnmax / signed
	fill(iscale)
	sumlx, suml2 := sums(iscale)
	var scale float32
	if suml2 != 0 {
		scale = sumlx / suml2
	}
	best := float32(scale * sumlx)
	for is := int32(-9); is <= 9; is++ {
		if is == 0 {
			continue
		}
		iscale = -(fnmax + float32(0.1*float32(is))) / signed
		sumlx, suml2 = sums(iscale)
		if suml2 > 0 && float32(sumlx*sumlx) > float32(best*suml2) {
			fill(iscale)
			scale = sumlx / suml2
			best = float32(scale * sumlx)
		}
	}
	return scale
}

// makeQ3Quants is make_q3_quants with do_rmse: an iterative weighted (x²)
// refinement of symmetric quants in [0, 2·nmax); returns the scale.
func makeQ3Quants(nmax int32, x []float32, L []int8) float32 {
	L = L[:len(x)]
	var signed, amax float32
	for _, v := range x {
		if a := abs32(v); a > amax {
			amax, signed = a, v
		}
	}
	if amax < groupMaxEps {
		clear(L)
		return 0
	}
	iscale := -float32(nmax) / signed
	var sumlx, suml2 float32
	for i, v := range x {
		l := clamp32(nearestInt(iscale*v), -nmax, nmax-1)
		L[i] = int8(l)
		w := float32(v * v)
		sumlx += float32(float32(w*v) * float32(l))
		suml2 += float32(float32(w*float32(l)) * float32(l))
	}
	for range 5 {
		changed := false
		for i, v := range x {
			w := float32(v * v)
			li := float32(L[i])
			slx := sumlx - float32(float32(w*v)*li)
			if slx <= 0 {
				continue
			}
			sl2 := suml2 - float32(float32(w*li)*li)
			nl := clamp32(nearestInt(float32(v*sl2)/slx), -nmax, nmax-1)
			if nl == int32(L[i]) {
				continue
			}
			fl := float32(nl)
			slx += float32(float32(w*v) * fl)
			sl2 += float32(float32(w*fl) * fl)
			if sl2 > 0 && float32(float32(slx*slx)*suml2) > float32(float32(sumlx*sumlx)*sl2) {
				L[i], sumlx, suml2 = int8(nl), slx, sl2
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	for i := range L {
		L[i] += int8(nmax)
	}
	if suml2 > 0 {
		return sumlx / suml2
	}
	return 0
}

// makeQkx2Quants is make_qkx2_quants: asymmetric quants in [0, nmax] with a
// weighted search over nstep+1 candidate scales. It returns the scale and
// the (non-negative) min to subtract.
func makeQkx2Quants(nmax int32, x, weights []float32, L, Laux []uint8, rmin, rdelta float32, nstep int, useMad bool) (scale, theMin float32) {
	n := len(x)
	weights, L, Laux = weights[:n], L[:n], Laux[:n]
	lo, hi := x[0], x[0]
	sumW := weights[0]
	sumX := float32(sumW * x[0])
	for i := 1; i < n; i++ {
		if x[i] < lo {
			lo = x[i]
		}
		if x[i] > hi {
			hi = x[i]
		}
		sumW += weights[i]
		sumX += float32(weights[i] * x[i])
	}
	if lo > 0 {
		lo = 0
	}
	if hi == lo {
		clear(L)
		return 0, -lo
	}
	fnmax := float32(nmax)
	errOf := func(diff float32) float32 {
		if useMad {
			return abs32(diff)
		}
		return float32(diff * diff)
	}
	iscale := fnmax / (hi - lo)
	scale = 1 / iscale
	var bestErr float32
	for i, v := range x {
		l := clamp32(nearestInt(float32(iscale*float32(v-lo))), 0, nmax)
		L[i] = uint8(l)
		diff := float32(float32(scale*float32(l))+lo) - v
		bestErr += float32(weights[i] * errOf(diff))
	}
	if nstep < 1 {
		return scale, -lo
	}
	for is := 0; is <= nstep; is++ {
		iscale = (float32(rmin+float32(rdelta*float32(is))) + fnmax) / (hi - lo)
		var sumL, sumL2, sumXL float32
		for i, v := range x {
			l := clamp32(nearestInt(float32(iscale*float32(v-lo))), 0, nmax)
			Laux[i] = uint8(l)
			w, fl := weights[i], float32(l)
			sumL += float32(w * fl)
			sumL2 += float32(float32(w*fl) * fl)
			sumXL += float32(float32(w*fl) * v)
		}
		D := float32(sumW*sumL2) - float32(sumL*sumL)
		if D <= 0 {
			continue
		}
		thisScale := (float32(sumW*sumXL) - float32(sumX*sumL)) / D
		thisMin := (float32(sumL2*sumX) - float32(sumL*sumXL)) / D
		if thisMin > 0 {
			thisMin = 0
			thisScale = sumXL / sumL2
		}
		var curErr float32
		for i, v := range x {
			diff := float32(float32(thisScale*float32(Laux[i]))+thisMin) - v
			curErr += float32(weights[i] * errOf(diff))
		}
		if curErr < bestErr {
			copy(L, Laux)
			bestErr, scale, lo = curErr, thisScale, thisMin
		}
	}
	return scale, -lo
}

// packScaleMinK4 stores eight 6-bit scale/min pairs the way scaleMinK4
// reads them.
func packScaleMinK4(s []byte, ls, lm *[8]uint8) {
	s = s[:12]
	for j := 0; j < 8; j++ {
		if j < 4 {
			s[j] = ls[j]
			s[j+4] = lm[j]
		} else {
			s[j+4] = ls[j]&0x0f | (lm[j]&0x0f)<<4
			s[j-4] |= (ls[j] >> 4) << 6
			s[j] |= (lm[j] >> 4) << 6
		}
	}
}

// quantizeScaleMinK4 is the part Q4_K and Q5_K share: per 32-element
// sub-block a make_qkx2_quants fit, then the eight scales and mins
// quantized to 6 bits against their maxima and the quants recomputed with
// the stored values. It fills L (values in [0, nmax]) and the block header.
func quantizeScaleMinK4(x []float32, hdr []byte, L *[QK_K]uint8, nmax int32, rmin float32, nstep int) {
	var scales, mins [QK_K / 32]float32
	var weights [32]float32
	var laux [32]uint8
	var maxScale, maxMin float32
	for j := 0; j < QK_K/32; j++ {
		xs := x[32*j : 32*j+32]
		var sumX2 float32
		for _, v := range xs {
			sumX2 += float32(v * v)
		}
		avX := sqrt32(sumX2 / 32)
		for l, v := range xs {
			weights[l] = avX + abs32(v)
		}
		scales[j], mins[j] = makeQkx2Quants(nmax, xs, weights[:], L[32*j:32*j+32], laux[:], rmin, 0.1, nstep, false)
		maxScale = max(maxScale, scales[j])
		maxMin = max(maxMin, mins[j])
	}
	var invScale, invMin float32
	if maxScale > 0 {
		invScale = 63 / maxScale
	}
	if maxMin > 0 {
		invMin = 63 / maxMin
	}
	var ls, lm [8]uint8
	for j := range ls {
		ls[j] = min(63, uint8(nearestInt(invScale*scales[j])))
		lm[j] = min(63, uint8(nearestInt(invMin*mins[j])))
	}
	putHalf(hdr[0:], maxScale/63)
	putHalf(hdr[2:], maxMin/63)
	packScaleMinK4(hdr[4:16], &ls, &lm)
	d, dmin := halfAt(hdr[0:]), halfAt(hdr[2:])
	for j := 0; j < QK_K/32; j++ {
		sc, m := scaleMinK4(j, hdr[4:16])
		dl := float32(d * float32(sc))
		if dl == 0 {
			continue
		}
		dm := float32(dmin * float32(m))
		for i := 32 * j; i < 32*j+32; i++ {
			L[i] = uint8(clamp32(nearestInt((x[i]+dm)/dl), 0, nmax))
		}
	}
}

func encodeQ4_K(x []float32, b []byte) {
	x, b = x[:QK_K], b[:144]
	var L [QK_K]uint8
	quantizeScaleMinK4(x, b[0:16], &L, 15, -1, 20)
	q := b[16:144]
	for j := 0; j < QK_K; j += 64 {
		for l := 0; l < 32; l++ {
			q[j/2+l] = L[j+l] | L[j+l+32]<<4
		}
	}
}

func encodeQ5_K(x []float32, b []byte) {
	x, b = x[:QK_K], b[:176]
	var L [QK_K]uint8
	quantizeScaleMinK4(x, b[0:16], &L, 31, -0.5, 15)
	qh, ql := b[16:48], b[48:176]
	clear(qh)
	m1, m2 := byte(1), byte(2)
	for n := 0; n < QK_K; n += 64 {
		for j := 0; j < 32; j++ {
			l1, l2 := L[n+j], L[n+j+32]
			if l1 > 15 {
				l1 -= 16
				qh[j] |= m1
			}
			if l2 > 15 {
				l2 -= 16
				qh[j] |= m2
			}
			ql[n/2+j] = l1 | l2<<4
		}
		m1 <<= 2
		m2 <<= 2
	}
}

// pack2bit stores 256 two-bit values the way Q2_K and Q3_K read them.
func pack2bit(qs []byte, L *[QK_K]uint8) {
	for j := 0; j < QK_K; j += 128 {
		for l := 0; l < 32; l++ {
			qs[j/4+l] = L[j+l] | L[j+l+32]<<2 | L[j+l+64]<<4 | L[j+l+96]<<6
		}
	}
}

func encodeQ2_K(x []float32, b []byte) {
	x, b = x[:QK_K], b[:84]
	var L [QK_K]uint8
	var laux [16]uint8
	var weights [16]float32
	var scales, mins [QK_K / 16]float32
	const q4scale = 15
	var maxScale, maxMin float32
	for j := 0; j < QK_K/16; j++ {
		xs := x[16*j : 16*j+16]
		for l, v := range xs {
			weights[l] = abs32(v)
		}
		scales[j], mins[j] = makeQkx2Quants(3, xs, weights[:], L[16*j:16*j+16], laux[:], -0.5, 0.1, 15, true)
		maxScale = max(maxScale, scales[j])
		maxMin = max(maxMin, mins[j])
	}
	sc := b[0:16]
	clear(sc)
	if maxScale > 0 {
		iscale := q4scale / maxScale
		for j := range sc {
			sc[j] = uint8(nearestInt(iscale * scales[j]))
		}
		putHalf(b[80:], maxScale/q4scale)
	} else {
		putHalf(b[80:], 0)
	}
	if maxMin > 0 {
		iscale := q4scale / maxMin
		for j := range sc {
			sc[j] |= uint8(nearestInt(iscale*mins[j])) << 4
		}
		putHalf(b[82:], maxMin/q4scale)
	} else {
		putHalf(b[82:], 0)
	}
	d, dmin := halfAt(b[80:]), halfAt(b[82:])
	for j := 0; j < QK_K/16; j++ {
		dl := float32(d * float32(sc[j]&0x0f))
		if dl == 0 {
			continue
		}
		dm := float32(dmin * float32(sc[j]>>4))
		for i := 16 * j; i < 16*j+16; i++ {
			L[i] = uint8(clamp32(nearestInt((x[i]+dm)/dl), 0, 3))
		}
	}
	pack2bit(b[16:80], &L)
}

func encodeQ3_K(x []float32, b []byte) {
	x, b = x[:QK_K], b[:110]
	var Ls [QK_K]int8
	var scales [QK_K / 16]float32
	var maxScale, amax float32
	for j := 0; j < QK_K/16; j++ {
		scales[j] = makeQ3Quants(4, x[16*j:16*j+16], Ls[16*j:16*j+16])
		if a := abs32(scales[j]); a > amax {
			amax, maxScale = a, scales[j]
		}
	}
	sc := b[96:108]
	clear(sc)
	if maxScale != 0 {
		iscale := -32 / maxScale
		for j := 0; j < QK_K/16; j++ {
			l := uint8(int8(clamp32(int32(int8(nearestInt(iscale*scales[j]))), -32, 31)) + 32)
			if j < 8 {
				sc[j] = l & 0x0f
			} else {
				sc[j-8] |= (l & 0x0f) << 4
			}
			sc[j%4+8] |= (l >> 4) << (2 * (j / 4))
		}
		putHalf(b[108:], 1/iscale)
	} else {
		putHalf(b[108:], 0)
	}
	d := halfAt(b[108:])
	stored := q3kScales(sc)
	for j := 0; j < QK_K/16; j++ {
		dl := d * float32(stored[j])
		if dl == 0 {
			continue
		}
		for i := 16 * j; i < 16*j+16; i++ {
			Ls[i] = int8(clamp32(nearestInt(x[i]/dl), -4, 3) + 4)
		}
	}
	var L [QK_K]uint8
	hm := b[0:32]
	clear(hm)
	for j := range Ls {
		l := uint8(Ls[j])
		if l > 3 {
			hm[j%32] |= 1 << (j / 32)
			l -= 4
		}
		L[j] = l
	}
	pack2bit(b[32:96], &L)
}

func encodeQ6_K(x []float32, b []byte) {
	x, b = x[:QK_K], b[:210]
	var L [QK_K]int8
	var scales [QK_K / 16]float32
	var maxScale, maxAbs float32
	for ib := 0; ib < QK_K/16; ib++ {
		scales[ib] = makeQxQuants(32, x[16*ib:16*ib+16], L[16*ib:16*ib+16])
		if a := abs32(scales[ib]); a > maxAbs {
			maxAbs, maxScale = a, scales[ib]
		}
	}
	if maxAbs < groupMaxEps {
		clear(b)
		return
	}
	iscale := -128 / maxScale
	putHalf(b[208:], 1/iscale)
	sc := b[192:208]
	for ib := range sc {
		sc[ib] = byte(int8(min(127, nearestInt(iscale*scales[ib]))))
	}
	d := halfAt(b[208:])
	for j := 0; j < QK_K/16; j++ {
		dl := d * float32(int8(sc[j]))
		if dl == 0 {
			continue
		}
		for i := 16 * j; i < 16*j+16; i++ {
			L[i] = int8(clamp32(nearestInt(x[i]/dl), -32, 31) + 32)
		}
	}
	ql, qh := b[0:128], b[128:192]
	for j := 0; j < QK_K; j += 128 {
		for l := 0; l < 32; l++ {
			q1, q2 := uint8(L[j+l]), uint8(L[j+l+32])
			q3, q4 := uint8(L[j+l+64]), uint8(L[j+l+96])
			ql[j/2+l] = q1&0x0f | (q3&0x0f)<<4
			ql[j/2+l+32] = q2&0x0f | (q4&0x0f)<<4
			qh[j/4+l] = q1>>4 | (q2>>4)<<2 | (q3>>4)<<4 | (q4>>4)<<6
		}
	}
}

// Q8_K follows quantize_row_q8_K_ref: d = max/−127 in float32 (not f16),
// quants rounded to nearest even, bsums the sums of each 16 quants.
func encodeQ8_K(x []float32, b []byte) {
	x, b = x[:QK_K], b[:292]
	var signed, amax float32
	for _, v := range x {
		if a := abs32(v); a > amax {
			amax, signed = a, v
		}
	}
	if amax == 0 {
		clear(b)
		return
	}
	iscale := -127 / signed
	qs := b[4:260]
	for j, v := range x {
		qs[j] = byte(min(127, nearestInt(iscale*v)))
	}
	for j := 0; j < QK_K/16; j++ {
		var sum int32
		for _, q := range qs[16*j : 16*j+16] {
			sum += int32(int8(q))
		}
		binary.LittleEndian.PutUint16(b[260+2*j:], uint16(int16(sum)))
	}
	binary.LittleEndian.PutUint32(b, math.Float32bits(1/iscale))
}
