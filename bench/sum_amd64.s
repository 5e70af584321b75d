//go:build amd64 && !purego

#include "textflag.h"

// func sum4AVX2(p *float32, q int) float32
// Four streams of q float32s (q a positive multiple of 32), at p, p+q,
// p+2q and p+3q, read side by side: 128 bytes of each per iteration into
// eight independent ymm accumulators.
TEXT ·sum4AVX2(SB), NOSPLIT, $0-20
	MOVQ p+0(FP), SI
	MOVQ q+8(FP), CX
	MOVQ CX, DX
	SHLQ $2, DX
	LEAQ (SI)(DX*1), R8
	LEAQ (R8)(DX*1), R9
	LEAQ (R9)(DX*1), R10
	SHRQ $5, CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
loop:
	VADDPS (SI), Y0, Y0
	VADDPS 32(SI), Y1, Y1
	VADDPS (R8), Y2, Y2
	VADDPS 32(R8), Y3, Y3
	VADDPS (R9), Y4, Y4
	VADDPS 32(R9), Y5, Y5
	VADDPS (R10), Y6, Y6
	VADDPS 32(R10), Y7, Y7
	VADDPS 64(SI), Y0, Y0
	VADDPS 96(SI), Y1, Y1
	VADDPS 64(R8), Y2, Y2
	VADDPS 96(R8), Y3, Y3
	VADDPS 64(R9), Y4, Y4
	VADDPS 96(R9), Y5, Y5
	VADDPS 64(R10), Y6, Y6
	VADDPS 96(R10), Y7, Y7
	ADDQ $128, SI
	ADDQ $128, R8
	ADDQ $128, R9
	ADDQ $128, R10
	DECQ CX
	JNZ loop
	VADDPS Y1, Y0, Y0
	VADDPS Y3, Y2, Y2
	VADDPS Y5, Y4, Y4
	VADDPS Y7, Y6, Y6
	VADDPS Y2, Y0, Y0
	VADDPS Y6, Y4, Y4
	VADDPS Y4, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	VHADDPS X0, X0, X0
	VHADDPS X0, X0, X0
	VZEROUPPER
	MOVSS X0, ret+16(FP)
	RET
