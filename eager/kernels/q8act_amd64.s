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

// Q6_K scale-pair indices: group g takes lanes 2g (×4) and 2g+1 (×4) of
// its half's eight d·scale.
DATA q8k6i<>+0(SB)/8, $0x0000000000000000
DATA q8k6i<>+8(SB)/8, $0x0000000000000000
DATA q8k6i<>+16(SB)/8, $0x0000000100000001
DATA q8k6i<>+24(SB)/8, $0x0000000100000001
DATA q8k6i<>+32(SB)/8, $0x0000000200000002
DATA q8k6i<>+40(SB)/8, $0x0000000200000002
DATA q8k6i<>+48(SB)/8, $0x0000000300000003
DATA q8k6i<>+56(SB)/8, $0x0000000300000003
DATA q8k6i<>+64(SB)/8, $0x0000000400000004
DATA q8k6i<>+72(SB)/8, $0x0000000400000004
DATA q8k6i<>+80(SB)/8, $0x0000000500000005
DATA q8k6i<>+88(SB)/8, $0x0000000500000005
DATA q8k6i<>+96(SB)/8, $0x0000000600000006
DATA q8k6i<>+104(SB)/8, $0x0000000600000006
DATA q8k6i<>+112(SB)/8, $0x0000000700000007
DATA q8k6i<>+120(SB)/8, $0x0000000700000007
GLOBL q8k6i<>(SB), RODATA|NOPTR, $128

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
// bytes of nibbles). K4PREP unpacks row i's scales and mins with integer
// code (s = the 12 bytes as u0, u1, u2):
//
//	scales 0..3 = u0 & 0x3f..   scales 4..7 = u2 & 0x0f.. | ((u0 >> 6) & 0x03..) << 4
//	mins 0..3   = u1 & 0x3f..   mins 4..7   = (u2 >> 4) & 0x0f.. | ((u1 >> 6) & 0x03..) << 4
//
// stores s_j = float32(d·sc_j)·d_b at sc[8i+j] and keeps the min terms
// float32(dmin·m_j)·s_b in T. DX, CX, R14, R15 are temporaries.
#define K4PREP(R, i, T) \
	MOVL 12(R)(AX*1), DX \
	MOVL DX, CX \
	ANDL $0x0f0f0f0f, DX \
	SHRL $4, CX \
	ANDL $0x0f0f0f0f, CX \
	MOVL 4(R)(AX*1), R14 \
	SHRL $6, R14 \
	ANDL $0x03030303, R14 \
	SHLL $4, R14 \
	ORL R14, DX \
	MOVL 8(R)(AX*1), R14 \
	SHRL $6, R14 \
	ANDL $0x03030303, R14 \
	SHLL $4, R14 \
	ORL R14, CX \
	MOVL 4(R)(AX*1), R14 \
	ANDL $0x3f3f3f3f, R14 \
	MOVL 8(R)(AX*1), R15 \
	ANDL $0x3f3f3f3f, R15 \
	SHLQ $32, DX \
	ORQ R14, DX \
	SHLQ $32, CX \
	ORQ R15, CX \
	VMOVQ DX, X9 \
	VPMOVZXBD X9, Y9 \
	VCVTDQ2PS Y9, Y9 \
	VPBROADCASTW 0(R)(AX*1), X10 \
	VCVTPH2PS X10, Y10 \
	VMULPS Y10, Y9, Y9 \
	VMULPS (DI), Y9, Y9 \
	VMOVUPS Y9, (i*32)(R13) \
	VMOVQ CX, X11 \
	VPMOVZXBD X11, Y11 \
	VCVTDQ2PS Y11, Y11 \
	VPBROADCASTW 2(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VMULPS Y12, Y11, Y11 \
	VMULPS (BX), Y11, T

// K4PAIR: sub-blocks 2pp (low nibbles) and 2pp+1 (high) of row i.
#define K4PAIR(R, A, i, pp) \
	VMOVDQU (16+32*pp)(R)(AX*1), Y6 \
	VPAND Y15, Y6, Y7 \
	VPSRLW $4, Y6, Y6 \
	VPAND Y15, Y6, Y6 \
	VPXOR Y8, Y8, Y8 \
	VPDPBUSD (64*pp)(SI), Y7, Y8 \
	VPXOR Y9, Y9, Y9 \
	VPDPBUSD (64*pp+32)(SI), Y6, Y9 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS.BCST (i*32+8*pp)(R13), Y8, Y8 \
	VADDPS Y8, A, A \
	VCVTDQ2PS Y9, Y9 \
	VMULPS.BCST (i*32+8*pp+4)(R13), Y9, Y9 \
	VADDPS Y9, A, A

#define K4PAIRS(pp) \
	K4PAIR(R8, Y0, 0, pp) \
	K4PAIR(R9, Y1, 1, pp) \
	K4PAIR(R10, Y2, 2, pp) \
	K4PAIR(R11, Y3, 3, pp)

TEXT ·q8dot4Q4_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q4kdone
	VMOVDQU q8b0f<>(SB), Y15
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
	K4PREP(R8, 0, Y20)
	K4PREP(R9, 1, Y21)
	K4PREP(R10, 2, Y22)
	K4PREP(R11, 3, Y23)
	K4PAIRS(0)
	K4PAIRS(1)
	K4PAIRS(2)
	K4PAIRS(3)
	VSUBPS Y20, Y0, Y0
	VSUBPS Y21, Y1, Y1
	VSUBPS Y22, Y2, Y2
	VSUBPS Y23, Y3, Y3
	ADDQ $144, AX
	ADDQ $256, SI
	ADDQ $32, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q4kloop
q4kdone:
	Q8EPILOGUE

// ---------------------------------------------------------------------------
// Q6_K (210 bytes: ql[128], qh[64], int8 scales[16], f16 d). K6PREP keeps
// row i's d·scale (float32(d·sc)) in two vectors: scales 0..7 (half 0) and
// 8..15 (half 1). Group G = 4n+g (elements 32G..32G+31) has its six-bit
// codes at ql[64n + 32(g&1) + l] (low nibble for g < 2, high otherwise)
// and bits 2g, 2g+1 of qh[32n + l]; p = Σ code·q − 32·Σq; its lanes 0..3
// take scale 2g of the half, 4..7 scale 2g+1 (VPERMPS by Y16+g).
// Y15 = 0x0f, Y14 = 0x30 bytes; Y4 = −32·lane sums, Y5 = d_b of the group.
#define K6PREP(R, LO, HI) \
	VPBROADCASTW 208(R)(AX*1), X10 \
	VCVTPH2PS X10, Y10 \
	VPMOVSXBD 192(R)(AX*1), Y11 \
	VCVTDQ2PS Y11, Y11 \
	VMULPS Y10, Y11, LO \
	VPMOVSXBD 200(R)(AX*1), Y11 \
	VCVTDQ2PS Y11, Y11 \
	VMULPS Y10, Y11, HI

// The group's codes of row R into Y7, by g.
#define K6CODES0(R, n) \
	VMOVDQU (64*n)(R)(AX*1), Y7 \
	VPAND Y15, Y7, Y7 \
	VMOVDQU (128+32*n)(R)(AX*1), Y6 \
	VPSLLW $4, Y6, Y6 \
	VPAND Y14, Y6, Y6 \
	VPOR Y6, Y7, Y7

#define K6CODES1(R, n) \
	VMOVDQU (64*n+32)(R)(AX*1), Y7 \
	VPAND Y15, Y7, Y7 \
	VMOVDQU (128+32*n)(R)(AX*1), Y6 \
	VPSLLW $2, Y6, Y6 \
	VPAND Y14, Y6, Y6 \
	VPOR Y6, Y7, Y7

#define K6CODES2(R, n) \
	VMOVDQU (64*n)(R)(AX*1), Y7 \
	VPSRLW $4, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VPAND (128+32*n)(R)(AX*1), Y14, Y6 \
	VPOR Y6, Y7, Y7

#define K6CODES3(R, n) \
	VMOVDQU (64*n+32)(R)(AX*1), Y7 \
	VPSRLW $4, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VMOVDQU (128+32*n)(R)(AX*1), Y6 \
	VPSRLW $2, Y6, Y6 \
	VPAND Y14, Y6, Y6 \
	VPOR Y6, Y7, Y7

#define K6ROW(R, A, CODES, n, G, IDX, DS) \
	CODES(R, n) \
	VMOVDQA Y4, Y8 \
	VPDPBUSD (32*G)(SI), Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VPERMPS DS, IDX, Y9 \
	VMULPS Y5, Y9, Y9 \
	VMULPS Y9, Y8, Y8 \
	VADDPS Y8, A, A

#define K6GROUP(CODES, n, G, IDX, D0, D1, D2, D3) \
	VMOVDQU (32*G)(DX), Y4 \
	VPSLLD $5, Y4, Y4 \
	VBROADCASTSS (4*G)(DI), Y5 \
	K6ROW(R8, Y0, CODES, n, G, IDX, D0) \
	K6ROW(R9, Y1, CODES, n, G, IDX, D1) \
	K6ROW(R10, Y2, CODES, n, G, IDX, D2) \
	K6ROW(R11, Y3, CODES, n, G, IDX, D3)

TEXT ·q8dot4Q6_K(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE q6kdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8b30<>(SB), Y14
	VMOVDQU32 q8k6i<>+0(SB), Y16
	VMOVDQU32 q8k6i<>+32(SB), Y17
	VMOVDQU32 q8k6i<>+64(SB), Y18
	VMOVDQU32 q8k6i<>+96(SB), Y19
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
	K6PREP(R8, Y24, Y25)
	K6PREP(R9, Y26, Y27)
	K6PREP(R10, Y28, Y29)
	K6PREP(R11, Y30, Y31)
	K6GROUP(K6CODES0, 0, 0, Y16, Y24, Y26, Y28, Y30)
	K6GROUP(K6CODES1, 0, 1, Y17, Y24, Y26, Y28, Y30)
	K6GROUP(K6CODES2, 0, 2, Y18, Y24, Y26, Y28, Y30)
	K6GROUP(K6CODES3, 0, 3, Y19, Y24, Y26, Y28, Y30)
	K6GROUP(K6CODES0, 1, 4, Y16, Y25, Y27, Y29, Y31)
	K6GROUP(K6CODES1, 1, 5, Y17, Y25, Y27, Y29, Y31)
	K6GROUP(K6CODES2, 1, 6, Y18, Y25, Y27, Y29, Y31)
	K6GROUP(K6CODES3, 1, 7, Y19, Y25, Y27, Y29, Y31)
	ADDQ $210, AX
	ADDQ $256, SI
	ADDQ $32, DI
	ADDQ $256, DX
	CMPQ AX, end+16(FP)
	JLT q6kloop
q6kdone:
	Q8EPILOGUE
