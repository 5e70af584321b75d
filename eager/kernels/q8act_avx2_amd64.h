// Tables and macros of the AVX2 fast Linear kernels
// (q8act_avx2_amd64.s, q8act_kquant_avx2_amd64.s).

#include "q8act_gather_amd64.h"

// AVX2 fast Linear kernels (see q8act.go for the numerics and the
// combination order, q8act_amd64.go for the plan), with the VNNI kernels'
// signature: func(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs,
// y *[4]float32, sc *[260]float32, pf unsafe.Pointer). The integer dot
// products come from VPMADDUBSW (unsigned weight codes × signed activation
// codes, pairs of products in int16, never saturating here) and VPMADDWD
// (pairs of those in int32, times one or a sub-block's scale): int32 lane i
// is the exact sum over elements 4i..4i+3, as VPDPBUSD's. The float
// combination is the portable kernels', operation for operation. The four
// rows of a call are computed one after another per block; the 32-element
// types convert a block's four scales at once (F16X4, Q8YSCALES4, Q8DM4)
// and take the offsets of Q4_0 and Q5_0 off the int16 pairs, so they read
// no lane sums.
//
//	R8..R11  the four row pointers;  AX  byte offset inside the rows
//	SI, DI, BX, DX  the activation row's q, d, s and c at the current block
//	R12  the next group (prefetch);  R13  sc
//	Y0..Y3  the rows' eight-lane accumulators

DATA q8yw1<>+0(SB)/8, $0x0001000100010001
DATA q8yw1<>+8(SB)/8, $0x0001000100010001
DATA q8yw1<>+16(SB)/8, $0x0001000100010001
DATA q8yw1<>+24(SB)/8, $0x0001000100010001
GLOBL q8yw1<>(SB), RODATA|NOPTR, $32

DATA q8yb0f<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8yb0f<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8yb0f<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8yb0f<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL q8yb0f<>(SB), RODATA|NOPTR, $32

// Dword shift counts: 0 for the low 16 bytes, 4 for the high 16 (VPSRLVD
// then a 0x0f mask: the high nibbles of 16 bytes in both lanes).
DATA q8ysh4<>+0(SB)/8, $0
DATA q8ysh4<>+8(SB)/8, $0
DATA q8ysh4<>+16(SB)/8, $0x0000000400000004
DATA q8ysh4<>+24(SB)/8, $0x0000000400000004
GLOBL q8ysh4<>(SB), RODATA|NOPTR, $32

DATA q8yb08<>+0(SB)/8, $0x0808080808080808
DATA q8yb08<>+8(SB)/8, $0x0808080808080808
DATA q8yb08<>+16(SB)/8, $0x0808080808080808
DATA q8yb08<>+24(SB)/8, $0x0808080808080808
GLOBL q8yb08<>(SB), RODATA|NOPTR, $32

DATA q8yb30<>+0(SB)/8, $0x3030303030303030
DATA q8yb30<>+8(SB)/8, $0x3030303030303030
DATA q8yb30<>+16(SB)/8, $0x3030303030303030
DATA q8yb30<>+24(SB)/8, $0x3030303030303030
GLOBL q8yb30<>(SB), RODATA|NOPTR, $32

// Q4_K scale unpacking, two rows at a time (a row a 128-bit lane: f16 d,
// f16 dmin, 12 bytes of scales s), as the VNNI kernels' K4PREP: VPSHUFB
// gathers the low parts (sc0..3, sc4..7, m0..3, m4..7 from s[0..3],
// s[8..11], s[4..7], s[8..11]: q8yk4A) and the high bits (of sc4..7 from
// s[0..3], of m4..7 from s[4..7], 0x80 giving 0: q8yk4B); the low parts
// of m4..7 are the high nibbles (VPSRLVD by q8yk4Sh); masks q8yk4MA,
// q8yk4MB. Then a row's sixteen bytes in both lanes (VPERMQ) spread into
// dwords sc_j·0x10001 (q8yk4S) and m_j·0x10001 (q8yk4M).
DATA q8yk4A<>+0(SB)/8, $0x0f0e0d0c07060504
DATA q8yk4A<>+8(SB)/8, $0x0f0e0d0c0b0a0908
DATA q8yk4A<>+16(SB)/8, $0x0f0e0d0c07060504
DATA q8yk4A<>+24(SB)/8, $0x0f0e0d0c0b0a0908
GLOBL q8yk4A<>(SB), RODATA|NOPTR, $32
DATA q8yk4B<>+0(SB)/8, $0x0706050480808080
DATA q8yk4B<>+8(SB)/8, $0x0b0a090880808080
DATA q8yk4B<>+16(SB)/8, $0x0706050480808080
DATA q8yk4B<>+24(SB)/8, $0x0b0a090880808080
GLOBL q8yk4B<>(SB), RODATA|NOPTR, $32
DATA q8yk4MA<>+0(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q8yk4MA<>+8(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q8yk4MA<>+16(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q8yk4MA<>+24(SB)/8, $0x0f0f0f0f3f3f3f3f
GLOBL q8yk4MA<>(SB), RODATA|NOPTR, $32
DATA q8yk4MB<>+0(SB)/8, $0x3030303000000000
DATA q8yk4MB<>+8(SB)/8, $0x3030303000000000
DATA q8yk4MB<>+16(SB)/8, $0x3030303000000000
DATA q8yk4MB<>+24(SB)/8, $0x3030303000000000
GLOBL q8yk4MB<>(SB), RODATA|NOPTR, $32
DATA q8yk4Sh<>+0(SB)/8, $0x0000000000000000
DATA q8yk4Sh<>+8(SB)/8, $0x0000000400000000
DATA q8yk4Sh<>+16(SB)/8, $0x0000000000000000
DATA q8yk4Sh<>+24(SB)/8, $0x0000000400000000
GLOBL q8yk4Sh<>(SB), RODATA|NOPTR, $32
DATA q8yk4S<>+0(SB)/8, $0x8001800180008000
DATA q8yk4S<>+8(SB)/8, $0x8003800380028002
DATA q8yk4S<>+16(SB)/8, $0x8005800580048004
DATA q8yk4S<>+24(SB)/8, $0x8007800780068006
GLOBL q8yk4S<>(SB), RODATA|NOPTR, $32
DATA q8yk4M<>+0(SB)/8, $0x8009800980088008
DATA q8yk4M<>+8(SB)/8, $0x800b800b800a800a
DATA q8yk4M<>+16(SB)/8, $0x800d800d800c800c
DATA q8yk4M<>+24(SB)/8, $0x800f800f800e800e
GLOBL q8yk4M<>(SB), RODATA|NOPTR, $32

// Q6_K: VPSHUFB controls spreading the scale words of a 128-bit lane:
// control g gives word 2g in all eight words of the low lane and word
// 2g+1 in the high lane (both lanes hold the same eight scales).
DATA q8yk6s<>+0(SB)/8, $0x0100010001000100
DATA q8yk6s<>+8(SB)/8, $0x0100010001000100
DATA q8yk6s<>+16(SB)/8, $0x0302030203020302
DATA q8yk6s<>+24(SB)/8, $0x0302030203020302
DATA q8yk6s<>+32(SB)/8, $0x0504050405040504
DATA q8yk6s<>+40(SB)/8, $0x0504050405040504
DATA q8yk6s<>+48(SB)/8, $0x0706070607060706
DATA q8yk6s<>+56(SB)/8, $0x0706070607060706
DATA q8yk6s<>+64(SB)/8, $0x0908090809080908
DATA q8yk6s<>+72(SB)/8, $0x0908090809080908
DATA q8yk6s<>+80(SB)/8, $0x0b0a0b0a0b0a0b0a
DATA q8yk6s<>+88(SB)/8, $0x0b0a0b0a0b0a0b0a
DATA q8yk6s<>+96(SB)/8, $0x0d0c0d0c0d0c0d0c
DATA q8yk6s<>+104(SB)/8, $0x0d0c0d0c0d0c0d0c
DATA q8yk6s<>+112(SB)/8, $0x0f0e0f0e0f0e0f0e
DATA q8yk6s<>+120(SB)/8, $0x0f0e0f0e0f0e0f0e
GLOBL q8yk6s<>(SB), RODATA|NOPTR, $128

#define Q8YPROLOGUE \
	MOVQ base+0(FP), DI \
	MOVQ offs+8(FP), SI \
	MOVQ 0(SI), R8 \
	ADDQ DI, R8 \
	MOVQ 8(SI), R9 \
	ADDQ DI, R9 \
	MOVQ 16(SI), R10 \
	ADDQ DI, R10 \
	MOVQ 24(SI), R11 \
	ADDQ DI, R11 \
	MOVQ a+24(FP), DX \
	MOVQ 0(DX), SI \
	MOVQ 8(DX), DI \
	MOVQ 16(DX), BX \
	MOVQ 24(DX), DX \
	MOVQ sc+40(FP), R13 \
	MOVQ pf+48(FP), R12 \
	XORQ AX, AX \
	VXORPS Y0, Y0, Y0 \
	VXORPS Y1, Y1, Y1 \
	VXORPS Y2, Y2, Y2 \
	VXORPS Y3, Y3, Y3 \
	CMPQ AX, end+16(FP)

// HSUM: y = ((a0+a4) + (a2+a6)) + ((a1+a5) + (a3+a7)) into OFF(R14).
#define HSUM(Y, X, OFF) \
	VEXTRACTF128 $1, Y, X4 \
	VADDPS X4, X, X4 \
	VMOVHLPS X4, X4, X5 \
	VADDPS X5, X4, X4 \
	VMOVSHDUP X4, X5 \
	VADDSS X5, X4, X4 \
	VMOVSS X4, OFF(R14)

#define Q8YEPILOGUE \
	MOVQ y+32(FP), R14 \
	HSUM(Y0, X0, 0) \
	HSUM(Y1, X1, 4) \
	HSUM(Y2, X2, 8) \
	HSUM(Y3, X3, 12) \
	VZEROUPPER \
	RET

// Q8YSCALES4(OFF): float32(d · d_b) of the four rows' f16 d at OFF, at
// sc[0..3] (converted at once; the rows broadcast them back). Y5 = d_b.
#define Q8YSCALES4(OFF) \
	F16X4(OFF) \
	VCVTPH2PS X6, X6 \
	VMULPS X5, X6, X6 \
	VMOVUPS X6, 0(R13)

// NIBS32Y(R, OFF, SH): the 16 bytes of nibbles at OFF(R) as 32 codes in
// Y7, low lane the low nibbles (elements 0..15), high lane the high ones
// (SH = q8ysh4; Y14 = 0x0f bytes).
#define NIBS32Y(R, OFF, SH) \
	VBROADCASTI128 OFF(R)(AX*1), Y7 \
	VPSRLVD SH, Y7, Y7 \
	VPAND Y14, Y7, Y7

#define PFSTART LEAQ (R12)(AX*4), R14
#define PF(off) PREFETCHT1 off(R14)

// Q4_K (144 bytes: f16 d, f16 dmin, 12 bytes of 6-bit scales and mins, 128
// bytes of nibbles) against Q8K activations (SI codes, DI d, BX the int16
// sums). Per super-block: float32(d·d_k), float32(dmin·d_k) of the four
// rows at once (K4YSCALES: at sc[64+2i], sc[64+2i+1]), the scales sc_j
// and mins m_j of two rows at once (K4YPREP2: word pairs, dwords
// ·0x10001, of row i at sc[16i+j] and sc[16i+8+j]); per row: I = Σ_j
// sc_j·p(j) (Y7), M = VPMADDWD of the min pairs with the sums; then a +=
// float32(I)·s1, a −= float32(M)·s2. Y4 = the sums, Y5 = d_k, Y15 = 0x0f
// bytes.
#define K4YSCALES \
	F16PAIRS4(0, X8, Y8) \
	VMULPS Y5, Y8, Y8 \
	VMOVUPS Y8, 256(R13)

// K4YSPREAD: the sixteen unpacked bytes of row i (both lanes of Y11).
#define K4YSPREAD(i) \
	VPSHUFB q8yk4S<>(SB), Y11, Y12 \
	VMOVDQU Y12, (64*(i))(R13) \
	VPSHUFB q8yk4M<>(SB), Y11, Y12 \
	VMOVDQU Y12, (64*(i)+32)(R13)

#define K4YPREP2(RA, RB, i) \
	VMOVDQU 0(RA)(AX*1), X9 \
	VINSERTI128 $1, 0(RB)(AX*1), Y9, Y9 \
	VPSHUFB q8yk4A<>(SB), Y9, Y10 \
	VPSRLVD q8yk4Sh<>(SB), Y10, Y10 \
	VPAND q8yk4MA<>(SB), Y10, Y10 \
	VPSHUFB q8yk4B<>(SB), Y9, Y11 \
	VPSRLW $2, Y11, Y11 \
	VPAND q8yk4MB<>(SB), Y11, Y11 \
	VPOR Y11, Y10, Y10 \
	VPERMQ $0x44, Y10, Y11 \
	K4YSPREAD(i) \
	VPERMQ $0xee, Y10, Y11 \
	K4YSPREAD(i+1)

// K4YFIN: M, then a += float32(I)·s1, a −= float32(M)·s2.
#define K4YFIN(i, A) \
	VPMADDWD (64*i+32)(R13), Y4, Y12 \
	VBROADCASTSS (256+8*i)(R13), Y10 \
	VBROADCASTSS (256+8*i+4)(R13), Y14 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y10, Y7, Y7 \
	VADDPS Y7, A, A \
	VCVTDQ2PS Y12, Y12 \
	VMULPS Y14, Y12, Y12 \
	VSUBPS Y12, A, A

// K4YPAIR: sub-blocks 2pp (low nibbles) and 2pp+1 (high) of row R (i).
#define K4YPAIR(R, i, pp) \
	VMOVDQU (16+32*pp)(R)(AX*1), Y11 \
	VPSRLW $4, Y11, Y12 \
	VPAND Y15, Y11, Y11 \
	VPAND Y15, Y12, Y12 \
	VPMADDUBSW (64*pp)(SI), Y11, Y11 \
	VPMADDUBSW (64*pp+32)(SI), Y12, Y12 \
	VPBROADCASTD (64*i+8*pp)(R13), Y13 \
	VPMADDWD Y13, Y11, Y11 \
	VPBROADCASTD (64*i+8*pp+4)(R13), Y13 \
	VPMADDWD Y13, Y12, Y12 \
	VPADDD Y11, Y7, Y7 \
	VPADDD Y12, Y7, Y7

// K4YROWI: row R's (i) I in the lanes of I (Q4_K, summed by K4YFIN4).
#define K4YROWI(R, i, I) \
	VPXOR Y7, Y7, Y7 \
	K4YPAIR(R, i, 0) \
	K4YPAIR(R, i, 1) \
	K4YPAIR(R, i, 2) \
	K4YPAIR(R, i, 3) \
	VMOVDQA Y7, I

// K4YFIN4: Q4_K's one integer I and M a row (q8act.go: the sums of Y0..Y3
// and of the rows' min terms across their lanes, exact) in the lanes of
// X0 and X7, then a_r += float32(float32(I_r)·s1_r), a_r −=
// float32(float32(M_r)·s2_r) in lane r of X6 (Y1..Y3, Y7..Y12 clobbered).
#define K4YFIN4 \
	VPHADDD Y1, Y0, Y0 \
	VPHADDD Y3, Y2, Y2 \
	VPHADDD Y2, Y0, Y0 \
	VEXTRACTI128 $1, Y0, X1 \
	VPADDD X1, X0, X0 \
	VPMADDWD 32(R13), Y4, Y7 \
	VPMADDWD 96(R13), Y4, Y8 \
	VPMADDWD 160(R13), Y4, Y9 \
	VPMADDWD 224(R13), Y4, Y10 \
	VPHADDD Y8, Y7, Y7 \
	VPHADDD Y10, Y9, Y9 \
	VPHADDD Y9, Y7, Y7 \
	VEXTRACTI128 $1, Y7, X8 \
	VPADDD X8, X7, X7 \
	VMOVUPS 256(R13), Y9 \
	VEXTRACTF128 $1, Y9, X10 \
	VSHUFPS $0x88, X10, X9, X11 \
	VSHUFPS $0xdd, X10, X9, X12 \
	VCVTDQ2PS X0, X0 \
	VMULPS X11, X0, X0 \
	VADDPS X0, X6, X6 \
	VCVTDQ2PS X7, X7 \
	VMULPS X12, X7, X7 \
	VSUBPS X7, X6, X6

// K4YHEAD: the four rows' scales (once per super-block).
#define K4YHEAD \
	K4YSCALES \
	K4YPREP2(R8, R9, 0) \
	K4YPREP2(R10, R11, 2)
