//go:build amd64 && !purego

#include "textflag.h"
#include "linear_y_amd64.h"

// AVX2 + FMA matrix × vector kernel of Q4_0, in the mv4*Y conventions
// (linear_simd_amd64.go, runFused): four rows at base + offs[i], blocks
// k·stride apart for k·stride < end, acc[i] the row's 16 lanes in Y(4+2i)
// (lanes 0..7) and Y(5+2i) (lanes 8..15), pf the next four-row group to
// prefetch into L2 (nil: none).
//
// Each byte of codes is widened to a dword straight from the weights
// (VPMOVZXBD), its low nibble masked and its high nibble shifted down;
// the block's offset −8 goes into the fused multiply-add that applies the
// scale, so eight weights cost a mask or shift, a conversion and two fused
// multiply-adds. Measured at 256×14336 (in L3, thread CPU time, Zen 4
// without AVX-512): 9.5-9.7 GB/s, where subtracting the offset and then
// multiplying runs at 8.6-8.8. Widening the bytes from a register (a
// 32-byte register of codes, VPMOVSXBD from its four quarters) ran at
// 8.0; parking them on the frame and widening from there at 5.2 to 7.3 (a
// 32- or 16-byte store read back by 8-byte loads is not forwarded on Zen
// 4); looking the weights up in a per-block table of the sixteen products
// (two VPERMPS and a blend per eight weights) ran IQ4_NL at 5.9 GB/s
// where its VPSHUFB kernel runs at 7.1.
//
//	R8..R11 rows   BX activations   AX block offset   CX scratch
//	Y0..Y3 the block's 32 activations   Y4..Y11 lanes
//	Y12 −8d   Y13 d   Y14 codes   Y15 weights

DATA q4d0f<>+0(SB)/8, $0x0000000f0000000f
DATA q4d0f<>+8(SB)/8, $0x0000000f0000000f
DATA q4d0f<>+16(SB)/8, $0x0000000f0000000f
DATA q4d0f<>+24(SB)/8, $0x0000000f0000000f
GLOBL q4d0f<>(SB), RODATA|NOPTR, $32

DATA q4d8<>+0(SB)/8, $0x0000000800000008
DATA q4d8<>+8(SB)/8, $0x0000000800000008
DATA q4d8<>+16(SB)/8, $0x0000000800000008
DATA q4d8<>+24(SB)/8, $0x0000000800000008
GLOBL q4d8<>(SB), RODATA|NOPTR, $32

DATA q4m8<>+0(SB)/4, $-8.0
GLOBL q4m8<>(SB), RODATA|NOPTR, $4

// Q4_0 (18 bytes: f16 d, qs[16]; bytes 0..7 hold elements 0..7 (low
// nibbles) and 16..23 (high), bytes 8..15 elements 8..15 and 24..31): w =
// float32(q − 8)·d, computed as float32(q)·d − 8d in one fused
// multiply-add where d is finite: q·d and 8d are exact, and so is their
// difference, the decoder's product. A block whose scale is Inf or NaN
// (exponent bits all set, tested on the integer side) takes the decoder's
// own two steps (Q40XW), so Inf·(q − 8) keeps its signs.
#define Q40W(N, X, ACC) \
	VCVTDQ2PS N, N \
	VFMADD213PS Y12, Y13, N \
	VFMADD231PS X, N, ACC

#define Q40XW(N, X, ACC) \
	VPSUBD q4d8<>(SB), N, N \
	VCVTDQ2PS N, N \
	VMULPS Y13, N, N \
	VFMADD231PS X, N, ACC

// Q40CODES: the block's 32 weights by W, into LO and HI.
#define Q40CODES(R, W, LO, HI) \
	VPMOVZXBD 2(R)(AX*1), Y14 \
	VPAND q4d0f<>(SB), Y14, Y15 \
	VPSRLD $4, Y14, Y14 \
	W(Y15, Y0, LO) \
	W(Y14, Y2, LO) \
	VPMOVZXBD 10(R)(AX*1), Y14 \
	VPAND q4d0f<>(SB), Y14, Y15 \
	VPSRLD $4, Y14, Y14 \
	W(Y15, Y1, HI) \
	W(Y14, Y3, HI)

#define Q40SCALE(R) \
	VPBROADCASTW 0(R)(AX*1), X13 \
	VCVTPH2PS X13, Y13

#define Q40ROW(R, LO, HI, SLOW, BACK) \
	MOVWLZX 0(R)(AX*1), CX \
	ANDL $0x7c00, CX \
	CMPL CX, $0x7c00 \
	JEQ SLOW \
	Q40SCALE(R) \
	VBROADCASTSS q4m8<>(SB), Y12 \
	VMULPS Y12, Y13, Y12 \
	Q40CODES(R, Q40W, LO, HI) \
BACK:

// Q40XROW: Q40ROW's block with a scale that is not finite, out of line.
#define Q40XROW(R, LO, HI, SLOW, BACK) \
SLOW: \
	Q40SCALE(R) \
	Q40CODES(R, Q40XW, LO, HI) \
	JMP BACK

// func mv4Q4_0Y(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)
TEXT ·mv4Q4_0Y(SB), NOSPLIT, $0-56
	YPROLOGUE
	JGE q40ydone
q40yloop:
	PFNEXT4(PF2)
	YLOADX
	Q40ROW(R8, Y4, Y5, q40yslow0, q40yback0)
	Q40ROW(R9, Y6, Y7, q40yslow1, q40yback1)
	Q40ROW(R10, Y8, Y9, q40yslow2, q40yback2)
	Q40ROW(R11, Y10, Y11, q40yslow3, q40yback3)
	ADDQ stride+16(FP), AX
	ADDQ $128, BX
	CMPQ AX, end+24(FP)
	JLT q40yloop
q40ydone:
	YEPILOGUE
	Q40XROW(R8, Y4, Y5, q40yslow0, q40yback0)
	Q40XROW(R9, Y6, Y7, q40yslow1, q40yback1)
	Q40XROW(R10, Y8, Y9, q40yslow2, q40yback2)
	Q40XROW(R11, Y10, Y11, q40yslow3, q40yback3)
