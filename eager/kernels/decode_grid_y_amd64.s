//go:build amd64 && !purego

#include "textflag.h"

// AVX2 block readers of IQ2_S, IQ3_S, IQ1_S and IQ1_M (decode_grid.go):
// the grid words by scalar loads (AVX2 gathers are no faster), the pair
// scales and the IQ1 offsets δ eight lanes at a time, the sign bytes of
// IQ2_S and IQ3_S copied. Every scale is computed as the Go readers
// compute it (one exact conversion, the same rounded products in the same
// order). SI: the block, DI: the gridBlock, R8: the grid; d the block's
// f16 scale as float32.

// Lane index vectors: pair p of a chunk (0,0,1,1,..), quad q (0,0,0,0,1,..).
DATA gyPairLo<>+0(SB)/8, $0x0000000000000000
DATA gyPairLo<>+8(SB)/8, $0x0000000100000001
DATA gyPairLo<>+16(SB)/8, $0x0000000200000002
DATA gyPairLo<>+24(SB)/8, $0x0000000300000003
GLOBL gyPairLo<>(SB), RODATA|NOPTR, $32
DATA gyPairHi<>+0(SB)/8, $0x0000000400000004
DATA gyPairHi<>+8(SB)/8, $0x0000000500000005
DATA gyPairHi<>+16(SB)/8, $0x0000000600000006
DATA gyPairHi<>+24(SB)/8, $0x0000000700000007
GLOBL gyPairHi<>(SB), RODATA|NOPTR, $32
DATA gyQuad0<>+0(SB)/8, $0x0000000000000000
DATA gyQuad0<>+8(SB)/8, $0x0000000000000000
DATA gyQuad0<>+16(SB)/8, $0x0000000100000001
DATA gyQuad0<>+24(SB)/8, $0x0000000100000001
GLOBL gyQuad0<>(SB), RODATA|NOPTR, $32
DATA gyQuad1<>+0(SB)/8, $0x0000000200000002
DATA gyQuad1<>+8(SB)/8, $0x0000000200000002
DATA gyQuad1<>+16(SB)/8, $0x0000000300000003
DATA gyQuad1<>+24(SB)/8, $0x0000000300000003
GLOBL gyQuad1<>(SB), RODATA|NOPTR, $32
DATA gyQuad2<>+0(SB)/8, $0x0000000400000004
DATA gyQuad2<>+8(SB)/8, $0x0000000400000004
DATA gyQuad2<>+16(SB)/8, $0x0000000500000005
DATA gyQuad2<>+24(SB)/8, $0x0000000500000005
GLOBL gyQuad2<>(SB), RODATA|NOPTR, $32
DATA gyQuad3<>+0(SB)/8, $0x0000000600000006
DATA gyQuad3<>+8(SB)/8, $0x0000000600000006
DATA gyQuad3<>+16(SB)/8, $0x0000000700000007
DATA gyQuad3<>+24(SB)/8, $0x0000000700000007
GLOBL gyQuad3<>(SB), RODATA|NOPTR, $32

// Shift vectors: the nibbles of a byte, one a lane (gyNib) or one a pair
// of lanes (gyNibPair); IQ1_M's 3-bit scale fields (gyTri); IQ1_M's δ bits
// 3 and 7 of a qh byte to bit 31 (gyHiBits).
DATA gyNib<>+0(SB)/8, $0x0000000400000000
DATA gyNib<>+8(SB)/8, $0x0000000400000000
DATA gyNib<>+16(SB)/8, $0x0000000400000000
DATA gyNib<>+24(SB)/8, $0x0000000400000000
GLOBL gyNib<>(SB), RODATA|NOPTR, $32
DATA gyNibPair<>+0(SB)/8, $0x0000000000000000
DATA gyNibPair<>+8(SB)/8, $0x0000000400000004
DATA gyNibPair<>+16(SB)/8, $0x0000000000000000
DATA gyNibPair<>+24(SB)/8, $0x0000000400000004
GLOBL gyNibPair<>(SB), RODATA|NOPTR, $32
DATA gyTri<>+0(SB)/8, $0x0000000300000000
DATA gyTri<>+8(SB)/8, $0x0000000900000006
DATA gyTri<>+16(SB)/8, $0x0000000300000000
DATA gyTri<>+24(SB)/8, $0x0000000900000006
GLOBL gyTri<>(SB), RODATA|NOPTR, $32
DATA gyHiBits<>+0(SB)/8, $0x000000180000001c
DATA gyHiBits<>+8(SB)/8, $0x000000180000001c
DATA gyHiBits<>+16(SB)/8, $0x000000180000001c
DATA gyHiBits<>+24(SB)/8, $0x000000180000001c
GLOBL gyHiBits<>(SB), RODATA|NOPTR, $32
DATA gyBit<>+0(SB)/8, $0x0000000100000000
DATA gyBit<>+8(SB)/8, $0x0000000300000002
DATA gyBit<>+16(SB)/8, $0x0000000500000004
DATA gyBit<>+24(SB)/8, $0x0000000700000006
GLOBL gyBit<>(SB), RODATA|NOPTR, $32
DATA gy15<>+0(SB)/4, $15
GLOBL gy15<>(SB), RODATA|NOPTR, $4
DATA gy7<>+0(SB)/4, $7
GLOBL gy7<>(SB), RODATA|NOPTR, $4
DATA gy1<>+0(SB)/4, $1
GLOBL gy1<>(SB), RODATA|NOPTR, $4
DATA gySign<>+0(SB)/4, $0x80000000
GLOBL gySign<>(SB), RODATA|NOPTR, $4
DATA gyHalf<>+0(SB)/4, $0.5
GLOBL gyHalf<>(SB), RODATA|NOPTR, $4
DATA gyQuarter<>+0(SB)/4, $0.25
GLOBL gyQuarter<>(SB), RODATA|NOPTR, $4
DATA gyEighth<>+0(SB)/4, $0.125
GLOBL gyEighth<>(SB), RODATA|NOPTR, $4

// ODDSCALESY: d·(2·f + 1) of the 3- or 4-bit fields f in Y10 (already
// masked) to off(DI) (Y6: d, Y7: 1 broadcast).
#define ODDSCALESY(off) \
	VPADDD    Y10, Y10, Y10 \
	VPOR      Y7, Y10, Y10 \
	VCVTDQ2PS Y10, Y10 \
	VMULPS    Y10, Y6, Y10 \
	VMOVUPS   Y10, off(DI)

// IQ2SWORDY: the word of group 4k+l of IQ2_S: grid entry qs[4k+l] (at
// 2+4k+l) | qh field l (qh byte k in DX) << 8.
#define IQ2SWORDY(k, l) \
	MOVL    DX, BX \
	SHLL    $(8-2*l), BX \
	ANDL    $0x300, BX \
	MOVBLZX (2+4*k+l)(SI), AX \
	ORL     BX, AX \
	MOVQ    (R8)(AX*8), BX \
	MOVQ    BX, (8*(4*k+l))(DI)

#define IQ2SCHUNKY(k) \
	MOVBLZX (66+k)(SI), DX \
	IQ2SWORDY(k, 0) \
	IQ2SWORDY(k, 1) \
	IQ2SWORDY(k, 2) \
	IQ2SWORDY(k, 3)

// IQ2SSCALESY: the scales ((d·(0.5 + s))·0.25) of pairs 8h..8h+7, s the
// nibbles of scale bytes 4h..4h+3 (IDX picks them from the eight in Y9)
// to off(DI) (Y5: 0.5, Y6: d, Y7: 0.25, Y14: gyNib, Y15: 15).
#define IQ2SSCALESY(IDX, off) \
	VPERMD    Y9, IDX, Y10 \
	VPSRLVD   Y14, Y10, Y10 \
	VPAND     Y15, Y10, Y10 \
	VCVTDQ2PS Y10, Y10 \
	VADDPS    Y5, Y10, Y10 \
	VMULPS    Y10, Y6, Y10 \
	VMULPS    Y7, Y10, Y10 \
	VMOVUPS   Y10, off(DI)

// IQ2SREST: the sign bytes and pair scales of an IQ2_S block.
#define IQ2SREST \
	VMOVDQU      34(SI), Y0 \
	VMOVDQU      Y0, 320(DI) \
	VPMOVZXBD    74(SI), Y9 \
	VMOVDQU      gyNib<>(SB), Y14 \
	VPBROADCASTD gy15<>(SB), Y15 \
	VBROADCASTSS gyHalf<>(SB), Y5 \
	VBROADCASTSS d+24(FP), Y6 \
	VBROADCASTSS gyQuarter<>(SB), Y7 \
	VMOVDQU      gyPairLo<>(SB), Y8 \
	IQ2SSCALESY(Y8, 256) \
	VMOVDQU      gyPairHi<>(SB), Y8 \
	IQ2SSCALESY(Y8, 288)

// func groupsIQ2_SY(b *byte, blk *gridBlock, grid *uint64, d float32)
TEXT ·groupsIQ2_SY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ2SCHUNKY(0)
	IQ2SCHUNKY(1)
	IQ2SCHUNKY(2)
	IQ2SCHUNKY(3)
	IQ2SCHUNKY(4)
	IQ2SCHUNKY(5)
	IQ2SCHUNKY(6)
	IQ2SCHUNKY(7)
	IQ2SREST
	VZEROUPPER
	RET

// IQ3SWORDY: the word of group 4ib+l of IQ3_S: the grid entries of qs
// bytes 8ib+2l and 8ib+2l+1 (at 2+8ib+2l), qh bits 2l and 2l+1 (qh byte
// ib in DX) on top of their indices.
#define IQ3SWORDY(ib, l) \
	MOVL    DX, BX \
	SHLL    $(8-2*l), BX \
	ANDL    $0x100, BX \
	MOVBLZX (2+8*ib+2*l)(SI), AX \
	ORL     BX, AX \
	MOVL    (R8)(AX*4), AX \
	MOVL    AX, (8*(4*ib+l))(DI) \
	MOVL    DX, BX \
	SHLL    $(7-2*l), BX \
	ANDL    $0x100, BX \
	MOVBLZX (3+8*ib+2*l)(SI), CX \
	ORL     BX, CX \
	MOVL    (R8)(CX*4), CX \
	MOVL    CX, (8*(4*ib+l)+4)(DI)

#define IQ3SCHUNKY(ib) \
	MOVBLZX (66+ib)(SI), DX \
	IQ3SWORDY(ib, 0) \
	IQ3SWORDY(ib, 1) \
	IQ3SWORDY(ib, 2) \
	IQ3SWORDY(ib, 3)

// IQ3SSCALESY: the scales d·(1 + 2s) of pairs 8h..8h+7 (s: nibble p/2 of
// the four scale bytes, widened in Y9, IDX picking byte p/4) to off(DI).
#define IQ3SSCALESY(IDX, off) \
	VPERMD  Y9, IDX, Y10 \
	VPSRLVD Y14, Y10, Y10 \
	VPAND   Y15, Y10, Y10 \
	ODDSCALESY(off)

// IQ3SREST: the sign bytes and pair scales of an IQ3_S block.
#define IQ3SREST \
	VMOVDQU      74(SI), Y0 \
	VMOVDQU      Y0, 320(DI) \
	VMOVD        106(SI), X9 \
	VPMOVZXBD    X9, Y9 \
	VMOVDQU      gyNibPair<>(SB), Y14 \
	VPBROADCASTD gy15<>(SB), Y15 \
	VBROADCASTSS d+24(FP), Y6 \
	VPBROADCASTD gy1<>(SB), Y7 \
	VMOVDQU      gyQuad0<>(SB), Y8 \
	IQ3SSCALESY(Y8, 256) \
	VMOVDQU      gyQuad1<>(SB), Y8 \
	IQ3SSCALESY(Y8, 288)

// func groupsIQ3_SY(b *byte, blk *gridBlock, grid *uint32, d float32)
TEXT ·groupsIQ3_SY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ3SCHUNKY(0)
	IQ3SCHUNKY(1)
	IQ3SCHUNKY(2)
	IQ3SCHUNKY(3)
	IQ3SCHUNKY(4)
	IQ3SCHUNKY(5)
	IQ3SCHUNKY(6)
	IQ3SCHUNKY(7)
	IQ3SREST
	VZEROUPPER
	RET

// IQ1SWORDY: the word of group 4ib+l of IQ1_S: grid entry qs[4ib+l] (at
// 2+4ib+l) | qh field l (the qh word of ib in DX) << 8.
#define IQ1SWORDY(ib, l) \
	MOVL    DX, BX \
	SHRL    $(3*l), BX \
	ANDL    $7, BX \
	SHLL    $8, BX \
	MOVBLZX (2+4*ib+l)(SI), AX \
	ORL     BX, AX \
	MOVQ    (R8)(AX*8), BX \
	MOVQ    BX, (8*(4*ib+l))(DI)

#define IQ1SCHUNKY(ib) \
	MOVWLZX (34+2*ib)(SI), DX \
	IQ1SWORDY(ib, 0) \
	IQ1SWORDY(ib, 1) \
	IQ1SWORDY(ib, 2) \
	IQ1SWORDY(ib, 3)

// IQ1SDELTAY: δ of groups 8q..8q+7 (qh bit 15 of their word, the words
// widened in Y9, IDX picking word g/4) to 352+32q(DI) (Y13: 0.125).
#define IQ1SDELTAY(IDX, q) \
	VPERMD  Y9, IDX, Y10 \
	VPSRLD  $15, Y10, Y10 \
	VPSLLD  $31, Y10, Y10 \
	VPOR    Y13, Y10, Y10 \
	VMOVDQU Y10, (352+32*q)(DI)

// IQ1SSCALESY: the scales d·(2·(qh>>12 & 7) + 1) of pairs 8h..8h+7 (IDX
// picking word p/2) to off(DI).
#define IQ1SSCALESY(IDX, off) \
	VPERMD Y9, IDX, Y10 \
	VPSRLD $12, Y10, Y10 \
	VPAND  Y15, Y10, Y10 \
	ODDSCALESY(off)

// IQ1SREST: the pair scales and δ of an IQ1_S block (qh words widened
// in Y9; Y15: 7).
#define IQ1SREST \
	VBROADCASTSS d+24(FP), Y6 \
	VPBROADCASTD gy1<>(SB), Y7 \
	VBROADCASTSS gyEighth<>(SB), Y13 \
	VMOVDQU      gyPairLo<>(SB), Y8 \
	IQ1SSCALESY(Y8, 256) \
	VMOVDQU      gyPairHi<>(SB), Y8 \
	IQ1SSCALESY(Y8, 288) \
	VMOVDQU      gyQuad0<>(SB), Y8 \
	IQ1SDELTAY(Y8, 0) \
	VMOVDQU      gyQuad1<>(SB), Y8 \
	IQ1SDELTAY(Y8, 1) \
	VMOVDQU      gyQuad2<>(SB), Y8 \
	IQ1SDELTAY(Y8, 2) \
	VMOVDQU      gyQuad3<>(SB), Y8 \
	IQ1SDELTAY(Y8, 3)

// func groupsIQ1_SY(b *byte, blk *gridBlock, grid *uint64, d float32)
TEXT ·groupsIQ1_SY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ1SCHUNKY(0)
	IQ1SCHUNKY(1)
	IQ1SCHUNKY(2)
	IQ1SCHUNKY(3)
	IQ1SCHUNKY(4)
	IQ1SCHUNKY(5)
	IQ1SCHUNKY(6)
	IQ1SCHUNKY(7)
	VPMOVZXWD    34(SI), Y9
	VPBROADCASTD gy7<>(SB), Y15
	IQ1SREST
	VZEROUPPER
	RET

// IQ1MPAIRY: the words of groups 2k and 2k+1 of IQ1_M: grid entries of
// qs bytes 2k and 2k+1 | the low and high 3-bit fields of qh byte k
// (at 32+k) << 8.
#define IQ1MPAIRY(k) \
	MOVBLZX (32+k)(SI), DX \
	MOVL    DX, BX \
	ANDL    $7, BX \
	SHLL    $8, BX \
	MOVBLZX (2*k)(SI), AX \
	ORL     BX, AX \
	MOVQ    (R8)(AX*8), BX \
	MOVQ    BX, (16*k)(DI) \
	SHLL    $4, DX \
	ANDL    $0x700, DX \
	MOVBLZX (2*k+1)(SI), AX \
	ORL     DX, AX \
	MOVQ    (R8)(AX*8), BX \
	MOVQ    BX, (16*k+8)(DI)

// IQ1MDELTAY: δ of groups 8q..8q+7 (bits 3 and 7 of qh bytes 4q..4q+3,
// SRC holding eight of them widened, IDX picking byte g/2) to
// 352+32q(DI) (Y12: gyHiBits, Y11: the sign bit, Y13: 0.125).
#define IQ1MDELTAY(SRC, IDX, q) \
	VPERMD  SRC, IDX, Y10 \
	VPSLLVD Y12, Y10, Y10 \
	VPAND   Y11, Y10, Y10 \
	VPOR    Y13, Y10, Y10 \
	VMOVDQU Y10, (352+32*q)(DI)

// IQ1MSCALESY: the scales d·(2s + 1) of pairs 8h..8h+7 (s: field p mod 4
// of scale word p/4, the four words widened in Y9, IDX picking them) to
// off(DI) (Y14: gyTri).
#define IQ1MSCALESY(IDX, off) \
	VPERMD  Y9, IDX, Y10 \
	VPSRLVD Y14, Y10, Y10 \
	VPAND   Y15, Y10, Y10 \
	ODDSCALESY(off)

// IQ1MREST: the pair scales and δ of an IQ1_M block.
#define IQ1MREST \
	VMOVQ        48(SI), X9 \
	VPMOVZXWD    X9, Y9 \
	VMOVDQU      gyTri<>(SB), Y14 \
	VPBROADCASTD gy7<>(SB), Y15 \
	VBROADCASTSS d+24(FP), Y6 \
	VPBROADCASTD gy1<>(SB), Y7 \
	VMOVDQU      gyQuad0<>(SB), Y8 \
	IQ1MSCALESY(Y8, 256) \
	VMOVDQU      gyQuad1<>(SB), Y8 \
	IQ1MSCALESY(Y8, 288) \
	VPMOVZXBD    32(SI), Y0 \
	VPMOVZXBD    40(SI), Y1 \
	VMOVDQU      gyHiBits<>(SB), Y12 \
	VPBROADCASTD gySign<>(SB), Y11 \
	VBROADCASTSS gyEighth<>(SB), Y13 \
	VMOVDQU      gyPairLo<>(SB), Y8 \
	VMOVDQU      gyPairHi<>(SB), Y9 \
	IQ1MDELTAY(Y0, Y8, 0) \
	IQ1MDELTAY(Y0, Y9, 1) \
	IQ1MDELTAY(Y1, Y8, 2) \
	IQ1MDELTAY(Y1, Y9, 3)

// func groupsIQ1_MY(b *byte, blk *gridBlock, grid *uint64, d float32)
TEXT ·groupsIQ1_MY(SB), NOSPLIT, $0-28
	MOVQ b+0(FP), SI
	MOVQ blk+8(FP), DI
	MOVQ grid+16(FP), R8
	IQ1MPAIRY(0)
	IQ1MPAIRY(1)
	IQ1MPAIRY(2)
	IQ1MPAIRY(3)
	IQ1MPAIRY(4)
	IQ1MPAIRY(5)
	IQ1MPAIRY(6)
	IQ1MPAIRY(7)
	IQ1MPAIRY(8)
	IQ1MPAIRY(9)
	IQ1MPAIRY(10)
	IQ1MPAIRY(11)
	IQ1MPAIRY(12)
	IQ1MPAIRY(13)
	IQ1MPAIRY(14)
	IQ1MPAIRY(15)
	IQ1MREST
	VZEROUPPER
	RET

// IQ1SIDXY: the grid indices of groups 8q..8q+7 of IQ1_S (qs bytes
// 8q..8q+7 | field g mod 4 of qh word g/4 << 8; the words widened in Y9,
// IDX picking them) as uint32 to 32q(DI) (Y12: gyTri, Y15: 7).
#define IQ1SIDXY(IDX, q) \
	VMOVDQU   IDX, Y8 \
	VPERMD    Y9, Y8, Y10 \
	VPSRLVD   Y12, Y10, Y10 \
	VPAND     Y15, Y10, Y10 \
	VPSLLD    $8, Y10, Y10 \
	VPMOVZXBD (2+8*q)(SI), Y11 \
	VPOR      Y11, Y10, Y10 \
	VMOVDQU   Y10, (32*q)(DI)

// func groupsIQ1_SIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ1_SY with the groups' grid indices (uint32) in place of their
// words: w's first 128 bytes (dot2GridDeltaIdxY loads the words; grid
// unused).
TEXT ·groupsIQ1_SIdxY(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VPMOVZXWD    34(SI), Y9
	VPBROADCASTD gy7<>(SB), Y15
	VMOVDQU      gyTri<>(SB), Y12
	IQ1SIDXY(gyQuad0<>(SB), 0)
	IQ1SIDXY(gyQuad1<>(SB), 1)
	IQ1SIDXY(gyQuad2<>(SB), 2)
	IQ1SIDXY(gyQuad3<>(SB), 3)
	IQ1SREST
	VZEROUPPER
	RET

// IQ1MIDXY: the grid indices of groups 8q..8q+7 of IQ1_M (qs bytes
// 8q..8q+7 | the low or high 3-bit field of qh byte g/2 << 8; SRC: eight
// qh bytes widened, IDX picking them) as uint32 to 32q(DI) (Y12: gyNib,
// Y15: 7).
#define IQ1MIDXY(SRC, IDX, q) \
	VPERMD    SRC, IDX, Y10 \
	VPSRLVD   Y12, Y10, Y10 \
	VPAND     Y15, Y10, Y10 \
	VPSLLD    $8, Y10, Y10 \
	VPMOVZXBD (8*q)(SI), Y11 \
	VPOR      Y11, Y10, Y10 \
	VMOVDQU   Y10, (32*q)(DI)

// func groupsIQ1_MIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ1_MY with the groups' grid indices in place of their words (grid unused).
TEXT ·groupsIQ1_MIdxY(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VPMOVZXBD    32(SI), Y0
	VPMOVZXBD    40(SI), Y1
	VMOVDQU      gyNib<>(SB), Y12
	VPBROADCASTD gy7<>(SB), Y15
	VMOVDQU      gyPairLo<>(SB), Y8
	VMOVDQU      gyPairHi<>(SB), Y9
	IQ1MIDXY(Y0, Y8, 0)
	IQ1MIDXY(Y0, Y9, 1)
	IQ1MIDXY(Y1, Y8, 2)
	IQ1MIDXY(Y1, Y9, 3)
	IQ1MREST
	VZEROUPPER
	RET

// DELTAIDXY: groups CX and CX+1 of the index block at B into Y D0 and D1,
// their words loaded from the grid at R8 (T, U scratch; R0, R1 scratch):
// the expansion of DELTAY (decode_grid_amd64.s).
#define DELTAIDXY(B, D0, D1, T, U, R0, R1) \
	MOVL         0(B)(CX*4), R0 \
	MOVL         4(B)(CX*4), R1 \
	VPMOVSXBD    (R8)(R0*8), D0 \
	VPMOVSXBD    (R8)(R1*8), D1 \
	VCVTDQ2PS    D0, D0 \
	VCVTDQ2PS    D1, D1 \
	VBROADCASTSS 352(B)(CX*4), T \
	VBROADCASTSS 356(B)(CX*4), U \
	VADDPS       T, D0, D0 \
	VADDPS       U, D1, D1 \
	VBROADCASTSS 256(B)(CX*2), T \
	VMULPS       T, D0, D0 \
	VMULPS       T, D1, D1

// func dot2GridDeltaIdxY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, grid *uint64)
//
// dot2GridDeltaY on index blocks (groupsIQ1_SIdxY, groupsIQ1_MIdxY): the
// words come from the grid, not through the group buffer.
TEXT ·dot2GridDeltaIdxY(SB), NOSPLIT, $0-48
	MOVQ    ga+0(FP), SI
	MOVQ    gb+8(FP), DI
	MOVQ    x+16(FP), DX
	MOVQ    acca+24(FP), R9
	MOVQ    accb+32(FP), R10
	MOVQ    grid+40(FP), R8
	VMOVUPS 0(R9), Y8
	VMOVUPS 32(R9), Y9
	VMOVUPS 0(R10), Y10
	VMOVUPS 32(R10), Y11
	XORQ    CX, CX

ddiy:
	DELTAIDXY(SI, Y0, Y1, Y4, Y5, AX, BX)
	DELTAIDXY(DI, Y2, Y3, Y6, Y7, R11, R12)
	VMOVUPS     0(DX), Y12
	VMOVUPS     32(DX), Y13
	VFMADD231PS Y12, Y0, Y8
	VFMADD231PS Y13, Y1, Y9
	VFMADD231PS Y12, Y2, Y10
	VFMADD231PS Y13, Y3, Y11
	ADDQ        $64, DX
	ADDQ        $2, CX
	CMPQ        CX, $32
	JLT         ddiy
	VMOVUPS     Y8, 0(R9)
	VMOVUPS     Y9, 32(R9)
	VMOVUPS     Y10, 0(R10)
	VMOVUPS     Y11, 32(R10)
	VZEROUPPER
	RET


// IQ3SIDXY: the grid indices of qs bytes 8ib..8ib+7 of IQ3_S (bit j of
// qh byte ib, broadcast to every lane, on top) as uint32 to 32ib(DI)
// (Y12: gyBit, Y13: 1).
#define IQ3SIDXY(ib) \
	VPBROADCASTB (66+ib)(SI), Y10 \
	VPSRLVD      Y12, Y10, Y10 \
	VPAND        Y13, Y10, Y10 \
	VPSLLD       $8, Y10, Y10 \
	VPMOVZXBD    (2+8*ib)(SI), Y11 \
	VPOR         Y11, Y10, Y10 \
	VMOVDQU      Y10, (32*ib)(DI)

// func groupsIQ3_SIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)
//
// groupsIQ3_SY with the 64 grid indices of qs (uint32, in qs order) in
// place of the words (grid unused).
TEXT ·groupsIQ3_SIdxY(SB), NOSPLIT, $0-28
	MOVQ         b+0(FP), SI
	MOVQ         blk+8(FP), DI
	VMOVDQU      gyBit<>(SB), Y12
	VPBROADCASTD gy1<>(SB), Y13
	IQ3SIDXY(0)
	IQ3SIDXY(1)
	IQ3SIDXY(2)
	IQ3SIDXY(3)
	IQ3SIDXY(4)
	IQ3SIDXY(5)
	IQ3SIDXY(6)
	IQ3SIDXY(7)
	IQ3SREST
	VZEROUPPER
	RET

// SIGNED3IDXY: groups CX and CX+1 of the IQ3_S index block at B into Y
// D0 and D1 (XD0, XD1 their X halves), each word's two entries loaded
// from the grid at R13 (T: the scale; R0, R1 scratch; sign masks at R8):
// the expansion of SIGNEDY (decode_grid_amd64.s).
#define SIGNED3IDXY(B, D0, D1, XD0, XD1, T, R0, R1) \
	MOVL         0(B)(CX*8), R0 \
	MOVL         4(B)(CX*8), R1 \
	VMOVD        (R13)(R0*4), XD0 \
	VPINSRD      $1, (R13)(R1*4), XD0, XD0 \
	MOVL         8(B)(CX*8), R0 \
	MOVL         12(B)(CX*8), R1 \
	VMOVD        (R13)(R0*4), XD1 \
	VPINSRD      $1, (R13)(R1*4), XD1, XD1 \
	VBROADCASTSS 256(B)(CX*2), T \
	VPMOVSXBD    XD0, D0 \
	VPMOVSXBD    XD1, D1 \
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

// func dot2GridSigned3IdxY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, masks *[256][8]uint32, grid *uint32)
//
// dot2GridSignedY on IQ3_S index blocks (groupsIQ3_SIdxY): the words come
// from the grid, not through the group buffer.
TEXT ·dot2GridSigned3IdxY(SB), NOSPLIT, $0-56
	MOVQ    ga+0(FP), SI
	MOVQ    gb+8(FP), DI
	MOVQ    x+16(FP), DX
	MOVQ    acca+24(FP), R9
	MOVQ    accb+32(FP), R10
	MOVQ    masks+40(FP), R8
	MOVQ    grid+48(FP), R13
	VMOVUPS 0(R9), Y8
	VMOVUPS 32(R9), Y9
	VMOVUPS 0(R10), Y10
	VMOVUPS 32(R10), Y11
	XORQ    CX, CX

ds3iy:
	SIGNED3IDXY(SI, Y0, Y1, X0, X1, Y4, AX, BX)
	SIGNED3IDXY(DI, Y2, Y3, X2, X3, Y5, R11, R12)
	VMOVUPS     0(DX), Y12
	VMOVUPS     32(DX), Y13
	VFMADD231PS Y12, Y0, Y8
	VFMADD231PS Y13, Y1, Y9
	VFMADD231PS Y12, Y2, Y10
	VFMADD231PS Y13, Y3, Y11
	ADDQ        $64, DX
	ADDQ        $2, CX
	CMPQ        CX, $32
	JLT         ds3iy
	VMOVUPS     Y8, 0(R9)
	VMOVUPS     Y9, 32(R9)
	VMOVUPS     Y10, 0(R10)
	VMOVUPS     Y11, 32(R10)
	VZEROUPPER
	RET
