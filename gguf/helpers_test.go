package gguf

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// rawFile builds GGUF bytes field by field, for files the writer refuses
// to produce.
type rawFile struct{ bytes.Buffer }

func newRaw(version uint32, nTensors, nKV uint64) *rawFile {
	r := &rawFile{}
	r.WriteString(Magic)
	return r.u32(version).u64(nTensors).u64(nKV)
}

func (r *rawFile) u8(v uint8) *rawFile   { r.WriteByte(v); return r }
func (r *rawFile) u32(v uint32) *rawFile { r.Write(binary.LittleEndian.AppendUint32(nil, v)); return r }
func (r *rawFile) u64(v uint64) *rawFile { r.Write(binary.LittleEndian.AppendUint64(nil, v)); return r }
func (r *rawFile) str(s string) *rawFile { r.u64(uint64(len(s))); r.WriteString(s); return r }

// kv appends a key and a value encoded by the writer.
func (r *rawFile) kv(key string, v Value) *rawFile {
	r.str(key).u32(uint32(v.Type()))
	writeValue(&r.Buffer, v)
	return r
}

// tensor appends a tensor info.
func (r *rawFile) tensor(name string, typ quant.Type, off uint64, dims ...uint64) *rawFile {
	r.str(name).u32(uint32(len(dims)))
	for _, d := range dims {
		r.u64(d)
	}
	return r.u32(uint32(typ)).u64(off)
}

// pad zero-fills to a multiple of align.
func (r *rawFile) pad(align int) *rawFile {
	for r.Len()%align != 0 {
		r.WriteByte(0)
	}
	return r
}

func (r *rawFile) zeros(n int) *rawFile { r.Write(make([]byte, n)); return r }

// sampleMetadata holds every value type, arrays of each, an array of
// strings, nested arrays and an empty array.
func sampleMetadata() *Metadata {
	md := &Metadata{}
	md.Set("general.architecture", String("llama"))
	md.Set("general.name", String("sample ✓ unicode"))
	md.Set("t.u8", Uint8(200))
	md.Set("t.i8", Int8(-100))
	md.Set("t.u16", Uint16(60000))
	md.Set("t.i16", Int16(-30000))
	md.Set("t.u32", Uint32(4000000000))
	md.Set("t.i32", Int32(-2000000000))
	md.Set("t.f32", Float32(3.25))
	md.Set("t.bool.true", Bool(true))
	md.Set("t.bool.false", Bool(false))
	md.Set("t.string.empty", String(""))
	md.Set("t.u64", Uint64(math.MaxUint64))
	md.Set("t.i64", Int64(math.MinInt64))
	md.Set("t.f64", Float64(-1e300))
	md.Set("t.arr.u8", ArrayOf([]uint8{0, 1, 255}))
	md.Set("t.arr.i8", ArrayOf([]int8{-128, 0, 127}))
	md.Set("t.arr.u16", ArrayOf([]uint16{0, 65535}))
	md.Set("t.arr.i16", ArrayOf([]int16{-32768, 32767}))
	md.Set("t.arr.u32", ArrayOf([]uint32{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}))
	md.Set("t.arr.i32", ArrayOf([]int32{-1, 0, 1}))
	md.Set("t.arr.f32", ArrayOf([]float32{0.5, -1.5, 1e-30}))
	md.Set("t.arr.bool", ArrayOf([]bool{true, false, true}))
	md.Set("t.arr.string", ArrayOf([]string{"a", "", "<0x0A>", "▁the"}))
	md.Set("t.arr.u64", ArrayOf([]uint64{0, math.MaxUint64}))
	md.Set("t.arr.i64", ArrayOf([]int64{math.MinInt64, math.MaxInt64}))
	md.Set("t.arr.f64", ArrayOf([]float64{math.Pi, -0.0}))
	md.Set("t.arr.nested", ArrayOf([]Array{NewArray([]int32{1, 2}), NewArray([]int32{3}), NewArray([]int32{})}))
	md.Set("t.arr.nested.strings", ArrayOf([]Array{NewArray([]string{"x", "yz"}), NewArray([]string{})}))
	md.Set("t.arr.empty", ArrayOf([]float32{}))
	return md
}

// sampleTensor is a tensor whose bytes are in memory.
type sampleTensor struct {
	Tensor
	bytes []byte
}

// sampleTypes are all the ggml types skaic knows.
func sampleTypes() []quant.Type { return quant.All() }

// tensorBytes makes plausible bytes for n elements of type t: random values
// encoded by the reference quantizers (so scales are sane), random bytes
// for the integer types.
func tensorBytes(t quant.Type, n int64, rng *rand.Rand) []byte {
	size, err := quant.RowBytes(t, n)
	if err != nil {
		panic(err)
	}
	out := make([]byte, size)
	if quant.CanQuantize(t) {
		src := make([]float32, n)
		for i := range src {
			src[i] = float32(rng.NormFloat64())
		}
		if err := quant.Quantize(t, src, out); err != nil {
			panic(err)
		}
		return out
	}
	if t == quant.F64 {
		for i := range n {
			binary.LittleEndian.PutUint64(out[8*i:], math.Float64bits(rng.NormFloat64()))
		}
		return out
	}
	for i := range out {
		out[i] = byte(rng.IntN(256))
	}
	return out
}

// sampleTensors has one tensor of every type with 3 blocks per row and 2
// rows, plus 1-D, 3-D, 4-D, 0-D and empty tensors.
func sampleTensors(seed uint64) []sampleTensor { return sampleTensorsRows(seed, 3, 2) }

// sampleTensorsRows is sampleTensors with blocksPerRow blocks in each of
// rows rows for the one-per-type tensors.
func sampleTensorsRows(seed uint64, blocksPerRow, rows int64) []sampleTensor {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []sampleTensor
	add := func(name string, t quant.Type, dims ...int64) {
		n := int64(1)
		for _, d := range dims {
			n *= d
		}
		b := tensorBytes(t, n, rng)
		out = append(out, sampleTensor{Tensor{Name: name, Type: t, Dims: dims, Data: bytes.NewReader(b)}, b})
	}
	for _, t := range sampleTypes() {
		add("w."+t.String(), t, blocksPerRow*int64(t.BlockElems()), rows)
	}
	add("x.f16.1d", quant.F16, 5)
	add("x.f32.3d", quant.F32, 4, 3, 2)
	add("x.i8.4d", quant.I8, 2, 2, 2, 2)
	add("x.q4_k.3d", quant.Q4_K, 768, 2, 2)
	add("x.scalar", quant.F32)
	add("x.empty", quant.F32, 0, 4)
	return out
}

func tensorsOf(s []sampleTensor) []Tensor {
	out := make([]Tensor, len(s))
	for i := range s {
		out[i] = s[i].Tensor
	}
	return out
}

// encode writes md and tensors to memory.
func encode(t testing.TB, md *Metadata, tensors []Tensor) []byte {
	t.Helper()
	var b bytes.Buffer
	if _, err := WriteTo(&b, md, tensors); err != nil {
		t.Fatalf("WriteTo: %v", err)
	}
	return b.Bytes()
}

// sampleFile is a valid GGUF holding every value type and tensor type.
func sampleFile(t testing.TB) ([]byte, *Metadata, []sampleTensor) {
	md, ts := sampleMetadata(), sampleTensors(1)
	return encode(t, md, tensorsOf(ts)), md, ts
}

// smallFile is a small valid GGUF (fast for per-byte loops).
func smallFile(t testing.TB) []byte {
	md := &Metadata{}
	md.Set("general.architecture", String("llama"))
	md.Set("llama.block_count", Uint32(2))
	md.Set("tokenizer.ggml.tokens", ArrayOf([]string{"<s>", "a", "b"}))
	md.Set("flag", Bool(true))
	md.Set("nested", ArrayOf([]Array{NewArray([]int8{1})}))
	rng := rand.New(rand.NewPCG(7, 7))
	var ts []Tensor
	for _, c := range []struct {
		name string
		t    quant.Type
		dims []int64
	}{{"a", quant.Q8_0, []int64{96, 2}}, {"b", quant.F32, []int64{3}}, {"c", quant.Q4_K, []int64{768, 1}}} {
		n := int64(1)
		for _, d := range c.dims {
			n *= d
		}
		ts = append(ts, Tensor{Name: c.name, Type: c.t, Dims: c.dims, Data: bytes.NewReader(tensorBytes(c.t, n, rng))})
	}
	return encode(t, md, ts)
}
