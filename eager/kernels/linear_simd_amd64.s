//go:build amd64 && !purego

#include "textflag.h"

// AVX2 + F16C Linear kernels (see linear_simd_amd64.go). Every kernel keeps
// the 32-chunk order of Dot exactly: a chunk of 32 elements is four 8-lane
// vectors; lane j sums its four products in order (mul, then add: no FMA);
// the lanes of a chunk are reduced by the tree
//
//	((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
//
// and the chunk sums are added in chunk order to a +0 accumulator. The tree
// is evaluated for eight dot products at once (TREE1..TREE3 below): the
// eight chunk sums come out as the eight lanes of one vector, which is
// added to the vector of the eight accumulators. Nothing scalar runs inside
// a loop.
//
// Register conventions of the matvec8 kernels (eight weight rows, one
// activation row):
//
//	R8..R15  the eight row pointers (row i at base + offs[i])
//	AX       byte offset of the current block inside each row
//	BX       activation pointer of the current chunk
//	Y0..Y3   the current activation chunk
//	Y4       the eight accumulators
//	Y5, Y8   tree partials;  Y6, Y7  the lane vectors of a row pair
//	Y9..Y14  temporaries;   Y15     a constant of the kernel
//
// Rows are paired (0,4), (1,5), (2,6), (3,7) so that the tree leaves the
// eight sums in row order.

DATA nib0f<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nib0f<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nib0f<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nib0f<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL nib0f<>(SB), RODATA|NOPTR, $32

DATA byte30<>+0(SB)/8, $0x3030303030303030
DATA byte30<>+8(SB)/8, $0x3030303030303030
DATA byte30<>+16(SB)/8, $0x3030303030303030
DATA byte30<>+24(SB)/8, $0x3030303030303030
GLOBL byte30<>(SB), RODATA|NOPTR, $32

DATA byte20<>+0(SB)/8, $0x2020202020202020
DATA byte20<>+8(SB)/8, $0x2020202020202020
DATA byte20<>+16(SB)/8, $0x2020202020202020
DATA byte20<>+24(SB)/8, $0x2020202020202020
GLOBL byte20<>(SB), RODATA|NOPTR, $32

DATA dword8<>+0(SB)/8, $0x0000000800000008
DATA dword8<>+8(SB)/8, $0x0000000800000008
DATA dword8<>+16(SB)/8, $0x0000000800000008
DATA dword8<>+24(SB)/8, $0x0000000800000008
GLOBL dword8<>(SB), RODATA|NOPTR, $32

// Q4_K scale unpacking (see matvec8Q4_K).
DATA k4shuf<>+0(SB)/8, $0x0b0a090803020100
DATA k4shuf<>+8(SB)/8, $0x0b0a090803020100
GLOBL k4shuf<>(SB), RODATA|NOPTR, $16

DATA k4msc<>+0(SB)/8, $0x0000003f0000003f
DATA k4msc<>+8(SB)/8, $0x0000003f0000003f
DATA k4msc<>+16(SB)/8, $0x0000000f0000000f
DATA k4msc<>+24(SB)/8, $0x0000000f0000000f
GLOBL k4msc<>(SB), RODATA|NOPTR, $32

DATA k4mhi<>+0(SB)/8, $0x0000000000000000
DATA k4mhi<>+8(SB)/8, $0x0000000000000000
DATA k4mhi<>+16(SB)/8, $0x000000c0000000c0
DATA k4mhi<>+24(SB)/8, $0x000000c0000000c0
GLOBL k4mhi<>(SB), RODATA|NOPTR, $32

DATA k4shm<>+0(SB)/8, $0x0000000000000000
DATA k4shm<>+8(SB)/8, $0x0000000000000000
DATA k4shm<>+16(SB)/8, $0x0000000400000004
DATA k4shm<>+24(SB)/8, $0x0000000400000004
GLOBL k4shm<>(SB), RODATA|NOPTR, $32

DATA dword3f<>+0(SB)/8, $0x0000003f0000003f
DATA dword3f<>+8(SB)/8, $0x0000003f0000003f
DATA dword3f<>+16(SB)/8, $0x0000003f0000003f
DATA dword3f<>+24(SB)/8, $0x0000003f0000003f
GLOBL dword3f<>(SB), RODATA|NOPTR, $32

DATA dword0f<>+0(SB)/8, $0x0000000f0000000f
DATA dword0f<>+8(SB)/8, $0x0000000f0000000f
DATA dword0f<>+16(SB)/8, $0x0000000f0000000f
DATA dword0f<>+24(SB)/8, $0x0000000f0000000f
GLOBL dword0f<>(SB), RODATA|NOPTR, $32

// ---------------------------------------------------------------------------
// Shared pieces.

// The eight row pointers: R8..R15 = base + offs[0..7].
#define LOADROWS \
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
	MOVQ 32(SI), R12 \
	ADDQ DI, R12 \
	MOVQ 40(SI), R13 \
	ADDQ DI, R13 \
	MOVQ 48(SI), R14 \
	ADDQ DI, R14 \
	MOVQ 56(SI), R15 \
	ADDQ DI, R15

// TREE1: P = [a.lo + a.hi | b.lo + b.hi], i.e. (l0+l4, l1+l5, l2+l6, l3+l7)
// of a, then of b.
#define TREE1(a, b, P) \
	VPERM2F128 $0x20, b, a, Y10 \
	VPERM2F128 $0x31, b, a, Y11 \
	VADDPS Y11, Y10, P

// TREE2: from P = (a | b) and Q = (c | d): (a04+a26, a15+a37, c.., c.. | b.., d..).
#define TREE2(P, Q, D) \
	VSHUFPS $0x44, Q, P, Y10 \
	VSHUFPS $0xee, Q, P, Y11 \
	VADDPS Y11, Y10, D

// TREE3: the eight chunk sums of two TREE2 results.
#define TREE3(P, Q, D) \
	VSHUFPS $0x88, Q, P, Y10 \
	VSHUFPS $0xdd, Q, P, Y11 \
	VADDPS Y11, Y10, D

// EIGHTROWS runs ROW(ptr, lane vector, row index) over the eight rows and
// adds the eight chunk sums to Y4.
#define EIGHTROWS(ROW) \
	ROW(R8, Y6, 0) \
	ROW(R12, Y7, 4) \
	TREE1(Y6, Y7, Y5) \
	ROW(R9, Y6, 1) \
	ROW(R13, Y7, 5) \
	TREE1(Y6, Y7, Y8) \
	TREE2(Y5, Y8, Y5) \
	ROW(R10, Y6, 2) \
	ROW(R14, Y7, 6) \
	TREE1(Y6, Y7, Y8) \
	ROW(R11, Y6, 3) \
	ROW(R15, Y7, 7) \
	TREE1(Y6, Y7, Y9) \
	TREE2(Y8, Y9, Y8) \
	TREE3(Y5, Y8, Y5) \
	VADDPS Y5, Y4, Y4

#define LOADX \
	VMOVUPS 0(BX), Y0 \
	VMOVUPS 32(BX), Y1 \
	VMOVUPS 64(BX), Y2 \
	VMOVUPS 96(BX), Y3

#define PROLOGUE \
	LOADROWS \
	MOVQ x+32(FP), BX \
	XORQ AX, AX \
	VXORPS Y4, Y4, Y4 \
	CMPQ AX, end+24(FP)

#define EPILOGUE \
	MOVQ y+40(FP), DI \
	VMOVUPS Y4, (DI) \
	VZEROUPPER \
	RET

// ---------------------------------------------------------------------------
// matvec8 kernels: func(base unsafe.Pointer, offs *[8]int, stride, end int,
// x *float32, y *[8]float32, sc *[128]float32). Row i's blocks are at
// base + offs[i] + k·stride for k·stride < end; y[i] = Σ over them.

// F32: a "block" is one chunk of 32 floats (stride 128).
#define F32ROW(R, L, i) \
	VMULPS 0(R)(AX*1), Y0, L \
	VMULPS 32(R)(AX*1), Y1, Y12 \
	VADDPS Y12, L, L \
	VMULPS 64(R)(AX*1), Y2, Y13 \
	VADDPS Y13, L, L \
	VMULPS 96(R)(AX*1), Y3, Y14 \
	VADDPS Y14, L, L

TEXT ·matvec8F32(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE f32done
f32loop:
	LOADX
	EIGHTROWS(F32ROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT f32loop
f32done:
	EPILOGUE

// F16: one chunk of 32 halves (stride 64); VCVTPH2PS is exact.
#define F16ROW(R, L, i) \
	VCVTPH2PS 0(R)(AX*1), Y12 \
	VMULPS Y0, Y12, L \
	VCVTPH2PS 16(R)(AX*1), Y13 \
	VMULPS Y1, Y13, Y13 \
	VADDPS Y13, L, L \
	VCVTPH2PS 32(R)(AX*1), Y12 \
	VMULPS Y2, Y12, Y12 \
	VADDPS Y12, L, L \
	VCVTPH2PS 48(R)(AX*1), Y13 \
	VMULPS Y3, Y13, Y13 \
	VADDPS Y13, L, L

TEXT ·matvec8F16(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE f16done
f16loop:
	LOADX
	EIGHTROWS(F16ROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT f16loop
f16done:
	EPILOGUE

// BF16: one chunk of 32 bfloat16 (stride 64): the f32 bits are the 16 bits
// shifted up.
#define BF16ROW(R, L, i) \
	VPMOVZXWD 0(R)(AX*1), Y12 \
	VPSLLD $16, Y12, Y12 \
	VMULPS Y0, Y12, L \
	VPMOVZXWD 16(R)(AX*1), Y13 \
	VPSLLD $16, Y13, Y13 \
	VMULPS Y1, Y13, Y13 \
	VADDPS Y13, L, L \
	VPMOVZXWD 32(R)(AX*1), Y12 \
	VPSLLD $16, Y12, Y12 \
	VMULPS Y2, Y12, Y12 \
	VADDPS Y12, L, L \
	VPMOVZXWD 48(R)(AX*1), Y13 \
	VPSLLD $16, Y13, Y13 \
	VMULPS Y3, Y13, Y13 \
	VADDPS Y13, L, L

TEXT ·matvec8BF16(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE bf16done
bf16loop:
	LOADX
	EIGHTROWS(BF16ROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT bf16loop
bf16done:
	EPILOGUE

// Q8_0 (34 bytes: f16 d, 32 int8): w = q·d (exact), then w·x.
#define Q80ROW(R, L, i) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPMOVSXBD 2(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y12, Y13, Y13 \
	VMULPS Y0, Y13, L \
	VPMOVSXBD 10(R)(AX*1), Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y1, Y14, Y14 \
	VADDPS Y14, L, L \
	VPMOVSXBD 18(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y12, Y13, Y13 \
	VMULPS Y2, Y13, Y13 \
	VADDPS Y13, L, L \
	VPMOVSXBD 26(R)(AX*1), Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y3, Y14, Y14 \
	VADDPS Y14, L, L

TEXT ·matvec8Q8_0(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE q80done
q80loop:
	LOADX
	EIGHTROWS(Q80ROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT q80loop
q80done:
	EPILOGUE

// Q4_0 (18 bytes: f16 d, 16 bytes of nibbles; low nibbles are elements
// 0..15, high 16..31): w = (q−8)·d (exact), then w·x. Y15 = 0x0f dwords.
#define Q40ROW(R, L, i) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPMOVZXBD 2(R)(AX*1), Y13 \
	VPMOVZXBD 10(R)(AX*1), Y14 \
	VPAND Y15, Y13, Y9 \
	VPSUBD dword8<>(SB), Y9, Y9 \
	VCVTDQ2PS Y9, Y9 \
	VMULPS Y12, Y9, Y9 \
	VMULPS Y0, Y9, L \
	VPAND Y15, Y14, Y11 \
	VPSUBD dword8<>(SB), Y11, Y11 \
	VCVTDQ2PS Y11, Y11 \
	VMULPS Y12, Y11, Y11 \
	VMULPS Y1, Y11, Y11 \
	VADDPS Y11, L, L \
	VPSRLD $4, Y13, Y13 \
	VPSUBD dword8<>(SB), Y13, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y12, Y13, Y13 \
	VMULPS Y2, Y13, Y13 \
	VADDPS Y13, L, L \
	VPSRLD $4, Y14, Y14 \
	VPSUBD dword8<>(SB), Y14, Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y3, Y14, Y14 \
	VADDPS Y14, L, L

TEXT ·matvec8Q4_0(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE q40done
	VMOVDQU dword0f<>(SB), Y15
q40loop:
	LOADX
	EIGHTROWS(Q40ROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT q40loop
q40done:
	EPILOGUE

// Q4_K (144 bytes: f16 d, f16 dmin, 12 bytes of 6-bit scales and mins,
// 128 bytes of nibbles). Per block, K4PREP unpacks row i's eight scale/min
// pairs (sc_j, m_j) and stores dc_j = d·sc_j at sc[16i+j] and mc_j =
// dmin·m_j at sc[16i+8+j]. With s = the 12 scale bytes:
//
//	j < 4:  sc = s[j] & 63              m = s[j+4] & 63
//	j ≥ 4:  sc = s[j+4]&15 | (s[j-4]>>6)<<4   m = s[j+4]>>4 | (s[j]>>6)<<4
//
// computed for all j at once from V1 = s[0,1,2,3,8,9,10,11],
// V2 = s[4,5,6,7,4,5,6,7], V3 = s[0,1,2,3,0,1,2,3], V4 = s[4..11]:
//
//	sc = V1 & (63,63,63,63,15,15,15,15) | (V3 & (0,0,0,0,c0,c0,c0,c0)) >> 2
//	m  = (V4 >> (0,0,0,0,4,4,4,4)) & 63 | (V2 & (0,0,0,0,c0,c0,c0,c0)) >> 2
//
// Chunk c (elements 32c..32c+31) uses sub-block c: the low (c even) or high
// (c odd) nibbles of the 32 bytes at 16 + 32·(c/2); w = (dc·q) − mc.
#define K4PREP(R, i) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPBROADCASTW 2(R)(AX*1), X13 \
	VCVTPH2PS X13, Y13 \
	VMOVDQU 4(R)(AX*1), X14 \
	VPSHUFB k4shuf<>(SB), X14, X9 \
	VPMOVZXBD X9, Y9 \
	VPBROADCASTD 4(R)(AX*1), X10 \
	VPMOVZXBD X10, Y10 \
	VPBROADCASTD 8(R)(AX*1), X11 \
	VPMOVZXBD X11, Y11 \
	VPMOVZXBD 8(R)(AX*1), Y14 \
	VPAND k4msc<>(SB), Y9, Y9 \
	VPAND k4mhi<>(SB), Y10, Y10 \
	VPSRLD $2, Y10, Y10 \
	VPOR Y10, Y9, Y9 \
	VPSRLVD k4shm<>(SB), Y14, Y14 \
	VPAND dword3f<>(SB), Y14, Y14 \
	VPAND k4mhi<>(SB), Y11, Y11 \
	VPSRLD $2, Y11, Y11 \
	VPOR Y11, Y14, Y14 \
	VCVTDQ2PS Y9, Y9 \
	VMULPS Y9, Y12, Y9 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y14, Y13, Y14 \
	VMOVUPS Y9, (i*64)(SI) \
	VMOVUPS Y14, (i*64+32)(SI)

// One row of chunk c = 2j (K4LO) or 2j+1 (K4HI): DI = AX + 32j, DX = sc + 4c.
#define K4ELEMS(R, L, i, NIB) \
	VBROADCASTSS (i*64)(DX), Y12 \
	VBROADCASTSS (i*64+32)(DX), Y13 \
	VPMOVZXBD 16(R)(DI*1), Y14 \
	NIB(Y14) \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VSUBPS Y13, Y14, Y14 \
	VMULPS Y0, Y14, L \
	VPMOVZXBD 24(R)(DI*1), Y9 \
	NIB(Y9) \
	VCVTDQ2PS Y9, Y9 \
	VMULPS Y12, Y9, Y9 \
	VSUBPS Y13, Y9, Y9 \
	VMULPS Y1, Y9, Y9 \
	VADDPS Y9, L, L \
	VPMOVZXBD 32(R)(DI*1), Y14 \
	NIB(Y14) \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VSUBPS Y13, Y14, Y14 \
	VMULPS Y2, Y14, Y14 \
	VADDPS Y14, L, L \
	VPMOVZXBD 40(R)(DI*1), Y9 \
	NIB(Y9) \
	VCVTDQ2PS Y9, Y9 \
	VMULPS Y12, Y9, Y9 \
	VSUBPS Y13, Y9, Y9 \
	VMULPS Y3, Y9, Y9 \
	VADDPS Y9, L, L

#define NIBLO(Y) VPAND Y15, Y, Y
#define NIBHI(Y) VPSRLD $4, Y, Y
#define K4LO(R, L, i) K4ELEMS(R, L, i, NIBLO)
#define K4HI(R, L, i) K4ELEMS(R, L, i, NIBHI)

TEXT ·matvec8Q4_K(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE q4kdone
	VMOVDQU dword0f<>(SB), Y15
	MOVQ sc+48(FP), SI
q4kblock:
	K4PREP(R8, 0)
	K4PREP(R9, 1)
	K4PREP(R10, 2)
	K4PREP(R11, 3)
	K4PREP(R12, 4)
	K4PREP(R13, 5)
	K4PREP(R14, 6)
	K4PREP(R15, 7)
	MOVQ AX, DI
	MOVQ SI, DX
	MOVQ $4, CX
q4kpair:
	LOADX
	EIGHTROWS(K4LO)
	ADDQ $128, BX
	ADDQ $4, DX
	LOADX
	EIGHTROWS(K4HI)
	ADDQ $128, BX
	ADDQ $4, DX
	ADDQ $32, DI
	DECQ CX
	JNZ q4kpair
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q4kblock
q4kdone:
	EPILOGUE

// Q6_K (210 bytes: ql[128], qh[64], int8 scales[16], f16 d). Per block,
// K6PREP stores row i's sixteen d·scale at sc[16i..16i+15]. Half h (elements
// 128h..128h+127) has ql at 64h, qh at 128+32h, scales 8h..8h+7; its chunk
// k takes the low (k < 2) or high nibble of ql[32·(k&1) + l] and bits
// 2k, 2k+1 of qh[l] as bits 4, 5; q − 32 is scaled by scale 2k (l < 16) or
// 2k+1. The 32 six-bit values of a chunk are built as bytes, then widened.
// DI = AX + 64h, DX = AX + 32h, SI = sc + 32h; Y15 = 0x0f bytes.
#define K6PREP(R, i) \
	VPBROADCASTW 208(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPMOVSXBD 192(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y13, Y12, Y13 \
	VPMOVSXBD 200(R)(AX*1), Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y14, Y12, Y14 \
	VMOVUPS Y13, (i*64)(SI) \
	VMOVUPS Y14, (i*64+32)(SI)

#define K6ELEMS(R, L, i, QLOFF, LOW, HIGH, k) \
	VMOVDQU QLOFF(R)(DI*1), Y13 \
	LOW(Y13) \
	VMOVDQU 128(R)(DX*1), Y14 \
	HIGH(Y14) \
	VPAND byte30<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	VPSUBB byte20<>(SB), Y13, Y13 \
	VBROADCASTSS (i*64+8*k)(SI), Y12 \
	VPMOVSXBD X13, Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y0, Y14, L \
	VPSRLDQ $8, X13, X9 \
	VPMOVSXBD X9, Y9 \
	VCVTDQ2PS Y9, Y9 \
	VMULPS Y12, Y9, Y9 \
	VMULPS Y1, Y9, Y9 \
	VADDPS Y9, L, L \
	VBROADCASTSS (i*64+8*k+4)(SI), Y12 \
	VEXTRACTI128 $1, Y13, X13 \
	VPMOVSXBD X13, Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y2, Y14, Y14 \
	VADDPS Y14, L, L \
	VPSRLDQ $8, X13, X9 \
	VPMOVSXBD X9, Y9 \
	VCVTDQ2PS Y9, Y9 \
	VMULPS Y12, Y9, Y9 \
	VMULPS Y3, Y9, Y9 \
	VADDPS Y9, L, L

#define K6LOWLO(Y) VPAND Y15, Y, Y
#define K6LOWHI(Y) VPSRLW $4, Y, Y; VPAND Y15, Y, Y
#define K6H0(Y) VPSLLW $4, Y, Y
#define K6H1(Y) VPSLLW $2, Y, Y
#define K6H2(Y)
#define K6H3(Y) VPSRLW $2, Y, Y
#define K6C0(R, L, i) K6ELEMS(R, L, i, 0, K6LOWLO, K6H0, 0)
#define K6C1(R, L, i) K6ELEMS(R, L, i, 32, K6LOWLO, K6H1, 1)
#define K6C2(R, L, i) K6ELEMS(R, L, i, 0, K6LOWHI, K6H2, 2)
#define K6C3(R, L, i) K6ELEMS(R, L, i, 32, K6LOWHI, K6H3, 3)

TEXT ·matvec8Q6_K(SB), NOSPLIT, $0-56
	PROLOGUE
	JGE q6kdone
	VMOVDQU nib0f<>(SB), Y15
q6kblock:
	MOVQ sc+48(FP), SI
	K6PREP(R8, 0)
	K6PREP(R9, 1)
	K6PREP(R10, 2)
	K6PREP(R11, 3)
	K6PREP(R12, 4)
	K6PREP(R13, 5)
	K6PREP(R14, 6)
	K6PREP(R15, 7)
	MOVQ AX, DI
	MOVQ AX, DX
	MOVQ $2, CX
q6khalf:
	LOADX
	EIGHTROWS(K6C0)
	ADDQ $128, BX
	LOADX
	EIGHTROWS(K6C1)
	ADDQ $128, BX
	LOADX
	EIGHTROWS(K6C2)
	ADDQ $128, BX
	LOADX
	EIGHTROWS(K6C3)
	ADDQ $128, BX
	ADDQ $64, DI
	ADDQ $32, DX
	ADDQ $32, SI
	DECQ CX
	JNZ q6khalf
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q6kblock
q6kdone:
	EPILOGUE

// ---------------------------------------------------------------------------
// func dot8F32(a, b *[8]*float32, n int, acc *[8]float32)
//
// acc[i] += a[i]·b[i] over n/32 whole chunks, in the 32-chunk order (the
// batched path: one decoded weight row against eight activation rows).
// a's pointers live in R8..R15; b's are read from memory per row.
#define DOTROW(R, L, i) \
	MOVQ (i*8)(SI), DI \
	VMOVUPS 0(R)(AX*1), Y12 \
	VMULPS 0(DI)(AX*1), Y12, L \
	VMOVUPS 32(R)(AX*1), Y13 \
	VMULPS 32(DI)(AX*1), Y13, Y13 \
	VADDPS Y13, L, L \
	VMOVUPS 64(R)(AX*1), Y12 \
	VMULPS 64(DI)(AX*1), Y12, Y12 \
	VADDPS Y12, L, L \
	VMOVUPS 96(R)(AX*1), Y13 \
	VMULPS 96(DI)(AX*1), Y13, Y13 \
	VADDPS Y13, L, L

TEXT ·dot8F32(SB), NOSPLIT, $0-32
	MOVQ a+0(FP), SI
	MOVQ 0(SI), R8
	MOVQ 8(SI), R9
	MOVQ 16(SI), R10
	MOVQ 24(SI), R11
	MOVQ 32(SI), R12
	MOVQ 40(SI), R13
	MOVQ 48(SI), R14
	MOVQ 56(SI), R15
	MOVQ b+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $5, CX
	MOVQ acc+24(FP), DX
	VMOVUPS (DX), Y4
	XORQ AX, AX
	TESTQ CX, CX
	JZ dotdone
dotloop:
	EIGHTROWS(DOTROW)
	ADDQ $128, AX
	DECQ CX
	JNZ dotloop
dotdone:
	VMOVUPS Y4, (DX)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// func sumF32(p *float32, n int) float32: a streaming read of n floats
// (n a multiple of 64), for the bandwidth benchmark.
TEXT ·sumF32(SB), NOSPLIT, $0-20
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	SHRQ $6, CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	TESTQ CX, CX
	JZ sumdone
sumloop:
	VADDPS 0(SI), Y0, Y0
	VADDPS 32(SI), Y1, Y1
	VADDPS 64(SI), Y2, Y2
	VADDPS 96(SI), Y3, Y3
	VADDPS 128(SI), Y4, Y4
	VADDPS 160(SI), Y5, Y5
	VADDPS 192(SI), Y6, Y6
	VADDPS 224(SI), Y7, Y7
	ADDQ $256, SI
	DECQ CX
	JNZ sumloop
sumdone:
	VADDPS Y1, Y0, Y0
	VADDPS Y3, Y2, Y2
	VADDPS Y5, Y4, Y4
	VADDPS Y7, Y6, Y6
	VADDPS Y2, Y0, Y0
	VADDPS Y6, Y4, Y4
	VADDPS Y4, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	VMOVHLPS X0, X0, X1
	VADDPS X1, X0, X0
	VMOVSHDUP X0, X1
	VADDSS X1, X0, X0
	VMOVSS X0, ret+16(FP)
	VZEROUPPER
	RET
