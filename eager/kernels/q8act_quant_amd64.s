//go:build amd64 && !purego

#include "textflag.h"

// The activation quantizers of the fast Linear (q8act.go), AVX-512F/BW/VL:
// bitwise the portable quantizeQ8Block and the sums. Per block: max|x| by
// VMAXPS over the absolute values (order-free: no NaN), d = max/127 and
// id = 1/d (0 where d = 0) in float32, then per 16 values: x·id in float32,
// widened to float64, ±0.5 added, clamped to [−127, 127] (NaN kept),
// truncated (VCVTTPD2DQ: NaN gives 0x80000000, whose low byte is 0, as
// Go's int8(int32(NaN)) on amd64), narrowed to bytes.

DATA q8qc<>+0(SB)/4, $0x7fffffff // abs mask
DATA q8qc<>+4(SB)/4, $0x42fe0000 // 127.0
DATA q8qc<>+8(SB)/4, $0x3f800000 // 1.0
DATA q8qc<>+12(SB)/4, $0x80808080 // byte bias
DATA q8qc<>+16(SB)/8, $0x3fe0000000000000 // 0.5
DATA q8qc<>+24(SB)/8, $0x8000000000000000 // sign
DATA q8qc<>+32(SB)/8, $0x405fc00000000000 // 127.0
DATA q8qc<>+40(SB)/8, $0xc05fc00000000000 // -127.0
DATA q8qc<>+48(SB)/8, $2048 // 16·128
DATA q8qc<>+56(SB)/4, $0x01010101 // byte ones
DATA q8qc<>+60(SB)/4, $0x00010001 // word ones
GLOBL q8qc<>(SB), RODATA|NOPTR, $64

// qwords 0, 2, .., 14 of two vectors
DATA q8qev<>+0(SB)/8, $0
DATA q8qev<>+8(SB)/8, $2
DATA q8qev<>+16(SB)/8, $4
DATA q8qev<>+24(SB)/8, $6
DATA q8qev<>+32(SB)/8, $8
DATA q8qev<>+40(SB)/8, $10
DATA q8qev<>+48(SB)/8, $12
DATA q8qev<>+56(SB)/8, $14
GLOBL q8qev<>(SB), RODATA|NOPTR, $64

#define QCONSTS \
	VPBROADCASTD q8qc<>+0(SB), Z31 \
	VMOVSS q8qc<>+4(SB), X26 \
	VMOVSS q8qc<>+8(SB), X25 \
	VPBROADCASTQ q8qc<>+16(SB), Z30 \
	VPBROADCASTQ q8qc<>+24(SB), Z29 \
	VPBROADCASTQ q8qc<>+32(SB), Z28 \
	VPBROADCASTQ q8qc<>+40(SB), Z27

// QSCALE: X0 holds max|x| (Z0's lanes reduced); d → (DX), X0; id → Z1.
#define QSCALE \
	VEXTRACTF64X4 $1, Z0, Y1 \
	VMAXPS Y1, Y0, Y0 \
	VEXTRACTF128 $1, Y0, X1 \
	VMAXPS X1, X0, X0 \
	VMOVHLPS X0, X0, X1 \
	VMAXPS X1, X0, X0 \
	VMOVSHDUP X0, X1 \
	VMAXSS X1, X0, X0 \
	VDIVSS X26, X0, X0 \
	VMOVSS X0, (DX) \
	VDIVSS X0, X25, X1 \
	VXORPS X2, X2, X2 \
	VCMPSS $4, X2, X0, X2 \
	VANDPS X2, X1, X1 \
	VBROADCASTSS X1, Z1

// QHALF: the float64 codes of 8 floats (Y) into int32 (Y), in place.
#define QHALF(Z, Y) \
	VPANDQ Z29, Z, Z5 \
	VPORQ Z30, Z5, Z5 \
	VADDPD Z5, Z, Z \
	VMINPD Z, Z28, Z \
	VMAXPD Z, Z27, Z \
	VCVTTPD2DQ Z, Y

// QCODES16: 16 codes of the floats at off(SI) into off/4(DI).
#define QCODES16(off) \
	VMULPS off(SI), Z1, Z2 \
	VCVTPS2PD Y2, Z3 \
	VEXTRACTF64X4 $1, Z2, Y4 \
	VCVTPS2PD Y4, Z4 \
	QHALF(Z3, Y3) \
	QHALF(Z4, Y4) \
	VINSERTI64X4 $1, Y4, Z3, Z3 \
	VPMOVDB Z3, X3 \
	VMOVDQU X3, (off/4)(DI)

// func q8quantK(x *float32, nb int, q *int8, d *float32, bs *int16)
TEXT ·q8quantK(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ q+16(FP), DI
	MOVQ d+24(FP), DX
	MOVQ bs+32(FP), BX
	QCONSTS
	VPBROADCASTD q8qc<>+12(SB), Z24
	VPXORD Z23, Z23, Z23
	VPBROADCASTQ q8qc<>+48(SB), Z22
	VMOVDQU64 q8qev<>(SB), Z21
qkloop:
	TESTQ CX, CX
	JZ qkdone
	VPANDD 0(SI), Z31, Z0
	VPANDD 64(SI), Z31, Z6
	VPANDD 128(SI), Z31, Z7
	VPANDD 192(SI), Z31, Z8
#define QMAX4(off) \
	VPANDD (off)(SI), Z31, Z2 \
	VMAXPS Z2, Z0, Z0 \
	VPANDD (off+64)(SI), Z31, Z3 \
	VMAXPS Z3, Z6, Z6 \
	VPANDD (off+128)(SI), Z31, Z4 \
	VMAXPS Z4, Z7, Z7 \
	VPANDD (off+192)(SI), Z31, Z5 \
	VMAXPS Z5, Z8, Z8
	QMAX4(256)
	QMAX4(512)
	QMAX4(768)
	VMAXPS Z6, Z0, Z0
	VMAXPS Z8, Z7, Z7
	VMAXPS Z7, Z0, Z0
	QSCALE
	QCODES16(0)
	QCODES16(64)
	QCODES16(128)
	QCODES16(192)
	QCODES16(256)
	QCODES16(320)
	QCODES16(384)
	QCODES16(448)
	QCODES16(512)
	QCODES16(576)
	QCODES16(640)
	QCODES16(704)
	QCODES16(768)
	QCODES16(832)
	QCODES16(896)
	QCODES16(960)
	// bs: per 16 codes Σ(q+128) by VPSADBW (two sums of 8), less 2048.
#define QSAD(off, Z) \
	VPXORD (off)(DI), Z24, Z \
	VPSADBW Z23, Z, Z \
	VPSRLDQ $8, Z, Z9 \
	VPADDQ Z9, Z, Z
	QSAD(0, Z10)
	QSAD(64, Z11)
	QSAD(128, Z12)
	QSAD(192, Z13)
	VPERMT2Q Z11, Z21, Z10
	VPERMT2Q Z13, Z21, Z12
	VPSUBQ Z22, Z10, Z10
	VPSUBQ Z22, Z12, Z12
	VPMOVQW Z10, X10
	VPMOVQW Z12, X12
	VMOVDQU X10, 0(BX)
	VMOVDQU X12, 16(BX)
	ADDQ $1024, SI
	ADDQ $256, DI
	ADDQ $4, DX
	ADDQ $32, BX
	DECQ CX
	JMP qkloop
qkdone:
	VZEROUPPER
	RET

// func q8quant32(x *float32, nb int, q *int8, d *float32, s *float32, c *int32)
TEXT ·q8quant32(SB), NOSPLIT, $0-48
	MOVQ x+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ q+16(FP), DI
	MOVQ d+24(FP), DX
	MOVQ s+32(FP), BX
	MOVQ c+40(FP), R8
	QCONSTS
	VPBROADCASTD q8qc<>+56(SB), Y24
	VPBROADCASTD q8qc<>+60(SB), Y23
	VPXOR Y15, Y15, Y15
q32loop:
	TESTQ CX, CX
	JZ q32done
	VPANDD 0(SI), Z31, Z0
	VPANDD 64(SI), Z31, Z6
	VMAXPS Z6, Z0, Z0
	QSCALE
	QCODES16(0)
	QCODES16(64)
	// lane sums of four codes (c, negated) and s = d·float32(Σq)
	VMOVDQU (DI), Y6
	VPMADDUBSW Y6, Y24, Y6
	VPMADDWD Y23, Y6, Y6
	VPSUBD Y6, Y15, Y7
	VMOVDQU Y7, (R8)
	VEXTRACTI128 $1, Y6, X7
	VPADDD X7, X6, X6
	VPSHUFD $0x4e, X6, X7
	VPADDD X7, X6, X6
	VPSHUFD $0xb1, X6, X7
	VPADDD X7, X6, X6
	VCVTDQ2PS X6, X6
	VMULSS X0, X6, X6
	VMOVSS X6, (BX)
	ADDQ $128, SI
	ADDQ $32, DI
	ADDQ $4, DX
	ADDQ $4, BX
	ADDQ $32, R8
	DECQ CX
	JMP q32loop
q32done:
	VZEROUPPER
	RET

// The AVX2 quantizer of the 32-element format (VEX only, for CPUs without
// AVX-512): q8quant32's steps on 8 lanes at a time, in the same order
// (the block maximum pairs the same elements), and the codes' low bytes
// gathered by VPSHUFB, which keeps VPMOVDB's truncation (NaN codes 0).

// the low bytes of four int32 into bytes 0-3, and into bytes 4-7
DATA q8qlo<>+0(SB)/8, $0x808080800c080400
DATA q8qlo<>+8(SB)/8, $0x8080808080808080
DATA q8qlo<>+16(SB)/8, $0x0c08040080808080
DATA q8qlo<>+24(SB)/8, $0x8080808080808080
GLOBL q8qlo<>(SB), RODATA|NOPTR, $32

// QCONSTSY: the constants of QSCALEY and QCODES8Y, and byte and word ones.
#define QCONSTSY \
	VPBROADCASTD q8qc<>+0(SB), Y15 \
	VMOVSS q8qc<>+4(SB), X10 \
	VMOVSS q8qc<>+8(SB), X9 \
	VBROADCASTSD q8qc<>+16(SB), Y13 \
	VBROADCASTSD q8qc<>+24(SB), Y14 \
	VBROADCASTSD q8qc<>+32(SB), Y12 \
	VBROADCASTSD q8qc<>+40(SB), Y11 \
	VPBROADCASTD q8qc<>+56(SB), Y8 \
	VPBROADCASTD q8qc<>+60(SB), Y7

// QSCALEY: Y0 holds max|x| (8 lanes); d → (DX), X0; id → Y1.
#define QSCALEY \
	VEXTRACTF128 $1, Y0, X1 \
	VMAXPS X1, X0, X0 \
	VMOVHLPS X0, X0, X1 \
	VMAXPS X1, X0, X0 \
	VMOVSHDUP X0, X1 \
	VMAXSS X1, X0, X0 \
	VDIVSS X10, X0, X0 \
	VMOVSS X0, (DX) \
	VDIVSS X0, X9, X1 \
	VXORPS X2, X2, X2 \
	VCMPSS $4, X2, X0, X2 \
	VANDPS X2, X1, X1 \
	VBROADCASTSS X1, Y1

// QHALFY: the float64 codes of 4 floats (Y) into int32 (X), in place.
#define QHALFY(Y, X) \
	VANDPD Y14, Y, Y5 \
	VORPD Y13, Y5, Y5 \
	VADDPD Y5, Y, Y \
	VMINPD Y, Y12, Y \
	VMAXPD Y, Y11, Y \
	VCVTTPD2DQY Y, X

// QCODES8Y: 8 codes of the floats at off(SI) into off/4(DI).
#define QCODES8Y(off) \
	VMULPS off(SI), Y1, Y2 \
	VCVTPS2PD X2, Y3 \
	VEXTRACTF128 $1, Y2, X4 \
	VCVTPS2PD X4, Y4 \
	QHALFY(Y3, X3) \
	QHALFY(Y4, X4) \
	VPSHUFB q8qlo<>+0(SB), X3, X3 \
	VPSHUFB q8qlo<>+16(SB), X4, X4 \
	VPOR X4, X3, X3 \
	VMOVQ X3, (off/4)(DI)

// func q8quant32Y(x *float32, nb int, q *int8, d *float32, s *float32, c *int32)
TEXT ·q8quant32Y(SB), NOSPLIT, $0-48
	MOVQ x+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ q+16(FP), DI
	MOVQ d+24(FP), DX
	MOVQ s+32(FP), BX
	MOVQ c+40(FP), R8
	QCONSTSY
	VPXOR Y6, Y6, Y6
q32yloop:
	TESTQ CX, CX
	JZ q32ydone
	// max|x|: elements i and i+16 first, then i and i+8, as q8quant32
	VANDPS 0(SI), Y15, Y0
	VANDPS 32(SI), Y15, Y1
	VANDPS 64(SI), Y15, Y2
	VANDPS 96(SI), Y15, Y3
	VMAXPS Y2, Y0, Y0
	VMAXPS Y3, Y1, Y1
	VMAXPS Y1, Y0, Y0
	QSCALEY
	QCODES8Y(0)
	QCODES8Y(32)
	QCODES8Y(64)
	QCODES8Y(96)
	// lane sums of four codes (c, negated) and s = d·float32(Σq)
	VMOVDQU (DI), Y2
	VPMADDUBSW Y2, Y8, Y2
	VPMADDWD Y7, Y2, Y2
	VPSUBD Y2, Y6, Y3
	VMOVDQU Y3, (R8)
	VEXTRACTI128 $1, Y2, X3
	VPADDD X3, X2, X2
	VPSHUFD $0x4e, X2, X3
	VPADDD X3, X2, X2
	VPSHUFD $0xb1, X2, X3
	VPADDD X3, X2, X2
	VCVTDQ2PS X2, X2
	VMULSS X0, X2, X2
	VMOVSS X2, (BX)
	ADDQ $128, SI
	ADDQ $32, DI
	ADDQ $4, DX
	ADDQ $4, BX
	ADDQ $32, R8
	DECQ CX
	JMP q32yloop
q32ydone:
	VZEROUPPER
	RET

// QMAXY4: max|x| of the 32 floats at off(SI) into Y0-Y3.
#define QMAXY4(off) \
	VANDPS (off)(SI), Y15, Y4 \
	VMAXPS Y4, Y0, Y0 \
	VANDPS (off+32)(SI), Y15, Y5 \
	VMAXPS Y5, Y1, Y1 \
	VANDPS (off+64)(SI), Y15, Y6 \
	VMAXPS Y6, Y2, Y2 \
	VANDPS (off+96)(SI), Y15, Y4 \
	VMAXPS Y4, Y3, Y3

// QSUM4Y: the sums of four codes each of the 32 codes at off(DI), as 8
// int32 in Y.
#define QSUM4Y(off, Y) \
	VMOVDQU (off)(DI), Y \
	VPMADDUBSW Y, Y8, Y \
	VPMADDWD Y7, Y, Y

// QSUM16Y: the sums of 16 codes each of the 128 codes at off(DI): those of
// codes 0-15, 32-47, 64-79, 96-111 in the low lane of A, of 16-31, 48-63,
// 80-95, 112-127 in the high lane (B, C, D are scratch).
#define QSUM16Y(off, A, B, C, D) \
	QSUM4Y(off, A) \
	QSUM4Y(off+32, B) \
	VPHADDD B, A, A \
	QSUM4Y(off+64, C) \
	QSUM4Y(off+96, D) \
	VPHADDD D, C, C \
	VPHADDD C, A, A

// func q8quantKY(x *float32, nb int, q *int8, d *float32, bs *int16)
//
// The AVX2 quantizer of the k-quant format: q8quantK's codes (the block
// maximum in another order, which no NaN-free input tells apart) and the
// sums of 16 codes as int16, by VPMADDUBSW, VPMADDWD and VPHADDD (exact:
// at most 16·127).
TEXT ·q8quantKY(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ q+16(FP), DI
	MOVQ d+24(FP), DX
	MOVQ bs+32(FP), BX
	QCONSTSY
qkyloop:
	TESTQ CX, CX
	JZ qkydone
	VANDPS 0(SI), Y15, Y0
	VANDPS 32(SI), Y15, Y1
	VANDPS 64(SI), Y15, Y2
	VANDPS 96(SI), Y15, Y3
	QMAXY4(128)
	QMAXY4(256)
	QMAXY4(384)
	QMAXY4(512)
	QMAXY4(640)
	QMAXY4(768)
	QMAXY4(896)
	VMAXPS Y1, Y0, Y0
	VMAXPS Y3, Y2, Y2
	VMAXPS Y2, Y0, Y0
	QSCALEY
	QCODES8Y(0)
	QCODES8Y(32)
	QCODES8Y(64)
	QCODES8Y(96)
	QCODES8Y(128)
	QCODES8Y(160)
	QCODES8Y(192)
	QCODES8Y(224)
	QCODES8Y(256)
	QCODES8Y(288)
	QCODES8Y(320)
	QCODES8Y(352)
	QCODES8Y(384)
	QCODES8Y(416)
	QCODES8Y(448)
	QCODES8Y(480)
	QCODES8Y(512)
	QCODES8Y(544)
	QCODES8Y(576)
	QCODES8Y(608)
	QCODES8Y(640)
	QCODES8Y(672)
	QCODES8Y(704)
	QCODES8Y(736)
	QCODES8Y(768)
	QCODES8Y(800)
	QCODES8Y(832)
	QCODES8Y(864)
	QCODES8Y(896)
	QCODES8Y(928)
	QCODES8Y(960)
	QCODES8Y(992)
	// sums of 16: even groups in the low lanes, odd in the high lanes;
	// packed to int16 (codes 0-127, then 128-255, per lane) and the lanes
	// interleaved.
	QSUM16Y(0, Y0, Y1, Y2, Y3)
	QSUM16Y(128, Y1, Y2, Y3, Y4)
	VPACKSSDW Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPUNPCKLWD X1, X0, X2
	VPUNPCKHWD X1, X0, X3
	VMOVDQU X2, 0(BX)
	VMOVDQU X3, 16(BX)
	ADDQ $1024, SI
	ADDQ $256, DI
	ADDQ $4, DX
	ADDQ $32, BX
	DECQ CX
	JMP qkyloop
qkydone:
	VZEROUPPER
	RET
