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

// PFNEXT prefetches the next eight-row group while this one runs: the
// group's rows are contiguous (row-major), so its position pf + 8·AX keeps
// pace with this group's progress AX along its rows. Short rows (a few KB)
// are streams too short for the hardware prefetcher to ramp up on; this
// hands it each group ahead of time (into L2: PREFETCHT1 measured better
// than T0, which crowds the current group out of L1). LINES: the 64-byte
// lines of 8 blocks (one block step). No prefetch when pf is nil
// (input-block-major).
#define PFLINES5 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX) \
	PREFETCHT1 192(CX) \
	PREFETCHT1 256(CX)
#define PFLINES18 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX) \
	PREFETCHT1 192(CX) \
	PREFETCHT1 256(CX) \
	PREFETCHT1 320(CX) \
	PREFETCHT1 384(CX) \
	PREFETCHT1 448(CX) \
	PREFETCHT1 512(CX) \
	PREFETCHT1 576(CX) \
	PREFETCHT1 640(CX) \
	PREFETCHT1 704(CX) \
	PREFETCHT1 768(CX) \
	PREFETCHT1 832(CX) \
	PREFETCHT1 896(CX) \
	PREFETCHT1 960(CX) \
	PREFETCHT1 1024(CX) \
	PREFETCHT1 1088(CX)
#define PFLINES27 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX) \
	PREFETCHT1 192(CX) \
	PREFETCHT1 256(CX) \
	PREFETCHT1 320(CX) \
	PREFETCHT1 384(CX) \
	PREFETCHT1 448(CX) \
	PREFETCHT1 512(CX) \
	PREFETCHT1 576(CX) \
	PREFETCHT1 640(CX) \
	PREFETCHT1 704(CX) \
	PREFETCHT1 768(CX) \
	PREFETCHT1 832(CX) \
	PREFETCHT1 896(CX) \
	PREFETCHT1 960(CX) \
	PREFETCHT1 1024(CX) \
	PREFETCHT1 1088(CX) \
	PREFETCHT1 1152(CX) \
	PREFETCHT1 1216(CX) \
	PREFETCHT1 1280(CX) \
	PREFETCHT1 1344(CX) \
	PREFETCHT1 1408(CX) \
	PREFETCHT1 1472(CX) \
	PREFETCHT1 1536(CX) \
	PREFETCHT1 1600(CX) \
	PREFETCHT1 1664(CX)
#define PFNEXT(LINES) \
	MOVQ pf+56(FP), CX \
	TESTQ CX, CX \
	JZ pfskip \
	LEAQ (CX)(AX*8), CX \
	LINES \
pfskip:

#define LOADX \
	VMOVUPS 0(BX), Y0 \
	VMOVUPS 32(BX), Y1 \
	VMOVUPS 64(BX), Y2 \
	VMOVUPS 96(BX), Y3

#define PROLOGUE \
	LOADROWS \
	MOVQ x+32(FP), BX \
	XORQ AX, AX \
	MOVQ y+40(FP), DI \
	VMOVUPS (DI), Y4 \
	CMPQ AX, end+24(FP)

#define EPILOGUE \
	MOVQ y+40(FP), DI \
	VMOVUPS Y4, (DI) \
	VZEROUPPER \
	RET

// ---------------------------------------------------------------------------
// matvec8 kernels: func(base unsafe.Pointer, offs *[8]int, stride, end int,
// x unsafe.Pointer, y *[8]float32, sc *[128]float32). Row i's blocks are at
// base + offs[i] + k·stride for k·stride < end; y[i] += Σ over them (the
// chunk sums are added to y[i] in chunk order, so a row may be computed
// in pieces).

// F32: a "block" is one chunk of 32 floats (stride 128).
#define F32ROW(R, L, i) \
	VMULPS 0(R)(AX*1), Y0, L \
	VMULPS 32(R)(AX*1), Y1, Y12 \
	VADDPS Y12, L, L \
	VMULPS 64(R)(AX*1), Y2, Y13 \
	VADDPS Y13, L, L \
	VMULPS 96(R)(AX*1), Y3, Y14 \
	VADDPS Y14, L, L

TEXT ·matvec8F32(SB), NOSPLIT, $0-64
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

TEXT ·matvec8F16(SB), NOSPLIT, $0-64
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

TEXT ·matvec8BF16(SB), NOSPLIT, $0-64
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

TEXT ·matvec8Q8_0(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q80done
q80loop:
	PFNEXT(PFLINES5)
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

TEXT ·matvec8Q4_0(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q40done
	VMOVDQU dword0f<>(SB), Y15
q40loop:
	PFNEXT(PFLINES5)
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

TEXT ·matvec8Q4_K(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q4kdone
	VMOVDQU dword0f<>(SB), Y15
	MOVQ sc+48(FP), SI
q4kblock:
	PFNEXT(PFLINES18)
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

TEXT ·matvec8Q6_K(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q6kdone
	VMOVDQU nib0f<>(SB), Y15
q6kblock:
	MOVQ sc+48(FP), SI
	PFNEXT(PFLINES27)
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
// AVX-512VL variants (EVEX-encoded 256-bit code: 32 vector registers and
// the two-table permute VPERMI2PS) of the 4-bit types. A block's (or
// sub-block's) sixteen possible weights are computed once, with the
// decoder's formula and rounding, into two 8-float tables; each element is
// then one table lookup by its nibble (VPERMI2PS reads the low four bits of
// each index dword) instead of an integer-to-float conversion and the
// scale arithmetic. The products, lane sums and tree are as above.

DATA lutq40<>+0(SB)/4, $-8.0
DATA lutq40<>+4(SB)/4, $-7.0
DATA lutq40<>+8(SB)/4, $-6.0
DATA lutq40<>+12(SB)/4, $-5.0
DATA lutq40<>+16(SB)/4, $-4.0
DATA lutq40<>+20(SB)/4, $-3.0
DATA lutq40<>+24(SB)/4, $-2.0
DATA lutq40<>+28(SB)/4, $-1.0
DATA lutq40<>+32(SB)/4, $0.0
DATA lutq40<>+36(SB)/4, $1.0
DATA lutq40<>+40(SB)/4, $2.0
DATA lutq40<>+44(SB)/4, $3.0
DATA lutq40<>+48(SB)/4, $4.0
DATA lutq40<>+52(SB)/4, $5.0
DATA lutq40<>+56(SB)/4, $6.0
DATA lutq40<>+60(SB)/4, $7.0
GLOBL lutq40<>(SB), RODATA|NOPTR, $64

DATA lutq4k<>+0(SB)/4, $0.0
DATA lutq4k<>+4(SB)/4, $1.0
DATA lutq4k<>+8(SB)/4, $2.0
DATA lutq4k<>+12(SB)/4, $3.0
DATA lutq4k<>+16(SB)/4, $4.0
DATA lutq4k<>+20(SB)/4, $5.0
DATA lutq4k<>+24(SB)/4, $6.0
DATA lutq4k<>+28(SB)/4, $7.0
DATA lutq4k<>+32(SB)/4, $8.0
DATA lutq4k<>+36(SB)/4, $9.0
DATA lutq4k<>+40(SB)/4, $10.0
DATA lutq4k<>+44(SB)/4, $11.0
DATA lutq4k<>+48(SB)/4, $12.0
DATA lutq4k<>+52(SB)/4, $13.0
DATA lutq4k<>+56(SB)/4, $14.0
DATA lutq4k<>+60(SB)/4, $15.0
GLOBL lutq4k<>(SB), RODATA|NOPTR, $64

// Q4_0: table = (v − 8)·d for v = 0..15, built for all eight rows at the
// top of each block step (Q40LPREP; row i's tables in Y16+2i, Y17+2i), so
// the lookups never wait on the scale conversion.
#define Q40LPREP(R, TL, TH) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VMULPS lutq40<>+0(SB), Y12, TL \
	VMULPS lutq40<>+32(SB), Y12, TH

#define Q40LROW(R, L, TL, TH) \
	VPMOVZXBD 2(R)(AX*1), Y13 \
	VPMOVZXBD 10(R)(AX*1), Y14 \
	VPSRLD $4, Y13, Y10 \
	VPSRLD $4, Y14, Y11 \
	VPERMI2PS TH, TL, Y13 \
	VPERMI2PS TH, TL, Y14 \
	VPERMI2PS TH, TL, Y10 \
	VPERMI2PS TH, TL, Y11 \
	VMULPS Y0, Y13, L \
	VMULPS Y1, Y14, Y14 \
	VADDPS Y14, L, L \
	VMULPS Y2, Y10, Y10 \
	VADDPS Y10, L, L \
	VMULPS Y3, Y11, Y11 \
	VADDPS Y11, L, L

// The tree with Y12, Y13 as temporaries (Y10, Y11 are the rows').
#define TREE1B(a, b, P) \
	VPERM2F128 $0x20, b, a, Y12 \
	VPERM2F128 $0x31, b, a, Y13 \
	VADDPS Y13, Y12, P

#define TREE2B(P, Q, D) \
	VSHUFPS $0x44, Q, P, Y12 \
	VSHUFPS $0xee, Q, P, Y13 \
	VADDPS Y13, Y12, D

#define TREE3B(P, Q, D) \
	VSHUFPS $0x88, Q, P, Y12 \
	VSHUFPS $0xdd, Q, P, Y13 \
	VADDPS Y13, Y12, D

TEXT ·matvec8Q4_0X(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q40xdone
q40xloop:
	PFNEXT(PFLINES5)
	Q40LPREP(R8, Y16, Y17)
	Q40LPREP(R12, Y18, Y19)
	Q40LPREP(R9, Y20, Y21)
	Q40LPREP(R13, Y22, Y23)
	Q40LPREP(R10, Y24, Y25)
	Q40LPREP(R14, Y26, Y27)
	Q40LPREP(R11, Y28, Y29)
	Q40LPREP(R15, Y30, Y31)
	LOADX
	Q40LROW(R8, Y6, Y16, Y17)
	Q40LROW(R12, Y7, Y18, Y19)
	TREE1B(Y6, Y7, Y5)
	Q40LROW(R9, Y6, Y20, Y21)
	Q40LROW(R13, Y7, Y22, Y23)
	TREE1B(Y6, Y7, Y8)
	TREE2B(Y5, Y8, Y5)
	Q40LROW(R10, Y6, Y24, Y25)
	Q40LROW(R14, Y7, Y26, Y27)
	TREE1B(Y6, Y7, Y8)
	Q40LROW(R11, Y6, Y28, Y29)
	Q40LROW(R15, Y7, Y30, Y31)
	TREE1B(Y6, Y7, Y9)
	TREE2B(Y8, Y9, Y8)
	TREE3B(Y5, Y8, Y5)
	VADDPS Y5, Y4, Y4
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT q40xloop
q40xdone:
	EPILOGUE

// Q4_K: per sub-block, table = (dc·v) − mc for v = 0..15 with the scales
// from K4PREP (as in matvec8Q4_K); K4LPREP builds the eight rows' tables
// of a chunk first (row i's in Y16+2i', Y17+2i', pairs as the rows).
#define K4LPREP(i, TL, TH) \
	VBROADCASTSS (i*64)(DX), Y12 \
	VBROADCASTSS (i*64+32)(DX), Y13 \
	VMULPS lutq4k<>+0(SB), Y12, TL \
	VMULPS lutq4k<>+32(SB), Y12, TH \
	VSUBPS Y13, TL, TL \
	VSUBPS Y13, TH, TH

#define K4LROW(R, L, TL, TH, SHIFT) \
	VPMOVZXBD 16(R)(DI*1), Y13 \
	VPMOVZXBD 24(R)(DI*1), Y14 \
	VPMOVZXBD 32(R)(DI*1), Y10 \
	VPMOVZXBD 40(R)(DI*1), Y11 \
	SHIFT(Y13) \
	SHIFT(Y14) \
	SHIFT(Y10) \
	SHIFT(Y11) \
	VPERMI2PS TH, TL, Y13 \
	VPERMI2PS TH, TL, Y14 \
	VPERMI2PS TH, TL, Y10 \
	VPERMI2PS TH, TL, Y11 \
	VMULPS Y0, Y13, L \
	VMULPS Y1, Y14, Y14 \
	VADDPS Y14, L, L \
	VMULPS Y2, Y10, Y10 \
	VADDPS Y10, L, L \
	VMULPS Y3, Y11, Y11 \
	VADDPS Y11, L, L

#define NOSHIFT(Y)
#define SHIFT4(Y) VPSRLD $4, Y, Y

#define K4LCHUNK(SHIFT) \
	K4LPREP(0, Y16, Y17) \
	K4LPREP(4, Y18, Y19) \
	K4LPREP(1, Y20, Y21) \
	K4LPREP(5, Y22, Y23) \
	K4LPREP(2, Y24, Y25) \
	K4LPREP(6, Y26, Y27) \
	K4LPREP(3, Y28, Y29) \
	K4LPREP(7, Y30, Y31) \
	LOADX \
	K4LROW(R8, Y6, Y16, Y17, SHIFT) \
	K4LROW(R12, Y7, Y18, Y19, SHIFT) \
	TREE1B(Y6, Y7, Y5) \
	K4LROW(R9, Y6, Y20, Y21, SHIFT) \
	K4LROW(R13, Y7, Y22, Y23, SHIFT) \
	TREE1B(Y6, Y7, Y8) \
	TREE2B(Y5, Y8, Y5) \
	K4LROW(R10, Y6, Y24, Y25, SHIFT) \
	K4LROW(R14, Y7, Y26, Y27, SHIFT) \
	TREE1B(Y6, Y7, Y8) \
	K4LROW(R11, Y6, Y28, Y29, SHIFT) \
	K4LROW(R15, Y7, Y30, Y31, SHIFT) \
	TREE1B(Y6, Y7, Y9) \
	TREE2B(Y8, Y9, Y8) \
	TREE3B(Y5, Y8, Y5) \
	VADDPS Y5, Y4, Y4

TEXT ·matvec8Q4_KX(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q4kxdone
	VMOVDQU dword0f<>(SB), Y15
	MOVQ sc+48(FP), SI
q4kxblock:
	PFNEXT(PFLINES18)
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
q4kxpair:
	K4LCHUNK(NOSHIFT)
	ADDQ $128, BX
	ADDQ $4, DX
	K4LCHUNK(SHIFT4)
	ADDQ $128, BX
	ADDQ $4, DX
	ADDQ $32, DI
	DECQ CX
	JNZ q4kxpair
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q4kxblock
q4kxdone:
	EPILOGUE

// Q6_K with AVX-512 VBMI: the chunk's 32 six-bit values are assembled as
// the bytes b = 4·(q − 32) (ql's nibble at bits 2..5, qh's two bits at 6
// and 7 with the top one inverted: two shifts and two VPTERNLOGD), and
// VPERMB with a zeroing mask moves byte j of each group of eight to the
// top byte of dword j: the dword is (q − 32)·2^26 exactly, and so is its
// conversion. Its product with d·scale·2^−26 (exact scaling; computed by
// K6XPREP) is d·scale·(q − 32) rounded once, as the decoder's.
DATA k6c3c<>+0(SB)/8, $0x3c3c3c3c3c3c3c3c
DATA k6c3c<>+8(SB)/8, $0x3c3c3c3c3c3c3c3c
DATA k6c3c<>+16(SB)/8, $0x3c3c3c3c3c3c3c3c
DATA k6c3c<>+24(SB)/8, $0x3c3c3c3c3c3c3c3c
GLOBL k6c3c<>(SB), RODATA|NOPTR, $32

DATA k6c80<>+0(SB)/8, $0x8080808080808080
DATA k6c80<>+8(SB)/8, $0x8080808080808080
DATA k6c80<>+16(SB)/8, $0x8080808080808080
DATA k6c80<>+24(SB)/8, $0x8080808080808080
GLOBL k6c80<>(SB), RODATA|NOPTR, $32

DATA k6cc0<>+0(SB)/8, $0xc0c0c0c0c0c0c0c0
DATA k6cc0<>+8(SB)/8, $0xc0c0c0c0c0c0c0c0
DATA k6cc0<>+16(SB)/8, $0xc0c0c0c0c0c0c0c0
DATA k6cc0<>+24(SB)/8, $0xc0c0c0c0c0c0c0c0
GLOBL k6cc0<>(SB), RODATA|NOPTR, $32

// Byte 3 of dword j of index vector m is 8m + j.
DATA k6idx<>+0(SB)/8, $0x0100000000000000
DATA k6idx<>+8(SB)/8, $0x0300000002000000
DATA k6idx<>+16(SB)/8, $0x0500000004000000
DATA k6idx<>+24(SB)/8, $0x0700000006000000
DATA k6idx<>+32(SB)/8, $0x0900000008000000
DATA k6idx<>+40(SB)/8, $0x0b0000000a000000
DATA k6idx<>+48(SB)/8, $0x0d0000000c000000
DATA k6idx<>+56(SB)/8, $0x0f0000000e000000
DATA k6idx<>+64(SB)/8, $0x1100000010000000
DATA k6idx<>+72(SB)/8, $0x1300000012000000
DATA k6idx<>+80(SB)/8, $0x1500000014000000
DATA k6idx<>+88(SB)/8, $0x1700000016000000
DATA k6idx<>+96(SB)/8, $0x1900000018000000
DATA k6idx<>+104(SB)/8, $0x1b0000001a000000
DATA k6idx<>+112(SB)/8, $0x1d0000001c000000
DATA k6idx<>+120(SB)/8, $0x1f0000001e000000
GLOBL k6idx<>(SB), RODATA|NOPTR, $128

DATA k6p2m26<>+0(SB)/4, $0x32800000
GLOBL k6p2m26<>(SB), RODATA|NOPTR, $4

#define K6XPREP(R, i) \
	VPBROADCASTW 208(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VMULPS Y23, Y12, Y12 \
	VPMOVSXBD 192(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y13, Y12, Y13 \
	VPMOVSXBD 200(R)(AX*1), Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y14, Y12, Y14 \
	VMOVUPS Y13, (i*64)(SI) \
	VMOVUPS Y14, (i*64+32)(SI)

// Y16..Y19 index vectors, Y20 = 0x3c, Y21 = 0x80, Y22 = 0xc0 bytes, K1 =
// the top byte of every dword.
#define K6XELEMS(R, L, i, QLOFF, LOWSHIFT, HIGHSHIFT, k) \
	LOWSHIFT(QLOFF(R)(DI*1), Y13) \
	VPTERNLOGD $0xea, Y21, Y20, Y13 \
	HIGHSHIFT(128(R)(DX*1), Y14) \
	VPTERNLOGD $0x78, Y22, Y14, Y13 \
	VBROADCASTSS (i*64+8*k)(SI), Y12 \
	VPERMB.Z Y13, Y16, K1, Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y0, Y14, L \
	VPERMB.Z Y13, Y17, K1, Y11 \
	VCVTDQ2PS Y11, Y11 \
	VMULPS Y12, Y11, Y11 \
	VMULPS Y1, Y11, Y11 \
	VADDPS Y11, L, L \
	VBROADCASTSS (i*64+8*k+4)(SI), Y12 \
	VPERMB.Z Y13, Y18, K1, Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y12, Y14, Y14 \
	VMULPS Y2, Y14, Y14 \
	VADDPS Y14, L, L \
	VPERMB.Z Y13, Y19, K1, Y11 \
	VCVTDQ2PS Y11, Y11 \
	VMULPS Y12, Y11, Y11 \
	VMULPS Y3, Y11, Y11 \
	VADDPS Y11, L, L

#define SLW2(M, Y) VPSLLW $2, M, Y
#define SRW2(M, Y) VPSRLW $2, M, Y
#define SLW6(M, Y) VPSLLW $6, M, Y
#define SLW4(M, Y) VPSLLW $4, M, Y
#define LOADW(M, Y) VMOVDQU M, Y
#define K6X0(R, L, i) K6XELEMS(R, L, i, 0, SLW2, SLW6, 0)
#define K6X1(R, L, i) K6XELEMS(R, L, i, 32, SLW2, SLW4, 1)
#define K6X2(R, L, i) K6XELEMS(R, L, i, 0, SRW2, SLW2, 2)
#define K6X3(R, L, i) K6XELEMS(R, L, i, 32, SRW2, LOADW, 3)

TEXT ·matvec8Q6_KX(SB), NOSPLIT, $0-64
	PROLOGUE
	JGE q6kxdone
	VMOVDQU32 k6idx<>+0(SB), Y16
	VMOVDQU32 k6idx<>+32(SB), Y17
	VMOVDQU32 k6idx<>+64(SB), Y18
	VMOVDQU32 k6idx<>+96(SB), Y19
	VMOVDQU32 k6c3c<>(SB), Y20
	VMOVDQU32 k6c80<>(SB), Y21
	VMOVDQU32 k6cc0<>(SB), Y22
	VBROADCASTSS k6p2m26<>(SB), Y23
	MOVL $0x88888888, CX
	KMOVD CX, K1
q6kxblock:
	MOVQ sc+48(FP), SI
	PFNEXT(PFLINES27)
	K6XPREP(R8, 0)
	K6XPREP(R9, 1)
	K6XPREP(R10, 2)
	K6XPREP(R11, 3)
	K6XPREP(R12, 4)
	K6XPREP(R13, 5)
	K6XPREP(R14, 6)
	K6XPREP(R15, 7)
	MOVQ AX, DI
	MOVQ AX, DX
	MOVQ $2, CX
q6kxhalf:
	LOADX
	EIGHTROWS(K6X0)
	ADDQ $128, BX
	LOADX
	EIGHTROWS(K6X1)
	ADDQ $128, BX
	LOADX
	EIGHTROWS(K6X2)
	ADDQ $128, BX
	LOADX
	EIGHTROWS(K6X3)
	ADDQ $128, BX
	ADDQ $64, DI
	ADDQ $32, DX
	ADDQ $32, SI
	DECQ CX
	JNZ q6kxhalf
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q6kxblock
q6kxdone:
	EPILOGUE

// ---------------------------------------------------------------------------
// Block decoders for the batched path: func(src unsafe.Pointer, stride,
// n int, dst *float32) decodes the n blocks at src + k·stride into dst,
// exactly (the decoders' formulas and rounding, as the matvec8 kernels).

// func decodeQ8_0SIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeQ8_0SIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	TESTQ CX, CX
	JZ dq80done
dq80loop:
	VPBROADCASTW 0(SI), X12
	VCVTPH2PS X12, Y12
	VPMOVSXBD 2(SI), Y0
	VPMOVSXBD 10(SI), Y1
	VPMOVSXBD 18(SI), Y2
	VPMOVSXBD 26(SI), Y3
	VCVTDQ2PS Y0, Y0
	VCVTDQ2PS Y1, Y1
	VCVTDQ2PS Y2, Y2
	VCVTDQ2PS Y3, Y3
	VMULPS Y12, Y0, Y0
	VMULPS Y12, Y1, Y1
	VMULPS Y12, Y2, Y2
	VMULPS Y12, Y3, Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq80loop
dq80done:
	VZEROUPPER
	RET

// func decodeQ4_0SIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeQ4_0SIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	VMOVDQU dword0f<>(SB), Y15
	VMOVDQU dword8<>(SB), Y14
	TESTQ CX, CX
	JZ dq40done
dq40loop:
	VPBROADCASTW 0(SI), X12
	VCVTPH2PS X12, Y12
	VPMOVZXBD 2(SI), Y0
	VPMOVZXBD 10(SI), Y1
	VPSRLD $4, Y0, Y2
	VPSRLD $4, Y1, Y3
	VPAND Y15, Y0, Y0
	VPAND Y15, Y1, Y1
	VPSUBD Y14, Y0, Y0
	VPSUBD Y14, Y1, Y1
	VPSUBD Y14, Y2, Y2
	VPSUBD Y14, Y3, Y3
	VCVTDQ2PS Y0, Y0
	VCVTDQ2PS Y1, Y1
	VCVTDQ2PS Y2, Y2
	VCVTDQ2PS Y3, Y3
	VMULPS Y12, Y0, Y0
	VMULPS Y12, Y1, Y1
	VMULPS Y12, Y2, Y2
	VMULPS Y12, Y3, Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq40loop
dq40done:
	VZEROUPPER
	RET

// Q4_K: K4PREP's scale unpacking for one block (R = SI, AX = 0, results
// to the frame), then the eight sub-blocks.
#define DK4SUB(QOFF, NIB, c) \
	VBROADCASTSS (4*c)(SP), Y12 \
	VBROADCASTSS (32+4*c)(SP), Y13 \
	VPMOVZXBD (QOFF)(SI), Y0 \
	VPMOVZXBD (QOFF+8)(SI), Y1 \
	VPMOVZXBD (QOFF+16)(SI), Y2 \
	VPMOVZXBD (QOFF+24)(SI), Y3 \
	NIB(Y0) \
	NIB(Y1) \
	NIB(Y2) \
	NIB(Y3) \
	VCVTDQ2PS Y0, Y0 \
	VCVTDQ2PS Y1, Y1 \
	VCVTDQ2PS Y2, Y2 \
	VCVTDQ2PS Y3, Y3 \
	VMULPS Y12, Y0, Y0 \
	VMULPS Y12, Y1, Y1 \
	VMULPS Y12, Y2, Y2 \
	VMULPS Y12, Y3, Y3 \
	VSUBPS Y13, Y0, Y0 \
	VSUBPS Y13, Y1, Y1 \
	VSUBPS Y13, Y2, Y2 \
	VSUBPS Y13, Y3, Y3 \
	VMOVUPS Y0, (128*c)(DI) \
	VMOVUPS Y1, (128*c+32)(DI) \
	VMOVUPS Y2, (128*c+64)(DI) \
	VMOVUPS Y3, (128*c+96)(DI)

// func decodeQ4_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeQ4_KSIMD(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), R8
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	VMOVDQU dword0f<>(SB), Y15
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq4kdone
dq4kloop:
	LEAQ 0(SP), SI
	K4PREP(R8, 0)
	MOVQ R8, SI
	DK4SUB(16, NIBLO, 0)
	DK4SUB(16, NIBHI, 1)
	DK4SUB(48, NIBLO, 2)
	DK4SUB(48, NIBHI, 3)
	DK4SUB(80, NIBLO, 4)
	DK4SUB(80, NIBHI, 5)
	DK4SUB(112, NIBLO, 6)
	DK4SUB(112, NIBHI, 7)
	ADDQ DX, R8
	ADDQ $1024, DI
	DECQ CX
	JNZ dq4kloop
dq4kdone:
	VZEROUPPER
	RET

// Q6_K: sixteen d·scale to the frame, then the eight chunks (K6ELEMS's
// byte assembly, stored instead of dotted).
#define DK6CHUNK(QLOFF, QHOFF, LOW, HIGH, c) \
	VMOVDQU (QLOFF)(SI), Y13 \
	LOW(Y13) \
	VMOVDQU (QHOFF)(SI), Y14 \
	HIGH(Y14) \
	VPAND byte30<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	VPSUBB byte20<>(SB), Y13, Y13 \
	VBROADCASTSS (8*c)(SP), Y12 \
	VBROADCASTSS (8*c+4)(SP), Y11 \
	VPMOVSXBD X13, Y0 \
	VPSRLDQ $8, X13, X1 \
	VPMOVSXBD X1, Y1 \
	VEXTRACTI128 $1, Y13, X13 \
	VPMOVSXBD X13, Y2 \
	VPSRLDQ $8, X13, X3 \
	VPMOVSXBD X3, Y3 \
	VCVTDQ2PS Y0, Y0 \
	VCVTDQ2PS Y1, Y1 \
	VCVTDQ2PS Y2, Y2 \
	VCVTDQ2PS Y3, Y3 \
	VMULPS Y12, Y0, Y0 \
	VMULPS Y12, Y1, Y1 \
	VMULPS Y11, Y2, Y2 \
	VMULPS Y11, Y3, Y3 \
	VMOVUPS Y0, (128*c)(DI) \
	VMOVUPS Y1, (128*c+32)(DI) \
	VMOVUPS Y2, (128*c+64)(DI) \
	VMOVUPS Y3, (128*c+96)(DI)

// func decodeQ6_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeQ6_KSIMD(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	VMOVDQU nib0f<>(SB), Y15
	TESTQ CX, CX
	JZ dq6kdone
dq6kloop:
	VPBROADCASTW 208(SI), X12
	VCVTPH2PS X12, Y12
	VPMOVSXBD 192(SI), Y13
	VCVTDQ2PS Y13, Y13
	VMULPS Y13, Y12, Y13
	VPMOVSXBD 200(SI), Y14
	VCVTDQ2PS Y14, Y14
	VMULPS Y14, Y12, Y14
	VMOVUPS Y13, 0(SP)
	VMOVUPS Y14, 32(SP)
	DK6CHUNK(0, 128, K6LOWLO, K6H0, 0)
	DK6CHUNK(32, 128, K6LOWLO, K6H1, 1)
	DK6CHUNK(0, 128, K6LOWHI, K6H2, 2)
	DK6CHUNK(32, 128, K6LOWHI, K6H3, 3)
	DK6CHUNK(64, 160, K6LOWLO, K6H0, 4)
	DK6CHUNK(96, 160, K6LOWLO, K6H1, 5)
	DK6CHUNK(64, 160, K6LOWHI, K6H2, 6)
	DK6CHUNK(96, 160, K6LOWHI, K6H3, 7)
	ADDQ DX, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dq6kloop
dq6kdone:
	VZEROUPPER
	RET

// func decodeF16SIMD(src unsafe.Pointer, n int, dst *float32): n a
// multiple of 32.
TEXT ·decodeF16SIMD(SB), NOSPLIT, $0-24
	MOVQ src+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ dst+16(FP), DI
	SHRQ $5, CX
	JZ df16done
df16loop:
	VCVTPH2PS 0(SI), Y0
	VCVTPH2PS 16(SI), Y1
	VCVTPH2PS 32(SI), Y2
	VCVTPH2PS 48(SI), Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ df16loop
df16done:
	VZEROUPPER
	RET

// func decodeBF16SIMD(src unsafe.Pointer, n int, dst *float32): n a
// multiple of 32.
TEXT ·decodeBF16SIMD(SB), NOSPLIT, $0-24
	MOVQ src+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ dst+16(FP), DI
	SHRQ $5, CX
	JZ dbf16done
dbf16loop:
	VPMOVZXWD 0(SI), Y0
	VPMOVZXWD 16(SI), Y1
	VPMOVZXWD 32(SI), Y2
	VPMOVZXWD 48(SI), Y3
	VPSLLD $16, Y0, Y0
	VPSLLD $16, Y1, Y1
	VPSLLD $16, Y2, Y2
	VPSLLD $16, Y3, Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dbf16loop
dbf16done:
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
