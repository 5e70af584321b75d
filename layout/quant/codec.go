package quant

import "fmt"

// BlockFunc decodes exactly one block: block holds BlockBytes bytes, dst
// receives BlockElems values. It panics on short slices (it is the inner
// loop of kernels, which size their buffers once); Dequantize is the checked
// entry point.
type BlockFunc func(block []byte, dst []float32)

// EncodeFunc encodes exactly one block: src holds BlockElems values, dst
// receives BlockBytes bytes. Like BlockFunc it expects correctly sized slices.
type EncodeFunc func(src []float32, dst []byte)

// codec is the table entry of one type. Dense types decode and encode runs
// of elements in one call (decodeRun/encodeRun get whole, checked runs);
// block types loop their per-block function.
type codec struct {
	decode    BlockFunc
	encode    EncodeFunc // nil: no quantizer
	decodeRun func(src []byte, dst []float32)
	encodeRun func(src []float32, dst []byte)
}

// dense wraps a run codec of a one-element-per-block type.
func dense(dec func([]byte, []float32), enc func([]float32, []byte)) codec {
	c := codec{decodeRun: dec, encodeRun: enc}
	c.decode = func(b []byte, y []float32) { dec(b, y[:1]) }
	if enc != nil {
		c.encode = func(x []float32, b []byte) { enc(x[:1], b) }
	}
	return c
}

var codecs = map[Type]codec{
	F32:  dense(decodeF32, encodeF32),
	F16:  dense(decodeF16, encodeF16),
	BF16: dense(decodeBF16, encodeBF16),
	F64:  dense(decodeF64, encodeF64),
	I8:   dense(decodeI8, nil),
	I16:  dense(decodeI16, nil),
	I32:  dense(decodeI32, nil),
	I64:  dense(decodeI64, nil),
	Q4_0: {decode: decodeQ4_0, encode: encodeQ4_0},
	Q4_1: {decode: decodeQ4_1, encode: encodeQ4_1},
	Q5_0: {decode: decodeQ5_0, encode: encodeQ5_0},
	Q5_1: {decode: decodeQ5_1, encode: encodeQ5_1},
	Q8_0: {decode: decodeQ8_0, encode: encodeQ8_0},
	Q8_1: {decode: decodeQ8_1, encode: encodeQ8_1},
	Q2_K: {decode: decodeQ2_K, encode: encodeQ2_K},
	Q3_K: {decode: decodeQ3_K, encode: encodeQ3_K},
	Q4_K: {decode: decodeQ4_K, encode: encodeQ4_K},
	Q5_K: {decode: decodeQ5_K, encode: encodeQ5_K},
	Q6_K: {decode: decodeQ6_K, encode: encodeQ6_K},
	Q8_K: {decode: decodeQ8_K, encode: encodeQ8_K},

	IQ4_NL: {decode: decodeIQ4_NL, encode: encodeIQ4_NL},
	IQ4_XS: {decode: decodeIQ4_XS, encode: encodeIQ4_XS},
	MXFP4:  {decode: decodeMXFP4, encode: encodeMXFP4},
}

// NoQuantizerError says a known type has no quantizer in this package (the
// integer types: converting floats to them is not a quantization).
type NoQuantizerError struct{ Type Type }

func (e *NoQuantizerError) Error() string {
	return fmt.Sprintf("quant: no quantizer for %s", e.Type)
}

// SizeError reports slices whose lengths do not describe whole blocks of a
// type, or that disagree with each other.
type SizeError struct {
	Op       string // "dequantize" or "quantize"
	Type     Type
	SrcLen   int // bytes for dequantize, elements for quantize
	DstLen   int // elements for dequantize, bytes for quantize
	Expected int // the dst length src implies; -1 when src itself is ragged
}

func (e *SizeError) Error() string {
	g := e.Type.Geometry()
	if e.Op == "dequantize" {
		if e.Expected < 0 {
			return fmt.Sprintf("quant: dequantize %s: %d bytes is not a whole number of %d-byte blocks", e.Type, e.SrcLen, g.BlockBytes)
		}
		return fmt.Sprintf("quant: dequantize %s: %d bytes hold %d elements, dst has room for %d", e.Type, e.SrcLen, e.Expected, e.DstLen)
	}
	if e.Expected < 0 {
		return fmt.Sprintf("quant: quantize %s: %d elements is not a whole number of %d-element blocks", e.Type, e.SrcLen, g.BlockElems)
	}
	return fmt.Sprintf("quant: quantize %s: %d elements encode to %d bytes, dst has %d", e.Type, e.SrcLen, e.Expected, e.DstLen)
}

// NoDecoderError says a known type (its code and block geometry are in the
// table) has no block decoder in this package: its bytes can be listed and
// copied, never decoded.
type NoDecoderError struct{ Type Type }

func (e *NoDecoderError) Error() string {
	return fmt.Sprintf("quant: no decoder for %s (ggml type code %d)", e.Type, uint32(e.Type))
}

func lookupCodec(t Type) (codec, Geometry, error) {
	c, ok := codecs[t]
	if !ok {
		if t.Known() {
			return codec{}, Geometry{}, &NoDecoderError{Type: t}
		}
		return codec{}, Geometry{}, &UnknownTypeError{Code: uint32(t)}
	}
	return c, geometries[t], nil
}

// Decodable reports whether t has a block decoder (Dequantize accepts it).
func Decodable(t Type) bool { _, ok := codecs[t]; return ok }

// DecodableTypes returns every type with a block decoder, ordered by code.
func DecodableTypes() []Type {
	var out []Type
	for _, t := range All() {
		if Decodable(t) {
			out = append(out, t)
		}
	}
	return out
}

// BlockDecoder returns the decoder of one block of t (see BlockFunc).
func BlockDecoder(t Type) (BlockFunc, error) {
	c, _, err := lookupCodec(t)
	if err != nil {
		return nil, err
	}
	return c.decode, nil
}

// BlockEncoder returns the reference quantizer of one block of t (see
// EncodeFunc), or a *NoQuantizerError.
func BlockEncoder(t Type) (EncodeFunc, error) {
	c, _, err := lookupCodec(t)
	if err != nil {
		return nil, err
	}
	if c.encode == nil {
		return nil, &NoQuantizerError{Type: t}
	}
	return c.encode, nil
}

// DequantizeBlock decodes the single block of t at the start of block into
// dst[:BlockElems], checking the lengths.
func DequantizeBlock(t Type, block []byte, dst []float32) error {
	c, g, err := lookupCodec(t)
	if err != nil {
		return err
	}
	if len(block) < g.BlockBytes {
		return &SizeError{Op: "dequantize", Type: t, SrcLen: len(block), DstLen: len(dst), Expected: -1}
	}
	if len(dst) < g.BlockElems {
		return &SizeError{Op: "dequantize", Type: t, SrcLen: g.BlockBytes, DstLen: len(dst), Expected: g.BlockElems}
	}
	c.decode(block[:g.BlockBytes], dst[:g.BlockElems])
	return nil
}

// Dequantize decodes whole blocks of t: len(src) must be a multiple of the
// block size in bytes and len(dst) the matching number of elements. The
// results are bit-exact with ggml's dequantize_row_* and gguf.quants.
func Dequantize(t Type, src []byte, dst []float32) error {
	c, g, err := lookupCodec(t)
	if err != nil {
		return err
	}
	if len(src)%g.BlockBytes != 0 {
		return &SizeError{Op: "dequantize", Type: t, SrcLen: len(src), DstLen: len(dst), Expected: -1}
	}
	n := len(src) / g.BlockBytes
	if len(dst) != n*g.BlockElems {
		return &SizeError{Op: "dequantize", Type: t, SrcLen: len(src), DstLen: len(dst), Expected: n * g.BlockElems}
	}
	if c.decodeRun != nil {
		c.decodeRun(src, dst)
		return nil
	}
	for i := 0; i < n; i++ {
		c.decode(src[i*g.BlockBytes:(i+1)*g.BlockBytes], dst[i*g.BlockElems:(i+1)*g.BlockElems])
	}
	return nil
}

// Quantize encodes whole blocks of t with its reference quantizer:
// len(src) must be a multiple of the block size in elements and len(dst) the
// matching number of bytes. F32, F16, BF16, Q4_0, Q4_1, Q5_0, Q5_1 and Q8_0
// are bit-exact with gguf.quants.quantize (gguf 0.19.0); Q8_1 and Q8_K
// follow ggml's quantize_row_*_ref; Q2_K…Q6_K are ggml's reference
// algorithms (no importance matrix), checked here by round-trip error. The
// integer types have no quantizer (*NoQuantizerError).
func Quantize(t Type, src []float32, dst []byte) error {
	c, g, err := lookupCodec(t)
	if err != nil {
		return err
	}
	if c.encode == nil {
		return &NoQuantizerError{Type: t}
	}
	if len(src)%g.BlockElems != 0 {
		return &SizeError{Op: "quantize", Type: t, SrcLen: len(src), DstLen: len(dst), Expected: -1}
	}
	n := len(src) / g.BlockElems
	if len(dst) != n*g.BlockBytes {
		return &SizeError{Op: "quantize", Type: t, SrcLen: len(src), DstLen: len(dst), Expected: n * g.BlockBytes}
	}
	if c.encodeRun != nil {
		c.encodeRun(src, dst)
		return nil
	}
	for i := 0; i < n; i++ {
		c.encode(src[i*g.BlockElems:(i+1)*g.BlockElems], dst[i*g.BlockBytes:(i+1)*g.BlockBytes])
	}
	return nil
}

// CanQuantize reports whether t has a reference quantizer.
func CanQuantize(t Type) bool { return codecs[t].encode != nil }
