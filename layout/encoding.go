package layout

import (
	"fmt"

	"github.com/skainet/skaic/layout/quant"
)

// Encoding is how elements are stored: Dense (natively, as the tensor's
// dtype) or one of the GGML encodings, each with its block geometry and ggml
// type code. The encoding never replaces the dtype: a Q4_K weight has dtype
// F32 and encoding EncQ4_K.
type Encoding uint16

// Dense stores each element natively as its dtype.
const Dense Encoding = 0

func ggmlEnc(t quant.Type) Encoding { return Encoding(t) + 1 }

// The GGML encodings (value = ggml type code + 1).
const (
	EncF32  = Encoding(quant.F32) + 1
	EncF16  = Encoding(quant.F16) + 1
	EncBF16 = Encoding(quant.BF16) + 1
	EncF64  = Encoding(quant.F64) + 1
	EncI8   = Encoding(quant.I8) + 1
	EncI16  = Encoding(quant.I16) + 1
	EncI32  = Encoding(quant.I32) + 1
	EncI64  = Encoding(quant.I64) + 1
	EncQ4_0 = Encoding(quant.Q4_0) + 1
	EncQ4_1 = Encoding(quant.Q4_1) + 1
	EncQ5_0 = Encoding(quant.Q5_0) + 1
	EncQ5_1 = Encoding(quant.Q5_1) + 1
	EncQ8_0 = Encoding(quant.Q8_0) + 1
	EncQ8_1 = Encoding(quant.Q8_1) + 1
	EncQ2_K = Encoding(quant.Q2_K) + 1
	EncQ3_K = Encoding(quant.Q3_K) + 1
	EncQ4_K = Encoding(quant.Q4_K) + 1
	EncQ5_K = Encoding(quant.Q5_K) + 1
	EncQ6_K = Encoding(quant.Q6_K) + 1
	EncQ8_K = Encoding(quant.Q8_K) + 1

	EncIQ2_XXS = Encoding(quant.IQ2_XXS) + 1
	EncIQ2_XS  = Encoding(quant.IQ2_XS) + 1
	EncIQ3_XXS = Encoding(quant.IQ3_XXS) + 1
	EncIQ1_S   = Encoding(quant.IQ1_S) + 1
	EncIQ4_NL  = Encoding(quant.IQ4_NL) + 1
	EncIQ3_S   = Encoding(quant.IQ3_S) + 1
	EncIQ2_S   = Encoding(quant.IQ2_S) + 1
	EncIQ4_XS  = Encoding(quant.IQ4_XS) + 1
	EncIQ1_M   = Encoding(quant.IQ1_M) + 1
	EncTQ1_0   = Encoding(quant.TQ1_0) + 1
	EncTQ2_0   = Encoding(quant.TQ2_0) + 1
	EncMXFP4   = Encoding(quant.MXFP4) + 1
)

// UnknownEncodingError reports a ggml type code or encoding name that skaic
// does not know.
type UnknownEncodingError struct {
	Code uint32
	Name string
}

func (e *UnknownEncodingError) Error() string {
	if e.Name != "" {
		return fmt.Sprintf("layout: unknown encoding %q", e.Name)
	}
	return fmt.Sprintf("layout: unknown ggml type code %d", e.Code)
}

// EncodingFromGGML maps a ggml type code to its encoding.
func EncodingFromGGML(code uint32) (Encoding, error) {
	t, _, err := quant.Lookup(code)
	if err != nil {
		return Dense, &UnknownEncodingError{Code: code}
	}
	return ggmlEnc(t), nil
}

// ParseEncoding parses "dense" or a ggml type name ("Q4_K", "F16").
func ParseEncoding(s string) (Encoding, error) {
	if s == "dense" {
		return Dense, nil
	}
	if t, ok := quant.ByName(s); ok {
		return ggmlEnc(t), nil
	}
	return Dense, &UnknownEncodingError{Name: s}
}

// GGML returns the ggml type of a GGML encoding; ok is false for Dense.
func (e Encoding) GGML() (t quant.Type, ok bool) {
	if e == Dense {
		return 0, false
	}
	t = quant.Type(e - 1)
	return t, t.Known()
}

// Known reports whether e is Dense or a known GGML encoding.
func (e Encoding) Known() bool {
	if e == Dense {
		return true
	}
	_, ok := e.GGML()
	return ok
}

func (e Encoding) String() string {
	if e == Dense {
		return "dense"
	}
	if t, ok := e.GGML(); ok {
		return t.String()
	}
	return fmt.Sprintf("encoding(%d)", uint16(e))
}

// Decodable reports whether e's values can be decoded: Dense, or a GGML
// encoding whose type has a block codec (quant.Decodable). A known encoding
// without one can be listed, copied and exported as bytes, never decoded.
func (e Encoding) Decodable() bool {
	if e == Dense {
		return true
	}
	t, ok := e.GGML()
	return ok && quant.Decodable(t)
}

// IsBlocked reports whether e packs several elements into one block
// (the block-quantized GGML types).
func (e Encoding) IsBlocked() bool {
	t, ok := e.GGML()
	return ok && t.Quantized()
}

// Encodings lists Dense and every GGML encoding.
func Encodings() []Encoding {
	out := []Encoding{Dense}
	for _, t := range quant.All() {
		out = append(out, ggmlEnc(t))
	}
	return out
}

// ggmlElemDType is the dtype a dense GGML encoding stores natively.
func ggmlElemDType(t quant.Type) DType {
	switch t {
	case quant.F32:
		return F32
	case quant.F16:
		return F16
	case quant.BF16:
		return BF16
	case quant.F64:
		return F64
	case quant.I8:
		return I8
	case quant.I16:
		return I16
	case quant.I32:
		return I32
	case quant.I64:
		return I64
	}
	return InvalidDType
}
