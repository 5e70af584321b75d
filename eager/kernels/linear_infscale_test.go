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
				for _, batch := range []int{1, 3, 8} {
					name := fmt.Sprintf("%s/d=%04x/m=%04x/batch%d", l.typ, d, m, batch)
					x := randNormal(r, batch*cols, 1)
					requireSIMDAsPortable(t, name, l.typ, w, rows, cols, x, batch)
				}
			}
		}
	}
}

// TestLinearSIMDInfScaleSigns: blocks whose scale is ±Inf and whose codes
// all lie on one side of the code offset (Q4_0: q − 8 of one sign, never
// 0; Q5_0: q − 16), with positive activations: the decoder's weights are all Inf of one
// sign, so the row's result is that Inf, not a NaN. A kernel that folds
// the offset into its multiply-add (q·d − 8d) would turn every such
// weight into a NaN; the kernels must give the decoder's Inf. Each row's
// last block has the Inf scale, the ones before it finite random ones.
func TestLinearSIMDInfScaleSigns(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, testLinearSIMDInfScaleSigns)
}

func testLinearSIMDInfScaleSigns(t *testing.T) {
	r := newRand(82)
	for _, l := range []struct {
		typ      quant.Type
		codes    [2]int // the code bytes of a block
		low, top byte   // code bytes with every code below, or above, the offset
	}{
		{quant.Q4_0, [2]int{2, 18}, 0x00, 0xff},
		{quant.Q5_0, [2]int{2, 22}, 0x00, 0xff},
	} {
		bb, be := l.typ.BlockBytes(), l.typ.BlockElems()
		const rows, nb = 13, 3
		cols := nb * be
		for _, d := range []uint16{0x7c00, 0xfc00} {
			for _, code := range []byte{l.low, l.top} {
				w := makeWeights(r, l.typ, rows, cols)
				for blk := nb - 1; blk < rows*nb; blk += nb {
					b := w[blk*bb : (blk+1)*bb]
					binary.LittleEndian.PutUint16(b, d)
					for i := range b[l.codes[0]:l.codes[1]] {
						b[l.codes[0]+i] = code
					}
				}
				for _, batch := range []int{1, 3, 8} {
					name := fmt.Sprintf("%s/d=%04x/codes=%02x/batch%d", l.typ, d, code, batch)
					x := randNormal(r, batch*cols, 1)
					for i, v := range x {
						if v < 0 {
							x[i] = -v
						}
					}
					want := requireSIMDAsPortable(t, name, l.typ, w, rows, cols, x, batch)
					for i, v := range want {
						if v-v == 0 || v != v {
							t.Fatalf("%s: portable y[%d] = %v, want an Inf", name, i, v)
						}
					}
				}
			}
		}
	}
}

// requireSIMDAsPortable holds the SIMD Linear on w (row-major and, for a
// block-quantized type, input-block-major) to the portable one bit for
// bit, and returns the portable result.
func requireSIMDAsPortable(t *testing.T, name string, typ quant.Type, w []byte, rows, cols int, x []float32, batch int) []float32 {
	t.Helper()
	want := make([]float32, batch*rows)
	withPortable(func() { mustOK(t, name, Linear(typ, w, rows, cols, x, batch, want, nil)) })
	got := make([]float32, batch*rows)
	mustOK(t, name, Linear(typ, w, rows, cols, x, batch, got, nil))
	requireBitsEqual(t, name+" SIMD vs portable", want, got)
	if typ.Quantized() {
		gi := make([]float32, batch*rows)
		mustOK(t, name, LinearIBM(typ, toIBM(typ, w, rows, cols), rows, cols, x, batch, gi, nil))
		requireBitsEqual(t, name+" SIMD IBM vs portable", want, gi)
	}
	return want
}
