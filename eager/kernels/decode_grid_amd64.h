// The AVX-512 expansion of a gridBlock's groups (decode_grid.go: words
// at 0, pair scales at 256, sign bytes at 320, δ at 352), shared by the
// tile decoders and matrix-vector kernels (decode_grid_amd64.s) and the
// batched kernels (batch_grid_avx512_amd64.s), so that every path
// computes the same values with the same instructions. CX counts groups,
// two a step.

DATA gridsignbit<>+0(SB)/4, $0x80000000
GLOBL gridsignbit<>(SB), RODATA|NOPTR, $4

// gridpairidx: lanes 0..7 take δ of the first group of a pair, 8..15 the
// second's.
DATA gridpairidx<>+0(SB)/8, $0
DATA gridpairidx<>+8(SB)/8, $0
DATA gridpairidx<>+16(SB)/8, $0
DATA gridpairidx<>+24(SB)/8, $0
DATA gridpairidx<>+32(SB)/8, $0x0000000100000001
DATA gridpairidx<>+40(SB)/8, $0x0000000100000001
DATA gridpairidx<>+48(SB)/8, $0x0000000100000001
DATA gridpairidx<>+56(SB)/8, $0x0000000100000001
GLOBL gridpairidx<>(SB), RODATA|NOPTR, $64

// SIGNEDZ: groups CX and CX+1 of the block at B into Z D (T scratch; S:
// gridsignbit broadcast): float32(q)·scale, the signs flipped under the
// sign bytes as a lane mask (K1).
#define SIGNEDZ(B, D, T, S) \
	VPMOVSXBD    0(B)(CX*8), D \
	VCVTDQ2PS    D, D \
	VBROADCASTSS 256(B)(CX*2), T \
	VMULPS       T, D, D \
	KMOVW        320(B)(CX*1), K1 \
	VPXORD       S, D, K1, D

// DELTAZ: as SIGNEDZ for the δ groups, (float32(q) + δ)·scale (P:
// gridpairidx; UX, UZ: the X and Z names of one scratch register).
#define DELTAZ(B, D, T, P, UX, UZ) \
	VPMOVSXBD    0(B)(CX*8), D \
	VCVTDQ2PS    D, D \
	VMOVSD       352(B)(CX*4), UX \
	VPERMPS      UZ, P, T \
	VADDPS       T, D, D \
	VBROADCASTSS 256(B)(CX*2), T \
	VMULPS       T, D, D
