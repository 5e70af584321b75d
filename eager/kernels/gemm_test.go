package kernels

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// GEMM tolerance: against a float64 reference computed from the same
// float32 operands, every element must satisfy
//
//	|got − ref| ≤ γ(k+2)·Σ_p |a_ip·b_pj|,  γ(n) = n·u/(1 − n·u), u = 2⁻²⁴
//
// the standard worst-case bound of a float32 dot product of k terms (one
// rounding per multiply and add, the last one for adding a slice sum to C;
// FMA only lowers the count). Typical errors are orders of magnitude below.

func gemmRand(seed uint64, n int) []float32 {
	r := rand.New(rand.NewPCG(seed, 0x6e6d6d))
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	return x
}

// gemmRef returns the float64 product and Σ|a·b| per element, with op(B)
// read through bAt.
func gemmRef(m, n, k int, a []float32, lda int, bAt func(p, j int) float32) (ref, mag []float64) {
	ref, mag = make([]float64, m*n), make([]float64, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var s, t float64
			for p := 0; p < k; p++ {
				v := float64(a[i*lda+p]) * float64(bAt(p, j))
				s += v
				t += math.Abs(v)
			}
			ref[i*n+j], mag[i*n+j] = s, t
		}
	}
	return ref, mag
}

func gemmCheck(t *testing.T, name string, m, n, k int, c []float32, ldc int, ref, mag []float64, prior []float32) {
	t.Helper()
	u := math.Ldexp(1, -24)
	g := float64(k+2) * u / (1 - float64(k+2)*u)
	worst := 0.0
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			want := ref[i*n+j]
			if prior != nil {
				want += float64(prior[i*ldc+j])
			}
			got := float64(c[i*ldc+j])
			tol := g * (mag[i*n+j] + math.Abs(want))
			if d := math.Abs(got - want); d > tol {
				t.Fatalf("%s: c[%d,%d] = %v, reference %v: |error| %.3g > tolerance %.3g", name, i, j, got, want, d, tol)
			} else if tol > 0 {
				worst = max(worst, d/tol)
			}
		}
	}
	t.Logf("%s: worst |error|/tolerance %.3g", name, worst)
}

var gemmSizes = [][3]int{
	{1, 1, 1}, {1, 17, 5}, {7, 1, 3}, {6, 16, 1}, {5, 15, 300}, {13, 37, 29},
	{6, 16, 256}, {12, 32, 257}, {33, 70, 513}, {145, 33, 64}, {150, 4100, 3},
	{64, 64, 64}, {97, 131, 271},
}

func forGemmKernels(t *testing.T, f func(t *testing.T)) {
	t.Run(GemmKernelName(), f)
	if gemmHasAsm {
		t.Run("go", func(t *testing.T) {
			gemmForceGeneric = true
			defer func() { gemmForceGeneric = false }()
			f(t)
		})
	}
}

func TestGemmMatchesFloat64Reference(t *testing.T) {
	forGemmKernels(t, func(t *testing.T) {
		for _, sz := range gemmSizes {
			m, n, k := sz[0], sz[1], sz[2]
			a, b := gemmRand(uint64(m*1000+k), m*k), gemmRand(uint64(n*1000+k+1), k*n)
			ref, mag := gemmRef(m, n, k, a, k, func(p, j int) float32 { return b[p*n+j] })
			c := gemmRand(9, m*n) // garbage to overwrite
			if err := GEMM(m, n, k, a, b, c); err != nil {
				t.Fatal(err)
			}
			gemmCheck(t, fmt.Sprintf("GEMM %dx%dx%d", m, n, k), m, n, k, c, n, ref, mag, nil)

			// The same product with B stored transposed.
			bt := make([]float32, n*k)
			for p := 0; p < k; p++ {
				for j := 0; j < n; j++ {
					bt[j*k+p] = b[p*n+j]
				}
			}
			c2 := gemmRand(10, m*n)
			if err := GEMMTransB(m, n, k, a, bt, c2); err != nil {
				t.Fatal(err)
			}
			gemmCheck(t, fmt.Sprintf("GEMMTransB %dx%dx%d", m, n, k), m, n, k, c2, n, ref, mag, nil)
		}
	})
}

// TestGemmStridesAndAccumulate: sub-matrices of larger buffers (leading
// dimensions above the sizes) and C += A·B; nothing outside C's window
// changes.
func TestGemmStridesAndAccumulate(t *testing.T) {
	forGemmKernels(t, func(t *testing.T) {
		const m, n, k, lda, ldb, ldc = 19, 23, 300, 311, 29, 31
		a, b := gemmRand(1, m*lda), gemmRand(2, k*ldb)
		c := gemmRand(3, m*ldc)
		prior := append([]float32(nil), c...)
		ref, mag := gemmRef(m, n, k, a, lda, func(p, j int) float32 { return b[p*ldb+j] })
		err := Gemm(GemmArgs{M: m, N: n, K: k, A: a, LDA: lda, B: b, LDB: ldb, C: c, LDC: ldc, Accumulate: true})
		if err != nil {
			t.Fatal(err)
		}
		gemmCheck(t, "accumulate", m, n, k, c, ldc, ref, mag, prior)
		for i := 0; i < m; i++ {
			for j := n; j < ldc; j++ {
				if c[i*ldc+j] != prior[i*ldc+j] {
					t.Fatalf("c[%d,%d] outside the window changed", i, j)
				}
			}
		}
	})
}

// TestGemmThreadsBitwise: the k slicing never depends on the split, so any
// thread count gives bitwise the single-thread result.
func TestGemmThreadsBitwise(t *testing.T) {
	for _, sz := range [][3]int{{256, 256, 300}, {7, 1000, 513}, {1000, 9, 260}, {130, 130, 130}} {
		m, n, k := sz[0], sz[1], sz[2]
		a, b := gemmRand(4, m*k), gemmRand(5, k*n)
		one := make([]float32, m*n)
		if err := Gemm(GemmArgs{M: m, N: n, K: k, A: a, B: b, C: one, Threads: 1}); err != nil {
			t.Fatal(err)
		}
		for _, threads := range []int{2, 3, 8} {
			got := make([]float32, m*n)
			if err := Gemm(GemmArgs{M: m, N: n, K: k, A: a, B: b, C: got, Threads: threads}); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if math.Float32bits(got[i]) != math.Float32bits(one[i]) {
					t.Fatalf("%dx%dx%d, %d threads: c[%d] = %v, 1 thread gives %v", m, n, k, threads, i, got[i], one[i])
				}
			}
		}
	}
}

// TestGemmConcurrentCalls: calls from several goroutines at once (one owns
// the pool, the others run on their own goroutine) all get the right
// result.
func TestGemmConcurrentCalls(t *testing.T) {
	const m, n, k = 70, 90, 110
	a, b := gemmRand(6, m*k), gemmRand(7, k*n)
	want := make([]float32, m*n)
	if err := Gemm(GemmArgs{M: m, N: n, K: k, A: a, B: b, C: want, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		go func() {
			c := make([]float32, m*n)
			for range 20 {
				if err := GEMM(m, n, k, a, b, c); err != nil {
					errs <- err
					return
				}
				for i := range c {
					if c[i] != want[i] {
						errs <- fmt.Errorf("c[%d] = %v, want %v", i, c[i], want[i])
						return
					}
				}
			}
			errs <- nil
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

func TestGemmErrors(t *testing.T) {
	a, b, c := make([]float32, 6), make([]float32, 6), make([]float32, 4)
	cases := []struct {
		name string
		args GemmArgs
	}{
		{"negative", GemmArgs{M: -1, N: 2, K: 3, A: a, B: b, C: c}},
		{"short a", GemmArgs{M: 2, N: 2, K: 4, A: a, B: make([]float32, 8), C: c}},
		{"short b", GemmArgs{M: 2, N: 2, K: 3, A: a, B: b[:5], C: c}},
		{"short c", GemmArgs{M: 2, N: 2, K: 3, A: a, B: b, C: c[:3]}},
		{"small lda", GemmArgs{M: 2, N: 2, K: 3, A: a, LDA: 2, B: b, C: c}},
		{"small ldc", GemmArgs{M: 2, N: 2, K: 3, A: a, B: b, C: c, LDC: 1}},
		{"negative threads", GemmArgs{M: 2, N: 2, K: 3, A: a, B: b, C: c, Threads: -1}},
	}
	for _, tc := range cases {
		if err := Gemm(tc.args); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	// k = 0: C = 0 (or unchanged with Accumulate).
	c = []float32{1, 2, 3, 4}
	if err := GEMM(2, 2, 0, nil, nil, c); err != nil || c[0] != 0 || c[3] != 0 {
		t.Fatalf("k=0: %v %v", c, err)
	}
}

func TestGemmSteadyStateAllocatesNothing(t *testing.T) {
	const m, n, k = 64, 200, 300
	a, b, c := gemmRand(8, m*k), gemmRand(9, k*n), make([]float32, m*n)
	_ = GEMM(m, n, k, a, b, c) // grow the buffers, start the workers
	if allocs := testing.AllocsPerRun(20, func() { _ = GEMM(m, n, k, a, b, c) }); allocs != 0 {
		t.Fatalf("GEMM allocates %v times per call", allocs)
	}
}

func BenchmarkGEMM(b *testing.B) {
	for _, n := range []int{64, 256, 512, 1024} {
		for _, threads := range []int{1, 0} {
			name := fmt.Sprintf("%d_threads%d", n, threads)
			if threads == 0 {
				name = fmt.Sprintf("%d_all", n)
			}
			b.Run(name, func(b *testing.B) {
				x, y, z := gemmRand(1, n*n), gemmRand(2, n*n), make([]float32, n*n)
				args := GemmArgs{M: n, N: n, K: n, A: x, B: y, C: z, Threads: threads}
				_ = Gemm(args)
				b.ResetTimer()
				for range b.N {
					_ = Gemm(args)
				}
				b.ReportMetric(2*float64(n)*float64(n)*float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
	}
}
