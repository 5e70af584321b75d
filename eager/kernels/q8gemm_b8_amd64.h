// Shared by the 8-bit tile unpackers (q8gemm_b8_amd64.s with AVX-512,
// q8gemm_b8_avx2_amd64.s with AVX2): the frame, the transposition of four
// rows into a tile's records, IQ4_XS's scales and the rows' f16 d.

// UNPACKARGS: func(src *byte, rowBytes int, nk int, dst *byte): the four
// rows at SI, R8, R9, R10 (rowBytes apart), CX super-blocks, the tile DI.
#define UNPACKARGS \
	MOVQ src+0(FP), SI \
	MOVQ rowBytes+8(FP), AX \
	MOVQ nk+16(FP), CX \
	MOVQ dst+24(FP), DI \
	LEAQ (SI)(AX*1), R8 \
	LEAQ (R8)(AX*1), R9 \
	LEAQ (R9)(AX*1), R10

// TRANS4: four rows' eight dwords (Y0..Y3) transposed into eight records
// of REC bytes at DI + OFF (record s: the rows' dwords s side by side;
// Y4..Y7 clobbered).
#define TRANS4(OFF, REC) \
	VPUNPCKLDQ Y1, Y0, Y4 \
	VPUNPCKHDQ Y1, Y0, Y5 \
	VPUNPCKLDQ Y3, Y2, Y6 \
	VPUNPCKHDQ Y3, Y2, Y7 \
	VPUNPCKLQDQ Y6, Y4, Y0 \
	VPUNPCKHQDQ Y6, Y4, Y1 \
	VPUNPCKLQDQ Y7, Y5, Y2 \
	VPUNPCKHQDQ Y7, Y5, Y3 \
	VMOVDQU X0, (OFF)(DI) \
	VMOVDQU X1, (OFF+REC)(DI) \
	VMOVDQU X2, (OFF+2*REC)(DI) \
	VMOVDQU X3, (OFF+3*REC)(DI) \
	VEXTRACTI128 $1, Y0, (OFF+4*REC)(DI) \
	VEXTRACTI128 $1, Y1, (OFF+5*REC)(DI) \
	VEXTRACTI128 $1, Y2, (OFF+6*REC)(DI) \
	VEXTRACTI128 $1, Y3, (OFF+7*REC)(DI)

// K4NIBS: the 32 bytes of sub-blocks 2c (low nibbles) and 2c+1 (high) of
// the Q4_K super-blocks at SI, R8, R9, R10 into their records (REC bytes
// each, eight a sub-block; Y15 = 0x0f bytes).
#define K4NIBS(c, REC) \
	VMOVDQU (16+32*c)(SI), Y8 \
	VMOVDQU (16+32*c)(R8), Y9 \
	VMOVDQU (16+32*c)(R9), Y10 \
	VMOVDQU (16+32*c)(R10), Y11 \
	VPAND Y15, Y8, Y0 \
	VPAND Y15, Y9, Y1 \
	VPAND Y15, Y10, Y2 \
	VPAND Y15, Y11, Y3 \
	TRANS4((16*c)*REC, REC) \
	VPSRLW $4, Y8, Y0 \
	VPSRLW $4, Y9, Y1 \
	VPSRLW $4, Y10, Y2 \
	VPSRLW $4, Y11, Y3 \
	VPAND Y15, Y0, Y0 \
	VPAND Y15, Y1, Y1 \
	VPAND Y15, Y2, Y2 \
	VPAND Y15, Y3, Y3 \
	TRANS4((16*c+8)*REC, REC)

// XSLS: the eight sub-block scales ls_j − 32 of the IQ4_XS super-block at
// R as dwords in Y (scales_l nibble j, scales_h bits 2j and 2j+1; Y8
// clobbered).
#define XSLS(R, Y) \
	VPBROADCASTD 4(R), Y \
	VPSRLVD xslsh<>(SB), Y, Y \
	VPAND xsm15<>(SB), Y, Y \
	VPBROADCASTW 2(R), Y8 \
	VPSRLVD xshsh<>(SB), Y8, Y8 \
	VPAND xsm3<>(SB), Y8, Y8 \
	VPSLLD $4, Y8, Y8 \
	VPOR Y8, Y, Y \
	VPSUBD xsd32<>(SB), Y, Y

// ROWD4: the four rows' f16 d (at 0 of each super-block) as f32 at DI +
// OFF.
#define ROWD4(OFF) \
	VPXOR X8, X8, X8 \
	VPINSRW $0, 0(SI), X8, X8 \
	VPINSRW $1, 0(R8), X8, X8 \
	VPINSRW $2, 0(R9), X8, X8 \
	VPINSRW $3, 0(R10), X8, X8 \
	VCVTPH2PS X8, X8 \
	VMOVUPS X8, OFF(DI)

DATA xslsh<>+0(SB)/8, $0x0000000400000000
DATA xslsh<>+8(SB)/8, $0x0000000c00000008
DATA xslsh<>+16(SB)/8, $0x0000001400000010
DATA xslsh<>+24(SB)/8, $0x0000001c00000018
GLOBL xslsh<>(SB), RODATA|NOPTR, $32
DATA xshsh<>+0(SB)/8, $0x0000000200000000
DATA xshsh<>+8(SB)/8, $0x0000000600000004
DATA xshsh<>+16(SB)/8, $0x0000000a00000008
DATA xshsh<>+24(SB)/8, $0x0000000e0000000c
GLOBL xshsh<>(SB), RODATA|NOPTR, $32
DATA xsm15<>+0(SB)/8, $0x0000000f0000000f
DATA xsm15<>+8(SB)/8, $0x0000000f0000000f
DATA xsm15<>+16(SB)/8, $0x0000000f0000000f
DATA xsm15<>+24(SB)/8, $0x0000000f0000000f
GLOBL xsm15<>(SB), RODATA|NOPTR, $32
DATA xsm3<>+0(SB)/8, $0x0000000300000003
DATA xsm3<>+8(SB)/8, $0x0000000300000003
DATA xsm3<>+16(SB)/8, $0x0000000300000003
DATA xsm3<>+24(SB)/8, $0x0000000300000003
GLOBL xsm3<>(SB), RODATA|NOPTR, $32
DATA xsd32<>+0(SB)/8, $0x0000002000000020
DATA xsd32<>+8(SB)/8, $0x0000002000000020
DATA xsd32<>+16(SB)/8, $0x0000002000000020
DATA xsd32<>+24(SB)/8, $0x0000002000000020
GLOBL xsd32<>(SB), RODATA|NOPTR, $32
DATA xs0f<>+0(SB)/1, $0x0f
GLOBL xs0f<>(SB), RODATA|NOPTR, $1
