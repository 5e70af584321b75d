package kernels

import (
	"encoding/binary"
	"math"

	"github.com/skainet/skaic/layout/quant"
)

// Decoders of the lattice ("grid") i-quants IQ2_XXS, IQ2_XS, IQ2_S,
// IQ3_XXS, IQ3_S, IQ1_S, IQ1_M and the ternary types TQ1_0, TQ2_0, in two
// steps. The first (gridGroupsOf) reads a 256-element super-block into 32
// groups of eight elements (a gridBlock): the eight grid values as int8
// bytes of one word (the grid entry, or the trits minus one), the group's
// float32 scale, and its sign byte (bit j negates element j) or, for IQ1_S
// and IQ1_M, its grid offset δ. The second expands the groups to
// floats, element j of a group being
//
//	signed: (scale·float32(int8 byte j)) with the sign bit flipped where bit j is set
//	delta:  scale·(float32(int8 byte j) + δ)
//
// which are layout/quant's formulas step for step (every scale computed as
// there, every product rounded to float32 on its own; the grid values are
// never zero, and −1 + δ, δ, 1 + δ are exact), so the result is bit for bit
// quant's. On amd64 the expansion is one short SIMD loop for all nine
// types, and most types read their blocks with SIMD too
// (decode_grid_amd64.s); the tests hold the SIMD readers to these Go
// readers field by field and the expansion to its portable form
// (expandGridBlock in decode_grid_test.go).

// gridBlock is a super-block's 32 groups (see above): group j's word
// w[j], its sign byte a[j] or its δ dl[j]; the scale is per aligned pair
// of groups in every one of the nine types, s[j/2]. The SIMD kernels read
// the fields at fixed offsets (w 0, s 256, a 320, dl 352).
type gridBlock struct {
	w  [32]uint64
	s  [16]float32
	a  [32]uint8
	dl [32]float32
}

// gridDelta reports whether t's groups carry δ (expand with the delta
// formula) rather than signs.
func gridDelta(t quant.Type) bool { return t == quant.IQ1_S || t == quant.IQ1_M }

// The grids as words (byte j = element j, int8) and the sign table.
var (
	gridIQ2XXS, gridIQ2XS, gridIQ2S, gridIQ1S []uint64
	gridIQ3XXS, gridIQ3S                      []uint32
	gridSigns                                 [128]uint8
	// gridSignMasks[b] is the XOR mask of sign byte b: lane j has bit 31
	// set where bit j of b is.
	gridSignMasks [256][8]uint32
)

func init() {
	words := func(t quant.Type) []uint64 {
		v, width, _ := quant.GridTable(t)
		out := make([]uint64, len(v)/width)
		for i := range out {
			for j := 0; j < width; j++ {
				out[i] |= uint64(uint8(v[i*width+j])) << (8 * j)
			}
		}
		return out
	}
	narrow := func(w []uint64) []uint32 {
		out := make([]uint32, len(w))
		for i, x := range w {
			out[i] = uint32(x)
		}
		return out
	}
	gridIQ2XXS, gridIQ2XS, gridIQ2S, gridIQ1S = words(quant.IQ2_XXS), words(quant.IQ2_XS), words(quant.IQ2_S), words(quant.IQ1_S)
	gridIQ3XXS, gridIQ3S = narrow(words(quant.IQ3_XXS)), narrow(words(quant.IQ3_S))
	gridSigns = quant.SignTable()
	for b := range gridSignMasks {
		for j := range 8 {
			gridSignMasks[b][j] = uint32(b>>j&1) << 31
		}
	}
}

// gridHalfScale is quant's ((d·(0.5 + s))·k), IQ2_* (k = 0.25) and
// IQ3_XXS (k = 0.5).
func gridHalfScale(d float32, s uint32, k float32) float32 {
	return float32(float32(d*float32(0.5+float32(s))) * k)
}

// gridGroupsOf reads one super-block of t (quant.IsIQBlock) into g.
func gridGroupsOf(t quant.Type, b []byte, g *gridBlock) {
	switch t {
	case quant.IQ2_XXS:
		groupsIQ2_XXS((*[66]byte)(b), g)
	case quant.IQ2_XS:
		groupsIQ2_XS((*[74]byte)(b), g)
	case quant.IQ2_S:
		groupsIQ2_S((*[82]byte)(b), g)
	case quant.IQ3_XXS:
		groupsIQ3_XXS((*[98]byte)(b), g)
	case quant.IQ3_S:
		groupsIQ3_S((*[110]byte)(b), g)
	case quant.IQ1_S:
		groupsIQ1_S((*[50]byte)(b), g)
	case quant.IQ1_M:
		groupsIQ1_M((*[56]byte)(b), g)
	case quant.TQ1_0:
		groupsTQ1_0((*[54]byte)(b), g)
	case quant.TQ2_0:
		groupsTQ2_0((*[66]byte)(b), g)
	}
}

func groupsIQ2_XXS(b *[66]byte, g *gridBlock) {
	d := half(b[0:2])
	grid, signs := (*[256]uint64)(gridIQ2XXS), &gridSigns
	for ib := range 8 {
		q := (*[8]byte)(b[2+8*ib : 10+8*ib])
		aux := binary.LittleEndian.Uint32(q[4:])
		db := gridHalfScale(d, aux>>28, 0.25)
		g.s[2*ib], g.s[2*ib+1] = db, db
		w, a := (*[4]uint64)(g.w[4*ib:4*ib+4]), (*[4]uint8)(g.a[4*ib:4*ib+4])
		w[0], w[1], w[2], w[3] = grid[q[0]], grid[q[1]], grid[q[2]], grid[q[3]]
		a[0], a[1], a[2], a[3] = signs[aux&127], signs[aux>>7&127], signs[aux>>14&127], signs[aux>>21&127]
	}
}

func groupsIQ2_XS(b *[74]byte, g *gridBlock) {
	d := half(b[0:2])
	grid, signs := (*[512]uint64)(gridIQ2XS), &gridSigns
	for k := range 8 {
		sc := uint32(b[66+k])
		g.s[2*k], g.s[2*k+1] = gridHalfScale(d, sc&15, 0.25), gridHalfScale(d, sc>>4, 0.25)
		qs := (*[8]byte)(b[2+8*k : 10+8*k])
		for l := range 4 {
			q := uint16(qs[2*l]) | uint16(qs[2*l+1])<<8
			g.w[4*k+l], g.a[4*k+l] = grid[q&511], signs[q>>9]
		}
	}
}

func groupsIQ2_S(b *[82]byte, g *gridBlock) {
	d := half(b[0:2])
	grid := (*[1024]uint64)(gridIQ2S)
	copy(g.a[:], b[34:66])
	for k := range 8 {
		sc := uint32(b[74+k])
		g.s[2*k], g.s[2*k+1] = gridHalfScale(d, sc&15, 0.25), gridHalfScale(d, sc>>4, 0.25)
		qh := uint32(b[66+k])
		w := (*[4]uint64)(g.w[4*k : 4*k+4])
		w[0] = grid[uint32(b[2+4*k])|qh<<8&0x300]
		w[1] = grid[uint32(b[3+4*k])|qh<<6&0x300]
		w[2] = grid[uint32(b[4+4*k])|qh<<4&0x300]
		w[3] = grid[uint32(b[5+4*k])|qh<<2&0x300]
	}
}

func groupsIQ3_XXS(b *[98]byte, g *gridBlock) {
	d := half(b[0:2])
	grid, signs := (*[256]uint32)(gridIQ3XXS), &gridSigns
	for ib := range 8 {
		aux := binary.LittleEndian.Uint32(b[66+4*ib:])
		db := gridHalfScale(d, aux>>28, 0.5)
		g.s[2*ib], g.s[2*ib+1] = db, db
		qs := (*[8]byte)(b[2+8*ib : 10+8*ib])
		for l := range 4 {
			g.w[4*ib+l] = uint64(grid[qs[2*l]]) | uint64(grid[qs[2*l+1]])<<32
			g.a[4*ib+l] = signs[aux>>(7*l)&127]
		}
	}
}

func groupsIQ3_S(b *[110]byte, g *gridBlock) {
	d := half(b[0:2])
	grid := (*[512]uint32)(gridIQ3S)
	copy(g.a[:], b[74:106])
	for ib := range 8 {
		s := int32(b[106+ib/2]>>(4*(ib%2))) & 15
		db := float32(d * float32(1+2*s))
		g.s[2*ib], g.s[2*ib+1] = db, db
		qh := uint32(b[66+ib])
		qs := (*[8]byte)(b[2+8*ib : 10+8*ib])
		for l := range 4 {
			i1 := uint32(qs[2*l]) | (qh>>(2*l)&1)<<8
			i2 := uint32(qs[2*l+1]) | (qh>>(2*l+1)&1)<<8
			g.w[4*ib+l] = uint64(grid[i1]) | uint64(grid[i2])<<32
		}
	}
}

// gridDeltaOf is the IQ1 offset δ: −0.125 where bit 0 of neg is set.
func gridDeltaOf(neg uint32) float32 {
	return math.Float32frombits(math.Float32bits(0.125) | (neg&1)<<31)
}

func groupsIQ1_S(b *[50]byte, g *gridBlock) {
	d := half(b[0:2])
	grid := (*[2048]uint64)(gridIQ1S)
	for ib := range 8 {
		qh := uint32(b[34+2*ib]) | uint32(b[35+2*ib])<<8
		dl := float32(d * float32(2*(qh>>12&7)+1))
		g.s[2*ib], g.s[2*ib+1] = dl, dl
		delta := gridDeltaOf(qh >> 15)
		for l := range 4 {
			idx := uint32(b[2+4*ib+l]) | (qh>>(3*l)&7)<<8
			g.w[4*ib+l], g.dl[4*ib+l] = grid[idx], delta
		}
	}
}

// iq1mHalf is the f16 scale of an IQ1_M block: the top nibbles of its
// four scale words sc, lowest first.
func iq1mHalf(sc []byte) uint16 {
	sc = sc[:8]
	return uint16(sc[1]>>4) | uint16(sc[3]>>4)<<4 | uint16(sc[5]>>4)<<8 | uint16(sc[7]>>4)<<12
}

func groupsIQ1_M(b *[56]byte, g *gridBlock) {
	grid := (*[2048]uint64)(gridIQ1S)
	var sc [4]uint32
	for k := range sc {
		sc[k] = uint32(b[48+2*k]) | uint32(b[49+2*k])<<8
	}
	d := quant.HalfToFloat32(iq1mHalf(b[48:56]))
	for k := range 16 { // groups 2k and 2k+1 share a scale and a qh byte
		s := sc[k/4] >> (3 * (k % 4)) & 7
		g.s[k] = float32(d * float32(2*s+1))
		h := uint32(b[32+k])
		g.w[2*k], g.dl[2*k] = grid[uint32(b[2*k])|(h&7)<<8], gridDeltaOf(h>>3)
		g.w[2*k+1], g.dl[2*k+1] = grid[uint32(b[2*k+1])|(h>>4&7)<<8], gridDeltaOf(h>>7)
	}
}

// tq1Trits8 is trit n of each byte of v (p = 3ⁿ) as the bytes of a word:
// the byte times p mod 256, times 3, over 256, in 16-bit lanes of the odd
// and the even bytes (no product leaves its lane).
func tq1Trits8(v, p uint64) uint64 {
	const lo = 0x00ff00ff00ff00ff
	e := (v & lo) * p & lo
	o := (v >> 8 & lo) * p & lo
	return (e*3)>>8&lo | (o*3)&^lo
}

// tritsMinusOne subtracts one from every byte of w (each 0..3) without
// borrows between bytes: ((q | 0x80) − 1) ^ 0x80.
func tritsMinusOne(w uint64) uint64 {
	const hi, one = 0x8080808080808080, 0x0101010101010101
	return ((w | hi) - one) ^ hi
}

// gridTernaryScale sets every pair's scale to d and clears the signs.
func gridTernaryScale(g *gridBlock, d float32) {
	for k := range g.s {
		g.s[k] = d
	}
	g.a = [32]uint8{}
}

// groupsTQ1_0: element n·32 + m is trit n of byte m (n < 5, m < 32), then
// 160 + n·16 + m of byte 32 + m, then 240 + n·4 + m of byte 48 + m.
func groupsTQ1_0(b *[54]byte, g *gridBlock) {
	gridTernaryScale(g, half(b[52:54]))
	var v [6]uint64
	for i := range v {
		v[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	p := uint64(1)
	for n := range 5 {
		w := (*[4]uint64)(g.w[4*n : 4*n+4])
		for m := range w {
			w[m] = tritsMinusOne(tq1Trits8(v[m], p))
		}
		g.w[20+2*n] = tritsMinusOne(tq1Trits8(v[4], p))
		g.w[21+2*n] = tritsMinusOne(tq1Trits8(v[5], p))
		p *= 3
	}
	// Two trits of four bytes a group.
	v4 := uint64(binary.LittleEndian.Uint32(b[48:]))
	g.w[30] = tritsMinusOne(tq1Trits8(v4, 1) | tq1Trits8(v4, 3)<<32)
	g.w[31] = tritsMinusOne(tq1Trits8(v4, 9) | tq1Trits8(v4, 27)<<32)
}

// groupsTQ2_0: element c·128 + s·32 + m is bits 2s of byte 32c + m.
func groupsTQ2_0(b *[66]byte, g *gridBlock) {
	const lo2 = 0x0303030303030303
	gridTernaryScale(g, half(b[64:66]))
	k := 0
	for c := range 2 {
		for s := range 4 {
			for m := 0; m < 32; m += 8 {
				v := binary.LittleEndian.Uint64(b[32*c+m:]) >> (2 * s) & lo2
				g.w[k] = tritsMinusOne(v)
				k++
			}
		}
	}
}
