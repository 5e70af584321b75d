// Macros shared by the AVX-512 VNNI and AVX2 fast Linear kernels
// (q8act_amd64.s, q8act_avx2_amd64.s and their K-quant files): a block's
// scales (and mins) of the four rows gathered into one vector and
// converted at once.

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

// F16PAIRS4(OFF, X, Y): Y = the two f16 at OFF of the four rows R8..R11
// as eight float32 (row i's at lanes 2i, 2i+1), converted at once.
#define F16PAIRS4(OFF, X, Y) \
	VMOVD OFF(R8)(AX*1), X \
	VPINSRD $1, OFF(R9)(AX*1), X, X \
	VPINSRD $2, OFF(R10)(AX*1), X, X \
	VPINSRD $3, OFF(R11)(AX*1), X, X \
	VCVTPH2PS X, Y

// Q8DM4: the four rows' (d, m) f16 pairs at 0 (Q4_1, Q5_1) times (d_b,
// s_b) (Y5 = d_b, s_b at (BX)), at sc[0..7] (row i's scale at sc[2i]);
// Y11 accumulates them, its odd lanes the rows' float32(m · s_b) (the even
// lanes are not used; Q8MINEPILOGUE).
#define Q8DM4 \
	F16PAIRS4(0, X6, Y6) \
	VBROADCASTSS (BX), Y9 \
	VBLENDPS $0xaa, Y9, Y5, Y9 \
	VMULPS Y9, Y6, Y6 \
	VMOVUPS Y6, 0(R13) \
	VADDPS Y6, Y11, Y11

// Q8MINEPILOGUE: y = the rows' lane sums (HSUM) + their min terms (Y11's
// odd lanes).
#define Q8MINEPILOGUE \
	MOVQ y+32(FP), R14 \
	HSUM(Y0, X0, 0) \
	HSUM(Y1, X1, 4) \
	HSUM(Y2, X2, 8) \
	HSUM(Y3, X3, 12) \
	VEXTRACTF128 $1, Y11, X12 \
	VSHUFPS $0xdd, X12, X11, X11 \
	VMOVUPS 0(R14), X0 \
	VADDPS X11, X0, X0 \
	VMOVUPS X0, 0(R14) \
	VZEROUPPER \
	RET
