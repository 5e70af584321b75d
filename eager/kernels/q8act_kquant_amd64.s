//go:build amd64 && !purego

#include "textflag.h"

#include "q8act_amd64.h"

// AVX-512 VNNI fast kernels of Q5_K, Q2_K and Q3_K (numerics in
// q8act_kquant.go, registers and calls as in q8act_amd64.s). The
// activation codes are read from memory (L1) rather than held in
// registers. Q2_K and Q3_K take their 2-bit codes out of the qs bytes with
// VGF2P8AFFINEQB (GFNI: a bit matrix per qword, so one instruction
// shifts, masks and, through its constant, sets bits above the code).

DATA q8kb10<>+0(SB)/8, $0x1010101010101010
DATA q8kb10<>+8(SB)/8, $0x1010101010101010
DATA q8kb10<>+16(SB)/8, $0x1010101010101010
DATA q8kb10<>+24(SB)/8, $0x1010101010101010
GLOBL q8kb10<>(SB), RODATA|NOPTR, $32

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

// VGF2P8AFFINEQB matrices taking the 2-bit codes of two 32-element groups
// out of a qs half held in both halves of a 512-bit register: bits (0, 1)
// of the low half's bytes and (2, 3) of the high half's (q8kgf01), or (4,
// 5) and (6, 7) (q8kgf23), to bits 0 and 1, the other bits cleared.
DATA q8kgf01<>+0(SB)/8, $0x0102000000000000
DATA q8kgf01<>+8(SB)/8, $0x0102000000000000
DATA q8kgf01<>+16(SB)/8, $0x0102000000000000
DATA q8kgf01<>+24(SB)/8, $0x0102000000000000
DATA q8kgf01<>+32(SB)/8, $0x0408000000000000
DATA q8kgf01<>+40(SB)/8, $0x0408000000000000
DATA q8kgf01<>+48(SB)/8, $0x0408000000000000
DATA q8kgf01<>+56(SB)/8, $0x0408000000000000
GLOBL q8kgf01<>(SB), RODATA|NOPTR, $64
DATA q8kgf23<>+0(SB)/8, $0x1020000000000000
DATA q8kgf23<>+8(SB)/8, $0x1020000000000000
DATA q8kgf23<>+16(SB)/8, $0x1020000000000000
DATA q8kgf23<>+24(SB)/8, $0x1020000000000000
DATA q8kgf23<>+32(SB)/8, $0x4080000000000000
DATA q8kgf23<>+40(SB)/8, $0x4080000000000000
DATA q8kgf23<>+48(SB)/8, $0x4080000000000000
DATA q8kgf23<>+56(SB)/8, $0x4080000000000000
GLOBL q8kgf23<>(SB), RODATA|NOPTR, $64

// ---------------------------------------------------------------------------
// Q2_K (84 bytes: scales[16] (low nibble scale, high min), qs[64] of 2-bit
// codes, f16 d, f16 dmin) against Q8K activations, a row at a time, two
// 32-element groups per 512-bit operation: position k = 0..3 holds groups
// 2k (low half) and 2k+1 (high half), so its 128-bit lane L holds the
// sixteen elements of scale t = 4k+L. Group G = 4n+g has its codes at bits
// 2g, 2g+1 of qs[32n + l]. A code times its scale (at most 3·15) fits a
// byte, so the products come from a table: row T (Z20) holds in byte 4k+c
// of lane L the value c·sc_{4k+L} (the scale words spread by VPERMW, times
// 0x0100 or 0x0302 per word: bytes 0, sc, 2sc, 3sc); VGF2P8AFFINEQB gives
// each byte c + 4k (the codes by Z18 or Z19 = q8kgf01, q8kgf23, the 4k by
// its constant), VPSHUFB looks c·sc up in the byte's own lane, and one
// VPDPBUSD per 64 elements sums I in int32 (the halves added at the end:
// integers, exact). The mins' VPMADDWD with the sums is M. K2SCALES:
// float32(d·d_k), float32(dmin·d_k) of the four rows at sc[2i], sc[2i+1].
// Then a += float32(I)·s1; a −= float32(M)·s2. Y15 = 0x0f bytes, Z16 the
// spread, Z17 the multipliers.
DATA q2kT<>+0(SB)/8, $0x0004000400000000
DATA q2kT<>+8(SB)/8, $0x000c000c00080008
DATA q2kT<>+16(SB)/8, $0x0005000500010001
DATA q2kT<>+24(SB)/8, $0x000d000d00090009
DATA q2kT<>+32(SB)/8, $0x0006000600020002
DATA q2kT<>+40(SB)/8, $0x000e000e000a000a
DATA q2kT<>+48(SB)/8, $0x0007000700030003
DATA q2kT<>+56(SB)/8, $0x000f000f000b000b
GLOBL q2kT<>(SB), RODATA|NOPTR, $64
DATA q2kTM<>+0(SB)/8, $0x0302010003020100
DATA q2kTM<>+8(SB)/8, $0x0302010003020100
DATA q2kTM<>+16(SB)/8, $0x0302010003020100
DATA q2kTM<>+24(SB)/8, $0x0302010003020100
DATA q2kTM<>+32(SB)/8, $0x0302010003020100
DATA q2kTM<>+40(SB)/8, $0x0302010003020100
DATA q2kTM<>+48(SB)/8, $0x0302010003020100
DATA q2kTM<>+56(SB)/8, $0x0302010003020100
GLOBL q2kTM<>(SB), RODATA|NOPTR, $64

#define K2SCALES(OFF) \
	F16PAIRS4(OFF, X8, Y8) \
	VMULPS Y5, Y8, Y8 \
	VMOVUPS Y8, 0(R13)

// K2POS: position k of the qs half in QS (matrix GF, constant 4k as K4).
#define K2POS(QS, GF, K4, QOFF, ZACC) \
	VGF2P8AFFINEQB K4, GF, QS, Z9 \
	VPSHUFB Z9, Z20, Z9 \
	VPDPBUSD QOFF(SI), Z9, ZACC

#define K2ROW(R, i, ZACC, YACC, M, A) \
	VPMOVZXBW 0(R)(AX*1), Y6 \
	VPSRLW $4, Y6, M \
	VPMADDWD Y4, M, M \
	VPAND Y15, Y6, Y6 \
	VPERMW Z6, Z16, Z20 \
	VPMULLW Z17, Z20, Z20 \
	VBROADCASTI64X4 16(R)(AX*1), Z7 \
	VPXORD ZACC, ZACC, ZACC \
	K2POS(Z7, Z18, $0x00, 0, ZACC) \
	K2POS(Z7, Z19, $0x04, 64, ZACC) \
	VBROADCASTI64X4 48(R)(AX*1), Z7 \
	K2POS(Z7, Z18, $0x08, 128, ZACC) \
	K2POS(Z7, Z19, $0x0c, 192, ZACC) \
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
	VMOVDQU64 q2kT<>(SB), Z16
	VMOVDQU64 q2kTM<>(SB), Z17
	VMOVDQU64 q8kgf01<>(SB), Z18
	VMOVDQU64 q8kgf23<>(SB), Z19
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
// scales, f16 d) against Q8K activations, a row at a time in Q2_K's
// positions (k: groups 2k, 2k+1). The scales, from the 16 bytes ending at
// d (s = the 12 scale bytes from byte 2), as words: VPSHUFB puts under
// scale j the byte of its low four bits, s[j mod 8] (q3kA), and of its
// high two, s[8 + j mod 4] (q3kB); VGF2P8AFFINEQB, a matrix per four
// scales, takes the low nibble (j < 8) or the high one (j ≥ 8) of the
// first (q3kGL) and bits 2(j/4), 2(j/4)+1 of the second to bits 4, 5
// (q3kGH); their OR less 32 is sc_j. I starts at VPMADDWD(sc, −4·bs) (Y4:
// −4·(sc_2i·bs_2i + sc_2i+1·bs_2i+1)); the scales spread as Q6_K's
// (VPERMW: Z20..Z23); group G = 4n+g: codes = bits 2g, 2g+1 of qs[32n +
// l] (VGF2P8AFFINEQB: Z28, Z29 = q8kgf01, q8kgf23) | bit G of hmask[l] as
// bit 2 (the hmask bytes shifted by G−2 as words: a byte's bit 2 comes
// from the same byte); VPMADDUBSW then VPDPWSSD with the scale pairs; the
// halves added; then a += float32(I)·s. Z13 = 0x04 bytes; Z16..Z19 the
// VPERMW spreads.
DATA q3kA<>+0(SB)/8, $0x8005800480038002
DATA q3kA<>+8(SB)/8, $0x8009800880078006
DATA q3kA<>+16(SB)/8, $0x8005800480038002
DATA q3kA<>+24(SB)/8, $0x8009800880078006
GLOBL q3kA<>(SB), RODATA|NOPTR, $32
DATA q3kB<>+0(SB)/8, $0x800d800c800b800a
DATA q3kB<>+8(SB)/8, $0x800d800c800b800a
DATA q3kB<>+16(SB)/8, $0x800d800c800b800a
DATA q3kB<>+24(SB)/8, $0x800d800c800b800a
GLOBL q3kB<>(SB), RODATA|NOPTR, $32
DATA q3kGL<>+0(SB)/8, $0x0102040800000000
DATA q3kGL<>+8(SB)/8, $0x0102040800000000
DATA q3kGL<>+16(SB)/8, $0x1020408000000000
DATA q3kGL<>+24(SB)/8, $0x1020408000000000
GLOBL q3kGL<>(SB), RODATA|NOPTR, $32
DATA q3kGH<>+0(SB)/8, $0x0000000001020000
DATA q3kGH<>+8(SB)/8, $0x0000000004080000
DATA q3kGH<>+16(SB)/8, $0x0000000010200000
DATA q3kGH<>+24(SB)/8, $0x0000000040800000
GLOBL q3kGH<>(SB), RODATA|NOPTR, $32
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

// K3POS: position k: qs half in Z7, hmask in Z30, code matrix GF, hmask
// shift HOP (into Z8), scales SC.
#define K3POS(GF, HOP, SC, QOFF, ZACC) \
	VGF2P8AFFINEQB $0, GF, Z7, Z9 \
	HOP \
	VPTERNLOGD $0xF8, Z13, Z8, Z9 \
	VPMADDUBSW QOFF(SI), Z9, Z9 \
	VPDPWSSD SC, Z9, ZACC

#define K3HOP0 VPSLLVW q3kHm<>(SB), Z30, Z8
#define K3HOP1 VPSRLVW q3kHm<>+64(SB), Z30, Z8
#define K3HOP2 VPSRLVW q3kHm<>+128(SB), Z30, Z8
#define K3HOP3 VPSRLVW q3kHm<>+192(SB), Z30, Z8

#define K3ROW(R, i, ZACC, YACC, A) \
	VBROADCASTI128 94(R)(AX*1), Y7 \
	VPSHUFB q3kA<>(SB), Y7, Y6 \
	VPSHUFB q3kB<>(SB), Y7, Y8 \
	VGF2P8AFFINEQB $0, q3kGL<>(SB), Y6, Y6 \
	VGF2P8AFFINEQB $0, q3kGH<>(SB), Y8, Y8 \
	VPOR Y8, Y6, Y6 \
	VPSUBW q3kW32<>(SB), Y6, Y6 \
	VPMADDWD Y4, Y6, YACC \
	VPERMW Z6, Z16, Z20 \
	VPERMW Z6, Z17, Z21 \
	VPERMW Z6, Z18, Z22 \
	VPERMW Z6, Z19, Z23 \
	VBROADCASTI64X4 0(R)(AX*1), Z30 \
	VBROADCASTI64X4 32(R)(AX*1), Z7 \
	K3POS(Z28, K3HOP0, Z20, 0, ZACC) \
	K3POS(Z29, K3HOP1, Z21, 64, ZACC) \
	VBROADCASTI64X4 64(R)(AX*1), Z7 \
	K3POS(Z28, K3HOP2, Z22, 128, ZACC) \
	K3POS(Z29, K3HOP3, Z23, 192, ZACC) \
	VEXTRACTI64X4 $1, ZACC, Y9 \
	VPADDD Y9, YACC, YACC \
	VCVTDQ2PS YACC, YACC \
	VMULPS.BCST (4*i)(R13), YACC, YACC \
	VADDPS YACC, A, A

TEXT ·q8dot4Q3_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q3kdone
	VPBROADCASTD q8kb04<>(SB), Z13
	VMOVDQU64 q6kW0<>(SB), Z16
	VMOVDQU64 q6kW1<>(SB), Z17
	VMOVDQU64 q6kW2<>(SB), Z18
	VMOVDQU64 q6kW3<>(SB), Z19
	VMOVDQU64 q8kgf01<>(SB), Z28
	VMOVDQU64 q8kgf23<>(SB), Z29
q3kloop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	PF(192)
	PF(256)
	PF(320)
	PF(384)
	VPXOR Y4, Y4, Y4
	VPSUBW (BX), Y4, Y4
	VPSLLW $2, Y4, Y4
	VBROADCASTSS (DI), Y5
	K3SCALES
	K3ROW(R8, 0, Z24, Y24, Y0)
	K3ROW(R9, 1, Z25, Y25, Y1)
	K3ROW(R10, 2, Z26, Y26, Y2)
	K3ROW(R11, 3, Z27, Y27, Y3)
	ADDQ $110, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q3kloop
q3kdone:
	Q8EPILOGUE
