//go:build amd64 && !purego

#include "textflag.h"
#include "q8gemm_b8_amd64.h"

// IQ4_XS and Q4_K at large batches with 8-bit products on AVX2 (see
// q8gemm_b8_amd64.go for the tiles and the panels): a ymm lane is one of
// eight weight rows, a register one of four activation rows. Each step
// loads the rows' next four codes (Q4_K: the nibbles; IQ4_XS: the signed
// code-book values, taken as their magnitudes with the signs moved onto
// the activation codes by VPSIGNB, so that no pair of VPMADDUBSW products
// saturates: |pair| ≤ 2·127·127) and, per activation row, broadcasts its
// four codes, VPMADDUBSW, and VPMADDWD by the sub-block scale as a word
// pair — exact int32 products of the sub-block scale — into I. Per
// super-block I (and Q4_K's min term M) is converted and scaled into the
// pairs' accumulators, read from acc and written back once a call.
//
//	Y0..Y3   the accumulators (activation row a in Ya, row i in lane i)
//	Y4..Y7   I, Y8 the step's codes, Y9 their magnitudes, Y10 the
//	sub-block scales, Y11, Y12 temporaries, Y13..Y15 as the macros say

// YACT: activation row a's four codes of step s into I, against the
// unsigned codes U (the signs from S where S is not U).
#define YACT(s, a, U, I) \
	VPBROADCASTD (16*s+4*a)(DI), Y11 \
	VPMADDUBSW Y11, U, Y11 \
	VPMADDWD Y10, Y11, Y11 \
	VPADDD Y11, I, I

#define YACTS(s, a, I) \
	VPBROADCASTD (16*s+4*a)(DI), Y11 \
	VPSIGNB Y8, Y11, Y11 \
	VPMADDUBSW Y11, Y9, Y11 \
	VPMADDWD Y10, Y11, Y11 \
	VPADDD Y11, I, I

#define YSTEPXS(s) \
	VMOVDQU (32*s)(SI), Y8 \
	VPABSB Y8, Y9 \
	YACTS(s, 0, Y4) \
	YACTS(s, 1, Y5) \
	YACTS(s, 2, Y6) \
	YACTS(s, 3, Y7)

#define YSTEPK4(s) \
	VMOVDQU (32*s)(SI), Y8 \
	YACT(s, 0, Y8, Y4) \
	YACT(s, 1, Y8, Y5) \
	YACT(s, 2, Y8, Y6) \
	YACT(s, 3, Y8, Y7)

#define YARGS \
	MOVQ tile+0(FP), SI \
	MOVQ panel+8(FP), DI \
	MOVQ nk+16(FP), CX \
	MOVQ acc+24(FP), AX \
	VMOVUPS 0(AX), Y0 \
	VMOVUPS 32(AX), Y1 \
	VMOVUPS 64(AX), Y2 \
	VMOVUPS 96(AX), Y3

#define YSTOREACC \
	VMOVUPS Y0, 0(AX) \
	VMOVUPS Y1, 32(AX) \
	VMOVUPS Y2, 64(AX) \
	VMOVUPS Y3, 96(AX) \
	VZEROUPPER \
	RET

#define YZEROI \
	VPXOR Y4, Y4, Y4 \
	VPXOR Y5, Y5, Y5 \
	VPXOR Y6, Y6, Y6 \
	VPXOR Y7, Y7, Y7

// YFIN: a += float32(float32(I)·float32(d·d_k)) (Y13 = the rows' d, the
// activation rows' d_k at OFF(DI)); YFINM: a −= float32(float32(M)·
// float32(dmin·d_k)) (Y14 = the rows' dmin).
#define YFIN(OFF, a, I, A) \
	VBROADCASTSS (OFF+4*a)(DI), Y12 \
	VMULPS Y13, Y12, Y12 \
	VCVTDQ2PS I, I \
	VMULPS Y12, I, I \
	VADDPS I, A, A

#define YFINM(OFF, a, M, A) \
	VBROADCASTSS (OFF+4*a)(DI), Y12 \
	VMULPS Y14, Y12, Y12 \
	VCVTDQ2PS M, M \
	VMULPS Y12, M, M \
	VSUBPS M, A, A

// func q8gemmXS8Y(tile *byte, panel *byte, nk int, acc *float32)
// Tile per super-block 2336 bytes: codes [j][s][8 rows][4], scales [j][8]
// word pairs, d [8]; panel 1040: codes [j][s][4 rows][4], d_k [4].
TEXT ·q8gemmXS8Y(SB), NOSPLIT, $0-32
	YARGS
ysxkloop:
	YZEROI
	LEAQ 2048(SI), BX
	MOVQ $8, DX
ysxjloop:
	VMOVDQU (BX), Y10
	YSTEPXS(0)
	YSTEPXS(1)
	YSTEPXS(2)
	YSTEPXS(3)
	YSTEPXS(4)
	YSTEPXS(5)
	YSTEPXS(6)
	YSTEPXS(7)
	ADDQ $256, SI
	ADDQ $32, BX
	ADDQ $128, DI
	DECQ DX
	JNZ ysxjloop
	VMOVUPS (BX), Y13
	YFIN(0, 0, Y4, Y0)
	YFIN(0, 1, Y5, Y1)
	YFIN(0, 2, Y6, Y2)
	YFIN(0, 3, Y7, Y3)
	LEAQ 288(SI), SI
	ADDQ $16, DI
	DECQ CX
	JNZ ysxkloop
	YSTOREACC

// YMINS: Q4_K's min terms of sub-blocks 2p and 2p+1 (Y11: the rows' (m_2p,
// m_2p+1) pairs) against each activation row's sub-block sum pairs.
#define YMIN(p, a, M) \
	VPBROADCASTD (16*p+4*a)(DI), Y12 \
	VPMADDWD Y11, Y12, Y12 \
	VPADDD Y12, M, M

#define YMINS(p) \
	VMOVDQU (32*p)(BX), Y11 \
	YMIN(p, 0, Y4) \
	YMIN(p, 1, Y5) \
	YMIN(p, 2, Y6) \
	YMIN(p, 3, Y7)

// func q8gemmK4x8Y(tile *byte, panel *byte, nk int, acc *float32)
// Tile per super-block 2496 bytes: codes [j][s][8 rows][4], scales [j][8]
// word pairs, mins [4][8] pairs, d [8], dmin [8]; panel 1104: codes
// [j][s][4 rows][4], sub-block sum pairs [4][4], d_k [4].
TEXT ·q8gemmK4x8Y(SB), NOSPLIT, $0-32
	YARGS
yk4kloop:
	YZEROI
	LEAQ 2048(SI), BX
	MOVQ $8, DX
yk4jloop:
	VMOVDQU (BX), Y10
	YSTEPK4(0)
	YSTEPK4(1)
	YSTEPK4(2)
	YSTEPK4(3)
	YSTEPK4(4)
	YSTEPK4(5)
	YSTEPK4(6)
	YSTEPK4(7)
	ADDQ $256, SI
	ADDQ $32, BX
	ADDQ $128, DI
	DECQ DX
	JNZ yk4jloop
	// BX: the rows' min pairs, then d and dmin; DI: the activation rows'
	// sub-block sum pairs, then d_k.
	VMOVUPS 128(BX), Y13
	VMOVUPS 160(BX), Y14
	YFIN(64, 0, Y4, Y0)
	YFIN(64, 1, Y5, Y1)
	YFIN(64, 2, Y6, Y2)
	YFIN(64, 3, Y7, Y3)
	YZEROI
	YMINS(0)
	YMINS(1)
	YMINS(2)
	YMINS(3)
	YFINM(64, 0, Y4, Y0)
	YFINM(64, 1, Y5, Y1)
	YFINM(64, 2, Y6, Y2)
	YFINM(64, 3, Y7, Y3)
	LEAQ 448(SI), SI
	ADDQ $80, DI
	DECQ CX
	JNZ yk4kloop
	YSTOREACC

// YXSCODES: sub-block j of the IQ4_XS super-block at R as 32 signed
// code-book values in element order in Y (the low nibbles, then the high).
#define YXSCODES(R, j, Y) \
	VMOVDQU (8+16*j)(R), X8 \
	VPSRLW $4, X8, X9 \
	VINSERTI128 $1, X9, Y8, Y \
	VPAND Y15, Y, Y \
	VPSHUFB Y, Y13, Y

#define YXSSUB(j) \
	YXSCODES(SI, j, Y0) \
	YXSCODES(R8, j, Y1) \
	YXSCODES(R9, j, Y2) \
	YXSCODES(R10, j, Y3) \
	TRANS4((8*(j))*32, 32)

// YXSLS: XSLS as word pairs (ls, ls).
#define YXSLS(R, Y) \
	XSLS(R, Y) \
	VPSLLD $16, Y, Y8 \
	VPBLENDW $0x55, Y, Y8, Y

// func q8gUnpackXS8Y(src *byte, rowBytes int, nk int, dst *byte)
// The codes, scales and d of nk IQ4_XS super-blocks of four rows
// (rowBytes apart) into an 8-row tile at dst (the four rows' 16 bytes of
// each 32-byte record), one super-block every 2336 bytes.
TEXT ·q8gUnpackXS8Y(SB), NOSPLIT, $0-32
	UNPACKARGS
	VMOVDQU yxskv<>(SB), Y13
	VPBROADCASTB xs0f<>(SB), Y15
yxsuloop:
	YXSSUB(0)
	YXSSUB(1)
	YXSSUB(2)
	YXSSUB(3)
	YXSSUB(4)
	YXSSUB(5)
	YXSSUB(6)
	YXSSUB(7)
	YXSLS(SI, Y0)
	YXSLS(R8, Y1)
	YXSLS(R9, Y2)
	YXSLS(R10, Y3)
	TRANS4(2048, 32)
	ROWD4(2304)
	ADDQ $136, SI
	ADDQ $136, R8
	ADDQ $136, R9
	ADDQ $136, R10
	ADDQ $2336, DI
	DECQ CX
	JNZ yxsuloop
	VZEROUPPER
	RET

// func q8gUnpackK4x8Y(src *byte, rowBytes int, nk int, dst *byte)
// q8gUnpackXS8Y for Q4_K's nibbles, one super-block every 2496 bytes.
TEXT ·q8gUnpackK4x8Y(SB), NOSPLIT, $0-32
	UNPACKARGS
	VPBROADCASTB xs0f<>(SB), Y15
yk4uloop:
	K4NIBS(0, 32)
	K4NIBS(1, 32)
	K4NIBS(2, 32)
	K4NIBS(3, 32)
	ADDQ $144, SI
	ADDQ $144, R8
	ADDQ $144, R9
	ADDQ $144, R10
	ADDQ $2496, DI
	DECQ CX
	JNZ yk4uloop
	VZEROUPPER
	RET

// The code book (signed), twice.
DATA yxskv<>+0(SB)/8, $0xf6eaddcfbfad9881
DATA yxskv<>+8(SB)/8, $0x7159453526190d01
DATA yxskv<>+16(SB)/8, $0xf6eaddcfbfad9881
DATA yxskv<>+24(SB)/8, $0x7159453526190d01
GLOBL yxskv<>(SB), RODATA|NOPTR, $32
