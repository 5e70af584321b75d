package quant

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

const testdataDir = "../../testdata/quant"

// golden is one file written by testdata/quant/gen_golden.py.
type golden struct {
	op           uint32 // 0: dequantize (bytes are the input), 1: quantize
	typ          Type
	rows, blocks int
	source       string
	raw          []byte
	values       []float32
}

func readGolden(t *testing.T, path string) golden {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden: %v (regenerate with .venv/bin/python testdata/quant/gen_golden.py)", err)
	}
	if len(data) < 28 || string(data[:4]) != "SKQG" {
		t.Fatalf("%s: not a golden file", path)
	}
	u := func(i int) uint32 { return binary.LittleEndian.Uint32(data[4+4*i:]) }
	if u(0) != 1 {
		t.Fatalf("%s: golden version %d, want 1", path, u(0))
	}
	g := golden{op: u(1), typ: Type(u(2)), rows: int(u(3)), blocks: int(u(4))}
	srcLen := int(u(5))
	p := 28
	g.source = string(data[p : p+srcLen])
	p += srcLen
	geo, ok := geometries[g.typ]
	if !ok {
		t.Fatalf("%s: unknown type code %d", path, g.typ)
	}
	n := g.rows * g.blocks
	nb, ne := n*geo.BlockBytes, n*geo.BlockElems
	if len(data) != p+nb+4*ne {
		t.Fatalf("%s: %d bytes, header says %d", path, len(data), p+nb+4*ne)
	}
	g.raw = data[p : p+nb]
	g.values = bytesToFloats(data[p+nb:])
	return g
}

func bytesToFloats(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func floatsToBytes(f []float32) []byte {
	out := make([]byte, 4*len(f))
	for i, v := range f {
		binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
	}
	return out
}

// bitDiff compares float32 slices bit for bit (so NaN equals NaN only with
// the same payload) and describes the first difference per block.
func bitDiff(typ Type, got, want []float32) (bad int, first string) {
	if len(got) != len(want) {
		return 1, fmt.Sprintf("length %d, want %d", len(got), len(want))
	}
	be := typ.BlockElems()
	lastBlock := -1
	for i := range got {
		if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			if b := i / be; b != lastBlock {
				lastBlock = b
				bad++
				if first == "" {
					first = fmt.Sprintf("block %d element %d: got %g (%#08x), want %g (%#08x)",
						b, i%be, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
				}
			}
		}
	}
	return bad, first
}

// byteDiff counts blocks whose encodings differ and describes the first.
func byteDiff(typ Type, got, want []byte) (bad int, first string) {
	if len(got) != len(want) {
		return 1, fmt.Sprintf("length %d, want %d", len(got), len(want))
	}
	bb := typ.BlockBytes()
	for b := 0; b < len(got)/bb; b++ {
		g, w := got[b*bb:(b+1)*bb], want[b*bb:(b+1)*bb]
		if !bytes.Equal(g, w) {
			bad++
			if first == "" {
				first = fmt.Sprintf("block %d:\n got  %x\n want %x", b, g, w)
			}
		}
	}
	return bad, first
}

// f16Fields are the byte offsets of the f16 scales random blocks must keep
// finite (NaN or Inf scales make NaN bits platform-dependent).
var f16Fields = map[Type][]int{
	Q4_0: {0}, Q4_1: {0, 2}, Q5_0: {0}, Q5_1: {0, 2}, Q8_0: {0}, Q8_1: {0, 2},
	Q2_K: {80, 82}, Q3_K: {108}, Q4_K: {0, 2}, Q5_K: {0, 2}, Q6_K: {208},
	IQ2_XXS: {0}, IQ2_XS: {0}, IQ3_XXS: {0}, IQ1_S: {0}, IQ4_NL: {0}, IQ3_S: {0},
	IQ2_S: {0}, IQ4_XS: {0}, TQ1_0: {52}, TQ2_0: {64},
	// IQ1_M's f16 scale is spread over the top nibbles of its scales; MXFP4
	// has an e8m0 exponent byte, no f16.
}

// noDecoderYet lists the known types whose block codec is not built: the
// tests check that they are refused with a *NoDecoderError, and every
// other known type must decode.
var noDecoderYet = map[Type]bool{}

// finiteHalf is a random finite f16: half realistic (|d| ~ 1e-4..1), half
// arbitrary finite bit patterns.
func finiteHalf(r *rand.Rand) uint16 {
	if r.IntN(2) == 0 {
		return Float32ToHalf(float32(r.NormFloat64() * math.Pow(10, -4*r.Float64())))
	}
	h := uint16(r.Uint32())
	if h&0x7c00 == 0x7c00 {
		h = h&^0x7c00 | uint16(r.IntN(31))<<10
	}
	return h
}

// randomBlocks fills n blocks of t with random bytes, keeping the scales of
// block types finite. Dense types get arbitrary bit patterns (NaNs and Infs
// included: their conversions are exact or hardware-defined alike).
func randomBlocks(t Type, n int, r *rand.Rand) []byte {
	bb := t.BlockBytes()
	raw := make([]byte, n*bb)
	for i := range raw {
		raw[i] = byte(r.Uint32())
	}
	for b := 0; b < n; b++ {
		blk := raw[b*bb : (b+1)*bb]
		for _, off := range f16Fields[t] {
			binary.LittleEndian.PutUint16(blk[off:], finiteHalf(r))
		}
		if t == IQ1_M {
			setIQScale(t, blk, finiteHalf(r))
		}
		if t == Q8_K {
			var d float32
			if r.IntN(2) == 0 {
				d = float32(r.NormFloat64() * math.Pow(10, -6*r.Float64()))
			} else {
				d = math.Float32frombits(r.Uint32()&0x807fffff | uint32(40+r.IntN(175))<<23)
			}
			binary.LittleEndian.PutUint32(blk, math.Float32bits(d))
		}
	}
	return raw
}

// randomFloats makes n blocks of elems values of varied shape: gaussian,
// offset-positive, zero, constant, a single spike, half-integer grids
// (rounding ties), skewed, and very small or large scales.
func randomFloats(nBlocks, elems int, r *rand.Rand) []float32 {
	out := make([]float32, nBlocks*elems)
	for b := 0; b < nBlocks; b++ {
		v := out[b*elems : (b+1)*elems]
		scale := math.Pow(10, -6+10*r.Float64())
		switch b % 8 {
		case 0:
			for i := range v {
				v[i] = float32(r.NormFloat64() * scale)
			}
		case 1:
			for i := range v {
				v[i] = float32((r.Float64() + 0.5) * scale)
			}
		case 2: // zeros, with the odd negative zero
			for i := range v {
				if r.IntN(4) == 0 {
					v[i] = float32(math.Copysign(0, -1))
				}
			}
		case 3:
			c := float32(r.NormFloat64() * scale)
			for i := range v {
				v[i] = c
			}
		case 4:
			v[r.IntN(elems)] = float32(-scale)
		case 5:
			for i := range v {
				v[i] = float32(r.IntN(33)-16) * 0.5
			}
		case 6:
			for i := range v {
				u := r.Float64()
				v[i] = float32(-u * u * u * scale)
			}
		default:
			s := math.Pow(10, -30+60*r.Float64())
			for i := range v {
				v[i] = float32(r.NormFloat64() * s)
			}
		}
	}
	return out
}

func goldenFiles(t *testing.T, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(testdataDir, pattern))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files %s in %s (regenerate with .venv/bin/python testdata/quant/gen_golden.py)", pattern, testdataDir)
	}
	return files
}
