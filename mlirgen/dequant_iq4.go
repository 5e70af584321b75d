package mlirgen

import "github.com/skainet/skaic/layout/quant"

// In-graph decoders of the code-book 4-bit types IQ4_NL, IQ4_XS and MXFP4.
// A nibble's code-book value is chosen by a tree of arith.select on its four
// bits (15 selects of i32 constants, no table in memory), then converted
// and multiplied by the block's scale: one float32 product, as ggml and
// gguf.quants compute it.

// lut16 is tab[q] for a nibble q in 0…15 (i32).
func (r *region) lut16(q string, tab *[16]int8) string {
	vals := make([]string, 16)
	for i, v := range tab {
		vals[i] = r.c(float64(v), I32)
	}
	zero := r.c(0, I32)
	for bit := int64(0); len(vals) > 1; bit++ {
		set := r.cmpi("ne", r.and(r.shrk(q, bit), 1), zero, I32)
		next := make([]string, len(vals)/2)
		for i := range next {
			next[i] = r.sel(set, vals[2*i+1], vals[2*i], I32)
		}
		vals = next
	}
	return vals[0]
}

// e8m0Half is quant.E8M0Half of the exponent byte e: 0x00200000 << e for
// e < 2, else (e − 1) << 23, bitcast to f32.
func (r *region) e8m0Half(b string) string {
	e := r.u32(b)
	small := r.shl(r.c(0x00200000, I32), e)
	big := r.shlk(r.subk(e, 1), 23)
	lt2 := r.cmpi("ult", e, r.c(2, I32), I32)
	return r.conv("arith.bitcast", r.sel(lt2, small, big, I32), I32, F32)
}

func init() {
	// (h, l): element h·16 + l is nibble h of qs[l]; x = d·kvalues[q]
	decoders[quant.IQ4_NL] = decoder{
		inner: []int64{2, 16},
		reads: func(d []string) []string { return consts("0", "1", d[1]+" + 2") },
		body: func(r *region, b []string, dim func(int) string) string {
			v := r.lut16(r.nib(b[2], dim(0)), &quant.KValuesIQ4NL)
			return r.mulf(r.half(b[0], b[1]), r.i2f(v))
		},
	}
	// (ih, il, h, l) with sub-block ib = 2·ih + il: element ib·32 + h·16 + l
	// is nibble h of qs[ib·16 + l]; scale = (low nibble il of
	// scales_l[ih]) | (bits 2·ib of the u16 scales_h) << 4, minus 32;
	// x = (d·ls)·kvalues[q]
	decoders[quant.IQ4_XS] = decoder{
		inner: []int64{4, 2, 2, 16},
		reads: func(d []string) []string {
			ih, il, l := d[0], d[1], d[3]
			return consts("0", "1", "2", "3", ih+" + 4", ih+" * 32 + "+il+" * 16 + "+l+" + 8")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			ib := r.addi(r.muli(dim(0), 2), dim(1))
			sh := r.or(r.u32(b[2]), r.shlk(r.u32(b[3]), 8))
			hi := r.and(r.shr(sh, r.muli(ib, 2)), 3)
			lo := r.nib(b[4], dim(1))
			ls := r.subk(r.or(lo, r.shlk(hi, 4)), 32)
			dl := r.mulf(r.half(b[0], b[1]), r.i2f(ls))
			v := r.lut16(r.nib(b[5], dim(2)), &quant.KValuesIQ4NL)
			return r.mulf(dl, r.i2f(v))
		},
	}
	// (h, l): element h·16 + l is nibble h of qs[l] (bytes 1…16);
	// x = E8M0Half(e)·kvalues_mxfp4[q]
	decoders[quant.MXFP4] = decoder{
		inner: []int64{2, 16},
		reads: func(d []string) []string { return consts("0", d[1]+" + 1") },
		body: func(r *region, b []string, dim func(int) string) string {
			v := r.lut16(r.nib(b[1], dim(0)), &quant.KValuesMXFP4)
			return r.mulf(r.e8m0Half(b[0]), r.i2f(v))
		},
	}
}
