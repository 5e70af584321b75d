//go:build amd64 && !purego

#include "textflag.h"
#include "decode_grid_amd64.h"

// Batched (prefill) kernels of the grid i-quants and ternary types with
// AVX-512: one super-block (256 elements) of two weight rows, read into
// groups (gridBlock, decode_grid.go), against groups of eight activation
// rows. Each sixteen elements of a row are expanded in registers by
// expandGridSignedZ's and expandGridDeltaZ's macros (decode_grid_amd64.h:
// the same values) and fused multiply-added into the
// eight activation rows' accumulators: one 512-bit accumulator per (row,
// activation row), sixteen in all, element i into lane i mod 16 in
// element order, as gemm4x4Z does over an expanded tile. The expansion
// runs beside the FMAs instead of in a pass of its own, and no tile is
// written or read back.
//
// func gemm2x8GridSignedZ(ga, gb *gridBlock, x unsafe.Pointer, xoffs *int,
// ng int, acc *lanes16) and gemm2x8GridDeltaZ (the same arguments): for
// each group k < ng, acc[16k+8r+c] continues with the 256 elements of
// block r (ga, gb) dotted with activation row c of the group (at x +
// xoffs[8k+c]); ng at least 1.

// G2X8COL: activation row c (at R) times the two rows' chunks Z0 and Z2.
#define G2X8COL(R, A, B) \
	VMOVUPS     (R)(AX*1), Z4 \
	VFMADD231PS Z4, Z0, A \
	VFMADD231PS Z4, Z2, B

// G2X8PRO: the group's eight activation rows into R8..R15 and its sixteen
// accumulators into Z16..Z31 (row a: Z16..Z23, row b: Z24..Z31).
#define G2X8PRO \
	MOVQ    x+16(FP), AX \
	MOVQ    0(BX), R8 \
	ADDQ    AX, R8 \
	MOVQ    8(BX), R9 \
	ADDQ    AX, R9 \
	MOVQ    16(BX), R10 \
	ADDQ    AX, R10 \
	MOVQ    24(BX), R11 \
	ADDQ    AX, R11 \
	MOVQ    32(BX), R12 \
	ADDQ    AX, R12 \
	MOVQ    40(BX), R13 \
	ADDQ    AX, R13 \
	MOVQ    48(BX), R14 \
	ADDQ    AX, R14 \
	MOVQ    56(BX), R15 \
	ADDQ    AX, R15 \
	VMOVUPS 0(DX), Z16 \
	VMOVUPS 64(DX), Z17 \
	VMOVUPS 128(DX), Z18 \
	VMOVUPS 192(DX), Z19 \
	VMOVUPS 256(DX), Z20 \
	VMOVUPS 320(DX), Z21 \
	VMOVUPS 384(DX), Z22 \
	VMOVUPS 448(DX), Z23 \
	VMOVUPS 512(DX), Z24 \
	VMOVUPS 576(DX), Z25 \
	VMOVUPS 640(DX), Z26 \
	VMOVUPS 704(DX), Z27 \
	VMOVUPS 768(DX), Z28 \
	VMOVUPS 832(DX), Z29 \
	VMOVUPS 896(DX), Z30 \
	VMOVUPS 960(DX), Z31 \
	XORQ    AX, AX \
	XORQ    CX, CX

// G2X8FMA: the sixteen elements' FMAs into every accumulator.
#define G2X8FMA \
	G2X8COL(R8, Z16, Z24) \
	G2X8COL(R9, Z17, Z25) \
	G2X8COL(R10, Z18, Z26) \
	G2X8COL(R11, Z19, Z27) \
	G2X8COL(R12, Z20, Z28) \
	G2X8COL(R13, Z21, Z29) \
	G2X8COL(R14, Z22, Z30) \
	G2X8COL(R15, Z23, Z31) \
	ADDQ $64, AX \
	ADDQ $2, CX

// G2X8EPI: the accumulators back, on to the next group.
#define G2X8EPI \
	VMOVUPS Z16, 0(DX) \
	VMOVUPS Z17, 64(DX) \
	VMOVUPS Z18, 128(DX) \
	VMOVUPS Z19, 192(DX) \
	VMOVUPS Z20, 256(DX) \
	VMOVUPS Z21, 320(DX) \
	VMOVUPS Z22, 384(DX) \
	VMOVUPS Z23, 448(DX) \
	VMOVUPS Z24, 512(DX) \
	VMOVUPS Z25, 576(DX) \
	VMOVUPS Z26, 640(DX) \
	VMOVUPS Z27, 704(DX) \
	VMOVUPS Z28, 768(DX) \
	VMOVUPS Z29, 832(DX) \
	VMOVUPS Z30, 896(DX) \
	VMOVUPS Z31, 960(DX) \
	ADDQ    $64, BX \
	ADDQ    $1024, DX

#define G2X8ARGS \
	MOVQ ga+0(FP), SI \
	MOVQ gb+8(FP), DI \
	MOVQ xoffs+24(FP), BX \
	MOVQ ng+32(FP), AX \
	MOVQ AX, 0(SP) \
	MOVQ acc+40(FP), DX

// G2X8BODY: the kernel over every group, each sixteen elements of the two
// blocks expanded by EXPANDA and EXPANDB (GROUP, LOOP: its labels).
#define G2X8BODY(EXPANDA, EXPANDB, GROUP, LOOP) \
GROUP: \
	G2X8PRO \
LOOP: \
	EXPANDA \
	EXPANDB \
	G2X8FMA \
	CMPQ CX, $32 \
	JLT  LOOP \
	G2X8EPI \
	DECQ 0(SP) \
	JNZ  GROUP \
	VZEROUPPER \
	RET

TEXT ·gemm2x8GridSignedZ(SB), NOSPLIT, $8-48
	G2X8ARGS
	VBROADCASTSS gridsignbit<>(SB), Z5
	G2X8BODY(SIGNEDZ(SI, Z0, Z1, Z5), SIGNEDZ(DI, Z2, Z3, Z5), g2sgroup, g2sloop)

TEXT ·gemm2x8GridDeltaZ(SB), NOSPLIT, $8-48
	G2X8ARGS
	VMOVDQU32 gridpairidx<>(SB), Z6
	G2X8BODY(DELTAZ(SI, Z0, Z1, Z6, X7, Z7), DELTAZ(DI, Z2, Z3, Z6, X7, Z7), g2dgroup, g2dloop)
