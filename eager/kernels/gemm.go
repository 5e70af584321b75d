package kernels

import (
	"fmt"
	"math"
	"runtime"
)

// F32 GEMM for prefill and dense layers: C = A·B or C = A·Bᵀ on row-major
// float32 matrices, cache-blocked with packed panels, a register-blocked
// micro-kernel (AVX2+FMA assembly on amd64 CPUs that have it, detected at
// run time; portable Go elsewhere) and the output split over persistent
// worker goroutines.
//
// # Blocking
//
// The classic Goto/BLIS loop nest: panels of NC columns of B (jc), slices
// of KC along k (pc) — the B panel kc×nc is packed into micro-panels of NR
// columns —, blocks of MC rows of A (ic) — packed into micro-panels of MR
// rows —, then the micro-kernel computes one MR×NR tile of C per pair of
// micro-panels. A micro-panel of B (kc·NR floats) stays in L1 while the
// A block (MC·KC floats) streams from L2.
//
// # Numerics
//
// This kernel is NOT bound by the package's "no fused multiply-add" rule:
// the micro-kernel uses FMA where the CPU has it. For every output element
// the sum runs over k in order, cut into slices of gemmKC: within a slice
// the products are accumulated sequentially from +0 (one FMA each, or a
// rounded multiply and add in the portable kernel), and each slice's sum
// is added to C in slice order (to C's prior value when Accumulate is set).
// The slicing depends only on k, never on the number of threads or on how
// the output is split, so a call gives bitwise the same result whatever
// Threads is. The assembly and portable kernels may differ in the last
// bits (fused versus separately rounded products); both stay within the
// usual bound |ĉ − c| ≤ γ(k+1)·Σ|a_ip·b_pj|, γ(n) = n·2⁻²⁴/(1 − n·2⁻²⁴), which
// the tests check against a float64 reference.

// Blocking parameters. MR×NR is the micro-kernel's register tile (12 ymm
// accumulators of 8 lanes); KC·NR·4 = 16 KiB of B stays in L1, MC·KC·4 =
// 144 KiB of A in L2, KC·NC·4 = 4 MiB of B in L3.
const (
	gemmMR = 6
	gemmNR = 16
	gemmKC = 256
	gemmMC = 144 // a multiple of gemmMR
	gemmNC = 4096
)

// gemmMinWorkPerThread is the number of multiply-adds below which another
// thread costs more (wake-up, a second packing of the shared operand) than
// it saves.
const gemmMinWorkPerThread = 1 << 18

// GemmArgs describes C (+)= A·op(B) with row-major float32 operands.
type GemmArgs struct {
	// M, N, K: C is [M, N], A is [M, K], op(B) is [K, N].
	M, N, K int
	// A: element (i, p) at A[i·LDA + p]; LDA 0 means K.
	A   []float32
	LDA int
	// B: element (p, j) of op(B) at B[p·LDB + j], or at B[j·LDB + p] when
	// TransB is set (B stored [N, K], like Linear's weight W[out, in]).
	// LDB 0 means N (K with TransB).
	B      []float32
	LDB    int
	TransB bool
	// C: element (i, j) at C[i·LDC + j]; LDC 0 means N.
	C   []float32
	LDC int
	// Accumulate adds A·op(B) to C instead of overwriting it.
	Accumulate bool
	// Threads bounds the goroutines the call uses (the caller's included);
	// 0 means GOMAXPROCS. Small products use fewer.
	Threads int
}

// GEMM computes c = a·b for row-major a [m, k], b [k, n] and c [m, n], on
// every core (see GemmArgs for strides and options, Gemm for the general
// call). c must not overlap a or b.
func GEMM(m, n, k int, a, b, c []float32) error {
	return Gemm(GemmArgs{M: m, N: n, K: k, A: a, B: b, C: c})
}

// GEMMTransB computes c = a·btᵀ for row-major a [m, k], bt [n, k] (a
// Linear weight W[out, in]: c is then x·Wᵀ for a batch x of m rows) and
// c [m, n].
func GEMMTransB(m, n, k int, a, bt, c []float32) error {
	return Gemm(GemmArgs{M: m, N: n, K: k, A: a, B: bt, TransB: true, C: c})
}

// Gemm computes C = A·op(B), or C += A·op(B) with Accumulate. Bad sizes,
// strides or lengths are errors; nothing is written then. In steady state
// a call allocates nothing: packing buffers belong to persistent workers.
func Gemm(p GemmArgs) error {
	if err := p.normalize(); err != nil {
		return err
	}
	if p.M == 0 || p.N == 0 {
		return nil
	}
	if p.K == 0 {
		if !p.Accumulate {
			for i := 0; i < p.M; i++ {
				Fill(p.C[i*p.LDC:i*p.LDC+p.N], 0)
			}
		}
		return nil
	}
	gemmPoolRun(&p)
	return nil
}

// normalize fills in default strides and checks every size and length.
func (p *GemmArgs) normalize() error {
	if p.M < 0 || p.N < 0 || p.K < 0 {
		return fmt.Errorf("gemm: negative size m=%d n=%d k=%d", p.M, p.N, p.K)
	}
	if p.LDA == 0 {
		p.LDA = p.K
	}
	if p.LDB == 0 {
		p.LDB = p.N
		if p.TransB {
			p.LDB = p.K
		}
	}
	if p.LDC == 0 {
		p.LDC = p.N
	}
	if p.Threads < 0 {
		return fmt.Errorf("gemm: %d threads", p.Threads)
	}
	if p.Threads == 0 {
		p.Threads = runtime.GOMAXPROCS(0)
	}
	bRows, bCols := p.K, p.N
	if p.TransB {
		bRows, bCols = p.N, p.K
	}
	if err := gemmCheckOperand("a", p.A, p.M, p.K, p.LDA); err != nil {
		return err
	}
	if err := gemmCheckOperand("b", p.B, bRows, bCols, p.LDB); err != nil {
		return err
	}
	return gemmCheckOperand("c", p.C, p.M, p.N, p.LDC)
}

// gemmCheckOperand checks that x holds a rows×cols matrix with row stride
// ld.
func gemmCheckOperand(name string, x []float32, rows, cols, ld int) error {
	if ld < cols || ld < 0 {
		return fmt.Errorf("gemm: %s: leading dimension %d < %d columns", name, ld, cols)
	}
	if rows == 0 || cols == 0 {
		return nil
	}
	if rows-1 > (math.MaxInt-cols)/max(ld, 1) {
		return fmt.Errorf("gemm: %s: [%d, %d] with stride %d overflows int", name, rows, cols, ld)
	}
	if need := (rows-1)*ld + cols; len(x) < need {
		return fmt.Errorf("gemm: %s has %d elements, [%d, %d] with stride %d needs %d", name, len(x), rows, cols, ld, need)
	}
	return nil
}

// gemmBufs are one worker's packing buffers, grown on first need and kept.
type gemmBufs struct {
	a   []float32 // MC×KC, micro-panels of MR rows
	b   []float32 // KC×NC, micro-panels of NR columns
	tmp [gemmMR * gemmNR]float32
}

func (g *gemmBufs) grow(na, nb int) {
	if len(g.a) < na {
		g.a = make([]float32, na)
	}
	if len(g.b) < nb {
		g.b = make([]float32, nb)
	}
}

// gemmRange computes the block rows [i0, i1) × columns [j0, j1) of C.
func gemmRange(p *GemmArgs, bufs *gemmBufs, i0, i1, j0, j1 int) {
	kcMax := min(gemmKC, p.K)
	mcMax := min(gemmMC, roundUp(i1-i0, gemmMR))
	ncMax := min(gemmNC, roundUp(j1-j0, gemmNR))
	bufs.grow(mcMax*kcMax, kcMax*ncMax)
	kernel := gemmKernel()
	for jc := j0; jc < j1; jc += gemmNC {
		nc := min(gemmNC, j1-jc)
		for pc := 0; pc < p.K; pc += gemmKC {
			kc := min(gemmKC, p.K-pc)
			gemmPackB(p, bufs.b, pc, kc, jc, nc)
			accum := pc > 0 || p.Accumulate
			for ic := i0; ic < i1; ic += gemmMC {
				mc := min(gemmMC, i1-ic)
				gemmPackA(p, bufs.a, ic, mc, pc, kc)
				gemmMacro(p, bufs, kernel, ic, mc, jc, nc, kc, accum)
			}
		}
	}
}

func roundUp(x, m int) int { return (x + m - 1) / m * m }

// gemmMacro runs the micro-kernel over the packed mc×kc block of A and
// kc×nc panel of B, writing C[ic:ic+mc, jc:jc+nc].
func gemmMacro(p *GemmArgs, bufs *gemmBufs, kernel gemmKernelFunc, ic, mc, jc, nc, kc int, accum bool) {
	ldc := p.LDC
	for jr := 0; jr < nc; jr += gemmNR {
		nr := min(gemmNR, nc-jr)
		bp := bufs.b[jr*kc : jr*kc+kc*gemmNR]
		for ir := 0; ir < mc; ir += gemmMR {
			mr := min(gemmMR, mc-ir)
			ap := bufs.a[ir*kc : ir*kc+kc*gemmMR]
			ci := (ic+ir)*ldc + jc + jr
			if mr == gemmMR && nr == gemmNR {
				kernel(kc, ap, bp, p.C[ci:ci+(gemmMR-1)*ldc+gemmNR], ldc, accum)
				continue
			}
			// A partial tile: the kernel writes a whole tile to scratch
			// (the padding rows and columns are zeros), then the valid part
			// goes to C with the same one rounding as a whole tile's.
			t := bufs.tmp[:]
			kernel(kc, ap, bp, t, gemmNR, false)
			for r := 0; r < mr; r++ {
				row := p.C[ci+r*ldc : ci+r*ldc+nr]
				src := t[r*gemmNR : r*gemmNR+nr]
				if accum {
					for j, v := range src {
						row[j] += v
					}
				} else {
					copy(row, src)
				}
			}
		}
	}
}

// gemmPackA packs A[ic:ic+mc, pc:pc+kc] into micro-panels of MR rows:
// panel q holds, for each p, the MR values A[ic+q·MR+r, pc+p] (zeros past
// the last row).
func gemmPackA(p *GemmArgs, dst []float32, ic, mc, pc, kc int) {
	for ir := 0; ir < mc; ir += gemmMR {
		panel := dst[ir*kc : ir*kc+kc*gemmMR]
		mr := min(gemmMR, mc-ir)
		for r := 0; r < gemmMR; r++ {
			if r >= mr {
				for q := r; q < len(panel); q += gemmMR {
					panel[q] = 0
				}
				continue
			}
			src := p.A[(ic+ir+r)*p.LDA+pc : (ic+ir+r)*p.LDA+pc+kc]
			for q, v := range src {
				panel[q*gemmMR+r] = v
			}
		}
	}
}

// gemmPackB packs op(B)[pc:pc+kc, jc:jc+nc] into micro-panels of NR
// columns: panel q holds, for each p, the NR values op(B)[pc+p,
// jc+q·NR+j] (zeros past the last column).
func gemmPackB(p *GemmArgs, dst []float32, pc, kc, jc, nc int) {
	for jr := 0; jr < nc; jr += gemmNR {
		panel := dst[jr*kc : jr*kc+kc*gemmNR]
		nr := min(gemmNR, nc-jr)
		if p.TransB {
			// Column j of op(B) is row j of the stored B: contiguous in k.
			for j := 0; j < gemmNR; j++ {
				if j >= nr {
					for q := j; q < len(panel); q += gemmNR {
						panel[q] = 0
					}
					continue
				}
				src := p.B[(jc+jr+j)*p.LDB+pc : (jc+jr+j)*p.LDB+pc+kc]
				for q, v := range src {
					panel[q*gemmNR+j] = v
				}
			}
			continue
		}
		for q := 0; q < kc; q++ {
			row := (pc+q)*p.LDB + jc + jr
			d := panel[q*gemmNR : q*gemmNR+gemmNR]
			copy(d, p.B[row:row+nr])
			for j := nr; j < gemmNR; j++ {
				d[j] = 0
			}
		}
	}
}

// gemmKernelFunc computes one MR×NR tile: t = Σ_p a[p·MR+r]·b[p·NR+j] over
// p < kc (sequentially from +0), then c[r·ldc+j] = t, or c[r·ldc+j] += t
// when accum.
type gemmKernelFunc func(kc int, a, b, c []float32, ldc int, accum bool)

// gemmKernelGo is the portable micro-kernel.
func gemmKernelGo(kc int, a, b, c []float32, ldc int, accum bool) {
	var acc [gemmMR][gemmNR]float32
	a = a[:kc*gemmMR]
	b = b[:kc*gemmNR]
	for q := 0; q < kc; q++ {
		bq := (*[gemmNR]float32)(b[q*gemmNR:])
		aq := (*[gemmMR]float32)(a[q*gemmMR:])
		for r := range aq {
			ar := aq[r]
			row := &acc[r]
			for j := range bq {
				row[j] += ar * bq[j]
			}
		}
	}
	for r := range acc {
		row := c[r*ldc : r*ldc+gemmNR]
		if accum {
			for j := range row {
				row[j] += acc[r][j]
			}
		} else {
			copy(row, acc[r][:])
		}
	}
}

// gemmForceGeneric makes every call use the portable kernel (tests).
var gemmForceGeneric = false

// gemmKernel picks the micro-kernel for this CPU.
func gemmKernel() gemmKernelFunc {
	if !gemmForceGeneric && gemmHasAsm {
		return gemmKernelAsm
	}
	return gemmKernelGo
}

// GemmKernelName names the micro-kernel Gemm uses on this machine (for
// benchmarks and reports).
func GemmKernelName() string {
	if !gemmForceGeneric && gemmHasAsm {
		return gemmAsmName
	}
	return "go"
}
