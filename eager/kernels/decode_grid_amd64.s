//go:build amd64 && !purego

#include "textflag.h"

// The SIMD expansion of the grid i-quants' and ternary types' groups
// (decode_grid.go): n records of 16 bytes (word: eight int8 values; f32
// scale; sign byte or f32 δ) to 8·n float32 at dst, eight per record.
// VPMOVSXBD widens, VCVTDQ2PS converts (exactly), VMULPS rounds the one
// product as the portable decoder does; the signs XOR a mask from
// gridSignMasks (32 bytes per sign byte). Two records a step, then one.

// func expandGridSignedY(grp *gridGroup, n int, dst *float32, masks *[256][8]uint32)
TEXT ·expandGridSignedY(SB), NOSPLIT, $0-32
	MOVQ grp+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ dst+16(FP), DI
	MOVQ masks+24(FP), R8
	CMPQ CX, $2
	JLT  signedOne

signedTwo:
	VPMOVSXBD    0(SI), Y0
	VPMOVSXBD    16(SI), Y2
	VCVTDQ2PS    Y0, Y0
	VCVTDQ2PS    Y2, Y2
	VBROADCASTSS 8(SI), Y1
	VBROADCASTSS 24(SI), Y3
	VMULPS       Y1, Y0, Y0
	VMULPS       Y3, Y2, Y2
	MOVL         12(SI), AX
	MOVL         28(SI), BX
	SHLQ         $5, AX
	SHLQ         $5, BX
	VPXOR        (R8)(AX*1), Y0, Y0
	VPXOR        (R8)(BX*1), Y2, Y2
	VMOVUPS      Y0, 0(DI)
	VMOVUPS      Y2, 32(DI)
	ADDQ         $32, SI
	ADDQ         $64, DI
	SUBQ         $2, CX
	CMPQ         CX, $2
	JGE          signedTwo

signedOne:
	TESTQ        CX, CX
	JZ           signedDone
	VPMOVSXBD    0(SI), Y0
	VCVTDQ2PS    Y0, Y0
	VBROADCASTSS 8(SI), Y1
	VMULPS       Y1, Y0, Y0
	MOVL         12(SI), AX
	SHLQ         $5, AX
	VPXOR        (R8)(AX*1), Y0, Y0
	VMOVUPS      Y0, 0(DI)

signedDone:
	VZEROUPPER
	RET

// func expandGridDeltaY(grp *gridGroup, n int, dst *float32)
TEXT ·expandGridDeltaY(SB), NOSPLIT, $0-24
	MOVQ grp+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ dst+16(FP), DI
	CMPQ CX, $2
	JLT  deltaOne

deltaTwo:
	VPMOVSXBD    0(SI), Y0
	VPMOVSXBD    16(SI), Y2
	VCVTDQ2PS    Y0, Y0
	VCVTDQ2PS    Y2, Y2
	VBROADCASTSS 12(SI), Y4
	VBROADCASTSS 28(SI), Y5
	VADDPS       Y4, Y0, Y0
	VADDPS       Y5, Y2, Y2
	VBROADCASTSS 8(SI), Y1
	VBROADCASTSS 24(SI), Y3
	VMULPS       Y1, Y0, Y0
	VMULPS       Y3, Y2, Y2
	VMOVUPS      Y0, 0(DI)
	VMOVUPS      Y2, 32(DI)
	ADDQ         $32, SI
	ADDQ         $64, DI
	SUBQ         $2, CX
	CMPQ         CX, $2
	JGE          deltaTwo

deltaOne:
	TESTQ        CX, CX
	JZ           deltaDone
	VPMOVSXBD    0(SI), Y0
	VCVTDQ2PS    Y0, Y0
	VBROADCASTSS 12(SI), Y4
	VADDPS       Y4, Y0, Y0
	VBROADCASTSS 8(SI), Y1
	VMULPS       Y1, Y0, Y0
	VMOVUPS      Y0, 0(DI)

deltaDone:
	VZEROUPPER
	RET
