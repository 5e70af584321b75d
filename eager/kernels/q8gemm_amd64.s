//go:build amd64 && !purego

#include "textflag.h"

// Fast Linear at large batches (see q8gemm_amd64.go for the tiles, q8act.go
// for the numerics): AVX-512 VNNI (VPDPBUSD, VPDPWSSD), AVX-512VL/BW/F,
// F16C, 256-bit.
// One call runs four unpacked weight rows against four activation rows over
// nb blocks of a chunk; the sixteen (row, activation row) accumulators are
// read from and written back to memory (acc, pair r·4+j, eight lanes each),
// so that a row's columns can be run a chunk at a time.
//
// Arguments (q8gArgs): 0 w (codes), 8 wd (f32 scales), 16 wm (mins; 0:
// none), 24..48 the activation rows' codes q_j,
// 56 coff (c_j − q_j), 64 doff (d_j − q_j at the chunk start), 72 sp (the
// activation block sums), 80 nb, 88 shift (the codes' offset as a shift of
// the lane sums; 32: none), 96 acc, 104 am, 112 dp (the activation scales).

// The 16-bit tile unpackers' frame (func(src *byte, nk int, codes *byte,
// sc *int16)): SI the super-blocks, CX their count, DI the tile, BX the
// scales; Y15 the nibble mask, Y12/Y13 q8gActXS's permutation.
#define UKPROLOGUE \
	MOVQ src+0(FP), SI \
	MOVQ nk+8(FP), CX \
	MOVQ codes+16(FP), DI \
	MOVQ sc+24(FP), BX \
	VPBROADCASTB g0f<>(SB), Y15 \
	VMOVDQU gpermE<>(SB), Y12 \
	VMOVDQU gpermO<>(SB), Y13

// ---------------------------------------------------------------------------
// 32-element blocks: codes [b][r][32] (unsigned, the offset 2^shift taken
// out through the lane sums c), wd [b][r][4] (the row's scale four times),
// dp [b][8] (the four activation rows' d, twice), for min types wm
// [b][r][4] (the row's min four times) and sp [b][8] (the activation
// rows' s, twice). The sixteen scales float32(dw_r · d_j) of a block are
// two products (lanes r·4+j), stored at 0(SP) and broadcast from there.
//
//	Y0..Y15   accumulators (pair r·4+j in Y(r·4+j))
//	Y16..Y19  the four rows' codes of the block
//	Y20 q_j, Y21 c_j << shift, Y22 dot, Y24/Y25 min sums (rows 0-1 / 2-3,
//	lanes r·4+j), Y26 shift count, Y27..Y29 scales

#define G32PAIR(W, SOFF, ACC) \
	VMOVDQA32 Y21, Y22 \
	VPDPBUSD Y20, W, Y22 \
	VCVTDQ2PS Y22, Y22 \
	VMULPS.BCST SOFF(SP), Y22, Y22 \
	VADDPS Y22, ACC, ACC

#define G32ACT(R, J, A0, A1, A2, A3) \
	VMOVDQU32 (R), Y20 \
	VMOVDQU32 (R)(R12*1), Y21 \
	VPSLLD X26, Y21, Y21 \
	G32PAIR(Y16, ((0*4+J)*4), A0) \
	G32PAIR(Y17, ((1*4+J)*4), A1) \
	G32PAIR(Y18, ((2*4+J)*4), A2) \
	G32PAIR(Y19, ((3*4+J)*4), A3)

// func q8gemm32(a *q8gArgs)
TEXT ·q8gemm32(SB), NOSPLIT, $64-8
	MOVQ a+0(FP), AX
	MOVQ 0(AX), SI
	MOVQ 8(AX), DI
	MOVQ 16(AX), BX
	MOVQ 24(AX), R8
	MOVQ 32(AX), R9
	MOVQ 40(AX), R10
	MOVQ 48(AX), R11
	MOVQ 56(AX), R12
	MOVQ 72(AX), DX
	VMOVQ 88(AX), X26
	MOVQ 112(AX), R14
	MOVQ 96(AX), CX
	VMOVUPS 0(CX), Y0
	VMOVUPS 32(CX), Y1
	VMOVUPS 64(CX), Y2
	VMOVUPS 96(CX), Y3
	VMOVUPS 128(CX), Y4
	VMOVUPS 160(CX), Y5
	VMOVUPS 192(CX), Y6
	VMOVUPS 224(CX), Y7
	VMOVUPS 256(CX), Y8
	VMOVUPS 288(CX), Y9
	VMOVUPS 320(CX), Y10
	VMOVUPS 352(CX), Y11
	VMOVUPS 384(CX), Y12
	VMOVUPS 416(CX), Y13
	VMOVUPS 448(CX), Y14
	VMOVUPS 480(CX), Y15
	MOVQ 104(AX), CX
	VMOVUPS 0(CX), Y24
	VMOVUPS 32(CX), Y25
	MOVQ 80(AX), CX
g32loop:
	VMOVUPS (R14), Y27
	VMULPS (DI), Y27, Y28
	VMULPS 32(DI), Y27, Y29
	VMOVUPS Y28, 0(SP)
	VMOVUPS Y29, 32(SP)
	VMOVDQU32 0(SI), Y16
	VMOVDQU32 32(SI), Y17
	VMOVDQU32 64(SI), Y18
	VMOVDQU32 96(SI), Y19
	G32ACT(R8, 0, Y0, Y4, Y8, Y12)
	G32ACT(R9, 1, Y1, Y5, Y9, Y13)
	G32ACT(R10, 2, Y2, Y6, Y10, Y14)
	G32ACT(R11, 3, Y3, Y7, Y11, Y15)
	TESTQ BX, BX
	JZ g32nomin
	VMOVUPS (DX), Y27
	VMULPS (BX), Y27, Y22
	VADDPS Y22, Y24, Y24
	VMULPS 32(BX), Y27, Y22
	VADDPS Y22, Y25, Y25
	ADDQ $64, BX
	ADDQ $32, DX
g32nomin:
	ADDQ $128, SI
	ADDQ $64, DI
	ADDQ $32, R14
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	DECQ CX
	JNZ g32loop
	MOVQ 96(AX), CX
	VMOVUPS Y0, 0(CX)
	VMOVUPS Y1, 32(CX)
	VMOVUPS Y2, 64(CX)
	VMOVUPS Y3, 96(CX)
	VMOVUPS Y4, 128(CX)
	VMOVUPS Y5, 160(CX)
	VMOVUPS Y6, 192(CX)
	VMOVUPS Y7, 224(CX)
	VMOVUPS Y8, 256(CX)
	VMOVUPS Y9, 288(CX)
	VMOVUPS Y10, 320(CX)
	VMOVUPS Y11, 352(CX)
	VMOVUPS Y12, 384(CX)
	VMOVUPS Y13, 416(CX)
	VMOVUPS Y14, 448(CX)
	VMOVUPS Y15, 480(CX)
	MOVQ 104(AX), CX
	VMOVUPS Y24, 0(CX)
	VMOVUPS Y25, 32(CX)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Unpackers: one weight row's blocks into a tile (stride 128 bytes per
// block or sub-block: four rows interleaved). The weights come from
// memory once per call: each prefetches about 1 KiB ahead in its row.

DATA g0f<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA g0f<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL g0f<>(SB), RODATA|NOPTR, $16

// func q8gUnpackQ4_1(src *byte, nb int, codes *byte, wd *float32, wm *float32)
// Q4_1 (f16 d, f16 m, 16 bytes of nibbles): codes 0..15, wd[b·16 .. +3]
// = d and wm[b·16 .. +3] = m (four times each).
TEXT ·q8gUnpackQ4_1(SB), NOSPLIT, $0-40
	MOVQ src+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ codes+16(FP), DI
	MOVQ wd+24(FP), DX
	MOVQ wm+32(FP), BX
	VMOVDQU g0f<>(SB), X15
u41loop:
	PREFETCHT0 640(SI)
	VMOVDQU 4(SI), X0
	VPSRLW $4, X0, X1
	VPAND X15, X0, X0
	VPAND X15, X1, X1
	VMOVDQU X0, 0(DI)
	VMOVDQU X1, 16(DI)
	VMOVD 0(SI), X2
	VCVTPH2PS X2, X2
	VSHUFPS $0x00, X2, X2, X4
	VMOVUPS X4, 0(DX)
	VSHUFPS $0x55, X2, X2, X3
	VMOVUPS X3, 0(BX)
	ADDQ $20, SI
	ADDQ $128, DI
	ADDQ $64, DX
	ADDQ $64, BX
	DECQ CX
	JNZ u41loop
	RET

// func q8gUnpackQ4_0(src *byte, nb int, codes *byte, wd *float32)
// Q4_0 (f16 d, 16 bytes of nibbles): codes 0..15 (the offset 8 through
// the lane sums), wd[b·16 .. +3] = d (four times).
TEXT ·q8gUnpackQ4_0(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ codes+16(FP), DI
	MOVQ wd+24(FP), DX
	VMOVDQU g0f<>(SB), X15
u40loop:
	PREFETCHT0 576(SI)
	VMOVDQU 2(SI), X0
	VPSRLW $4, X0, X1
	VPAND X15, X0, X0
	VPAND X15, X1, X1
	VMOVDQU X0, 0(DI)
	VMOVDQU X1, 16(DI)
	VPBROADCASTW 0(SI), X2
	VCVTPH2PS X2, X2
	VMOVUPS X2, 0(DX)
	ADDQ $18, SI
	ADDQ $128, DI
	ADDQ $64, DX
	DECQ CX
	JNZ u40loop
	RET

// ---------------------------------------------------------------------------
// Q5_K and Q6_K with 16-bit codes: the tile holds w = the sub-block
// scale times the code as int16 and the activation rows their codes as
// int16, both in the order (per 32-element sub-block) 0,1,4,5,…,28,29 then
// 2,3,6,7,…,30,31, so that two VPDPWSSD put elements 4i..4i+3 of the
// sub-block, scaled, into lane i: the integer sum I_i of q8act.go with no
// multiply of its own. (IQ4_XS and Q4_K run 8-bit products: q8gemm_b8_amd64.s.)
//
// Tile: [k][sb][r][64 bytes], wd [k][r] (f32 super-block scales).
// Activation rows: the permuted int16 codes, then d per super-block.
//
//	Y0..Y15   I (pair r·4+j in Y(r·4+j))
//	Y16..Y23  the rows' two code vectors, Y24/Y25 the activation's,
//	Y26 d_j, Y27 scale

// Dword indices of VPERMT2D: even and odd pairs of two int16 vectors.
DATA gpermE<>+0(SB)/8, $0x0000000200000000
DATA gpermE<>+8(SB)/8, $0x0000000600000004
DATA gpermE<>+16(SB)/8, $0x0000000a00000008
DATA gpermE<>+24(SB)/8, $0x0000000e0000000c
GLOBL gpermE<>(SB), RODATA|NOPTR, $32
DATA gpermO<>+0(SB)/8, $0x0000000300000001
DATA gpermO<>+8(SB)/8, $0x0000000700000005
DATA gpermO<>+16(SB)/8, $0x0000000b00000009
DATA gpermO<>+24(SB)/8, $0x0000000f0000000d
GLOBL gpermO<>(SB), RODATA|NOPTR, $32

#define GWPAIR(W1, W2, I) \
	VPDPWSSD Y24, W1, I \
	VPDPWSSD Y25, W2, I

#define GWACT(R, I0, I1, I2, I3) \
	VMOVDQU32 0(R), Y24 \
	VMOVDQU32 32(R), Y25 \
	GWPAIR(Y16, Y17, I0) \
	GWPAIR(Y18, Y19, I1) \
	GWPAIR(Y20, Y21, I2) \
	GWPAIR(Y22, Y23, I3)

#define GWFIN(I, SOFF, AOFF) \
	VCVTDQ2PS I, I \
	VMULPS.BCST SOFF(DI), Y26, Y27 \
	VMULPS Y27, I, I \
	VADDPS AOFF(R14), I, I \
	VMOVUPS I, AOFF(R14)

#define GWFINACT(R, I0, I1, I2, I3, J) \
	VBROADCASTSS (R)(R13*1), Y26 \
	GWFIN(I0, 0, ((0*4+J)*32)) \
	GWFIN(I1, 4, ((1*4+J)*32)) \
	GWFIN(I2, 8, ((2*4+J)*32)) \
	GWFIN(I3, 12, ((3*4+J)*32))

// GWFIN with Q4_K's min term (q8act.go: a_i += float32(float32(I_i) ·
// float32(d·d_k)), then a_i −= float32(float32(M_i) · float32(dmin·d_k)),
// M_i = m_i·(bs[2i] + bs[2i+1])): MV the row's mins as int16 pairs
// (m_i, m_i), Y24 the activation row's bs, BX the rows' dmin.
#define GWFINM(I, SOFF, AOFF, MV) \
	VCVTDQ2PS I, I \
	VMULPS.BCST SOFF(DI), Y26, Y27 \
	VMULPS Y27, I, I \
	VADDPS AOFF(R14), I, I \
	VPMADDWD Y24, MV, Y28 \
	VCVTDQ2PS Y28, Y28 \
	VMULPS.BCST SOFF(BX), Y26, Y27 \
	VMULPS Y27, Y28, Y28 \
	VSUBPS Y28, I, I \
	VMOVUPS I, AOFF(R14)

#define GWFINMACT(R, I0, I1, I2, I3, J) \
	VBROADCASTSS (R)(R13*1), Y26 \
	VMOVDQU32 (R)(R12*1), Y24 \
	GWFINM(I0, 0, ((0*4+J)*32), Y16) \
	GWFINM(I1, 4, ((1*4+J)*32), Y17) \
	GWFINM(I2, 8, ((2*4+J)*32), Y18) \
	GWFINM(I3, 12, ((3*4+J)*32), Y19)

// Q6_K's offset correction, integer, before the float combination
// (q8act.go: I_i −= 32·(sc_{2i}·bs[2i] + sc_{2i+1}·bs[2i+1])): Y16..Y19 the
// rows' (−32·sc_{2i}, −32·sc_{2i+1}) int16 pairs, the activation row's bs
// at (R)(R12*1).
#define GCORACT(R, I0, I1, I2, I3) \
	VMOVDQU32 (R)(R12*1), Y24 \
	VPDPWSSD Y24, Y16, I0 \
	VPDPWSSD Y24, Y17, I1 \
	VPDPWSSD Y24, Y18, I2 \
	VPDPWSSD Y24, Y19, I3

// func q8gemmK16(a *q8gArgs)
TEXT ·q8gemmK16(SB), NOSPLIT, $0-8
	MOVQ a+0(FP), AX
	MOVQ 0(AX), SI
	MOVQ 8(AX), DI
	MOVQ 16(AX), BX
	MOVQ 56(AX), R12
	MOVQ 24(AX), R8
	MOVQ 32(AX), R9
	MOVQ 40(AX), R10
	MOVQ 48(AX), R11
	MOVQ 64(AX), R13
	MOVQ 80(AX), CX
	MOVQ 96(AX), R14
	MOVQ 88(AX), AX // the mode: 0 none, 1 Q4_K's mins, 2 Q6_K's offsets
gwloop:
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3
	VPXOR Y4, Y4, Y4
	VPXOR Y5, Y5, Y5
	VPXOR Y6, Y6, Y6
	VPXOR Y7, Y7, Y7
	VPXOR Y8, Y8, Y8
	VPXOR Y9, Y9, Y9
	VPXOR Y10, Y10, Y10
	VPXOR Y11, Y11, Y11
	VPXOR Y12, Y12, Y12
	VPXOR Y13, Y13, Y13
	VPXOR Y14, Y14, Y14
	VPXOR Y15, Y15, Y15
	MOVQ $8, DX
gwsub:
	VMOVDQU32 0(SI), Y16
	VMOVDQU32 32(SI), Y17
	VMOVDQU32 64(SI), Y18
	VMOVDQU32 96(SI), Y19
	VMOVDQU32 128(SI), Y20
	VMOVDQU32 160(SI), Y21
	VMOVDQU32 192(SI), Y22
	VMOVDQU32 224(SI), Y23
	GWACT(R8, Y0, Y4, Y8, Y12)
	GWACT(R9, Y1, Y5, Y9, Y13)
	GWACT(R10, Y2, Y6, Y10, Y14)
	GWACT(R11, Y3, Y7, Y11, Y15)
	ADDQ $256, SI
	ADDQ $64, R8
	ADDQ $64, R9
	ADDQ $64, R10
	ADDQ $64, R11
	DECQ DX
	JNZ gwsub
	SUBQ $512, R13
	TESTQ BX, BX
	JZ gwfin
	SUBQ $512, R12
	VMOVDQU32 16(BX), Y16
	VMOVDQU32 48(BX), Y17
	VMOVDQU32 80(BX), Y18
	VMOVDQU32 112(BX), Y19
	CMPQ AX, $1
	JEQ gwmin
	GCORACT(R8, Y0, Y4, Y8, Y12)
	GCORACT(R9, Y1, Y5, Y9, Y13)
	GCORACT(R10, Y2, Y6, Y10, Y14)
	GCORACT(R11, Y3, Y7, Y11, Y15)
	ADDQ $32, R12
	ADDQ $144, BX
gwfin:
	GWFINACT(R8, Y0, Y4, Y8, Y12, 0)
	GWFINACT(R9, Y1, Y5, Y9, Y13, 1)
	GWFINACT(R10, Y2, Y6, Y10, Y14, 2)
	GWFINACT(R11, Y3, Y7, Y11, Y15, 3)
	JMP gwnext
gwmin:
	GWFINMACT(R8, Y0, Y4, Y8, Y12, 0)
	GWFINMACT(R9, Y1, Y5, Y9, Y13, 1)
	GWFINMACT(R10, Y2, Y6, Y10, Y14, 2)
	GWFINMACT(R11, Y3, Y7, Y11, Y15, 3)
	ADDQ $32, R12
	ADDQ $144, BX
gwnext:
	ADDQ $4, R13
	ADDQ $16, DI
	DECQ CX
	JNZ gwloop
	VZEROUPPER
	RET

// func q8gActXS(q *int8, n32 int, dst *int16)
// n32 32-element sub-blocks of activation codes into permuted int16.
TEXT ·q8gActXS(SB), NOSPLIT, $0-24
	MOVQ q+0(FP), SI
	MOVQ n32+8(FP), CX
	MOVQ dst+16(FP), DI
	VMOVDQU gpermE<>(SB), Y14
	VMOVDQU gpermO<>(SB), Y15
gaxloop:
	VPMOVSXBW 0(SI), Y0
	VPMOVSXBW 16(SI), Y1
	VMOVDQA32 Y0, Y2
	VPERMT2D Y1, Y14, Y2
	VPERMT2D Y1, Y15, Y0
	VMOVDQU Y2, 0(DI)
	VMOVDQU Y0, 32(DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ gaxloop
	VZEROUPPER
	RET

// Two pairs' final lane sums (q8act.go's order: ((a0+a4) + (a2+a6)) +
// ((a1+a5) + (a3+a7))) from acc + 32·P and + 32·(P+1) into out[P], out[P+1].
#define GHSUM2(P) \
	VMOVUPS (32*P)(SI), Y0 \
	VMOVUPS (32*P+32)(SI), Y1 \
	VPERM2F128 $0x20, Y1, Y0, Y2 \
	VPERM2F128 $0x31, Y1, Y0, Y3 \
	VADDPS Y3, Y2, Y2 \
	VPERMILPS $0x4E, Y2, Y3 \
	VADDPS Y3, Y2, Y2 \
	VPERMILPS $0xB1, Y2, Y3 \
	VADDPS Y3, Y2, Y2 \
	VMOVSS X2, (4*P)(DI) \
	VEXTRACTF128 $1, Y2, X3 \
	VMOVSS X3, (4*P+4)(DI)

// func q8gHsum16(acc *float32, out *[16]float32)
// The sixteen pairs' sums of a q8gemm32 / q8gemmK16 accumulator block.
TEXT ·q8gHsum16(SB), NOSPLIT, $0-16
	MOVQ acc+0(FP), SI
	MOVQ out+8(FP), DI
	GHSUM2(0)
	GHSUM2(2)
	GHSUM2(4)
	GHSUM2(6)
	GHSUM2(8)
	GHSUM2(10)
	GHSUM2(12)
	GHSUM2(14)
	VZEROUPPER
	RET

// func q8gPrefetch(p *byte, n int)
// PREFETCHT1 of the n bytes (rounded up to lines) at p.
TEXT ·q8gPrefetch(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	ADDQ SI, CX
gpfloop:
	CMPQ SI, CX
	JGE gpfdone
	PREFETCHT1 (SI)
	ADDQ $64, SI
	JMP gpfloop
gpfdone:
	RET

// The next super-block (BB bytes, SCB bytes of scales) and the loop.
#define UKNEXT(BB, SCB, LOOP) \
	ADDQ $BB, SI \
	ADDQ $2048, DI \
	ADDQ $SCB, BX \
	DECQ CX \
	JNZ LOOP

// One pair P of Q4_K sub-blocks (2P: low nibbles, 2P+1: high nibbles of
// the 32 bytes at 16+32·P): codes times the sub-block scale (BX: the
// super-block's eight int16 scales), permuted as q8gActXS, at DI + 256·J.
#define UK4HALF(XS, YS, J) \
	VPBROADCASTW (2*J)(BX), Y5 \
	VPMOVZXBW XS, Y0 \
	VEXTRACTI128 $1, YS, X1 \
	VPMOVZXBW X1, Y1 \
	VPMULLW Y5, Y0, Y0 \
	VPMULLW Y5, Y1, Y1 \
	VMOVDQA32 Y0, Y2 \
	VPERMT2D Y1, Y12, Y2 \
	VPERMT2D Y1, Y13, Y0 \
	VMOVDQU Y2, (256*J)(DI) \
	VMOVDQU Y0, (256*J+32)(DI)

#define UK4PAIR(P) \
	VMOVDQU (16+32*P)(SI), Y3 \
	VPSRLW $4, Y3, Y4 \
	VPAND Y15, Y3, Y3 \
	VPAND Y15, Y4, Y4 \
	UK4HALF(X3, Y3, (2*P)) \
	UK4HALF(X4, Y4, (2*P+1))

// func q8gUnpackQ4K16(src *byte, nk int, codes *byte, sc *int16)
// One row's Q4_K super-blocks into a 16-bit tile (codes at the row's
// offset, stride 256 per sub-block), sc the eight scales of each.
TEXT ·q8gUnpackQ4K16(SB), NOSPLIT, $0-32
	UKPROLOGUE
uk4loop:
	UK4PAIR(0)
	UK4PAIR(1)
	UK4PAIR(2)
	UK4PAIR(3)
	UKNEXT(144, 16, uk4loop)
	VZEROUPPER
	RET

// One 32-element group of a Q6_K super-block: codes Y (bytes 0..63), the
// first 16 times the scale at (2·J)(BX), the last 16 times the next one,
// permuted as q8gActXS, at DI + 256·J.
#define UK6GROUP(XS, YS, J) \
	VPBROADCASTW (4*J)(BX), Y5 \
	VPBROADCASTW (4*J+2)(BX), Y6 \
	VPMOVZXBW XS, Y0 \
	VEXTRACTI128 $1, YS, X1 \
	VPMOVZXBW X1, Y1 \
	VPMULLW Y5, Y0, Y0 \
	VPMULLW Y6, Y1, Y1 \
	VMOVDQA32 Y0, Y2 \
	VPERMT2D Y1, Y12, Y2 \
	VPERMT2D Y1, Y13, Y0 \
	VMOVDQU Y2, (256*J)(DI) \
	VMOVDQU Y0, (256*J+32)(DI)

// One group J of a Q6_K half: the nibbles of LO shifted by LS, the two
// high bits of each qh byte (Y9) shifted by HS, joined into codes 0..63.
#define UK6CODES(LO, LS, HS, J) \
	VPSRLW $LS, LO, Y3 \
	VPAND Y15, Y3, Y3 \
	VPSRLW $HS, Y9, Y4 \
	VPAND Y14, Y4, Y4 \
	VPSLLW $4, Y4, Y4 \
	VPOR Y4, Y3, Y3 \
	UK6GROUP(X3, Y3, J)

// One half H (128 elements) of a Q6_K super-block: ql at 64·H, qh at
// 128+32·H; groups 4H..4H+3.
#define UK6HALF(H) \
	VMOVDQU (64*H)(SI), Y7 \
	VMOVDQU (64*H+32)(SI), Y8 \
	VMOVDQU (128+32*H)(SI), Y9 \
	UK6CODES(Y7, 0, 0, (4*H)) \
	UK6CODES(Y8, 0, 2, (4*H+1)) \
	UK6CODES(Y7, 4, 4, (4*H+2)) \
	UK6CODES(Y8, 4, 6, (4*H+3))

// func q8gUnpackQ6K16(src *byte, nk int, codes *byte, sc *int16)
// One row's Q6_K super-blocks into a 16-bit tile (codes 0..63 times their
// 16-element scale, at the row's offset, stride 256 per group), sc the
// sixteen scales of each as int16.
TEXT ·q8gUnpackQ6K16(SB), NOSPLIT, $0-32
	UKPROLOGUE
	VPBROADCASTB g03<>(SB), Y14
uk6loop:
	UK6HALF(0)
	UK6HALF(1)
	UKNEXT(210, 32, uk6loop)
	VZEROUPPER
	RET

DATA g03<>+0(SB)/8, $0x0303030303030303
GLOBL g03<>(SB), RODATA|NOPTR, $8

// UK4PAIR for Q5_K: the nibbles at 48+32·P, each code's fifth bit from
// the qh bytes (Y9: bit J of byte l for element l of sub-block J).
#define UK5BIT(YS, J) \
	VPSRLW $J, Y9, Y6 \
	VPAND Y14, Y6, Y6 \
	VPSLLW $4, Y6, Y6 \
	VPOR Y6, YS, YS

#define UK5PAIR(P) \
	VMOVDQU (48+32*P)(SI), Y3 \
	VPSRLW $4, Y3, Y4 \
	VPAND Y15, Y3, Y3 \
	VPAND Y15, Y4, Y4 \
	UK5BIT(Y3, (2*P)) \
	UK5BIT(Y4, (2*P+1)) \
	UK4HALF(X3, Y3, (2*P)) \
	UK4HALF(X4, Y4, (2*P+1))

// func q8gUnpackQ5K16(src *byte, nk int, codes *byte, sc *int16)
// q8gUnpackQ4K16 for Q5_K super-blocks (five-bit codes).
TEXT ·q8gUnpackQ5K16(SB), NOSPLIT, $0-32
	UKPROLOGUE
	VPBROADCASTB g01<>(SB), Y14
uk5loop:
	VMOVDQU 16(SI), Y9
	UK5PAIR(0)
	UK5PAIR(1)
	UK5PAIR(2)
	UK5PAIR(3)
	UKNEXT(176, 16, uk5loop)
	VZEROUPPER
	RET

DATA g01<>+0(SB)/8, $0x0101010101010101
GLOBL g01<>(SB), RODATA|NOPTR, $8
