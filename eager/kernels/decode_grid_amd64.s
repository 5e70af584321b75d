//go:build amd64 && !purego

#include "textflag.h"
#include "decode_grid_amd64.h"

// The SIMD expansion of the grid i-quants' and ternary types' groups
// (decode_grid.go): a gridBlock (words at 0, pair scales at 256, sign
// bytes at 320, δ at 352) to 256 float32, or fused with x into two rows'
// 16-lane accumulators (element i into lane i mod 16, in element order,
// as the F32 kernels do). VPMOVSXBD widens the int8 grid values,
// VCVTDQ2PS converts them (exactly), VMULPS rounds the one product as the
// portable decoder does; the signs flip bit 31: AVX2 XORs a mask from
// gridSignMasks (32 bytes per sign byte), AVX-512 XORs under the sign byte
// as a lane mask. CX counts groups, two a step. The AVX-512 expansion and
// its constants are in decode_grid_amd64.h.

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
	SIGNEDZ(SI, Z0, Z1, Z31)
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
	DELTAZ(SI, Z0, Z1, Z30, X29, Z29)
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
	SIGNEDZ(SI, Z0, Z1, Z31)
	SIGNEDZ(DI, Z2, Z3, Z31)
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
	DELTAZ(SI, Z0, Z1, Z30, X29, Z29)
	DELTAZ(DI, Z2, Z3, Z30, X29, Z29)
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

// groupsIQ2_XXSZ is groupsIQ2_XXS with AVX-512 (VBMI): the 32 grid
// indices picked with VPERMB and the words gathered (VPGATHERDQ); the sign
// indices shifted out of the four aux words (VPSRLVD) and completed to
// ksigns' entries (bit 7: the parity of the seven bits); the scales
// ((d·(0.5 + s))·0.25) sixteen at once. d is the block's f16 scale.
DATA iq2xxsidx<>+0(SB)/8, $0x0b0a090803020100
DATA iq2xxsidx<>+8(SB)/8, $0x1b1a191813121110
DATA iq2xxsidx<>+16(SB)/8, $0x2b2a292823222120
DATA iq2xxsidx<>+24(SB)/8, $0x3b3a393833323130
DATA iq2xxsidx<>+32(SB)/8, $0x0000000000000000
DATA iq2xxsidx<>+40(SB)/8, $0x0000000000000000
DATA iq2xxsidx<>+48(SB)/8, $0x0000000000000000
DATA iq2xxsidx<>+56(SB)/8, $0x0000000000000000
GLOBL iq2xxsidx<>(SB), RODATA|NOPTR, $64
DATA iq2xxsauxlo<>+0(SB)/8, $0x0000000100000001
DATA iq2xxsauxlo<>+8(SB)/8, $0x0000000100000001
DATA iq2xxsauxlo<>+16(SB)/8, $0x0000000300000003
DATA iq2xxsauxlo<>+24(SB)/8, $0x0000000300000003
DATA iq2xxsauxlo<>+32(SB)/8, $0x0000000500000005
DATA iq2xxsauxlo<>+40(SB)/8, $0x0000000500000005
DATA iq2xxsauxlo<>+48(SB)/8, $0x0000000700000007
DATA iq2xxsauxlo<>+56(SB)/8, $0x0000000700000007
GLOBL iq2xxsauxlo<>(SB), RODATA|NOPTR, $64
DATA iq2xxsauxhi<>+0(SB)/8, $0x0000000900000009
DATA iq2xxsauxhi<>+8(SB)/8, $0x0000000900000009
DATA iq2xxsauxhi<>+16(SB)/8, $0x0000000b0000000b
DATA iq2xxsauxhi<>+24(SB)/8, $0x0000000b0000000b
DATA iq2xxsauxhi<>+32(SB)/8, $0x0000000d0000000d
DATA iq2xxsauxhi<>+40(SB)/8, $0x0000000d0000000d
DATA iq2xxsauxhi<>+48(SB)/8, $0x0000000f0000000f
DATA iq2xxsauxhi<>+56(SB)/8, $0x0000000f0000000f
GLOBL iq2xxsauxhi<>(SB), RODATA|NOPTR, $64
DATA iq2xxsshift<>+0(SB)/8, $0x0000000700000000
DATA iq2xxsshift<>+8(SB)/8, $0x000000150000000e
DATA iq2xxsshift<>+16(SB)/8, $0x0000000700000000
DATA iq2xxsshift<>+24(SB)/8, $0x000000150000000e
DATA iq2xxsshift<>+32(SB)/8, $0x0000000700000000
DATA iq2xxsshift<>+40(SB)/8, $0x000000150000000e
DATA iq2xxsshift<>+48(SB)/8, $0x0000000700000000
DATA iq2xxsshift<>+56(SB)/8, $0x000000150000000e
GLOBL iq2xxsshift<>(SB), RODATA|NOPTR, $64
DATA iq2xxspair<>+0(SB)/8, $0x0000000100000001
DATA iq2xxspair<>+8(SB)/8, $0x0000000300000003
DATA iq2xxspair<>+16(SB)/8, $0x0000000500000005
DATA iq2xxspair<>+24(SB)/8, $0x0000000700000007
DATA iq2xxspair<>+32(SB)/8, $0x0000000900000009
DATA iq2xxspair<>+40(SB)/8, $0x0000000b0000000b
DATA iq2xxspair<>+48(SB)/8, $0x0000000d0000000d
DATA iq2xxspair<>+56(SB)/8, $0x0000000f0000000f
GLOBL iq2xxspair<>(SB), RODATA|NOPTR, $64

DATA gridhalf<>+0(SB)/4, $0.5
GLOBL gridhalf<>(SB), RODATA|NOPTR, $4
DATA gridquarter<>+0(SB)/4, $0.25
GLOBL gridquarter<>(SB), RODATA|NOPTR, $4
DATA grid127<>+0(SB)/4, $127
GLOBL grid127<>(SB), RODATA|NOPTR, $4

// IQ2XXSSIGNS: the sign bytes of 16 groups from the aux words picked by
// index vector IDX into X register OUT (Z0: the chunks; Z22: shifts; Z23:
// 127 broadcast).
#define IQ2XXSSIGNS(IDX, OUT) \
	VPERMD   Z0, IDX, Z10 \
	VPSRLVD  Z22, Z10, Z10 \
	VPANDD   Z23, Z10, Z10 \
	VPSRLD   $4, Z10, Z11 \
	VPXORD   Z10, Z11, Z11 \
	VPSRLD   $2, Z11, Z12 \
	VPXORD   Z11, Z12, Z12 \
	VPSRLD   $1, Z12, Z13 \
	VPXORD   Z12, Z13, Z13 \
	VPSLLD   $7, Z13, Z13 \
	VPORD    Z13, Z10, Z10 \
	VPMOVDB  Z10, OUT

// func groupsIQ2_XXSZ(b *byte, blk *gridBlock, grid *uint64, d float32)
TEXT ·groupsIQ2_XXSZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VMOVDQU8  2(SI), Z0
	// Words.
	VMOVDQU8  iq2xxsidx<>(SB), Z20
	VPERMB    Z0, Z20, Z1
	VPMOVZXBD X1, Z2
	VEXTRACTI32X4 $1, Y1, X3
	VPMOVZXBD X3, Z3
	VEXTRACTI32X8 $1, Z2, Y4
	VEXTRACTI32X8 $1, Z3, Y5
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y2*8), K1, Z6
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y4*8), K1, Z7
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y3*8), K1, Z8
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y5*8), K1, Z9
	VMOVDQU64 Z6, 0(DI)
	VMOVDQU64 Z7, 64(DI)
	VMOVDQU64 Z8, 128(DI)
	VMOVDQU64 Z9, 192(DI)
	// Signs.
	VMOVDQU32 iq2xxsshift<>(SB), Z22
	VPBROADCASTD grid127<>(SB), Z23
	VMOVDQU32 iq2xxsauxlo<>(SB), Z21
	IQ2XXSSIGNS(Z21, X14)
	VMOVDQU32 iq2xxsauxhi<>(SB), Z21
	IQ2XXSSIGNS(Z21, X15)
	VMOVDQU   X14, 320(DI)
	VMOVDQU   X15, 336(DI)
	// Scales of the pairs.
	VMOVDQU32 iq2xxspair<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLD    $28, Z10, Z10
	VCVTDQ2PS Z10, Z10
	VADDPS.BCST gridhalf<>(SB), Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMULPS.BCST gridquarter<>(SB), Z10, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// Index vectors of the block readers below: the aux word (or scale byte)
// of groups 0..15 and 16..31, of pair p (p/2), and pair p's nibble shift.
DATA gridauxlo<>+0(SB)/8, $0x0000000000000000
DATA gridauxlo<>+8(SB)/8, $0x0000000000000000
DATA gridauxlo<>+16(SB)/8, $0x0000000100000001
DATA gridauxlo<>+24(SB)/8, $0x0000000100000001
DATA gridauxlo<>+32(SB)/8, $0x0000000200000002
DATA gridauxlo<>+40(SB)/8, $0x0000000200000002
DATA gridauxlo<>+48(SB)/8, $0x0000000300000003
DATA gridauxlo<>+56(SB)/8, $0x0000000300000003
GLOBL gridauxlo<>(SB), RODATA|NOPTR, $64
DATA gridauxhi<>+0(SB)/8, $0x0000000400000004
DATA gridauxhi<>+8(SB)/8, $0x0000000400000004
DATA gridauxhi<>+16(SB)/8, $0x0000000500000005
DATA gridauxhi<>+24(SB)/8, $0x0000000500000005
DATA gridauxhi<>+32(SB)/8, $0x0000000600000006
DATA gridauxhi<>+40(SB)/8, $0x0000000600000006
DATA gridauxhi<>+48(SB)/8, $0x0000000700000007
DATA gridauxhi<>+56(SB)/8, $0x0000000700000007
GLOBL gridauxhi<>(SB), RODATA|NOPTR, $64
DATA gridpairhalf<>+0(SB)/8, $0x0000000000000000
DATA gridpairhalf<>+8(SB)/8, $0x0000000100000001
DATA gridpairhalf<>+16(SB)/8, $0x0000000200000002
DATA gridpairhalf<>+24(SB)/8, $0x0000000300000003
DATA gridpairhalf<>+32(SB)/8, $0x0000000400000004
DATA gridpairhalf<>+40(SB)/8, $0x0000000500000005
DATA gridpairhalf<>+48(SB)/8, $0x0000000600000006
DATA gridpairhalf<>+56(SB)/8, $0x0000000700000007
GLOBL gridpairhalf<>(SB), RODATA|NOPTR, $64
DATA iq2xsnib<>+0(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+8(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+16(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+24(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+32(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+40(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+48(SB)/8, $0x0000000400000000
DATA iq2xsnib<>+56(SB)/8, $0x0000000400000000
GLOBL iq2xsnib<>(SB), RODATA|NOPTR, $64
DATA gridmask511<>+0(SB)/4, $511
GLOBL gridmask511<>(SB), RODATA|NOPTR, $4
DATA gridmask15<>+0(SB)/4, $15
GLOBL gridmask15<>(SB), RODATA|NOPTR, $4

// GRIDSIGNS7: the sign bytes of 16 groups from 7-bit sign indices in
// Z10 (completed to ksigns' entries by their parity) into X OUT.
#define GRIDSIGNS7(OUT) \
	VPSRLD   $4, Z10, Z11 \
	VPXORD   Z10, Z11, Z11 \
	VPSRLD   $2, Z11, Z12 \
	VPXORD   Z11, Z12, Z12 \
	VPSRLD   $1, Z12, Z13 \
	VPXORD   Z12, Z13, Z13 \
	VPSLLD   $7, Z13, Z13 \
	VPORD    Z13, Z10, Z10 \
	VPMOVDB  Z10, OUT

// func groupsIQ3_XXSZ(b *byte, blk *gridBlock, grid *uint32, d float32)
//
// groupsIQ3_XXS with AVX-512: the words are the 64 grid entries of qs in
// order (four VPGATHERDD); signs and scales from the aux words at 66 as
// IQ2_XXS's (scale factor 0.5).
TEXT ·groupsIQ3_XXSZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VPMOVZXBD 2(SI), Z2
	VPMOVZXBD 18(SI), Z3
	VPMOVZXBD 34(SI), Z4
	VPMOVZXBD 50(SI), Z5
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z2*4), K1, Z6
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z3*4), K1, Z7
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z4*4), K1, Z8
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z5*4), K1, Z9
	VMOVDQU32 Z6, 0(DI)
	VMOVDQU32 Z7, 64(DI)
	VMOVDQU32 Z8, 128(DI)
	VMOVDQU32 Z9, 192(DI)
	VMOVDQU   66(SI), Y0
	VMOVDQU32 iq2xxsshift<>(SB), Z22
	VPBROADCASTD grid127<>(SB), Z23
	VMOVDQU32 gridauxlo<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLVD   Z22, Z10, Z10
	VPANDD    Z23, Z10, Z10
	GRIDSIGNS7(X14)
	VMOVDQU32 gridauxhi<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLVD   Z22, Z10, Z10
	VPANDD    Z23, Z10, Z10
	GRIDSIGNS7(X15)
	VMOVDQU   X14, 320(DI)
	VMOVDQU   X15, 336(DI)
	VMOVDQU32 gridpairhalf<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLD    $28, Z10, Z10
	VCVTDQ2PS Z10, Z10
	VADDPS.BCST gridhalf<>(SB), Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMULPS.BCST gridhalf<>(SB), Z10, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// func groupsIQ2_XSZ(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ2_XS with AVX-512: the 32 u16 codes widened, their low 9 bits
// gathered (VPGATHERDQ), their top 7 completed to ksigns' entries; the
// pair scales from the nibbles of the scale bytes at 66.
TEXT ·groupsIQ2_XSZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VPMOVZXWD 2(SI), Z2
	VPMOVZXWD 34(SI), Z3
	VPBROADCASTD gridmask511<>(SB), Z20
	VPANDD    Z20, Z2, Z4
	VPANDD    Z20, Z3, Z5
	VEXTRACTI32X8 $1, Z4, Y6
	VEXTRACTI32X8 $1, Z5, Y7
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y4*8), K1, Z8
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y6*8), K1, Z9
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y5*8), K1, Z24
	KXNORB    K1, K1, K1
	VPGATHERDQ (R8)(Y7*8), K1, Z25
	VMOVDQU64 Z8, 0(DI)
	VMOVDQU64 Z9, 64(DI)
	VMOVDQU64 Z24, 128(DI)
	VMOVDQU64 Z25, 192(DI)
	VPSRLD    $9, Z2, Z10
	GRIDSIGNS7(X14)
	VPSRLD    $9, Z3, Z10
	GRIDSIGNS7(X15)
	VMOVDQU   X14, 320(DI)
	VMOVDQU   X15, 336(DI)
	VMOVQ     66(SI), X0 // the 8 scale bytes (the block ends at 74)
	VPMOVZXBD X0, Z0
	VMOVDQU32 gridpairhalf<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VMOVDQU32 iq2xsnib<>(SB), Z22
	VPSRLVD   Z22, Z10, Z10
	VPANDD.BCST gridmask15<>(SB), Z10, Z10
	VCVTDQ2PS Z10, Z10
	VADDPS.BCST gridhalf<>(SB), Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMULPS.BCST gridquarter<>(SB), Z10, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// Index vectors and constants of the IQ2_S, IQ3_S and IQ1_S readers.
DATA iq2sqhshift<>+0(SB)/8, $0x0000000200000000
DATA iq2sqhshift<>+8(SB)/8, $0x0000000600000004
DATA iq2sqhshift<>+16(SB)/8, $0x0000000200000000
DATA iq2sqhshift<>+24(SB)/8, $0x0000000600000004
DATA iq2sqhshift<>+32(SB)/8, $0x0000000200000000
DATA iq2sqhshift<>+40(SB)/8, $0x0000000600000004
DATA iq2sqhshift<>+48(SB)/8, $0x0000000200000000
DATA iq2sqhshift<>+56(SB)/8, $0x0000000600000004
GLOBL iq2sqhshift<>(SB), RODATA|NOPTR, $64
DATA iq3sqh0<>+0(SB)/8, $0x0000000000000000
DATA iq3sqh0<>+8(SB)/8, $0x0000000000000000
DATA iq3sqh0<>+16(SB)/8, $0x0000000000000000
DATA iq3sqh0<>+24(SB)/8, $0x0000000000000000
DATA iq3sqh0<>+32(SB)/8, $0x0000000100000001
DATA iq3sqh0<>+40(SB)/8, $0x0000000100000001
DATA iq3sqh0<>+48(SB)/8, $0x0000000100000001
DATA iq3sqh0<>+56(SB)/8, $0x0000000100000001
GLOBL iq3sqh0<>(SB), RODATA|NOPTR, $64
DATA iq3sqh1<>+0(SB)/8, $0x0000000200000002
DATA iq3sqh1<>+8(SB)/8, $0x0000000200000002
DATA iq3sqh1<>+16(SB)/8, $0x0000000200000002
DATA iq3sqh1<>+24(SB)/8, $0x0000000200000002
DATA iq3sqh1<>+32(SB)/8, $0x0000000300000003
DATA iq3sqh1<>+40(SB)/8, $0x0000000300000003
DATA iq3sqh1<>+48(SB)/8, $0x0000000300000003
DATA iq3sqh1<>+56(SB)/8, $0x0000000300000003
GLOBL iq3sqh1<>(SB), RODATA|NOPTR, $64
DATA iq3sqh2<>+0(SB)/8, $0x0000000400000004
DATA iq3sqh2<>+8(SB)/8, $0x0000000400000004
DATA iq3sqh2<>+16(SB)/8, $0x0000000400000004
DATA iq3sqh2<>+24(SB)/8, $0x0000000400000004
DATA iq3sqh2<>+32(SB)/8, $0x0000000500000005
DATA iq3sqh2<>+40(SB)/8, $0x0000000500000005
DATA iq3sqh2<>+48(SB)/8, $0x0000000500000005
DATA iq3sqh2<>+56(SB)/8, $0x0000000500000005
GLOBL iq3sqh2<>(SB), RODATA|NOPTR, $64
DATA iq3sqh3<>+0(SB)/8, $0x0000000600000006
DATA iq3sqh3<>+8(SB)/8, $0x0000000600000006
DATA iq3sqh3<>+16(SB)/8, $0x0000000600000006
DATA iq3sqh3<>+24(SB)/8, $0x0000000600000006
DATA iq3sqh3<>+32(SB)/8, $0x0000000700000007
DATA iq3sqh3<>+40(SB)/8, $0x0000000700000007
DATA iq3sqh3<>+48(SB)/8, $0x0000000700000007
DATA iq3sqh3<>+56(SB)/8, $0x0000000700000007
GLOBL iq3sqh3<>(SB), RODATA|NOPTR, $64
DATA iq3sqhshift<>+0(SB)/8, $0x0000000100000000
DATA iq3sqhshift<>+8(SB)/8, $0x0000000300000002
DATA iq3sqhshift<>+16(SB)/8, $0x0000000500000004
DATA iq3sqhshift<>+24(SB)/8, $0x0000000700000006
DATA iq3sqhshift<>+32(SB)/8, $0x0000000100000000
DATA iq3sqhshift<>+40(SB)/8, $0x0000000300000002
DATA iq3sqhshift<>+48(SB)/8, $0x0000000500000004
DATA iq3sqhshift<>+56(SB)/8, $0x0000000700000006
GLOBL iq3sqhshift<>(SB), RODATA|NOPTR, $64
DATA iq3sscidx<>+0(SB)/8, $0x0000000000000000
DATA iq3sscidx<>+8(SB)/8, $0x0000000000000000
DATA iq3sscidx<>+16(SB)/8, $0x0000000100000001
DATA iq3sscidx<>+24(SB)/8, $0x0000000100000001
DATA iq3sscidx<>+32(SB)/8, $0x0000000200000002
DATA iq3sscidx<>+40(SB)/8, $0x0000000200000002
DATA iq3sscidx<>+48(SB)/8, $0x0000000300000003
DATA iq3sscidx<>+56(SB)/8, $0x0000000300000003
GLOBL iq3sscidx<>(SB), RODATA|NOPTR, $64
DATA iq3sscshift<>+0(SB)/8, $0x0000000000000000
DATA iq3sscshift<>+8(SB)/8, $0x0000000400000004
DATA iq3sscshift<>+16(SB)/8, $0x0000000000000000
DATA iq3sscshift<>+24(SB)/8, $0x0000000400000004
DATA iq3sscshift<>+32(SB)/8, $0x0000000000000000
DATA iq3sscshift<>+40(SB)/8, $0x0000000400000004
DATA iq3sscshift<>+48(SB)/8, $0x0000000000000000
DATA iq3sscshift<>+56(SB)/8, $0x0000000400000004
GLOBL iq3sscshift<>(SB), RODATA|NOPTR, $64
DATA iq1sshift<>+0(SB)/8, $0x0000000300000000
DATA iq1sshift<>+8(SB)/8, $0x0000000900000006
DATA iq1sshift<>+16(SB)/8, $0x0000000300000000
DATA iq1sshift<>+24(SB)/8, $0x0000000900000006
DATA iq1sshift<>+32(SB)/8, $0x0000000300000000
DATA iq1sshift<>+40(SB)/8, $0x0000000900000006
DATA iq1sshift<>+48(SB)/8, $0x0000000300000000
DATA iq1sshift<>+56(SB)/8, $0x0000000900000006
GLOBL iq1sshift<>(SB), RODATA|NOPTR, $64
DATA gridmask3<>+0(SB)/4, $3
GLOBL gridmask3<>(SB), RODATA|NOPTR, $4
DATA gridmask7<>+0(SB)/4, $7
GLOBL gridmask7<>(SB), RODATA|NOPTR, $4
DATA gridone<>+0(SB)/4, $1
GLOBL gridone<>(SB), RODATA|NOPTR, $4
DATA grideighth<>+0(SB)/4, $0.125
GLOBL grideighth<>(SB), RODATA|NOPTR, $4

// GATHER8x4: the words of grid (8-byte entries at R8) at the 32 indices
// in Z2 (groups 0..15) and Z3 (16..31) to 0(DI)..255(DI).
#define GATHER8x4 \
	VEXTRACTI32X8 $1, Z2, Y4 \
	VEXTRACTI32X8 $1, Z3, Y5 \
	KXNORB    K1, K1, K1 \
	VPGATHERDQ (R8)(Y2*8), K1, Z6 \
	KXNORB    K1, K1, K1 \
	VPGATHERDQ (R8)(Y4*8), K1, Z7 \
	KXNORB    K1, K1, K1 \
	VPGATHERDQ (R8)(Y3*8), K1, Z8 \
	KXNORB    K1, K1, K1 \
	VPGATHERDQ (R8)(Y5*8), K1, Z9 \
	VMOVDQU64 Z6, 0(DI) \
	VMOVDQU64 Z7, 64(DI) \
	VMOVDQU64 Z8, 128(DI) \
	VMOVDQU64 Z9, 192(DI)

// func groupsIQ2_SZ(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ2_S with AVX-512: the 10-bit indices from qs and qh's 2-bit
// fields, gathered; the sign bytes copied; the pair scales as IQ2_XS's
// (scale bytes at 74).
TEXT ·groupsIQ2_SZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VMOVQ     66(SI), X0
	VPMOVZXBD X0, Z0
	VMOVDQU32 iq2sqhshift<>(SB), Z22
	VPBROADCASTD gridmask3<>(SB), Z23
	VPMOVZXBD 2(SI), Z2
	VMOVDQU32 gridauxlo<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLVD   Z22, Z10, Z10
	VPANDD    Z23, Z10, Z10
	VPSLLD    $8, Z10, Z10
	VPORD     Z10, Z2, Z2
	VPMOVZXBD 18(SI), Z3
	VMOVDQU32 gridauxhi<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLVD   Z22, Z10, Z10
	VPANDD    Z23, Z10, Z10
	VPSLLD    $8, Z10, Z10
	VPORD     Z10, Z3, Z3
	GATHER8x4
	VMOVDQU   34(SI), Y1
	VMOVDQU   Y1, 320(DI)
	VMOVQ     74(SI), X0 // the 8 scale bytes (the block ends at 82)
	VPMOVZXBD X0, Z0
	VMOVDQU32 gridpairhalf<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VMOVDQU32 iq2xsnib<>(SB), Z22
	VPSRLVD   Z22, Z10, Z10
	VPANDD.BCST gridmask15<>(SB), Z10, Z10
	VCVTDQ2PS Z10, Z10
	VADDPS.BCST gridhalf<>(SB), Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMULPS.BCST gridquarter<>(SB), Z10, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// IQ3SIDX: the 9-bit indices of qs bytes 16c..16c+15 (at off(SI)) into
// D: qh bit (j mod 8) of byte 2c + j/8 (qh widened in Z0) on top.
#define IQ3SIDX(off, QH, D) \
	VPMOVZXBD off(SI), D \
	VMOVDQU32 QH, Z21 \
	VPERMD    Z0, Z21, Z10 \
	VPSRLVD   Z22, Z10, Z10 \
	VPANDD    Z23, Z10, Z10 \
	VPSLLD    $8, Z10, Z10 \
	VPORD     Z10, D, D

// func groupsIQ3_SZ(b *byte, blk *gridBlock, grid *uint32, d float32)
//
// groupsIQ3_S with AVX-512: the 64 9-bit indices gathered (VPGATHERDD,
// in qs order: the words); the sign bytes copied; the pair scales
// d·(1 + 2s) from the nibbles at 106.
TEXT ·groupsIQ3_SZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VMOVQ     66(SI), X0
	VPMOVZXBD X0, Z0
	VMOVDQU32 iq3sqhshift<>(SB), Z22
	VPBROADCASTD gridone<>(SB), Z23
	IQ3SIDX(2, iq3sqh0<>(SB), Z2)
	IQ3SIDX(18, iq3sqh1<>(SB), Z3)
	IQ3SIDX(34, iq3sqh2<>(SB), Z4)
	IQ3SIDX(50, iq3sqh3<>(SB), Z5)
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z2*4), K1, Z6
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z3*4), K1, Z7
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z4*4), K1, Z8
	KXNORW    K1, K1, K1
	VPGATHERDD (R8)(Z5*4), K1, Z9
	VMOVDQU32 Z6, 0(DI)
	VMOVDQU32 Z7, 64(DI)
	VMOVDQU32 Z8, 128(DI)
	VMOVDQU32 Z9, 192(DI)
	VMOVDQU   74(SI), Y1
	VMOVDQU   Y1, 320(DI)
	VMOVD     106(SI), X0
	VPMOVZXBD X0, Z0
	VMOVDQU32 iq3sscidx<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VMOVDQU32 iq3sscshift<>(SB), Z22
	VPSRLVD   Z22, Z10, Z10
	VPANDD.BCST gridmask15<>(SB), Z10, Z10
	VPSLLD    $1, Z10, Z10
	VPADDD.BCST gridone<>(SB), Z10, Z10
	VCVTDQ2PS Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// IQ1SHALF: groups 16h..16h+15 of an IQ1_S block: indices into D from
// qs at off(SI) and qh's 3-bit fields, δ (qh bit 15) to 352+64h(DI).
#define IQ1SHALF(off, AUX, D, h) \
	VPMOVZXBD off(SI), D \
	VMOVDQU32 AUX, Z21 \
	VPERMD    Z0, Z21, Z10 \
	VPSRLVD   Z22, Z10, Z11 \
	VPANDD    Z23, Z11, Z11 \
	VPSLLD    $8, Z11, Z11 \
	VPORD     Z11, D, D \
	VPSRLD    $15, Z10, Z11 \
	VPSLLD    $31, Z11, Z11 \
	VPORD     Z24, Z11, Z11 \
	VMOVDQU32 Z11, (352+64*h)(DI)

// func groupsIQ1_SZ(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ1_S with AVX-512: 11-bit indices from qs and the qh words,
// gathered; δ and the pair scales d·(2s + 1) from the qh words.
TEXT ·groupsIQ1_SZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VMOVDQU   34(SI), X0
	VPMOVZXWD X0, Y0
	VMOVDQU32 iq1sshift<>(SB), Z22
	VPBROADCASTD gridmask7<>(SB), Z23
	VPBROADCASTD grideighth<>(SB), Z24
	IQ1SHALF(2, gridauxlo<>(SB), Z2, 0)
	IQ1SHALF(18, gridauxhi<>(SB), Z3, 1)
	GATHER8x4
	VMOVDQU32 gridpairhalf<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VPSRLD    $12, Z10, Z10
	VPANDD    Z23, Z10, Z10
	VPSLLD    $1, Z10, Z10
	VPADDD.BCST gridone<>(SB), Z10, Z10
	VCVTDQ2PS Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// Index vectors and constants of the IQ1_M and TQ1_0 readers.
DATA iq1mqhhi<>+0(SB)/8, $0x0000000800000008
DATA iq1mqhhi<>+8(SB)/8, $0x0000000900000009
DATA iq1mqhhi<>+16(SB)/8, $0x0000000a0000000a
DATA iq1mqhhi<>+24(SB)/8, $0x0000000b0000000b
DATA iq1mqhhi<>+32(SB)/8, $0x0000000c0000000c
DATA iq1mqhhi<>+40(SB)/8, $0x0000000d0000000d
DATA iq1mqhhi<>+48(SB)/8, $0x0000000e0000000e
DATA iq1mqhhi<>+56(SB)/8, $0x0000000f0000000f
GLOBL iq1mqhhi<>(SB), RODATA|NOPTR, $64
DATA iq1mscidx<>+0(SB)/8, $0x0000000000000000
DATA iq1mscidx<>+8(SB)/8, $0x0000000000000000
DATA iq1mscidx<>+16(SB)/8, $0x0000000100000001
DATA iq1mscidx<>+24(SB)/8, $0x0000000100000001
DATA iq1mscidx<>+32(SB)/8, $0x0000000200000002
DATA iq1mscidx<>+40(SB)/8, $0x0000000200000002
DATA iq1mscidx<>+48(SB)/8, $0x0000000300000003
DATA iq1mscidx<>+56(SB)/8, $0x0000000300000003
GLOBL iq1mscidx<>(SB), RODATA|NOPTR, $64
DATA iq1mscshift<>+0(SB)/8, $0x0000000300000000
DATA iq1mscshift<>+8(SB)/8, $0x0000000900000006
DATA iq1mscshift<>+16(SB)/8, $0x0000000300000000
DATA iq1mscshift<>+24(SB)/8, $0x0000000900000006
DATA iq1mscshift<>+32(SB)/8, $0x0000000300000000
DATA iq1mscshift<>+40(SB)/8, $0x0000000900000006
DATA iq1mscshift<>+48(SB)/8, $0x0000000300000000
DATA iq1mscshift<>+56(SB)/8, $0x0000000900000006
GLOBL iq1mscshift<>(SB), RODATA|NOPTR, $64
DATA tq1mulc<>+0(SB)/8, $0x0001000100010001
DATA tq1mulc<>+8(SB)/8, $0x0003000300030003
DATA tq1mulc<>+16(SB)/8, $0x0009000900090009
DATA tq1mulc<>+24(SB)/8, $0x001b001b001b001b
GLOBL tq1mulc<>(SB), RODATA|NOPTR, $32
DATA gridbyte3<>+0(SB)/4, $0x03030303
GLOBL gridbyte3<>(SB), RODATA|NOPTR, $4
DATA gridbyte1<>+0(SB)/4, $0x01010101
GLOBL gridbyte1<>(SB), RODATA|NOPTR, $4
DATA gridwordff<>+0(SB)/4, $0x00ff00ff
GLOBL gridwordff<>(SB), RODATA|NOPTR, $4
DATA gridword3<>+0(SB)/4, $0x00030003
GLOBL gridword3<>(SB), RODATA|NOPTR, $4

// GRIDTERNARYSA: every pair scale d (at d+24(FP)), no signs.
#define GRIDTERNARYSA \
	VBROADCASTSS d+24(FP), Z11 \
	VMOVUPS      Z11, 256(DI) \
	VPXORD       Z11, Z11, Z11 \
	VMOVDQU      Y11, 320(DI)

// func groupsTQ2_0Z(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsTQ2_0 with AVX-512: each 2-bit field of the 64 qs bytes minus one
// (grid unused).
TEXT ·groupsTQ2_0Z(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VMOVDQU8     0(SI), Z0
	VPBROADCASTD gridbyte3<>(SB), Z3
	VPBROADCASTD gridbyte1<>(SB), Z4
	VPANDD       Z3, Z0, Z1
	VPSUBB       Z4, Z1, Z1
	VMOVDQU      Y1, 0(DI)
	VEXTRACTI64X4 $1, Z1, 128(DI)
	VPSRLW       $2, Z0, Z1
	VPANDD       Z3, Z1, Z1
	VPSUBB       Z4, Z1, Z1
	VMOVDQU      Y1, 32(DI)
	VEXTRACTI64X4 $1, Z1, 160(DI)
	VPSRLW       $4, Z0, Z1
	VPANDD       Z3, Z1, Z1
	VPSUBB       Z4, Z1, Z1
	VMOVDQU      Y1, 64(DI)
	VEXTRACTI64X4 $1, Z1, 192(DI)
	VPSRLW       $6, Z0, Z1
	VPANDD       Z3, Z1, Z1
	VPSUBB       Z4, Z1, Z1
	VMOVDQU      Y1, 96(DI)
	VEXTRACTI64X4 $1, Z1, 224(DI)
	GRIDTERNARYSA
	VZEROUPPER
	RET

// TQ1TRITS: the trits (times P, mod 256, times 3, over 256) of the words
// in S into D (all one width; FF: 0x00ff words, THREE: 3s), one
// subtracted after narrowing into N.
#define TQ1TRITS(S, P, D, N, ONES, FF, THREE) \
	VPMULLW P, S, D \
	VPANDD  FF, D, D \
	VPMULLW THREE, D, D \
	VPSRLW  $8, D, D \
	VPMOVWB D, N \
	VPSUBB  ONES, N, N

// func groupsTQ1_0Z(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsTQ1_0 with AVX-512: the trits of bytes 0..31 (five each), 32..47
// (five) and 48..51 (four) in 16-bit lanes (grid unused).
TEXT ·groupsTQ1_0Z(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VPBROADCASTD gridwordff<>(SB), Z6
	VPBROADCASTD gridword3<>(SB), Z7
	VPBROADCASTD gridbyte1<>(SB), Z4
	VPMOVZXBW    0(SI), Z0
	VPMOVZXBW    32(SI), Y1
	MOVL         $1, AX
	VPBROADCASTW AX, Z5
	TQ1TRITS(Z0, Z5, Z8, Y9, Y4, Z6, Z7)
	VMOVDQU      Y9, 0(DI)
	TQ1TRITS(Y1, Y5, Y8, X9, X4, Y6, Y7)
	VMOVDQU      X9, 160(DI)
	VPMULLW      Z7, Z5, Z5
	TQ1TRITS(Z0, Z5, Z8, Y9, Y4, Z6, Z7)
	VMOVDQU      Y9, 32(DI)
	TQ1TRITS(Y1, Y5, Y8, X9, X4, Y6, Y7)
	VMOVDQU      X9, 176(DI)
	VPMULLW      Z7, Z5, Z5
	TQ1TRITS(Z0, Z5, Z8, Y9, Y4, Z6, Z7)
	VMOVDQU      Y9, 64(DI)
	TQ1TRITS(Y1, Y5, Y8, X9, X4, Y6, Y7)
	VMOVDQU      X9, 192(DI)
	VPMULLW      Z7, Z5, Z5
	TQ1TRITS(Z0, Z5, Z8, Y9, Y4, Z6, Z7)
	VMOVDQU      Y9, 96(DI)
	TQ1TRITS(Y1, Y5, Y8, X9, X4, Y6, Y7)
	VMOVDQU      X9, 208(DI)
	VPMULLW      Z7, Z5, Z5
	TQ1TRITS(Z0, Z5, Z8, Y9, Y4, Z6, Z7)
	VMOVDQU      Y9, 128(DI)
	TQ1TRITS(Y1, Y5, Y8, X9, X4, Y6, Y7)
	VMOVDQU      X9, 224(DI)
	VPBROADCASTD 48(SI), X2
	VPMOVZXBW    X2, Y2
	VMOVDQU      tq1mulc<>(SB), Y5
	TQ1TRITS(Y2, Y5, Y8, X9, X4, Y6, Y7)
	VMOVDQU      X9, 240(DI)
	GRIDTERNARYSA
	VZEROUPPER
	RET

// IQ1MHALF: groups 16h..16h+15 of an IQ1_M block: indices into D from qs
// at off(SI) and the qh nibbles (3 bits), δ (their bit 3) to
// 352+64h(DI); the qh bytes widened in Z0.
#define IQ1MHALF(off, QH, D, h) \
	VPMOVZXBD off(SI), D \
	VMOVDQU32 QH, Z21 \
	VPERMD    Z0, Z21, Z10 \
	VPSRLVD   Z22, Z10, Z10 \
	VPANDD    Z23, Z10, Z11 \
	VPSLLD    $8, Z11, Z11 \
	VPORD     Z11, D, D \
	VPSRLD    $3, Z10, Z11 \
	VPSLLD    $31, Z11, Z11 \
	VPORD     Z24, Z11, Z11 \
	VMOVDQU32 Z11, (352+64*h)(DI)

// func groupsIQ1_MZ(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ1_M with AVX-512: 11-bit indices from qs and the qh nibbles,
// gathered; δ from the nibbles' top bits; the pair scales d·(2s + 1) from
// the 3-bit fields of the scale words (d: the block's f16 scale).
TEXT ·groupsIQ1_MZ(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	MOVQ      grid+16(FP), R8
	VPMOVZXBD 32(SI), Z0
	VMOVDQU32 iq2xsnib<>(SB), Z22
	VPBROADCASTD gridmask7<>(SB), Z23
	VPBROADCASTD grideighth<>(SB), Z24
	IQ1MHALF(0, gridpairhalf<>(SB), Z2, 0)
	IQ1MHALF(16, iq1mqhhi<>(SB), Z3, 1)
	GATHER8x4
	VMOVQ     48(SI), X0
	VPMOVZXWD X0, Y0
	VMOVDQU32 iq1mscidx<>(SB), Z21
	VPERMD    Z0, Z21, Z10
	VMOVDQU32 iq1mscshift<>(SB), Z22
	VPSRLVD   Z22, Z10, Z10
	VPANDD    Z23, Z10, Z10
	VPSLLD    $1, Z10, Z10
	VPADDD.BCST gridone<>(SB), Z10, Z10
	VCVTDQ2PS Z10, Z10
	VBROADCASTSS d+24(FP), Z11
	VMULPS    Z10, Z11, Z10
	VMOVUPS   Z10, 256(DI)
	VZEROUPPER
	RET

// GRIDTERNARYSAY: GRIDTERNARYSA with AVX2.
#define GRIDTERNARYSAY \
	VBROADCASTSS d+24(FP), Y11 \
	VMOVUPS      Y11, 256(DI) \
	VMOVUPS      Y11, 288(DI) \
	VPXOR        Y11, Y11, Y11 \
	VMOVDQU      Y11, 320(DI)

// TQ2Y: one 2-bit field (after a shift by SH) of the 32 qs bytes in S,
// minus one, to off(DI).
#define TQ2Y(S, SH, off) \
	VPSRLW  $SH, S, Y1 \
	VPAND   Y3, Y1, Y1 \
	VPSUBB  Y4, Y1, Y1 \
	VMOVDQU Y1, off(DI)

// func groupsTQ2_0Y(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsTQ2_0Z with AVX2.
TEXT ·groupsTQ2_0Y(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VMOVDQU      0(SI), Y0
	VMOVDQU      32(SI), Y2
	VPBROADCASTD gridbyte3<>(SB), Y3
	VPBROADCASTD gridbyte1<>(SB), Y4
	TQ2Y(Y0, 0, 0)
	TQ2Y(Y0, 2, 32)
	TQ2Y(Y0, 4, 64)
	TQ2Y(Y0, 6, 96)
	TQ2Y(Y2, 0, 128)
	TQ2Y(Y2, 2, 160)
	TQ2Y(Y2, 4, 192)
	TQ2Y(Y2, 6, 224)
	GRIDTERNARYSAY
	VZEROUPPER
	RET

// TQ1Y: the trits (times P) of the 16 bytes widened to words in S, minus
// one, to off(DI) (Y6: 0x00ff words, Y7: 3s, X4: ones).
#define TQ1Y(S, P, off) \
	VPMULLW      P, S, Y8 \
	VPAND        Y6, Y8, Y8 \
	VPMULLW      Y7, Y8, Y8 \
	VPSRLW       $8, Y8, Y8 \
	VEXTRACTI128 $1, Y8, X9 \
	VPACKUSWB    X9, X8, X8 \
	VPSUBB       X4, X8, X8 \
	VMOVDQU      X8, off(DI)

// func groupsTQ1_0Y(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsTQ1_0Z with AVX2: bytes 0..15, 16..31, 32..47 widened in turn.
TEXT ·groupsTQ1_0Y(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VPBROADCASTD gridwordff<>(SB), Y6
	VPBROADCASTD gridword3<>(SB), Y7
	VPBROADCASTD gridbyte1<>(SB), X4
	VPMOVZXBW    0(SI), Y0
	VPMOVZXBW    16(SI), Y1
	VPMOVZXBW    32(SI), Y2
	MOVL         $1, AX
	VMOVD        AX, X5
	VPBROADCASTW X5, Y5
	TQ1Y(Y0, Y5, 0)
	TQ1Y(Y1, Y5, 16)
	TQ1Y(Y2, Y5, 160)
	VPMULLW      Y7, Y5, Y5
	TQ1Y(Y0, Y5, 32)
	TQ1Y(Y1, Y5, 48)
	TQ1Y(Y2, Y5, 176)
	VPMULLW      Y7, Y5, Y5
	TQ1Y(Y0, Y5, 64)
	TQ1Y(Y1, Y5, 80)
	TQ1Y(Y2, Y5, 192)
	VPMULLW      Y7, Y5, Y5
	TQ1Y(Y0, Y5, 96)
	TQ1Y(Y1, Y5, 112)
	TQ1Y(Y2, Y5, 208)
	VPMULLW      Y7, Y5, Y5
	TQ1Y(Y0, Y5, 128)
	TQ1Y(Y1, Y5, 144)
	TQ1Y(Y2, Y5, 224)
	VPBROADCASTD 48(SI), X2
	VPMOVZXBW    X2, Y2
	VMOVDQU      tq1mulc<>(SB), Y5
	TQ1Y(Y2, Y5, 240)
	GRIDTERNARYSAY
	VZEROUPPER
	RET

DATA iq2xxsauxy<>+0(SB)/8, $0x0000000100000001
DATA iq2xxsauxy<>+8(SB)/8, $0x0000000100000001
DATA iq2xxsauxy<>+16(SB)/8, $0x0000000300000003
DATA iq2xxsauxy<>+24(SB)/8, $0x0000000300000003
GLOBL iq2xxsauxy<>(SB), RODATA|NOPTR, $32
DATA iq2xxsauxy2<>+0(SB)/8, $0x0000000500000005
DATA iq2xxsauxy2<>+8(SB)/8, $0x0000000500000005
DATA iq2xxsauxy2<>+16(SB)/8, $0x0000000700000007
DATA iq2xxsauxy2<>+24(SB)/8, $0x0000000700000007
GLOBL iq2xxsauxy2<>(SB), RODATA|NOPTR, $32
DATA iq2xxspairy<>+0(SB)/8, $0x0000000100000001
DATA iq2xxspairy<>+8(SB)/8, $0x0000000300000003
DATA iq2xxspairy<>+16(SB)/8, $0x0000000500000005
DATA iq2xxspairy<>+24(SB)/8, $0x0000000700000007
GLOBL iq2xxspairy<>(SB), RODATA|NOPTR, $32
DATA gridpackperm<>+0(SB)/8, $0x0000000400000000
DATA gridpackperm<>+8(SB)/8, $0x0000000500000001
DATA gridpackperm<>+16(SB)/8, $0x0000000600000002
DATA gridpackperm<>+24(SB)/8, $0x0000000700000003
GLOBL gridpackperm<>(SB), RODATA|NOPTR, $32

// IQ2XXSWORDY: the grid word of group 4ib+l (index byte 2+8ib+l) to
// w[4ib+l] (scalar: AVX2 gathers are no faster).
#define IQ2XXSWORDY(ib, l) \
	MOVBLZX (2+8*ib+l)(SI), AX \
	MOVQ    (R8)(AX*8), BX \
	MOVQ    BX, (8*(4*ib+l))(DI)

// SIGNS7Y: the ksigns entries of the 7-bit indices in Y10 (parity into
// bit 7), as dwords in Y10.
#define SIGNS7Y \
	VPSRLD $4, Y10, Y11 \
	VPXOR  Y10, Y11, Y11 \
	VPSRLD $2, Y11, Y12 \
	VPXOR  Y11, Y12, Y12 \
	VPSRLD $1, Y12, Y13 \
	VPXOR  Y12, Y13, Y13 \
	VPSLLD $31, Y13, Y13 \
	VPSRLD $24, Y13, Y13 \
	VPOR   Y13, Y10, Y10

// IQ2XXSSIGNSY: the sign bytes of groups 8k..8k+7 (aux words picked from
// SRC by IDX) as dwords into D.
#define IQ2XXSSIGNSY(SRC, IDX, D) \
	VPERMD  SRC, IDX, Y10 \
	VPSRLVD Y14, Y10, Y10 \
	VPAND   Y15, Y10, Y10 \
	SIGNS7Y \
	VMOVDQA Y10, D

// IQ2XXSSCALESY: the scales of pairs 8h..8h+7 (aux words of SRC) to off(DI).
#define IQ2XXSSCALESY(SRC, off) \
	VPERMD       SRC, Y9, Y10 \
	VPSRLD       $28, Y10, Y10 \
	VCVTDQ2PS    Y10, Y10 \
	VADDPS       Y5, Y10, Y10 \
	VMULPS       Y10, Y6, Y10 \
	VMULPS       Y7, Y10, Y10 \
	VMOVUPS      Y10, off(DI)

// func groupsIQ2_XXSY(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ2_XXS with AVX2: the words by scalar loads, the sign indices
// and scales eight lanes at a time (signs completed by parity, packed to
// bytes).
TEXT ·groupsIQ2_XXSY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ2XXSWORDY(0, 0)
	IQ2XXSWORDY(0, 1)
	IQ2XXSWORDY(0, 2)
	IQ2XXSWORDY(0, 3)
	IQ2XXSWORDY(1, 0)
	IQ2XXSWORDY(1, 1)
	IQ2XXSWORDY(1, 2)
	IQ2XXSWORDY(1, 3)
	IQ2XXSWORDY(2, 0)
	IQ2XXSWORDY(2, 1)
	IQ2XXSWORDY(2, 2)
	IQ2XXSWORDY(2, 3)
	IQ2XXSWORDY(3, 0)
	IQ2XXSWORDY(3, 1)
	IQ2XXSWORDY(3, 2)
	IQ2XXSWORDY(3, 3)
	IQ2XXSWORDY(4, 0)
	IQ2XXSWORDY(4, 1)
	IQ2XXSWORDY(4, 2)
	IQ2XXSWORDY(4, 3)
	IQ2XXSWORDY(5, 0)
	IQ2XXSWORDY(5, 1)
	IQ2XXSWORDY(5, 2)
	IQ2XXSWORDY(5, 3)
	IQ2XXSWORDY(6, 0)
	IQ2XXSWORDY(6, 1)
	IQ2XXSWORDY(6, 2)
	IQ2XXSWORDY(6, 3)
	IQ2XXSWORDY(7, 0)
	IQ2XXSWORDY(7, 1)
	IQ2XXSWORDY(7, 2)
	IQ2XXSWORDY(7, 3)
	VMOVDQU      2(SI), Y0
	VMOVDQU      34(SI), Y1
	VMOVDQU      iq2xxsshift<>(SB), Y14
	VPBROADCASTD grid127<>(SB), Y15
	VMOVDQU      iq2xxsauxy<>(SB), Y8
	IQ2XXSSIGNSY(Y0, Y8, Y2)
	IQ2XXSSIGNSY(Y1, Y8, Y4)
	VMOVDQU      iq2xxsauxy2<>(SB), Y8
	IQ2XXSSIGNSY(Y0, Y8, Y3)
	IQ2XXSSIGNSY(Y1, Y8, Y5)
	// Y2, Y3, Y4, Y5: groups 0-7, 8-15, 16-23, 24-31.
	VPACKUSDW    Y3, Y2, Y2
	VPACKUSDW    Y5, Y4, Y4
	VPACKUSWB    Y4, Y2, Y2
	VMOVDQU      gridpackperm<>(SB), Y8
	VPERMD       Y2, Y8, Y2
	VMOVDQU      Y2, 320(DI)
	VMOVDQU      iq2xxspairy<>(SB), Y9
	VBROADCASTSS gridhalf<>(SB), Y5
	VBROADCASTSS d+24(FP), Y6
	VBROADCASTSS gridquarter<>(SB), Y7
	IQ2XXSSCALESY(Y0, 256)
	IQ2XXSSCALESY(Y1, 288)
	VZEROUPPER
	RET

// Index vectors of the IQ3_XXS AVX2 reader: the aux word of groups
// 8k..8k+7 and of pairs 8h..8h+7.
DATA iq3xxssy0<>+0(SB)/8, $0x0000000000000000
DATA iq3xxssy0<>+8(SB)/8, $0x0000000000000000
DATA iq3xxssy0<>+16(SB)/8, $0x0000000100000001
DATA iq3xxssy0<>+24(SB)/8, $0x0000000100000001
GLOBL iq3xxssy0<>(SB), RODATA|NOPTR, $32
DATA iq3xxssy1<>+0(SB)/8, $0x0000000200000002
DATA iq3xxssy1<>+8(SB)/8, $0x0000000200000002
DATA iq3xxssy1<>+16(SB)/8, $0x0000000300000003
DATA iq3xxssy1<>+24(SB)/8, $0x0000000300000003
GLOBL iq3xxssy1<>(SB), RODATA|NOPTR, $32
DATA iq3xxssy2<>+0(SB)/8, $0x0000000400000004
DATA iq3xxssy2<>+8(SB)/8, $0x0000000400000004
DATA iq3xxssy2<>+16(SB)/8, $0x0000000500000005
DATA iq3xxssy2<>+24(SB)/8, $0x0000000500000005
GLOBL iq3xxssy2<>(SB), RODATA|NOPTR, $32
DATA iq3xxssy3<>+0(SB)/8, $0x0000000600000006
DATA iq3xxssy3<>+8(SB)/8, $0x0000000600000006
DATA iq3xxssy3<>+16(SB)/8, $0x0000000700000007
DATA iq3xxssy3<>+24(SB)/8, $0x0000000700000007
GLOBL iq3xxssy3<>(SB), RODATA|NOPTR, $32
DATA iq3xxspy0<>+0(SB)/8, $0x0000000000000000
DATA iq3xxspy0<>+8(SB)/8, $0x0000000100000001
DATA iq3xxspy0<>+16(SB)/8, $0x0000000200000002
DATA iq3xxspy0<>+24(SB)/8, $0x0000000300000003
GLOBL iq3xxspy0<>(SB), RODATA|NOPTR, $32
DATA iq3xxspy1<>+0(SB)/8, $0x0000000400000004
DATA iq3xxspy1<>+8(SB)/8, $0x0000000500000005
DATA iq3xxspy1<>+16(SB)/8, $0x0000000600000006
DATA iq3xxspy1<>+24(SB)/8, $0x0000000700000007
GLOBL iq3xxspy1<>(SB), RODATA|NOPTR, $32

// IQ3XXSWORDY: the grid entries of qs bytes 2l and 2l+1 of chunk ib (at
// 2+8ib+2l) as the word of group 4ib+l.
#define IQ3XXSWORDY(ib, l) \
	MOVBLZX (2+8*ib+2*l)(SI), AX \
	MOVBLZX (3+8*ib+2*l)(SI), BX \
	MOVL    (R8)(AX*4), AX \
	MOVL    (R8)(BX*4), BX \
	MOVL    AX, (8*(4*ib+l))(DI) \
	MOVL    BX, (8*(4*ib+l)+4)(DI)

// GRIDPACKSIGNSY: the sign dwords of groups 0-7, 8-15, 16-23, 24-31 in
// Y2, Y3, Y4, Y5 packed to the 32 sign bytes at 320(DI).
#define GRIDPACKSIGNSY \
	VPACKUSDW Y3, Y2, Y2 \
	VPACKUSDW Y5, Y4, Y4 \
	VPACKUSWB Y4, Y2, Y2 \
	VMOVDQU   gridpackperm<>(SB), Y8 \
	VPERMD    Y2, Y8, Y2 \
	VMOVDQU   Y2, 320(DI)

// IQ3XXSRESTY: the sign bytes and pair scales of an IQ3_XXS block.
#define IQ3XXSRESTY \
	VMOVDQU      66(SI), Y0 \
	VMOVDQU      iq2xxsshift<>(SB), Y14 \
	VPBROADCASTD grid127<>(SB), Y15 \
	VMOVDQU      iq3xxssy0<>(SB), Y8 \
	IQ2XXSSIGNSY(Y0, Y8, Y2) \
	VMOVDQU      iq3xxssy1<>(SB), Y8 \
	IQ2XXSSIGNSY(Y0, Y8, Y3) \
	VMOVDQU      iq3xxssy2<>(SB), Y8 \
	IQ2XXSSIGNSY(Y0, Y8, Y4) \
	VMOVDQU      iq3xxssy3<>(SB), Y8 \
	IQ2XXSSIGNSY(Y0, Y8, Y5) \
	GRIDPACKSIGNSY \
	VBROADCASTSS gridhalf<>(SB), Y5 \
	VBROADCASTSS d+24(FP), Y6 \
	VBROADCASTSS gridhalf<>(SB), Y7 \
	VMOVDQU      iq3xxspy0<>(SB), Y9 \
	IQ2XXSSCALESY(Y0, 256) \
	VMOVDQU      iq3xxspy1<>(SB), Y9 \
	IQ2XXSSCALESY(Y0, 288)

// func groupsIQ3_XXSY(b *byte, blk *gridBlock, grid *uint32, d float32)
//
// groupsIQ3_XXS with AVX2: the words by scalar loads, the signs and
// scales from the aux words at 66 eight lanes at a time.
TEXT ·groupsIQ3_XXSY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ3XXSWORDY(0, 0)
	IQ3XXSWORDY(0, 1)
	IQ3XXSWORDY(0, 2)
	IQ3XXSWORDY(0, 3)
	IQ3XXSWORDY(1, 0)
	IQ3XXSWORDY(1, 1)
	IQ3XXSWORDY(1, 2)
	IQ3XXSWORDY(1, 3)
	IQ3XXSWORDY(2, 0)
	IQ3XXSWORDY(2, 1)
	IQ3XXSWORDY(2, 2)
	IQ3XXSWORDY(2, 3)
	IQ3XXSWORDY(3, 0)
	IQ3XXSWORDY(3, 1)
	IQ3XXSWORDY(3, 2)
	IQ3XXSWORDY(3, 3)
	IQ3XXSWORDY(4, 0)
	IQ3XXSWORDY(4, 1)
	IQ3XXSWORDY(4, 2)
	IQ3XXSWORDY(4, 3)
	IQ3XXSWORDY(5, 0)
	IQ3XXSWORDY(5, 1)
	IQ3XXSWORDY(5, 2)
	IQ3XXSWORDY(5, 3)
	IQ3XXSWORDY(6, 0)
	IQ3XXSWORDY(6, 1)
	IQ3XXSWORDY(6, 2)
	IQ3XXSWORDY(6, 3)
	IQ3XXSWORDY(7, 0)
	IQ3XXSWORDY(7, 1)
	IQ3XXSWORDY(7, 2)
	IQ3XXSWORDY(7, 3)
	IQ3XXSRESTY
	VZEROUPPER
	RET

// func groupsIQ3_XXSIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ3_XXSY with the 64 grid indices (its qs bytes as uint32, in
// order) in place of the words (grid unused; dot2GridSigned3IdxY loads
// the entries).
TEXT ·groupsIQ3_XXSIdxY(SB), NOSPLIT, $0-28
	MOVQ      b+0(FP), SI
	MOVQ      blk+8(FP), DI
	VPMOVZXBD 2(SI), Y10
	VMOVDQU   Y10, 0(DI)
	VPMOVZXBD 10(SI), Y10
	VMOVDQU   Y10, 32(DI)
	VPMOVZXBD 18(SI), Y10
	VMOVDQU   Y10, 64(DI)
	VPMOVZXBD 26(SI), Y10
	VMOVDQU   Y10, 96(DI)
	VPMOVZXBD 34(SI), Y10
	VMOVDQU   Y10, 128(DI)
	VPMOVZXBD 42(SI), Y10
	VMOVDQU   Y10, 160(DI)
	VPMOVZXBD 50(SI), Y10
	VMOVDQU   Y10, 192(DI)
	VPMOVZXBD 58(SI), Y10
	VMOVDQU   Y10, 224(DI)
	IQ3XXSRESTY
	VZEROUPPER
	RET

// IQ2XSWORDY: the grid word of u16 code g (at 2+2g) to w[g].
#define IQ2XSWORDY(g) \
	MOVWLZX (2+2*g)(SI), AX \
	ANDL    $511, AX \
	MOVQ    (R8)(AX*8), BX \
	MOVQ    BX, (8*g)(DI)

// IQ2XSSIGNSY: the sign bytes of the eight codes at off(SI) as dwords in D.
#define IQ2XSSIGNSY(off, D) \
	VPMOVZXWD off(SI), Y10 \
	VPSRLD    $9, Y10, Y10 \
	SIGNS7Y \
	VMOVDQA   Y10, D

// IQ2XSSCALESY: the scales of pairs 8h..8h+7 (scale bytes 4h..4h+3, IDX
// picking them from the eight at 66, low nibble first) to dst(DI) (Y5:
// 0.5, Y6: d, Y7: 0.25).
#define IQ2XSSCALESY(IDX, dst) \
	VPMOVZXBD    66(SI), Y10 \
	VPERMD       Y10, IDX, Y10 \
	VPSRLVD      Y14, Y10, Y10 \
	VPAND        Y15, Y10, Y10 \
	VCVTDQ2PS    Y10, Y10 \
	VADDPS       Y5, Y10, Y10 \
	VMULPS       Y10, Y6, Y10 \
	VMULPS       Y7, Y10, Y10 \
	VMOVUPS      Y10, dst(DI)

// func groupsIQ2_XSY(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ2_XS with AVX2: the words by scalar loads, the signs and the
// pair scales eight lanes at a time.
TEXT ·groupsIQ2_XSY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ2XSWORDY(0)
	IQ2XSWORDY(1)
	IQ2XSWORDY(2)
	IQ2XSWORDY(3)
	IQ2XSWORDY(4)
	IQ2XSWORDY(5)
	IQ2XSWORDY(6)
	IQ2XSWORDY(7)
	IQ2XSWORDY(8)
	IQ2XSWORDY(9)
	IQ2XSWORDY(10)
	IQ2XSWORDY(11)
	IQ2XSWORDY(12)
	IQ2XSWORDY(13)
	IQ2XSWORDY(14)
	IQ2XSWORDY(15)
	IQ2XSWORDY(16)
	IQ2XSWORDY(17)
	IQ2XSWORDY(18)
	IQ2XSWORDY(19)
	IQ2XSWORDY(20)
	IQ2XSWORDY(21)
	IQ2XSWORDY(22)
	IQ2XSWORDY(23)
	IQ2XSWORDY(24)
	IQ2XSWORDY(25)
	IQ2XSWORDY(26)
	IQ2XSWORDY(27)
	IQ2XSWORDY(28)
	IQ2XSWORDY(29)
	IQ2XSWORDY(30)
	IQ2XSWORDY(31)
	IQ2XSSIGNSY(2, Y2)
	IQ2XSSIGNSY(18, Y3)
	IQ2XSSIGNSY(34, Y4)
	IQ2XSSIGNSY(50, Y5)
	GRIDPACKSIGNSY
	VMOVDQU      gridpairhalf<>(SB), Y9
	VMOVDQU      gridpairhalf<>+32(SB), Y8
	VMOVDQU      iq2xsnib<>(SB), Y14
	VPBROADCASTD gridmask15<>(SB), Y15
	VBROADCASTSS gridhalf<>(SB), Y5
	VBROADCASTSS d+24(FP), Y6
	VBROADCASTSS gridquarter<>(SB), Y7
	IQ2XSSCALESY(Y9, 256)
	IQ2XSSCALESY(Y8, 288)
	VZEROUPPER
	RET
