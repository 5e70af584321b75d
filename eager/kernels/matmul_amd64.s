//go:build amd64 && !purego

#include "textflag.h"

// func axpyF32(dst *float32, a float32, b *float32, n int)
// dst[j] = dst[j] + float32(a·b[j]) for j < n: a product rounded to
// float32, then the add (no FMA), as MatMul's portable loop.
TEXT ·axpyF32(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	VBROADCASTSS a+8(FP), Y15
	MOVQ b+16(FP), SI
	MOVQ n+24(FP), CX
	CMPQ CX, $32
	JLT axpy8
axpy32:
	VMULPS 0(SI), Y15, Y0
	VMULPS 32(SI), Y15, Y1
	VMULPS 64(SI), Y15, Y2
	VMULPS 96(SI), Y15, Y3
	VADDPS 0(DI), Y0, Y0
	VADDPS 32(DI), Y1, Y1
	VADDPS 64(DI), Y2, Y2
	VADDPS 96(DI), Y3, Y3
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $128, SI
	ADDQ $128, DI
	SUBQ $32, CX
	CMPQ CX, $32
	JGE axpy32
axpy8:
	CMPQ CX, $8
	JLT axpy1
	VMULPS 0(SI), Y15, Y0
	VADDPS 0(DI), Y0, Y0
	VMOVUPS Y0, 0(DI)
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JMP axpy8
axpy1:
	TESTQ CX, CX
	JZ axpydone
	VMULSS 0(SI), X15, X0
	VADDSS 0(DI), X0, X0
	VMOVSS X0, 0(DI)
	ADDQ $4, SI
	ADDQ $4, DI
	DECQ CX
	JMP axpy1
axpydone:
	VZEROUPPER
	RET
