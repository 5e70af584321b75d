// BITMASK32(Y): the dword broadcast in Y to a byte mask, byte k 0xff where
// bit k mod 8 of the dword's byte k/8 is set (Q5_0's and Q5_1's fifth
// bits, linear_kq_avx2_amd64.s; the grid groups' sign bytes,
// batch_grid_codes_avx2_amd64.s).

// bitspread32: byte k takes byte k/8 of the dword (in every dword).
DATA bitspread32<>+0(SB)/8, $0x0000000000000000
DATA bitspread32<>+8(SB)/8, $0x0101010101010101
DATA bitspread32<>+16(SB)/8, $0x0202020202020202
DATA bitspread32<>+24(SB)/8, $0x0303030303030303
GLOBL bitspread32<>(SB), RODATA|NOPTR, $32

// bitsel32: byte k is 1 << (k mod 8).
DATA bitsel32<>+0(SB)/8, $0x8040201008040201
DATA bitsel32<>+8(SB)/8, $0x8040201008040201
DATA bitsel32<>+16(SB)/8, $0x8040201008040201
DATA bitsel32<>+24(SB)/8, $0x8040201008040201
GLOBL bitsel32<>(SB), RODATA|NOPTR, $32

#define BITMASK32(Y) \
	VPSHUFB bitspread32<>(SB), Y, Y \
	VPAND bitsel32<>(SB), Y, Y \
	VPCMPEQB bitsel32<>(SB), Y, Y
