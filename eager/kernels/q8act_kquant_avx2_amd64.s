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
// Q5_K (layout in q8act_kquant_amd64.s): Q4_K's row (K4YPREP, K4YFIN) with
// bits 2pp and 2pp+1 of qh as bit 4 of the codes of sub-blocks 2pp, 2pp+1.
#define K5YPAIR(R, pp) \
	VMOVDQU (48+32*pp)(R)(AX*1), Y11 \
	VMOVDQU 16(R)(AX*1), Y8 \
	VPSRLW $(2*pp), Y8, Y8 \
	VPSRLW $4, Y11, Y12 \
	VPAND Y15, Y11, Y11 \
	VPAND Y15, Y12, Y12 \
	VPSLLW $4, Y8, Y6 \
	VPAND q8kyb10<>(SB), Y6, Y6 \
	VPOR Y6, Y11, Y11 \
	VPSLLW $3, Y8, Y6 \
	VPAND q8kyb10<>(SB), Y6, Y6 \
	VPOR Y6, Y12, Y12 \
	VPMADDUBSW (64*pp)(SI), Y11, Y11 \
	VPMADDUBSW (64*pp+32)(SI), Y12, Y12 \
	VPBROADCASTD (8*pp)(R13), Y13 \
	VPMADDWD Y13, Y11, Y11 \
	VPBROADCASTD (8*pp+4)(R13), Y13 \
	VPMADDWD Y13, Y12, Y12 \
	VPADDD Y11, Y7, Y7 \
	VPADDD Y12, Y7, Y7

#define K5YROW(R, A) \
	K4YPREP(R) \
	K5YPAIR(R, 0) \
	K5YPAIR(R, 1) \
	K5YPAIR(R, 2) \
	K5YPAIR(R, 3) \
	K4YFIN(R, A)

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
	K5YROW(R8, Y0)
	K5YROW(R9, Y1)
	K5YROW(R10, Y2)
	K5YROW(R11, Y3)
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
// (Y6), M = VPMADDWD of the mins with the sums (Y10), the scales of groups
// 0..3 and 4..7 in both lanes (Y8, Y9) spread per group by VPSHUFB as
// Q6_K's; group G = 4n+g: codes = bits 2g, 2g+1 of qs[32n + l], I (Y7) +=
// VPMADDWD(VPMADDUBSW(codes, q), scales); then a += float32(I)·float32(d·d_k),
// a −= float32(M)·float32(dmin·d_k). Y14 = 0x03, Y15 = 0x0f bytes.
#define K2YG(R, n, SHIFT, G, SCW) \
	VMOVDQU (16+32*n)(R)(AX*1), Y11 \
	VPSRLW $SHIFT, Y11, Y11 \
	VPAND Y14, Y11, Y11 \
	VPMADDUBSW (32*G)(SI), Y11, Y11 \
	VPSHUFB q8yk6s<>+(32*(G&3))(SB), SCW, Y13 \
	VPMADDWD Y13, Y11, Y11 \
	VPADDD Y11, Y7, Y7

#define K2YROW(R, A) \
	VPMOVZXBW 0(R)(AX*1), Y6 \
	VPSRLW $4, Y6, Y10 \
	VPMADDWD Y4, Y10, Y10 \
	VPAND Y15, Y6, Y6 \
	VPERM2I128 $0x00, Y6, Y6, Y8 \
	VPERM2I128 $0x11, Y6, Y6, Y9 \
	VPXOR Y7, Y7, Y7 \
	K2YG(R, 0, 0, 0, Y8) \
	K2YG(R, 0, 2, 1, Y8) \
	K2YG(R, 0, 4, 2, Y8) \
	K2YG(R, 0, 6, 3, Y8) \
	K2YG(R, 1, 0, 4, Y9) \
	K2YG(R, 1, 2, 5, Y9) \
	K2YG(R, 1, 4, 6, Y9) \
	K2YG(R, 1, 6, 7, Y9) \
	VMOVD 80(R)(AX*1), X13 \
	VCVTPH2PS X13, X13 \
	VMULPS X5, X13, X13 \
	VBROADCASTSS X13, Y12 \
	VMOVSHDUP X13, X13 \
	VBROADCASTSS X13, Y13 \
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
	K2YROW(R8, Y0)
	K2YROW(R9, Y1)
	K2YROW(R10, Y2)
	K2YROW(R11, Y3)
	ADDQ $84, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q2kyloop
q2kydone:
	Q8YEPILOGUE
