//go:build amd64 && !purego

#include "textflag.h"

// Batched (prefill) kernel: four weight rows (f32) against four activation
// rows, sixteen dot products in the 16-lane order, each in its own 512-bit
// accumulator: per 16 elements, four weight loads, four activation loads
// and sixteen fused multiply-adds (the weight chunk is loaded once for
// four activation rows and vice versa).
//
// func gemm4x4Z(w unsafe.Pointer, ws int, x unsafe.Pointer, xoffs *int,
// ng, end int, acc *lanes16): for each group k < ng, acc[16k+4r+c]
// continues with the elements [0, end/4) of weight row r (at w + r·ws)
// dotted with activation row c of the group (at x + xoffs[4k+c]); end is
// a multiple of 64 and ng at least 1. One call runs a tile against every
// group of a batch.
#define G4COL(XOFF, A0, A1, A2, A3) \
	VMOVUPS (XOFF)(AX*1), Z4 \
	VFMADD231PS Z4, Z0, A0 \
	VFMADD231PS Z4, Z1, A1 \
	VFMADD231PS Z4, Z2, A2 \
	VFMADD231PS Z4, Z3, A3

TEXT ·gemm4x4Z(SB), NOSPLIT, $0-56
	MOVQ w+0(FP), R8
	MOVQ ws+8(FP), DX
	LEAQ (R8)(DX*1), R9
	LEAQ (R9)(DX*1), R10
	LEAQ (R10)(DX*1), R11
	MOVQ x+16(FP), BX
	MOVQ xoffs+24(FP), SI
	MOVQ ng+32(FP), DX
	MOVQ end+40(FP), CX
	MOVQ acc+48(FP), DI
g4group:
	MOVQ 0(SI), R12
	ADDQ BX, R12
	MOVQ 8(SI), R13
	ADDQ BX, R13
	MOVQ 16(SI), R14
	ADDQ BX, R14
	MOVQ 24(SI), R15
	ADDQ BX, R15
	VMOVUPS 0(DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19
	VMOVUPS 256(DI), Z20
	VMOVUPS 320(DI), Z21
	VMOVUPS 384(DI), Z22
	VMOVUPS 448(DI), Z23
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	VMOVUPS 640(DI), Z26
	VMOVUPS 704(DI), Z27
	VMOVUPS 768(DI), Z28
	VMOVUPS 832(DI), Z29
	VMOVUPS 896(DI), Z30
	VMOVUPS 960(DI), Z31
	XORQ AX, AX
	CMPQ AX, CX
	JGE g4done
g4loop:
	VMOVUPS (R8)(AX*1), Z0
	VMOVUPS (R9)(AX*1), Z1
	VMOVUPS (R10)(AX*1), Z2
	VMOVUPS (R11)(AX*1), Z3
	G4COL(R12, Z16, Z20, Z24, Z28)
	G4COL(R13, Z17, Z21, Z25, Z29)
	G4COL(R14, Z18, Z22, Z26, Z30)
	G4COL(R15, Z19, Z23, Z27, Z31)
	ADDQ $64, AX
	CMPQ AX, CX
	JLT g4loop
g4done:
	VMOVUPS Z16, 0(DI)
	VMOVUPS Z17, 64(DI)
	VMOVUPS Z18, 128(DI)
	VMOVUPS Z19, 192(DI)
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	VMOVUPS Z22, 384(DI)
	VMOVUPS Z23, 448(DI)
	VMOVUPS Z24, 512(DI)
	VMOVUPS Z25, 576(DI)
	VMOVUPS Z26, 640(DI)
	VMOVUPS Z27, 704(DI)
	VMOVUPS Z28, 768(DI)
	VMOVUPS Z29, 832(DI)
	VMOVUPS Z30, 896(DI)
	VMOVUPS Z31, 960(DI)
	ADDQ $32, SI
	ADDQ $1024, DI
	DECQ DX
	JNZ g4group
	VZEROUPPER
	RET
