//go:build amd64 && !purego

#include "textflag.h"

#include "q8act_avx2_amd64.h"


// ---------------------------------------------------------------------------
// Q8_0 (34 bytes: f16 d, 32 int8): p = Σ |w|·(q·sign w) (|w| ≤ 128 as an
// unsigned byte, so a pair is at most 2·128·127 in int16). Y10 = the
// block's activation codes, Y5 = d_b, Y15 = int16 ones.
#define Q80YROW(R, A) \
	VPBROADCASTW 0(R)(AX*1), X6 \
	VCVTPH2PS X6, Y6 \
	VMULPS Y5, Y6, Y6 \
	VMOVDQU 2(R)(AX*1), Y7 \
	VPSIGNB Y7, Y7, Y8 \
	VPSIGNB Y7, Y10, Y9 \
	VPMADDUBSW Y9, Y8, Y8 \
	VPMADDWD Y15, Y8, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

TEXT ·q8dot4Q8_0Y(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q80ydone
	VMOVDQU q8yw1<>(SB), Y15
q80yloop:
	PFSTART
	PF(0)
	PF(64)
	PF(128)
	VMOVDQU (SI), Y10
	VBROADCASTSS (DI), Y5
	Q80YROW(R8, Y0)
	Q80YROW(R9, Y1)
	Q80YROW(R10, Y2)
	Q80YROW(R11, Y3)
	ADDQ $34, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT q80yloop
q80ydone:
	Q8YEPILOGUE

// ---------------------------------------------------------------------------
// Q8YOFFSET: a += float32(p)·Y6 for the unsigned weight codes in Y7, p
// the codes' products with the activation codes (Y10), the int16 pairs
// less Y4 (the block's offset times its pair sums), summed by VPMADDWD
// with Y15 = int16 ones.
#define Q8YOFFSET(A) \
	VPMADDUBSW Y10, Y7, Y7 \
	VPSUBW Y4, Y7, Y7 \
	VPMADDWD Y15, Y7, Y7 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y6, Y7, Y7 \
	VADDPS Y7, A, A

// Q4_0 (18 bytes: f16 d, 16 bytes of nibbles, low = elements 0..15, high =
// 16..31): p = Σ nib·q − 8·Σq, the offset taken off the int16 pairs
// (Y4 = 8·(q_2k + q_2k+1), one VPMADDUBSW of 8s per block: pairs stay
// within ±5842) before VPMADDWD. Y5 = d_b, Y10 = the block's activation
// codes, Y13 = 0x08 bytes, Y14 = 0x0f bytes, Y15 = int16 ones.
#define Q40YROW(R, i, A) \
	VBROADCASTSS (4*i)(R13), Y6 \
	NIBS32Y(R, 2, Y12) \
	Q8YOFFSET(A)

TEXT ·q8dot4Q4_0Y(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q40ydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8yw1<>(SB), Y15
	VMOVDQU q8yb08<>(SB), Y13
	VMOVDQU q8ysh4<>(SB), Y12
q40yloop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	VPMADDUBSW Y10, Y13, Y4
	Q8YSCALES4(0)
	Q40YROW(R8, 0, Y0)
	Q40YROW(R9, 1, Y1)
	Q40YROW(R10, 2, Y2)
	Q40YROW(R11, 3, Y3)
	ADDQ $18, AX
	ADDQ $32, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT q40yloop
q40ydone:
	Q8YEPILOGUE

// ---------------------------------------------------------------------------
TEXT ·q8dot4Q4_KY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q4kydone
	VMOVDQU q8yb0f<>(SB), Y15
	VXORPS X6, X6, X6
q4kyloop:
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
	K4YHEAD
	K4YROWI(R8, 0, Y0)
	K4YROWI(R9, 1, Y1)
	K4YROWI(R10, 2, Y2)
	K4YROWI(R11, 3, Y3)
	K4YFIN4
	ADDQ $144, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q4kyloop
q4kydone:
	MOVQ y+32(FP), R14
	VMOVUPS X6, 0(R14)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q6_K (210 bytes: ql[128], qh[64], int8 scales[16], f16 d) against Q8K
// activations. Per row and super-block: I starts at −32·(sc_2i·bs_2i +
// sc_2i+1·bs_2i+1) (VPMADDWD of the scales with the sums); group G = 4n+g
// (elements 32G..32G+31) has its six-bit codes at ql[64n + 32(g&1) + l]
// (low nibble for g < 2, high otherwise) | bits 2g, 2g+1 of qh[32n + l] as
// bits 4, 5, and lanes i < 4 take scale sc_2G, lanes i ≥ 4 sc_2G+1 (Y8,
// Y9: the scale words of groups 0..3 and 4..7 in both lanes, spread by
// VPSHUFB); then a += float32(I)·float32(d·d_k). Y4 = the sums, Y5 = d_k,
// Y15 = 0x0f bytes.
#define K6NLO VPAND Y15, Y11, Y11
#define K6NHI VPSRLW $4, Y11, Y11; VPAND Y15, Y11, Y11

#define K6YROW(R, A) \
	VPMOVSXBW 192(R)(AX*1), Y6 \
	VPMADDWD Y4, Y6, Y7 \
	VPSLLD $5, Y7, Y7 \
	VPXOR Y12, Y12, Y12 \
	VPSUBD Y7, Y12, Y7 \
	VPERM2I128 $0x00, Y6, Y6, Y8 \
	VPERM2I128 $0x11, Y6, Y6, Y9 \
	K6G(R, 0, 0, K6NLO, K6Q0, 0, Y8) \
	K6G(R, 32, 0, K6NLO, K6Q1, 1, Y8) \
	K6G(R, 0, 0, K6NHI, K6Q2, 2, Y8) \
	K6G(R, 32, 0, K6NHI, K6Q3, 3, Y8) \
	K6G(R, 64, 32, K6NLO, K6Q0, 4, Y9) \
	K6G(R, 96, 32, K6NLO, K6Q1, 5, Y9) \
	K6G(R, 64, 32, K6NHI, K6Q2, 6, Y9) \
	K6G(R, 96, 32, K6NHI, K6Q3, 7, Y9) \
	VPBROADCASTW 208(R)(AX*1), X14 \
	VCVTPH2PS X14, Y14 \
	VMULPS Y5, Y14, Y14 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y14, Y7, Y7 \
	VADDPS Y7, A, A

// K6G: group G of row R: ql at QL, qh at 128 + QHN, bits moved by QOP.
#define K6G(R, QL, QHN, NIB, QOP, G, SCW) \
	VMOVDQU (QL)(R)(AX*1), Y11 \
	NIB \
	VMOVDQU (128+QHN)(R)(AX*1), Y12 \
	QOP \
	VPAND q8yb30<>(SB), Y12, Y12 \
	VPOR Y12, Y11, Y11 \
	VPMADDUBSW (32*G)(SI), Y11, Y11 \
	VPSHUFB q8yk6s<>+(32*(G&3))(SB), SCW, Y13 \
	VPMADDWD Y13, Y11, Y11 \
	VPADDD Y11, Y7, Y7

#define K6Q0 VPSLLW $4, Y12, Y12
#define K6Q1 VPSLLW $2, Y12, Y12
#define K6Q2
#define K6Q3 VPSRLW $2, Y12, Y12

TEXT ·q8dot4Q6_KY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q6kydone
	VMOVDQU q8yb0f<>(SB), Y15
q6kyloop:
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
	K6YROW(R8, Y0)
	K6YROW(R9, Y1)
	K6YROW(R10, Y2)
	K6YROW(R11, Y3)
	ADDQ $210, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q6kyloop
q6kydone:
	Q8YEPILOGUE

// ---------------------------------------------------------------------------
// The code-book types (layouts as in q8act_amd64.s): the code-book values,
// signed, from VPSHUFB of the nibbles, then VPMADDUBSW of |c| with q·sign c
// (pairs in int16: |·| ≤ 2·127·127) and VPMADDWD with ones (IQ4_NL,
// MXFP4: p per 32-element block) or with the sub-block's scale ls − 32 as
// a word pair (IQ4_XS: I over the super-block).
DATA q8ykvnl<>+0(SB)/8, $0xf6eaddcfbfad9881
DATA q8ykvnl<>+8(SB)/8, $0x7159453526190d01
DATA q8ykvnl<>+16(SB)/8, $0xf6eaddcfbfad9881
DATA q8ykvnl<>+24(SB)/8, $0x7159453526190d01
GLOBL q8ykvnl<>(SB), RODATA|NOPTR, $32

// q8ykvmx16: the MXFP4 code book plus 16, unsigned (4..28), and q8yb16
// the 16s: MXFP4's values are at most 12 in size, so VPMADDUBSW of the
// shifted values with the activation codes stays within int16 (pairs
// within ±7112), and 16·(q_2k + q_2k+1) (one VPMADDUBSW of 16s per block)
// is taken off the pairs before VPMADDWD, as Q4_0's 8s.
DATA q8ykvmx16<>+0(SB)/8, $0x1c18161413121110
DATA q8ykvmx16<>+8(SB)/8, $0x04080a0c0d0e0f10
DATA q8ykvmx16<>+16(SB)/8, $0x1c18161413121110
DATA q8ykvmx16<>+24(SB)/8, $0x04080a0c0d0e0f10
GLOBL q8ykvmx16<>(SB), RODATA|NOPTR, $32

DATA q8yb16<>+0(SB)/8, $0x1010101010101010
DATA q8yb16<>+8(SB)/8, $0x1010101010101010
DATA q8yb16<>+16(SB)/8, $0x1010101010101010
DATA q8yb16<>+24(SB)/8, $0x1010101010101010
GLOBL q8yb16<>(SB), RODATA|NOPTR, $32

DATA q8yxsl<>+0(SB)/8, $0x0000000400000000
DATA q8yxsl<>+8(SB)/8, $0x0000000c00000008
DATA q8yxsl<>+16(SB)/8, $0x0000001400000010
DATA q8yxsl<>+24(SB)/8, $0x0000001c00000018
GLOBL q8yxsl<>(SB), RODATA|NOPTR, $32

DATA q8yxsh<>+0(SB)/8, $0x0000000200000000
DATA q8yxsh<>+8(SB)/8, $0x0000000600000004
DATA q8yxsh<>+16(SB)/8, $0x0000000a00000008
DATA q8yxsh<>+24(SB)/8, $0x0000000e0000000c
GLOBL q8yxsh<>(SB), RODATA|NOPTR, $32

DATA q8yxm0f<>+0(SB)/8, $0x0000000f0000000f
DATA q8yxm0f<>+8(SB)/8, $0x0000000f0000000f
DATA q8yxm0f<>+16(SB)/8, $0x0000000f0000000f
DATA q8yxm0f<>+24(SB)/8, $0x0000000f0000000f
GLOBL q8yxm0f<>(SB), RODATA|NOPTR, $32

DATA q8yxm03<>+0(SB)/8, $0x0000000300000003
DATA q8yxm03<>+8(SB)/8, $0x0000000300000003
DATA q8yxm03<>+16(SB)/8, $0x0000000300000003
DATA q8yxm03<>+24(SB)/8, $0x0000000300000003
GLOBL q8yxm03<>(SB), RODATA|NOPTR, $32

DATA q8yxw32<>+0(SB)/8, $0x0020002000200020
DATA q8yxw32<>+8(SB)/8, $0x0020002000200020
DATA q8yxw32<>+16(SB)/8, $0x0020002000200020
DATA q8yxw32<>+24(SB)/8, $0x0020002000200020
GLOBL q8yxw32<>(SB), RODATA|NOPTR, $32

// CBNIBS: the 16 bytes of nibbles at OFF(R) as 32 signed code-book values
// in Y7 (low lane: elements 0..15, high: 16..31; Y14 = 0x0f, Y12 =
// q8ysh4, Y13 = the code book).
#define CBNIBS(R, OFF) \
	NIBS32Y(R, OFF, Y12) \
	VPSHUFB Y7, Y13, Y7

// CBYROW: one row's block, scale SCALE(R, i) into Y6 (float32(d · d_b));
// Y10 = the block's activation codes, Y15 = int16 ones.
#define CBYROW(R, i, A, OFF, SCALE) \
	SCALE(R, i) \
	CBNIBS(R, OFF) \
	VPSIGNB Y7, Y10, Y9 \
	VPABSB Y7, Y7 \
	VPMADDUBSW Y9, Y7, Y7 \
	VPMADDWD Y15, Y7, Y7 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y6, Y7, Y7 \
	VADDPS Y7, A, A

// F16YS: row i's scale from sc[i] (Q8YSCALES4).
#define F16YS(R, i) VBROADCASTSS (4*i)(R13), Y6

// E8M0YS: Y6 = float32(2^(e−128) · d_b) of the exponent byte at 0(R),
// 2^(e−128) from the table q8E8M0 (BX).
#define E8M0YS(R, i) \
	MOVBLZX 0(R)(AX*1), CX \
	VBROADCASTSS (BX)(CX*4), Y6 \
	VMULPS Y5, Y6, Y6

TEXT ·q8dot4IQ4_NLY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE iq4nlydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8yw1<>(SB), Y15
	VMOVDQU q8ykvnl<>(SB), Y13
	VMOVDQU q8ysh4<>(SB), Y12
iq4nlyloop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	Q8YSCALES4(0)
	CBYROW(R8, 0, Y0, 2, F16YS)
	CBYROW(R9, 1, Y1, 2, F16YS)
	CBYROW(R10, 2, Y2, 2, F16YS)
	CBYROW(R11, 3, Y3, 2, F16YS)
	ADDQ $18, AX
	ADDQ $32, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT iq4nlyloop
iq4nlydone:
	Q8YEPILOGUE

// MXFP4YROW: one row's block as CBYROW, its codes looked up in
// q8ykvmx16 (Y13) and multiplied unsigned, Y4 = 16·(q_2k + q_2k+1) taken
// off the pairs.
#define MXFP4YROW(R, i, A) \
	E8M0YS(R, i) \
	CBNIBS(R, 1) \
	Q8YOFFSET(A)

TEXT ·q8dot4MXFP4Y(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE mxfp4ydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8yw1<>(SB), Y15
	VMOVDQU q8ykvmx16<>(SB), Y13
	VMOVDQU q8ysh4<>(SB), Y12
	VMOVDQU q8yb16<>(SB), Y11
	LEAQ ·q8E8M0(SB), BX
mxfp4yloop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	VPMADDUBSW Y10, Y11, Y4
	MXFP4YROW(R8, 0, Y0)
	MXFP4YROW(R9, 1, Y1)
	MXFP4YROW(R10, 2, Y2)
	MXFP4YROW(R11, 3, Y3)
	ADDQ $17, AX
	ADDQ $32, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT mxfp4yloop
mxfp4ydone:
	Q8YEPILOGUE

// IQ4XSYPREP: row R's eight scales ls_j − 32 as word pairs at 0(R13) and
// float32(d · d_k) broadcast in Y10 (Y5 = d_k).
#define IQ4XSYPREP(R) \
	VPBROADCASTD 4(R)(AX*1), Y6 \
	VPSRLVD q8yxsl<>(SB), Y6, Y6 \
	VPAND q8yxm0f<>(SB), Y6, Y6 \
	VPBROADCASTW 2(R)(AX*1), Y7 \
	VPSRLVD q8yxsh<>(SB), Y7, Y7 \
	VPAND q8yxm03<>(SB), Y7, Y7 \
	VPSLLD $4, Y7, Y7 \
	VPOR Y7, Y6, Y6 \
	VPSLLD $16, Y6, Y7 \
	VPOR Y7, Y6, Y6 \
	VPSUBW q8yxw32<>(SB), Y6, Y6 \
	VMOVDQU Y6, 0(R13) \
	VPBROADCASTW 0(R)(AX*1), X10 \
	VCVTPH2PS X10, Y10 \
	VMULPS Y5, Y10, Y10

// IQ4XSYSUB: sub-block j of row R added to I.
#define IQ4XSYSUB(R, j, I) \
	CBNIBS(R, (8+16*j)) \
	VMOVDQU (32*j)(SI), Y8 \
	VPSIGNB Y7, Y8, Y8 \
	VPABSB Y7, Y7 \
	VPMADDUBSW Y8, Y7, Y7 \
	VPBROADCASTD (4*j)(R13), Y9 \
	VPMADDWD Y9, Y7, Y7 \
	VPADDD Y7, I, I

// IQ4XSYROW: row r's super-block integer I in eight lanes of Y (summed by
// IQ4XSYSUM4), float32(d · d_k) at 32+4r(R13).
#define IQ4XSYROW(R, r, Y) \
	IQ4XSYPREP(R) \
	VMOVSS X10, (32+4*r)(R13) \
	VPXOR Y, Y, Y \
	IQ4XSYSUB(R, 0, Y) \
	IQ4XSYSUB(R, 1, Y) \
	IQ4XSYSUB(R, 2, Y) \
	IQ4XSYSUB(R, 3, Y) \
	IQ4XSYSUB(R, 4, Y) \
	IQ4XSYSUB(R, 5, Y) \
	IQ4XSYSUB(R, 6, Y) \
	IQ4XSYSUB(R, 7, Y)

// IQ4XSYSUM4: the four rows' I (Y0..Y3, summed across lanes: exact) in
// the lanes of X0, and a_r += float32(float32(I_r) · float32(d · d_k)) in
// lane r of X4 (q8act_codebook.go: a row's one accumulator).
#define IQ4XSYSUM4 \
	VPHADDD Y1, Y0, Y0 \
	VPHADDD Y3, Y2, Y2 \
	VPHADDD Y2, Y0, Y0 \
	VEXTRACTI128 $1, Y0, X1 \
	VPADDD X1, X0, X0 \
	VCVTDQ2PS X0, X0 \
	VMULPS 32(R13), X0, X0 \
	VADDPS X0, X4, X4

// X4 the four rows' accumulators, stored as they are (a_1…a_7 of q8act.go
// are zero).
TEXT ·q8dot4IQ4_XSY(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE iq4xsydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8ykvnl<>(SB), Y13
	VMOVDQU q8ysh4<>(SB), Y12
	VXORPS X4, X4, X4
iq4xsyloop:
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
	IQ4XSYROW(R8, 0, Y0)
	IQ4XSYROW(R9, 1, Y1)
	IQ4XSYROW(R10, 2, Y2)
	IQ4XSYROW(R11, 3, Y3)
	IQ4XSYSUM4
	ADDQ $136, AX
	ADDQ $256, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT iq4xsyloop
iq4xsydone:
	MOVQ y+32(FP), R14
	VMOVUPS X4, 0(R14)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q4_1 (20 bytes: f16 d, f16 m, 16 bytes of nibbles): p = Σ nib·q per
// block; the scales and the min terms (float32(m · s_b), added to the
// rows' sums at the end) from Q8DM4, Q8MINEPILOGUE. Y5 = d_b, Y10 = the block's activation codes,
// Y13 = q8ysh4, Y14 = 0x0f bytes, Y15 = int16 ones.
#define Q41YROW(R, i, A) \
	VBROADCASTSS (8*i)(R13), Y6 \
	NIBS32Y(R, 4, Y13) \
	VPMADDUBSW Y10, Y7, Y7 \
	VPMADDWD Y15, Y7, Y7 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y6, Y7, Y7 \
	VADDPS Y7, A, A

TEXT ·q8dot4Q4_1Y(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	VXORPS Y11, Y11, Y11
	JGE q41ydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8yw1<>(SB), Y15
	VMOVDQU q8ysh4<>(SB), Y13
q41yloop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	Q8DM4
	Q41YROW(R8, 0, Y0)
	Q41YROW(R9, 1, Y1)
	Q41YROW(R10, 2, Y2)
	Q41YROW(R11, 3, Y3)
	ADDQ $20, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, BX
	CMPQ AX, end+16(FP)
	JLT q41yloop
q41ydone:
	Q8MINEPILOGUE

// ---------------------------------------------------------------------------
// Q5_0 (22 bytes: f16 d, u32 qh, 16 bytes of nibbles): as Q4_0 with the
// fifth bits ORed in (qh's byte k/8 in byte k by VPSHUFB, ORed with all
// bits but k%8, compared with all ones, masked to 0x10) and the offset
// −16 (Y4 = 16·(q_2k + q_2k+1): pairs within ±11938): Y8 = q8ysh4, Y11 =
// the spreading shuffle, Y12 = the bit masks, Y13 = all ones.
DATA q8yq5shuf<>+0(SB)/8, $0x0000000000000000
DATA q8yq5shuf<>+8(SB)/8, $0x0101010101010101
DATA q8yq5shuf<>+16(SB)/8, $0x0202020202020202
DATA q8yq5shuf<>+24(SB)/8, $0x0303030303030303
GLOBL q8yq5shuf<>(SB), RODATA|NOPTR, $32

DATA q8yq5bits<>+0(SB)/8, $0x7fbfdfeff7fbfdfe
DATA q8yq5bits<>+8(SB)/8, $0x7fbfdfeff7fbfdfe
DATA q8yq5bits<>+16(SB)/8, $0x7fbfdfeff7fbfdfe
DATA q8yq5bits<>+24(SB)/8, $0x7fbfdfeff7fbfdfe
GLOBL q8yq5bits<>(SB), RODATA|NOPTR, $32

DATA q8yb10<>+0(SB)/8, $0x1010101010101010
DATA q8yb10<>+8(SB)/8, $0x1010101010101010
DATA q8yb10<>+16(SB)/8, $0x1010101010101010
DATA q8yb10<>+24(SB)/8, $0x1010101010101010
GLOBL q8yb10<>(SB), RODATA|NOPTR, $32

// Q5HIY(R, OFF, SHUF, BITS): the fifth bits of qh at OFF(R) ORed into the
// codes Y7 (BITS the masks, Y13 all ones).
#define Q5HIY(R, OFF, SHUF, BITS) \
	VPBROADCASTD OFF(R)(AX*1), Y9 \
	VPSHUFB SHUF, Y9, Y9 \
	VPOR BITS, Y9, Y9 \
	VPCMPEQB Y13, Y9, Y9 \
	VPAND q8yb10<>(SB), Y9, Y9 \
	VPOR Y9, Y7, Y7

#define Q50YROW(R, i, A) \
	VBROADCASTSS (4*i)(R13), Y6 \
	NIBS32Y(R, 6, Y8) \
	Q5HIY(R, 2, Y11, Y12) \
	Q8YOFFSET(A)

TEXT ·q8dot4Q5_0Y(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	JGE q50ydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8yw1<>(SB), Y15
	VMOVDQU q8ysh4<>(SB), Y8
	VMOVDQU q8yq5shuf<>(SB), Y11
	VMOVDQU q8yq5bits<>(SB), Y12
	VPCMPEQB Y13, Y13, Y13
q50yloop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	VMOVDQU q8yb10<>(SB), Y6
	VPMADDUBSW Y10, Y6, Y4
	Q8YSCALES4(0)
	Q50YROW(R8, 0, Y0)
	Q50YROW(R9, 1, Y1)
	Q50YROW(R10, 2, Y2)
	Q50YROW(R11, 3, Y3)
	ADDQ $22, AX
	ADDQ $32, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT q50yloop
q50ydone:
	Q8YEPILOGUE

// ---------------------------------------------------------------------------
// Q5_1 (24 bytes: f16 d, f16 m, u32 qh, 16 bytes of nibbles): Q5_0's codes
// without the offset, Q4_1's mins (Q8DM4, Y11). Y4 = the spreading
// shuffle, Y12 = q8ysh4 (the bit masks from memory).
#define Q51YROW(R, i, A) \
	VBROADCASTSS (8*i)(R13), Y6 \
	NIBS32Y(R, 8, Y12) \
	Q5HIY(R, 4, Y4, q8yq5bits<>(SB)) \
	VPMADDUBSW Y10, Y7, Y7 \
	VPMADDWD Y15, Y7, Y7 \
	VCVTDQ2PS Y7, Y7 \
	VMULPS Y6, Y7, Y7 \
	VADDPS Y7, A, A

TEXT ·q8dot4Q5_1Y(SB), NOSPLIT, $0-56
	Q8YPROLOGUE
	VXORPS Y11, Y11, Y11
	JGE q51ydone
	VMOVDQU q8yb0f<>(SB), Y14
	VMOVDQU q8yw1<>(SB), Y15
	VMOVDQU q8yq5shuf<>(SB), Y4
	VMOVDQU q8ysh4<>(SB), Y12
	VPCMPEQB Y13, Y13, Y13
q51yloop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	Q8DM4
	Q51YROW(R8, 0, Y0)
	Q51YROW(R9, 1, Y1)
	Q51YROW(R10, 2, Y2)
	Q51YROW(R11, 3, Y3)
	ADDQ $24, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, BX
	CMPQ AX, end+16(FP)
	JLT q51yloop
q51ydone:
	Q8MINEPILOGUE
