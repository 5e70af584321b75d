//go:build amd64 && !purego

#include "textflag.h"

// func sumLanes16(acc *lanes16, n int, out *float32)
// out[i] = acc[i].sum() for i < n, in the fold order of lanes16.sum
// (lanes j + j+8, then j + j+4, then 0+2 and 1+3, then 0+1), the first
// operand of each add the lower lane. AVX (VEX-encoded, 128/256-bit).
TEXT ·sumLanes16(SB), NOSPLIT, $0-24
	MOVQ acc+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ out+16(FP), DI
	TESTQ CX, CX
	JLE lsdone
lsloop:
	VMOVUPS 0(SI), Y0
	VADDPS 32(SI), Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	VMOVHLPS X0, X0, X1
	VADDPS X1, X0, X0
	VMOVSHDUP X0, X1
	VADDSS X1, X0, X0
	VMOVSS X0, (DI)
	ADDQ $64, SI
	ADDQ $4, DI
	DECQ CX
	JNZ lsloop
	VZEROUPPER
lsdone:
	RET
