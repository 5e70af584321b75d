//go:build amd64 && !purego

#include "textflag.h"
#include "q8gemm_b8_amd64.h"

// IQ4_XS and Q4_K at large batches with 8-bit products (see
// q8gemm_b8_amd64.go for the tiles and the panels, q8act.go and
// q8act_codebook.go for the numerics): AVX-512F, BW, VL and VNNI.
//
// A zmm lane is one of sixteen weight rows, a register one of eight
// activation rows: each step is one 64-byte load of the rows' next four
// codes (unsigned: IQ4_XS's code book plus 128, Q4_K's nibbles) and eight
// VPDPBUSD with an activation row's four codes broadcast from the panel,
// so a sub-block's products p(j) of 128 (row, activation row) pairs are
// 64 VPDPBUSD (IQ4_XS from −128·(the activation sub-block's sum)), then
// one VPMULLD by the sub-block scale and one VPADDD each into I. Per
// super-block I (and Q4_K's min term M, four VPDPWSSD of the rows' min
// pairs with the activation sub-block sums) is converted and scaled into
// the pairs' accumulators (a_0 of q8act.go), read from acc and written
// back once a call.
//
//	Z0..Z7    the accumulators (activation row a in Za, row i in lane i)
//	Z8..Z15   I, Z16..Z23 p(j) (then M), Z24 the step's codes, Z25 the
//	sub-block scales, Z26 the rows' d (Z28 dmin), Z27 (Z29) their
//	products with d_k

// XACTS8: OP of Z24 with each activation row's dword at DI + OFF + 4a,
// broadcast, into Z16 + a.
#define XACTS8(OP, OFF) \
	OP (OFF+0)(DI), Z24, Z16 \
	OP (OFF+4)(DI), Z24, Z17 \
	OP (OFF+8)(DI), Z24, Z18 \
	OP (OFF+12)(DI), Z24, Z19 \
	OP (OFF+16)(DI), Z24, Z20 \
	OP (OFF+20)(DI), Z24, Z21 \
	OP (OFF+24)(DI), Z24, Z22 \
	OP (OFF+28)(DI), Z24, Z23

#define XSTEP(s) \
	VMOVDQU32 (64*s)(SI), Z24 \
	XACTS8(VPDPBUSD.BCST, 32*s)

#define XSCALE(P, I) \
	VPMULLD Z25, P, P \
	VPADDD P, I, I

#define XFIN(a, I, A) \
	VMULPS.BCST (4*a)(DI), Z26, Z27 \
	VCVTDQ2PS I, I \
	VMULPS Z27, I, I \
	VADDPS I, A, A

// XARGS: the arguments, the accumulators loaded from acc.
#define XARGS \
	MOVQ tile+0(FP), SI \
	MOVQ panel+8(FP), DI \
	MOVQ nk+16(FP), CX \
	MOVQ acc+24(FP), AX \
	VMOVUPS 0(AX), Z0 \
	VMOVUPS 64(AX), Z1 \
	VMOVUPS 128(AX), Z2 \
	VMOVUPS 192(AX), Z3 \
	VMOVUPS 256(AX), Z4 \
	VMOVUPS 320(AX), Z5 \
	VMOVUPS 384(AX), Z6 \
	VMOVUPS 448(AX), Z7

#define XSTOREACC \
	VMOVUPS Z0, 0(AX) \
	VMOVUPS Z1, 64(AX) \
	VMOVUPS Z2, 128(AX) \
	VMOVUPS Z3, 192(AX) \
	VMOVUPS Z4, 256(AX) \
	VMOVUPS Z5, 320(AX) \
	VMOVUPS Z6, 384(AX) \
	VMOVUPS Z7, 448(AX)

#define XZEROI \
	VPXORD Z8, Z8, Z8 \
	VPXORD Z9, Z9, Z9 \
	VPXORD Z10, Z10, Z10 \
	VPXORD Z11, Z11, Z11 \
	VPXORD Z12, Z12, Z12 \
	VPXORD Z13, Z13, Z13 \
	VPXORD Z14, Z14, Z14 \
	VPXORD Z15, Z15, Z15

// XSUBBLOCK: one sub-block's products of the 128 pairs, scaled into I
// (BX: the sub-block scales).
#define XSUBBLOCK \
	XSTEP(0) \
	XSTEP(1) \
	XSTEP(2) \
	XSTEP(3) \
	XSTEP(4) \
	XSTEP(5) \
	XSTEP(6) \
	XSTEP(7) \
	VMOVDQU32 (BX), Z25 \
	XSCALE(Z16, Z8) \
	XSCALE(Z17, Z9) \
	XSCALE(Z18, Z10) \
	XSCALE(Z19, Z11) \
	XSCALE(Z20, Z12) \
	XSCALE(Z21, Z13) \
	XSCALE(Z22, Z14) \
	XSCALE(Z23, Z15)

#define XZERO16 \
	VPXORD Z16, Z16, Z16 \
	VPXORD Z17, Z17, Z17 \
	VPXORD Z18, Z18, Z18 \
	VPXORD Z19, Z19, Z19 \
	VPXORD Z20, Z20, Z20 \
	VPXORD Z21, Z21, Z21 \
	VPXORD Z22, Z22, Z22 \
	VPXORD Z23, Z23, Z23

// K4MINS: Q4_K's min terms of sub-blocks 2p and 2p+1, the rows' (m_2p,
// m_2p+1) int16 pairs against each activation row's sub-block sums.
#define K4MINS(p) \
	VMOVDQU32 (64*p)(BX), Z24 \
	XACTS8(VPDPWSSD.BCST, 32*p)

// K4FIN8: a += float32(float32(I)·float32(d·d_k)), then a −=
// float32(float32(M)·float32(dmin·d_k)).
#define K4FIN8(a, I, M, A) \
	VMULPS.BCST (128+4*a)(DI), Z26, Z27 \
	VCVTDQ2PS I, I \
	VMULPS Z27, I, I \
	VADDPS I, A, A \
	VMULPS.BCST (128+4*a)(DI), Z28, Z29 \
	VCVTDQ2PS M, M \
	VMULPS Z29, M, M \
	VSUBPS M, A, A

// func q8gemmXS8(tile *byte, panel *byte, nk int, acc *float32)
TEXT ·q8gemmXS8(SB), NOSPLIT, $0-32
	XARGS
xskloop:
	XZEROI
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
	XSUBBLOCK
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
	XSTOREACC
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

// XSCODES: sub-block j of the super-block at R as 32 unsigned codes in
// element order (the low nibbles, then the high ones) in Y.
#define XSCODES(R, j, Y) \
	VBROADCASTI128 (8+16*j)(R), Y \
	VPSRLVW Y14, Y, Y \
	VPAND Y15, Y, Y \
	VPSHUFB Y, Y13, Y

// XSTRANS: sub-block j of four rows (Y0..Y3, 32 codes each in element
// order) into its records (record s at DI + (8j+s)·64: the rows' codes
// 4s..4s+3 side by side).
#define XSTRANS(j) TRANS4((8*(j))*64, 64)

// XSPARTS: the four rows' scales (records at DI + 4096) and f32 d (at DI
// + 4608).
#define XSPARTS \
	XSLS(SI, Y0) \
	XSLS(R8, Y1) \
	XSLS(R9, Y2) \
	XSLS(R10, Y3) \
	TRANS4(4096, 64) \
	ROWD4(4608)

#define XSSUB(j) \
	XSCODES(SI, j, Y0) \
	XSCODES(R8, j, Y1) \
	XSCODES(R9, j, Y2) \
	XSCODES(R10, j, Y3) \
	XSTRANS(j)

// func q8gUnpackXS8(src *byte, rowBytes int, nk int, dst *byte)
// The codes, scales and d of nk super-blocks of four rows (rowBytes apart)
// into a tile at dst (the four rows' 16 bytes of each 64-byte record, their
// four dwords of the scale records and of d), one super-block every 4672
// bytes.
TEXT ·q8gUnpackXS8(SB), NOSPLIT, $0-32
	UNPACKARGS
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
	XSPARTS
	ADDQ $136, SI
	ADDQ $136, R8
	ADDQ $136, R9
	ADDQ $136, R10
	ADDQ $4672, DI
	DECQ CX
	JNZ xsuloop
	VZEROUPPER
	RET

// func q8gemmK4x8(tile *byte, panel *byte, nk int, acc *float32)
TEXT ·q8gemmK4x8(SB), NOSPLIT, $0-32
	XARGS
k4kloop:
	XZEROI
	LEAQ 4096(SI), BX
	MOVQ $8, DX
k4jloop:
	XZERO16
	XSUBBLOCK
	ADDQ $512, SI
	ADDQ $64, BX
	ADDQ $256, DI
	DECQ DX
	JNZ k4jloop
	// BX: the rows' min pairs, then d and dmin; DI: the activation rows'
	// sub-block sum pairs, then d_k.
	XZERO16
	K4MINS(0)
	K4MINS(1)
	K4MINS(2)
	K4MINS(3)
	VMOVUPS 256(BX), Z26
	VMOVUPS 320(BX), Z28
	K4FIN8(0, Z8, Z16, Z0)
	K4FIN8(1, Z9, Z17, Z1)
	K4FIN8(2, Z10, Z18, Z2)
	K4FIN8(3, Z11, Z19, Z3)
	K4FIN8(4, Z12, Z20, Z4)
	K4FIN8(5, Z13, Z21, Z5)
	K4FIN8(6, Z14, Z22, Z6)
	K4FIN8(7, Z15, Z23, Z7)
	LEAQ 896(SI), SI
	ADDQ $160, DI
	DECQ CX
	JNZ k4kloop
	XSTOREACC
	VZEROUPPER
	RET

// func q8gUnpackK4x8(src *byte, rowBytes int, nk int, dst *byte)
// q8gUnpackXS8 for Q4_K: the nibbles of nk super-blocks of four rows, one
// super-block every q8gK4TileK bytes.
TEXT ·q8gUnpackK4x8(SB), NOSPLIT, $0-32
	UNPACKARGS
	VPBROADCASTB xs0f<>(SB), Y15
k4uloop:
	K4NIBS(0, 64)
	K4NIBS(1, 64)
	K4NIBS(2, 64)
	K4NIBS(3, 64)
	ADDQ $144, SI
	ADDQ $144, R8
	ADDQ $144, R9
	ADDQ $144, R10
	ADDQ $4992, DI
	DECQ CX
	JNZ k4uloop
	VZEROUPPER
	RET
