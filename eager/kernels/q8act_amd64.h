// Tables and macros of the AVX-512 VNNI fast Linear kernels
// (q8act_amd64.s, q8act_kquant_amd64.s).

#include "q8act_gather_amd64.h"

// Fast Linear kernels (see q8act.go for the numerics, q8act_amd64.go for
// the plan): func(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs,
// y *[4]float32, sc *[32]float32, pf unsafe.Pointer).
//
//	R8..R11  the four row pointers;  AX  byte offset inside the rows
//	SI, DI, BX, DX  the activation row's q, d, s and c at the current block
//	R12  the next group (prefetch);  R13  sc
//	Y0..Y3  the rows' eight-lane accumulators

DATA q8b80<>+0(SB)/8, $0x8080808080808080
DATA q8b80<>+8(SB)/8, $0x8080808080808080
DATA q8b80<>+16(SB)/8, $0x8080808080808080
DATA q8b80<>+24(SB)/8, $0x8080808080808080
GLOBL q8b80<>(SB), RODATA|NOPTR, $32

DATA q8b0f<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8b0f<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8b0f<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8b0f<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL q8b0f<>(SB), RODATA|NOPTR, $32

DATA q8b30<>+0(SB)/8, $0x3030303030303030
DATA q8b30<>+8(SB)/8, $0x3030303030303030
DATA q8b30<>+16(SB)/8, $0x3030303030303030
DATA q8b30<>+24(SB)/8, $0x3030303030303030
GLOBL q8b30<>(SB), RODATA|NOPTR, $32

// Word shift counts: 0 for the low 16 bytes, 4 for the high 16.
DATA q8sh4<>+0(SB)/8, $0
DATA q8sh4<>+8(SB)/8, $0
DATA q8sh4<>+16(SB)/8, $0x0004000400040004
DATA q8sh4<>+24(SB)/8, $0x0004000400040004
GLOBL q8sh4<>(SB), RODATA|NOPTR, $32

// Q4_K scale unpacking (K4PREP), on the first 16 bytes of four rows'
// blocks (one row a 128-bit lane: f16 d, f16 dmin, 12 bytes of scales):
// VPSHUFB indices gathering the low parts (sc0..3, sc4..7, m0..3, m4..7
// from scale bytes 0..3, 8..11, 4..7, 8..11) and the high bits (of sc4..7
// from bytes 0..3, of m4..7 from bytes 4..7; 0x80 gives 0), the word shift
// counts (4 for m4..7, whose low part is the high nibble), and the masks
// of the two parts.
DATA q4kA<>+0(SB)/8, $0x0f0e0d0c07060504
DATA q4kA<>+8(SB)/8, $0x0f0e0d0c0b0a0908
DATA q4kA<>+16(SB)/8, $0x0f0e0d0c07060504
DATA q4kA<>+24(SB)/8, $0x0f0e0d0c0b0a0908
DATA q4kA<>+32(SB)/8, $0x0f0e0d0c07060504
DATA q4kA<>+40(SB)/8, $0x0f0e0d0c0b0a0908
DATA q4kA<>+48(SB)/8, $0x0f0e0d0c07060504
DATA q4kA<>+56(SB)/8, $0x0f0e0d0c0b0a0908
GLOBL q4kA<>(SB), RODATA|NOPTR, $64
DATA q4kB<>+0(SB)/8, $0x0706050480808080
DATA q4kB<>+8(SB)/8, $0x0b0a090880808080
DATA q4kB<>+16(SB)/8, $0x0706050480808080
DATA q4kB<>+24(SB)/8, $0x0b0a090880808080
DATA q4kB<>+32(SB)/8, $0x0706050480808080
DATA q4kB<>+40(SB)/8, $0x0b0a090880808080
DATA q4kB<>+48(SB)/8, $0x0706050480808080
DATA q4kB<>+56(SB)/8, $0x0b0a090880808080
GLOBL q4kB<>(SB), RODATA|NOPTR, $64
DATA q4kSh<>+0(SB)/8, $0x0000000000000000
DATA q4kSh<>+8(SB)/8, $0x0004000400000000
DATA q4kSh<>+16(SB)/8, $0x0000000000000000
DATA q4kSh<>+24(SB)/8, $0x0004000400000000
DATA q4kSh<>+32(SB)/8, $0x0000000000000000
DATA q4kSh<>+40(SB)/8, $0x0004000400000000
DATA q4kSh<>+48(SB)/8, $0x0000000000000000
DATA q4kSh<>+56(SB)/8, $0x0004000400000000
GLOBL q4kSh<>(SB), RODATA|NOPTR, $64
DATA q4kMA<>+0(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+8(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+16(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+24(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+32(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+40(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+48(SB)/8, $0x0f0f0f0f3f3f3f3f
DATA q4kMA<>+56(SB)/8, $0x0f0f0f0f3f3f3f3f
GLOBL q4kMA<>(SB), RODATA|NOPTR, $64
DATA q4kMB<>+0(SB)/8, $0x3030303000000000
DATA q4kMB<>+8(SB)/8, $0x3030303000000000
DATA q4kMB<>+16(SB)/8, $0x3030303000000000
DATA q4kMB<>+24(SB)/8, $0x3030303000000000
DATA q4kMB<>+32(SB)/8, $0x3030303000000000
DATA q4kMB<>+40(SB)/8, $0x3030303000000000
DATA q4kMB<>+48(SB)/8, $0x3030303000000000
DATA q4kMB<>+56(SB)/8, $0x3030303000000000
GLOBL q4kMB<>(SB), RODATA|NOPTR, $64

// Q4_K: VPERMB indices (with odd bytes zeroed) of row r's 16 unpacked
// bytes as 16 dwords: byte p of the result is byte 16r + p/4.
DATA q4kP0<>+0(SB)/8, $0x0101010100000000
DATA q4kP0<>+8(SB)/8, $0x0303030302020202
DATA q4kP0<>+16(SB)/8, $0x0505050504040404
DATA q4kP0<>+24(SB)/8, $0x0707070706060606
DATA q4kP0<>+32(SB)/8, $0x0909090908080808
DATA q4kP0<>+40(SB)/8, $0x0b0b0b0b0a0a0a0a
DATA q4kP0<>+48(SB)/8, $0x0d0d0d0d0c0c0c0c
DATA q4kP0<>+56(SB)/8, $0x0f0f0f0f0e0e0e0e
GLOBL q4kP0<>(SB), RODATA|NOPTR, $64
DATA q4kP1<>+0(SB)/8, $0x1111111110101010
DATA q4kP1<>+8(SB)/8, $0x1313131312121212
DATA q4kP1<>+16(SB)/8, $0x1515151514141414
DATA q4kP1<>+24(SB)/8, $0x1717171716161616
DATA q4kP1<>+32(SB)/8, $0x1919191918181818
DATA q4kP1<>+40(SB)/8, $0x1b1b1b1b1a1a1a1a
DATA q4kP1<>+48(SB)/8, $0x1d1d1d1d1c1c1c1c
DATA q4kP1<>+56(SB)/8, $0x1f1f1f1f1e1e1e1e
GLOBL q4kP1<>(SB), RODATA|NOPTR, $64
DATA q4kP2<>+0(SB)/8, $0x2121212120202020
DATA q4kP2<>+8(SB)/8, $0x2323232322222222
DATA q4kP2<>+16(SB)/8, $0x2525252524242424
DATA q4kP2<>+24(SB)/8, $0x2727272726262626
DATA q4kP2<>+32(SB)/8, $0x2929292928282828
DATA q4kP2<>+40(SB)/8, $0x2b2b2b2b2a2a2a2a
DATA q4kP2<>+48(SB)/8, $0x2d2d2d2d2c2c2c2c
DATA q4kP2<>+56(SB)/8, $0x2f2f2f2f2e2e2e2e
GLOBL q4kP2<>(SB), RODATA|NOPTR, $64
DATA q4kP3<>+0(SB)/8, $0x3131313130303030
DATA q4kP3<>+8(SB)/8, $0x3333333332323232
DATA q4kP3<>+16(SB)/8, $0x3535353534343434
DATA q4kP3<>+24(SB)/8, $0x3737373736363636
DATA q4kP3<>+32(SB)/8, $0x3939393938383838
DATA q4kP3<>+40(SB)/8, $0x3b3b3b3b3a3a3a3a
DATA q4kP3<>+48(SB)/8, $0x3d3d3d3d3c3c3c3c
DATA q4kP3<>+56(SB)/8, $0x3f3f3f3f3e3e3e3e
GLOBL q4kP3<>(SB), RODATA|NOPTR, $64

// Q6_K: VPERMW indices spreading the 16 scale words over four 64-byte
// vectors, one per two 32-element groups: group G's eight dwords are
// (sc_2G, sc_2G) ×4 then (sc_2G+1, sc_2G+1) ×4.
DATA q6kW0<>+0(SB)/8, $0x0000000000000000
DATA q6kW0<>+8(SB)/8, $0x0000000000000000
DATA q6kW0<>+16(SB)/8, $0x0001000100010001
DATA q6kW0<>+24(SB)/8, $0x0001000100010001
DATA q6kW0<>+32(SB)/8, $0x0002000200020002
DATA q6kW0<>+40(SB)/8, $0x0002000200020002
DATA q6kW0<>+48(SB)/8, $0x0003000300030003
DATA q6kW0<>+56(SB)/8, $0x0003000300030003
GLOBL q6kW0<>(SB), RODATA|NOPTR, $64
DATA q6kW1<>+0(SB)/8, $0x0004000400040004
DATA q6kW1<>+8(SB)/8, $0x0004000400040004
DATA q6kW1<>+16(SB)/8, $0x0005000500050005
DATA q6kW1<>+24(SB)/8, $0x0005000500050005
DATA q6kW1<>+32(SB)/8, $0x0006000600060006
DATA q6kW1<>+40(SB)/8, $0x0006000600060006
DATA q6kW1<>+48(SB)/8, $0x0007000700070007
DATA q6kW1<>+56(SB)/8, $0x0007000700070007
GLOBL q6kW1<>(SB), RODATA|NOPTR, $64
DATA q6kW2<>+0(SB)/8, $0x0008000800080008
DATA q6kW2<>+8(SB)/8, $0x0008000800080008
DATA q6kW2<>+16(SB)/8, $0x0009000900090009
DATA q6kW2<>+24(SB)/8, $0x0009000900090009
DATA q6kW2<>+32(SB)/8, $0x000a000a000a000a
DATA q6kW2<>+40(SB)/8, $0x000a000a000a000a
DATA q6kW2<>+48(SB)/8, $0x000b000b000b000b
DATA q6kW2<>+56(SB)/8, $0x000b000b000b000b
GLOBL q6kW2<>(SB), RODATA|NOPTR, $64
DATA q6kW3<>+0(SB)/8, $0x000c000c000c000c
DATA q6kW3<>+8(SB)/8, $0x000c000c000c000c
DATA q6kW3<>+16(SB)/8, $0x000d000d000d000d
DATA q6kW3<>+24(SB)/8, $0x000d000d000d000d
DATA q6kW3<>+32(SB)/8, $0x000e000e000e000e
DATA q6kW3<>+40(SB)/8, $0x000e000e000e000e
DATA q6kW3<>+48(SB)/8, $0x000f000f000f000f
DATA q6kW3<>+56(SB)/8, $0x000f000f000f000f
GLOBL q6kW3<>(SB), RODATA|NOPTR, $64

#define Q8PROLOGUE \
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

#define Q8EPILOGUE \
	MOVQ y+32(FP), R14 \
	HSUM(Y0, X0, 0) \
	HSUM(Y1, X1, 4) \
	HSUM(Y2, X2, 8) \
	HSUM(Y3, X3, 12) \
	VZEROUPPER \
	RET

// PF prefetches the next group (four contiguous rows: its position
// R12 + 4·AX keeps pace with this group's).
#define PFSTART LEAQ (R12)(AX*4), R14
#define PF(off) PREFETCHT1 off(R14)


// ---------------------------------------------------------------------------
// Q4_K (144 bytes: f16 d, f16 dmin, 12 bytes of 6-bit scales and mins, 128
// bytes of nibbles) against Q8K activations (SI codes, DI d, BX the int16
// sums). K4PREP unpacks the four rows' scales and mins at once, a row a
// 128-bit lane (s = the 12 bytes as u0, u1, u2):
//
//	scales 0..3 = u0 & 0x3f..   scales 4..7 = u2 & 0x0f.. | ((u0 >> 6) & 0x03..) << 4
//	mins 0..3   = u1 & 0x3f..   mins 4..7   = (u2 >> 4) & 0x0f.. | ((u1 >> 6) & 0x03..) << 4
//
// and stores row i's sc_j and m_j as word pairs (dwords sc_j·0x10001 at
// sc[16i+j], m_j·0x10001 at sc[16i+8+j]) and float32(d·d_k),
// float32(dmin·d_k) at sc[64+2i], sc[64+2i+1]. Per pair of sub-blocks,
// VPMADDUBSW (nibbles × codes, pairs of products in int16: |·| ≤ 2·15·127)
// then VPDPWSSD with the scale pair accumulate I in int32 (Y24..Y27);
// after the super-block, VPMADDWD of the min pairs with the sums gives M.
// K1 = the even bytes.
#define K4PREP \
	VMOVDQU 0(R8)(AX*1), X6 \
	VINSERTI32X4 $1, 0(R9)(AX*1), Z6, Z6 \
	VINSERTI32X4 $2, 0(R10)(AX*1), Z6, Z6 \
	VINSERTI32X4 $3, 0(R11)(AX*1), Z6, Z6 \
	VPSHUFB Z16, Z6, Z7 \
	VPSRLVW Z17, Z7, Z7 \
	VPANDD Z18, Z7, Z7 \
	VPSHUFB Z19, Z6, Z8 \
	VPSRLW $2, Z8, Z8 \
	VPTERNLOGD $0xF8, Z20, Z8, Z7 \
	VPERMB.Z Z7, Z21, K1, Z8 \
	VMOVDQU64 Z8, 0(R13) \
	VPERMB.Z Z7, Z29, K1, Z8 \
	VMOVDQU64 Z8, 64(R13) \
	VPERMB.Z Z7, Z30, K1, Z8 \
	VMOVDQU64 Z8, 128(R13) \
	VPERMB.Z Z7, Z31, K1, Z8 \
	VMOVDQU64 Z8, 192(R13) \
	VPMOVQD Z6, Y9 \
	VPMOVQD Y9, X9 \
	VCVTPH2PS X9, Y9 \
	VMULPS Y5, Y9, Y9 \
	VMOVUPS Y9, 256(R13) \
	VPXORD Y24, Y24, Y24 \
	VPXORD Y25, Y25, Y25 \
	VPXORD Y26, Y26, Y26 \
	VPXORD Y27, Y27, Y27

// K4PAIR: sub-blocks 2pp (low nibbles) and 2pp+1 (high) of row i; the
// activation codes of the super-block are in registers (LO, HI).
#define K4PAIR(R, i, ACC, pp, LO, HI) \
	VMOVDQU (16+32*pp)(R)(AX*1), Y6 \
	VPSRLW $4, Y6, Y7 \
	VPAND Y15, Y6, Y6 \
	VPAND Y15, Y7, Y7 \
	VPMADDUBSW LO, Y6, Y6 \
	VPMADDUBSW HI, Y7, Y7 \
	VPDPWSSD.BCST (64*i+8*pp)(R13), Y6, ACC \
	VPDPWSSD.BCST (64*i+8*pp+4)(R13), Y7, ACC

#define K4PAIRS(pp, LO, HI) \
	K4PAIR(R8, 0, Y24, pp, LO, HI) \
	K4PAIR(R9, 1, Y25, pp, LO, HI) \
	K4PAIR(R10, 2, Y26, pp, LO, HI) \
	K4PAIR(R11, 3, Y27, pp, LO, HI)

// K4FIN: a += float32(I)·s1;  a −= float32(M)·s2.
#define K4FIN(i, ACC, A) \
	VPMADDWD (64*i+32)(R13), Y4, Y9 \
	VCVTDQ2PS ACC, ACC \
	VMULPS.BCST (256+8*i)(R13), ACC, ACC \
	VADDPS ACC, A, A \
	VCVTDQ2PS Y9, Y9 \
	VMULPS.BCST (256+8*i+4)(R13), Y9, Y9 \
	VSUBPS Y9, A, A

// K4FIN4: Q4_K's one integer I and M a row (q8act.go: the sums of Y24..Y27
// and of the rows' min terms across their lanes, exact) in the lanes of
// X6 and X1, then a_r += float32(float32(I_r)·s1_r), a_r −=
// float32(float32(M_r)·s2_r) in lane r of X0 (Y1..Y3, Y6..Y10 clobbered).
#define K4FIN4 \
	VMOVDQA64 Y24, Y6 \
	VMOVDQA64 Y25, Y7 \
	VMOVDQA64 Y26, Y8 \
	VMOVDQA64 Y27, Y9 \
	VPHADDD Y7, Y6, Y6 \
	VPHADDD Y9, Y8, Y8 \
	VPHADDD Y8, Y6, Y6 \
	VEXTRACTI128 $1, Y6, X7 \
	VPADDD X7, X6, X6 \
	VPMADDWD 32(R13), Y4, Y1 \
	VPMADDWD 96(R13), Y4, Y2 \
	VPMADDWD 160(R13), Y4, Y3 \
	VPMADDWD 224(R13), Y4, Y10 \
	VPHADDD Y2, Y1, Y1 \
	VPHADDD Y10, Y3, Y3 \
	VPHADDD Y3, Y1, Y1 \
	VEXTRACTI128 $1, Y1, X2 \
	VPADDD X2, X1, X1 \
	VMOVUPS 256(R13), Y7 \
	VEXTRACTF128 $1, Y7, X8 \
	VSHUFPS $0x88, X8, X7, X9 \
	VSHUFPS $0xdd, X8, X7, X10 \
	VCVTDQ2PS X6, X6 \
	VMULPS X9, X6, X6 \
	VADDPS X6, X0, X0 \
	VCVTDQ2PS X1, X1 \
	VMULPS X10, X1, X1 \
	VSUBPS X1, X0, X0

// The super-block's activation codes: Y10..Y14, Y22, Y23, Y28.
#define Q8KLOAD \
	VMOVDQU 0(SI), Y10 \
	VMOVDQU 32(SI), Y11 \
	VMOVDQU 64(SI), Y12 \
	VMOVDQU 96(SI), Y13 \
	VMOVDQU 128(SI), Y14 \
	VMOVDQU32 160(SI), Y22 \
	VMOVDQU32 192(SI), Y23 \
	VMOVDQU32 224(SI), Y28
