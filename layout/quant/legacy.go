package quant

// Decoders of the 32-element "legacy" blocks (ggml-common.h layouts; the
// formulas of ggml-quants.c dequantize_row_*). Every product and sum is
// rounded to float32 on its own (explicit conversions keep Go from fusing a
// multiply-add), as ggml's reference and numpy compute them.

const qk = 32 // elements per legacy block

// Q4_0: f16 d, 16 bytes of nibbles; x = (q-8)·d.
func decodeQ4_0(b []byte, y []float32) {
	b, y = b[:18], y[:qk]
	d := halfAt(b)
	qs := b[2:18]
	for j, q := range qs {
		y[j] = float32(int32(q&0x0f)-8) * d
		y[j+16] = float32(int32(q>>4)-8) * d
	}
}

// Q4_1: f16 d, f16 m, 16 bytes of nibbles; x = q·d + m.
func decodeQ4_1(b []byte, y []float32) {
	b, y = b[:20], y[:qk]
	d, m := halfAt(b), halfAt(b[2:])
	qs := b[4:20]
	for j, q := range qs {
		y[j] = float32(float32(q&0x0f)*d) + m
		y[j+16] = float32(float32(q>>4)*d) + m
	}
}

// Q5_0: f16 d, u32 qh (bit j = 5th bit of element j), 16 bytes of nibbles;
// x = (q-16)·d.
func decodeQ5_0(b []byte, y []float32) {
	b, y = b[:22], y[:qk]
	d := halfAt(b)
	qh := le32(b[2:])
	qs := b[6:22]
	for j, q := range qs {
		h0 := byte(qh>>j<<4) & 0x10
		h1 := byte(qh>>(j+12)) & 0x10
		y[j] = float32(int32(q&0x0f|h0)-16) * d
		y[j+16] = float32(int32(q>>4|h1)-16) * d
	}
}

// Q5_1: f16 d, f16 m, u32 qh, 16 bytes of nibbles; x = q·d + m.
func decodeQ5_1(b []byte, y []float32) {
	b, y = b[:24], y[:qk]
	d, m := halfAt(b), halfAt(b[2:])
	qh := le32(b[4:])
	qs := b[8:24]
	for j, q := range qs {
		h0 := byte(qh>>j<<4) & 0x10
		h1 := byte(qh>>(j+12)) & 0x10
		y[j] = float32(float32(q&0x0f|h0)*d) + m
		y[j+16] = float32(float32(q>>4|h1)*d) + m
	}
}

// Q8_0: f16 d, 32 int8; x = q·d.
func decodeQ8_0(b []byte, y []float32) {
	b, y = b[:34], y[:qk]
	d := halfAt(b)
	for j, q := range b[2:34] {
		y[j] = float32(int8(q)) * d
	}
}

// Q8_1: f16 d, f16 s (= d·Σq, unused for decoding), 32 int8; x = q·d. This is
// ggml's 36-byte block; gguf's GGML_QUANT_SIZES still lists the old 40-byte
// layout (f32 d and s) and gguf.quants cannot decode Q8_1.
func decodeQ8_1(b []byte, y []float32) {
	b, y = b[:36], y[:qk]
	d := halfAt(b)
	for j, q := range b[4:36] {
		y[j] = float32(int8(q)) * d
	}
}
