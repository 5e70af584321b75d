//go:build amd64 && !purego

#include "textflag.h"

// IQ4_XS at large batches with 8-bit products (see q8gemm_xs_amd64.go for
// the tile and the panel, q8act_codebook.go for the numerics): AVX-512F,
// BW, VL and VNNI.
//
// A zmm lane is one of sixteen weight rows, a register one of eight
// activation rows: each step is one 64-byte load of the rows' next four
// codes (the code book plus 128, unsigned) and eight VPDPBUSD with an
// activation row's four codes broadcast from the panel, so a sub-block's
// products p(j) of 128 (row, activation row) pairs are 64 VPDPBUSD from
// −128·(the activation sub-block's sum), then one VPMULLD by ls_j − 32 and
// one VPADDD each into I. Per super-block I is converted and scaled into
// the pairs' accumulators (a_0 of q8act.go), read from acc and written
// back once a call.
//
//	Z0..Z7    the accumulators (activation row a in Za, row i in lane i)
//	Z8..Z15   I, Z16..Z23 p(j), Z24 the step's codes, Z25 ls_j − 32,
//	Z26 the rows' d, Z27 float32(d · d_k)

#define XSTEP(s) \
	VMOVDQU32 (64*s)(SI), Z24 \
	VPDPBUSD.BCST (32*s+0)(DI), Z24, Z16 \
	VPDPBUSD.BCST (32*s+4)(DI), Z24, Z17 \
	VPDPBUSD.BCST (32*s+8)(DI), Z24, Z18 \
	VPDPBUSD.BCST (32*s+12)(DI), Z24, Z19 \
	VPDPBUSD.BCST (32*s+16)(DI), Z24, Z20 \
	VPDPBUSD.BCST (32*s+20)(DI), Z24, Z21 \
	VPDPBUSD.BCST (32*s+24)(DI), Z24, Z22 \
	VPDPBUSD.BCST (32*s+28)(DI), Z24, Z23

#define XSCALE(P, I) \
	VPMULLD Z25, P, P \
	VPADDD P, I, I

#define XFIN(a, I, A) \
	VMULPS.BCST (4*a)(DI), Z26, Z27 \
	VCVTDQ2PS I, I \
	VMULPS Z27, I, I \
	VADDPS I, A, A

// func q8gemmXS8(tile *byte, panel *byte, nk int, acc *float32)
TEXT ·q8gemmXS8(SB), NOSPLIT, $0-32
	MOVQ tile+0(FP), SI
	MOVQ panel+8(FP), DI
	MOVQ nk+16(FP), CX
	MOVQ acc+24(FP), AX
	VMOVUPS 0(AX), Z0
	VMOVUPS 64(AX), Z1
	VMOVUPS 128(AX), Z2
	VMOVUPS 192(AX), Z3
	VMOVUPS 256(AX), Z4
	VMOVUPS 320(AX), Z5
	VMOVUPS 384(AX), Z6
	VMOVUPS 448(AX), Z7
xskloop:
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	VPXORD Z12, Z12, Z12
	VPXORD Z13, Z13, Z13
	VPXORD Z14, Z14, Z14
	VPXORD Z15, Z15, Z15
	LEAQ 4096(SI), BX
	MOVQ $8, DX
xsjloop:
	VPBROADCASTD 256(DI), Z16
	VPBROADCASTD 260(DI), Z17
	VPBROADCASTD 264(DI), Z18
	VPBROADCASTD 268(DI), Z19
	VPBROADCASTD 272(DI), Z20
	VPBROADCASTD 276(DI), Z21
	VPBROADCASTD 280(DI), Z22
	VPBROADCASTD 284(DI), Z23
	XSTEP(0)
	XSTEP(1)
	XSTEP(2)
	XSTEP(3)
	XSTEP(4)
	XSTEP(5)
	XSTEP(6)
	XSTEP(7)
	VMOVDQU32 (BX), Z25
	XSCALE(Z16, Z8)
	XSCALE(Z17, Z9)
	XSCALE(Z18, Z10)
	XSCALE(Z19, Z11)
	XSCALE(Z20, Z12)
	XSCALE(Z21, Z13)
	XSCALE(Z22, Z14)
	XSCALE(Z23, Z15)
	ADDQ $512, SI
	ADDQ $64, BX
	ADDQ $288, DI
	DECQ DX
	JNZ xsjloop
	// BX: the rows' d; DI: the activation rows' d_k.
	VMOVUPS (BX), Z26
	XFIN(0, Z8, Z0)
	XFIN(1, Z9, Z1)
	XFIN(2, Z10, Z2)
	XFIN(3, Z11, Z3)
	XFIN(4, Z12, Z4)
	XFIN(5, Z13, Z5)
	XFIN(6, Z14, Z6)
	XFIN(7, Z15, Z7)
	LEAQ 576(SI), SI
	ADDQ $32, DI
	DECQ CX
	JNZ xskloop
	VMOVUPS Z0, 0(AX)
	VMOVUPS Z1, 64(AX)
	VMOVUPS Z2, 128(AX)
	VMOVUPS Z3, 192(AX)
	VMOVUPS Z4, 256(AX)
	VMOVUPS Z5, 320(AX)
	VMOVUPS Z6, 384(AX)
	VMOVUPS Z7, 448(AX)
	VZEROUPPER
	RET

// The code book plus 128 (unsigned), twice; the word shifts of the low
// (elements 0..15) and high (16..31) nibbles; the nibble mask.
DATA xskvu<>+0(SB)/8, $0x766a5d4f3f2d1801
DATA xskvu<>+8(SB)/8, $0xf1d9c5b5a6998d81
DATA xskvu<>+16(SB)/8, $0x766a5d4f3f2d1801
DATA xskvu<>+24(SB)/8, $0xf1d9c5b5a6998d81
GLOBL xskvu<>(SB), RODATA|NOPTR, $32
DATA xssh<>+0(SB)/8, $0
DATA xssh<>+8(SB)/8, $0
DATA xssh<>+16(SB)/8, $0x0004000400040004
DATA xssh<>+24(SB)/8, $0x0004000400040004
GLOBL xssh<>(SB), RODATA|NOPTR, $32
DATA xs0f<>+0(SB)/1, $0x0f
GLOBL xs0f<>(SB), RODATA|NOPTR, $1

// XSCODES: sub-block j of the super-block at R as 32 unsigned codes in
// element order (the low nibbles, then the high ones) in Y.
#define XSCODES(R, j, Y) \
	VBROADCASTI128 (8+16*j)(R), Y \
	VPSRLVW Y14, Y, Y \
	VPAND Y15, Y, Y \
	VPSHUFB Y, Y13, Y

// XSSUB: sub-block j of four rows, transposed to four codes a row per
// record (record s of the sub-block at DI + (8j+s)·64: the rows' codes
// 4s..4s+3 side by side).
#define XSSUB(j) \
	XSCODES(SI, j, Y0) \
	XSCODES(R8, j, Y1) \
	XSCODES(R9, j, Y2) \
	XSCODES(R10, j, Y3) \
	VPUNPCKLDQ Y1, Y0, Y4 \
	VPUNPCKHDQ Y1, Y0, Y5 \
	VPUNPCKLDQ Y3, Y2, Y6 \
	VPUNPCKHDQ Y3, Y2, Y7 \
	VPUNPCKLQDQ Y6, Y4, Y0 \
	VPUNPCKHQDQ Y6, Y4, Y1 \
	VPUNPCKLQDQ Y7, Y5, Y2 \
	VPUNPCKHQDQ Y7, Y5, Y3 \
	VMOVDQU X0, ((8*j+0)*64)(DI) \
	VMOVDQU X1, ((8*j+1)*64)(DI) \
	VMOVDQU X2, ((8*j+2)*64)(DI) \
	VMOVDQU X3, ((8*j+3)*64)(DI) \
	VEXTRACTI128 $1, Y0, ((8*j+4)*64)(DI) \
	VEXTRACTI128 $1, Y1, ((8*j+5)*64)(DI) \
	VEXTRACTI128 $1, Y2, ((8*j+6)*64)(DI) \
	VEXTRACTI128 $1, Y3, ((8*j+7)*64)(DI)

// func q8gUnpackXS8(src *byte, rowBytes int, nk int, dst *byte)
// The codes of nk super-blocks of four rows (rowBytes apart) into a tile's
// records at dst (the four rows' 16 bytes of each 64-byte record), one
// super-block every q8gXSTileK bytes.
TEXT ·q8gUnpackXS8(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ rowBytes+8(FP), AX
	MOVQ nk+16(FP), CX
	MOVQ dst+24(FP), DI
	LEAQ (SI)(AX*1), R8
	LEAQ (R8)(AX*1), R9
	LEAQ (R9)(AX*1), R10
	VMOVDQU xskvu<>(SB), Y13
	VMOVDQU xssh<>(SB), Y14
	VPBROADCASTB xs0f<>(SB), Y15
xsuloop:
	XSSUB(0)
	XSSUB(1)
	XSSUB(2)
	XSSUB(3)
	XSSUB(4)
	XSSUB(5)
	XSSUB(6)
	XSSUB(7)
	ADDQ $136, SI
	ADDQ $136, R8
	ADDQ $136, R9
	ADDQ $136, R10
	ADDQ $4672, DI
	DECQ CX
	JNZ xsuloop
	VZEROUPPER
	RET
