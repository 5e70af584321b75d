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

// gemm3x4Y: three weight rows (f32) against groups of four activation
// rows, twelve dot products in the 16-lane order. The lanes 0..7 and
// 8..15 of a dot product are two independent sums (lane j takes elements
// j, j+16, j+32, … in order), so they run in two passes over the
// elements, the first over each 16-element chunk's first eight, the
// second over its last eight: a pass holds one accumulator per dot
// product, twelve in all, and per eight elements loads the three weight
// rows' halves once and each activation row's half once, seven loads per
// twelve FMAs (gemm3x2Y's pairs take ten per twelve, and its loads, not
// its FMAs, set its pace on Zen 3). Every lane takes its elements in
// order, so the result is the 16-lane order's, bitwise.
//
// func gemm3x4Y(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, ng,
// end int, acc *lanes16): for each group k < ng, acc[12k+4r+c] continues
// with the elements [0, end/4) of weight row r (at w[r]) dotted with
// activation row c of the group (at x + xoffs[4k+c]); end is a multiple
// of 64 and ng at least 1.
#define G34STEP(OFF) \
	VMOVUPS OFF(R8)(AX*1), Y12 \
	VMOVUPS OFF(R9)(AX*1), Y13 \
	VMOVUPS OFF(R10)(AX*1), Y14 \
	VMOVUPS OFF(R11)(AX*1), Y15 \
	VFMADD231PS Y12, Y15, Y0 \
	VFMADD231PS Y13, Y15, Y4 \
	VFMADD231PS Y14, Y15, Y8 \
	VMOVUPS OFF(R12)(AX*1), Y15 \
	VFMADD231PS Y12, Y15, Y1 \
	VFMADD231PS Y13, Y15, Y5 \
	VFMADD231PS Y14, Y15, Y9 \
	VMOVUPS OFF(R13)(AX*1), Y15 \
	VFMADD231PS Y12, Y15, Y2 \
	VFMADD231PS Y13, Y15, Y6 \
	VFMADD231PS Y14, Y15, Y10 \
	VMOVUPS OFF(R14)(AX*1), Y15 \
	VFMADD231PS Y12, Y15, Y3 \
	VFMADD231PS Y13, Y15, Y7 \
	VFMADD231PS Y14, Y15, Y11

// G34LOAD(H) and G34STORE(H): load or store the twelve
// accumulators' half H (0: lanes 0..7, 32: lanes 8..15); acc[4r+c] in
// Y(4r+c).
#define G34LOAD(H) \
	VMOVUPS (0*64+H)(DI), Y0 \
	VMOVUPS (1*64+H)(DI), Y1 \
	VMOVUPS (2*64+H)(DI), Y2 \
	VMOVUPS (3*64+H)(DI), Y3 \
	VMOVUPS (4*64+H)(DI), Y4 \
	VMOVUPS (5*64+H)(DI), Y5 \
	VMOVUPS (6*64+H)(DI), Y6 \
	VMOVUPS (7*64+H)(DI), Y7 \
	VMOVUPS (8*64+H)(DI), Y8 \
	VMOVUPS (9*64+H)(DI), Y9 \
	VMOVUPS (10*64+H)(DI), Y10 \
	VMOVUPS (11*64+H)(DI), Y11

#define G34STORE(H) \
	VMOVUPS Y0, (0*64+H)(DI) \
	VMOVUPS Y1, (1*64+H)(DI) \
	VMOVUPS Y2, (2*64+H)(DI) \
	VMOVUPS Y3, (3*64+H)(DI) \
	VMOVUPS Y4, (4*64+H)(DI) \
	VMOVUPS Y5, (5*64+H)(DI) \
	VMOVUPS Y6, (6*64+H)(DI) \
	VMOVUPS Y7, (7*64+H)(DI) \
	VMOVUPS Y8, (8*64+H)(DI) \
	VMOVUPS Y9, (9*64+H)(DI) \
	VMOVUPS Y10, (10*64+H)(DI) \
	VMOVUPS Y11, (11*64+H)(DI)

TEXT ·gemm3x4Y(SB), NOSPLIT, $0-48
	MOVQ w+0(FP), SI
	MOVQ 0(SI), R8
	MOVQ 8(SI), R9
	MOVQ 16(SI), R10
	MOVQ x+8(FP), BX
	MOVQ xoffs+16(FP), SI
	MOVQ ng+24(FP), DX
	MOVQ end+32(FP), CX
	MOVQ acc+40(FP), DI
g34group:
	MOVQ 0(SI), R11
	ADDQ BX, R11
	MOVQ 8(SI), R12
	ADDQ BX, R12
	MOVQ 16(SI), R13
	ADDQ BX, R13
	MOVQ 24(SI), R14
	ADDQ BX, R14
	G34LOAD(0)
	XORQ AX, AX
g34lo:
	G34STEP(0)
	ADDQ $64, AX
	CMPQ AX, CX
	JLT g34lo
	G34STORE(0)
	G34LOAD(32)
	XORQ AX, AX
g34hi:
	G34STEP(32)
	ADDQ $64, AX
	CMPQ AX, CX
	JLT g34hi
	G34STORE(32)
	ADDQ $32, SI
	ADDQ $768, DI
	DECQ DX
	JNZ g34group
	VZEROUPPER
	RET
