//go:build amd64 && !purego

#include "textflag.h"

#include "q8act_avx2_amd64.h"

// AVX2 fast kernels of Q5_K and Q2_K (numerics in q8act_kquant.go,
// registers and calls as in q8act_avx2_amd64.s): the VNNI kernels'
// integer sums with VPMADDWD and VPADDD for VPDPWSSD, one row at a time.

DATA q8kyb10<>+0(SB)/8, $0x1010101010101010
DATA q8kyb10<>+8(SB)/8, $0x1010101010101010
DATA q8kyb10<>+16(SB)/8, $0x1010101010101010
DATA q8kyb10<>+24(SB)/8, $0x1010101010101010
GLOBL q8kyb10<>(SB), RODATA|NOPTR, $32

DATA q8kyb03<>+0(SB)/8, $0x0303030303030303
DATA q8kyb03<>+8(SB)/8, $0x0303030303030303
DATA q8kyb03<>+16(SB)/8, $0x0303030303030303
DATA q8kyb03<>+24(SB)/8, $0x0303030303030303
GLOBL q8kyb03<>(SB), RODATA|NOPTR, $32

// ---------------------------------------------------------------------------
// Q5_K (layout in q8act_kquant_amd64.s): Q4_K's rows (K4YHEAD, K4YFIN) with
// bit j of qh (Y8, loaded once per row) as bit 4 of the codes of
// sub-block j: qh shifted by 4 − j as words (a byte's bit 4 comes from the
// same byte), masked to 0x10 (K5YHj into Y6), ORed in.
#define K5YH0 VPSLLW $4, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6
#define K5YH1 VPSLLW $3, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6
#define K5YH2 VPSLLW $2, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6
#define K5YH3 VPSLLW $1, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6
#define K5YH4 VPAND q8kyb10<>(SB), Y8, Y6
#define K5YH5 VPSRLW $1, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6
#define K5YH6 VPSRLW $2, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6
#define K5YH7 VPSRLW $3, Y8, Y6; VPAND q8kyb10<>(SB), Y6, Y6

// K5YPAIR: sub-blocks 2pp (HLO) and 2pp+1 (HHI) of row R (i).
#define K5YPAIR(R, i, pp, HLO, HHI) \
	VMOVDQU (48+32*pp)(R)(AX*1), Y11 \
	VPSRLW $4, Y11, Y12 \
	VPAND Y15, Y11, Y11 \
	VPAND Y15, Y12, Y12 \
	HLO \
	VPOR Y6, Y11, Y11 \
	HHI \
	VPOR Y6, Y12, Y12 \
	VPMADDUBSW (64*pp)(SI), Y11, Y11 \
	VPMADDUBSW (64*pp+32)(SI), Y12, Y12 \
	VPBROADCASTD (64*i+8*pp)(R13), Y13 \
	VPMADDWD Y13, Y11, Y11 \
	VPBROADCASTD (64*i+8*pp+4)(R13), Y13 \
	VPMADDWD Y13, Y12, Y12 \
	VPADDD Y11, Y7, Y7 \
	VPADDD Y12, Y7, Y7

#define K5YROW(R, i, A) \
	VMOVDQU 16(R)(AX*1), Y8 \
	VPXOR Y7, Y7, Y7 \
	K5YPAIR(R, i, 0, K5YH0, K5YH1) \
	K5YPAIR(R, i, 1, K5YH2, K5YH3) \
	K5YPAIR(R, i, 2, K5YH4, K5YH5) \
	K5YPAIR(R, i, 3, K5YH6, K5YH7) \
	K4YFIN(i, A)

TEXT ·q8dot4Q5_KY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q5kydone
	VMOVDQU q8yb0f<>(SB), Y15
q5kyloop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	PF(192)
	PF(256)
	PF(320)
	PF(384)
	PF(448)
	PF(512)
	PF(576)
	PF(640)
	VMOVDQU (BX), Y4
	VBROADCASTSS (DI), Y5
	K4YHEAD
	K5YROW(R8, 0, Y0)
	K5YROW(R9, 1, Y1)
	K5YROW(R10, 2, Y2)
	K5YROW(R11, 3, Y3)
	ADDQ $176, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q5kyloop
q5kydone:
	Q8YEPILOGUE

// ---------------------------------------------------------------------------
// Q2_K (layout in q8act_kquant_amd64.s), per row: the scale bytes as words
// (Y6), M = VPMADDWD of the mins with the sums (Y10), the sixteen scales
// as bytes in both lanes (Y8), spread per group G by VPSHUFB into words
// (q8yk2s: scale 2G in the low lane, 2G+1 in the high one); group G =
// 4n+g: codes = bits 2g, 2g+1 of qs[32n + l] (the half loaded once into
// Y12 for its four groups), I (Y7) += VPMADDWD(VPMADDUBSW(codes, q),
// scales); then a += float32(I)·s1, a −= float32(M)·s2, s1 and s2 of the
// four rows converted at once (K2YSCALES: at sc[2i], sc[2i+1]). Y14 =
// 0x03, Y15 = 0x0f bytes.
DATA q8yk2s<>+0(SB)/8, $0x8000800080008000
DATA q8yk2s<>+8(SB)/8, $0x8000800080008000
DATA q8yk2s<>+16(SB)/8, $0x8001800180018001
DATA q8yk2s<>+24(SB)/8, $0x8001800180018001
DATA q8yk2s<>+32(SB)/8, $0x8002800280028002
DATA q8yk2s<>+40(SB)/8, $0x8002800280028002
DATA q8yk2s<>+48(SB)/8, $0x8003800380038003
DATA q8yk2s<>+56(SB)/8, $0x8003800380038003
DATA q8yk2s<>+64(SB)/8, $0x8004800480048004
DATA q8yk2s<>+72(SB)/8, $0x8004800480048004
DATA q8yk2s<>+80(SB)/8, $0x8005800580058005
DATA q8yk2s<>+88(SB)/8, $0x8005800580058005
DATA q8yk2s<>+96(SB)/8, $0x8006800680068006
DATA q8yk2s<>+104(SB)/8, $0x8006800680068006
DATA q8yk2s<>+112(SB)/8, $0x8007800780078007
DATA q8yk2s<>+120(SB)/8, $0x8007800780078007
DATA q8yk2s<>+128(SB)/8, $0x8008800880088008
DATA q8yk2s<>+136(SB)/8, $0x8008800880088008
DATA q8yk2s<>+144(SB)/8, $0x8009800980098009
DATA q8yk2s<>+152(SB)/8, $0x8009800980098009
DATA q8yk2s<>+160(SB)/8, $0x800a800a800a800a
DATA q8yk2s<>+168(SB)/8, $0x800a800a800a800a
DATA q8yk2s<>+176(SB)/8, $0x800b800b800b800b
DATA q8yk2s<>+184(SB)/8, $0x800b800b800b800b
DATA q8yk2s<>+192(SB)/8, $0x800c800c800c800c
DATA q8yk2s<>+200(SB)/8, $0x800c800c800c800c
DATA q8yk2s<>+208(SB)/8, $0x800d800d800d800d
DATA q8yk2s<>+216(SB)/8, $0x800d800d800d800d
DATA q8yk2s<>+224(SB)/8, $0x800e800e800e800e
DATA q8yk2s<>+232(SB)/8, $0x800e800e800e800e
DATA q8yk2s<>+240(SB)/8, $0x800f800f800f800f
DATA q8yk2s<>+248(SB)/8, $0x800f800f800f800f
GLOBL q8yk2s<>(SB), RODATA|NOPTR, $256

#define K2YSCALES \
	F16PAIRS4(80, X8, Y8) \
	VMULPS Y5, Y8, Y8 \
	VMOVUPS Y8, 0(R13)

// K2YG: group G into I (the first group sets it: K2YG0).
#define K2YP(CODES, G) \
	CODES \
	VPMADDUBSW (32*G)(SI), Y11, Y11 \
	VPSHUFB q8yk2s<>+(32*G)(SB), Y8, Y13

#define K2YG0(CODES) \
	K2YP(CODES, 0) \
	VPMADDWD Y13, Y11, Y7

#define K2YG(CODES, G) \
	K2YP(CODES, G) \
	VPMADDWD Y13, Y11, Y11 \
	VPADDD Y11, Y7, Y7

// K2YC0, K2YC(SHIFT): the codes of a group from the qs half in Y12.
#define K2YC0 VPAND Y14, Y12, Y11
#define K2YC(SHIFT) VPSRLW $SHIFT, Y12, Y11; VPAND Y14, Y11, Y11

#define K2YROW(R, i, A) \
	VPMOVZXBW 0(R)(AX*1), Y6 \
	VPSRLW $4, Y6, Y10 \
	VPMADDWD Y4, Y10, Y10 \
	VBROADCASTI128 0(R)(AX*1), Y8 \
	VPAND Y15, Y8, Y8 \
	VMOVDQU 16(R)(AX*1), Y12 \
	K2YG0(K2YC0) \
	K2YG(K2YC(2), 1) \
	K2YG(K2YC(4), 2) \
	K2YG(K2YC(6), 3) \
	VMOVDQU 48(R)(AX*1), Y12 \
	K2YG(K2YC0, 4) \
	K2YG(K2YC(2), 5) \
	K2YG(K2YC(4), 6) \
	K2YG(K2YC(6), 7) \
	VBROADCASTSS (8*i)(R13), Y12 \
	VBROADCASTSS (8*i+4)(R13), Y13 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y12, Y7, Y7 \
	VADDPS Y7, A, A \
	VCVTDQ2PS Y10, Y10 \
	VMULPS Y13, Y10, Y10 \
	VSUBPS Y10, A, A

TEXT ·q8dot4Q2_KY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q2kydone
	VMOVDQU q8yb0f<>(SB), Y15
	VMOVDQU q8kyb03<>(SB), Y14
q2kyloop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	PF(192)
	PF(256)
	PF(320)
	VMOVDQU (BX), Y4
	VBROADCASTSS (DI), Y5
	K2YSCALES
	K2YROW(R8, 0, Y0)
	K2YROW(R9, 1, Y1)
	K2YROW(R10, 2, Y2)
	K2YROW(R11, 3, Y3)
	ADDQ $84, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q2kyloop
q2kydone:
	Q8YEPILOGUE

// ---------------------------------------------------------------------------
// Q3_K (layout and scale unpacking in q8act_kquant_amd64.s), per row: the
// sixteen scales less 32 as words (Y6), I (Y7) starting at −4·VPMADDWD(sc,
// bs), the scales of groups 0..3 and 4..7 in both lanes (Y8, Y9) spread per
// group by VPSHUFB; group G = 4n+g: codes = bits 2g, 2g+1 of qs[32n + l] |
// bit G of hmask[l] (Y11) as bit 2; then a += float32(I)·float32(d·d_k).
// Y14 = 0x03, Y15 = 0x0f bytes.
DATA q3kyLo<>+0(SB)/8, $0x0908070605040302
DATA q3kyLo<>+8(SB)/8, $0x0908070605040302
GLOBL q3kyLo<>(SB), RODATA|NOPTR, $16
DATA q3kyHi<>+0(SB)/8, $0x0d0c0b0a0d0c0b0a
DATA q3kyHi<>+8(SB)/8, $0x0d0c0b0a0d0c0b0a
GLOBL q3kyHi<>(SB), RODATA|NOPTR, $16
DATA q3kySh<>+0(SB)/8, $0x0000000200000000
DATA q3kySh<>+8(SB)/8, $0x0000000600000004
GLOBL q3kySh<>(SB), RODATA|NOPTR, $16
DATA q3kyW32<>+0(SB)/8, $0x0020002000200020
DATA q3kyW32<>+8(SB)/8, $0x0020002000200020
DATA q3kyW32<>+16(SB)/8, $0x0020002000200020
DATA q3kyW32<>+24(SB)/8, $0x0020002000200020
GLOBL q3kyW32<>(SB), RODATA|NOPTR, $32
DATA q8kyb04<>+0(SB)/8, $0x0404040404040404
DATA q8kyb04<>+8(SB)/8, $0x0404040404040404
DATA q8kyb04<>+16(SB)/8, $0x0404040404040404
DATA q8kyb04<>+24(SB)/8, $0x0404040404040404
GLOBL q8kyb04<>(SB), RODATA|NOPTR, $32

#define K3YH0 VPSLLW $2, Y11, Y13
#define K3YH1 VPSLLW $1, Y11, Y13
#define K3YH2 VMOVDQA Y11, Y13
#define K3YH3 VPSRLW $1, Y11, Y13
#define K3YH4 VPSRLW $2, Y11, Y13
#define K3YH5 VPSRLW $3, Y11, Y13
#define K3YH6 VPSRLW $4, Y11, Y13
#define K3YH7 VPSRLW $5, Y11, Y13

// K3YG: group G (qs half in Y10, hmask in Y11, 0x04 bytes in Y6).
#define K3YC0 VPAND Y14, Y10, Y12
#define K3YC(SHIFT) VPSRLW $SHIFT, Y10, Y12; VPAND Y14, Y12, Y12

#define K3YG(CODES, G, HOP, SCW) \
	CODES \
	HOP \
	VPAND Y6, Y13, Y13 \
	VPOR Y13, Y12, Y12 \
	VPMADDUBSW (32*G)(SI), Y12, Y12 \
	VPSHUFB q8yk6s<>+(32*(G&3))(SB), SCW, Y13 \
	VPMADDWD Y13, Y12, Y12 \
	VPADDD Y12, Y7, Y7

#define K3YROW(R, A) \
	VMOVDQU 94(R)(AX*1), X6 \
	VPSHUFB q3kyLo<>(SB), X6, X7 \
	VPSRLW $4, X7, X8 \
	VPUNPCKLQDQ X8, X7, X7 \
	VPAND X15, X7, X7 \
	VPSHUFB q3kyHi<>(SB), X6, X8 \
	VPSRLVD q3kySh<>(SB), X8, X8 \
	VPAND X14, X8, X8 \
	VPSLLW $4, X8, X8 \
	VPOR X8, X7, X7 \
	VPMOVZXBW X7, Y6 \
	VPSUBW q3kyW32<>(SB), Y6, Y6 \
	VPMADDWD Y4, Y6, Y7 \
	VPSLLD $2, Y7, Y7 \
	VPXOR Y12, Y12, Y12 \
	VPSUBD Y7, Y12, Y7 \
	VPERM2I128 $0x00, Y6, Y6, Y8 \
	VPERM2I128 $0x11, Y6, Y6, Y9 \
	VMOVDQU q8kyb04<>(SB), Y6 \
	VMOVDQU 0(R)(AX*1), Y11 \
	VMOVDQU 32(R)(AX*1), Y10 \
	K3YG(K3YC0, 0, K3YH0, Y8) \
	K3YG(K3YC(2), 1, K3YH1, Y8) \
	K3YG(K3YC(4), 2, K3YH2, Y8) \
	K3YG(K3YC(6), 3, K3YH3, Y8) \
	VMOVDQU 64(R)(AX*1), Y10 \
	K3YG(K3YC0, 4, K3YH4, Y9) \
	K3YG(K3YC(2), 5, K3YH5, Y9) \
	K3YG(K3YC(4), 6, K3YH6, Y9) \
	K3YG(K3YC(6), 7, K3YH7, Y9) \
	VPBROADCASTW 108(R)(AX*1), X13 \
	VCVTPH2PS X13, Y13 \
	VMULPS Y5, Y13, Y13 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y13, Y7, Y7 \
	VADDPS Y7, A, A

TEXT ·q8dot4Q3_KY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q3kydone
	VMOVDQU q8yb0f<>(SB), Y15
	VMOVDQU q8kyb03<>(SB), Y14
q3kyloop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	PF(192)
	PF(256)
	PF(320)
	PF(384)
	VMOVDQU (BX), Y4
	VBROADCASTSS (DI), Y5
	K3YROW(R8, Y0)
	K3YROW(R9, Y1)
	K3YROW(R10, Y2)
	K3YROW(R11, Y3)
	ADDQ $110, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q3kyloop
q3kydone:
	Q8YEPILOGUE
