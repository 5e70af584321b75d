package kernels

import (
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// infScaleLayouts: where the f16 scale d and the f16 offset (m or dmin) of
// a block lie, for the types whose SIMD tables add an offset to d·v (or
// to d·sc·v).
var infScaleLayouts = []struct {
	typ   quant.Type
	d, m  int
	codes [2]int // the bytes of the codes (and high bits)
}{
	{quant.Q4_1, 0, 2, [2]int{4, 20}},
	{quant.Q5_1, 0, 2, [2]int{4, 24}},
	{quant.Q2_K, 80, 82, [2]int{16, 80}},
	{quant.Q4_K, 0, 2, [2]int{16, 144}},
	{quant.Q5_K, 0, 2, [2]int{16, 176}},
}

// TestLinearSIMDInfScaleNaNOffset: blocks whose scale is ±Inf and whose
// offset is a NaN with a payload, the one case where the kernels' fused
// tables (one multiply-add for d·v ± m) and the decoder's two roundings
// give different bits: d·0 is the default NaN, which (d·0) ± m keeps and
// the fused form replaces by m's NaN. Both are NaN, which bitsEqual
// counts as equal; every other value, and the NaN-ness of every output,
// must match. Random bytes meet this case about once in a million blocks,
// so it is set up on purpose: each row's last block with all codes 0, the
// one before it with random codes, finite scales before them.
func TestLinearSIMDInfScaleNaNOffset(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, testLinearSIMDInfScaleNaNOffset)
}

func testLinearSIMDInfScaleNaNOffset(t *testing.T) {
	r := newRand(81)
	for _, l := range infScaleLayouts {
		bb, be := l.typ.BlockBytes(), l.typ.BlockElems()
		const rows, nb = 13, 3
		cols := nb * be
		for _, d := range []uint16{0x7c00, 0xfc00} {
			for _, m := range []uint16{0x7e01, 0xfd55, 0x7c01} {
				w := makeWeights(r, l.typ, rows, cols)
				for blk := 0; blk < rows*nb; blk++ {
					b := w[blk*bb : (blk+1)*bb]
					if l.typ == quant.Q2_K || l.typ == quant.Q4_K || l.typ == quant.Q5_K {
						for i := range b[:l.codes[0]] {
							b[i] |= 0x11 // every sub-block scale non-zero: d·sc = ±Inf
						}
					}
					codes := b[l.codes[0]:l.codes[1]]
					switch blk % nb {
					case nb - 1: // Inf scale, NaN offset, all codes 0 (last, so no later NaN hides it)
						binary.LittleEndian.PutUint16(b[l.d:], d)
						binary.LittleEndian.PutUint16(b[l.m:], m)
						clear(codes)
					case nb - 2: // Inf scale, NaN offset, random codes
						binary.LittleEndian.PutUint16(b[l.d:], d)
						binary.LittleEndian.PutUint16(b[l.m:], m)
						for i := range codes {
							codes[i] = byte(r.Uint32())
						}
					}
				}
				for _, batch := range []int{1, 3} {
					name := fmt.Sprintf("%s/d=%04x/m=%04x/batch%d", l.typ, d, m, batch)
					x := randNormal(r, batch*cols, 1)
					want := make([]float32, batch*rows)
					withPortable(func() { mustOK(t, name, Linear(l.typ, w, rows, cols, x, batch, want, nil)) })
					got := make([]float32, batch*rows)
					mustOK(t, name, Linear(l.typ, w, rows, cols, x, batch, got, nil))
					requireBitsEqual(t, name+" SIMD vs portable", want, got)
					ibm := toIBM(l.typ, w, rows, cols)
					gi := make([]float32, batch*rows)
					mustOK(t, name, LinearIBM(l.typ, ibm, rows, cols, x, batch, gi, nil))
					requireBitsEqual(t, name+" SIMD IBM vs portable", want, gi)
				}
			}
		}
	}
}
