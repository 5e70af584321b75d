//go:build amd64 && !purego

#include "textflag.h"
#include "linear_y_amd64.h"
#include "codebook_y_amd64.h"

// SIMD Linear kernels (see linear_simd_amd64.go):
//
//   - mv8*Z: AVX-512 kernels in the 16-lane order of dot.go, eight weight
//     rows against one activation row, one 512-bit accumulator per row,
//     the weights decoded in registers;
//   - mv4*Y: the AVX2 + FMA kernels, four rows, a pair of 256-bit
//     accumulators per row (mv4F32Y also reads decoded tiles);
//   - exact block decoders (AVX2, and AVX-512 *Z ones) for the
//     decoded-tile paths, and sumF32 for the bandwidth benchmark.
//
// The batched kernels that dot the decoded tiles, gemm4x4Z and gemm3x2Y,
// are in batch_gemm_avx512_amd64.s and batch_gemm_avx2_amd64.s.
//
// The kernels of Q4_1, Q2_K, Q3_K and Q5_K and Q4_1's decoder
// come after the decoders, each with its own comment; the AVX2 matvec
// kernels of Q4_1, Q2_K, Q3_K, Q4_K, Q5_0, Q5_1, Q5_K and MXFP4 are in
// linear_kq_avx2_amd64.s.
//
// Constants first; the kernels' own comments say what they use.

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

// Q4_K scale unpacking (see K4PREP).
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

// Q6_K constants (see mv8Q6_KZ).
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

// Byte 3 of dword j is j (j = 0..31).
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

// ---------------------------------------------------------------------------
// 16-lane FMA Linear kernels (see dot.go for the order and
// linear_simd_amd64.go for how they are called). Every dot product has one
// 16-lane accumulator for its whole row; element i of the row is fused
// multiply-added into lane i mod 16 — nothing else is added, nothing is
// reduced inside a loop. The accumulators are loaded from and stored back
// to acc, so a row may be computed in pieces (the caller folds the lanes).
//
// Weights are decoded in registers with exactly the decoders' formulas and
// roundings (layout/quant): F16 by VCVTPH2PS (exact), BF16 by a shift,
// Q8_0 as float32(q)·d, Q4_0 by a per-block table of the sixteen values
// (v−8)·d looked up with VPERMPS (which reads the low four bits of each
// index dword).
//
// AVX-512 kernels (mv8*Z): eight rows, func(base unsafe.Pointer,
// offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8][16]float32,
// pf unsafe.Pointer). Row i's blocks are at base + offs[i] + k·stride for
// k·stride < end; x advances 32 floats per block of 32 elements.
//
//	R8..R15   row pointers          AX  byte offset of the block in a row
//	BX        activation pointer    Z0, Z1  the block's 32 activations
//	Z16..Z23  the eight accumulators
//	Z2..Z15   temporaries           Z24..Z31  per-row tables / constants

#define ZPROLOGUE \
	LOADROWS \
	MOVQ x+32(FP), BX \
	MOVQ acc+40(FP), DI \
	VMOVUPS 0(DI), Z16 \
	VMOVUPS 64(DI), Z17 \
	VMOVUPS 128(DI), Z18 \
	VMOVUPS 192(DI), Z19 \
	VMOVUPS 256(DI), Z20 \
	VMOVUPS 320(DI), Z21 \
	VMOVUPS 384(DI), Z22 \
	VMOVUPS 448(DI), Z23 \
	XORQ AX, AX \
	CMPQ AX, end+24(FP)

#define ZEPILOGUE \
	MOVQ acc+40(FP), DI \
	VMOVUPS Z16, 0(DI) \
	VMOVUPS Z17, 64(DI) \
	VMOVUPS Z18, 128(DI) \
	VMOVUPS Z19, 192(DI) \
	VMOVUPS Z20, 256(DI) \
	VMOVUPS Z21, 320(DI) \
	VMOVUPS Z22, 384(DI) \
	VMOVUPS Z23, 448(DI) \
	VZEROUPPER \
	RET

#define ZLOADX \
	VMOVUPS 0(BX), Z0 \
	VMOVUPS 64(BX), Z1

#define ZEIGHT(ROW) \
	ROW(R8, Z16, Z24, 0) \
	ROW(R9, Z17, Z25, 1) \
	ROW(R10, Z18, Z26, 2) \
	ROW(R11, Z19, Z27, 3) \
	ROW(R12, Z20, Z28, 4) \
	ROW(R13, Z21, Z29, 5) \
	ROW(R14, Z22, Z30, 6) \
	ROW(R15, Z23, Z31, 7)

#define ZNEXT \
	ADDQ stride+16(FP), AX \
	ADDQ $128, BX \
	CMPQ AX, end+24(FP)

// PFNEXT prefetches the next eight-row group (row-major: the group's rows
// are contiguous, so its position pf + 8·AX keeps pace with this group's
// progress AX) into L2, LINES 64-byte lines per block step. No prefetch
// when pf is nil.
#define PF5 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX) \
	PREFETCHT1 192(CX) \
	PREFETCHT1 256(CX)
#define PF3 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX)
#define PF8 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX) \
	PREFETCHT1 192(CX) \
	PREFETCHT1 256(CX) \
	PREFETCHT1 320(CX) \
	PREFETCHT1 384(CX) \
	PREFETCHT1 448(CX)
#define PF16 \
	PF8 \
	PREFETCHT1 512(CX) \
	PREFETCHT1 576(CX) \
	PREFETCHT1 640(CX) \
	PREFETCHT1 704(CX) \
	PREFETCHT1 768(CX) \
	PREFETCHT1 832(CX) \
	PREFETCHT1 896(CX) \
	PREFETCHT1 960(CX)
#define PF18 \
	PF16 \
	PREFETCHT1 1024(CX) \
	PREFETCHT1 1088(CX)
#define PF27 \
	PF18 \
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
	MOVQ pf+48(FP), CX \
	TESTQ CX, CX \
	JZ pfskip \
	LEAQ (CX)(AX*8), CX \
	LINES \
pfskip:

// F32: a block is 32 floats (stride 128).
#define F32ROW(R, ACC, T, i) \
	VFMADD231PS 0(R)(AX*1), Z0, ACC \
	VFMADD231PS 64(R)(AX*1), Z1, ACC

TEXT ·mv8F32Z(SB), NOSPLIT, $0-56
	ZPROLOGUE
	JGE f32done
f32loop:
	PFNEXT(PF16)
	ZLOADX
	ZEIGHT(F32ROW)
	ZNEXT
	JLT f32loop
f32done:
	ZEPILOGUE

// F16: 32 halves (stride 64).
#define F16ROW(R, ACC, T, i) \
	VCVTPH2PS 0(R)(AX*1), Z2 \
	VCVTPH2PS 32(R)(AX*1), Z3 \
	VFMADD231PS Z0, Z2, ACC \
	VFMADD231PS Z1, Z3, ACC

TEXT ·mv8F16Z(SB), NOSPLIT, $0-56
	ZPROLOGUE
	JGE f16done
f16loop:
	PFNEXT(PF8)
	ZLOADX
	ZEIGHT(F16ROW)
	ZNEXT
	JLT f16loop
f16done:
	ZEPILOGUE

// BF16: the float32 bits are the 16 bits shifted up (stride 64).
#define BF16ROW(R, ACC, T, i) \
	VPMOVZXWD 0(R)(AX*1), Z2 \
	VPMOVZXWD 32(R)(AX*1), Z3 \
	VPSLLD $16, Z2, Z2 \
	VPSLLD $16, Z3, Z3 \
	VFMADD231PS Z0, Z2, ACC \
	VFMADD231PS Z1, Z3, ACC

TEXT ·mv8BF16Z(SB), NOSPLIT, $0-56
	ZPROLOGUE
	JGE bf16done
bf16loop:
	PFNEXT(PF8)
	ZLOADX
	ZEIGHT(BF16ROW)
	ZNEXT
	JLT bf16loop
bf16done:
	ZEPILOGUE

// Q8_0 (34 bytes: f16 d, 32 int8): w = float32(q)·d.
#define Q80ROW(R, ACC, T, i) \
	VPBROADCASTW 0(R)(AX*1), Y2 \
	VCVTPH2PS Y2, Z2 \
	VPMOVSXBD 2(R)(AX*1), Z3 \
	VPMOVSXBD 18(R)(AX*1), Z4 \
	VCVTDQ2PS Z3, Z3 \
	VCVTDQ2PS Z4, Z4 \
	VMULPS Z2, Z3, Z3 \
	VMULPS Z2, Z4, Z4 \
	VFMADD231PS Z0, Z3, ACC \
	VFMADD231PS Z1, Z4, ACC

TEXT ·mv8Q8_0Z(SB), NOSPLIT, $0-56
	ZPROLOGUE
	JGE q80done
q80loop:
	PFNEXT(PF5)
	ZLOADX
	ZEIGHT(Q80ROW)
	ZNEXT
	JLT q80loop
q80done:
	ZEPILOGUE

// Q4_0 (18 bytes: f16 d, 16 bytes; low nibbles are elements 0..15, high
// 16..31): the table (v − 8)·d, v = 0..15, of each row is built first
// (Q40PREP), then looked up by nibble.

// ZSCALE(M, i): the f16 at M as float32 at (4i)(SP), converted in an
// XMM register (a 512-bit VCVTPH2PS of a broadcast takes two shuffle
// slots on Zen 4, the pipes VPERMPS needs); a table is then one multiply
// with the scale broadcast from memory (by the load unit).
#define ZSCALE(M, i) \
	VPBROADCASTW M, X2 \
	VCVTPH2PS X2, X2 \
	VMOVSS X2, (4*(i))(SP)

// Q40PREP: row i's table d·(v − 8) (Z15 = lutq40).
#define Q40PREP(R, ACC, T, i) \
	ZSCALE(0(R)(AX*1), i) \
	VMULPS.BCST (4*i)(SP), Z15, T

#define Q40ROW(R, ACC, T, i) \
	VPMOVZXBD 2(R)(AX*1), Z3 \
	VPSRLD $4, Z3, Z4 \
	VPERMPS T, Z3, Z3 \
	VPERMPS T, Z4, Z4 \
	VFMADD231PS Z0, Z3, ACC \
	VFMADD231PS Z1, Z4, ACC

TEXT ·mv8Q4_0Z(SB), NOSPLIT, $32-56
	ZPROLOGUE
	JGE q40done
	VMOVUPS lutq40<>(SB), Z15
q40loop:
	PFNEXT(PF3)
	ZEIGHT(Q40PREP)
	ZLOADX
	ZEIGHT(Q40ROW)
	ZNEXT
	JLT q40loop
q40done:
	ZEPILOGUE

// Q4_K (144 bytes: f16 d, f16 dmin, 12 bytes of 6-bit scales and mins,
// 128 bytes of nibbles): K4PREP unpacks each row's dc_j = d·sc_j and
// mc_j = dmin·m_j into sc (as the decoder rounds them); sub-block c
// (elements 32c..32c+31: the low (c even) or high (c odd) nibbles of the
// 32 bytes at 16 + 32·(c/2)) then looks its weights up in the table
// (dc·v) − mc, v = 0..15, built per row (K4ZPREP; DX = sc + 4c) by one
// fused multiply-subtract: dc·v is exact (d's 11 significant bits times
// sc's 6 times v's 4), so fl(dc·v − mc) is the decoder's fl(fl(dc·v) − mc)
// (a NaN where the decoder's is one; see "Fused tables").
#define K4ZPREP(R, ACC, T, i) \
	VPBROADCASTD (i*64+32)(DX), T \
	VFMSUB231PS.BCST (i*64)(DX), Z15, T

// A sub-block pair (2j, 2j+1) shares its 32 bytes: each row's bytes are
// widened once, looked up by their low nibbles in its table of sub-block
// 2j (T, activations Z0, Z1), then by their high nibbles in its table of
// sub-block 2j+1 (Z5..Z12, activations Z2, Z15).
#define K4ZPREP2(H, i) \
	VPBROADCASTD (i*64+36)(DX), H \
	VFMSUB231PS.BCST (i*64+4)(DX), Z15, H

#define K4ZPAIR(R, ACC, T, H) \
	VPMOVZXBD 16(R)(DI*1), Z3 \
	VPMOVZXBD 32(R)(DI*1), Z4 \
	VPERMPS T, Z3, Z13 \
	VPERMPS T, Z4, Z14 \
	VFMADD231PS Z0, Z13, ACC \
	VFMADD231PS Z1, Z14, ACC \
	VPSRLD $4, Z3, Z3 \
	VPSRLD $4, Z4, Z4 \
	VPERMPS H, Z3, Z3 \
	VPERMPS H, Z4, Z4 \
	VFMADD231PS Z2, Z3, ACC \
	VFMADD231PS 192(BX), Z4, ACC

#define K4PREP8 \
	K4PREP(R8, 0) \
	K4PREP(R9, 1) \
	K4PREP(R10, 2) \
	K4PREP(R11, 3) \
	K4PREP(R12, 4) \
	K4PREP(R13, 5) \
	K4PREP(R14, 6) \
	K4PREP(R15, 7)

// func mv8Q4_KZ(..., pf unsafe.Pointer, sc *[128]float32)
TEXT ·mv8Q4_KZ(SB), NOSPLIT, $0-64
	ZPROLOGUE
	JGE q4kzdone
	MOVQ sc+56(FP), SI
	VMOVUPS lutq4k<>(SB), Z15
q4kzblock:
	PFNEXT(PF18)
	K4PREP8
	MOVQ AX, DI
	MOVQ SI, DX
	MOVQ $4, CX
q4kzpair:
	ZEIGHT(K4ZPREP)
	K4ZPREP2(Z5, 0)
	K4ZPREP2(Z6, 1)
	K4ZPREP2(Z7, 2)
	K4ZPREP2(Z8, 3)
	K4ZPREP2(Z9, 4)
	K4ZPREP2(Z10, 5)
	K4ZPREP2(Z11, 6)
	K4ZPREP2(Z12, 7)
	VMOVUPS 0(BX), Z0
	VMOVUPS 64(BX), Z1
	VMOVUPS 128(BX), Z2
	K4ZPAIR(R8, Z16, Z24, Z5)
	K4ZPAIR(R9, Z17, Z25, Z6)
	K4ZPAIR(R10, Z18, Z26, Z7)
	K4ZPAIR(R11, Z19, Z27, Z8)
	K4ZPAIR(R12, Z20, Z28, Z9)
	K4ZPAIR(R13, Z21, Z29, Z10)
	K4ZPAIR(R14, Z22, Z30, Z11)
	K4ZPAIR(R15, Z23, Z31, Z12)
	ADDQ $256, BX
	ADDQ $8, DX
	ADDQ $32, DI
	DECQ CX
	JNZ q4kzpair
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q4kzblock
q4kzdone:
	ZEPILOGUE

// Q6_K (AVX-512 VBMI): a chunk's 32 six-bit values are assembled as the
// bytes b = 4·(q − 32) (ql's nibble at bits 2..5, qh's two bits at 6 and 7
// with the top one inverted: two shifts and two VPTERNLOGD), and VPERMB
// with a zeroing mask moves byte j to the top byte of dword j: the dword
// is (q − 32)·2^26 exactly, and so is its conversion. Its product with
// d·scale·2^−26 (exact scaling; K6ZPREP stores it per row in sc) is
// d·scale·(q − 32) rounded once, as the decoder's. Elements 0..15 of a
// chunk take one scale, 16..31 the next: one 512-bit vector each.
//
// Z24, Z25 index vectors, Y26 = 0x3c, Y27 = 0x80, Y28 = 0xc0 bytes, Y29 =
// 2^−26, K1 = the top byte of every dword.
#define K6ZPREP(R, ACC, T, i) \
	VPBROADCASTW 208(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VMULPS Y29, Y12, Y12 \
	VPMOVSXBD 192(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y13, Y12, Y13 \
	VPMOVSXBD 200(R)(AX*1), Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y14, Y12, Y14 \
	VMOVUPS Y13, (i*64)(SI) \
	VMOVUPS Y14, (i*64+32)(SI)

// K6ZVALS: the chunk's weights, elements 0..15 in Z14, 16..31 in Z15.
#define K6ZVALS(R, i, QLOFF, LOWSHIFT, HIGHSHIFT, k) \
	LOWSHIFT(QLOFF(R)(DI*1), Y13) \
	VPTERNLOGD $0xea, Y27, Y26, Y13 \
	HIGHSHIFT(128(R)(DX*1), Y14) \
	VPTERNLOGD $0x78, Y28, Y14, Y13 \
	VPERMB.Z Z13, Z24, K1, Z14 \
	VPERMB.Z Z13, Z25, K1, Z15 \
	VCVTDQ2PS Z14, Z14 \
	VCVTDQ2PS Z15, Z15 \
	VMULPS.BCST (i*64+8*k)(SI), Z14, Z14 \
	VMULPS.BCST (i*64+8*k+4)(SI), Z15, Z15

#define K6ZROW(R, ACC, i, QLOFF, LOWSHIFT, HIGHSHIFT, k) \
	K6ZVALS(R, i, QLOFF, LOWSHIFT, HIGHSHIFT, k) \
	VFMADD231PS Z0, Z14, ACC \
	VFMADD231PS Z1, Z15, ACC

#define SLW2(M, Y) VPSLLW $2, M, Y
#define SRW2(M, Y) VPSRLW $2, M, Y
#define SLW6(M, Y) VPSLLW $6, M, Y
#define SLW4(M, Y) VPSLLW $4, M, Y
#define LOADW(M, Y) VMOVDQU M, Y
#define K6Z0(R, ACC, T, i) K6ZROW(R, ACC, i, 0, SLW2, SLW6, 0)
#define K6Z1(R, ACC, T, i) K6ZROW(R, ACC, i, 32, SLW2, SLW4, 1)
#define K6Z2(R, ACC, T, i) K6ZROW(R, ACC, i, 0, SRW2, SLW2, 2)
#define K6Z3(R, ACC, T, i) K6ZROW(R, ACC, i, 32, SRW2, LOADW, 3)

#define K6ZCONST \
	VMOVDQU32 k6idx<>+0(SB), Z24 \
	VMOVDQU32 k6idx<>+64(SB), Z25 \
	VMOVDQU32 k6c3c<>(SB), Y26 \
	VMOVDQU32 k6c80<>(SB), Y27 \
	VMOVDQU32 k6cc0<>(SB), Y28 \
	VBROADCASTSS k6p2m26<>(SB), Y29 \
	MOVQ $0x8888888888888888, CX \
	KMOVQ CX, K1

// func mv8Q6_KZ(..., pf unsafe.Pointer, sc *[128]float32)
TEXT ·mv8Q6_KZ(SB), NOSPLIT, $0-64
	ZPROLOGUE
	JGE q6kzdone
	K6ZCONST
q6kzblock:
	MOVQ sc+56(FP), SI
	PFNEXT(PF27)
	ZEIGHT(K6ZPREP)
	MOVQ AX, DI
	MOVQ AX, DX
	MOVQ $2, CX
q6kzhalf:
	ZLOADX
	ZEIGHT(K6Z0)
	ADDQ $128, BX
	ZLOADX
	ZEIGHT(K6Z1)
	ADDQ $128, BX
	ZLOADX
	ZEIGHT(K6Z2)
	ADDQ $128, BX
	ZLOADX
	ZEIGHT(K6Z3)
	ADDQ $128, BX
	ADDQ $64, DI
	ADDQ $32, DX
	ADDQ $32, SI
	DECQ CX
	JNZ q6kzhalf
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q6kzblock
q6kzdone:
	ZEPILOGUE

// The AVX2 + FMA kernels (mv4*Y) follow; their conventions and frame
// macros are in linear_y_amd64.h.

#define PF9 \
	PF8 \
	PREFETCHT1 512(CX)

// F32: 32 floats.
#define F32YROW(R, LO, HI) \
	VFMADD231PS 0(R)(AX*1), Y0, LO \
	VFMADD231PS 32(R)(AX*1), Y1, HI \
	VFMADD231PS 64(R)(AX*1), Y2, LO \
	VFMADD231PS 96(R)(AX*1), Y3, HI

// F16: 32 halves (VCVTPH2PS is exact).
#define F16YROW(R, LO, HI) \
	VCVTPH2PS 0(R)(AX*1), Y12 \
	VCVTPH2PS 16(R)(AX*1), Y13 \
	VFMADD231PS Y0, Y12, LO \
	VFMADD231PS Y1, Y13, HI \
	VCVTPH2PS 32(R)(AX*1), Y12 \
	VCVTPH2PS 48(R)(AX*1), Y13 \
	VFMADD231PS Y2, Y12, LO \
	VFMADD231PS Y3, Y13, HI

// BF16: the float32 bits are the 16 bits shifted up.
#define BF16YROW(R, LO, HI) \
	VPMOVZXWD 0(R)(AX*1), Y12 \
	VPMOVZXWD 16(R)(AX*1), Y13 \
	VPSLLD $16, Y12, Y12 \
	VPSLLD $16, Y13, Y13 \
	VFMADD231PS Y0, Y12, LO \
	VFMADD231PS Y1, Y13, HI \
	VPMOVZXWD 32(R)(AX*1), Y12 \
	VPMOVZXWD 48(R)(AX*1), Y13 \
	VPSLLD $16, Y12, Y12 \
	VPSLLD $16, Y13, Y13 \
	VFMADD231PS Y2, Y12, LO \
	VFMADD231PS Y3, Y13, HI

// Q8_0: w = float32(q)·d.
#define Q80YW(R, off, X, ACC) \
	VPMOVSXBD off(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y12, Y13, Y13 \
	VFMADD231PS X, Y13, ACC

#define Q80YROW(R, LO, HI) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	Q80YW(R, 2, Y0, LO) \
	Q80YW(R, 10, Y1, HI) \
	Q80YW(R, 18, Y2, LO) \
	Q80YW(R, 26, Y3, HI)

TEXT ·mv4F32Y(SB), NOSPLIT, $0-56
	YPROLOGUE
	JGE f32ydone
f32yloop:
	PFNEXT4(PF8)
	YLOADX
	YFOUR(F32YROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT f32yloop
f32ydone:
	YEPILOGUE

TEXT ·mv4F16Y(SB), NOSPLIT, $0-56
	YPROLOGUE
	JGE f16ydone
f16yloop:
	PFNEXT4(PF5)
	YLOADX
	YFOUR(F16YROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT f16yloop
f16ydone:
	YEPILOGUE

TEXT ·mv4BF16Y(SB), NOSPLIT, $0-56
	YPROLOGUE
	JGE bf16ydone
bf16yloop:
	PFNEXT4(PF5)
	YLOADX
	YFOUR(BF16YROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT bf16yloop
bf16ydone:
	YEPILOGUE

TEXT ·mv4Q8_0Y(SB), NOSPLIT, $0-56
	YPROLOGUE
	JGE q80ydone
q80yloop:
	PFNEXT4(PF3)
	YLOADX
	YFOUR(Q80YROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT q80yloop
q80ydone:
	YEPILOGUE

#define NIBLO(Y) VPAND Y15, Y, Y
#define NIBHI(Y) VPSRLD $4, Y, Y
#define K6LOWLO(Y) VPAND Y15, Y, Y
#define K6LOWHI(Y) VPSRLW $4, Y, Y; VPAND Y15, Y, Y
#define K6H0(Y) VPSLLW $4, Y, Y
#define K6H1(Y) VPSLLW $2, Y, Y
#define K6H2(Y)
#define K6H3(Y) VPSRLW $2, Y, Y

// ---------------------------------------------------------------------------
// Block decoders for the batched path: func(src unsafe.Pointer, stride,
// n int, dst *float32) decodes the n blocks at src + k·stride into dst,
// exactly (the decoders' formulas and rounding, as the mv8*Z kernels).

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

// decodeQ8_0Z, decodeQ4_0Z: the AVX-512 forms of decodeQ8_0SIMD and
// decodeQ4_0SIMD (the same bits): Q8_0 as float32(q)·d sixteen at a time;
// Q4_0 through the block's table (v − 8)·d looked up with VPERMPS, as
// mv8Q4_0Z does.
TEXT ·decodeQ8_0Z(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	TESTQ CX, CX
	JZ dq80zdone
dq80zloop:
	VPBROADCASTW 0(SI), Y12
	VCVTPH2PS Y12, Z12
	VPMOVSXBD 2(SI), Z0
	VPMOVSXBD 18(SI), Z1
	VCVTDQ2PS Z0, Z0
	VCVTDQ2PS Z1, Z1
	VMULPS Z12, Z0, Z0
	VMULPS Z12, Z1, Z1
	VMOVUPS Z0, 0(DI)
	VMOVUPS Z1, 64(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq80zloop
dq80zdone:
	VZEROUPPER
	RET

TEXT ·decodeQ4_0Z(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	TESTQ CX, CX
	JZ dq40zdone
dq40zloop:
	VPBROADCASTW 0(SI), Y12
	VCVTPH2PS Y12, Z4
	VMULPS lutq40<>(SB), Z4, Z4
	VPMOVZXBD 2(SI), Z0
	VPSRLD $4, Z0, Z1
	VPERMPS Z4, Z0, Z2
	VPERMPS Z4, Z1, Z3
	VMOVUPS Z2, 0(DI)
	VMOVUPS Z3, 64(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq40zloop
dq40zdone:
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
// to the frame), then the eight sub-blocks, float32(dc·q) − mc as one
// fused multiply-subtract: dc = d·sc (at most 11 + 6 significant bits)
// times a four-bit q is exact, so it rounds once as the decoder does.
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
	VFMSUB213PS Y13, Y12, Y0 \
	VFMSUB213PS Y13, Y12, Y1 \
	VFMSUB213PS Y13, Y12, Y2 \
	VFMSUB213PS Y13, Y12, Y3 \
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

// decodeQ4_KZ: decodeQ4_KSIMD with AVX-512 (the same bits). Per block,
// K4PREP puts dc_j, mc_j on the frame; sub-block pair (2j, 2j+1) shares
// the 32 bytes at 16 + 32j: each 16 widened to dwords once, looked up by
// their low nibbles in the table (dc_2j·v) − mc_2j and by their high
// nibbles in (dc_2j+1·v) − mc_2j+1 (VPERMPS reads the low four bits of an
// index), the table built as mv8Q4_KZ builds it.
#define DK4ZPAIR(QOFF, j) \
	VBROADCASTSS (8*j)(SP), Z4 \
	VMULPS lutq4k<>(SB), Z4, Z4 \
	VSUBPS.BCST (32+8*j)(SP), Z4, Z4 \
	VBROADCASTSS (8*j+4)(SP), Z5 \
	VMULPS lutq4k<>(SB), Z5, Z5 \
	VSUBPS.BCST (36+8*j)(SP), Z5, Z5 \
	VPMOVZXBD (QOFF)(SI), Z0 \
	VPMOVZXBD (QOFF+16)(SI), Z1 \
	VPERMPS Z4, Z0, Z2 \
	VPERMPS Z4, Z1, Z3 \
	VMOVUPS Z2, (256*j)(DI) \
	VMOVUPS Z3, (256*j+64)(DI) \
	VPSRLD $4, Z0, Z0 \
	VPSRLD $4, Z1, Z1 \
	VPERMPS Z5, Z0, Z0 \
	VPERMPS Z5, Z1, Z1 \
	VMOVUPS Z0, (256*j+128)(DI) \
	VMOVUPS Z1, (256*j+192)(DI)

TEXT ·decodeQ4_KZ(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), R8
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq4kzdone
dq4kzloop:
	LEAQ 0(SP), SI
	K4PREP(R8, 0)
	MOVQ R8, SI
	DK4ZPAIR(16, 0)
	DK4ZPAIR(48, 1)
	DK4ZPAIR(80, 2)
	DK4ZPAIR(112, 3)
	ADDQ DX, R8
	ADDQ $1024, DI
	DECQ CX
	JNZ dq4kzloop
dq4kzdone:
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

// func decodeQ6_KZ(src unsafe.Pointer, stride, n int, dst *float32): the
// exact block decoder of the batched path with the mv8Q6_KZ arithmetic
// (AVX-512 VBMI); the block's scales go to the local frame.
#define K6ZDEC(QLOFF, LOWSHIFT, HIGHSHIFT, k) \
	K6ZVALS(R8, 0, QLOFF, LOWSHIFT, HIGHSHIFT, k) \
	VMOVUPS Z14, 0(BX) \
	VMOVUPS Z15, 64(BX) \
	ADDQ $128, BX

TEXT ·decodeQ6_KZ(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), R8
	MOVQ dst+24(FP), BX
	K6ZCONST
	MOVQ n+16(FP), R9
	TESTQ R9, R9
	JLE dq6kzdone
	XORQ AX, AX
dq6kzblock:
	LEAQ 0(SP), SI
	K6ZPREP(R8, _, _, 0)
	XORQ DI, DI
	XORQ DX, DX
	MOVQ $2, CX
dq6kzhalf:
	K6ZDEC(0, SLW2, SLW6, 0)
	K6ZDEC(32, SLW2, SLW4, 1)
	K6ZDEC(0, SRW2, SLW2, 2)
	K6ZDEC(32, SRW2, LOADW, 3)
	ADDQ $64, DI
	ADDQ $32, DX
	ADDQ $32, SI
	DECQ CX
	JNZ dq6kzhalf
	ADDQ stride+8(FP), R8
	DECQ R9
	JNZ dq6kzblock
dq6kzdone:
	VZEROUPPER
	RET

// func prefetchLines(p unsafe.Pointer, n int): PREFETCHT0 of the n bytes
// at p, a line at a time.
TEXT ·prefetchLines(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	ADDQ SI, CX
pfl:
	CMPQ SI, CX
	JGE pfldone
	PREFETCHT0 (SI)
	ADDQ $64, SI
	JMP pfl
pfldone:
	RET

// func prefetchLinesL2(p unsafe.Pointer, n int): prefetchLines into L2.
TEXT ·prefetchLinesL2(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	ADDQ SI, CX
pfl2:
	CMPQ SI, CX
	JGE pfl2done
	PREFETCHT1 (SI)
	ADDQ $64, SI
	JMP pfl2
pfl2done:
	RET

// ---------------------------------------------------------------------------
// Exact AVX2 tile decoder of Q4_1, as decodeQ4_0SIMD: func(src
// unsafe.Pointer, stride, n int, dst *float32), the n blocks at src +
// k·stride into dst (those of Q2_K, Q3_K, Q5_0, Q5_1 and Q5_K are in
// linear_kq_avx2_amd64.s, next to the kernels whose code assembly they
// share). Each computes its decoder's formula (decode.go) with the same
// roundings: codes widened to dwords and converted exactly, then one
// VMULPS and one VADDPS/VSUBPS, or one fused multiply-add where the
// product is exact (MULADD4).

DATA dword3<>+0(SB)/8, $0x0000000300000003
DATA dword3<>+8(SB)/8, $0x0000000300000003
DATA dword3<>+16(SB)/8, $0x0000000300000003
DATA dword3<>+24(SB)/8, $0x0000000300000003
GLOBL dword3<>(SB), RODATA|NOPTR, $32

DATA dword20<>+0(SB)/8, $0x0000002000000020
DATA dword20<>+8(SB)/8, $0x0000002000000020
DATA dword20<>+16(SB)/8, $0x0000002000000020
DATA dword20<>+24(SB)/8, $0x0000002000000020
GLOBL dword20<>(SB), RODATA|NOPTR, $32

// q3shift: the shifts of the Q3_K high scale bits: scales j < 8 take bits
// 2·(j/4) of byte 8 + j%4 (0,0,0,0,2,2,2,2), j ≥ 8 (4,4,4,4,6,6,6,6).
DATA q3shift<>+0(SB)/8, $0x0000000000000000
DATA q3shift<>+8(SB)/8, $0x0000000000000000
DATA q3shift<>+16(SB)/8, $0x0000000200000002
DATA q3shift<>+24(SB)/8, $0x0000000200000002
DATA q3shift<>+32(SB)/8, $0x0000000400000004
DATA q3shift<>+40(SB)/8, $0x0000000400000004
DATA q3shift<>+48(SB)/8, $0x0000000600000006
DATA q3shift<>+56(SB)/8, $0x0000000600000006
GLOBL q3shift<>(SB), RODATA|NOPTR, $64

#define TILEARGS \
	MOVQ src+0(FP), SI \
	MOVQ stride+8(FP), DX \
	MOVQ n+16(FP), CX \
	MOVQ dst+24(FP), DI

// The 32 nibbles of the 16 bytes at OFF(SI), as dwords: Y0, Y1 the low
// nibbles (elements 0..15), Y2, Y3 the high ones (16..31). Y15 = dword0f.
#define NIB32(OFF) \
	VPMOVZXBD (OFF)(SI), Y0 \
	VPMOVZXBD (OFF+8)(SI), Y1 \
	VPSRLD $4, Y0, Y2 \
	VPSRLD $4, Y1, Y3 \
	VPAND Y15, Y0, Y0 \
	VPAND Y15, Y1, Y1

#define CVT4 \
	VCVTDQ2PS Y0, Y0 \
	VCVTDQ2PS Y1, Y1 \
	VCVTDQ2PS Y2, Y2 \
	VCVTDQ2PS Y3, Y3

#define MUL4(D) \
	VMULPS D, Y0, Y0 \
	VMULPS D, Y1, Y1 \
	VMULPS D, Y2, Y2 \
	VMULPS D, Y3, Y3

// MULADD4(D, M): Y0..Y3 = Y·D + M as one fused multiply-add each, for
// codes q of at most five bits: q·d (at most 5 × 11 significant bits) is
// exact, so rounding q·d + m once is rounding the decoder's sum.
#define MULADD4(D, M) \
	VFMADD213PS M, D, Y0 \
	VFMADD213PS M, D, Y1 \
	VFMADD213PS M, D, Y2 \
	VFMADD213PS M, D, Y3

#define STORE4 \
	VMOVUPS Y0, 0(DI) \
	VMOVUPS Y1, 32(DI) \
	VMOVUPS Y2, 64(DI) \
	VMOVUPS Y3, 96(DI)

// The two halves of the scale pair of a Q4_1 block: Y12 = d, Y13 = m.
#define DM16 \
	VPBROADCASTW 0(SI), X12 \
	VCVTPH2PS X12, Y12 \
	VPBROADCASTW 2(SI), X13 \
	VCVTPH2PS X13, Y13

// Q4_1 (20 bytes: f16 d, f16 m, 16 bytes of nibbles): x = (q·d) + m.
TEXT ·decodeQ4_1SIMD(SB), NOSPLIT, $0-32
	TILEARGS
	VMOVDQU dword0f<>(SB), Y15
	TESTQ CX, CX
	JZ dq41done
dq41loop:
	DM16
	NIB32(4)
	CVT4
	MULADD4(Y12, Y13)
	STORE4
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq41loop
dq41done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Fused AVX-512 kernels of Q4_1, Q5_0 and Q5_1 (mv8*Z conventions). A
// Q4_1 row's block is looked up in a table of its values (v·d) + m, v =
// 0..15, built per block with the decoder's values (m fused, see "Fused
// tables" below); Q5_0 and Q5_1 compute each weight from its code (see
// Q50ROW), the fifth bit taken from qh under a mask (K1 = qh bits 0..15
// for elements 0..15, K2 = bits 16..31). The tile decoders of Q5_0 and
// Q5_1 use tables: Q5_0 (v − 16)·d, Q5_1 (v·d) + m, v = 0..31, as a low
// (v < 16) and a high table, the high one taken where the element's bit
// of qh is set (merge-masked VPERMPS).

DATA lutq5lo<>+0(SB)/4, $-16.0
DATA lutq5lo<>+4(SB)/4, $-15.0
DATA lutq5lo<>+8(SB)/4, $-14.0
DATA lutq5lo<>+12(SB)/4, $-13.0
DATA lutq5lo<>+16(SB)/4, $-12.0
DATA lutq5lo<>+20(SB)/4, $-11.0
DATA lutq5lo<>+24(SB)/4, $-10.0
DATA lutq5lo<>+28(SB)/4, $-9.0
DATA lutq5lo<>+32(SB)/4, $-8.0
DATA lutq5lo<>+36(SB)/4, $-7.0
DATA lutq5lo<>+40(SB)/4, $-6.0
DATA lutq5lo<>+44(SB)/4, $-5.0
DATA lutq5lo<>+48(SB)/4, $-4.0
DATA lutq5lo<>+52(SB)/4, $-3.0
DATA lutq5lo<>+56(SB)/4, $-2.0
DATA lutq5lo<>+60(SB)/4, $-1.0
GLOBL lutq5lo<>(SB), RODATA|NOPTR, $64

DATA lutq5hi<>+0(SB)/4, $16.0
DATA lutq5hi<>+4(SB)/4, $17.0
DATA lutq5hi<>+8(SB)/4, $18.0
DATA lutq5hi<>+12(SB)/4, $19.0
DATA lutq5hi<>+16(SB)/4, $20.0
DATA lutq5hi<>+20(SB)/4, $21.0
DATA lutq5hi<>+24(SB)/4, $22.0
DATA lutq5hi<>+28(SB)/4, $23.0
DATA lutq5hi<>+32(SB)/4, $24.0
DATA lutq5hi<>+36(SB)/4, $25.0
DATA lutq5hi<>+40(SB)/4, $26.0
DATA lutq5hi<>+44(SB)/4, $27.0
DATA lutq5hi<>+48(SB)/4, $28.0
DATA lutq5hi<>+52(SB)/4, $29.0
DATA lutq5hi<>+56(SB)/4, $30.0
DATA lutq5hi<>+60(SB)/4, $31.0
GLOBL lutq5hi<>(SB), RODATA|NOPTR, $64

// Fused tables. For a finite f16 scale d and a table constant v of at
// most 5 bits, d·v is exact (at most 16 significant bits), and so is a
// K-quant's d·sc·v (17 bits times 5): a table entry fl(fl(d·v) ± m) is
// then one fused multiply-add, fl(d·v ± m), bit for bit. The two forms
// differ only where d·v is invalid (d = ±Inf, v = 0) and m is a NaN: the
// entry is a NaN either way (the default NaN or m's), which the bitwise
// tests count as equal.

// ZSCALE2: row i's adjacent f16 scale and offset at M converted by one
// 128-bit VCVTPH2PS and parked on the frame, d at (8i)(SP), m at
// (8i+4)(SP).
#define ZSCALE2(M, i) \
	VMOVD M, X2 \
	VCVTPH2PS X2, X2 \
	VMOVQ X2, (8*(i))(SP)

// Q4_1 (20 bytes: f16 d, f16 m, 16 bytes of nibbles): the fused table
// v·d + m (Z15 = lutq4k; d, m on the frame by ZSCALE2).
#define Q41PREP(R, ACC, T, i) \
	ZSCALE2(0(R)(AX*1), i) \
	VPBROADCASTD (8*i+4)(SP), T \
	VFMADD231PS.BCST (8*i)(SP), Z15, T

#define Q41ROW(R, ACC, T, i) \
	VPMOVZXBD 4(R)(AX*1), Z3 \
	VPSRLD $4, Z3, Z4 \
	VPERMPS T, Z3, Z3 \
	VPERMPS T, Z4, Z4 \
	VFMADD231PS Z0, Z3, ACC \
	VFMADD231PS Z1, Z4, ACC

TEXT ·mv8Q4_1Z(SB), NOSPLIT, $64-56
	ZPROLOGUE
	JGE q41zdone
	VMOVUPS lutq4k<>(SB), Z15
q41zloop:
	PFNEXT(PF3)
	ZEIGHT(Q41PREP)
	ZLOADX
	ZEIGHT(Q41ROW)
	ZNEXT
	JLT q41zloop
q41zdone:
	ZEPILOGUE

// Q5_0 (22 bytes: f16 d, u32 qh, 16 bytes of nibbles) and Q5_1 (24 bytes:
// f16 d, f16 m, u32 qh, 16 bytes of nibbles): each weight is its code q
// (nibble + 16 where its qh bit is set) as a float times d, and plus m in
// the same multiply-add for Q5_1 (q·d is exact, so one rounding of q·d + m
// is the decoder's float32(q·d) + m). The codes of the low nibbles are
// looked up among the constants (VPERMPS reads the low four bits of a
// byte, so it needs no mask) and 16 is added under the qh mask; those of
// the high nibbles, shifted down, get the fifth bit as an integer and are
// converted. Per row and block that is as many 512-bit operations as
// looking both halves up in two per-row tables (two table multiplies,
// four lookups), but three of the lookups become an add, an integer or
// and a conversion, which cost Zen 4 less (each added 512-bit operation
// costs about 0.9 cycles as a permute or multiply, 0.8 as an add or
// conversion, 0.6 as an integer and). Measured at
// 128×14336 (in L2, thread CPU time): Q5_0 11.2 GB/s, Q5_1 12.0, where the
// two-table lookup runs at 10.5 and 10.9, the codes of both halves looked
// up and 16 added at 11.0 and 11.8, and one table (q − 16)·d with 16d
// added under the qh mask (a non-finite d taking the two tables, out of
// line) at 10.6 (Q5_0); a 32-entry VPERMI2PS lookup with the index's
// fifth bit set under the mask ran slower than the two VPERMPS.

// Q5CODES: the codes of the block's nibbles at QOFF as floats, elements
// 0..15 in Z7 (looked up in Z14, 16 added under K1), 16..31 in Z8 (the
// dword at HIGH or-ed in under K2, then converted).
#define Q5CODES(R, QOFF, HIGH) \
	VPMOVZXBD QOFF(R)(AX*1), Z3 \
	VPSRLD $4, Z3, Z4 \
	VPERMPS Z14, Z3, Z7 \
	VADDPS.BCST lutq5hi<>(SB), Z7, K1, Z7 \
	VPORD.BCST HIGH, Z4, K2, Z4 \
	VCVTDQ2PS Z4, Z8

// ZSCALES4: the f16 scales of rows RA..RD (at 0) in the words of G,
// RA's lowest.
#define ZSCALES4(RA, RB, RC, RD, G) \
	MOVWLZX 0(RD)(AX*1), G \
	SHLQ $16, G \
	MOVW 0(RC)(AX*1), G \
	SHLQ $16, G \
	MOVW 0(RB)(AX*1), G \
	SHLQ $16, G \
	MOVW 0(RA)(AX*1), G

// ZSCALES8: the eight rows' f16 scales gathered into two general
// registers (four each), converted by one VCVTPH2PS and stored on the
// frame, row i's at (4i)(SP) as ZSCALE stores it: three vector operations
// a block where ZSCALE per row takes sixteen (Q5_0 at 128×14336 runs 2%
// faster so). Gathering Q4_1's and Q5_1's pairs of scale and offset so
// measured no faster for Q5_1 and 7% slower for Q4_1, whose tables then
// wait on the one conversion.
#define ZSCALES8 \
	ZSCALES4(R8, R9, R10, R11, CX) \
	ZSCALES4(R12, R13, R14, R15, SI) \
	VMOVQ CX, X2 \
	VPINSRQ $1, SI, X2, X2 \
	VCVTPH2PS X2, Y2 \
	VMOVUPS Y2, 0(SP)

// Q50ROW: the low codes q − 16 from lutq5lo (Z14), 16 added under qh's
// low half (K1); the high codes nibble | −16 where qh's bit is clear (K2,
// from the complement of qh's high half), nibble where it is set; d on
// the frame (ZSCALES8).
#define Q50ROW(R, ACC, T, i) \
	KMOVW 2(R)(AX*1), K1 \
	MOVWLZX 4(R)(AX*1), CX \
	NOTL CX \
	KMOVW CX, K2 \
	Q5CODES(R, 6, q5m16<>(SB)) \
	VMULPS.BCST (4*i)(SP), Z7, Z7 \
	VMULPS.BCST (4*i)(SP), Z8, Z8 \
	VFMADD231PS Z0, Z7, ACC \
	VFMADD231PS Z1, Z8, ACC

// q5m16: the dword −16; q5b16: the dword 16.
DATA q5m16<>+0(SB)/4, $0xfffffff0
GLOBL q5m16<>(SB), RODATA|NOPTR, $4

DATA q5b16<>+0(SB)/4, $16
GLOBL q5b16<>(SB), RODATA|NOPTR, $4

TEXT ·mv8Q5_0Z(SB), NOSPLIT, $32-56
	ZPROLOGUE
	JGE q50zdone
	VMOVUPS lutq5lo<>(SB), Z14
q50zloop:
	PFNEXT(PF3)
	ZSCALES8
	ZLOADX
	ZEIGHT(Q50ROW)
	ZNEXT
	JLT q50zloop
q50zdone:
	ZEPILOGUE

// Q51ROW: the low codes from lutq4k (Z14), 16 added under qh's low half
// (K1); the high codes nibble | 16 under its high half (K2); then q·d + m
// (d, m on the frame by ZSCALE2).
#define Q51ROW(R, ACC, T, i) \
	ZSCALE2(0(R)(AX*1), i) \
	VPBROADCASTD (8*i+4)(SP), Z9 \
	KMOVW 4(R)(AX*1), K1 \
	KMOVW 6(R)(AX*1), K2 \
	Q5CODES(R, 8, q5b16<>(SB)) \
	VFMADD132PS.BCST (8*i)(SP), Z9, Z7 \
	VFMADD132PS.BCST (8*i)(SP), Z9, Z8 \
	VFMADD231PS Z0, Z7, ACC \
	VFMADD231PS Z1, Z8, ACC

TEXT ·mv8Q5_1Z(SB), NOSPLIT, $64-56
	ZPROLOGUE
	JGE q51zdone
	VMOVUPS lutq4k<>(SB), Z14
q51zloop:
	PFNEXT(PF3)
	ZLOADX
	ZEIGHT(Q51ROW)
	ZNEXT
	JLT q51zloop
q51zdone:
	ZEPILOGUE

// ---------------------------------------------------------------------------
// AVX-512 tile decoders of Q2_K, Q3_K and Q5_K (the same bits as the AVX2
// ones): each group of elements sharing a scale looks its codes up in a
// table of its values, built with the decoder's roundings — Q2_K
// (dl·v) − ml and Q3_K dl·(v − 4), dl·v for the two-bit codes v (the
// tables repeat every four entries, so the codes need no masking after
// their shift), Q3_K taking the second where the hmask bit is set, and
// Q5_K (dc·v) − mc for v < 16 and v ≥ 16, the second where the qh bit is
// set (merge-masked VPERMPS).

DATA lutq2k<>+0(SB)/4, $0.0
DATA lutq2k<>+4(SB)/4, $1.0
DATA lutq2k<>+8(SB)/4, $2.0
DATA lutq2k<>+12(SB)/4, $3.0
DATA lutq2k<>+16(SB)/4, $0.0
DATA lutq2k<>+20(SB)/4, $1.0
DATA lutq2k<>+24(SB)/4, $2.0
DATA lutq2k<>+28(SB)/4, $3.0
DATA lutq2k<>+32(SB)/4, $0.0
DATA lutq2k<>+36(SB)/4, $1.0
DATA lutq2k<>+40(SB)/4, $2.0
DATA lutq2k<>+44(SB)/4, $3.0
DATA lutq2k<>+48(SB)/4, $0.0
DATA lutq2k<>+52(SB)/4, $1.0
DATA lutq2k<>+56(SB)/4, $2.0
DATA lutq2k<>+60(SB)/4, $3.0
GLOBL lutq2k<>(SB), RODATA|NOPTR, $64

DATA lutq3lo<>+0(SB)/4, $-4.0
DATA lutq3lo<>+4(SB)/4, $-3.0
DATA lutq3lo<>+8(SB)/4, $-2.0
DATA lutq3lo<>+12(SB)/4, $-1.0
DATA lutq3lo<>+16(SB)/4, $-4.0
DATA lutq3lo<>+20(SB)/4, $-3.0
DATA lutq3lo<>+24(SB)/4, $-2.0
DATA lutq3lo<>+28(SB)/4, $-1.0
DATA lutq3lo<>+32(SB)/4, $-4.0
DATA lutq3lo<>+36(SB)/4, $-3.0
DATA lutq3lo<>+40(SB)/4, $-2.0
DATA lutq3lo<>+44(SB)/4, $-1.0
DATA lutq3lo<>+48(SB)/4, $-4.0
DATA lutq3lo<>+52(SB)/4, $-3.0
DATA lutq3lo<>+56(SB)/4, $-2.0
DATA lutq3lo<>+60(SB)/4, $-1.0
GLOBL lutq3lo<>(SB), RODATA|NOPTR, $64

// q3bit: dword b is 1 << b.
DATA q3bit<>+0(SB)/8, $0x0000000200000001
DATA q3bit<>+8(SB)/8, $0x0000000800000004
DATA q3bit<>+16(SB)/8, $0x0000002000000010
DATA q3bit<>+24(SB)/8, $0x0000008000000040
GLOBL q3bit<>(SB), RODATA|NOPTR, $32

// Q2_K: group g = 8n + 2s + h; Z0 = the 16 code bytes of (n, h) shifted
// by 2s so far.
#define DQ2ZG(g) \
	VBROADCASTSS (4*(g))(SP), Z4 \
	VMULPS lutq2k<>(SB), Z4, Z4 \
	VSUBPS.BCST (64+4*(g))(SP), Z4, Z4 \
	VPERMPS Z4, Z0, Z2 \
	VMOVUPS Z2, (64*(g))(DI) \
	VPSRLD $2, Z0, Z0

#define DQ2ZNH(QOFF, g0) \
	VPMOVZXBD (QOFF)(SI), Z0 \
	DQ2ZG(g0) \
	DQ2ZG(g0+2) \
	DQ2ZG(g0+4) \
	DQ2ZG(g0+6)

TEXT ·decodeQ2_KZ(SB), NOSPLIT, $128-32
	TILEARGS
	VMOVDQU dword0f<>(SB), Y15
	TESTQ CX, CX
	JZ dq2kzdone
dq2kzloop:
	VPBROADCASTW 80(SI), X12
	VCVTPH2PS X12, Y12
	VPBROADCASTW 82(SI), X13
	VCVTPH2PS X13, Y13
	NIB32(0)
	CVT4
	VMULPS Y12, Y0, Y0
	VMULPS Y12, Y1, Y1
	VMULPS Y13, Y2, Y2
	VMULPS Y13, Y3, Y3
	VMOVUPS Y0, 0(SP)
	VMOVUPS Y1, 32(SP)
	VMOVUPS Y2, 64(SP)
	VMOVUPS Y3, 96(SP)
	DQ2ZNH(16, 0)
	DQ2ZNH(32, 1)
	DQ2ZNH(48, 8)
	DQ2ZNH(64, 9)
	ADDQ DX, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dq2kzloop
dq2kzdone:
	VZEROUPPER
	RET

// Q3_K: group g = 8n + 2s + h, hmask bit 4n + s of the bytes in ZH; Z0 =
// the 16 code bytes of (n, h) shifted by 2s so far.
#define DQ3ZG(g, b, ZH) \
	VBROADCASTSS (4*(g))(SP), Z4 \
	VMULPS lutq3lo<>(SB), Z4, Z5 \
	VMULPS lutq2k<>(SB), Z4, Z6 \
	VPTESTMD.BCST q3bit<>+(4*(b))(SB), ZH, K1 \
	VPERMPS Z5, Z0, Z2 \
	VPERMPS Z6, Z0, K1, Z2 \
	VMOVUPS Z2, (64*(g))(DI) \
	VPSRLD $2, Z0, Z0

#define DQ3ZNH(QOFF, n, g0, ZH) \
	VPMOVZXBD (QOFF)(SI), Z0 \
	DQ3ZG(g0, (4*n), ZH) \
	DQ3ZG(g0+2, (4*n+1), ZH) \
	DQ3ZG(g0+4, (4*n+2), ZH) \
	DQ3ZG(g0+6, (4*n+3), ZH)

TEXT ·decodeQ3_KZ(SB), NOSPLIT, $64-32
	TILEARGS
	VMOVDQU dword0f<>(SB), Y15
	VMOVDQU dword3<>(SB), Y14
	TESTQ CX, CX
	JZ dq3kzdone
dq3kzloop:
	VPBROADCASTW 108(SI), X12
	VCVTPH2PS X12, Y12
	VPMOVZXBD 96(SI), Y0
	VPSRLD $4, Y0, Y1
	VPAND Y15, Y0, Y0
	VPBROADCASTD 104(SI), X2
	VPMOVZXBD X2, Y2
	VPSRLVD q3shift<>(SB), Y2, Y3
	VPSRLVD q3shift<>+32(SB), Y2, Y2
	VPAND Y14, Y3, Y3
	VPAND Y14, Y2, Y2
	VPSLLD $4, Y3, Y3
	VPSLLD $4, Y2, Y2
	VPOR Y3, Y0, Y0
	VPOR Y2, Y1, Y1
	VPSUBD dword20<>(SB), Y0, Y0
	VPSUBD dword20<>(SB), Y1, Y1
	VCVTDQ2PS Y0, Y0
	VCVTDQ2PS Y1, Y1
	VMULPS Y12, Y0, Y0
	VMULPS Y12, Y1, Y1
	VMOVUPS Y0, 0(SP)
	VMOVUPS Y1, 32(SP)
	VPMOVZXBD 0(SI), Z8
	VPMOVZXBD 16(SI), Z9
	DQ3ZNH(32, 0, 0, Z8)
	DQ3ZNH(48, 0, 1, Z9)
	DQ3ZNH(64, 1, 8, Z8)
	DQ3ZNH(80, 1, 9, Z9)
	ADDQ DX, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dq3kzloop
dq3kzdone:
	VZEROUPPER
	RET

// Q5_K: sub-block c, K4PREP's dc_c, mc_c on the frame, Y9 = qh; NIBZ
// selects the nibbles (odd c: the high ones).
#define DK5ZSUB(QOFF, NIBZ, c) \
	VBROADCASTSS (4*c)(SP), Z4 \
	VMULPS lutq4k<>(SB), Z4, Z5 \
	VMULPS lutq5hi<>(SB), Z4, Z6 \
	VSUBPS.BCST (32+4*c)(SP), Z5, Z5 \
	VSUBPS.BCST (32+4*c)(SP), Z6, Z6 \
	VPSLLW $(7-c), Y9, Y7 \
	VPMOVB2M Y7, K1 \
	KSHIFTRD $16, K1, K2 \
	VPMOVZXBD (QOFF)(SI), Z0 \
	VPMOVZXBD (QOFF+16)(SI), Z1 \
	NIBZ \
	VPERMPS Z5, Z0, Z2 \
	VPERMPS Z6, Z0, K1, Z2 \
	VPERMPS Z5, Z1, Z3 \
	VPERMPS Z6, Z1, K2, Z3 \
	VMOVUPS Z2, (128*c)(DI) \
	VMOVUPS Z3, (128*c+64)(DI)

#define N5LO
#define N5HI VPSRLD $4, Z0, Z0; VPSRLD $4, Z1, Z1

TEXT ·decodeQ5_KZ(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), R8
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq5kzdone
dq5kzloop:
	LEAQ 0(SP), SI
	K4PREP(R8, 0)
	MOVQ R8, SI
	VMOVDQU 16(SI), Y9
	DK5ZSUB(48, N5LO, 0)
	DK5ZSUB(48, N5HI, 1)
	DK5ZSUB(80, N5LO, 2)
	DK5ZSUB(80, N5HI, 3)
	DK5ZSUB(112, N5LO, 4)
	DK5ZSUB(112, N5HI, 5)
	DK5ZSUB(144, N5LO, 6)
	DK5ZSUB(144, N5HI, 7)
	ADDQ DX, R8
	ADDQ $1024, DI
	DECQ CX
	JNZ dq5kzloop
dq5kzdone:
	VZEROUPPER
	RET

// Q6_K (210 bytes: ql[128], qh[64], int8 scales[16], f16 d), AVX2 + FMA
// (mv4*Y conventions, the activations read from memory): per block,
// K6YPREP stores row i's sixteen d·sc_j at sc[16i+j] (as the decoder
// rounds them) and K6YCODES row i's signed codes q − 32 as bytes, chunk c
// (elements 32c..32c+31) at sc + 256 + 256i + 32c, all four rows' before
// any is used; chunk c is then widened from memory eight codes at a time,
// converted and scaled by d·sc_2c (elements 0..15) and d·sc_2c+1
// (16..31). Y15 = 0x0f bytes.
#define K6YPREP(R, i) \
	VPBROADCASTW 208(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPMOVSXBD 192(R)(AX*1), Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y13, Y12, Y13 \
	VPMOVSXBD 200(R)(AX*1), Y14 \
	VCVTDQ2PS Y14, Y14 \
	VMULPS Y14, Y12, Y14 \
	VMOVUPS Y13, (64*i)(SI) \
	VMOVUPS Y14, (64*i+32)(SI)

// K6YHB<k>: the high bits of chunk 4n + k (qh in Y12) at bits 4..5 of
// every byte of Y14 (Y13 = 0x30 bytes).
#define K6YHB0 VPSLLW $4, Y12, Y14; VPAND Y13, Y14, Y14
#define K6YHB1 VPSLLW $2, Y12, Y14; VPAND Y13, Y14, Y14
#define K6YHB2 VPAND Y13, Y12, Y14
#define K6YHB3 VPSRLW $2, Y12, Y14; VPAND Y13, Y14, Y14

#define K6YSTORE(Q, HB, i, c) \
	HB \
	VPOR Y14, Q, Q \
	VPSUBB byte20<>(SB), Q, Q \
	VMOVDQU Q, (256+256*i+32*(c))(SI)

// K6YHALF: chunks 4n..4n+3 of row i (ql bytes 64n.., qh bytes 128 + 32n..).
#define K6YHALF(R, i, n) \
	VMOVDQU (128+32*n)(R)(AX*1), Y12 \
	VMOVDQU (64*n)(R)(AX*1), Y0 \
	VMOVDQU (64*n+32)(R)(AX*1), Y1 \
	VPSRLW $4, Y0, Y2 \
	VPAND Y15, Y2, Y2 \
	VPAND Y15, Y0, Y0 \
	VPSRLW $4, Y1, Y3 \
	VPAND Y15, Y3, Y3 \
	VPAND Y15, Y1, Y1 \
	K6YSTORE(Y0, K6YHB0, i, 4*n) \
	K6YSTORE(Y1, K6YHB1, i, 4*n+1) \
	K6YSTORE(Y2, K6YHB2, i, 4*n+2) \
	K6YSTORE(Y3, K6YHB3, i, 4*n+3)

#define K6YCODES(R, i) \
	K6YHALF(R, i, 0) \
	K6YHALF(R, i, 1)

#define K6YCHUNK(LO, HI, i, c) \
	VPMOVSXBD (256+256*i+32*c)(SI), Y0 \
	VPMOVSXBD (256+256*i+32*c+8)(SI), Y1 \
	VPMOVSXBD (256+256*i+32*c+16)(SI), Y2 \
	VPMOVSXBD (256+256*i+32*c+24)(SI), Y3 \
	VCVTDQ2PS Y0, Y0 \
	VCVTDQ2PS Y1, Y1 \
	VCVTDQ2PS Y2, Y2 \
	VCVTDQ2PS Y3, Y3 \
	VBROADCASTSS (64*i+8*c)(SI), Y12 \
	VMULPS Y12, Y0, Y0 \
	VMULPS Y12, Y1, Y1 \
	VBROADCASTSS (64*i+8*c+4)(SI), Y12 \
	VMULPS Y12, Y2, Y2 \
	VMULPS Y12, Y3, Y3 \
	VFMADD231PS (128*c)(BX), Y0, LO \
	VFMADD231PS (128*c+32)(BX), Y1, HI \
	VFMADD231PS (128*c+64)(BX), Y2, LO \
	VFMADD231PS (128*c+96)(BX), Y3, HI

#define K6YFOUR(c) \
	K6YCHUNK(Y4, Y5, 0, c) \
	K6YCHUNK(Y6, Y7, 1, c) \
	K6YCHUNK(Y8, Y9, 2, c) \
	K6YCHUNK(Y10, Y11, 3, c)

// func mv4Q6_KY(..., pf unsafe.Pointer, sc *[320]float32)
TEXT ·mv4Q6_KY(SB), NOSPLIT, $0-64
	YPROLOGUE
	JGE q6kydone
	MOVQ sc+56(FP), SI
	VMOVDQU nib0f<>(SB), Y15
q6kyblock:
	PFNEXT4(PF16)
	K6YPREP(R8, 0)
	K6YPREP(R9, 1)
	K6YPREP(R10, 2)
	K6YPREP(R11, 3)
	VMOVDQU byte30<>(SB), Y13
	K6YCODES(R8, 0)
	K6YCODES(R9, 1)
	K6YCODES(R10, 2)
	K6YCODES(R11, 3)
	K6YFOUR(0)
	K6YFOUR(1)
	K6YFOUR(2)
	K6YFOUR(3)
	K6YFOUR(4)
	K6YFOUR(5)
	K6YFOUR(6)
	K6YFOUR(7)
	ADDQ $1024, BX
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q6kyblock
q6kydone:
	YEPILOGUE

// Q5_K, AVX-512 (mv8*Z conventions): K4PREP8 stores each row's dc_j, mc_j
// in sc; sub-block c of row i looks its weights up in the tables
// (dc·v) − mc, v < 16 and v ≥ 16, built per row (fused, as Q4_K's), the
// second where bit c of qh[l] is set (masks of elements 0..15 and 16..31).
// K5ZPAIR(R, ACC, i, c, QOFF): row i's sub-blocks c (even) and c + 1,
// which share the 32 bytes at QOFF (low and high nibbles): the bytes
// widened once, the masks (K1, K2: bit c of qh[l]; K3, K4: bit c + 1)
// taken from the same 32 qh bytes, the tables built with the constants in
// Z14 (lutq4k) and Z15 (lutq5hi); activations Z0, Z1 (sub-block c) and
// Z2, Z3 (c + 1).
#define K5ZPAIR(R, ACC, i, c, QOFF) \
	VMOVDQU 16(R)(AX*1), Y7 \
	VPSLLW $(7-c), Y7, Y4 \
	VPMOVB2M Y4, K1 \
	KSHIFTRD $16, K1, K2 \
	VPSLLW $(6-c), Y7, Y4 \
	VPMOVB2M Y4, K3 \
	KSHIFTRD $16, K3, K4 \
	VPBROADCASTD (64*i+32+4*c)(SI), Z5 \
	VPBROADCASTD (64*i+32+4*c)(SI), Z6 \
	VFMSUB231PS.BCST (64*i+4*c)(SI), Z14, Z5 \
	VFMSUB231PS.BCST (64*i+4*c)(SI), Z15, Z6 \
	VPBROADCASTD (64*i+36+4*c)(SI), Z10 \
	VPBROADCASTD (64*i+36+4*c)(SI), Z11 \
	VFMSUB231PS.BCST (64*i+4*c+4)(SI), Z14, Z10 \
	VFMSUB231PS.BCST (64*i+4*c+4)(SI), Z15, Z11 \
	VPMOVZXBD (QOFF)(R)(AX*1), Z8 \
	VPMOVZXBD (QOFF+16)(R)(AX*1), Z9 \
	VPERMPS Z5, Z8, Z12 \
	VPERMPS Z6, Z8, K1, Z12 \
	VPERMPS Z5, Z9, Z13 \
	VPERMPS Z6, Z9, K2, Z13 \
	VFMADD231PS Z0, Z12, ACC \
	VFMADD231PS Z1, Z13, ACC \
	VPSRLD $4, Z8, Z8 \
	VPSRLD $4, Z9, Z9 \
	VPERMPS Z10, Z8, Z12 \
	VPERMPS Z11, Z8, K3, Z12 \
	VPERMPS Z10, Z9, Z13 \
	VPERMPS Z11, Z9, K4, Z13 \
	VFMADD231PS Z2, Z12, ACC \
	VFMADD231PS Z3, Z13, ACC

#define K5ZSUB2(c, QOFF) \
	VMOVUPS (128*c)(BX), Z0 \
	VMOVUPS (128*c+64)(BX), Z1 \
	VMOVUPS (128*c+128)(BX), Z2 \
	VMOVUPS (128*c+192)(BX), Z3 \
	K5ZPAIR(R8, Z16, 0, c, QOFF) \
	K5ZPAIR(R9, Z17, 1, c, QOFF) \
	K5ZPAIR(R10, Z18, 2, c, QOFF) \
	K5ZPAIR(R11, Z19, 3, c, QOFF) \
	K5ZPAIR(R12, Z20, 4, c, QOFF) \
	K5ZPAIR(R13, Z21, 5, c, QOFF) \
	K5ZPAIR(R14, Z22, 6, c, QOFF) \
	K5ZPAIR(R15, Z23, 7, c, QOFF)

// func mv8Q5_KZ(..., pf unsafe.Pointer, sc *[128]float32)
TEXT ·mv8Q5_KZ(SB), NOSPLIT, $0-64
	ZPROLOGUE
	JGE q5kzdone
	MOVQ sc+56(FP), SI
q5kzblock:
	PFNEXT(PF27)
	K4PREP8
	VMOVUPS lutq4k<>(SB), Z14
	VMOVUPS lutq5hi<>(SB), Z15
	K5ZSUB2(0, 48)
	K5ZSUB2(2, 80)
	K5ZSUB2(4, 112)
	K5ZSUB2(6, 144)
	ADDQ $1024, BX
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q5kzblock
q5kzdone:
	ZEPILOGUE

// Q2_K, AVX-512 (mv8*Z conventions): per block, Q2ZPREP stores row i's
// dl_g = d·(sc_g & 15) at sc[32i+g] and ml_g = dmin·(sc_g >> 4) at
// sc[32i+16+g] (as the decoder rounds them); group g = 8n + 2s + h
// (elements 16g..16g+15, in increasing g as the 16-lane order needs) is
// looked up by its shifted two-bit codes in the table (dl·v) − ml (fused
// as Q4_K's; it repeats every four entries).
#define Q2ZPREP(R, i) \
	ZSCALE(80(R)(AX*1), 2*i) \
	ZSCALE(82(R)(AX*1), 2*i+1) \
	VPMOVZXBD 0(R)(AX*1), Z6 \
	VPSRLD $4, Z6, Z7 \
	VPANDD.BCST dword0f<>(SB), Z6, Z8 \
	VCVTDQ2PS Z8, Z8 \
	VCVTDQ2PS Z7, Z7 \
	VMULPS.BCST (8*i)(SP), Z8, Z8 \
	VMULPS.BCST (8*i+4)(SP), Z7, Z7 \
	VMOVUPS Z8, (128*i)(SI) \
	VMOVUPS Z7, (128*i+64)(SI)

// Q2ZJ(R, ACC, i, g, W, SH, T, I): row i's group g, whose codes are the
// widened bytes W shifted right by SH: its table (dl·v) − ml (Z15 =
// lutq2k) looked up, multiplied with the activations of the group.
#define Q2ZJ(ACC, i, g, W, SH, T, I) \
	VPBROADCASTD (128*i+64+4*(g))(SI), T \
	VFMSUB231PS.BCST (128*i+4*(g))(SI), Z15, T \
	VPSRLD $SH, W, I \
	VPERMPS T, I, I \
	VFMADD231PS (64*(g))(BX), I, ACC

#define Q2ZJ0(ACC, i, g, W, T, I) \
	VPBROADCASTD (128*i+64+4*(g))(SI), T \
	VFMSUB231PS.BCST (128*i+4*(g))(SI), Z15, T \
	VPERMPS T, W, I \
	VFMADD231PS (64*(g))(BX), I, ACC

// Q2ZHALFn: half n of the block (groups 8n..8n+7, each 16-byte chunk of
// codes widened once for its four groups) for two rows at a time (two
// interleaved accumulator chains), the groups in increasing order.
#define Q2ZHALF0(RA, ACCA, ia, RB, ACCB, ib) \
	VPMOVZXBD 16(RA)(AX*1), Z3 \
	VPMOVZXBD 32(RA)(AX*1), Z4 \
	VPMOVZXBD 16(RB)(AX*1), Z9 \
	VPMOVZXBD 32(RB)(AX*1), Z10 \
	Q2ZJ0(ACCA, ia, 0, Z3, Z5, Z6) \
	Q2ZJ0(ACCB, ib, 0, Z9, Z11, Z12) \
	Q2ZJ0(ACCA, ia, 1, Z4, Z7, Z8) \
	Q2ZJ0(ACCB, ib, 1, Z10, Z13, Z14) \
	Q2ZJ(ACCA, ia, 2, Z3, 2, Z5, Z6) \
	Q2ZJ(ACCB, ib, 2, Z9, 2, Z11, Z12) \
	Q2ZJ(ACCA, ia, 3, Z4, 2, Z7, Z8) \
	Q2ZJ(ACCB, ib, 3, Z10, 2, Z13, Z14) \
	Q2ZJ(ACCA, ia, 4, Z3, 4, Z5, Z6) \
	Q2ZJ(ACCB, ib, 4, Z9, 4, Z11, Z12) \
	Q2ZJ(ACCA, ia, 5, Z4, 4, Z7, Z8) \
	Q2ZJ(ACCB, ib, 5, Z10, 4, Z13, Z14) \
	Q2ZJ(ACCA, ia, 6, Z3, 6, Z5, Z6) \
	Q2ZJ(ACCB, ib, 6, Z9, 6, Z11, Z12) \
	Q2ZJ(ACCA, ia, 7, Z4, 6, Z7, Z8) \
	Q2ZJ(ACCB, ib, 7, Z10, 6, Z13, Z14)

#define Q2ZHALF1(RA, ACCA, ia, RB, ACCB, ib) \
	VPMOVZXBD 48(RA)(AX*1), Z3 \
	VPMOVZXBD 64(RA)(AX*1), Z4 \
	VPMOVZXBD 48(RB)(AX*1), Z9 \
	VPMOVZXBD 64(RB)(AX*1), Z10 \
	Q2ZJ0(ACCA, ia, 8, Z3, Z5, Z6) \
	Q2ZJ0(ACCB, ib, 8, Z9, Z11, Z12) \
	Q2ZJ0(ACCA, ia, 9, Z4, Z7, Z8) \
	Q2ZJ0(ACCB, ib, 9, Z10, Z13, Z14) \
	Q2ZJ(ACCA, ia, 10, Z3, 2, Z5, Z6) \
	Q2ZJ(ACCB, ib, 10, Z9, 2, Z11, Z12) \
	Q2ZJ(ACCA, ia, 11, Z4, 2, Z7, Z8) \
	Q2ZJ(ACCB, ib, 11, Z10, 2, Z13, Z14) \
	Q2ZJ(ACCA, ia, 12, Z3, 4, Z5, Z6) \
	Q2ZJ(ACCB, ib, 12, Z9, 4, Z11, Z12) \
	Q2ZJ(ACCA, ia, 13, Z4, 4, Z7, Z8) \
	Q2ZJ(ACCB, ib, 13, Z10, 4, Z13, Z14) \
	Q2ZJ(ACCA, ia, 14, Z3, 6, Z5, Z6) \
	Q2ZJ(ACCB, ib, 14, Z9, 6, Z11, Z12) \
	Q2ZJ(ACCA, ia, 15, Z4, 6, Z7, Z8) \
	Q2ZJ(ACCB, ib, 15, Z10, 6, Z13, Z14)

// On Zen 4 this kernel is bound by the two multiply-add pipes: per group
// of 16 weights and row, one fused multiply-subtract builds the group's
// table and one FMA accumulates (a 512-bit op holds a pipe for 2 cycles),
// about 2.8 cycles a group-row against 2.5 for that mix alone. Measured
// and no faster (thread CPU time, interleaved against this kernel): a
// 256-bit AVX-512VL kernel with 16 accumulators (0.94-0.99), tables
// stored to memory and read by VPERMPS (0.44-0.46), the index of a
// four-group table by VGF2P8AFFINEQB (GFNI shares the multiply pipes),
// sharing the activations' loads across all eight rows, four rows
// interleaved instead of two, a second accumulator chain per row.
// func mv8Q2_KZ(..., pf unsafe.Pointer, sc *[256]float32)
TEXT ·mv8Q2_KZ(SB), NOSPLIT, $64-64
	ZPROLOGUE
	JGE q2kzdone
	MOVQ sc+56(FP), SI
	VMOVUPS lutq2k<>(SB), Z15
q2kzblock:
	PFNEXT(PF16)
	Q2ZPREP(R8, 0)
	Q2ZPREP(R9, 1)
	Q2ZPREP(R10, 2)
	Q2ZPREP(R11, 3)
	Q2ZPREP(R12, 4)
	Q2ZPREP(R13, 5)
	Q2ZPREP(R14, 6)
	Q2ZPREP(R15, 7)
	Q2ZHALF0(R8, Z16, 0, R9, Z17, 1)
	Q2ZHALF0(R10, Z18, 2, R11, Z19, 3)
	Q2ZHALF0(R12, Z20, 4, R13, Z21, 5)
	Q2ZHALF0(R14, Z22, 6, R15, Z23, 7)
	Q2ZHALF1(R8, Z16, 0, R9, Z17, 1)
	Q2ZHALF1(R10, Z18, 2, R11, Z19, 3)
	Q2ZHALF1(R12, Z20, 4, R13, Z21, 5)
	Q2ZHALF1(R14, Z22, 6, R15, Z23, 7)
	ADDQ $1024, BX
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q2kzblock
q2kzdone:
	ZEPILOGUE


// Q3_K, AVX-512 (mv8*Z conventions): per block, Q3ZPREP stores row i's
// dl_j = d·(sc_j − 32) at sc[16i+j] (as the tile decoders compute them);
// group g = 8n + 2s + h (elements 16g..16g+15, in increasing g) takes its
// two-bit codes from the bytes at 32 + 32n + 16h shifted by 2s and its
// high bit from bit 4n + s of hmask[16h + l]. Per row pair, Q3ZIDX
// assembles each row's indices in four registers, one per shift s: the
// codes and hmask bytes are first permuted so that dword l holds element
// l of the four chunks k = 2n + h (a byte permutation commutes with the
// bitwise assembly, and a word shift moves no wanted bit across a byte),
// so a dword shift by 8k brings group (n, s, h)'s indices to the bits
// VPERMPS reads, with no widening.

// q3lsh: the shifts of the Q3_K low scale nibbles (scales j < 8 take the
// low nibble of byte j, scales j ≥ 8 the high nibble of byte j − 8).
DATA q3lsh<>+0(SB)/8, $0x0000000000000000
DATA q3lsh<>+8(SB)/8, $0x0000000000000000
DATA q3lsh<>+16(SB)/8, $0x0000000000000000
DATA q3lsh<>+24(SB)/8, $0x0000000000000000
DATA q3lsh<>+32(SB)/8, $0x0000000400000004
DATA q3lsh<>+40(SB)/8, $0x0000000400000004
DATA q3lsh<>+48(SB)/8, $0x0000000400000004
DATA q3lsh<>+56(SB)/8, $0x0000000400000004
GLOBL q3lsh<>(SB), RODATA|NOPTR, $64

// Q3ZPREP(R, i): the sixteen scales in one register: the low nibbles
// (Z2, bits 0..3 valid) and the high bits at bits 4..5 (Z3) merged by a
// bitwise select under the mask 15.
#define Q3ZPREP(R, i) \
	VPBROADCASTW 108(R)(AX*1), Y12 \
	VCVTPH2PS Y12, Z12 \
	VPBROADCASTQ 96(R)(AX*1), X2 \
	VPMOVZXBD X2, Z2 \
	VPSRLVD q3lsh<>(SB), Z2, Z2 \
	VPBROADCASTD 104(R)(AX*1), X3 \
	VPMOVZXBD X3, Z3 \
	VPSRLVD q3shift<>(SB), Z3, Z3 \
	VPANDD.BCST dword3<>(SB), Z3, Z3 \
	VPSLLD $4, Z3, Z3 \
	VPTERNLOGD.BCST $0xd8, dword0f<>(SB), Z2, Z3 \
	VPSUBD.BCST dword20<>(SB), Z3, Z3 \
	VCVTDQ2PS Z3, Z3 \
	VMULPS Z12, Z3, Z3 \
	VMOVUPS Z3, (64*i)(SI)

DATA byte03<>+0(SB)/4, $0x03030303
GLOBL byte03<>(SB), RODATA|NOPTR, $4

// q3zperm, q3ztr: the dword permutation and the in-lane byte transpose
// that put element l of chunk k at byte k of dword l.
DATA q3zperm<>+0(SB)/8, $0x0000000400000000
DATA q3zperm<>+8(SB)/8, $0x0000000c00000008
DATA q3zperm<>+16(SB)/8, $0x0000000500000001
DATA q3zperm<>+24(SB)/8, $0x0000000d00000009
DATA q3zperm<>+32(SB)/8, $0x0000000600000002
DATA q3zperm<>+40(SB)/8, $0x0000000e0000000a
DATA q3zperm<>+48(SB)/8, $0x0000000700000003
DATA q3zperm<>+56(SB)/8, $0x0000000f0000000b
GLOBL q3zperm<>(SB), RODATA|NOPTR, $64

DATA q3ztr<>+0(SB)/8, $0x0d0905010c080400
DATA q3ztr<>+8(SB)/8, $0x0f0b07030e0a0602
DATA q3ztr<>+16(SB)/8, $0x0d0905010c080400
DATA q3ztr<>+24(SB)/8, $0x0f0b07030e0a0602
DATA q3ztr<>+32(SB)/8, $0x0d0905010c080400
DATA q3ztr<>+40(SB)/8, $0x0f0b07030e0a0602
DATA q3ztr<>+48(SB)/8, $0x0d0905010c080400
DATA q3ztr<>+56(SB)/8, $0x0f0b07030e0a0602
GLOBL q3ztr<>(SB), RODATA|NOPTR, $64

// Q3ZIDX(R, I0, I1, I2, I3): Z0 = qs (chunks k = 0, 1: n = 0; 2, 3: n = 1),
// Z1 = hmask in both halves, the high half shifted by 4 (K1: its words),
// so that bit s of every byte is the high bit of shift s; both permuted
// (Z13 = q3zperm, Z14 = q3ztr). Is = (Z0 >> 2s) under the mask 3 and the
// high bit moved to bit 2 elsewhere (VPTERNLOGD select; bits 3..7 are
// ignored below).
#define Q3ZIDX(R, I0, I1, I2, I3) \
	VPERMD 32(R)(AX*1), Z13, Z0 \
	VPSHUFB Z14, Z0, Z0 \
	VBROADCASTI64X4 0(R)(AX*1), Z1 \
	VPSRLW $4, Z1, K1, Z1 \
	VPERMD Z1, Z13, Z1 \
	VPSHUFB Z14, Z1, Z1 \
	VPSLLW $2, Z1, I0 \
	VPTERNLOGD.BCST $0xd8, byte03<>(SB), Z0, I0 \
	VPSRLW $2, Z0, I1 \
	VPSLLW $1, Z1, Z3 \
	VPTERNLOGD.BCST $0xe4, byte03<>(SB), Z3, I1 \
	VPSRLW $4, Z0, I2 \
	VPTERNLOGD.BCST $0xe4, byte03<>(SB), Z1, I2 \
	VPSRLW $6, Z0, I3 \
	VPSRLW $1, Z1, Z3 \
	VPTERNLOGD.BCST $0xe4, byte03<>(SB), Z3, I3

DATA lutq3k8<>+0(SB)/4, $-4.0
DATA lutq3k8<>+4(SB)/4, $-3.0
DATA lutq3k8<>+8(SB)/4, $-2.0
DATA lutq3k8<>+12(SB)/4, $-1.0
DATA lutq3k8<>+16(SB)/4, $0.0
DATA lutq3k8<>+20(SB)/4, $1.0
DATA lutq3k8<>+24(SB)/4, $2.0
DATA lutq3k8<>+28(SB)/4, $3.0
DATA lutq3k8<>+32(SB)/4, $-4.0
DATA lutq3k8<>+36(SB)/4, $-3.0
DATA lutq3k8<>+40(SB)/4, $-2.0
DATA lutq3k8<>+44(SB)/4, $-1.0
DATA lutq3k8<>+48(SB)/4, $0.0
DATA lutq3k8<>+52(SB)/4, $1.0
DATA lutq3k8<>+56(SB)/4, $2.0
DATA lutq3k8<>+60(SB)/4, $3.0
GLOBL lutq3k8<>(SB), RODATA|NOPTR, $64

// Q3ZG(ACC, i, g, I, SH): row i's group g, its indices in I >> SH,
// looked up in the eight-entry table dl·(v − 4), v = 0..7 (Z15 = lutq3k8,
// repeated twice: index bit 3 is ignored), which is dl·(q − 4) where the
// high bit is clear and dl·q where it is set, as the two tables of the
// decoder; Q3ZG0: SH = 0.
#define Q3ZG0(ACC, i, g, I) \
	VMULPS.BCST (64*i+4*(g))(SI), Z15, Z7 \
	VPERMPS Z7, I, Z8 \
	VFMADD231PS (64*(g))(BX), Z8, ACC

#define Q3ZG(ACC, i, g, I, SH) \
	VMULPS.BCST (64*i+4*(g))(SI), Z15, Z7 \
	VPSRLD $SH, I, Z8 \
	VPERMPS Z7, Z8, Z8 \
	VFMADD231PS (64*(g))(BX), Z8, ACC

// Q3ZPAIR: the sixteen groups of two rows (indices in Z24..Z27 and
// Z28..Z31), interleaved.
#define Q3ZPAIR(RA, ACCA, ia, RB, ACCB, ib) \
	Q3ZIDX(RA, Z24, Z25, Z26, Z27) \
	Q3ZIDX(RB, Z28, Z29, Z30, Z31) \
	Q3ZG0(ACCA, ia, 0, Z24) \
	Q3ZG0(ACCB, ib, 0, Z28) \
	Q3ZG(ACCA, ia, 1, Z24, 8) \
	Q3ZG(ACCB, ib, 1, Z28, 8) \
	Q3ZG0(ACCA, ia, 2, Z25) \
	Q3ZG0(ACCB, ib, 2, Z29) \
	Q3ZG(ACCA, ia, 3, Z25, 8) \
	Q3ZG(ACCB, ib, 3, Z29, 8) \
	Q3ZG0(ACCA, ia, 4, Z26) \
	Q3ZG0(ACCB, ib, 4, Z30) \
	Q3ZG(ACCA, ia, 5, Z26, 8) \
	Q3ZG(ACCB, ib, 5, Z30, 8) \
	Q3ZG0(ACCA, ia, 6, Z27) \
	Q3ZG0(ACCB, ib, 6, Z31) \
	Q3ZG(ACCA, ia, 7, Z27, 8) \
	Q3ZG(ACCB, ib, 7, Z31, 8) \
	Q3ZG(ACCA, ia, 8, Z24, 16) \
	Q3ZG(ACCB, ib, 8, Z28, 16) \
	Q3ZG(ACCA, ia, 9, Z24, 24) \
	Q3ZG(ACCB, ib, 9, Z28, 24) \
	Q3ZG(ACCA, ia, 10, Z25, 16) \
	Q3ZG(ACCB, ib, 10, Z29, 16) \
	Q3ZG(ACCA, ia, 11, Z25, 24) \
	Q3ZG(ACCB, ib, 11, Z29, 24) \
	Q3ZG(ACCA, ia, 12, Z26, 16) \
	Q3ZG(ACCB, ib, 12, Z30, 16) \
	Q3ZG(ACCA, ia, 13, Z26, 24) \
	Q3ZG(ACCB, ib, 13, Z30, 24) \
	Q3ZG(ACCA, ia, 14, Z27, 16) \
	Q3ZG(ACCB, ib, 14, Z31, 16) \
	Q3ZG(ACCA, ia, 15, Z27, 24) \
	Q3ZG(ACCB, ib, 15, Z31, 24)

// func mv8Q3_KZ(..., pf unsafe.Pointer, sc *[128]float32)
TEXT ·mv8Q3_KZ(SB), NOSPLIT, $0-64
	ZPROLOGUE
	JGE q3kzdone
	MOVQ sc+56(FP), SI
	MOVL $0xffff0000, CX
	KMOVD CX, K1
	VMOVUPS lutq3k8<>(SB), Z15
	VMOVDQU64 q3zperm<>(SB), Z13
	VMOVDQU64 q3ztr<>(SB), Z14
q3kzblock:
	PFNEXT(PF16)
	Q3ZPREP(R8, 0)
	Q3ZPREP(R9, 1)
	Q3ZPREP(R10, 2)
	Q3ZPREP(R11, 3)
	Q3ZPREP(R12, 4)
	Q3ZPREP(R13, 5)
	Q3ZPREP(R14, 6)
	Q3ZPREP(R15, 7)
	Q3ZPAIR(R8, Z16, 0, R9, Z17, 1)
	Q3ZPAIR(R10, Z18, 2, R11, Z19, 3)
	Q3ZPAIR(R12, Z20, 4, R13, Z21, 5)
	Q3ZPAIR(R14, Z22, 6, R15, Z23, 7)
	ADDQ $1024, BX
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q3kzblock
q3kzdone:
	ZEPILOGUE

// AVX-512 tile decoders of Q4_1, Q5_0 and Q5_1 (the same bits as the AVX2
// ones): each block's values looked up in its tables, Q4_1's built as
// Q41PREP builds it, Q5_0's (v − 16)·d and v·d, Q5_1's fused v·d + m for
// v < 16 and v ≥ 16.
TEXT ·decodeQ4_1Z(SB), NOSPLIT, $0-32
	TILEARGS
	TESTQ CX, CX
	JZ dq41zdone
dq41zloop:
	VPBROADCASTW 0(SI), Y12
	VCVTPH2PS Y12, Z4
	VPBROADCASTW 2(SI), Y13
	VCVTPH2PS Y13, Z5
	VMULPS lutq4k<>(SB), Z4, Z4
	VADDPS Z5, Z4, Z4
	VPMOVZXBD 4(SI), Z0
	VPSRLD $4, Z0, Z1
	VPERMPS Z4, Z0, Z2
	VPERMPS Z4, Z1, Z3
	VMOVUPS Z2, 0(DI)
	VMOVUPS Z3, 64(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq41zloop
dq41zdone:
	VZEROUPPER
	RET

TEXT ·decodeQ5_0Z(SB), NOSPLIT, $0-32
	TILEARGS
	TESTQ CX, CX
	JZ dq50zdone
dq50zloop:
	VPBROADCASTW 0(SI), Y12
	VCVTPH2PS Y12, Z6
	VMULPS lutq5lo<>(SB), Z6, Z5
	VMULPS lutq4k<>(SB), Z6, Z6
	KMOVW 2(SI), K1
	KMOVW 4(SI), K2
	VPMOVZXBD 6(SI), Z0
	VPSRLD $4, Z0, Z1
	VPERMPS Z5, Z0, Z2
	VPERMPS Z6, Z0, K1, Z2
	VPERMPS Z5, Z1, Z3
	VPERMPS Z6, Z1, K2, Z3
	VMOVUPS Z2, 0(DI)
	VMOVUPS Z3, 64(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq50zloop
dq50zdone:
	VZEROUPPER
	RET

TEXT ·decodeQ5_1Z(SB), NOSPLIT, $0-32
	TILEARGS
	TESTQ CX, CX
	JZ dq51zdone
dq51zloop:
	VPBROADCASTW 0(SI), Y12
	VCVTPH2PS Y12, Z6
	VPBROADCASTW 2(SI), Y13
	VCVTPH2PS Y13, Z9
	VMULPS lutq4k<>(SB), Z6, Z5
	VMULPS lutq5hi<>(SB), Z6, Z6
	VADDPS Z9, Z5, Z5
	VADDPS Z9, Z6, Z6
	KMOVW 4(SI), K1
	KMOVW 6(SI), K2
	VPMOVZXBD 8(SI), Z0
	VPSRLD $4, Z0, Z1
	VPERMPS Z5, Z0, Z2
	VPERMPS Z6, Z0, K1, Z2
	VPERMPS Z5, Z1, Z3
	VPERMPS Z6, Z1, K2, Z3
	VMOVUPS Z2, 0(DI)
	VMOVUPS Z3, 64(DI)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dq51zloop
dq51zdone:
	VZEROUPPER
	RET

// The code-book 4-bit types IQ4_NL (18 bytes: f16 d, 16 bytes of nibbles)
// and MXFP4 (17 bytes: e8m0 exponent, 16 bytes of nibbles): Q4_0's layout
// with a code book instead of q − 8. AVX-512 builds each row's table
// d·kvalues (one float32 product per entry, as the decoder rounds it) and
// looks it up by nibble; AVX2 picks the int8 entry with VPSHUFB, widens and
// converts it exactly, then multiplies by d (the AVX2 MXFP4 kernel is in
// linear_kq_avx2_amd64.s). MXFP4's scale 2^(e−128) is assembled from the
// exponent byte in vector registers: (e − 1) << 23, or 0x00200000 << e for
// e < 2 (E8M0HALF).

DATA lutiq4nlz<>+0(SB)/4, $-127.0
DATA lutiq4nlz<>+4(SB)/4, $-104.0
DATA lutiq4nlz<>+8(SB)/4, $-83.0
DATA lutiq4nlz<>+12(SB)/4, $-65.0
DATA lutiq4nlz<>+16(SB)/4, $-49.0
DATA lutiq4nlz<>+20(SB)/4, $-35.0
DATA lutiq4nlz<>+24(SB)/4, $-22.0
DATA lutiq4nlz<>+28(SB)/4, $-10.0
DATA lutiq4nlz<>+32(SB)/4, $1.0
DATA lutiq4nlz<>+36(SB)/4, $13.0
DATA lutiq4nlz<>+40(SB)/4, $25.0
DATA lutiq4nlz<>+44(SB)/4, $38.0
DATA lutiq4nlz<>+48(SB)/4, $53.0
DATA lutiq4nlz<>+52(SB)/4, $69.0
DATA lutiq4nlz<>+56(SB)/4, $89.0
DATA lutiq4nlz<>+60(SB)/4, $113.0
GLOBL lutiq4nlz<>(SB), RODATA|NOPTR, $64

DATA lutmxfp4z<>+0(SB)/4, $0.0
DATA lutmxfp4z<>+4(SB)/4, $1.0
DATA lutmxfp4z<>+8(SB)/4, $2.0
DATA lutmxfp4z<>+12(SB)/4, $3.0
DATA lutmxfp4z<>+16(SB)/4, $4.0
DATA lutmxfp4z<>+20(SB)/4, $6.0
DATA lutmxfp4z<>+24(SB)/4, $8.0
DATA lutmxfp4z<>+28(SB)/4, $12.0
DATA lutmxfp4z<>+32(SB)/4, $0.0
DATA lutmxfp4z<>+36(SB)/4, $-1.0
DATA lutmxfp4z<>+40(SB)/4, $-2.0
DATA lutmxfp4z<>+44(SB)/4, $-3.0
DATA lutmxfp4z<>+48(SB)/4, $-4.0
DATA lutmxfp4z<>+52(SB)/4, $-6.0
DATA lutmxfp4z<>+56(SB)/4, $-8.0
DATA lutmxfp4z<>+60(SB)/4, $-12.0
GLOBL lutmxfp4z<>(SB), RODATA|NOPTR, $64

DATA nib0f16y<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nib0f16y<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL nib0f16y<>(SB), RODATA|NOPTR, $16

DATA e8m0one<>+0(SB)/4, $0x1
DATA e8m0one<>+4(SB)/4, $0x1
DATA e8m0one<>+8(SB)/4, $0x1
DATA e8m0one<>+12(SB)/4, $0x1
GLOBL e8m0one<>(SB), RODATA|NOPTR, $16

DATA e8m0small<>+0(SB)/4, $0x200000
DATA e8m0small<>+4(SB)/4, $0x200000
DATA e8m0small<>+8(SB)/4, $0x200000
DATA e8m0small<>+12(SB)/4, $0x200000
GLOBL e8m0small<>(SB), RODATA|NOPTR, $16

// E8M0HALF(M, D): the f32 bits of 2^(e−128) for the exponent byte at M, in
// every dword of XD (temporaries X13, X14, X15).
#define E8M0HALF(M, XD) \
	VPBROADCASTB M, X13 \
	VPMOVZXBD X13, X13 \
	VPSUBD e8m0one<>(SB), X13, X14 \
	VPSLLD $23, X14, X14 \
	VMOVDQU e8m0small<>(SB), X15 \
	VPSLLVD X13, X15, X15 \
	VPCMPGTD e8m0one<>(SB), X13, X13 \
	VPBLENDVB X13, X14, X15, XD

#define IQ4NLPREP(R, ACC, T, i) \
	ZSCALE(0(R)(AX*1), i) \
	VMULPS.BCST (4*i)(SP), Z15, T

// e8m0tab: the float32 bits of 2^(e−128) for every exponent byte e (as
// E8M0HALF computes them), for the AVX-512 MXFP4 kernel.
DATA e8m0tab<>+0(SB)/8, $0x0040000000200000
DATA e8m0tab<>+8(SB)/8, $0x0100000000800000
DATA e8m0tab<>+16(SB)/8, $0x0200000001800000
DATA e8m0tab<>+24(SB)/8, $0x0300000002800000
DATA e8m0tab<>+32(SB)/8, $0x0400000003800000
DATA e8m0tab<>+40(SB)/8, $0x0500000004800000
DATA e8m0tab<>+48(SB)/8, $0x0600000005800000
DATA e8m0tab<>+56(SB)/8, $0x0700000006800000
DATA e8m0tab<>+64(SB)/8, $0x0800000007800000
DATA e8m0tab<>+72(SB)/8, $0x0900000008800000
DATA e8m0tab<>+80(SB)/8, $0x0a00000009800000
DATA e8m0tab<>+88(SB)/8, $0x0b0000000a800000
DATA e8m0tab<>+96(SB)/8, $0x0c0000000b800000
DATA e8m0tab<>+104(SB)/8, $0x0d0000000c800000
DATA e8m0tab<>+112(SB)/8, $0x0e0000000d800000
DATA e8m0tab<>+120(SB)/8, $0x0f0000000e800000
DATA e8m0tab<>+128(SB)/8, $0x100000000f800000
DATA e8m0tab<>+136(SB)/8, $0x1100000010800000
DATA e8m0tab<>+144(SB)/8, $0x1200000011800000
DATA e8m0tab<>+152(SB)/8, $0x1300000012800000
DATA e8m0tab<>+160(SB)/8, $0x1400000013800000
DATA e8m0tab<>+168(SB)/8, $0x1500000014800000
DATA e8m0tab<>+176(SB)/8, $0x1600000015800000
DATA e8m0tab<>+184(SB)/8, $0x1700000016800000
DATA e8m0tab<>+192(SB)/8, $0x1800000017800000
DATA e8m0tab<>+200(SB)/8, $0x1900000018800000
DATA e8m0tab<>+208(SB)/8, $0x1a00000019800000
DATA e8m0tab<>+216(SB)/8, $0x1b0000001a800000
DATA e8m0tab<>+224(SB)/8, $0x1c0000001b800000
DATA e8m0tab<>+232(SB)/8, $0x1d0000001c800000
DATA e8m0tab<>+240(SB)/8, $0x1e0000001d800000
DATA e8m0tab<>+248(SB)/8, $0x1f0000001e800000
DATA e8m0tab<>+256(SB)/8, $0x200000001f800000
DATA e8m0tab<>+264(SB)/8, $0x2100000020800000
DATA e8m0tab<>+272(SB)/8, $0x2200000021800000
DATA e8m0tab<>+280(SB)/8, $0x2300000022800000
DATA e8m0tab<>+288(SB)/8, $0x2400000023800000
DATA e8m0tab<>+296(SB)/8, $0x2500000024800000
DATA e8m0tab<>+304(SB)/8, $0x2600000025800000
DATA e8m0tab<>+312(SB)/8, $0x2700000026800000
DATA e8m0tab<>+320(SB)/8, $0x2800000027800000
DATA e8m0tab<>+328(SB)/8, $0x2900000028800000
DATA e8m0tab<>+336(SB)/8, $0x2a00000029800000
DATA e8m0tab<>+344(SB)/8, $0x2b0000002a800000
DATA e8m0tab<>+352(SB)/8, $0x2c0000002b800000
DATA e8m0tab<>+360(SB)/8, $0x2d0000002c800000
DATA e8m0tab<>+368(SB)/8, $0x2e0000002d800000
DATA e8m0tab<>+376(SB)/8, $0x2f0000002e800000
DATA e8m0tab<>+384(SB)/8, $0x300000002f800000
DATA e8m0tab<>+392(SB)/8, $0x3100000030800000
DATA e8m0tab<>+400(SB)/8, $0x3200000031800000
DATA e8m0tab<>+408(SB)/8, $0x3300000032800000
DATA e8m0tab<>+416(SB)/8, $0x3400000033800000
DATA e8m0tab<>+424(SB)/8, $0x3500000034800000
DATA e8m0tab<>+432(SB)/8, $0x3600000035800000
DATA e8m0tab<>+440(SB)/8, $0x3700000036800000
DATA e8m0tab<>+448(SB)/8, $0x3800000037800000
DATA e8m0tab<>+456(SB)/8, $0x3900000038800000
DATA e8m0tab<>+464(SB)/8, $0x3a00000039800000
DATA e8m0tab<>+472(SB)/8, $0x3b0000003a800000
DATA e8m0tab<>+480(SB)/8, $0x3c0000003b800000
DATA e8m0tab<>+488(SB)/8, $0x3d0000003c800000
DATA e8m0tab<>+496(SB)/8, $0x3e0000003d800000
DATA e8m0tab<>+504(SB)/8, $0x3f0000003e800000
DATA e8m0tab<>+512(SB)/8, $0x400000003f800000
DATA e8m0tab<>+520(SB)/8, $0x4100000040800000
DATA e8m0tab<>+528(SB)/8, $0x4200000041800000
DATA e8m0tab<>+536(SB)/8, $0x4300000042800000
DATA e8m0tab<>+544(SB)/8, $0x4400000043800000
DATA e8m0tab<>+552(SB)/8, $0x4500000044800000
DATA e8m0tab<>+560(SB)/8, $0x4600000045800000
DATA e8m0tab<>+568(SB)/8, $0x4700000046800000
DATA e8m0tab<>+576(SB)/8, $0x4800000047800000
DATA e8m0tab<>+584(SB)/8, $0x4900000048800000
DATA e8m0tab<>+592(SB)/8, $0x4a00000049800000
DATA e8m0tab<>+600(SB)/8, $0x4b0000004a800000
DATA e8m0tab<>+608(SB)/8, $0x4c0000004b800000
DATA e8m0tab<>+616(SB)/8, $0x4d0000004c800000
DATA e8m0tab<>+624(SB)/8, $0x4e0000004d800000
DATA e8m0tab<>+632(SB)/8, $0x4f0000004e800000
DATA e8m0tab<>+640(SB)/8, $0x500000004f800000
DATA e8m0tab<>+648(SB)/8, $0x5100000050800000
DATA e8m0tab<>+656(SB)/8, $0x5200000051800000
DATA e8m0tab<>+664(SB)/8, $0x5300000052800000
DATA e8m0tab<>+672(SB)/8, $0x5400000053800000
DATA e8m0tab<>+680(SB)/8, $0x5500000054800000
DATA e8m0tab<>+688(SB)/8, $0x5600000055800000
DATA e8m0tab<>+696(SB)/8, $0x5700000056800000
DATA e8m0tab<>+704(SB)/8, $0x5800000057800000
DATA e8m0tab<>+712(SB)/8, $0x5900000058800000
DATA e8m0tab<>+720(SB)/8, $0x5a00000059800000
DATA e8m0tab<>+728(SB)/8, $0x5b0000005a800000
DATA e8m0tab<>+736(SB)/8, $0x5c0000005b800000
DATA e8m0tab<>+744(SB)/8, $0x5d0000005c800000
DATA e8m0tab<>+752(SB)/8, $0x5e0000005d800000
DATA e8m0tab<>+760(SB)/8, $0x5f0000005e800000
DATA e8m0tab<>+768(SB)/8, $0x600000005f800000
DATA e8m0tab<>+776(SB)/8, $0x6100000060800000
DATA e8m0tab<>+784(SB)/8, $0x6200000061800000
DATA e8m0tab<>+792(SB)/8, $0x6300000062800000
DATA e8m0tab<>+800(SB)/8, $0x6400000063800000
DATA e8m0tab<>+808(SB)/8, $0x6500000064800000
DATA e8m0tab<>+816(SB)/8, $0x6600000065800000
DATA e8m0tab<>+824(SB)/8, $0x6700000066800000
DATA e8m0tab<>+832(SB)/8, $0x6800000067800000
DATA e8m0tab<>+840(SB)/8, $0x6900000068800000
DATA e8m0tab<>+848(SB)/8, $0x6a00000069800000
DATA e8m0tab<>+856(SB)/8, $0x6b0000006a800000
DATA e8m0tab<>+864(SB)/8, $0x6c0000006b800000
DATA e8m0tab<>+872(SB)/8, $0x6d0000006c800000
DATA e8m0tab<>+880(SB)/8, $0x6e0000006d800000
DATA e8m0tab<>+888(SB)/8, $0x6f0000006e800000
DATA e8m0tab<>+896(SB)/8, $0x700000006f800000
DATA e8m0tab<>+904(SB)/8, $0x7100000070800000
DATA e8m0tab<>+912(SB)/8, $0x7200000071800000
DATA e8m0tab<>+920(SB)/8, $0x7300000072800000
DATA e8m0tab<>+928(SB)/8, $0x7400000073800000
DATA e8m0tab<>+936(SB)/8, $0x7500000074800000
DATA e8m0tab<>+944(SB)/8, $0x7600000075800000
DATA e8m0tab<>+952(SB)/8, $0x7700000076800000
DATA e8m0tab<>+960(SB)/8, $0x7800000077800000
DATA e8m0tab<>+968(SB)/8, $0x7900000078800000
DATA e8m0tab<>+976(SB)/8, $0x7a00000079800000
DATA e8m0tab<>+984(SB)/8, $0x7b0000007a800000
DATA e8m0tab<>+992(SB)/8, $0x7c0000007b800000
DATA e8m0tab<>+1000(SB)/8, $0x7d0000007c800000
DATA e8m0tab<>+1008(SB)/8, $0x7e0000007d800000
DATA e8m0tab<>+1016(SB)/8, $0x7f0000007e800000
GLOBL e8m0tab<>(SB), RODATA|NOPTR, $1024

// MXFP4PREP: the table 2^(e−128)·kv (SI = e8m0tab, Z12 = lutmxfp4z).
#define MXFP4PREP(R, ACC, T, i) \
	MOVBQZX 0(R)(AX*1), CX \
	VMULPS.BCST (SI)(CX*4), Z12, T

#define MXFP4ROW(R, ACC, T, i) \
	VPMOVZXBD 1(R)(AX*1), Z3 \
	VPSRLD $4, Z3, Z4 \
	VPERMPS T, Z3, Z3 \
	VPERMPS T, Z4, Z4 \
	VFMADD231PS Z0, Z3, ACC \
	VFMADD231PS Z1, Z4, ACC

TEXT ·mv8IQ4_NLZ(SB), NOSPLIT, $32-56
	ZPROLOGUE
	JGE iq4nlzdone
	VMOVUPS lutiq4nlz<>(SB), Z15
iq4nlzloop:
	PFNEXT(PF3)
	ZEIGHT(IQ4NLPREP)
	ZLOADX
	ZEIGHT(Q40ROW)
	ZNEXT
	JLT iq4nlzloop
iq4nlzdone:
	ZEPILOGUE

TEXT ·mv8MXFP4Z(SB), NOSPLIT, $0-56
	ZPROLOGUE
	JGE mxfp4zdone
	VMOVUPS lutmxfp4z<>(SB), Z12
	LEAQ e8m0tab<>(SB), SI
mxfp4zloop:
	PFNEXT(PF3)
	ZEIGHT(MXFP4PREP)
	ZLOADX
	ZEIGHT(MXFP4ROW)
	ZNEXT
	JLT mxfp4zloop
mxfp4zdone:
	ZEPILOGUE

// AVX2: w = float32(kv[q])·d with the scale in Y12, the block's row by
// KV32ROW (codebook_y_amd64.h; the order of mv4Q4_0Y's products and sums).
#define IQ4NLYROW(R, LO, HI) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	KV32ROW(2(R)(AX*1), kv32iq4nl<>(SB), LO, HI)

TEXT ·mv4IQ4_NLY(SB), NOSPLIT, $32-56
	YPROLOGUE
	JGE iq4nlydone
iq4nlyloop:
	PFNEXT4(PF2)
	YLOADX
	YFOUR(IQ4NLYROW)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT iq4nlyloop
iq4nlydone:
	YEPILOGUE

// IQ4_XS (136 bytes: f16 d, u16 scales_h, 4 bytes scales_l, 128 bytes of
// nibbles in eight 32-element sub-blocks): XSPREP stores each row's eight
// sub-block scales dl_c = d·(ls_c − 32) (one float32 product, as the
// decoder) in sc; sub-block c then looks its 32 weights up in the table
// dl_c·kvalues, built per row, as IQ4_NL does per block (DX = sc + 4c, DI
// = the block's offset + 16c).
DATA xsshl<>+0(SB)/4, $0x0
DATA xsshl<>+4(SB)/4, $0x4
DATA xsshl<>+8(SB)/4, $0x8
DATA xsshl<>+12(SB)/4, $0xc
DATA xsshl<>+16(SB)/4, $0x10
DATA xsshl<>+20(SB)/4, $0x14
DATA xsshl<>+24(SB)/4, $0x18
DATA xsshl<>+28(SB)/4, $0x1c
GLOBL xsshl<>(SB), RODATA|NOPTR, $32

DATA xsshh<>+0(SB)/4, $0x0
DATA xsshh<>+4(SB)/4, $0x2
DATA xsshh<>+8(SB)/4, $0x4
DATA xsshh<>+12(SB)/4, $0x6
DATA xsshh<>+16(SB)/4, $0x8
DATA xsshh<>+20(SB)/4, $0xa
DATA xsshh<>+24(SB)/4, $0xc
DATA xsshh<>+28(SB)/4, $0xe
GLOBL xsshh<>(SB), RODATA|NOPTR, $32

DATA xsthree<>+0(SB)/4, $0x3
DATA xsthree<>+4(SB)/4, $0x3
DATA xsthree<>+8(SB)/4, $0x3
DATA xsthree<>+12(SB)/4, $0x3
DATA xsthree<>+16(SB)/4, $0x3
DATA xsthree<>+20(SB)/4, $0x3
DATA xsthree<>+24(SB)/4, $0x3
DATA xsthree<>+28(SB)/4, $0x3
GLOBL xsthree<>(SB), RODATA|NOPTR, $32

DATA xs32<>+0(SB)/4, $0x20
DATA xs32<>+4(SB)/4, $0x20
DATA xs32<>+8(SB)/4, $0x20
DATA xs32<>+12(SB)/4, $0x20
DATA xs32<>+16(SB)/4, $0x20
DATA xs32<>+20(SB)/4, $0x20
DATA xs32<>+24(SB)/4, $0x20
DATA xs32<>+28(SB)/4, $0x20
GLOBL xs32<>(SB), RODATA|NOPTR, $32

#define XSPREP(R, i) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPBROADCASTD 4(R)(AX*1), Y13 \
	VPSRLVD xsshl<>(SB), Y13, Y13 \
	VPAND dword0f<>(SB), Y13, Y13 \
	VPBROADCASTW 2(R)(AX*1), Y14 \
	VPSRLVD xsshh<>(SB), Y14, Y14 \
	VPAND xsthree<>(SB), Y14, Y14 \
	VPSLLD $4, Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	VPSUBD xs32<>(SB), Y13, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS Y13, Y12, Y13 \
	VMOVUPS Y13, (i*32)(SI)

#define XSZT(R, ACC, T, i) \
	VMULPS.BCST (i*32)(DX), Z15, T \
	VPMOVZXBD 8(R)(DI*1), Z3 \
	VPSRLD $4, Z3, Z4 \
	VPERMPS T, Z3, Z3 \
	VPERMPS T, Z4, Z4 \
	VFMADD231PS Z0, Z3, ACC \
	VFMADD231PS Z1, Z4, ACC

// func mv8IQ4_XSZ(..., pf unsafe.Pointer, sc *[64]float32)
TEXT ·mv8IQ4_XSZ(SB), NOSPLIT, $0-64
	ZPROLOGUE
	JGE iq4xszdone
	MOVQ sc+56(FP), SI
	VMOVUPS lutiq4nlz<>(SB), Z15
iq4xszblock:
	PFNEXT(PF18)
	XSPREP(R8, 0)
	XSPREP(R9, 1)
	XSPREP(R10, 2)
	XSPREP(R11, 3)
	XSPREP(R12, 4)
	XSPREP(R13, 5)
	XSPREP(R14, 6)
	XSPREP(R15, 7)
	MOVQ AX, DI
	MOVQ SI, DX
	MOVQ $8, CX
iq4xszsub:
	VMOVUPS 0(BX), Z0
	VMOVUPS 64(BX), Z1
	ZEIGHT(XSZT)
	ADDQ $128, BX
	ADDQ $4, DX
	ADDQ $16, DI
	DECQ CX
	JNZ iq4xszsub
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT iq4xszblock
iq4xszdone:
	ZEPILOGUE

// AVX2 IQ4_XS: XSPREP's scales per row (four rows), then each sub-block's
// 32 weights as IQ4NLYROW's, with the sub-block scale in Y12 (DX = sc +
// 4c, DI = the block's offset + 16c).
#define XSYSUB(R, LO, HI, i) \
	VBROADCASTSS (i*32)(DX), Y12 \
	KV32ROW(8(R)(DI*1), kv32iq4nl<>(SB), LO, HI)

// func mv4IQ4_XSY(..., pf unsafe.Pointer, sc *[64]float32)
TEXT ·mv4IQ4_XSY(SB), NOSPLIT, $32-64
	YPROLOGUE
	JGE iq4xsydone
	MOVQ sc+56(FP), SI
iq4xsyblock:
	PFNEXT4(PF9)
	XSPREP(R8, 0)
	XSPREP(R9, 1)
	XSPREP(R10, 2)
	XSPREP(R11, 3)
	MOVQ AX, DI
	MOVQ SI, DX
	MOVQ $8, CX
iq4xsysub:
	YLOADX
	XSYSUB(R8, Y4, Y5, 0)
	XSYSUB(R9, Y6, Y7, 1)
	XSYSUB(R10, Y8, Y9, 2)
	XSYSUB(R11, Y10, Y11, 3)
	ADDQ $128, BX
	ADDQ $4, DX
	ADDQ $16, DI
	DECQ CX
	JNZ iq4xsysub
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT iq4xsyblock
iq4xsydone:
	YEPILOGUE
