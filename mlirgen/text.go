package mlirgen

import (
	"math"
	"strconv"
	"strings"
)

// Quote spells s as an MLIR string literal. MLIR's lexer accepts the
// escapes \" \\ \n \t and \XX (two hex digits, one byte); a raw newline,
// vertical tab or form feed ends a literal with an error. Quote escapes
// '"' and '\' by name, every control byte, DEL and every byte ≥ 0x80 as
// \XX, so any byte string (a GGUF tensor name is arbitrary UTF-8) survives
// the round trip byte for byte and the output stays plain ASCII.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\':
			b.WriteString(`\\`)
		case c < 0x20 || c >= 0x7f:
			const hex = "0123456789ABCDEF"
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// SanitizeSymbol turns any name into an MLIR bare identifier
// ([A-Za-z_][A-Za-z0-9_$.]*): bytes outside [A-Za-z0-9_.] become '_', and
// a name that does not start with a letter or '_' gets a '_' in front. The
// mapping is many-to-one; Module makes the results unique.
func SanitizeSymbol(name string) string {
	var b strings.Builder
	b.Grow(len(name) + 1)
	if name == "" || !isIdentStart(name[0]) {
		b.WriteByte('_')
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if isIdentStart(c) || c >= '0' && c <= '9' || c == '.' {
			b.WriteByte(c)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

// formatFloat spells a float constant of type e so that MLIR's parser gives
// back exactly the same value: the shortest decimal that round-trips at
// e's precision, always with a '.' (MLIR's float literal needs one);
// non-finite values as their bit pattern in hex.
func formatFloat(v float64, e Elem) string {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		switch e {
		case F64:
			return "0x" + strings.ToUpper(strconv.FormatUint(math.Float64bits(v), 16))
		case F16:
			switch {
			case math.IsNaN(v):
				return "0x7E00"
			case v > 0:
				return "0x7C00"
			}
			return "0xFC00"
		case BF16:
			switch {
			case math.IsNaN(v):
				return "0x7FC0"
			case v > 0:
				return "0x7F80"
			}
			return "0xFF80"
		}
		return "0x" + strings.ToUpper(strconv.FormatUint(uint64(math.Float32bits(float32(v))), 16))
	}
	bits := 64
	if e != F64 {
		bits = 32
		v = float64(float32(v))
	}
	s := strconv.FormatFloat(v, 'e', -1, bits)
	mant, exp, _ := strings.Cut(s, "e")
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	if exp == "+00" {
		return mant
	}
	return mant + "e" + exp
}

// formatF32Bits spells a float32 by its bit pattern (exact for every value,
// NaN payloads included).
func formatF32Bits(v float32) string {
	return "0x" + strings.ToUpper(strconv.FormatUint(uint64(math.Float32bits(v)), 16))
}

func joinInts(v []int64) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return b.String()
}
