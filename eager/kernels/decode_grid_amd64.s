//go:build amd64 && !purego

#include "textflag.h"

// The SIMD expansion of the grid i-quants' and ternary types' groups
// (decode_grid.go): a gridBlock (words at 0, pair scales at 256, sign
// bytes at 320, δ at 352) to 256 float32, or fused with x into two rows'
// 16-lane accumulators (element i into lane i mod 16, in element order,
// as the F32 kernels do). VPMOVSXBD widens the int8 grid values,
// VCVTDQ2PS converts them (exactly), VMULPS rounds the one product as the
// portable decoder does; the signs flip bit 31: AVX2 XORs a mask from
// gridSignMasks (32 bytes per sign byte), AVX-512 XORs under the sign byte
// as a lane mask. CX counts groups, two a step.

DATA gridsignbit<>+0(SB)/4, $0x80000000
GLOBL gridsignbit<>(SB), RODATA|NOPTR, $4

DATA gridpairidx<>+0(SB)/8, $0
DATA gridpairidx<>+8(SB)/8, $0
DATA gridpairidx<>+16(SB)/8, $0
DATA gridpairidx<>+24(SB)/8, $0
DATA gridpairidx<>+32(SB)/8, $0x0000000100000001
DATA gridpairidx<>+40(SB)/8, $0x0000000100000001
DATA gridpairidx<>+48(SB)/8, $0x0000000100000001
DATA gridpairidx<>+56(SB)/8, $0x0000000100000001
GLOBL gridpairidx<>(SB), RODATA|NOPTR, $64

// SIGNEDY: groups CX and CX+1 of the block at B into Y D0 and D1 (T: the
// scale; R0, R1 scratch; masks at R8).
#define SIGNEDY(B, D0, D1, T, R0, R1) \
	VBROADCASTSS 256(B)(CX*2), T \
	VPMOVSXBD    0(B)(CX*8), D0 \
	VPMOVSXBD    8(B)(CX*8), D1 \
	VCVTDQ2PS    D0, D0 \
	VCVTDQ2PS    D1, D1 \
	VMULPS       T, D0, D0 \
	VMULPS       T, D1, D1 \
	MOVBLZX      320(B)(CX*1), R0 \
	MOVBLZX      321(B)(CX*1), R1 \
	SHLQ         $5, R0 \
	SHLQ         $5, R1 \
	VPXOR        (R8)(R0*1), D0, D0 \
	VPXOR        (R8)(R1*1), D1, D1

// DELTAY: as SIGNEDY for the δ groups (T, U scratch).
#define DELTAY(B, D0, D1, T, U) \
	VPMOVSXBD    0(B)(CX*8), D0 \
	VPMOVSXBD    8(B)(CX*8), D1 \
	VCVTDQ2PS    D0, D0 \
	VCVTDQ2PS    D1, D1 \
	VBROADCASTSS 352(B)(CX*4), T \
	VBROADCASTSS 356(B)(CX*4), U \
	VADDPS       T, D0, D0 \
	VADDPS       U, D1, D1 \
	VBROADCASTSS 256(B)(CX*2), T \
	VMULPS       T, D0, D0 \
	VMULPS       T, D1, D1

// SIGNEDZ: groups CX and CX+1 of the block at B into Z D (T scratch; the
// sign bit broadcast in Z31).
#define SIGNEDZ(B, D, T) \
	VPMOVSXBD    0(B)(CX*8), D \
	VCVTDQ2PS    D, D \
	VBROADCASTSS 256(B)(CX*2), T \
	VMULPS       T, D, D \
	KMOVW        320(B)(CX*1), K1 \
	VPXORD       Z31, D, K1, D

// DELTAZ: as SIGNEDZ for the δ groups (the pair index in Z30).
#define DELTAZ(B, D, T) \
	VPMOVSXBD    0(B)(CX*8), D \
	VCVTDQ2PS    D, D \
	VMOVSD       352(B)(CX*4), X29 \
	VPERMPS      Z29, Z30, T \
	VADDPS       T, D, D \
	VBROADCASTSS 256(B)(CX*2), T \
	VMULPS       T, D, D

// func expandGridSignedY(b *gridBlock, dst *float32, masks *[256][8]uint32)
TEXT ·expandGridSignedY(SB), NOSPLIT, $0-24
	MOVQ b+0(FP), SI
	MOVQ dst+8(FP), DI
	MOVQ masks+16(FP), R8
	XORQ CX, CX

esy:
	SIGNEDY(SI, Y0, Y2, Y1, AX, BX)
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y2, 32(DI)
	ADDQ    $64, DI
	ADDQ    $2, CX
	CMPQ    CX, $32
	JLT     esy
	VZEROUPPER
	RET

// func expandGridDeltaY(b *gridBlock, dst *float32)
TEXT ·expandGridDeltaY(SB), NOSPLIT, $0-16
	MOVQ b+0(FP), SI
	MOVQ dst+8(FP), DI
	XORQ CX, CX

edy:
	DELTAY(SI, Y0, Y2, Y1, Y3)
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y2, 32(DI)
	ADDQ    $64, DI
	ADDQ    $2, CX
	CMPQ    CX, $32
	JLT     edy
	VZEROUPPER
	RET

// func expandGridSignedZ(b *gridBlock, dst *float32)
TEXT ·expandGridSignedZ(SB), NOSPLIT, $0-16
	MOVQ         b+0(FP), SI
	MOVQ         dst+8(FP), DI
	VBROADCASTSS gridsignbit<>(SB), Z31
	XORQ         CX, CX

esz:
	SIGNEDZ(SI, Z0, Z1)
	VMOVUPS Z0, 0(DI)
	ADDQ    $64, DI
	ADDQ    $2, CX
	CMPQ    CX, $32
	JLT     esz
	VZEROUPPER
	RET

// func expandGridDeltaZ(b *gridBlock, dst *float32)
TEXT ·expandGridDeltaZ(SB), NOSPLIT, $0-16
	MOVQ    b+0(FP), SI
	MOVQ    dst+8(FP), DI
	VMOVDQU32 gridpairidx<>(SB), Z30
	XORQ    CX, CX

edz:
	DELTAZ(SI, Z0, Z1)
	VMOVUPS Z0, 0(DI)
	ADDQ    $64, DI
	ADDQ    $2, CX
	CMPQ    CX, $32
	JLT     edz
	VZEROUPPER
	RET

// func dot2GridSignedY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, masks *[256][8]uint32)
TEXT ·dot2GridSignedY(SB), NOSPLIT, $0-48
	MOVQ    ga+0(FP), SI
	MOVQ    gb+8(FP), DI
	MOVQ    x+16(FP), DX
	MOVQ    acca+24(FP), R9
	MOVQ    accb+32(FP), R10
	MOVQ    masks+40(FP), R8
	VMOVUPS 0(R9), Y8
	VMOVUPS 32(R9), Y9
	VMOVUPS 0(R10), Y10
	VMOVUPS 32(R10), Y11
	XORQ    CX, CX

dsy:
	SIGNEDY(SI, Y0, Y1, Y4, AX, BX)
	SIGNEDY(DI, Y2, Y3, Y5, R11, R12)
	VMOVUPS     0(DX), Y12
	VMOVUPS     32(DX), Y13
	VFMADD231PS Y12, Y0, Y8
	VFMADD231PS Y13, Y1, Y9
	VFMADD231PS Y12, Y2, Y10
	VFMADD231PS Y13, Y3, Y11
	ADDQ        $64, DX
	ADDQ        $2, CX
	CMPQ        CX, $32
	JLT         dsy
	VMOVUPS     Y8, 0(R9)
	VMOVUPS     Y9, 32(R9)
	VMOVUPS     Y10, 0(R10)
	VMOVUPS     Y11, 32(R10)
	VZEROUPPER
	RET

// func dot2GridDeltaY(ga, gb *gridBlock, x *float32, acca, accb *lanes16)
TEXT ·dot2GridDeltaY(SB), NOSPLIT, $0-40
	MOVQ    ga+0(FP), SI
	MOVQ    gb+8(FP), DI
	MOVQ    x+16(FP), DX
	MOVQ    acca+24(FP), R9
	MOVQ    accb+32(FP), R10
	VMOVUPS 0(R9), Y8
	VMOVUPS 32(R9), Y9
	VMOVUPS 0(R10), Y10
	VMOVUPS 32(R10), Y11
	XORQ    CX, CX

ddy:
	DELTAY(SI, Y0, Y1, Y4, Y5)
	DELTAY(DI, Y2, Y3, Y6, Y7)
	VMOVUPS     0(DX), Y12
	VMOVUPS     32(DX), Y13
	VFMADD231PS Y12, Y0, Y8
	VFMADD231PS Y13, Y1, Y9
	VFMADD231PS Y12, Y2, Y10
	VFMADD231PS Y13, Y3, Y11
	ADDQ        $64, DX
	ADDQ        $2, CX
	CMPQ        CX, $32
	JLT         ddy
	VMOVUPS     Y8, 0(R9)
	VMOVUPS     Y9, 32(R9)
	VMOVUPS     Y10, 0(R10)
	VMOVUPS     Y11, 32(R10)
	VZEROUPPER
	RET

// func dot2GridSignedZ(ga, gb *gridBlock, x *float32, acca, accb *lanes16)
TEXT ·dot2GridSignedZ(SB), NOSPLIT, $0-40
	MOVQ         ga+0(FP), SI
	MOVQ         gb+8(FP), DI
	MOVQ         x+16(FP), DX
	MOVQ         acca+24(FP), R9
	MOVQ         accb+32(FP), R10
	VBROADCASTSS gridsignbit<>(SB), Z31
	VMOVUPS      0(R9), Z8
	VMOVUPS      0(R10), Z9
	XORQ         CX, CX

dsz:
	SIGNEDZ(SI, Z0, Z1)
	SIGNEDZ(DI, Z2, Z3)
	VMOVUPS     0(DX), Z4
	VFMADD231PS Z4, Z0, Z8
	VFMADD231PS Z4, Z2, Z9
	ADDQ        $64, DX
	ADDQ        $2, CX
	CMPQ        CX, $32
	JLT         dsz
	VMOVUPS     Z8, 0(R9)
	VMOVUPS     Z9, 0(R10)
	VZEROUPPER
	RET

// func dot2GridDeltaZ(ga, gb *gridBlock, x *float32, acca, accb *lanes16)
TEXT ·dot2GridDeltaZ(SB), NOSPLIT, $0-40
	MOVQ      ga+0(FP), SI
	MOVQ      gb+8(FP), DI
	MOVQ      x+16(FP), DX
	MOVQ      acca+24(FP), R9
	MOVQ      accb+32(FP), R10
	VMOVDQU32 gridpairidx<>(SB), Z30
	VMOVUPS   0(R9), Z8
	VMOVUPS   0(R10), Z9
	XORQ      CX, CX

ddz:
	DELTAZ(SI, Z0, Z1)
	DELTAZ(DI, Z2, Z3)
	VMOVUPS     0(DX), Z4
	VFMADD231PS Z4, Z0, Z8
	VFMADD231PS Z4, Z2, Z9
	ADDQ        $64, DX
	ADDQ        $2, CX
	CMPQ        CX, $32
	JLT         ddz
	VMOVUPS     Z8, 0(R9)
	VMOVUPS     Z9, 0(R10)
	VZEROUPPER
	RET
