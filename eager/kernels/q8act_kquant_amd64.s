//go:build amd64 && !purego

#include "textflag.h"

#include "q8act_amd64.h"

// AVX-512 VNNI fast kernels of Q5_K and Q2_K (numerics in q8act_kquant.go,
// registers and calls as in q8act_amd64.s). The activation codes are read
// from memory (L1) by VPMADDUBSW rather than held in registers.

DATA q8kb10<>+0(SB)/8, $0x1010101010101010
DATA q8kb10<>+8(SB)/8, $0x1010101010101010
DATA q8kb10<>+16(SB)/8, $0x1010101010101010
DATA q8kb10<>+24(SB)/8, $0x1010101010101010
GLOBL q8kb10<>(SB), RODATA|NOPTR, $32

DATA q8kb03<>+0(SB)/8, $0x0303030303030303
DATA q8kb03<>+8(SB)/8, $0x0303030303030303
DATA q8kb03<>+16(SB)/8, $0x0303030303030303
DATA q8kb03<>+24(SB)/8, $0x0303030303030303
GLOBL q8kb03<>(SB), RODATA|NOPTR, $32

// ---------------------------------------------------------------------------
// Q5_K (176 bytes: f16 d, f16 dmin, 12 bytes of 6-bit scales and mins,
// qh[32], 128 bytes of nibbles) against Q8K activations: Q4_K's kernel
// (K4PREP, K4FIN) with the codes of sub-blocks 2pp and 2pp+1 completed by
// bits 2pp and 2pp+1 of qh as bit 4 (the qh bytes shifted right by 2pp as
// words, then left by 4 and 3: a byte's bit 4 comes from the same byte).
// Y14 = 0x10 bytes.
#define K5PAIR(R, i, ACC, pp) \
	VMOVDQU (48+32*pp)(R)(AX*1), Y6 \
	VMOVDQU 16(R)(AX*1), Y8 \
	VPSRLW $(2*pp), Y8, Y8 \
	VPSRLW $4, Y6, Y7 \
	VPAND Y15, Y6, Y6 \
	VPAND Y15, Y7, Y7 \
	VPSLLW $4, Y8, Y9 \
	VPTERNLOGD $0xF8, Y14, Y9, Y6 \
	VPSLLW $3, Y8, Y9 \
	VPTERNLOGD $0xF8, Y14, Y9, Y7 \
	VPMADDUBSW (64*pp)(SI), Y6, Y6 \
	VPMADDUBSW (64*pp+32)(SI), Y7, Y7 \
	VPDPWSSD.BCST (64*i+8*pp)(R13), Y6, ACC \
	VPDPWSSD.BCST (64*i+8*pp+4)(R13), Y7, ACC

#define K5PAIRS(pp) \
	K5PAIR(R8, 0, Y24, pp) \
	K5PAIR(R9, 1, Y25, pp) \
	K5PAIR(R10, 2, Y26, pp) \
	K5PAIR(R11, 3, Y27, pp)

TEXT ·q8dot4Q5_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q5kdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8kb10<>(SB), Y14
	VMOVDQU64 q4kA<>(SB), Z16
	VMOVDQU64 q4kSh<>(SB), Z17
	VMOVDQU64 q4kMA<>(SB), Z18
	VMOVDQU64 q4kB<>(SB), Z19
	VMOVDQU64 q4kMB<>(SB), Z20
	VMOVDQU64 q4kP0<>(SB), Z21
	VMOVDQU64 q4kP1<>(SB), Z29
	VMOVDQU64 q4kP2<>(SB), Z30
	VMOVDQU64 q4kP3<>(SB), Z31
	MOVQ $0x5555555555555555, R14
	KMOVQ R14, K1
q5kloop:
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
	K4PREP
	K5PAIRS(0)
	K5PAIRS(1)
	K5PAIRS(2)
	K5PAIRS(3)
	K4FIN(0, Y24, Y0)
	K4FIN(1, Y25, Y1)
	K4FIN(2, Y26, Y2)
	K4FIN(3, Y27, Y3)
	ADDQ $176, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q5kloop
q5kdone:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q2_K (84 bytes: scales[16] (low nibble scale, high min), qs[64] of 2-bit
// codes, f16 d, f16 dmin) against Q8K activations. K2PREP: row i's sixteen
// scale bytes as words; the mins' VPMADDWD with the sums is M (Y10+i); the
// scales spread as Q6_K's (VPERMW, group G's eight dwords at byte 256i +
// 32G of sc); I (Y24+i) starts at 0. Group G = 4n+g has its codes at bits
// 2g, 2g+1 of qs[32n + l]; VPMADDUBSW then VPDPWSSD with the group's scale
// pairs. K2FIN: a += float32(I)·float32(d·d_k); a −= float32(M)·float32(dmin·d_k).
// Y15 = 0x0f, Y14 = 0x03 bytes; Z16..Z19 the VPERMW spreads.
#define K2PREP(R, i, ACC, M) \
	VPMOVZXBW 0(R)(AX*1), Y6 \
	VPSRLW $4, Y6, M \
	VPMADDWD Y4, M, M \
	VPAND Y15, Y6, Y6 \
	VPERMW Z6, Z16, Z8 \
	VMOVDQU64 Z8, (256*i)(R13) \
	VPERMW Z6, Z17, Z8 \
	VMOVDQU64 Z8, (256*i+64)(R13) \
	VPERMW Z6, Z18, Z8 \
	VMOVDQU64 Z8, (256*i+128)(R13) \
	VPERMW Z6, Z19, Z8 \
	VMOVDQU64 Z8, (256*i+192)(R13) \
	VPXORD ACC, ACC, ACC

// K2HALF: the four groups of half n of row i.
#define K2HALF(R, i, ACC, n) \
	VMOVDQU (16+32*n)(R)(AX*1), Y6 \
	VPAND Y14, Y6, Y9 \
	VPMADDUBSW (128*n)(SI), Y9, Y9 \
	VPDPWSSD (256*i+128*n)(R13), Y9, ACC \
	VPSRLW $2, Y6, Y9 \
	VPAND Y14, Y9, Y9 \
	VPMADDUBSW (128*n+32)(SI), Y9, Y9 \
	VPDPWSSD (256*i+128*n+32)(R13), Y9, ACC \
	VPSRLW $4, Y6, Y9 \
	VPAND Y14, Y9, Y9 \
	VPMADDUBSW (128*n+64)(SI), Y9, Y9 \
	VPDPWSSD (256*i+128*n+64)(R13), Y9, ACC \
	VPSRLW $6, Y6, Y9 \
	VPAND Y14, Y9, Y9 \
	VPMADDUBSW (128*n+96)(SI), Y9, Y9 \
	VPDPWSSD (256*i+128*n+96)(R13), Y9, ACC

#define K2FIN(R, ACC, M, A) \
	VMOVD 80(R)(AX*1), X9 \
	VCVTPH2PS X9, X9 \
	VMULPS X5, X9, X9 \
	VBROADCASTSS X9, Y8 \
	VMOVSHDUP X9, X9 \
	VBROADCASTSS X9, Y9 \
	VCVTDQ2PS ACC, ACC \
	VMULPS Y8, ACC, ACC \
	VADDPS ACC, A, A \
	VCVTDQ2PS M, M \
	VMULPS Y9, M, M \
	VSUBPS M, A, A

TEXT ·q8dot4Q2_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q2kdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8kb03<>(SB), Y14
	VMOVDQU64 q6kW0<>(SB), Z16
	VMOVDQU64 q6kW1<>(SB), Z17
	VMOVDQU64 q6kW2<>(SB), Z18
	VMOVDQU64 q6kW3<>(SB), Z19
q2kloop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	PF(192)
	PF(256)
	PF(320)
	VMOVDQU (BX), Y4
	VBROADCASTSS (DI), Y5
	K2PREP(R8, 0, Y24, Y10)
	K2PREP(R9, 1, Y25, Y11)
	K2PREP(R10, 2, Y26, Y12)
	K2PREP(R11, 3, Y27, Y13)
	K2HALF(R8, 0, Y24, 0)
	K2HALF(R9, 1, Y25, 0)
	K2HALF(R10, 2, Y26, 0)
	K2HALF(R11, 3, Y27, 0)
	K2HALF(R8, 0, Y24, 1)
	K2HALF(R9, 1, Y25, 1)
	K2HALF(R10, 2, Y26, 1)
	K2HALF(R11, 3, Y27, 1)
	K2FIN(R8, Y24, Y10, Y0)
	K2FIN(R9, Y25, Y11, Y1)
	K2FIN(R10, Y26, Y12, Y2)
	K2FIN(R11, Y27, Y13, Y3)
	ADDQ $84, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q2kloop
q2kdone:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q3_K (110 bytes: hmask[32], qs[64] of 2-bit codes, 12 bytes of 6-bit
// scales, f16 d) against Q8K activations. K3PREP reads the 16 bytes ending
// at d (scale bytes s at 2..13) and unpacks the sixteen scales (q3kScales):
// lo = s[0..7] & 15, then s[0..7] >> 4 (VPSHUFB, VPUNPCKLQDQ); hi = bytes
// s[8..11] ×4, dword g shifted right by 2g, & 3, << 4; as words less 32.
// I (Y24+i) starts at −4·(sc_2i·bs_2i + sc_2i+1·bs_2i+1); the scales are
// spread as Q6_K's. Group G = 4n+g: codes = bits 2g, 2g+1 of qs[32n + l] |
// bit G of hmask[l] as bit 2 (the hmask bytes shifted by G−2 as words: a
// byte's bit 2 comes from the same byte); VPMADDUBSW then VPDPWSSD.
// Y15 = 0x0f, Y14 = 0x03, Y13 = 0x04 bytes, Y12 = 0.
DATA q3kLo<>+0(SB)/8, $0x0908070605040302
DATA q3kLo<>+8(SB)/8, $0x0908070605040302
GLOBL q3kLo<>(SB), RODATA|NOPTR, $16
DATA q3kHi<>+0(SB)/8, $0x0d0c0b0a0d0c0b0a
DATA q3kHi<>+8(SB)/8, $0x0d0c0b0a0d0c0b0a
GLOBL q3kHi<>(SB), RODATA|NOPTR, $16
DATA q3kSh<>+0(SB)/8, $0x0000000200000000
DATA q3kSh<>+8(SB)/8, $0x0000000600000004
GLOBL q3kSh<>(SB), RODATA|NOPTR, $16
DATA q3kW32<>+0(SB)/8, $0x0020002000200020
DATA q3kW32<>+8(SB)/8, $0x0020002000200020
DATA q3kW32<>+16(SB)/8, $0x0020002000200020
DATA q3kW32<>+24(SB)/8, $0x0020002000200020
GLOBL q3kW32<>(SB), RODATA|NOPTR, $32
DATA q8kb04<>+0(SB)/8, $0x0404040404040404
DATA q8kb04<>+8(SB)/8, $0x0404040404040404
DATA q8kb04<>+16(SB)/8, $0x0404040404040404
DATA q8kb04<>+24(SB)/8, $0x0404040404040404
GLOBL q8kb04<>(SB), RODATA|NOPTR, $32

#define K3PREP(R, i, ACC) \
	VMOVDQU 94(R)(AX*1), X6 \
	VPSHUFB q3kLo<>(SB), X6, X7 \
	VPSRLW $4, X7, X8 \
	VPUNPCKLQDQ X8, X7, X7 \
	VPAND X15, X7, X7 \
	VPSHUFB q3kHi<>(SB), X6, X8 \
	VPSRLVD q3kSh<>(SB), X8, X8 \
	VPAND X14, X8, X8 \
	VPSLLW $4, X8, X8 \
	VPOR X8, X7, X7 \
	VPMOVZXBW X7, Y6 \
	VPSUBW q3kW32<>(SB), Y6, Y6 \
	VPMADDWD Y4, Y6, Y7 \
	VPSLLD $2, Y7, Y7 \
	VPSUBD Y7, Y12, ACC \
	VPERMW Z6, Z16, Z8 \
	VMOVDQU64 Z8, (256*i)(R13) \
	VPERMW Z6, Z17, Z8 \
	VMOVDQU64 Z8, (256*i+64)(R13) \
	VPERMW Z6, Z18, Z8 \
	VMOVDQU64 Z8, (256*i+128)(R13) \
	VPERMW Z6, Z19, Z8 \
	VMOVDQU64 Z8, (256*i+192)(R13) \
	VPBROADCASTW 108(R)(AX*1), X9 \
	VCVTPH2PS X9, X9 \
	VMULPS X5, X9, X9 \
	VMOVSS X9, (1024+4*i)(R13)

// K3FIN: a += float32(I)·float32(d·d_k).
#define K3FIN(i, ACC, A) \
	VCVTDQ2PS ACC, ACC \
	VMULPS.BCST (1024+4*i)(R13), ACC, ACC \
	VADDPS ACC, A, A

#define K3H0 VPSLLW $2, Y7, Y8
#define K3H1 VPSLLW $1, Y7, Y8
#define K3H2 VMOVDQA Y7, Y8
#define K3H3 VPSRLW $1, Y7, Y8
#define K3H4 VPSRLW $2, Y7, Y8
#define K3H5 VPSRLW $3, Y7, Y8
#define K3H6 VPSRLW $4, Y7, Y8
#define K3H7 VPSRLW $5, Y7, Y8

// K3G: group G of row i (qs half in Y6, hmask in Y7).
#define K3G(i, ACC, G, SHIFT, HOP) \
	VPSRLW $SHIFT, Y6, Y9 \
	VPAND Y14, Y9, Y9 \
	HOP \
	VPTERNLOGD $0xF8, Y13, Y8, Y9 \
	VPMADDUBSW (32*G)(SI), Y9, Y9 \
	VPDPWSSD (256*i+32*G)(R13), Y9, ACC

#define K3ROW(R, i, ACC) \
	VMOVDQU 0(R)(AX*1), Y7 \
	VMOVDQU 32(R)(AX*1), Y6 \
	K3G(i, ACC, 0, 0, K3H0) \
	K3G(i, ACC, 1, 2, K3H1) \
	K3G(i, ACC, 2, 4, K3H2) \
	K3G(i, ACC, 3, 6, K3H3) \
	VMOVDQU 64(R)(AX*1), Y6 \
	K3G(i, ACC, 4, 0, K3H4) \
	K3G(i, ACC, 5, 2, K3H5) \
	K3G(i, ACC, 6, 4, K3H6) \
	K3G(i, ACC, 7, 6, K3H7)

TEXT ·q8dot4Q3_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q3kdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8kb03<>(SB), Y14
	VMOVDQU q8kb04<>(SB), Y13
	VPXOR Y12, Y12, Y12
	VMOVDQU64 q6kW0<>(SB), Z16
	VMOVDQU64 q6kW1<>(SB), Z17
	VMOVDQU64 q6kW2<>(SB), Z18
	VMOVDQU64 q6kW3<>(SB), Z19
q3kloop:
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
	K3PREP(R8, 0, Y24)
	K3PREP(R9, 1, Y25)
	K3PREP(R10, 2, Y26)
	K3PREP(R11, 3, Y27)
	K3ROW(R8, 0, Y24)
	K3ROW(R9, 1, Y25)
	K3ROW(R10, 2, Y26)
	K3ROW(R11, 3, Y27)
	K3FIN(0, Y24, Y0)
	K3FIN(1, Y25, Y1)
	K3FIN(2, Y26, Y2)
	K3FIN(3, Y27, Y3)
	ADDQ $110, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q3kloop
q3kdone:
	Q8EPILOGUE
