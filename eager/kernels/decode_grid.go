package kernels

import (
	"encoding/binary"
	"math"

	"github.com/skainet/skaic/layout/quant"
)

// Decoders of the lattice ("grid") i-quants IQ2_XXS, IQ2_XS, IQ2_S,
// IQ3_XXS, IQ3_S, IQ1_S, IQ1_M and the ternary types TQ1_0, TQ2_0, in two
// steps. The first (gridGroupsOf) reads a 256-element super-block into 32
// groups of eight elements, each one gridGroup: the eight grid values as
// int8 bytes of one word (the grid entry, or the trits minus one), the
// group's float32 scale, and its sign byte (bit j negates element j) or,
// for IQ1_S and IQ1_M, its grid offset δ. The second expands the groups to
// floats, element j of a group being
//
//	signed: (scale·float32(int8 byte j)) with the sign bit flipped where bit j is set
//	delta:  scale·(float32(int8 byte j) + δ)
//
// which are layout/quant's formulas step for step (every scale computed as
// there, every product rounded to float32 on its own; the grid values are
// never zero, and −1 + δ, δ, 1 + δ are exact), so the result is bit for bit
// quant's. The expansion is one short SIMD loop for all nine types on
// amd64 (decode_grid_amd64.s); expandGridGroups is its portable form.

// gridGroup is one group of eight elements (see above); a is the sign byte
// or the bits of δ.
type gridGroup struct {
	w uint64
	s float32
	a uint32
}

// gridDelta reports whether t's groups carry δ (expand with the delta
// formula) rather than signs.
func gridDelta(t quant.Type) bool { return t == quant.IQ1_S || t == quant.IQ1_M }

// The grids as words (byte j = element j, int8), the sign table, and
// TQ1_0's trits: tq1Trits[n][v] = trit n of byte v minus one, as a byte.
var (
	gridIQ2XXS, gridIQ2XS, gridIQ2S, gridIQ1S []uint64
	gridIQ3XXS, gridIQ3S                      []uint32
	gridSigns                                 [128]uint8
	tq1Trits                                  [5][256]uint8
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
	pow3 := uint8(1)
	for n := range tq1Trits {
		for v := range 256 {
			q := uint8(v) * pow3
			tq1Trits[n][v] = uint8(uint16(q)*3>>8) - 1
		}
		pow3 *= 3
	}
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
func gridGroupsOf(t quant.Type, b []byte, g *[32]gridGroup) {
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

func groupsIQ2_XXS(b *[66]byte, g *[32]gridGroup) {
	d := half(b[0:2])
	grid, signs := (*[256]uint64)(gridIQ2XXS), &gridSigns
	for ib := range 8 {
		q := (*[8]byte)(b[2+8*ib : 10+8*ib])
		aux := binary.LittleEndian.Uint32(q[4:])
		db := gridHalfScale(d, aux>>28, 0.25)
		o := (*[4]gridGroup)(g[4*ib : 4*ib+4])
		o[0] = gridGroup{grid[q[0]], db, uint32(signs[aux&127])}
		o[1] = gridGroup{grid[q[1]], db, uint32(signs[aux>>7&127])}
		o[2] = gridGroup{grid[q[2]], db, uint32(signs[aux>>14&127])}
		o[3] = gridGroup{grid[q[3]], db, uint32(signs[aux>>21&127])}
	}
}

func groupsIQ2_XS(b *[74]byte, g *[32]gridGroup) {
	d := half(b[0:2])
	grid, signs := (*[512]uint64)(gridIQ2XS), &gridSigns
	for k := range 8 {
		sc := uint32(b[66+k])
		d0, d1 := gridHalfScale(d, sc&15, 0.25), gridHalfScale(d, sc>>4, 0.25)
		qs := (*[8]byte)(b[2+8*k : 10+8*k])
		o := (*[4]gridGroup)(g[4*k : 4*k+4])
		for l := range 4 {
			q := uint16(qs[2*l]) | uint16(qs[2*l+1])<<8
			s := d0
			if l >= 2 {
				s = d1
			}
			o[l] = gridGroup{grid[q&511], s, uint32(signs[q>>9])}
		}
	}
}

func groupsIQ2_S(b *[82]byte, g *[32]gridGroup) {
	d := half(b[0:2])
	grid := (*[1024]uint64)(gridIQ2S)
	for k := range 8 {
		sc := uint32(b[74+k])
		d0, d1 := gridHalfScale(d, sc&15, 0.25), gridHalfScale(d, sc>>4, 0.25)
		qh := uint32(b[66+k])
		o := (*[4]gridGroup)(g[4*k : 4*k+4])
		o[0] = gridGroup{grid[uint32(b[2+4*k])|qh<<8&0x300], d0, uint32(b[34+4*k])}
		o[1] = gridGroup{grid[uint32(b[3+4*k])|qh<<6&0x300], d0, uint32(b[35+4*k])}
		o[2] = gridGroup{grid[uint32(b[4+4*k])|qh<<4&0x300], d1, uint32(b[36+4*k])}
		o[3] = gridGroup{grid[uint32(b[5+4*k])|qh<<2&0x300], d1, uint32(b[37+4*k])}
	}
}

func groupsIQ3_XXS(b *[98]byte, g *[32]gridGroup) {
	d := half(b[0:2])
	grid, signs := (*[256]uint32)(gridIQ3XXS), &gridSigns
	for ib := range 8 {
		aux := binary.LittleEndian.Uint32(b[66+4*ib:])
		db := gridHalfScale(d, aux>>28, 0.5)
		qs := (*[8]byte)(b[2+8*ib : 10+8*ib])
		o := (*[4]gridGroup)(g[4*ib : 4*ib+4])
		for l := range 4 {
			w := uint64(grid[qs[2*l]]) | uint64(grid[qs[2*l+1]])<<32
			o[l] = gridGroup{w, db, uint32(signs[aux>>(7*l)&127])}
		}
	}
}

func groupsIQ3_S(b *[110]byte, g *[32]gridGroup) {
	d := half(b[0:2])
	grid := (*[512]uint32)(gridIQ3S)
	for ib := range 8 {
		s := int32(b[106+ib/2]>>(4*(ib%2))) & 15
		db := float32(d * float32(1+2*s))
		qh := uint32(b[66+ib])
		qs := (*[8]byte)(b[2+8*ib : 10+8*ib])
		o := (*[4]gridGroup)(g[4*ib : 4*ib+4])
		for l := range 4 {
			i1 := uint32(qs[2*l]) | (qh>>(2*l)&1)<<8
			i2 := uint32(qs[2*l+1]) | (qh>>(2*l+1)&1)<<8
			w := uint64(grid[i1]) | uint64(grid[i2])<<32
			o[l] = gridGroup{w, db, uint32(b[74+4*ib+l])}
		}
	}
}

// gridDeltaBits is the bits of the IQ1 offset δ: −0.125 where neg is set.
func gridDeltaBits(neg uint32) uint32 { return math.Float32bits(0.125) | (neg&1)<<31 }

func groupsIQ1_S(b *[50]byte, g *[32]gridGroup) {
	d := half(b[0:2])
	grid := (*[2048]uint64)(gridIQ1S)
	for ib := range 8 {
		qh := uint32(b[34+2*ib]) | uint32(b[35+2*ib])<<8
		dl := float32(d * float32(2*(qh>>12&7)+1))
		delta := gridDeltaBits(qh >> 15)
		o := (*[4]gridGroup)(g[4*ib : 4*ib+4])
		for l := range 4 {
			idx := uint32(b[2+4*ib+l]) | (qh>>(3*l)&7)<<8
			o[l] = gridGroup{grid[idx], dl, delta}
		}
	}
}

func groupsIQ1_M(b *[56]byte, g *[32]gridGroup) {
	grid := (*[2048]uint64)(gridIQ1S)
	var sc [4]uint32
	for k := range sc {
		sc[k] = uint32(b[48+2*k]) | uint32(b[49+2*k])<<8
	}
	d := quant.HalfToFloat32(uint16(sc[0]>>12 | sc[1]>>12<<4 | sc[2]>>12<<8 | sc[3]>>12<<12))
	for k := range 16 { // entries 2k and 2k+1 share a scale and a qh byte
		s := sc[k/4] >> (3 * (k % 4)) & 7
		dl := float32(d * float32(2*s+1))
		h := uint32(b[32+k])
		g[2*k] = gridGroup{grid[uint32(b[2*k])|(h&7)<<8], dl, gridDeltaBits(h >> 3)}
		g[2*k+1] = gridGroup{grid[uint32(b[2*k+1])|(h>>4&7)<<8], dl, gridDeltaBits(h >> 7)}
	}
}

// tq1Word is trit n of bytes b[0:8], minus one, as the bytes of a word.
func tq1Word(t *[256]uint8, b []byte) uint64 {
	b = b[:8]
	return uint64(t[b[0]]) | uint64(t[b[1]])<<8 | uint64(t[b[2]])<<16 | uint64(t[b[3]])<<24 |
		uint64(t[b[4]])<<32 | uint64(t[b[5]])<<40 | uint64(t[b[6]])<<48 | uint64(t[b[7]])<<56
}

// groupsTQ1_0: element n·32 + m is trit n of byte m (n < 5, m < 32), then
// 160 + n·16 + m of byte 32 + m, then 240 + n·4 + m of byte 48 + m.
func groupsTQ1_0(b *[54]byte, g *[32]gridGroup) {
	d := half(b[52:54])
	k := 0
	for n := range 5 {
		t := &tq1Trits[n]
		for m := 0; m < 32; m += 8 {
			g[k] = gridGroup{tq1Word(t, b[m:]), d, 0}
			k++
		}
	}
	for n := range 5 {
		t := &tq1Trits[n]
		for m := 32; m < 48; m += 8 {
			g[k] = gridGroup{tq1Word(t, b[m:]), d, 0}
			k++
		}
	}
	for n := 0; n < 4; n += 2 { // two trits of four bytes a group
		t0, t1 := &tq1Trits[n], &tq1Trits[n+1]
		w := uint64(t0[b[48]]) | uint64(t0[b[49]])<<8 | uint64(t0[b[50]])<<16 | uint64(t0[b[51]])<<24 |
			uint64(t1[b[48]])<<32 | uint64(t1[b[49]])<<40 | uint64(t1[b[50]])<<48 | uint64(t1[b[51]])<<56
		g[k] = gridGroup{w, d, 0}
		k++
	}
}

// groupsTQ2_0: element c·128 + s·32 + m is bits 2s of byte 32c + m; the
// trits minus one per byte without borrows: ((q | 0x80) − 1) ^ 0x80.
func groupsTQ2_0(b *[66]byte, g *[32]gridGroup) {
	const lo2, hi, one = 0x0303030303030303, 0x8080808080808080, 0x0101010101010101
	d := half(b[64:66])
	k := 0
	for c := range 2 {
		for s := range 4 {
			for m := 0; m < 32; m += 8 {
				v := binary.LittleEndian.Uint64(b[32*c+m:]) >> (2 * s) & lo2
				g[k] = gridGroup{((v | hi) - one) ^ hi, d, 0}
				k++
			}
		}
	}
}

// expandGridGroups is the portable expansion of groups into 8·len(g)
// floats (the formulas above).
func expandGridGroups(g []gridGroup, delta bool, y []float32) {
	y = y[:8*len(g)]
	for i, gr := range g {
		o := (*[8]float32)(y[8*i : 8*i+8])
		if delta {
			dl := math.Float32frombits(gr.a)
			for j := range o {
				o[j] = gr.s * (float32(int8(gr.w>>(8*j))) + dl)
			}
			continue
		}
		for j := range o {
			v := gr.s * float32(int8(gr.w>>(8*j)))
			o[j] = math.Float32frombits(math.Float32bits(v) ^ (gr.a>>j&1)<<31)
		}
	}
}

// decodeGridBlock decodes one super-block of t (quant.IsIQBlock) into
// y[:256] through the groups.
func decodeGridBlock(t quant.Type, b []byte, y []float32) {
	var g [32]gridGroup
	gridGroupsOf(t, b, &g)
	expandGridGroups(g[:], gridDelta(t), y)
}
