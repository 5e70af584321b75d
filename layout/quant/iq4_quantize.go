package quant

import "math"

// Reference quantizers of IQ4_NL, IQ4_XS (ggml's quantize_row_iq4_nl_impl
// without an importance matrix, seven scale trials each side) and MXFP4
// (gguf.quants' quantizer: the e8m0 exponent of the block's absolute
// maximum, then the nearest code-book value, first index on ties). Products
// and sums are rounded to float32 one by one, in ggml's order.

// iq4Trials is ntry of quantize_iq4_nl/quantize_iq4_xs.
const iq4Trials = 7

// bestIndexIQ4 is best_index_int8 on the IQ4_NL code book: the index of the
// nearest value (the upper one on a tie), by bisection.
func bestIndexIQ4(x float32) uint8 {
	v := &KValuesIQ4NL
	if x <= float32(v[0]) {
		return 0
	}
	if x >= float32(v[15]) {
		return 15
	}
	ml, mu := 0, 15
	for mu-ml > 1 {
		mav := (ml + mu) / 2
		if x < float32(v[mav]) {
			mu = mav
		} else {
			ml = mav
		}
	}
	if float32(x-float32(v[mu-1])) < float32(float32(v[mu])-x) {
		return uint8(mu - 1)
	}
	return uint8(mu)
}

// iq4SubScale finds the scale of one 32-element sub-block with weights x²
// and writes its indices into L; it returns 0 for a (near-)zero sub-block.
func iq4SubScale(xb []float32, L []uint8) float32 {
	var w [32]float32
	var amax, mx float32
	for j, v := range xb {
		w[j] = float32(v * v)
		if a := abs32(v); a > amax {
			amax, mx = a, v
		}
	}
	if amax < groupMaxEps {
		return 0
	}
	v0 := float32(KValuesIQ4NL[0])
	d := -mx / v0
	id := 1 / d
	var sumqx, sumq2 float32
	for j, v := range xb {
		l := bestIndexIQ4(float32(id * v))
		L[j] = l
		q := float32(KValuesIQ4NL[l])
		sumqx += float32(float32(w[j]*q) * v)
		sumq2 += float32(float32(w[j]*q) * q)
	}
	d = sumqx / sumq2
	best := float32(d * sumqx)
	for itry := -iq4Trials; itry <= iq4Trials; itry++ {
		id = (float32(itry) + v0) / mx
		sumqx, sumq2 = 0, 0
		for j, v := range xb {
			q := float32(KValuesIQ4NL[bestIndexIQ4(float32(id*v))])
			sumqx += float32(float32(w[j]*q) * v)
			sumq2 += float32(float32(w[j]*q) * q)
		}
		if sumq2 > 0 && float32(sumqx*sumqx) > float32(best*sumq2) {
			d = sumqx / sumq2
			best = float32(d * sumqx)
		}
	}
	return d
}

// packIQ4 packs 32 indices per sub-block, low nibbles first.
func packIQ4(qs []byte, L []uint8) {
	for i := 0; i < len(L)/32; i++ {
		for j := 0; j < 16; j++ {
			qs[16*i+j] = L[32*i+j] | L[32*i+16+j]<<4
		}
	}
}

func encodeIQ4_NL(x []float32, b []byte) {
	x, b = x[:qk], b[:18]
	var L [qk]uint8
	d := iq4SubScale(x, L[:])
	putHalf(b, d)
	var id float32
	if d != 0 {
		id = 1 / d
	}
	for j, v := range x {
		L[j] = bestIndexIQ4(float32(id * v))
	}
	packIQ4(b[2:18], L[:])
}

func encodeIQ4_XS(x []float32, b []byte) {
	x, b = x[:QK_K], b[:136]
	var L [QK_K]uint8
	var scales [QK_K / 32]float32
	var maxScale, amaxScale float32
	for ib := range scales {
		scales[ib] = iq4SubScale(x[32*ib:32*ib+32], L[32*ib:32*ib+32])
		if a := abs32(scales[ib]); a > amaxScale {
			amaxScale, maxScale = a, scales[ib]
		}
	}
	d := -maxScale / 32
	putHalf(b, d)
	var id float32
	if d != 0 {
		id = 1 / d
	}
	var sh uint16
	sl := b[4:8]
	clear(sl)
	for ib, s := range scales {
		l := clamp32(nearestInt(float32(id*s)), -32, 31)
		dl := float32(d * float32(l))
		var idl float32
		if dl != 0 {
			idl = 1 / dl
		}
		for j, v := range x[32*ib : 32*ib+32] {
			L[32*ib+j] = bestIndexIQ4(float32(idl * v))
		}
		l += 32
		sl[ib/2] |= byte(l&0x0f) << (4 * (ib % 2))
		sh |= uint16(l>>4) << (2 * ib)
	}
	b[2], b[3] = byte(sh), byte(sh>>8)
	packIQ4(b[8:136], L[:])
}

// mxfp4Exponent is the e8m0 byte gguf and ggml give a block whose absolute
// maximum is amax: floor(log2(amax)) − 2 + 127 with log2 in float32, 0 for
// a zero block (clamped to the byte's range for non-finite maxima).
func mxfp4Exponent(amax float32) byte {
	if !(amax > 0) {
		return 0
	}
	e := math.Floor(float64(float32(math.Log2(float64(amax))))) - 2 + 127
	switch {
	case e < 0:
		return 0
	case e > 255:
		return 255
	}
	return byte(e)
}

func encodeMXFP4(x []float32, b []byte) {
	x, b = x[:qk], b[:17]
	var amax float32
	for _, v := range x {
		amax = max(amax, abs32(v))
	}
	e := mxfp4Exponent(amax)
	b[0] = e
	d := E8M0Half(e)
	var L [qk]uint8
	for j, v := range x {
		best, bestErr := 0, abs32(float32(d*float32(KValuesMXFP4[0]))-v)
		for k := 1; k < 16; k++ {
			if err := abs32(float32(d*float32(KValuesMXFP4[k])) - v); err < bestErr {
				best, bestErr = k, err
			}
		}
		L[j] = uint8(best)
	}
	for j := 0; j < 16; j++ {
		b[1+j] = L[j] | L[j+16]<<4
	}
}
