// F16X4 of the fast Linear kernels (q8act_amd64.s, q8act_avx2_amd64.s).

// F16X4(OFF): X6 = the f16 at OFF of the four rows R8..R11 (words 0..3),
// gathered through CX and R14, so that one VCVTPH2PS converts a block's
// four scales.
#define F16X4(OFF) \
	MOVWLZX OFF(R8)(AX*1), CX \
	MOVWLZX OFF(R9)(AX*1), R14 \
	SHLL $16, R14 \
	ORL R14, CX \
	VMOVD CX, X6 \
	MOVWLZX OFF(R10)(AX*1), CX \
	MOVWLZX OFF(R11)(AX*1), R14 \
	SHLL $16, R14 \
	ORL R14, CX \
	VPINSRD $1, CX, X6, X6
