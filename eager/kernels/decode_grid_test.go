package kernels

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// gridTypes are the grid i-quants and ternary types (decode_grid.go).
var gridTypes = []quant.Type{quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S,
	quant.IQ1_S, quant.IQ1_M, quant.TQ1_0, quant.TQ2_0}

// expandGridBlock is the portable expansion of a block's groups into 256
// floats (the formulas above).
func expandGridBlock(g *gridBlock, delta bool, y []float32) {
	y = y[:quant.QK_K]
	for i := range 32 {
		o := (*[8]float32)(y[8*i : 8*i+8])
		w, sc := g.w[i], g.s[i/2]
		if delta {
			dl := g.dl[i]
			for j := range o {
				o[j] = sc * (float32(int8(w>>(8*j))) + dl)
			}
			continue
		}
		a := uint32(g.a[i])
		for j := range o {
			v := sc * float32(int8(w>>(8*j)))
			o[j] = math.Float32frombits(math.Float32bits(v) ^ (a>>j&1)<<31)
		}
	}
}

// decodeGridBlock decodes one super-block of t (quant.IsIQBlock) into
// y[:256] through the groups.
func decodeGridBlock(t quant.Type, b []byte, y []float32) {
	var g gridBlock
	gridGroupsOf(t, b, &g)
	expandGridBlock(&g, gridDelta(t), y)
}

// gridSpecialHalves are f16 scales every decoder must carry through bit
// for bit: NaNs of both signs, infinities, subnormals, zeros.
var gridSpecialHalves = []uint16{0x7e00, 0xfd01, 0x7c00, 0xfc00, 0x0001, 0x83ff, 0x8000, 0x0000, 0x3c00}

// setGridScale writes the f16 super-block scale h into block b of t.
func setGridScale(t quant.Type, b []byte, h uint16) {
	switch t {
	case quant.TQ1_0:
		binary.LittleEndian.PutUint16(b[52:], h)
	case quant.TQ2_0:
		binary.LittleEndian.PutUint16(b[64:], h)
	case quant.IQ1_M: // the top nibbles of the four scale words
		for k := range 4 {
			w := binary.LittleEndian.Uint16(b[48+2*k:])
			binary.LittleEndian.PutUint16(b[48+2*k:], w&0x0fff|(h>>(4*k)&15)<<12)
		}
	default:
		binary.LittleEndian.PutUint16(b[0:], h)
	}
}

// gridTestBlocks returns n random blocks of t, every scale pattern of
// gridSpecialHalves among them.
func gridTestBlocks(t quant.Type, n int, seed uint64) []byte {
	r := newRand(seed)
	bb := t.BlockBytes()
	w := make([]byte, n*bb)
	for i := range w {
		w[i] = byte(r.Uint32())
	}
	for i := 0; i < n; i += 2 {
		setGridScale(t, w[i*bb:(i+1)*bb], gridSpecialHalves[i/2%len(gridSpecialHalves)])
	}
	return w
}

// TestGridGroupsBitExact: a block read into groups and expanded by the
// portable formulas is bit for bit quant's decoder, for every grid and
// ternary type, random bytes and every special scale.
func TestGridGroupsBitExact(t *testing.T) {
	for _, typ := range gridTypes {
		dec, err := quant.BlockDecoder(typ)
		mustOK(t, typ.String(), err)
		bb := typ.BlockBytes()
		const n = 400
		w := gridTestBlocks(typ, n, uint64(typ)+300)
		got, want := make([]float32, quant.QK_K), make([]float32, quant.QK_K)
		for i := range n {
			b := w[i*bb : (i+1)*bb]
			decodeGridBlock(typ, b, got)
			dec(b, want)
			if ok, why := bitsEqual(want, got); !ok {
				t.Fatalf("%s block %d: %s", typ, i, why)
			}
		}
	}
}

// TestTritsSWAR: the word-at-a-time trits of TQ1_0 against the byte
// formula, every byte value in every position.
func TestTritsSWAR(t *testing.T) {
	p := uint64(1)
	for n := range 5 {
		for v := range 256 {
			want := uint8(uint16(uint8(v)*uint8(p))*3>>8) - 1
			for j := range 8 {
				w := tritsMinusOne(tq1Trits8(uint64(v)<<(8*j)|0x5a5a5a5a5a5a5a5a&^(0xff<<(8*j)), p))
				if got := uint8(w >> (8 * j)); got != want {
					t.Fatalf("trit %d of %#x at byte %d: %d, want %d", n, v, j, int8(got), int8(want))
				}
			}
		}
		p *= 3
	}
}
