//go:build amd64 && !purego

#include "textflag.h"

// SIMD tile decoders of the code-book 4-bit types IQ4_NL, IQ4_XS and MXFP4
// (decode_iq4_amd64.go): n blocks, stride bytes apart, decoded to n·BE
// float32 values, bit for bit the Go decoders (decode_iq4.go). Each value
// is one float32 product of the (sub-)block scale and a code-book entry:
// AVX-512 multiplies the scale into a 16-entry float table and picks with
// VPERMPS; AVX2 picks the int8 entry with VPSHUFB, widens, converts
// (exactly) and multiplies. The loop counter is R9 (CX serves shifts).
// Scalars enter vector registers with VMOVD, never the SSE MOVD (MOVL to
// X): an SSE instruction while the upper halves are dirty stalls Intel
// cores for about 0.2 µs (TestAsmNoLegacySSE).

DATA lutiq4nl<>+0(SB)/4, $-127.0
DATA lutiq4nl<>+4(SB)/4, $-104.0
DATA lutiq4nl<>+8(SB)/4, $-83.0
DATA lutiq4nl<>+12(SB)/4, $-65.0
DATA lutiq4nl<>+16(SB)/4, $-49.0
DATA lutiq4nl<>+20(SB)/4, $-35.0
DATA lutiq4nl<>+24(SB)/4, $-22.0
DATA lutiq4nl<>+28(SB)/4, $-10.0
DATA lutiq4nl<>+32(SB)/4, $1.0
DATA lutiq4nl<>+36(SB)/4, $13.0
DATA lutiq4nl<>+40(SB)/4, $25.0
DATA lutiq4nl<>+44(SB)/4, $38.0
DATA lutiq4nl<>+48(SB)/4, $53.0
DATA lutiq4nl<>+52(SB)/4, $69.0
DATA lutiq4nl<>+56(SB)/4, $89.0
DATA lutiq4nl<>+60(SB)/4, $113.0
GLOBL lutiq4nl<>(SB), RODATA|NOPTR, $64

DATA lutmxfp4<>+0(SB)/4, $0.0
DATA lutmxfp4<>+4(SB)/4, $1.0
DATA lutmxfp4<>+8(SB)/4, $2.0
DATA lutmxfp4<>+12(SB)/4, $3.0
DATA lutmxfp4<>+16(SB)/4, $4.0
DATA lutmxfp4<>+20(SB)/4, $6.0
DATA lutmxfp4<>+24(SB)/4, $8.0
DATA lutmxfp4<>+28(SB)/4, $12.0
DATA lutmxfp4<>+32(SB)/4, $0.0
DATA lutmxfp4<>+36(SB)/4, $-1.0
DATA lutmxfp4<>+40(SB)/4, $-2.0
DATA lutmxfp4<>+44(SB)/4, $-3.0
DATA lutmxfp4<>+48(SB)/4, $-4.0
DATA lutmxfp4<>+52(SB)/4, $-6.0
DATA lutmxfp4<>+56(SB)/4, $-8.0
DATA lutmxfp4<>+60(SB)/4, $-12.0
GLOBL lutmxfp4<>(SB), RODATA|NOPTR, $64

DATA kviq4nl<>+0(SB)/8, $0xf6eaddcfbfad9881
DATA kviq4nl<>+8(SB)/8, $0x7159453526190d01
GLOBL kviq4nl<>(SB), RODATA|NOPTR, $16

DATA kvmxfp4<>+0(SB)/8, $0x0c08060403020100
DATA kvmxfp4<>+8(SB)/8, $0xf4f8fafcfdfeff00
GLOBL kvmxfp4<>(SB), RODATA|NOPTR, $16

DATA nib0f16<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nib0f16<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL nib0f16<>(SB), RODATA|NOPTR, $16

// XSSCALE(LOFF, LSH, HSH, XD): X13 = XD·float32(ls − 32) for the IQ4_XS
// sub-block whose low scale bits are at LOFF(SI) >> LSH and high bits at
// R10 >> HSH (R10 = scales_h).
#define XSSCALE(LOFF, LSH, HSH, XD) \
	MOVBLZX LOFF(SI), AX \
	SHRL $LSH, AX \
	ANDL $15, AX \
	MOVL R10, BX \
	SHRL $HSH, BX \
	ANDL $3, BX \
	SHLL $4, BX \
	ORL BX, AX \
	SUBL $32, AX \
	VCVTSI2SSL AX, X13, X13 \
	VMULSS XD, X13, X13

// NIBZ(QOFF, DOFF, T): the 16 bytes at QOFF(SI) through the float table T
// (low nibbles, then high) to 32 floats at DOFF(DI).
#define NIBZ(QOFF, DOFF, T) \
	VPMOVZXBD QOFF(SI), Z0 \
	VPSRLD $4, Z0, Z1 \
	VPERMPS T, Z0, Z2 \
	VPERMPS T, Z1, Z3 \
	VMOVUPS Z2, DOFF(DI) \
	VMOVUPS Z3, DOFF+64(DI)

// NIBY(QOFF, DOFF): the 16 bytes at QOFF(SI) through the int8 table X11
// (mask X10), widened, converted and multiplied by Y12, to 32 floats at
// DOFF(DI).
#define NIBY(QOFF, DOFF) \
	VMOVDQU QOFF(SI), X0 \
	VPSRLW $4, X0, X1 \
	VPAND X10, X0, X0 \
	VPAND X10, X1, X1 \
	VPSHUFB X0, X11, X0 \
	VPSHUFB X1, X11, X1 \
	VPMOVSXBD X0, Y2 \
	VPSRLDQ $8, X0, X0 \
	VPMOVSXBD X0, Y3 \
	VPMOVSXBD X1, Y4 \
	VPSRLDQ $8, X1, X1 \
	VPMOVSXBD X1, Y5 \
	VCVTDQ2PS Y2, Y2 \
	VCVTDQ2PS Y3, Y3 \
	VCVTDQ2PS Y4, Y4 \
	VCVTDQ2PS Y5, Y5 \
	VMULPS Y12, Y2, Y2 \
	VMULPS Y12, Y3, Y3 \
	VMULPS Y12, Y4, Y4 \
	VMULPS Y12, Y5, Y5 \
	VMOVUPS Y2, DOFF(DI) \
	VMOVUPS Y3, DOFF+32(DI) \
	VMOVUPS Y4, DOFF+64(DI) \
	VMOVUPS Y5, DOFF+96(DI)

// E8M0(R): the scale 2^(e−128) of the exponent byte at 0(SI) broadcast
// into R: (e − 1) << 23, or 0x00200000 << e for e < 2.
#define E8M0(R) \
	MOVBLZX 0(SI), AX \
	LEAL -1(AX), BX \
	SHLL $23, BX \
	MOVL $0x00200000, R8 \
	MOVL AX, CX \
	SHLL CX, R8 \
	CMPL AX, $2 \
	CMOVLCS R8, BX \
	VMOVD BX, X13 \
	VBROADCASTSS X13, R

// func decodeIQ4_NLZ(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeIQ4_NLZ(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), R9
	MOVQ dst+24(FP), DI
	TESTQ R9, R9
	JZ dnlzdone
dnlzloop:
	VPBROADCASTW 0(SI), Y12
	VCVTPH2PS Y12, Z4
	VMULPS lutiq4nl<>(SB), Z4, Z4
	NIBZ(2, 0, Z4)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ R9
	JNZ dnlzloop
dnlzdone:
	VZEROUPPER
	RET

// func decodeMXFP4Z(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeMXFP4Z(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), R9
	MOVQ dst+24(FP), DI
	TESTQ R9, R9
	JZ dmxzdone
dmxzloop:
	E8M0(Z4)
	VMULPS lutmxfp4<>(SB), Z4, Z4
	NIBZ(1, 0, Z4)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ R9
	JNZ dmxzloop
dmxzdone:
	VZEROUPPER
	RET

// func decodeIQ4_XSZ(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeIQ4_XSZ(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), R9
	MOVQ dst+24(FP), DI
	TESTQ R9, R9
	JZ dxszdone
dxszloop:
	MOVWLZX 0(SI), AX
	VMOVD AX, X12
	VCVTPH2PS X12, X12
	MOVWLZX 2(SI), R10
	XSSCALE(4, 0, 0, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(8, 0, Z5)
	XSSCALE(4, 4, 2, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(24, 128, Z5)
	XSSCALE(5, 0, 4, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(40, 256, Z5)
	XSSCALE(5, 4, 6, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(56, 384, Z5)
	XSSCALE(6, 0, 8, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(72, 512, Z5)
	XSSCALE(6, 4, 10, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(88, 640, Z5)
	XSSCALE(7, 0, 12, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(104, 768, Z5)
	XSSCALE(7, 4, 14, X12)
	VBROADCASTSS X13, Z5
	VMULPS lutiq4nl<>(SB), Z5, Z5
	NIBZ(120, 896, Z5)
	ADDQ DX, SI
	ADDQ $1024, DI
	DECQ R9
	JNZ dxszloop
dxszdone:
	VZEROUPPER
	RET

// func decodeIQ4_NLSIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeIQ4_NLSIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), R9
	MOVQ dst+24(FP), DI
	VMOVDQU kviq4nl<>(SB), X11
	VMOVDQU nib0f16<>(SB), X10
	TESTQ R9, R9
	JZ dnldone
dnlloop:
	VPBROADCASTW 0(SI), X12
	VCVTPH2PS X12, Y12
	NIBY(2, 0)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ R9
	JNZ dnlloop
dnldone:
	VZEROUPPER
	RET

// func decodeMXFP4SIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeMXFP4SIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), R9
	MOVQ dst+24(FP), DI
	VMOVDQU kvmxfp4<>(SB), X11
	VMOVDQU nib0f16<>(SB), X10
	TESTQ R9, R9
	JZ dmxdone
dmxloop:
	E8M0(Y12)
	NIBY(1, 0)
	ADDQ DX, SI
	ADDQ $128, DI
	DECQ R9
	JNZ dmxloop
dmxdone:
	VZEROUPPER
	RET

// func decodeIQ4_XSSIMD(src unsafe.Pointer, stride, n int, dst *float32)
TEXT ·decodeIQ4_XSSIMD(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ stride+8(FP), DX
	MOVQ n+16(FP), R9
	MOVQ dst+24(FP), DI
	VMOVDQU kviq4nl<>(SB), X11
	VMOVDQU nib0f16<>(SB), X10
	TESTQ R9, R9
	JZ dxsdone
dxsloop:
	MOVWLZX 0(SI), AX
	VMOVD AX, X9
	VCVTPH2PS X9, X9
	MOVWLZX 2(SI), R10
	XSSCALE(4, 0, 0, X9)
	VBROADCASTSS X13, Y12
	NIBY(8, 0)
	XSSCALE(4, 4, 2, X9)
	VBROADCASTSS X13, Y12
	NIBY(24, 128)
	XSSCALE(5, 0, 4, X9)
	VBROADCASTSS X13, Y12
	NIBY(40, 256)
	XSSCALE(5, 4, 6, X9)
	VBROADCASTSS X13, Y12
	NIBY(56, 384)
	XSSCALE(6, 0, 8, X9)
	VBROADCASTSS X13, Y12
	NIBY(72, 512)
	XSSCALE(6, 4, 10, X9)
	VBROADCASTSS X13, Y12
	NIBY(88, 640)
	XSSCALE(7, 0, 12, X9)
	VBROADCASTSS X13, Y12
	NIBY(104, 768)
	XSSCALE(7, 4, 14, X9)
	VBROADCASTSS X13, Y12
	NIBY(120, 896)
	ADDQ DX, SI
	ADDQ $1024, DI
	DECQ R9
	JNZ dxsloop
dxsdone:
	VZEROUPPER
	RET
