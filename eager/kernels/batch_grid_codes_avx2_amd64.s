//go:build amd64 && !purego

#include "textflag.h"
#include "bitmask_y_amd64.h"

// A gridBlock's groups (decode_grid.go) as the int8 codes and pair scales
// of a fused-batch frame block (batch_fused_avx2_amd64.s, gemmGridx8Y):
// 256 codes at 0(DI), element i at byte i, and the sixteen scales of
// elements 16p.. at 256 + 4p(DI), so that code·scale is the expansion's
// weight bit for bit.
//
// Signed groups: the code is the grid value negated where its sign bit is
// set, and (−q)·s is the expansion's (q·s) with the sign flipped (the
// rounding is symmetric). δ groups: the code is 8q ± 1 (8δ, δ = ±0.125)
// and the scale s/8 (exact), so code·(s/8) is the real (q + δ)·s rounded
// once, as the expansion rounds it.

// gcdsel: byte k of lane 0 takes the top byte of δ dword k/8, of lane 1
// of dword 2 + k/8 (the four δ of a broadcast 16 bytes).
DATA gcdsel<>+0(SB)/8, $0x0303030303030303
DATA gcdsel<>+8(SB)/8, $0x0707070707070707
DATA gcdsel<>+16(SB)/8, $0x0b0b0b0b0b0b0b0b
DATA gcdsel<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL gcdsel<>(SB), RODATA|NOPTR, $32

DATA gcf8<>+0(SB)/8, $0xf8f8f8f8f8f8f8f8
DATA gcf8<>+8(SB)/8, $0xf8f8f8f8f8f8f8f8
DATA gcf8<>+16(SB)/8, $0xf8f8f8f8f8f8f8f8
DATA gcf8<>+24(SB)/8, $0xf8f8f8f8f8f8f8f8
GLOBL gcf8<>(SB), RODATA|NOPTR, $32

DATA gcone<>+0(SB)/8, $0x0101010101010101
DATA gcone<>+8(SB)/8, $0x0101010101010101
DATA gcone<>+16(SB)/8, $0x0101010101010101
DATA gcone<>+24(SB)/8, $0x0101010101010101
GLOBL gcone<>(SB), RODATA|NOPTR, $32

DATA gceighth<>+0(SB)/4, $0.125
GLOBL gceighth<>(SB), RODATA|NOPTR, $4

// GCSIGNED(k): groups 4k..4k+3.
#define GCSIGNED(k) \
	VMOVDQU      (32*k)(SI), Y0 \
	VPBROADCASTD (320+4*k)(SI), Y1 \
	BITMASK32(Y1) \
	VPXOR        Y1, Y0, Y0 \
	VPSUBB       Y1, Y0, Y0 \
	VMOVDQU      Y0, (32*k)(DI)

// func gridCodesSignedY(b *gridBlock, dst *byte)
TEXT ·gridCodesSignedY(SB), NOSPLIT, $0-16
	MOVQ    b+0(FP), SI
	MOVQ    dst+8(FP), DI
	GCSIGNED(0)
	GCSIGNED(1)
	GCSIGNED(2)
	GCSIGNED(3)
	GCSIGNED(4)
	GCSIGNED(5)
	GCSIGNED(6)
	GCSIGNED(7)
	VMOVUPS 256(SI), Y0
	VMOVUPS 288(SI), Y1
	VMOVUPS Y0, 256(DI)
	VMOVUPS Y1, 288(DI)
	VZEROUPPER
	RET

// GCDELTA(k): groups 4k..4k+3: 8q, then ±1 by the sign of δ (0xff | 1 is
// −1, 0 | 1 is 1).
#define GCDELTA(k) \
	VMOVDQU        (32*k)(SI), Y0 \
	VPSLLW         $3, Y0, Y0 \
	VPAND          Y6, Y0, Y0 \
	VBROADCASTI128 (352+16*k)(SI), Y1 \
	VPSRAD         $31, Y1, Y1 \
	VPSHUFB        Y4, Y1, Y1 \
	VPOR           Y5, Y1, Y1 \
	VPADDB         Y1, Y0, Y0 \
	VMOVDQU        Y0, (32*k)(DI)

// func gridCodesDeltaY(b *gridBlock, dst *byte)
TEXT ·gridCodesDeltaY(SB), NOSPLIT, $0-16
	MOVQ         b+0(FP), SI
	MOVQ         dst+8(FP), DI
	VMOVDQU      gcdsel<>(SB), Y4
	VMOVDQU      gcone<>(SB), Y5
	VMOVDQU      gcf8<>(SB), Y6
	GCDELTA(0)
	GCDELTA(1)
	GCDELTA(2)
	GCDELTA(3)
	GCDELTA(4)
	GCDELTA(5)
	GCDELTA(6)
	GCDELTA(7)
	VBROADCASTSS gceighth<>(SB), Y2
	VMULPS       256(SI), Y2, Y0
	VMULPS       288(SI), Y2, Y1
	VMOVUPS      Y0, 256(DI)
	VMOVUPS      Y1, 288(DI)
	VZEROUPPER
	RET
