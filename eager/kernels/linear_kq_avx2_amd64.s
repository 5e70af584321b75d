//go:build amd64 && !purego

#include "textflag.h"
#include "codebook_y_amd64.h"
#include "bitmask_y_amd64.h"

// AVX2 + FMA matrix × vector kernels of Q4_1, Q4_K, Q5_0, Q5_1, Q5_K and MXFP4
// (each section says how it decodes), and of Q2_K and Q3_K, which look the
// weights up instead of computing them: each group of sixteen elements
// sharing a scale has at most eight distinct weight values, so the group's
// values are computed once (with the decoder's float operations, hence the
// same bits) into a register and every weight is one VPERMPS away from its
// two- or three-bit code (Q3_K's third bit, from hmask, assembled into
// the index). Per eight weights that is a lookup and a fused multiply-add
// instead of a mask, conversion, multiply and subtract.
//
// Conventions of the mv4*Y kernels (linear_simd_amd64.go): four rows at
// base + offs[i], blocks k·stride apart for k·stride < end, acc[i] the
// row's 16 lanes (elements 32k + l go to lane l mod 16, in element
// order), pf the next row group to prefetch into L2 (nil: none). The
// four rows' lanes live in Y4..Y11 (row i: Y(4+2i) lanes 0..7, Y(5+2i)
// lanes 8..15), except in the Q2_K kernel, which does the rows of a block
// two at a time to keep their codes in registers: there only those rows'
// lanes live in registers, loaded from acc and stored back once per row
// pair and block.

// kqlut2: the two-bit codes 0..3 as floats, twice (VPERMPS reads the low
// three bits of an index, so the bit above a two-bit code needs no mask).
DATA kqlut2<>+0(SB)/4, $0.0
DATA kqlut2<>+4(SB)/4, $1.0
DATA kqlut2<>+8(SB)/4, $2.0
DATA kqlut2<>+12(SB)/4, $3.0
DATA kqlut2<>+16(SB)/4, $0.0
DATA kqlut2<>+20(SB)/4, $1.0
DATA kqlut2<>+24(SB)/4, $2.0
DATA kqlut2<>+28(SB)/4, $3.0
GLOBL kqlut2<>(SB), RODATA|NOPTR, $32

DATA kqd0f<>+0(SB)/8, $0x0000000f0000000f
DATA kqd0f<>+8(SB)/8, $0x0000000f0000000f
DATA kqd0f<>+16(SB)/8, $0x0000000f0000000f
DATA kqd0f<>+24(SB)/8, $0x0000000f0000000f
GLOBL kqd0f<>(SB), RODATA|NOPTR, $32

DATA kqd3<>+0(SB)/8, $0x0000000300000003
DATA kqd3<>+8(SB)/8, $0x0000000300000003
DATA kqd3<>+16(SB)/8, $0x0000000300000003
DATA kqd3<>+24(SB)/8, $0x0000000300000003
GLOBL kqd3<>(SB), RODATA|NOPTR, $32

DATA kqd20<>+0(SB)/8, $0x0000002000000020
DATA kqd20<>+8(SB)/8, $0x0000002000000020
DATA kqd20<>+16(SB)/8, $0x0000002000000020
DATA kqd20<>+24(SB)/8, $0x0000002000000020
GLOBL kqd20<>(SB), RODATA|NOPTR, $32

// kqshift3: the shifts of the Q3_K high scale bits (scales j < 8 take bits
// 2·(j/4) of bytes 8 + j%4, as the decoder).
DATA kqshift3<>+0(SB)/8, $0x0000000000000000
DATA kqshift3<>+8(SB)/8, $0x0000000000000000
DATA kqshift3<>+16(SB)/8, $0x0000000200000002
DATA kqshift3<>+24(SB)/8, $0x0000000200000002
DATA kqshift3<>+32(SB)/8, $0x0000000400000004
DATA kqshift3<>+40(SB)/8, $0x0000000400000004
DATA kqshift3<>+48(SB)/8, $0x0000000600000006
DATA kqshift3<>+56(SB)/8, $0x0000000600000006
GLOBL kqshift3<>(SB), RODATA|NOPTR, $64

// KQPROLOGUE: R8..R11 the rows, BX the activations, SI sc, DI acc, AX the
// block offset (0), compared with end.
#define KQPROLOGUE \
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
	MOVQ x+32(FP), BX \
	MOVQ acc+40(FP), DI \
	MOVQ sc+56(FP), SI \
	XORQ AX, AX \
	CMPQ AX, end+24(FP)

// KQPROLOGUE5: KQPROLOGUE for the kernels without sc.
#define KQPROLOGUE5 \
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
	MOVQ x+32(FP), BX \
	MOVQ acc+40(FP), DI \
	XORQ AX, AX \
	CMPQ AX, end+24(FP)

// KQLOADACC and KQSTOREACC: the four rows' lanes (Y4..Y11) from and to
// acc.
#define KQLOADACC \
	VMOVUPS 0(DI), Y4 \
	VMOVUPS 32(DI), Y5 \
	VMOVUPS 64(DI), Y6 \
	VMOVUPS 96(DI), Y7 \
	VMOVUPS 128(DI), Y8 \
	VMOVUPS 160(DI), Y9 \
	VMOVUPS 192(DI), Y10 \
	VMOVUPS 224(DI), Y11

#define KQSTOREACC \
	VMOVUPS Y4, 0(DI) \
	VMOVUPS Y5, 32(DI) \
	VMOVUPS Y6, 64(DI) \
	VMOVUPS Y7, 96(DI) \
	VMOVUPS Y8, 128(DI) \
	VMOVUPS Y9, 160(DI) \
	VMOVUPS Y10, 192(DI) \
	VMOVUPS Y11, 224(DI)

// KQLOADX: a 32-element block of the activations, for the four rows.
#define KQLOADX \
	VMOVUPS 0(BX), Y0 \
	VMOVUPS 32(BX), Y1 \
	VMOVUPS 64(BX), Y2 \
	VMOVUPS 96(BX), Y3

// KQNEXT256: the same for a 256-element block.
#define KQNEXT256 \
	ADDQ $1024, BX \
	ADDQ stride+16(FP), AX \
	CMPQ AX, end+24(FP)

// KQNEXT32: the next 32-element block (flags: its offset against end).
#define KQNEXT32 \
	ADDQ stride+16(FP), AX \
	ADDQ $128, BX \
	CMPQ AX, end+24(FP)

// KQADVANCE: AX to the next block, or a jump to LAST if there is none
// (the pipelined kernels, which read the next block's bytes while
// summing this one's).
#define KQADVANCE(LAST) \
	MOVQ stride+16(FP), CX \
	ADDQ AX, CX \
	CMPQ CX, end+24(FP) \
	JGE LAST \
	MOVQ CX, AX

// KQPF: prefetch the bytes of the next four-row group that match this
// block (pf + 4·AX), LINES 64-byte lines.
#define KQPF(LINES) \
	MOVQ pf+48(FP), CX \
	TESTQ CX, CX \
	JZ kqpfskip \
	LEAQ (CX)(AX*4), CX \
	LINES \
kqpfskip:

#define KQPF8 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX) \
	PREFETCHT1 128(CX) \
	PREFETCHT1 192(CX) \
	PREFETCHT1 256(CX) \
	PREFETCHT1 320(CX) \
	PREFETCHT1 384(CX) \
	PREFETCHT1 448(CX)

#define KQPF16 \
	KQPF8 \
	PREFETCHT1 512(CX) \
	PREFETCHT1 576(CX) \
	PREFETCHT1 640(CX) \
	PREFETCHT1 704(CX) \
	PREFETCHT1 768(CX) \
	PREFETCHT1 832(CX) \
	PREFETCHT1 896(CX) \
	PREFETCHT1 960(CX)

// ---------------------------------------------------------------------------
// Q2_K (84 bytes: scales[16], qs[64], f16 d, f16 dmin). Group g = 8n + 2s
// + h (elements 16g..16g+15, in increasing g) has the values
// float32(dl_g·v) − ml_g, v = 0..3, dl_g = float32(d·float32(sc_g & 15)),
// ml_g = float32(dmin·float32(sc_g >> 4)) (the decoder's roundings); its
// codes are (qs[32n + 16h + l] >> 2s) & 3.
//
// KQ2PREP stores row i's dl_g at sc[32i + g] and ml_g at sc[32i + 16 + g].
#define KQ2PREP(R, i) KQ2PREPX(R, AX, i)

// KQ2PREPX is KQ2PREP of the block at R + X.
#define KQ2PREPX(R, X, i) \
	VPBROADCASTW 80(R)(X*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPBROADCASTW 82(R)(X*1), X13 \
	VCVTPH2PS X13, Y13 \
	VPMOVZXBD 0(R)(X*1), Y14 \
	VPMOVZXBD 8(R)(X*1), Y15 \
	VPAND kqd0f<>(SB), Y14, Y0 \
	VPAND kqd0f<>(SB), Y15, Y1 \
	VPSRLD $4, Y14, Y2 \
	VPSRLD $4, Y15, Y3 \
	VCVTDQ2PS Y0, Y0 \
	VCVTDQ2PS Y1, Y1 \
	VCVTDQ2PS Y2, Y2 \
	VCVTDQ2PS Y3, Y3 \
	VMULPS Y12, Y0, Y0 \
	VMULPS Y12, Y1, Y1 \
	VMULPS Y13, Y2, Y2 \
	VMULPS Y13, Y3, Y3 \
	VMOVUPS Y0, (128*i)(SI) \
	VMOVUPS Y1, (128*i+32)(SI) \
	VMOVUPS Y2, (128*i+64)(SI) \
	VMOVUPS Y3, (128*i+96)(SI)

// KQ2G: group g of row i, its codes (l = 0..7 and 8..15) in CL and CH,
// into LO and HI; T the table, M scratch. The table is dl·v − ml in one
// fused multiply-subtract: dl·v (at most 4 + 11 bits times 2) is exact,
// so rounding dl·v − ml once is the decoder's float32(dl·v) − ml.
#define KQ2G(i, g, CL, CH, T, M, LO, HI) \
	VBROADCASTSS (128*i+4*(g))(SI), T \
	VBROADCASTSS (128*i+64+4*(g))(SI), M \
	VFMSUB132PS kqlut2<>(SB), M, T \
	VPERMPS T, CL, M \
	VFMADD231PS (64*(g))(BX), M, LO \
	VPERMPS T, CH, M \
	VFMADD231PS (64*(g)+32)(BX), M, HI

// KQ2S: groups g = 8n + 2s (h = 0) and g + 1 (h = 1) of rows ia (codes
// Y0..Y3, lanes Y4, Y5) and ib (codes Y8..Y11, lanes Y6, Y7): two rows at
// a time, so that two independent chains of fused multiply-adds overlap.
#define KQ2S(ia, ib, g) \
	KQ2G(ia, g, Y0, Y1, Y12, Y13, Y4, Y5) \
	KQ2G(ib, g, Y8, Y9, Y14, Y15, Y6, Y7) \
	KQ2G(ia, g+1, Y2, Y3, Y12, Y13, Y4, Y5) \
	KQ2G(ib, g+1, Y10, Y11, Y14, Y15, Y6, Y7)

#define KQ2SHIFT \
	VPSRLD $2, Y0, Y0 \
	VPSRLD $2, Y1, Y1 \
	VPSRLD $2, Y2, Y2 \
	VPSRLD $2, Y3, Y3

#define KQ2SHIFT2 \
	KQ2SHIFT \
	VPSRLD $2, Y8, Y8 \
	VPSRLD $2, Y9, Y9 \
	VPSRLD $2, Y10, Y10 \
	VPSRLD $2, Y11, Y11

#define KQ2N(Ra, ia, Rb, ib, n) \
	VPMOVZXBD (16+32*n)(Ra)(AX*1), Y0 \
	VPMOVZXBD (16+32*n+8)(Ra)(AX*1), Y1 \
	VPMOVZXBD (16+32*n+16)(Ra)(AX*1), Y2 \
	VPMOVZXBD (16+32*n+24)(Ra)(AX*1), Y3 \
	VPMOVZXBD (16+32*n)(Rb)(AX*1), Y8 \
	VPMOVZXBD (16+32*n+8)(Rb)(AX*1), Y9 \
	VPMOVZXBD (16+32*n+16)(Rb)(AX*1), Y10 \
	VPMOVZXBD (16+32*n+24)(Rb)(AX*1), Y11 \
	KQ2S(ia, ib, 8*n) \
	KQ2SHIFT2 \
	KQ2S(ia, ib, 8*n+2) \
	KQ2SHIFT2 \
	KQ2S(ia, ib, 8*n+4) \
	KQ2SHIFT2 \
	KQ2S(ia, ib, 8*n+6)

#define KQ2ROWS(Ra, ia, Rb, ib) \
	VMOVUPS (64*ia)(DI), Y4 \
	VMOVUPS (64*ia+32)(DI), Y5 \
	VMOVUPS (64*ib)(DI), Y6 \
	VMOVUPS (64*ib+32)(DI), Y7 \
	KQ2N(Ra, ia, Rb, ib, 0) \
	KQ2N(Ra, ia, Rb, ib, 1) \
	VMOVUPS Y4, (64*ia)(DI) \
	VMOVUPS Y5, (64*ia+32)(DI) \
	VMOVUPS Y6, (64*ib)(DI) \
	VMOVUPS Y7, (64*ib+32)(DI)

// KQ2ROWSN: KQ2ROWS with the next block's KQ2PREPX of rows ia and ib
// (at R + CX) into the other buffer, one after each half.
#define KQ2ROWSN(Ra, ia, Rb, ib) \
	VMOVUPS (64*ia)(DI), Y4 \
	VMOVUPS (64*ia+32)(DI), Y5 \
	VMOVUPS (64*ib)(DI), Y6 \
	VMOVUPS (64*ib+32)(DI), Y7 \
	KQ2N(Ra, ia, Rb, ib, 0) \
	XORQ DX, SI \
	KQ2PREPX(Ra, CX, ia) \
	XORQ DX, SI \
	KQ2N(Ra, ia, Rb, ib, 1) \
	XORQ DX, SI \
	KQ2PREPX(Rb, CX, ib) \
	XORQ DX, SI \
	VMOVUPS Y4, (64*ia)(DI) \
	VMOVUPS Y5, (64*ia+32)(DI) \
	VMOVUPS Y6, (64*ib)(DI) \
	VMOVUPS Y7, (64*ib+32)(DI)

// The tile decoder of Q2_K (as decodeQ4_0SIMD) with the kernel's lookup:
// KQ2PREP's dl_g and ml_g on the frame, each group's four values computed
// once (KQ2G's table) and every weight one VPERMPS from its code.
#define DKQ2G(g, CL, CH) \
	VBROADCASTSS (4*(g))(SP), Y12 \
	VBROADCASTSS (64+4*(g))(SP), Y13 \
	VFMSUB132PS kqlut2<>(SB), Y13, Y12 \
	VPERMPS Y12, CL, Y13 \
	VMOVUPS Y13, (64*(g))(DI) \
	VPERMPS Y12, CH, Y13 \
	VMOVUPS Y13, (64*(g)+32)(DI)

#define DKQ2N(n) \
	VPMOVZXBD (16+32*n)(R8), Y0 \
	VPMOVZXBD (16+32*n+8)(R8), Y1 \
	VPMOVZXBD (16+32*n+16)(R8), Y2 \
	VPMOVZXBD (16+32*n+24)(R8), Y3 \
	DKQ2G(8*n, Y0, Y1) \
	DKQ2G(8*n+1, Y2, Y3) \
	KQ2SHIFT \
	DKQ2G(8*n+2, Y0, Y1) \
	DKQ2G(8*n+3, Y2, Y3) \
	KQ2SHIFT \
	DKQ2G(8*n+4, Y0, Y1) \
	DKQ2G(8*n+5, Y2, Y3) \
	KQ2SHIFT \
	DKQ2G(8*n+6, Y0, Y1) \
	DKQ2G(8*n+7, Y2, Y3)

TEXT ·decodeQ2_KSIMD(SB), NOSPLIT, $128-32
	MOVQ src+0(FP), R8
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq2kdone
dq2kloop:
	LEAQ 0(SP), SI
	KQ2PREP(R8, 0)
	DKQ2N(0)
	DKQ2N(1)
	ADDQ DX, R8
	ADDQ $1024, DI
	DECQ CX
	JNZ dq2kloop
dq2kdone:
	VZEROUPPER
	RET

// func mv4Q2_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[256]float32)
//
// Two scratch buffers, sc and sc + 512 (SI the one in use, SI ^ DX the
// other), as mv4Q3_KL's: the next block's (at AX + CX) scales are
// unpacked a row at a time between the halves of this one.
TEXT ·mv4Q2_KL(SB), NOSPLIT, $0-64
	KQPROLOGUE
	JGE q2kldone
	LEAQ 512(SI), DX
	XORQ SI, DX
	KQ2PREP(R8, 0)
	KQ2PREP(R9, 1)
	KQ2PREP(R10, 2)
	KQ2PREP(R11, 3)
q2klblock:
	KQPF(KQPF8)
	MOVQ stride+16(FP), CX
	ADDQ AX, CX
	CMPQ CX, end+24(FP)
	JGE q2kllast
	KQ2ROWSN(R8, 0, R9, 1)
	KQ2ROWSN(R10, 2, R11, 3)
	MOVQ CX, AX
	ADDQ $1024, BX
	XORQ DX, SI
	JMP q2klblock
q2kllast:
	KQ2ROWS(R8, 0, R9, 1)
	KQ2ROWS(R10, 2, R11, 3)
q2kldone:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q3_K (110 bytes: hmask[32], qs[64], scales[12], f16 d). Group g = 8n +
// 2s + h (elements 16g..16g+15, in increasing g) has the values dl_g·v,
// dl_g = float32(d·float32(sc_g − 32)), v = q − 4 where bit 4n + s of
// hmask[16h + l] is clear and q where it is set, q = (qs[32n + 16h + l] >>
// 2s) & 3: w = dl_g·float32(v) (the decoder's product), looked up by the
// three-bit index (hmask bit) << 2 | q in dl_g·(v − 4), v = 0..7.
//
// KQSCALE16(i): the integers in Y0, Y1 converted, times Y12, stored at
// sc + 64i.
#define KQSCALE16(i) \
	VCVTDQ2PS Y0, Y0 \
	VCVTDQ2PS Y1, Y1 \
	VMULPS Y12, Y0, Y0 \
	VMULPS Y12, Y1, Y1 \
	VMOVUPS Y0, (64*i)(SI) \
	VMOVUPS Y1, (64*i+32)(SI)

// KQ3PREP stores row i's dl_g at sc[16i + g].
#define KQ3PREP(R, i) \
	VPBROADCASTW 108(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPMOVZXBD 96(R)(AX*1), Y0 \
	VPSRLD $4, Y0, Y1 \
	VPAND kqd0f<>(SB), Y0, Y0 \
	VPBROADCASTD 104(R)(AX*1), X2 \
	VPMOVZXBD X2, Y2 \
	VPSRLVD kqshift3<>(SB), Y2, Y3 \
	VPSRLVD kqshift3<>+32(SB), Y2, Y2 \
	VPAND kqd3<>(SB), Y3, Y3 \
	VPAND kqd3<>(SB), Y2, Y2 \
	VPSLLD $4, Y3, Y3 \
	VPSLLD $4, Y2, Y2 \
	VPOR Y3, Y0, Y0 \
	VPOR Y2, Y1, Y1 \
	VPSUBD kqd20<>(SB), Y0, Y0 \
	VPSUBD kqd20<>(SB), Y1, Y1 \
	KQSCALE16(i)


// ---------------------------------------------------------------------------
// Q5_K (176 bytes: f16 d, f16 dmin, 12 bytes of six-bit scales and mins,
// qh[32], qs[128]). Sub-block c (elements 32c..32c+31) has the codes q =
// (the low (c even) or high (c odd) nibbles of qs[32·(c/2) + l]) + 16 where
// bit c of qh[l] is set, and w = float32(dc_c·float32(q)) − mc_c (the
// decoder's roundings). The 32 codes of a sub-block are assembled as bytes
// in one register (a nibble mask, a shift of qh's bit c to bit 4, a mask
// and an or) and stored to the scratch, all four rows' before any is
// used; they are then widened from memory eight at a time, converted,
// scaled and summed (four rows interleaved, their lanes in Y4..Y11).

DATA kqb0f<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA kqb0f<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA kqb0f<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA kqb0f<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL kqb0f<>(SB), RODATA|NOPTR, $32

DATA kqb10<>+0(SB)/8, $0x1010101010101010
DATA kqb10<>+8(SB)/8, $0x1010101010101010
DATA kqb10<>+16(SB)/8, $0x1010101010101010
DATA kqb10<>+24(SB)/8, $0x1010101010101010
GLOBL kqb10<>(SB), RODATA|NOPTR, $32

// The Q4_K/Q5_K scale unpacking (as the decoder: scales j < 4 are the low
// six bits of bytes j and mins of bytes 4 + j; j ≥ 4 take four bits of
// bytes 8 + j − 4 and two of bytes j − 4 and j).
DATA kqk4shuf<>+0(SB)/8, $0x0b0a090803020100
DATA kqk4shuf<>+8(SB)/8, $0x0b0a090803020100
GLOBL kqk4shuf<>(SB), RODATA|NOPTR, $16

DATA kqk4msc<>+0(SB)/8, $0x0000003f0000003f
DATA kqk4msc<>+8(SB)/8, $0x0000003f0000003f
DATA kqk4msc<>+16(SB)/8, $0x0000000f0000000f
DATA kqk4msc<>+24(SB)/8, $0x0000000f0000000f
GLOBL kqk4msc<>(SB), RODATA|NOPTR, $32

DATA kqk4mhi<>+0(SB)/8, $0x0000000000000000
DATA kqk4mhi<>+8(SB)/8, $0x0000000000000000
DATA kqk4mhi<>+16(SB)/8, $0x000000c0000000c0
DATA kqk4mhi<>+24(SB)/8, $0x000000c0000000c0
GLOBL kqk4mhi<>(SB), RODATA|NOPTR, $32

DATA kqk4shm<>+0(SB)/8, $0x0000000000000000
DATA kqk4shm<>+8(SB)/8, $0x0000000000000000
DATA kqk4shm<>+16(SB)/8, $0x0000000400000004
DATA kqk4shm<>+24(SB)/8, $0x0000000400000004
GLOBL kqk4shm<>(SB), RODATA|NOPTR, $32

DATA kqd3f<>+0(SB)/8, $0x0000003f0000003f
DATA kqd3f<>+8(SB)/8, $0x0000003f0000003f
DATA kqd3f<>+16(SB)/8, $0x0000003f0000003f
DATA kqd3f<>+24(SB)/8, $0x0000003f0000003f
GLOBL kqd3f<>(SB), RODATA|NOPTR, $32

// KQ5PREP stores row i's dc_c = float32(d·sc_c) at sc[16i + c] and mc_c =
// float32(dmin·m_c) at sc[16i + 8 + c] (Y0..Y3, Y12..Y15 only: the lanes
// stay in Y4..Y11).
#define KQ5PREP(R, i) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	VPBROADCASTW 2(R)(AX*1), X13 \
	VCVTPH2PS X13, Y13 \
	VMOVDQU 4(R)(AX*1), X15 \
	VPSHUFB kqk4shuf<>(SB), X15, X0 \
	VPMOVZXBD X0, Y0 \
	VPBROADCASTD 4(R)(AX*1), X1 \
	VPMOVZXBD X1, Y1 \
	VPBROADCASTD 8(R)(AX*1), X2 \
	VPMOVZXBD X2, Y2 \
	VPMOVZXBD 8(R)(AX*1), Y3 \
	VPAND kqk4msc<>(SB), Y0, Y0 \
	VPAND kqk4mhi<>(SB), Y1, Y1 \
	VPSRLD $2, Y1, Y1 \
	VPOR Y1, Y0, Y0 \
	VPSRLVD kqk4shm<>(SB), Y3, Y3 \
	VPAND kqd3f<>(SB), Y3, Y3 \
	VPAND kqk4mhi<>(SB), Y2, Y2 \
	VPSRLD $2, Y2, Y2 \
	VPOR Y2, Y3, Y3 \
	VCVTDQ2PS Y0, Y0 \
	VMULPS Y0, Y12, Y0 \
	VCVTDQ2PS Y3, Y3 \
	VMULPS Y3, Y13, Y3 \
	VMOVUPS Y0, (i*64)(SI) \
	VMOVUPS Y3, (i*64+32)(SI)

// KQ45PREP's byte shuffles and masks (see there).
DATA kq4kpa<>+0(SB)/8, $0x0703060205010400
DATA kq4kpa<>+8(SB)/8, $0x0b0b0a0a09090808
GLOBL kq4kpa<>(SB), RODATA|NOPTR, $16

DATA kq4kpb<>+0(SB)/8, $0x8080808080808080
DATA kq4kpb<>+8(SB)/8, $0x0703060205010400
GLOBL kq4kpb<>(SB), RODATA|NOPTR, $16

DATA kq4kma<>+0(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA kq4kma<>+8(SB)/8, $0x000f000f000f000f
GLOBL kq4kma<>(SB), RODATA|NOPTR, $16

DATA kq4kmh<>+0(SB)/8, $0x0000000000000000
DATA kq4kmh<>+8(SB)/8, $0x0f000f000f000f00
GLOBL kq4kmh<>(SB), RODATA|NOPTR, $16

DATA kqb30x<>+0(SB)/8, $0x3030303030303030
DATA kqb30x<>+8(SB)/8, $0x3030303030303030
GLOBL kqb30x<>(SB), RODATA|NOPTR, $16

// KQ45PREP (the Q4_K and Q5_K kernels) stores row i's dc_c =
// float32(d·sc_c) at sc[16i + 2c] and mc_c = float32(dmin·m_c) at
// sc[16i + 2c + 1]: the scales and mins are unpacked as bytes,
// interleaved (sc_j at byte 2j, m_j at 2j + 1; as the decoder: j < 4 the
// low six bits of bytes j and 4 + j, j ≥ 4 the low and high nibbles of
// byte 4 + j with the top two bits of bytes j − 4 and j above them),
// widened, converted and multiplied by (d, dmin) pairs (Y0..Y3, Y12..Y15
// only).
#define KQ45PREP(R, i) \
	VMOVDQU 4(R)(AX*1), X15 \
	VPSHUFB kq4kpa<>(SB), X15, X0 \
	VPSHUFB kq4kpb<>(SB), X15, X1 \
	VPAND kq4kma<>(SB), X0, X2 \
	VPSRLW $4, X0, X0 \
	VPAND kq4kmh<>(SB), X0, X0 \
	VPSRLW $2, X1, X1 \
	VPAND kqb30x<>(SB), X1, X1 \
	VPOR X0, X2, X2 \
	VPOR X1, X2, X2 \
	VPMOVZXBD X2, Y0 \
	VPSHUFD $0xee, X2, X2 \
	VPMOVZXBD X2, Y1 \
	VPBROADCASTD 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	KQSCALE16(i)

#define KQ5NLO(Y) VPAND kqb0f<>(SB), Y, Y
#define KQ5NHI(Y) VPSRLW $4, Y, Y; VPAND kqb0f<>(SB), Y, Y

// KQ5H<c>: qh's bit c to bit 4 of every byte (word shifts: the bit stays
// in its byte).
#define KQ5H0(Y) VPSLLW $4, Y, Y
#define KQ5H1(Y) VPSLLW $3, Y, Y
#define KQ5H2(Y) VPSLLW $2, Y, Y
#define KQ5H3(Y) VPSLLW $1, Y, Y
#define KQ5H4(Y)
#define KQ5H5(Y) VPSRLW $1, Y, Y
#define KQ5H6(Y) VPSRLW $2, Y, Y
#define KQ5H7(Y) VPSRLW $3, Y, Y

// KQ5W: float32(dc·q) − mc as one fused multiply-subtract: dc = d·sc (at
// most 11 + 6 significant bits) is exact, and so is dc·q, so rounding
// dc·q − mc once is the decoder's rounding.
#define KQ5W(Y) \
	VCVTDQ2PS Y, Y \
	VFMSUB213PS Y15, Y12, Y

// The Q5_K kernel assembles a block's codes for all four rows first:
// KQ5CODES stores row i's sub-block c (32 bytes) at sc + 256 + 256i + 32c,
// sub-blocks 2p and 2p + 1 from one load of their qs bytes and the qh
// bytes kept in Y13 (Y14 = 0x10, Y15 = 0x0f in every byte). KQ5HB<c>
// puts qh's bit c at bit 4 of every byte of D, masked.
#define KQ5HB0(D) VPSLLW $4, Y13, D; VPAND Y14, D, D
#define KQ5HB1(D) VPSLLW $3, Y13, D; VPAND Y14, D, D
#define KQ5HB2(D) VPSLLW $2, Y13, D; VPAND Y14, D, D
#define KQ5HB3(D) VPSLLW $1, Y13, D; VPAND Y14, D, D
#define KQ5HB4(D) VPAND Y14, Y13, D
#define KQ5HB5(D) VPSRLW $1, Y13, D; VPAND Y14, D, D
#define KQ5HB6(D) VPSRLW $2, Y13, D; VPAND Y14, D, D
#define KQ5HB7(D) VPSRLW $3, Y13, D; VPAND Y14, D, D

#define KQ5PAIR(R, i, p, HLO, HHI) \
	VMOVDQU (48+32*p)(R)(AX*1), Y0 \
	VPSRLW $4, Y0, Y1 \
	VPAND Y15, Y0, Y0 \
	VPAND Y15, Y1, Y1 \
	HLO(Y2) \
	VPOR Y2, Y0, Y0 \
	HHI(Y3) \
	VPOR Y3, Y1, Y1 \
	VMOVDQU Y0, (256+256*i+64*p)(SI) \
	VMOVDQU Y1, (256+256*i+64*p+32)(SI)

#define KQ5CODES(R, i) \
	VMOVDQU 16(R)(AX*1), Y13 \
	KQ5PAIR(R, i, 0, KQ5HB0, KQ5HB1) \
	KQ5PAIR(R, i, 1, KQ5HB2, KQ5HB3) \
	KQ5PAIR(R, i, 2, KQ5HB4, KQ5HB5) \
	KQ5PAIR(R, i, 3, KQ5HB6, KQ5HB7)

// KQ5CHUNK: row i's sub-block c from its assembled codes, widened from
// memory eight at a time.
#define KQ5CHUNK(LO, HI, i, c) \
	VPMOVZXBD (256+256*i+32*c)(SI), Y0 \
	VPMOVZXBD (256+256*i+32*c+8)(SI), Y1 \
	VPMOVZXBD (256+256*i+32*c+16)(SI), Y2 \
	VPMOVZXBD (256+256*i+32*c+24)(SI), Y3 \
	VBROADCASTSS (64*i+8*c)(SI), Y12 \
	VBROADCASTSS (64*i+8*c+4)(SI), Y15 \
	KQ5W(Y0) \
	KQ5W(Y1) \
	KQ5W(Y2) \
	KQ5W(Y3) \
	VFMADD231PS (128*c)(BX), Y0, LO \
	VFMADD231PS (128*c+32)(BX), Y1, HI \
	VFMADD231PS (128*c+64)(BX), Y2, LO \
	VFMADD231PS (128*c+96)(BX), Y3, HI

#define KQ5SUB(c) \
	KQ5CHUNK(Y4, Y5, 0, c) \
	KQ5CHUNK(Y6, Y7, 1, c) \
	KQ5CHUNK(Y8, Y9, 2, c) \
	KQ5CHUNK(Y10, Y11, 3, c)

// KQ5CODESK: KQ5CODES with its constants loaded (KQ5CHUNK uses Y15).
#define KQ5CODESK(R, i) \
	VMOVDQU kqb10<>(SB), Y14 \
	VMOVDQU kqb0f<>(SB), Y15 \
	KQ5CODES(R, i)

// KQ5SUBN: KQ5SUB, then NEXT(R, i) into the other buffer.
#define KQ5SUBN(c, NEXT, R, i) \
	KQ5SUB(c) \
	XORQ DX, SI \
	NEXT(R, i) \
	XORQ DX, SI

// func mv4Q5_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[640]float32)
//
// Two scratch buffers, sc and sc + 1280 (SI the one in use, SI ^ DX the
// other), as mv4Q3_KL's: the next block's scales and codes are prepared
// a row at a time between the sub-blocks of this one.
TEXT ·mv4Q5_KL(SB), NOSPLIT, $0-64
	KQPROLOGUE
	JGE q5kldone
	KQLOADACC
	LEAQ 1280(SI), DX
	XORQ SI, DX
	KQ45PREP(R8, 0)
	KQ45PREP(R9, 1)
	KQ45PREP(R10, 2)
	KQ45PREP(R11, 3)
	KQ5CODESK(R8, 0)
	KQ5CODESK(R9, 1)
	KQ5CODESK(R10, 2)
	KQ5CODESK(R11, 3)
q5klblock:
	KQPF(KQPF16)
	KQADVANCE(q5kllast)
	KQ5SUBN(0, KQ45PREP, R8, 0)
	KQ5SUBN(1, KQ45PREP, R9, 1)
	KQ5SUBN(2, KQ45PREP, R10, 2)
	KQ5SUBN(3, KQ45PREP, R11, 3)
	KQ5SUBN(4, KQ5CODESK, R8, 0)
	KQ5SUBN(5, KQ5CODESK, R9, 1)
	KQ5SUBN(6, KQ5CODESK, R10, 2)
	KQ5SUBN(7, KQ5CODESK, R11, 3)
	ADDQ $1024, BX
	XORQ DX, SI
	JMP q5klblock
q5kllast:
	KQ5SUB(0)
	KQ5SUB(1)
	KQ5SUB(2)
	KQ5SUB(3)
	KQ5SUB(4)
	KQ5SUB(5)
	KQ5SUB(6)
	KQ5SUB(7)
	KQSTOREACC
q5kldone:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// MXFP4 (17 bytes: e8m0 exponent, 16 bytes of nibbles; Q4_0's layout with
// a code book): w = float32(kv[q])·d, the int8 entry picked by VPSHUFB,
// widened and converted exactly, then multiplied by the scale d =
// E8M0Half(e), which is loaded from sc (the 256 scales, as the decoder
// computes them) instead of being assembled from the exponent in vector
// registers. The activations of a block are loaded once (Y0..Y3) for the
// four rows; each row's block is KV32ROW's (codebook_y_amd64.h).

#define KQMXROW(R, LO, HI) \
	MOVBLZX 0(R)(AX*1), DX \
	VBROADCASTSS (SI)(DX*4), Y12 \
	KV32ROW(1(R)(AX*1), kv32mxfp4<>(SB), LO, HI)

#define KQPF2 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX)

// func mv4MXFP4L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[256]float32)
TEXT ·mv4MXFP4L(SB), NOSPLIT, $32-64
	KQPROLOGUE
	JGE mxfp4ldone
	KQLOADACC
mxfp4lloop:
	KQPF(KQPF2)
	KQLOADX
	KQMXROW(R8, Y4, Y5)
	KQMXROW(R9, Y6, Y7)
	KQMXROW(R10, Y8, Y9)
	KQMXROW(R11, Y10, Y11)
	KQNEXT32
	JLT mxfp4lloop
	KQSTOREACC
mxfp4ldone:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q5_0 (22 bytes: f16 d, qh, qs[16]) and Q5_1 (24 bytes: f16 d, f16 m, qh,
// qs[16]): element j < 16 is the low nibble of qs[j] plus 16 where bit j of
// qh is set, element 16 + j the high nibble of qs[j] plus 16 where bit 16 +
// j is; w = float32(q − 16)·d (Q5_0) or float32(q)·d + m (Q5_1), as the
// decoders round them. The 32 codes of a block are assembled as bytes in
// element order (KQ5NIBS: the nibbles of both halves; KQ5BITS: qh's bits
// spread to bytes by a shuffle, a bit mask and a compare), then widened
// eight at a time (four rows interleaved, their lanes in Y4..Y11).

// kqsh04: dword shifts that leave the low half's nibbles and bring the
// high half's down.
DATA kqsh04<>+0(SB)/8, $0x0000000000000000
DATA kqsh04<>+8(SB)/8, $0x0000000000000000
DATA kqsh04<>+16(SB)/8, $0x0000000400000004
DATA kqsh04<>+24(SB)/8, $0x0000000400000004
GLOBL kqsh04<>(SB), RODATA|NOPTR, $32

DATA kqbf0<>+0(SB)/8, $0xf0f0f0f0f0f0f0f0
DATA kqbf0<>+8(SB)/8, $0xf0f0f0f0f0f0f0f0
DATA kqbf0<>+16(SB)/8, $0xf0f0f0f0f0f0f0f0
DATA kqbf0<>+24(SB)/8, $0xf0f0f0f0f0f0f0f0
GLOBL kqbf0<>(SB), RODATA|NOPTR, $32

// KQ5BITS: Y14 = 0xff in the bytes of the elements whose qh bit is set.
#define KQ5BITS(R, QHOFF) \
	VPBROADCASTD QHOFF(R)(AX*1), Y14 \
	BITMASK32(Y14)

// KQ5NIBS: Y13 = the 32 nibbles in element order.
#define KQ5NIBS(R, QOFF) \
	VBROADCASTI128 QOFF(R)(AX*1), Y13 \
	VPSRLVD kqsh04<>(SB), Y13, Y13 \
	VPAND kqb0f<>(SB), Y13, Y13

// KQ5WIDEN(EXT): the bytes of Y13 as four groups of eight dwords.
#define KQ5WIDEN(EXT) \
	EXT X13, Y0 \
	VPSRLDQ $8, X13, X1 \
	EXT X1, Y1 \
	VEXTRACTI128 $1, Y13, X13 \
	EXT X13, Y2 \
	VPSRLDQ $8, X13, X3 \
	EXT X3, Y3

#define KQ5FMA(LO, HI) \
	VFMADD231PS 0(BX), Y0, LO \
	VFMADD231PS 32(BX), Y1, HI \
	VFMADD231PS 64(BX), Y2, LO \
	VFMADD231PS 96(BX), Y3, HI

#define KQ50W(Y) \
	VCVTDQ2PS Y, Y \
	VMULPS Y12, Y, Y

#define KQ50ROW(R, LO, HI) \
	KQ5NIBS(R, 6) \
	KQ5BITS(R, 2) \
	VPANDN kqbf0<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	KQ5WIDEN(VPMOVSXBD) \
	VPBROADCASTW 0(R)(AX*1), X12 \
	VCVTPH2PS X12, Y12 \
	KQ50W(Y0) \
	KQ50W(Y1) \
	KQ50W(Y2) \
	KQ50W(Y3) \
	KQ5FMA(LO, HI)

// KQ51W: float32(q·d) + m as one fused multiply-add (q·d, at most 5 × 11
// significant bits, is exact, so rounding q·d + m once is rounding the
// decoder's sum).
#define KQ51W(Y) \
	VCVTDQ2PS Y, Y \
	VFMADD213PS Y15, Y12, Y

// KQSCALE2: row i's adjacent f16 scale d and offset m converted by one
// 128-bit VCVTPH2PS and parked on the frame, d at (8i)(SP), m at
// (8i+4)(SP), for the rows to broadcast with loads (VBROADCASTSS from
// memory takes no vector pipe); KQSCALES4 does the four rows', before
// any row needs them. Measured at 128×14336 (in L2, thread CPU time,
// Zen 4 without AVX-512): Q4_1 11.2 GB/s and Q5_1 8.5 to 9.2, where
// broadcasting and converting d and m per row (two VPBROADCASTW and two
// 256-bit VCVTPH2PS) runs at 10.5 and 8.1. (Q4_0's one scale, with d and
// −8d parked so, runs at 8.9 GB/s against its 9.6, and Q5_0's gains
// nothing.)
#define KQSCALE2(R, i) \
	VMOVD 0(R)(AX*1), X12 \
	VCVTPH2PS X12, X12 \
	VMOVQ X12, (8*(i))(SP)

#define KQSCALES4 \
	KQSCALE2(R8, 0) \
	KQSCALE2(R9, 1) \
	KQSCALE2(R10, 2) \
	KQSCALE2(R11, 3)

#define KQ51ROW(R, LO, HI, i) \
	KQ5NIBS(R, 8) \
	KQ5BITS(R, 4) \
	VPAND kqb10<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	KQ5WIDEN(VPMOVZXBD) \
	VBROADCASTSS (8*(i))(SP), Y12 \
	VBROADCASTSS (8*(i)+4)(SP), Y15 \
	KQ51W(Y0) \
	KQ51W(Y1) \
	KQ51W(Y2) \
	KQ51W(Y3) \
	KQ5FMA(LO, HI)

// func mv4Q5_0L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)
TEXT ·mv4Q5_0L(SB), NOSPLIT, $0-56
	KQPROLOGUE5
	JGE q50ldone
	KQLOADACC
q50lloop:
	KQPF(KQPF2)
	KQ50ROW(R8, Y4, Y5)
	KQ50ROW(R9, Y6, Y7)
	KQ50ROW(R10, Y8, Y9)
	KQ50ROW(R11, Y10, Y11)
	KQNEXT32
	JLT q50lloop
	KQSTOREACC
q50ldone:
	VZEROUPPER
	RET

// func mv4Q5_1L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)
TEXT ·mv4Q5_1L(SB), NOSPLIT, $32-56
	KQPROLOGUE5
	JGE q51ldone
	KQLOADACC
q51lloop:
	KQPF(KQPF2)
	KQSCALES4
	KQ51ROW(R8, Y4, Y5, 0)
	KQ51ROW(R9, Y6, Y7, 1)
	KQ51ROW(R10, Y8, Y9, 2)
	KQ51ROW(R11, Y10, Y11, 3)
	KQNEXT32
	JLT q51lloop
	KQSTOREACC
q51ldone:
	VZEROUPPER
	RET

// The tile decoders of Q5_0 and Q5_1 (func(src unsafe.Pointer, stride, n
// int, dst *float32): the n blocks at src + k·stride into dst, as
// decodeQ4_0SIMD), with the kernels' code assembly and arithmetic
// (KQ50W, KQ51W): a block's 32 codes are built as bytes in one register
// (a shuffle, a mask and a compare place qh's bits), then widened.
#define KQ5STORE \
	VMOVUPS Y0, 0(DI) \
	VMOVUPS Y1, 32(DI) \
	VMOVUPS Y2, 64(DI) \
	VMOVUPS Y3, 96(DI) \
	ADDQ DX, SI \
	ADDQ $128, DI

TEXT ·decodeQ5_0SIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq50done
dq50loop:
	KQ5NIBS(SI, 6)
	KQ5BITS(SI, 2)
	VPANDN kqbf0<>(SB), Y14, Y14
	VPOR Y14, Y13, Y13
	KQ5WIDEN(VPMOVSXBD)
	VPBROADCASTW 0(SI), X12
	VCVTPH2PS X12, Y12
	KQ50W(Y0)
	KQ50W(Y1)
	KQ50W(Y2)
	KQ50W(Y3)
	KQ5STORE
	DECQ CX
	JNZ dq50loop
dq50done:
	VZEROUPPER
	RET

TEXT ·decodeQ5_1SIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq51done
dq51loop:
	KQ5NIBS(SI, 8)
	KQ5BITS(SI, 4)
	VPAND kqb10<>(SB), Y14, Y14
	VPOR Y14, Y13, Y13
	KQ5WIDEN(VPMOVZXBD)
	VPBROADCASTW 0(SI), X12
	VCVTPH2PS X12, Y12
	VPBROADCASTW 2(SI), X15
	VCVTPH2PS X15, Y15
	KQ51W(Y0)
	KQ51W(Y1)
	KQ51W(Y2)
	KQ51W(Y3)
	KQ5STORE
	DECQ CX
	JNZ dq51loop
dq51done:
	VZEROUPPER
	RET

// The tile decoder of Q5_K (as decodeQ4_0SIMD) with the kernel's code
// assembly and arithmetic: KQ5PREP's scales on the frame, each
// sub-block's 32 codes built as bytes (KQ5CHUNK), widened and KQ5W'd.
#define DKQ5SUB(c, QOFF, NIB, HOP) \
	VMOVDQU (QOFF)(R8), Y13 \
	NIB(Y13) \
	VMOVDQU 16(R8), Y14 \
	HOP(Y14) \
	VPAND kqb10<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	KQ5WIDEN(VPMOVZXBD) \
	VBROADCASTSS (4*c)(SP), Y12 \
	VBROADCASTSS (32+4*c)(SP), Y15 \
	KQ5W(Y0) \
	KQ5W(Y1) \
	KQ5W(Y2) \
	KQ5W(Y3) \
	VMOVUPS Y0, (128*c)(DI) \
	VMOVUPS Y1, (128*c+32)(DI) \
	VMOVUPS Y2, (128*c+64)(DI) \
	VMOVUPS Y3, (128*c+96)(DI)

TEXT ·decodeQ5_KSIMD(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), R8
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq5kdone
dq5kloop:
	LEAQ 0(SP), SI
	KQ5PREP(R8, 0)
	DKQ5SUB(0, 48, KQ5NLO, KQ5H0)
	DKQ5SUB(1, 48, KQ5NHI, KQ5H1)
	DKQ5SUB(2, 80, KQ5NLO, KQ5H2)
	DKQ5SUB(3, 80, KQ5NHI, KQ5H3)
	DKQ5SUB(4, 112, KQ5NLO, KQ5H4)
	DKQ5SUB(5, 112, KQ5NHI, KQ5H5)
	DKQ5SUB(6, 144, KQ5NLO, KQ5H6)
	DKQ5SUB(7, 144, KQ5NHI, KQ5H7)
	ADDQ DX, R8
	ADDQ $1024, DI
	DECQ CX
	JNZ dq5kloop
dq5kdone:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q4_1 (20 bytes: f16 d, f16 m, qs[16]; bytes 0..7 hold elements 0..7 (low
// nibbles) and 16..23 (high), bytes 8..15 elements 8..15 and 24..31): w =
// float32(q·d) + m as one fused multiply-add, exact for the same reason
// as KQ51W (q·d has at most 4 × 11 significant bits). The activations of
// a block are loaded once (Y0..Y3) for the four rows.
#define KQ41W(N, X, ACC) \
	VCVTDQ2PS N, N \
	VFMADD213PS Y13, Y12, N \
	VFMADD231PS X, N, ACC

// KQ41ROW: d and m from the frame (KQSCALES4).
#define KQ41ROW(R, LO, HI, i) \
	VBROADCASTSS (8*(i))(SP), Y12 \
	VBROADCASTSS (8*(i)+4)(SP), Y13 \
	VPMOVZXBD 4(R)(AX*1), Y14 \
	VPAND kqd0f<>(SB), Y14, Y15 \
	KQ41W(Y15, Y0, LO) \
	VPSRLD $4, Y14, Y14 \
	KQ41W(Y14, Y2, LO) \
	VPMOVZXBD 12(R)(AX*1), Y14 \
	VPAND kqd0f<>(SB), Y14, Y15 \
	KQ41W(Y15, Y1, HI) \
	VPSRLD $4, Y14, Y14 \
	KQ41W(Y14, Y3, HI)

// func mv4Q4_1L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)
TEXT ·mv4Q4_1L(SB), NOSPLIT, $32-56
	KQPROLOGUE5
	JGE q41ldone
	KQLOADACC
q41lloop:
	KQPF(KQPF2)
	KQLOADX
	KQSCALES4
	KQ41ROW(R8, Y4, Y5, 0)
	KQ41ROW(R9, Y6, Y7, 1)
	KQ41ROW(R10, Y8, Y9, 2)
	KQ41ROW(R11, Y10, Y11, 3)
	KQNEXT32
	JLT q41lloop
	KQSTOREACC
q41ldone:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q4_K (144 bytes: f16 d, f16 dmin, 12 bytes of scales and mins, qs[128]):
// sub-blocks 2p and 2p + 1 (elements 64p..64p+63) are the low and high
// nibbles of the 32 bytes at 16 + 32p, w = float32(dc_c·q) − mc_c as one
// fused multiply-subtract (exact as KQ5W's); KQ45PREP unpacks the scales
// (KQ5PREP's values, dc_c and mc_c side by side). Per row and pair the
// 32 bytes are widened once (Y0..Y3) for both nibbles, the activations
// read from memory; Y15 holds the nibble mask. The four pairs are a loop
// (DX the pair's offset in the rows, SI its scales, BX its activations):
// a quarter of the code of the unrolled block, at the same speed.

#define KQ4KW(N, X, ACC) \
	VCVTDQ2PS N, N \
	VFMSUB213PS Y13, Y12, N \
	VFMADD231PS X, N, ACC

#define KQ4KLO(Q, X, ACC) \
	VPAND Y15, Q, Y14 \
	KQ4KW(Y14, X, ACC)

#define KQ4KHI(Q, X, ACC) \
	VPSRLD $4, Q, Q \
	KQ4KW(Q, X, ACC)

#define KQ4KROW(R, LO, HI, i) \
	VPMOVZXBD 16(R)(DX*1), Y0 \
	VPMOVZXBD 24(R)(DX*1), Y1 \
	VPMOVZXBD 32(R)(DX*1), Y2 \
	VPMOVZXBD 40(R)(DX*1), Y3 \
	VBROADCASTSS (64*i)(SI), Y12 \
	VBROADCASTSS (64*i+4)(SI), Y13 \
	KQ4KLO(Y0, 0(BX), LO) \
	KQ4KLO(Y1, 32(BX), HI) \
	KQ4KLO(Y2, 64(BX), LO) \
	KQ4KLO(Y3, 96(BX), HI) \
	VBROADCASTSS (64*i+8)(SI), Y12 \
	VBROADCASTSS (64*i+12)(SI), Y13 \
	KQ4KHI(Y0, 128(BX), LO) \
	KQ4KHI(Y1, 160(BX), HI) \
	KQ4KHI(Y2, 192(BX), LO) \
	KQ4KHI(Y3, 224(BX), HI)

#define KQ4KPAIR \
	KQ4KROW(R8, Y4, Y5, 0) \
	KQ4KROW(R9, Y6, Y7, 1) \
	KQ4KROW(R10, Y8, Y9, 2) \
	KQ4KROW(R11, Y10, Y11, 3)

#define KQPF9 \
	KQPF8 \
	PREFETCHT1 512(CX)

// func mv4Q4_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[128]float32)
TEXT ·mv4Q4_KL(SB), NOSPLIT, $0-64
	KQPROLOGUE
	JGE q4kldone
	KQLOADACC
q4klblock:
	KQPF(KQPF9)
	KQ45PREP(R8, 0)
	KQ45PREP(R9, 1)
	KQ45PREP(R10, 2)
	KQ45PREP(R11, 3)
	VMOVDQU kqd0f<>(SB), Y15
	MOVQ AX, DX
	MOVQ $4, CX
q4klpair:
	KQ4KPAIR
	ADDQ $32, DX
	ADDQ $16, SI
	ADDQ $256, BX
	DECQ CX
	JNZ q4klpair
	SUBQ $64, SI
	ADDQ stride+16(FP), AX
	CMPQ AX, end+24(FP)
	JLT q4klblock
	KQSTOREACC
q4kldone:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// The Q3_K kernel: per row and (n, s), the 32 indices of groups 8n + 2s and
// 8n + 2s + 1 are assembled as bytes (word shifts keep every bit in its
// byte) and looked up in their group's table (four rows interleaved, their
// lanes in Y4..Y11). The bytes are assembled in an order that needs no
// widening: KQ3T permutes each row's qs halves and hmask once per block so
// that dword l holds the bytes of elements l, 8 + l, 16 + l and 24 + l (a
// byte permutation commutes with the bitwise assembly), and a dword shift
// by 8k brings element 8k + l's index to the bits VPERMPS reads (the low
// three; the bytes above are ignored).
DATA kqlut3<>+0(SB)/4, $-4.0
DATA kqlut3<>+4(SB)/4, $-3.0
DATA kqlut3<>+8(SB)/4, $-2.0
DATA kqlut3<>+12(SB)/4, $-1.0
DATA kqlut3<>+16(SB)/4, $0.0
DATA kqlut3<>+20(SB)/4, $1.0
DATA kqlut3<>+24(SB)/4, $2.0
DATA kqlut3<>+28(SB)/4, $3.0
GLOBL kqlut3<>(SB), RODATA|NOPTR, $32

DATA kqb03<>+0(SB)/8, $0x0303030303030303
DATA kqb03<>+8(SB)/8, $0x0303030303030303
DATA kqb03<>+16(SB)/8, $0x0303030303030303
DATA kqb03<>+24(SB)/8, $0x0303030303030303
GLOBL kqb03<>(SB), RODATA|NOPTR, $32

DATA kqb04<>+0(SB)/8, $0x0404040404040404
DATA kqb04<>+8(SB)/8, $0x0404040404040404
DATA kqb04<>+16(SB)/8, $0x0404040404040404
DATA kqb04<>+24(SB)/8, $0x0404040404040404
GLOBL kqb04<>(SB), RODATA|NOPTR, $32

#define KQ3Q0 
#define KQ3Q1 VPSRLW $2, Y13, Y13
#define KQ3Q2 VPSRLW $4, Y13, Y13
#define KQ3Q3 VPSRLW $6, Y13, Y13
#define KQ3H0 VPSLLW $2, Y14, Y14
#define KQ3H1 VPSLLW $1, Y14, Y14
#define KQ3H2 
#define KQ3H3 VPSRLW $1, Y14, Y14
#define KQ3H4 VPSRLW $2, Y14, Y14
#define KQ3H5 VPSRLW $3, Y14, Y14
#define KQ3H6 VPSRLW $4, Y14, Y14
#define KQ3H7 VPSRLW $5, Y14, Y14

// kqtrd, kqtrb: the dword permutation and the in-lane byte transpose of
// KQ3T (dword l = bytes l, 8 + l, 16 + l, 24 + l).
DATA kqtrd<>+0(SB)/8, $0x0000000200000000
DATA kqtrd<>+8(SB)/8, $0x0000000600000004
DATA kqtrd<>+16(SB)/8, $0x0000000300000001
DATA kqtrd<>+24(SB)/8, $0x0000000700000005
GLOBL kqtrd<>(SB), RODATA|NOPTR, $32

DATA kqtrb<>+0(SB)/8, $0x0d0905010c080400
DATA kqtrb<>+8(SB)/8, $0x0f0b07030e0a0602
DATA kqtrb<>+16(SB)/8, $0x0d0905010c080400
DATA kqtrb<>+24(SB)/8, $0x0f0b07030e0a0602
GLOBL kqtrb<>(SB), RODATA|NOPTR, $32

// KQ3T(R, i): row i's qs halves and hmask, permuted, at SI + 256 + 96i.
#define KQ3T(R, i) \
	VPERMD 32(R)(AX*1), Y15, Y13 \
	VPSHUFB kqtrb<>(SB), Y13, Y13 \
	VMOVDQU Y13, (256+96*i)(SI) \
	VPERMD 64(R)(AX*1), Y15, Y13 \
	VPSHUFB kqtrb<>(SB), Y13, Y13 \
	VMOVDQU Y13, (256+96*i+32)(SI) \
	VPERMD 0(R)(AX*1), Y15, Y13 \
	VPSHUFB kqtrb<>(SB), Y13, Y13 \
	VMOVDQU Y13, (256+96*i+64)(SI)

#define KQ3XROW(LO, HI, i, g, QOFF, QSH, HSH) \
	VMOVDQU (256+96*i+QOFF)(SI), Y13 \
	QSH \
	VPAND kqb03<>(SB), Y13, Y13 \
	VMOVDQU (256+96*i+64)(SI), Y14 \
	HSH \
	VPAND kqb04<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	VBROADCASTSS (64*i+4*(g))(SI), Y12 \
	VMULPS kqlut3<>(SB), Y12, Y12 \
	VBROADCASTSS (64*i+4*(g)+4)(SI), Y14 \
	VMULPS kqlut3<>(SB), Y14, Y14 \
	VPERMPS Y12, Y13, Y0 \
	VPSRLD $8, Y13, Y1 \
	VPERMPS Y12, Y1, Y1 \
	VPSRLD $16, Y13, Y2 \
	VPERMPS Y14, Y2, Y2 \
	VPSRLD $24, Y13, Y3 \
	VPERMPS Y14, Y3, Y3 \
	VFMADD231PS (64*(g))(BX), Y0, LO \
	VFMADD231PS (64*(g)+32)(BX), Y1, HI \
	VFMADD231PS (64*(g)+64)(BX), Y2, LO \
	VFMADD231PS (64*(g)+96)(BX), Y3, HI

#define KQ3XS(g, QOFF, QSH, HSH) \
	KQ3XROW(Y4, Y5, 0, g, QOFF, QSH, HSH) \
	KQ3XROW(Y6, Y7, 1, g, QOFF, QSH, HSH) \
	KQ3XROW(Y8, Y9, 2, g, QOFF, QSH, HSH) \
	KQ3XROW(Y10, Y11, 3, g, QOFF, QSH, HSH)

// The tile decoder of Q3_K (as decodeQ4_0SIMD) with the kernel's
// lookup: KQ3PREP's dl_g on the frame, the 32 indices of groups g and g + 1
// built as bytes, each looked up in its group's table.
#define DKQ3X(g, QOFF, QSH, HSH) \
	VMOVDQU (QOFF)(R8), Y13 \
	QSH \
	VPAND kqb03<>(SB), Y13, Y13 \
	VMOVDQU 0(R8), Y14 \
	HSH \
	VPAND kqb04<>(SB), Y14, Y14 \
	VPOR Y14, Y13, Y13 \
	KQ5WIDEN(VPMOVZXBD) \
	VBROADCASTSS (4*(g))(SP), Y12 \
	VMULPS kqlut3<>(SB), Y12, Y12 \
	VBROADCASTSS (4*(g)+4)(SP), Y14 \
	VMULPS kqlut3<>(SB), Y14, Y14 \
	VPERMPS Y12, Y0, Y0 \
	VPERMPS Y12, Y1, Y1 \
	VPERMPS Y14, Y2, Y2 \
	VPERMPS Y14, Y3, Y3 \
	VMOVUPS Y0, (64*(g))(DI) \
	VMOVUPS Y1, (64*(g)+32)(DI) \
	VMOVUPS Y2, (64*(g)+64)(DI) \
	VMOVUPS Y3, (64*(g)+96)(DI)

TEXT ·decodeQ3_KSIMD(SB), NOSPLIT, $64-32
	MOVQ src+0(FP), R8
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), CX
	MOVQ dst+24(FP), DI
	XORQ AX, AX
	TESTQ CX, CX
	JZ dq3kdone
dq3kloop:
	LEAQ 0(SP), SI
	KQ3PREP(R8, 0)
	DKQ3X(0, 32, KQ3Q0, KQ3H0)
	DKQ3X(2, 32, KQ3Q1, KQ3H1)
	DKQ3X(4, 32, KQ3Q2, KQ3H2)
	DKQ3X(6, 32, KQ3Q3, KQ3H3)
	DKQ3X(8, 64, KQ3Q0, KQ3H4)
	DKQ3X(10, 64, KQ3Q1, KQ3H5)
	DKQ3X(12, 64, KQ3Q2, KQ3H6)
	DKQ3X(14, 64, KQ3Q3, KQ3H7)
	ADDQ DX, R8
	ADDQ $1024, DI
	DECQ CX
	JNZ dq3kloop
dq3kdone:
	VZEROUPPER
	RET

// KQ3XSN: KQ3XS, then NEXT(R, i) into the other buffer.
#define KQ3XSN(g, QOFF, QSH, HSH, NEXT, R, i) \
	KQ3XS(g, QOFF, QSH, HSH) \
	XORQ DX, SI \
	NEXT(R, i) \
	XORQ DX, SI

// func mv4Q3_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[320]float32)
//
// Two scratch buffers, sc and sc + 640 (SI the one in use, SI ^ DX the
// other): while a block is summed, the next block's scales and permuted
// bytes go to the other buffer, a row's at a time between the group
// pairs, so that they are ready when that block starts.
TEXT ·mv4Q3_KL(SB), NOSPLIT, $0-64
	KQPROLOGUE
	JGE q3kldone
	KQLOADACC
	VMOVDQU kqtrd<>(SB), Y15
	LEAQ 640(SI), DX
	XORQ SI, DX
	KQ3PREP(R8, 0)
	KQ3PREP(R9, 1)
	KQ3PREP(R10, 2)
	KQ3PREP(R11, 3)
	KQ3T(R8, 0)
	KQ3T(R9, 1)
	KQ3T(R10, 2)
	KQ3T(R11, 3)
q3klblock:
	KQPF(KQPF8)
	KQADVANCE(q3kllast)
	KQ3XSN(0, 0, KQ3Q0, KQ3H0, KQ3T, R8, 0)
	KQ3XSN(2, 0, KQ3Q1, KQ3H1, KQ3T, R9, 1)
	KQ3XSN(4, 0, KQ3Q2, KQ3H2, KQ3T, R10, 2)
	KQ3XSN(6, 0, KQ3Q3, KQ3H3, KQ3T, R11, 3)
	KQ3XSN(8, 32, KQ3Q0, KQ3H4, KQ3PREP, R8, 0)
	KQ3XSN(10, 32, KQ3Q1, KQ3H5, KQ3PREP, R9, 1)
	KQ3XSN(12, 32, KQ3Q2, KQ3H6, KQ3PREP, R10, 2)
	KQ3XSN(14, 32, KQ3Q3, KQ3H7, KQ3PREP, R11, 3)
	ADDQ $1024, BX
	XORQ DX, SI
	JMP q3klblock
q3kllast:
	KQ3XS(0, 0, KQ3Q0, KQ3H0)
	KQ3XS(2, 0, KQ3Q1, KQ3H1)
	KQ3XS(4, 0, KQ3Q2, KQ3H2)
	KQ3XS(6, 0, KQ3Q3, KQ3H3)
	KQ3XS(8, 32, KQ3Q0, KQ3H4)
	KQ3XS(10, 32, KQ3Q1, KQ3H5)
	KQ3XS(12, 32, KQ3Q2, KQ3H6)
	KQ3XS(14, 32, KQ3Q3, KQ3H7)
	KQSTOREACC
q3kldone:
	VZEROUPPER
	RET
