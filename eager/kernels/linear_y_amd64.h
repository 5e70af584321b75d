// Conventions and frame macros of the AVX2 + FMA matvec kernels
// (linear_simd_amd64.s, linear_q4_avx2_amd64.s).

// AVX2 + FMA kernels (mv4*Y), for CPUs without AVX-512: four rows, each
// with its 16 lanes in a pair of 256-bit accumulators (lanes 0..7, 8..15);
// func(base unsafe.Pointer, offs *[4]int, stride, end int, x
// unsafe.Pointer, acc *[4][16]float32, pf unsafe.Pointer). A block holds
// 32 elements: the four 8-element vectors of a block go to the low, high,
// low, high accumulator — element i to lane i mod 16.
//
//	R8..R11 row pointers   Y0..Y3 activations   Y4..Y11 accumulators
//	Y12..Y15 temporaries (constants come from memory)

#define YPROLOGUE \
	MOVQ base+0(FP), DI \
	MOVQ offs+8(FP), SI \
	MOVQ 0(SI), R8 \
	ADDQ DI, R8 \
	MOVQ 8(SI), R9 \
	ADDQ DI, R9 \
	MOVQ 16(SI), R10 \
	ADDQ DI, R10 \
	MOVQ 24(SI), R11 \
	ADDQ DI, R11 \
	MOVQ x+32(FP), BX \
	MOVQ acc+40(FP), DI \
	VMOVUPS 0(DI), Y4 \
	VMOVUPS 32(DI), Y5 \
	VMOVUPS 64(DI), Y6 \
	VMOVUPS 96(DI), Y7 \
	VMOVUPS 128(DI), Y8 \
	VMOVUPS 160(DI), Y9 \
	VMOVUPS 192(DI), Y10 \
	VMOVUPS 224(DI), Y11 \
	XORQ AX, AX \
	CMPQ AX, end+24(FP)

#define YEPILOGUE \
	MOVQ acc+40(FP), DI \
	VMOVUPS Y4, 0(DI) \
	VMOVUPS Y5, 32(DI) \
	VMOVUPS Y6, 64(DI) \
	VMOVUPS Y7, 96(DI) \
	VMOVUPS Y8, 128(DI) \
	VMOVUPS Y9, 160(DI) \
	VMOVUPS Y10, 192(DI) \
	VMOVUPS Y11, 224(DI) \
	VZEROUPPER \
	RET

#define YLOADX \
	VMOVUPS 0(BX), Y0 \
	VMOVUPS 32(BX), Y1 \
	VMOVUPS 64(BX), Y2 \
	VMOVUPS 96(BX), Y3

#define YFOUR(ROW) \
	ROW(R8, Y4, Y5) \
	ROW(R9, Y6, Y7) \
	ROW(R10, Y8, Y9) \
	ROW(R11, Y10, Y11)

// PFNEXT4 prefetches the next four-row group (row-major: the group's rows
// are contiguous, so its position pf + 4·AX keeps pace with this group's
// progress AX) into L2, LINES 64-byte lines per block step (PF2: two). No
// prefetch when pf is nil.
#define PFNEXT4(LINES) \
	MOVQ pf+48(FP), CX \
	TESTQ CX, CX \
	JZ pf4skip \
	LEAQ (CX)(AX*4), CX \
	LINES \
pf4skip:
#define PF2 \
	PREFETCHT1 0(CX) \
	PREFETCHT1 64(CX)
