//go:build amd64 && !purego

#include "textflag.h"

// Batched (prefill) kernel without AVX-512: three weight rows (f32) against
// two activation rows, six dot products in the 16-lane order, each in a
// pair of 256-bit accumulators (lanes 0..7 and 8..15). Per half chunk of
// eight elements the two activation halves are loaded into registers and
// each weight row's half is loaded once and fused multiply-added into its
// two accumulators: five loads per six FMAs (ten per twelve per 16
// elements), so the two FMA ports, not the load ports, set the pace.
// Every accumulator still takes its elements in order, so the result is
// the 16-lane order's, bitwise.
//
// func gemm3x2Y(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, np,
// end int, acc *lanes16): for each pair k < np, acc[6k+2r+c] continues
// with the elements [0, end/4) of weight row r (at w[r]) dotted with
// activation row c of the pair (at x + xoffs[2k+c]); end is a multiple of
// 64 and np at least 1. One call runs a tile against every pair of a
// batch.
#define G3HALF(OFF, A0, A1, A2, A3, A4, A5) \
	VMOVUPS OFF(R11)(AX*1), Y12 \
	VMOVUPS OFF(R12)(AX*1), Y13 \
	VMOVUPS OFF(R8)(AX*1), Y14 \
	VFMADD231PS Y14, Y12, A0 \
	VFMADD231PS Y14, Y13, A1 \
	VMOVUPS OFF(R9)(AX*1), Y15 \
	VFMADD231PS Y15, Y12, A2 \
	VFMADD231PS Y15, Y13, A3 \
	VMOVUPS OFF(R10)(AX*1), Y14 \
	VFMADD231PS Y14, Y12, A4 \
	VFMADD231PS Y14, Y13, A5

TEXT ·gemm3x2Y(SB), NOSPLIT, $0-48
	MOVQ w+0(FP), SI
	MOVQ 0(SI), R8
	MOVQ 8(SI), R9
	MOVQ 16(SI), R10
	MOVQ x+8(FP), BX
	MOVQ xoffs+16(FP), SI
	MOVQ np+24(FP), DX
	MOVQ end+32(FP), CX
	MOVQ acc+40(FP), DI
g3pair:
	MOVQ 0(SI), R11
	ADDQ BX, R11
	MOVQ 8(SI), R12
	ADDQ BX, R12
	VMOVUPS 0(DI), Y0
	VMOVUPS 32(DI), Y1
	VMOVUPS 64(DI), Y2
	VMOVUPS 96(DI), Y3
	VMOVUPS 128(DI), Y4
	VMOVUPS 160(DI), Y5
	VMOVUPS 192(DI), Y6
	VMOVUPS 224(DI), Y7
	VMOVUPS 256(DI), Y8
	VMOVUPS 288(DI), Y9
	VMOVUPS 320(DI), Y10
	VMOVUPS 352(DI), Y11
	XORQ AX, AX
	CMPQ AX, CX
	JGE g3done
g3loop:
	// acc[2r+c] is Y(4r+2c) (lanes 0..7) and Y(4r+2c+1) (lanes 8..15).
	G3HALF(0, Y0, Y2, Y4, Y6, Y8, Y10)
	G3HALF(32, Y1, Y3, Y5, Y7, Y9, Y11)
	ADDQ $64, AX
	CMPQ AX, CX
	JLT g3loop
g3done:
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	VMOVUPS Y4, 128(DI)
	VMOVUPS Y5, 160(DI)
	VMOVUPS Y6, 192(DI)
	VMOVUPS Y7, 224(DI)
	VMOVUPS Y8, 256(DI)
	VMOVUPS Y9, 288(DI)
	VMOVUPS Y10, 320(DI)
	VMOVUPS Y11, 352(DI)
	ADDQ $16, SI
	ADDQ $384, DI
	DECQ DX
	JNZ g3pair
	VZEROUPPER
	RET
