//go:build amd64 && !purego

#include "textflag.h"

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
// Q8_0 (34 bytes: f16 d, 32 int8): p = Σ (w+128)·q − 128·Σq; Y15 = 0x80
// bytes, Y4 = −128·lane sums, Y5 = d_b.
#define Q80ROW(R, A) \
	VPBROADCASTW 0(R)(AX*1), X6 \
	VCVTPH2PS X6, Y6 \
	VMULPS Y5, Y6, Y6 \
	VPXOR 2(R)(AX*1), Y15, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD (SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

TEXT ·q8dot4Q8_0(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q80done
	VMOVDQU q8b80<>(SB), Y15
q80loop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	VMOVDQU (DX), Y4
	VPSLLD $7, Y4, Y4
	VBROADCASTSS (DI), Y5
	Q80ROW(R8, Y0)
	Q80ROW(R9, Y1)
	Q80ROW(R10, Y2)
	Q80ROW(R11, Y3)
	ADDQ $34, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT q80loop
q80done:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q4_0 (18 bytes: f16 d, 16 bytes of nibbles, low = elements 0..15, high =
// 16..31): the 16 bytes in both halves, the high half shifted by 4, masked:
// p = Σ nib·q − 8·Σq. Y15 = 0x0f bytes, Y14 = shift counts, Y4 = −8·lane
// sums, Y5 = d_b.
#define Q40ROW(R, A) \
	VPBROADCASTW 0(R)(AX*1), X6 \
	VCVTPH2PS X6, Y6 \
	VMULPS Y5, Y6, Y6 \
	VBROADCASTI128 2(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD (SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

TEXT ·q8dot4Q4_0(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q40done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
q40loop:
	PFSTART
	PF(0)
	PF(64)
	VMOVDQU (DX), Y4
	VPSLLD $3, Y4, Y4
	VBROADCASTSS (DI), Y5
	Q40ROW(R8, Y0)
	Q40ROW(R9, Y1)
	Q40ROW(R10, Y2)
	Q40ROW(R11, Y3)
	ADDQ $18, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT q40loop
q40done:
	Q8EPILOGUE

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

TEXT ·q8dot4Q4_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q4kdone
	VMOVDQU q8b0f<>(SB), Y15
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
q4kloop:
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
	VMOVDQU (BX), Y4
	VBROADCASTSS (DI), Y5
	Q8KLOAD
	K4PREP
	K4PAIRS(0, Y10, Y11)
	K4PAIRS(1, Y12, Y13)
	K4PAIRS(2, Y14, Y22)
	K4PAIRS(3, Y23, Y28)
	K4FIN(0, Y24, Y0)
	K4FIN(1, Y25, Y1)
	K4FIN(2, Y26, Y2)
	K4FIN(3, Y27, Y3)
	ADDQ $144, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q4kloop
q4kdone:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q6_K (210 bytes: ql[128], qh[64], int8 scales[16], f16 d) against Q8K
// activations. K6PREP spreads row i's scales as word pairs over sc[64i..]
// (group G's eight dwords at byte 256i + 32G), starts its I at
// −32·(sc_2t·bs_2t + sc_2t+1·bs_2t+1) (VPMADDWD of the scales with the
// sums) and stores float32(d·d_k) at sc[256+i]. Group G = 4n+g (elements
// 32G..32G+31) has its six-bit codes at ql[64n + 32(g&1) + l] (low nibble
// for g < 2, high otherwise) and bits 2g, 2g+1 of qh[32n + l]; VPMADDUBSW
// (codes × activation codes, pairs in int16: |·| ≤ 2·63·127) then VPDPWSSD
// with the group's scale pairs accumulate I in int32 (Y24..Y27).
// Y15 = 0x0f, Y14 = 0x30 bytes, Y12 = 0; Y4 = the sums, Y5 = d_k; the
// super-block's activation codes in Y10, Y11, Y13, Y20..Y23, Y28.
#define K6PREP(R, i, ACC) \
	VPMOVSXBW 192(R)(AX*1), Y6 \
	VPMADDWD Y4, Y6, Y7 \
	VPSLLD $5, Y7, Y7 \
	VPSUBD Y7, Y12, ACC \
	VPERMW Z6, Z16, Z8 \
	VMOVDQU64 Z8, (256*i)(R13) \
	VPERMW Z6, Z17, Z8 \
	VMOVDQU64 Z8, (256*i+64)(R13) \
	VPERMW Z6, Z18, Z8 \
	VMOVDQU64 Z8, (256*i+128)(R13) \
	VPERMW Z6, Z19, Z8 \
	VMOVDQU64 Z8, (256*i+192)(R13) \
	VPBROADCASTW 208(R)(AX*1), X9 \
	VCVTPH2PS X9, X9 \
	VMULPS X5, X9, X9 \
	VMOVSS X9, (1024+4*i)(R13)

// K6DOT: codes in Y9 of group G, row i, activation codes A.
#define K6DOT(i, ACC, G, A) \
	VPMADDUBSW A, Y9, Y9 \
	VPDPWSSD (256*(i)+32*(G))(R13), Y9, ACC

// K6HALF: the four groups of half n of row i (ql in Y6, Y7, qh in Y8).
#define K6HALF(R, i, ACC, n, A0, A1, A2, A3) \
	VMOVDQU (64*n)(R)(AX*1), Y6 \
	VMOVDQU (64*n+32)(R)(AX*1), Y7 \
	VMOVDQU (128+32*n)(R)(AX*1), Y8 \
	VPAND Y15, Y6, Y9 \
	VPSLLW $4, Y8, Y29 \
	VPTERNLOGD $0xF8, Y14, Y29, Y9 \
	K6DOT(i, ACC, (4*n), A0) \
	VPAND Y15, Y7, Y9 \
	VPSLLW $2, Y8, Y29 \
	VPTERNLOGD $0xF8, Y14, Y29, Y9 \
	K6DOT(i, ACC, (4*n+1), A1) \
	VPSRLW $4, Y6, Y9 \
	VPAND Y15, Y9, Y9 \
	VPTERNLOGD $0xF8, Y14, Y8, Y9 \
	K6DOT(i, ACC, (4*n+2), A2) \
	VPSRLW $4, Y7, Y9 \
	VPAND Y15, Y9, Y9 \
	VPSRLW $2, Y8, Y29 \
	VPTERNLOGD $0xF8, Y14, Y29, Y9 \
	K6DOT(i, ACC, (4*n+3), A3)

#define K6HALVES(n, A0, A1, A2, A3) \
	K6HALF(R8, 0, Y24, n, A0, A1, A2, A3) \
	K6HALF(R9, 1, Y25, n, A0, A1, A2, A3) \
	K6HALF(R10, 2, Y26, n, A0, A1, A2, A3) \
	K6HALF(R11, 3, Y27, n, A0, A1, A2, A3)

// K6FIN: a += float32(I)·s.
#define K6FIN(i, ACC, A) \
	VCVTDQ2PS ACC, ACC \
	VMULPS.BCST (1024+4*i)(R13), ACC, ACC \
	VADDPS ACC, A, A

TEXT ·q8dot4Q6_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q6kdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8b30<>(SB), Y14
	VPXOR Y12, Y12, Y12
	VMOVDQU64 q6kW0<>(SB), Z16
	VMOVDQU64 q6kW1<>(SB), Z17
	VMOVDQU64 q6kW2<>(SB), Z18
	VMOVDQU64 q6kW3<>(SB), Z19
q6kloop:
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
	PF(704)
	PF(768)
	PF(832)
	VMOVDQU (BX), Y4
	VBROADCASTSS (DI), Y5
	VMOVDQU 0(SI), Y10
	VMOVDQU 32(SI), Y11
	VMOVDQU 64(SI), Y13
	VMOVDQU32 96(SI), Y20
	VMOVDQU32 128(SI), Y21
	VMOVDQU32 160(SI), Y22
	VMOVDQU32 192(SI), Y23
	VMOVDQU32 224(SI), Y28
	K6PREP(R8, 0, Y24)
	K6PREP(R9, 1, Y25)
	K6PREP(R10, 2, Y26)
	K6PREP(R11, 3, Y27)
	K6HALVES(0, Y10, Y11, Y13, Y20)
	K6HALVES(1, Y21, Y22, Y23, Y28)
	K6FIN(0, Y24, Y0)
	K6FIN(1, Y25, Y1)
	K6FIN(2, Y26, Y2)
	K6FIN(3, Y27, Y3)
	ADDQ $210, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q6kloop
q6kdone:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// The code-book types. IQ4_NL (18 bytes: f16 d, 16 bytes of nibbles, low =
// elements 0..15, high = 16..31) and MXFP4 (17 bytes: e8m0 exponent, the
// same nibbles) against Q8Act activations, as Q8_0: the code book plus 128
// as unsigned bytes (VPSHUFB of the nibbles), p = Σ (c+128)·q − 128·Σq.
// IQ4_XS (136 bytes: f16 d, u16 scales_h, scales_l[4], eight sub-blocks of
// 16 bytes of nibbles) against Q8K activations: VPMADDUBSW of |c| with
// q·sign c (pairs in int16: |·| ≤ 2·127·127), then VPDPWSSD with the
// sub-block's scale ls − 32 as a word pair (IQ4XSPREP, 32 bytes a row at
// sc) sum the super-block in int32.
DATA q8kvnlu<>+0(SB)/8, $0x766a5d4f3f2d1801
DATA q8kvnlu<>+8(SB)/8, $0xf1d9c5b5a6998d81
DATA q8kvnlu<>+16(SB)/8, $0x766a5d4f3f2d1801
DATA q8kvnlu<>+24(SB)/8, $0xf1d9c5b5a6998d81
GLOBL q8kvnlu<>(SB), RODATA|NOPTR, $32

DATA q8kvmxu<>+0(SB)/8, $0x8c88868483828180
DATA q8kvmxu<>+8(SB)/8, $0x74787a7c7d7e7f80
DATA q8kvmxu<>+16(SB)/8, $0x8c88868483828180
DATA q8kvmxu<>+24(SB)/8, $0x74787a7c7d7e7f80
GLOBL q8kvmxu<>(SB), RODATA|NOPTR, $32

DATA q8kvnl<>+0(SB)/8, $0xf6eaddcfbfad9881
DATA q8kvnl<>+8(SB)/8, $0x7159453526190d01
DATA q8kvnl<>+16(SB)/8, $0xf6eaddcfbfad9881
DATA q8kvnl<>+24(SB)/8, $0x7159453526190d01
GLOBL q8kvnl<>(SB), RODATA|NOPTR, $32

// IQ4_XS scale unpacking: dword j of the broadcast scales_l shifted by 4j
// and masked to 15, of the broadcast scales_h by 2j and masked to 3 (then
// shifted to bits 4, 5); the words of 32 to take off.
DATA q8xsl<>+0(SB)/8, $0x0000000400000000
DATA q8xsl<>+8(SB)/8, $0x0000000c00000008
DATA q8xsl<>+16(SB)/8, $0x0000001400000010
DATA q8xsl<>+24(SB)/8, $0x0000001c00000018
GLOBL q8xsl<>(SB), RODATA|NOPTR, $32

DATA q8xsh<>+0(SB)/8, $0x0000000200000000
DATA q8xsh<>+8(SB)/8, $0x0000000600000004
DATA q8xsh<>+16(SB)/8, $0x0000000a00000008
DATA q8xsh<>+24(SB)/8, $0x0000000e0000000c
GLOBL q8xsh<>(SB), RODATA|NOPTR, $32

DATA q8xm0f<>+0(SB)/8, $0x0000000f0000000f
DATA q8xm0f<>+8(SB)/8, $0x0000000f0000000f
DATA q8xm0f<>+16(SB)/8, $0x0000000f0000000f
DATA q8xm0f<>+24(SB)/8, $0x0000000f0000000f
GLOBL q8xm0f<>(SB), RODATA|NOPTR, $32

DATA q8xm03<>+0(SB)/8, $0x0000000300000003
DATA q8xm03<>+8(SB)/8, $0x0000000300000003
DATA q8xm03<>+16(SB)/8, $0x0000000300000003
DATA q8xm03<>+24(SB)/8, $0x0000000300000003
GLOBL q8xm03<>(SB), RODATA|NOPTR, $32

DATA q8xw32<>+0(SB)/8, $0x0020002000200020
DATA q8xw32<>+8(SB)/8, $0x0020002000200020
DATA q8xw32<>+16(SB)/8, $0x0020002000200020
DATA q8xw32<>+24(SB)/8, $0x0020002000200020
GLOBL q8xw32<>(SB), RODATA|NOPTR, $32

// CBROW: one row's block: scale SCALE(R) into Y6 (times d_b, Y5), the
// nibbles at OFF in both halves (Y14 shift counts, Y15 = 0x0f), the code
// book plus 128 from Y13, VPDPBUSD onto Y4 = −128·lane sums.
#define CBROW(R, A, OFF, SCALE) \
	SCALE(R) \
	VBROADCASTI128 OFF(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VPSHUFB Y7, Y13, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD (SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

// F16S: Y6 = float32(d · d_b) of an f16 d at 0(R).
#define F16S(R) \
	VPBROADCASTW 0(R)(AX*1), X6 \
	VCVTPH2PS X6, Y6 \
	VMULPS Y5, Y6, Y6

// E8M0S: Y6 = float32(2^(e−128) · d_b) of the exponent byte at 0(R),
// 2^(e−128) from the table q8E8M0 (BX).
#define E8M0S(R) \
	MOVBLZX 0(R)(AX*1), CX \
	VBROADCASTSS (BX)(CX*4), Y6 \
	VMULPS Y5, Y6, Y6

TEXT ·q8dot4IQ4_NL(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE iq4nldone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8kvnlu<>(SB), Y13
iq4nlloop:
	PFSTART
	PF(0)
	PF(64)
	VMOVDQU (DX), Y4
	VPSLLD $7, Y4, Y4
	VBROADCASTSS (DI), Y5
	CBROW(R8, Y0, 2, F16S)
	CBROW(R9, Y1, 2, F16S)
	CBROW(R10, Y2, 2, F16S)
	CBROW(R11, Y3, 2, F16S)
	ADDQ $18, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT iq4nlloop
iq4nldone:
	Q8EPILOGUE

TEXT ·q8dot4MXFP4(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE mxfp4done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8kvmxu<>(SB), Y13
	LEAQ ·q8E8M0(SB), BX
mxfp4loop:
	PFSTART
	PF(0)
	PF(64)
	VMOVDQU (DX), Y4
	VPSLLD $7, Y4, Y4
	VBROADCASTSS (DI), Y5
	CBROW(R8, Y0, 1, E8M0S)
	CBROW(R9, Y1, 1, E8M0S)
	CBROW(R10, Y2, 1, E8M0S)
	CBROW(R11, Y3, 1, E8M0S)
	ADDQ $17, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT mxfp4loop
mxfp4done:
	Q8EPILOGUE

// IQ4XSPREP: row R's eight scales ls_j − 32 as word pairs at 0(R13) and
// float32(d · d_k) in X10 (Y5 = d_k).
#define IQ4XSPREP(R) \
	VPBROADCASTD 4(R)(AX*1), Y6 \
	VPSRLVD q8xsl<>(SB), Y6, Y6 \
	VPAND q8xm0f<>(SB), Y6, Y6 \
	VPBROADCASTW 2(R)(AX*1), Y7 \
	VPSRLVD q8xsh<>(SB), Y7, Y7 \
	VPAND q8xm03<>(SB), Y7, Y7 \
	VPSLLD $4, Y7, Y7 \
	VPOR Y7, Y6, Y6 \
	VPSLLD $16, Y6, Y7 \
	VPOR Y7, Y6, Y6 \
	VPSUBW q8xw32<>(SB), Y6, Y6 \
	VMOVDQU Y6, 0(R13) \
	VPBROADCASTW 0(R)(AX*1), X10 \
	VCVTPH2PS X10, X10 \
	VMULSS X5, X10, X10

// IQ4XSSUB: sub-block j of row R into Y9 (Y13 = the code book).
#define IQ4XSSUB(R, j) \
	VBROADCASTI128 (8+16*j)(R)(AX*1), Y6 \
	VPSRLVW Y14, Y6, Y6 \
	VPAND Y15, Y6, Y6 \
	VPSHUFB Y6, Y13, Y6 \
	VMOVDQU (32*j)(SI), Y8 \
	VPSIGNB Y6, Y8, Y8 \
	VPABSB Y6, Y6 \
	VPMADDUBSW Y8, Y6, Y6 \
	VPDPWSSD.BCST (4*j)(R13), Y6, Y9

// IQ4XSROW: a += float32(float32(I) · float32(d · d_k)).
#define IQ4XSROW(R, A) \
	IQ4XSPREP(R) \
	VPXOR Y9, Y9, Y9 \
	IQ4XSSUB(R, 0) \
	IQ4XSSUB(R, 1) \
	IQ4XSSUB(R, 2) \
	IQ4XSSUB(R, 3) \
	IQ4XSSUB(R, 4) \
	IQ4XSSUB(R, 5) \
	IQ4XSSUB(R, 6) \
	IQ4XSSUB(R, 7) \
	VCVTDQ2PS Y9, Y9 \
	VBROADCASTSS X10, Y10 \
	VMULPS Y10, Y9, Y9 \
	VADDPS Y9, A, A

TEXT ·q8dot4IQ4_XS(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE iq4xsdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8kvnl<>(SB), Y13
iq4xsloop:
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
	VBROADCASTSS (DI), Y5
	IQ4XSROW(R8, Y0)
	IQ4XSROW(R9, Y1)
	IQ4XSROW(R10, Y2)
	IQ4XSROW(R11, Y3)
	ADDQ $136, AX
	ADDQ $256, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT iq4xsloop
iq4xsdone:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q4_1 (20 bytes: f16 d, f16 m, 16 bytes of nibbles, low = elements 0..15,
// high = 16..31): p = Σ nib·q per block, as Q4_0 without the offset; the
// mins through the activation block sums s: X11 accumulates the four
// rows' float32(m · s_b), added to the rows' sums at the end (Q41MIN, with
// Y5 = d_b and s_b at (BX)).
#define Q41ROW(R, A) \
	VPBROADCASTW 0(R)(AX*1), X6 \
	VCVTPH2PS X6, Y6 \
	VMULPS Y5, Y6, Y6 \
	VBROADCASTI128 4(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VPXOR Y8, Y8, Y8 \
	VPDPBUSD (SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

#define Q41MIN \
	MOVWLZX 2(R8)(AX*1), CX \
	MOVL CX, X9 \
	VPINSRW $1, 2(R9)(AX*1), X9, X9 \
	VPINSRW $2, 2(R10)(AX*1), X9, X9 \
	VPINSRW $3, 2(R11)(AX*1), X9, X9 \
	VCVTPH2PS X9, X9 \
	VBROADCASTSS (BX), X10 \
	VMULPS X10, X9, X9 \
	VADDPS X9, X11, X11

// Q41EPILOGUE: y = the rows' lane sums + their min terms.
#define Q41EPILOGUE \
	MOVQ y+32(FP), R14 \
	HSUM(Y0, X0, 0) \
	HSUM(Y1, X1, 4) \
	HSUM(Y2, X2, 8) \
	HSUM(Y3, X3, 12) \
	VMOVUPS 0(R14), X0 \
	VADDPS X11, X0, X0 \
	VMOVUPS X0, 0(R14) \
	VZEROUPPER \
	RET

TEXT ·q8dot4Q4_1(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	VXORPS X11, X11, X11
	JGE q41done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
q41loop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	Q41ROW(R8, Y0)
	Q41ROW(R9, Y1)
	Q41ROW(R10, Y2)
	Q41ROW(R11, Y3)
	Q41MIN
	ADDQ $20, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, BX
	CMPQ AX, end+16(FP)
	JLT q41loop
q41done:
	Q41EPILOGUE

// ---------------------------------------------------------------------------
// Q5_0 (22 bytes: f16 d, u32 qh (bit j: the fifth bit of element j), 16
// bytes of nibbles): as Q4_0 with the fifth bits (KMOVD of qh, 0x10 under
// the mask) ORed in and the offset −16: Y4 = −16·lane sums, Y13 = 0x10.
#define Q50ROW(R, A) \
	F16S(R) \
	VBROADCASTI128 6(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	KMOVD 2(R)(AX*1), K2 \
	VMOVDQU8.Z Y13, K2, Y9 \
	VPOR Y9, Y7, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD (SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

DATA q8b10<>+0(SB)/8, $0x1010101010101010
DATA q8b10<>+8(SB)/8, $0x1010101010101010
DATA q8b10<>+16(SB)/8, $0x1010101010101010
DATA q8b10<>+24(SB)/8, $0x1010101010101010
GLOBL q8b10<>(SB), RODATA|NOPTR, $32

TEXT ·q8dot4Q5_0(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q50done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8b10<>(SB), Y13
q50loop:
	PFSTART
	PF(0)
	PF(64)
	VMOVDQU (DX), Y4
	VPSLLD $4, Y4, Y4
	VBROADCASTSS (DI), Y5
	Q50ROW(R8, Y0)
	Q50ROW(R9, Y1)
	Q50ROW(R10, Y2)
	Q50ROW(R11, Y3)
	ADDQ $22, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT q50loop
q50done:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q5_1 (24 bytes: f16 d, f16 m, u32 qh, 16 bytes of nibbles): Q5_0's codes
// without the offset, Q4_1's mins (X11, Q41MIN).
#define Q51ROW(R, A) \
	F16S(R) \
	VBROADCASTI128 8(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	KMOVD 4(R)(AX*1), K2 \
	VMOVDQU8.Z Y13, K2, Y9 \
	VPOR Y9, Y7, Y7 \
	VPXOR Y8, Y8, Y8 \
	VPDPBUSD (SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

TEXT ·q8dot4Q5_1(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	VXORPS X11, X11, X11
	JGE q51done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8b10<>(SB), Y13
q51loop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	Q51ROW(R8, Y0)
	Q51ROW(R9, Y1)
	Q51ROW(R10, Y2)
	Q51ROW(R11, Y3)
	Q41MIN
	ADDQ $24, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, BX
	CMPQ AX, end+16(FP)
	JLT q51loop
q51done:
	Q41EPILOGUE
