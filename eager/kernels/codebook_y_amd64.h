// The AVX2 matrix-vector rows of the 4-bit code-book types (IQ4_NL, IQ4_XS,
// MXFP4; linear_simd_amd64.s, linear_kq_avx2_amd64.s): a block's 16 bytes
// of nibbles looked up in one 256-bit VPSHUFB (the low nibbles, elements
// 0..15, in the low lane, the high ones, 16..31, in the high lane), parked
// on the frame and widened from there eight at a time, which takes fewer
// vector operations than two 128-bit lookups widened in registers
// (MXFP4, 128×14336 and 4096×14336, thread CPU time, Zen 3: 4.4 -> 4.7
// and 4.2 -> 4.5 GB/s). The kernels that use them have a 32-byte frame.

DATA kv32sh<>+0(SB)/8, $0x0000000000000000
DATA kv32sh<>+8(SB)/8, $0x0000000000000000
DATA kv32sh<>+16(SB)/8, $0x0000000400000004
DATA kv32sh<>+24(SB)/8, $0x0000000400000004
GLOBL kv32sh<>(SB), RODATA|NOPTR, $32

DATA kv32nib<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA kv32nib<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA kv32nib<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA kv32nib<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL kv32nib<>(SB), RODATA|NOPTR, $32

// The code books, their 16 int8 entries in both lanes: IQ4_NL's and
// IQ4_XS's kvalues, MXFP4's E2M1 values doubled.
DATA kv32iq4nl<>+0(SB)/8, $0xf6eaddcfbfad9881
DATA kv32iq4nl<>+8(SB)/8, $0x7159453526190d01
DATA kv32iq4nl<>+16(SB)/8, $0xf6eaddcfbfad9881
DATA kv32iq4nl<>+24(SB)/8, $0x7159453526190d01
GLOBL kv32iq4nl<>(SB), RODATA|NOPTR, $32

DATA kv32mxfp4<>+0(SB)/8, $0x0c08060403020100
DATA kv32mxfp4<>+8(SB)/8, $0xf4f8fafcfdfeff00
DATA kv32mxfp4<>+16(SB)/8, $0x0c08060403020100
DATA kv32mxfp4<>+24(SB)/8, $0xf4f8fafcfdfeff00
GLOBL kv32mxfp4<>(SB), RODATA|NOPTR, $32

// KV32W: the eight codes at OFF(SP) as floats times the scale in Y12,
// dotted with X into ACC.
#define KV32W(OFF, X, ACC) \
	VPMOVSXBD OFF(SP), Y15 \
	VCVTDQ2PS Y15, Y15 \
	VMULPS Y12, Y15, Y15 \
	VFMADD231PS X, Y15, ACC

// KV32ROW: the block whose nibbles are the 16 bytes at SRC, looked up in
// BOOK, against the activations in Y0..Y3, into LO (lanes 0..7) and HI
// (8..15); the scale in Y12, Y13 and Y15 scratch.
#define KV32ROW(SRC, BOOK, LO, HI) \
	VBROADCASTI128 SRC, Y13 \
	VPSRLVD kv32sh<>(SB), Y13, Y13 \
	VPAND kv32nib<>(SB), Y13, Y13 \
	VMOVDQU BOOK, Y15 \
	VPSHUFB Y13, Y15, Y13 \
	VMOVDQU Y13, 0(SP) \
	KV32W(0, Y0, LO) \
	KV32W(8, Y1, HI) \
	KV32W(16, Y2, LO) \
	KV32W(24, Y3, HI)
