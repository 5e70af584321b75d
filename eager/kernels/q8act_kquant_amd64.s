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
// codes, f16 d, f16 dmin) against Q8K activations, a row at a time, two
// 32-element groups per 512-bit operation. K2SCALES: float32(d·d_k),
// float32(dmin·d_k) of the four rows at sc[2i], sc[2i+1]. K2ROW: the
// sixteen scale bytes as words; the mins' VPMADDWD with the sums is M; the
// scales spread as Q6_K's (VPERMW: Z20..Z23, groups 2k, 2k+1 in Z20+k);
// group G = 4n+g has its codes at bits 2g, 2g+1 of qs[32n + l] (the 32
// bytes in both halves of Z7, shifted by Z28 = (0, 2) or Z29 = (4, 6) per
// half); VPMADDUBSW then VPMADDWD / VPDPWSSD with the groups' scale pairs
// sum I in int32, the two halves added at the end (integers: exact).
// Then a += float32(I)·s1; a −= float32(M)·s2. Y15 = 0x0f, Z14 = 0x03
// bytes; Z16..Z19 the VPERMW spreads.
DATA q2kSh<>+0(SB)/8, $0
DATA q2kSh<>+8(SB)/8, $0
DATA q2kSh<>+16(SB)/8, $0
DATA q2kSh<>+24(SB)/8, $0
DATA q2kSh<>+32(SB)/8, $0x0002000200020002
DATA q2kSh<>+40(SB)/8, $0x0002000200020002
DATA q2kSh<>+48(SB)/8, $0x0002000200020002
DATA q2kSh<>+56(SB)/8, $0x0002000200020002
DATA q2kSh<>+64(SB)/8, $0x0004000400040004
DATA q2kSh<>+72(SB)/8, $0x0004000400040004
DATA q2kSh<>+80(SB)/8, $0x0004000400040004
DATA q2kSh<>+88(SB)/8, $0x0004000400040004
DATA q2kSh<>+96(SB)/8, $0x0006000600060006
DATA q2kSh<>+104(SB)/8, $0x0006000600060006
DATA q2kSh<>+112(SB)/8, $0x0006000600060006
DATA q2kSh<>+120(SB)/8, $0x0006000600060006
GLOBL q2kSh<>(SB), RODATA|NOPTR, $128

#define K2SCALES(OFF) \
	VMOVD OFF(R8)(AX*1), X8 \
	VPINSRD $1, OFF(R9)(AX*1), X8, X8 \
	VPINSRD $2, OFF(R10)(AX*1), X8, X8 \
	VPINSRD $3, OFF(R11)(AX*1), X8, X8 \
	VCVTPH2PS X8, Y8 \
	VMULPS Y5, Y8, Y8 \
	VMOVUPS Y8, 0(R13)

// K2PAIR: groups 4n+2k, 4n+2k+1 (qs half in Z7, shift counts SH, scales SC).
#define K2PAIR(SH, SC, QOFF, ZACC) \
	VPSRLVW SH, Z7, Z9 \
	VPANDD Z14, Z9, Z9 \
	VPMADDUBSW QOFF(SI), Z9, Z9 \
	VPDPWSSD SC, Z9, ZACC

#define K2ROW(R, i, ZACC, YACC, M, A) \
	VPMOVZXBW 0(R)(AX*1), Y6 \
	VPSRLW $4, Y6, M \
	VPMADDWD Y4, M, M \
	VPAND Y15, Y6, Y6 \
	VPERMW Z6, Z16, Z20 \
	VPERMW Z6, Z17, Z21 \
	VPERMW Z6, Z18, Z22 \
	VPERMW Z6, Z19, Z23 \
	VBROADCASTI64X4 16(R)(AX*1), Z7 \
	VPSRLVW Z28, Z7, Z9 \
	VPANDD Z14, Z9, Z9 \
	VPMADDUBSW 0(SI), Z9, Z9 \
	VPMADDWD Z20, Z9, ZACC \
	K2PAIR(Z29, Z21, 64, ZACC) \
	VBROADCASTI64X4 48(R)(AX*1), Z7 \
	K2PAIR(Z28, Z22, 128, ZACC) \
	K2PAIR(Z29, Z23, 192, ZACC) \
	VEXTRACTI64X4 $1, ZACC, Y9 \
	VPADDD Y9, YACC, YACC \
	VCVTDQ2PS YACC, YACC \
	VMULPS.BCST (8*i)(R13), YACC, YACC \
	VADDPS YACC, A, A \
	VCVTDQ2PS M, M \
	VMULPS.BCST (8*i+4)(R13), M, M \
	VSUBPS M, A, A

TEXT ·q8dot4Q2_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q2kdone
	VMOVDQU q8b0f<>(SB), Y15
	VPBROADCASTD q8kb03<>(SB), Z14
	VMOVDQU64 q6kW0<>(SB), Z16
	VMOVDQU64 q6kW1<>(SB), Z17
	VMOVDQU64 q6kW2<>(SB), Z18
	VMOVDQU64 q6kW3<>(SB), Z19
	VMOVDQU64 q2kSh<>(SB), Z28
	VMOVDQU64 q2kSh<>+64(SB), Z29
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
	K2SCALES(80)
	K2ROW(R8, 0, Z24, Y24, Y10, Y0)
	K2ROW(R9, 1, Z25, Y25, Y11, Y1)
	K2ROW(R10, 2, Z26, Y26, Y12, Y2)
	K2ROW(R11, 3, Z27, Y27, Y13, Y3)
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
// scales, f16 d) against Q8K activations, a row at a time as Q2_K's. The
// scales: lo = s[0..7] & 15, then s[0..7] >> 4 (VPSHUFB, VPUNPCKLQDQ); hi
// = bytes s[8..11] ×4, dword g shifted right by 2g, & 3, << 4. Group G =
// 4n+g: codes = bits 2g, 2g+1 of qs[32n + l] | bit G of hmask[l] as bit 2
// (the hmask bytes shifted by G−2 as words: a byte's bit 2 comes from the
// same byte). Y15 = 0x0f, Z14 = 0x03, Z13 = 0x04 bytes; Z16..Z19 the
// VPERMW spreads, Z28, Z29 Q2_K's code shift counts.
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

// hmask word shift counts per pair of groups (low half, high half): bit G
// to bit 2: left (2, 1) for groups 0, 1; right (0, 1), (2, 3), (4, 5).
DATA q3kHm<>+0(SB)/8, $0x0002000200020002
DATA q3kHm<>+8(SB)/8, $0x0002000200020002
DATA q3kHm<>+16(SB)/8, $0x0002000200020002
DATA q3kHm<>+24(SB)/8, $0x0002000200020002
DATA q3kHm<>+32(SB)/8, $0x0001000100010001
DATA q3kHm<>+40(SB)/8, $0x0001000100010001
DATA q3kHm<>+48(SB)/8, $0x0001000100010001
DATA q3kHm<>+56(SB)/8, $0x0001000100010001
DATA q3kHm<>+64(SB)/8, $0
DATA q3kHm<>+72(SB)/8, $0
DATA q3kHm<>+80(SB)/8, $0
DATA q3kHm<>+88(SB)/8, $0
DATA q3kHm<>+96(SB)/8, $0x0001000100010001
DATA q3kHm<>+104(SB)/8, $0x0001000100010001
DATA q3kHm<>+112(SB)/8, $0x0001000100010001
DATA q3kHm<>+120(SB)/8, $0x0001000100010001
DATA q3kHm<>+128(SB)/8, $0x0002000200020002
DATA q3kHm<>+136(SB)/8, $0x0002000200020002
DATA q3kHm<>+144(SB)/8, $0x0002000200020002
DATA q3kHm<>+152(SB)/8, $0x0002000200020002
DATA q3kHm<>+160(SB)/8, $0x0003000300030003
DATA q3kHm<>+168(SB)/8, $0x0003000300030003
DATA q3kHm<>+176(SB)/8, $0x0003000300030003
DATA q3kHm<>+184(SB)/8, $0x0003000300030003
DATA q3kHm<>+192(SB)/8, $0x0004000400040004
DATA q3kHm<>+200(SB)/8, $0x0004000400040004
DATA q3kHm<>+208(SB)/8, $0x0004000400040004
DATA q3kHm<>+216(SB)/8, $0x0004000400040004
DATA q3kHm<>+224(SB)/8, $0x0005000500050005
DATA q3kHm<>+232(SB)/8, $0x0005000500050005
DATA q3kHm<>+240(SB)/8, $0x0005000500050005
DATA q3kHm<>+248(SB)/8, $0x0005000500050005
GLOBL q3kHm<>(SB), RODATA|NOPTR, $256

// K3SCALES: float32(d·d_k) of the four rows at sc[i].
#define K3SCALES \
	VPXOR X8, X8, X8 \
	VPINSRW $0, 108(R8)(AX*1), X8, X8 \
	VPINSRW $1, 108(R9)(AX*1), X8, X8 \
	VPINSRW $2, 108(R10)(AX*1), X8, X8 \
	VPINSRW $3, 108(R11)(AX*1), X8, X8 \
	VCVTPH2PS X8, X8 \
	VMULPS X5, X8, X8 \
	VMOVUPS X8, 0(R13)

// K3PAIR: groups 4n+2k, 4n+2k+1: qs half in Z7, hmask in Z30, code shift
// counts CSH, hmask shift HOP (into Z8), scales SC.
#define K3PAIR(CSH, HOP, SC, QOFF, ZACC) \
	VPSRLVW CSH, Z7, Z9 \
	VPANDD Z14, Z9, Z9 \
	HOP \
	VPTERNLOGD $0xF8, Z13, Z8, Z9 \
	VPMADDUBSW QOFF(SI), Z9, Z9 \
	VPDPWSSD SC, Z9, ZACC

#define K3HOP0 VPSLLVW q3kHm<>(SB), Z30, Z8
#define K3HOP1 VPSRLVW q3kHm<>+64(SB), Z30, Z8
#define K3HOP2 VPSRLVW q3kHm<>+128(SB), Z30, Z8
#define K3HOP3 VPSRLVW q3kHm<>+192(SB), Z30, Z8

// K3ROW: the sixteen scales (q3kScales) from the 16 bytes ending at d, as
// words less 32; I starts at −4·(sc_2i·bs_2i + sc_2i+1·bs_2i+1) (INIT,
// subtracted at the end); the scales spread as Q6_K's (Z20..Z23); the
// pairs of groups in 512-bit operations (two groups each, as Q2_K's), the
// halves added; then a += float32(I)·s.
#define K3ROW(R, i, ZACC, YACC, INIT, A) \
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
	VPMADDWD Y4, Y6, INIT \
	VPSLLD $2, INIT, INIT \
	VPERMW Z6, Z16, Z20 \
	VPERMW Z6, Z17, Z21 \
	VPERMW Z6, Z18, Z22 \
	VPERMW Z6, Z19, Z23 \
	VBROADCASTI64X4 0(R)(AX*1), Z30 \
	VBROADCASTI64X4 32(R)(AX*1), Z7 \
	VPXORD ZACC, ZACC, ZACC \
	K3PAIR(Z28, K3HOP0, Z20, 0, ZACC) \
	K3PAIR(Z29, K3HOP1, Z21, 64, ZACC) \
	VBROADCASTI64X4 64(R)(AX*1), Z7 \
	K3PAIR(Z28, K3HOP2, Z22, 128, ZACC) \
	K3PAIR(Z29, K3HOP3, Z23, 192, ZACC) \
	VEXTRACTI64X4 $1, ZACC, Y9 \
	VPADDD Y9, YACC, YACC \
	VPSUBD INIT, YACC, YACC \
	VCVTDQ2PS YACC, YACC \
	VMULPS.BCST (4*i)(R13), YACC, YACC \
	VADDPS YACC, A, A

TEXT ·q8dot4Q3_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q3kdone
	VMOVDQU q8b0f<>(SB), Y15
	VPBROADCASTD q8kb03<>(SB), Z14
	VPBROADCASTD q8kb04<>(SB), Z13
	VMOVDQU64 q6kW0<>(SB), Z16
	VMOVDQU64 q6kW1<>(SB), Z17
	VMOVDQU64 q6kW2<>(SB), Z18
	VMOVDQU64 q6kW3<>(SB), Z19
	VMOVDQU64 q2kSh<>(SB), Z28
	VMOVDQU64 q2kSh<>+64(SB), Z29
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
	K3SCALES
	K3ROW(R8, 0, Z24, Y24, Y10, Y0)
	K3ROW(R9, 1, Z25, Y25, Y11, Y1)
	K3ROW(R10, 2, Z26, Y26, Y12, Y2)
	K3ROW(R11, 3, Z27, Y27, Y31, Y3)
	ADDQ $110, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q3kloop
q3kdone:
	Q8EPILOGUE
