//go:build amd64 && !purego

#include "textflag.h"

#include "q8act_amd64.h"

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
// Q8SCALES4(OFF): float32(d · d_b) of the four rows' f16 d at OFF, at
// sc[0..3] (converted at once; the rows' VMULPS.BCST read them back).
#define Q8SCALES4(OFF) \
	F16X4(OFF) \
	VCVTPH2PS X6, X6 \
	VMULPS.BCST (DI), X6, X6 \
	VMOVUPS X6, 0(R13)

// ---------------------------------------------------------------------------
// Q4_0 (18 bytes: f16 d, 16 bytes of nibbles, low = elements 0..15, high =
// 16..31): the 16 bytes in both halves, the high half shifted by 4, masked:
// p = Σ nib·q − 8·Σq. Y15 = 0x0f bytes, Y14 = shift counts, Y4 = −8·lane
// sums, Y10 = the block's activation codes, sc[i] = row i's scale.
#define Q40ROW(R, i, A) \
	VBROADCASTI128 2(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD Y10, Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS.BCST (4*i)(R13), Y8, Y8 \
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
	Q8SCALES4(0)
	VMOVDQU (DX), Y4
	VPSLLD $3, Y4, Y4
	VMOVDQU (SI), Y10
	Q40ROW(R8, 0, Y0)
	Q40ROW(R9, 1, Y1)
	Q40ROW(R10, 2, Y2)
	Q40ROW(R11, 3, Y3)
	ADDQ $18, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT q40loop
q40done:
	Q8EPILOGUE

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
	K4FIN4
	ADDQ $144, AX
	ADDQ $256, SI
	ADDQ $4, DI
	ADDQ $32, BX
	CMPQ AX, end+16(FP)
	JLT q4kloop
q4kdone:
	MOVQ y+32(FP), R14
	VMOVUPS X0, 0(R14)
	VZEROUPPER
	RET

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
// 16 bytes of nibbles) against Q8K activations: VPDPBUSD of the code book
// plus 128 with q, from −128·(lane sums of q) (computed once per
// super-block for the four rows), gives p per sub-block in int32; VPMULLD
// by the sub-block's scale ls − 32 (IQ4XSPREP, eight dwords a row at sc)
// and VPADDD sum the super-block.
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

// CBROW: one row's block: scale SCALE(R, i) into Y6 (float32(d · d_b)),
// the nibbles at OFF in both halves (Y14 shift counts), the code book plus
// 128 by VPERMB from Y13 (the 16 values twice: index bit 4, the next
// nibble's low bit, picks the same value, so no mask is needed), VPDPBUSD
// with the activation codes Y10 onto Y4 = −128·lane sums.
#define CBROW(R, i, A, OFF, SCALE) \
	SCALE(R, i) \
	VBROADCASTI128 OFF(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPERMB Y13, Y7, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD Y10, Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS Y6, Y8, Y8 \
	VADDPS Y8, A, A

// F16S: row i's scale from sc[i] (Q8SCALES4).
#define F16S(R, i) VBROADCASTSS (4*i)(R13), Y6

// E8M0S: Y6 = float32(2^(e−128) · d_b) of the exponent byte at 0(R),
// 2^(e−128) from the table q8E8M0 (BX).
#define E8M0S(R, i) \
	MOVBLZX 0(R)(AX*1), CX \
	VBROADCASTSS (BX)(CX*4), Y6 \
	VMULPS Y5, Y6, Y6

TEXT ·q8dot4IQ4_NL(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE iq4nldone
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8kvnlu<>(SB), Y13
iq4nlloop:
	PFSTART
	PF(0)
	PF(64)
	VMOVDQU (DX), Y4
	VPSLLD $7, Y4, Y4
	VMOVDQU (SI), Y10
	Q8SCALES4(0)
	CBROW(R8, 0, Y0, 2, F16S)
	CBROW(R9, 1, Y1, 2, F16S)
	CBROW(R10, 2, Y2, 2, F16S)
	CBROW(R11, 3, Y3, 2, F16S)
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
	VMOVDQU (SI), Y10
	CBROW(R8, 0, Y0, 1, E8M0S)
	CBROW(R9, 1, Y1, 1, E8M0S)
	CBROW(R10, 2, Y2, 1, E8M0S)
	CBROW(R11, 3, Y3, 1, E8M0S)
	ADDQ $17, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $32, DX
	CMPQ AX, end+16(FP)
	JLT mxfp4loop
mxfp4done:
	Q8EPILOGUE

// IQ4XSPREP: row R's eight scales ls_j − 32 as dwords at 0(R13) and
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
	VPSUBD q8xd32<>(SB), Y6, Y6 \
	VMOVDQU Y6, 0(R13) \
	VPBROADCASTW 0(R)(AX*1), X10 \
	VCVTPH2PS X10, X10 \
	VMULSS X5, X10, X10

// IQ4XSSUB: sub-block j of row R onto I: p = VPDPBUSD of the code book
// plus 128 (Y13) with the codes (QJ, loaded once per super-block), from
// −128·(lane sums) (Y16+j); I += p · (ls_j − 32) (VPMULLD: exact,
// |p·(ls−32)| < 2^22).
#define IQ4XSSUB(R, j, NS, QJ, I) \
	VBROADCASTI128 (8+16*j)(R)(AX*1), Y6 \
	VPSRLVW Y14, Y6, Y6 \
	VPAND Y15, Y6, Y6 \
	VPSHUFB Y6, Y13, Y6 \
	VMOVDQA64 NS, Y8 \
	VPDPBUSD QJ, Y6, Y8 \
	VPMULLD.BCST (4*j)(R13), Y8, Y8 \
	VPADDD Y8, I, I

// IQ4XSNEG: QJ = sub-block j's codes, NS = −128·(their lane sums).
#define IQ4XSNEG(j, NS, QJ) \
	VMOVDQU32 (32*j)(SI), QJ \
	VPXORD Y8, Y8, Y8 \
	VPDPBUSD QJ, Y12, Y8 \
	VPSUBD Y8, Y11, NS

// IQ4XSROW: row r's super-block integer I in eight lanes of Y (summed by
// IQ4XSSUM4), float32(d · d_k) at 32+4r(R13).
#define IQ4XSROW(R, r, Y) \
	IQ4XSPREP(R) \
	VMOVSS X10, (32+4*r)(R13) \
	VPXOR Y, Y, Y \
	IQ4XSSUB(R, 0, Y16, Y24, Y) \
	IQ4XSSUB(R, 1, Y17, Y25, Y) \
	IQ4XSSUB(R, 2, Y18, Y26, Y) \
	IQ4XSSUB(R, 3, Y19, Y27, Y) \
	IQ4XSSUB(R, 4, Y20, Y28, Y) \
	IQ4XSSUB(R, 5, Y21, Y29, Y) \
	IQ4XSSUB(R, 6, Y22, Y30, Y) \
	IQ4XSSUB(R, 7, Y23, Y31, Y)

// IQ4XSSUM4: the four rows' I (Y0..Y3, summed across lanes: exact) in
// the lanes of X0, and a_r += float32(float32(I_r) · float32(d · d_k)) in
// lane r of X4 (q8act_codebook.go: a row's one accumulator).
#define IQ4XSSUM4 \
	VPHADDD Y1, Y0, Y0 \
	VPHADDD Y3, Y2, Y2 \
	VPHADDD Y2, Y0, Y0 \
	VEXTRACTI128 $1, Y0, X1 \
	VPADDD X1, X0, X0 \
	VCVTDQ2PS X0, X0 \
	VMULPS 32(R13), X0, X0 \
	VADDPS X0, X4, X4

DATA q8xd32<>+0(SB)/8, $0x0000002000000020
DATA q8xd32<>+8(SB)/8, $0x0000002000000020
DATA q8xd32<>+16(SB)/8, $0x0000002000000020
DATA q8xd32<>+24(SB)/8, $0x0000002000000020
GLOBL q8xd32<>(SB), RODATA|NOPTR, $32

// Y13 = the code book plus 128, Y12 = 0x80 bytes, Y11 = 0; X4 the four
// rows' accumulators, stored as they are (a_1…a_7 of q8act.go are zero).
TEXT ·q8dot4IQ4_XS(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	JGE iq4xsdone
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8kvnlu<>(SB), Y13
	VMOVDQU q8b80<>(SB), Y12
	VPXOR Y11, Y11, Y11
	VXORPS X4, X4, X4
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
	IQ4XSNEG(0, Y16, Y24)
	IQ4XSNEG(1, Y17, Y25)
	IQ4XSNEG(2, Y18, Y26)
	IQ4XSNEG(3, Y19, Y27)
	IQ4XSNEG(4, Y20, Y28)
	IQ4XSNEG(5, Y21, Y29)
	IQ4XSNEG(6, Y22, Y30)
	IQ4XSNEG(7, Y23, Y31)
	IQ4XSROW(R8, 0, Y0)
	IQ4XSROW(R9, 1, Y1)
	IQ4XSROW(R10, 2, Y2)
	IQ4XSROW(R11, 3, Y3)
	IQ4XSSUM4
	ADDQ $136, AX
	ADDQ $256, SI
	ADDQ $4, DI
	CMPQ AX, end+16(FP)
	JLT iq4xsloop
iq4xsdone:
	MOVQ y+32(FP), R14
	VMOVUPS X4, 0(R14)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------
// Q4_1 (20 bytes: f16 d, f16 m, 16 bytes of nibbles, low = elements 0..15,
// high = 16..31): p = Σ nib·q per block, as Q4_0 without the offset; the
// scales and the mins through the activation block sums s (Q8DM4, Y5 =
// d_b, s_b at (BX)), the min terms added to the rows' sums at the end
// (Q8MINEPILOGUE).
#define Q41ROW(R, i, A) \
	VBROADCASTI128 4(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	VPXOR Y8, Y8, Y8 \
	VPDPBUSD Y10, Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS.BCST (8*i)(R13), Y8, Y8 \
	VADDPS Y8, A, A

TEXT ·q8dot4Q4_1(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	VXORPS Y11, Y11, Y11
	JGE q41done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
q41loop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	Q8DM4
	Q41ROW(R8, 0, Y0)
	Q41ROW(R9, 1, Y1)
	Q41ROW(R10, 2, Y2)
	Q41ROW(R11, 3, Y3)
	ADDQ $20, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, BX
	CMPQ AX, end+16(FP)
	JLT q41loop
q41done:
	Q8MINEPILOGUE

// ---------------------------------------------------------------------------
// Q5_0 (22 bytes: f16 d, u32 qh (bit j: the fifth bit of element j), 16
// bytes of nibbles): as Q4_0 with the fifth bits (KMOVD of qh, 0x10 under
// the mask) ORed in and the offset −16: Y4 = −16·lane sums, Y13 = 0x10.
#define Q50ROW(R, i, A) \
	VBROADCASTI128 6(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	KMOVD 2(R)(AX*1), K2 \
	VMOVDQU8.Z Y13, K2, Y9 \
	VPOR Y9, Y7, Y7 \
	VMOVDQA Y4, Y8 \
	VPDPBUSD Y10, Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS.BCST (4*i)(R13), Y8, Y8 \
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
	VMOVDQU (SI), Y10
	Q8SCALES4(0)
	Q50ROW(R8, 0, Y0)
	Q50ROW(R9, 1, Y1)
	Q50ROW(R10, 2, Y2)
	Q50ROW(R11, 3, Y3)
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
// without the offset, Q4_1's scales and mins (Q8DM4).
#define Q51ROW(R, i, A) \
	VBROADCASTI128 8(R)(AX*1), Y7 \
	VPSRLVW Y14, Y7, Y7 \
	VPAND Y15, Y7, Y7 \
	KMOVD 4(R)(AX*1), K2 \
	VMOVDQU8.Z Y13, K2, Y9 \
	VPOR Y9, Y7, Y7 \
	VPXOR Y8, Y8, Y8 \
	VPDPBUSD Y10, Y7, Y8 \
	VCVTDQ2PS Y8, Y8 \
	VMULPS.BCST (8*i)(R13), Y8, Y8 \
	VADDPS Y8, A, A

TEXT ·q8dot4Q5_1(SB), NOSPLIT, $0-56
	Q8PROLOGUE
	VXORPS Y11, Y11, Y11
	JGE q51done
	VMOVDQU q8b0f<>(SB), Y15
	VMOVDQU q8sh4<>(SB), Y14
	VMOVDQU q8b10<>(SB), Y13
q51loop:
	PFSTART
	PF(0)
	PF(64)
	VBROADCASTSS (DI), Y5
	VMOVDQU (SI), Y10
	Q8DM4
	Q51ROW(R8, 0, Y0)
	Q51ROW(R9, 1, Y1)
	Q51ROW(R10, 2, Y2)
	Q51ROW(R11, 3, Y3)
	ADDQ $24, AX
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, BX
	CMPQ AX, end+16(FP)
	JLT q51loop
q51done:
	Q8MINEPILOGUE
