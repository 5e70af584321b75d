package layout

import "fmt"

// Format is what a tensor's elements are: the logical dtype kernels compute
// with, times the encoding the bytes are stored in.
type Format struct {
	DType    DType
	Encoding Encoding
}

// DenseFormat is a natively stored dtype.
func DenseFormat(d DType) Format { return Format{DType: d, Encoding: Dense} }

// FormatFromGGML is the format of a GGUF tensor of the given type code: a
// float weight (quantized or F16/BF16) is logically f32; integer and f64
// tensors keep their own dtype. Dense ggml encodings whose element type is
// the dtype itself normalize to Dense.
func FormatFromGGML(code uint32) (Format, error) {
	enc, err := EncodingFromGGML(code)
	if err != nil {
		return Format{}, err
	}
	t, _ := enc.GGML()
	if t.Quantized() {
		return Format{DType: F32, Encoding: enc}, nil
	}
	d := ggmlElemDType(t)
	switch d {
	case F16, BF16:
		return Format{DType: F32, Encoding: enc}, nil
	}
	return DenseFormat(d), nil
}

// Normalize maps a dense GGML encoding that stores exactly the dtype (F32
// encoding of an f32 tensor) to Dense.
func (f Format) Normalize() Format {
	if t, ok := f.Encoding.GGML(); ok && !t.Quantized() && ggmlElemDType(t) == f.DType {
		return DenseFormat(f.DType)
	}
	return f
}

// Validate checks that the pair makes sense.
func (f Format) Validate() error {
	if !f.DType.valid() {
		return fmt.Errorf("layout: invalid dtype %d", f.DType)
	}
	if !f.Encoding.Known() {
		return &UnknownEncodingError{Code: uint32(f.Encoding) - 1}
	}
	if f.Encoding.IsBlocked() && !f.DType.IsFloat() {
		return fmt.Errorf("layout: encoding %s holds float values, not %s", f.Encoding, f.DType)
	}
	return nil
}

// IsDense reports whether elements are stored natively as the dtype.
func (f Format) IsDense() bool { return f.Normalize().Encoding == Dense }

// IsBlocked reports whether the encoding packs elements into blocks.
func (f Format) IsBlocked() bool { return f.Encoding.IsBlocked() }

// BlockElems is the number of elements per stored block (1 when not blocked).
func (f Format) BlockElems() int {
	if t, ok := f.Encoding.GGML(); ok {
		return t.BlockElems()
	}
	return 1
}

// BlockBytes is the number of bytes per stored block (the element size when
// not blocked; 0 for sub-byte dense dtypes, which are addressed by bits).
func (f Format) BlockBytes() int {
	if t, ok := f.Encoding.GGML(); ok {
		return t.BlockBytes()
	}
	return f.DType.Size()
}

// ByteSize is the storage size of n elements laid out contiguously.
func (f Format) ByteSize(n int64) (int64, error) {
	be := int64(f.BlockElems())
	if n < 0 || n%be != 0 {
		return 0, fmt.Errorf("layout: %d elements of %s is not a whole number of %d-element blocks", n, f, be)
	}
	if f.Encoding == Dense && f.DType == I4 {
		return (n + 1) / 2, nil
	}
	return n / be * int64(f.BlockBytes()), nil
}

// String prints "f32" for dense formats and "f32/Q4_K" otherwise.
func (f Format) String() string {
	if f.Encoding == Dense {
		return f.DType.String()
	}
	return f.DType.String() + "/" + f.Encoding.String()
}
