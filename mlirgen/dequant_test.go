package mlirgen

import (
	"encoding/binary"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Every decoder, both block orders, ≥ 3 blocks per row, checked bit for
// bit against quant.Dequantize.

const dqRows = 4

// dqCols is 3 blocks per row (6 for the one-element dense types).
func dqCols(enc layout.Encoding) int64 {
	t, _ := enc.GGML()
	if be := t.Geometry().BlockElems; be > 1 {
		return 3 * int64(be)
	}
	return 6
}

func fnName(enc layout.Encoding, order layout.BlockOrder) string {
	n := "dq_" + strings.ToLower(enc.String())
	if order == layout.InputBlockMajor {
		n += "_ibm"
	}
	return n
}

// finiteHalf is a random binary16 that is neither Inf nor NaN (subnormals
// included).
func finiteHalf(rng *rand.Rand) uint16 {
	h := uint16(rng.Uint32())
	if h>>10&0x1f == 0x1f {
		h &^= 0x4000
	}
	return h
}

// halfFields are the byte offsets of the f16 fields of a block.
var halfFields = map[quant.Type][]int{
	quant.Q4_0: {0}, quant.Q4_1: {0, 2}, quant.Q5_0: {0}, quant.Q5_1: {0, 2},
	quant.Q8_0: {0}, quant.Q8_1: {0, 2}, quant.Q2_K: {80, 82}, quant.Q3_K: {108},
	quant.Q4_K: {0, 2}, quant.Q5_K: {0, 2}, quant.Q6_K: {208},
	quant.IQ4_NL: {0}, quant.IQ4_XS: {0}, // MXFP4's e8m0 byte is finite for every value
	quant.IQ2_XXS: {0}, quant.IQ2_XS: {0}, quant.IQ2_S: {0}, quant.IQ3_XXS: {0}, quant.IQ3_S: {0},
	quant.IQ1_S: {0}, quant.TQ1_0: {52}, quant.TQ2_0: {64},
}

// randomBlocks is rows × nb random blocks of t whose scale fields are
// finite (the first one subnormal): every quant bit pattern occurs.
func randomBlocks(rng *rand.Rand, t quant.Type, n int) []byte {
	g := t.Geometry()
	b := make([]byte, n*g.BlockBytes)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	for k := 0; k < n; k++ {
		blk := b[k*g.BlockBytes : (k+1)*g.BlockBytes]
		switch t {
		case quant.F16:
			binary.LittleEndian.PutUint16(blk, finiteHalf(rng))
		case quant.BF16, quant.F32:
			if t == quant.F32 {
				binary.LittleEndian.PutUint32(blk, math.Float32bits(float32(rng.NormFloat64()*100)))
			} else {
				binary.LittleEndian.PutUint16(blk, uint16(math.Float32bits(float32(rng.NormFloat64()*100))>>16))
			}
		case quant.Q8_K:
			binary.LittleEndian.PutUint32(blk, math.Float32bits(float32(rng.NormFloat64())))
		}
		if t == quant.IQ1_M { // d: the top nibbles of the four scale words
			h := finiteHalf(rng)
			for w := 0; w < 4; w++ {
				blk[49+2*w] = blk[49+2*w]&0x0f | byte(h>>(4*w))<<4
			}
		}
		for j, off := range halfFields[t] {
			h := finiteHalf(rng)
			if k == 0 && j == 0 {
				h = 0x0001 + uint16(rng.IntN(0x3ff)) // subnormal
			}
			binary.LittleEndian.PutUint16(blk[off:], h)
		}
	}
	return b
}

// toInputBlockMajor reorders row-major blocks (o·nb + b) to b·rows + o.
func toInputBlockMajor(src []byte, rows, nb, bb int) []byte {
	dst := make([]byte, len(src))
	for o := 0; o < rows; o++ {
		for b := 0; b < nb; b++ {
			copy(dst[(b*rows+o)*bb:(b*rows+o+1)*bb], src[(o*nb+b)*bb:(o*nb+b+1)*bb])
		}
	}
	return dst
}

func dequantModule(t *testing.T) *Module {
	m := NewModule("dequant")
	for _, enc := range DecodableEncodings() {
		for _, order := range []layout.BlockOrder{layout.RowMajor, layout.InputBlockMajor} {
			tt, _ := enc.GGML()
			if tt.Geometry().BlockElems == 1 && order == layout.InputBlockMajor {
				continue
			}
			cols := dqCols(enc)
			pt, err := PackedType("w", enc, order, dqRows, cols)
			if err != nil {
				t.Fatal(err)
			}
			f, err := m.Func(fnName(enc, order), pt)
			if err != nil {
				t.Fatal(err)
			}
			f.Return(f.Dequantize("w", f.Arg(0), enc, order, dqRows, cols))
		}
	}
	return m
}

func TestDequantizeInGraph(t *testing.T) {
	t.Parallel()
	m := dequantModule(t)
	text := emit(t, m)
	golden(t, "dequant.mlir", text)
	c := compile(t, "dequant", text)
	rng := rand.New(rand.NewPCG(1, 2))
	exact := 0
	for _, enc := range DecodableEncodings() {
		tt, _ := enc.GGML()
		g := tt.Geometry()
		cols := dqCols(enc)
		nb := int(cols) / g.BlockElems
		raw := randomBlocks(rng, tt, dqRows*nb)
		want := make([]float32, dqRows*int(cols))
		if err := quant.Dequantize(tt, raw, want); err != nil {
			t.Fatal(err)
		}
		orders := []layout.BlockOrder{layout.RowMajor, layout.InputBlockMajor}
		if g.BlockElems == 1 {
			orders = orders[:1]
		}
		for _, order := range orders {
			fn := fnName(enc, order)
			in := raw
			shape := []int64{dqRows, int64(nb * g.BlockBytes)}
			if order == layout.InputBlockMajor {
				in = toInputBlockMajor(raw, dqRows, nb, g.BlockBytes)
				shape = []int64{int64(nb), dqRows, int64(g.BlockBytes)}
			}
			got := c.run(t, fn, "", 1, npyI8(shape, in))[0]
			bad := 0
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					if bad < 4 {
						t.Errorf("%s: element %d = %v (%#08x), quant.Dequantize gives %v (%#08x)", fn, i, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
					}
					bad++
				}
			}
			if bad == 0 {
				exact++
				t.Logf("%-14s bit-exact: %d values, %d rows × %d blocks", fn, len(want), dqRows, nb)
			}
		}
	}
	t.Logf("%d decoder functions bit-exact", exact)
}

func TestUnsupportedEncoding(t *testing.T) {
	m := NewModule("")
	f, err := m.Func("forward", Tensor(I8, 2, 64))
	if err != nil {
		t.Fatal(err)
	}
	f.Return(f.Dequantize("blk.0.ffn_up.weight", f.Arg(0), layout.EncI32, layout.RowMajor, 2, 16))
	_, err = m.Emit()
	var ue *UnsupportedEncodingError
	if !errors.As(err, &ue) || ue.Tensor != "blk.0.ffn_up.weight" || ue.Encoding != "I32" {
		t.Fatalf("err = %v, want an UnsupportedEncodingError naming the tensor", err)
	}
	if !strings.Contains(err.Error(), "--weights dense") {
		t.Errorf("error %q does not suggest --weights dense", err)
	}
	if _, err := PackedType("x", layout.EncQ8_0, layout.RowMajor, 2, 33); err == nil {
		t.Error("PackedType accepted 33 columns of Q8_0")
	}
}
