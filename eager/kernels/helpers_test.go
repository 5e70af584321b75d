package kernels

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// Test conventions (like ggml's test-backend-ops): every case computes a
// float64 reference from the very operands the kernel saw (dequantized
// weights included) and states its metric and threshold:
//
//	NMSE    = Σ(got − ref)² / Σ ref²
//	max-abs = max |got − ref|
//
// check logs the measured values of every case, so `go test -v` prints
// the table.

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5ca1ab1e)) }

func randF32(r *rand.Rand, n int, lo, hi float64) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(lo + (hi-lo)*r.Float64())
	}
	return out
}

func randNormal(r *rand.Rand, n int, sigma float64) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.NormFloat64() * sigma)
	}
	return out
}

// errStats returns NMSE and max-abs of got against ref.
func errStats(got []float32, ref []float64) (nmse, maxAbs float64) {
	var num, den float64
	for i, r := range ref {
		d := float64(got[i]) - r
		num += d * d
		den += r * r
		maxAbs = math.Max(maxAbs, math.Abs(d))
	}
	if den == 0 {
		if num == 0 {
			return 0, maxAbs
		}
		return math.Inf(1), maxAbs
	}
	return num / den, maxAbs
}

// check compares got with ref under the stated thresholds, logging the
// measured values.
func check(t *testing.T, name string, got []float32, ref []float64, maxNMSE, maxAbs float64) {
	t.Helper()
	if len(got) != len(ref) {
		t.Fatalf("%s: %d values, reference has %d", name, len(got), len(ref))
	}
	for i, g := range got {
		if math.IsNaN(float64(g)) != math.IsNaN(ref[i]) {
			t.Fatalf("%s: element %d is %v, reference %v", name, i, g, ref[i])
		}
	}
	nmse, mabs := errStats(got, ref)
	t.Logf("%-44s NMSE %.3g (≤ %.0g)  max-abs %.3g (≤ %.0g)", name, nmse, maxNMSE, mabs, maxAbs)
	if !(nmse <= maxNMSE) || !(mabs <= maxAbs) {
		t.Errorf("%s: NMSE %.3g (max %.3g), max-abs %.3g (max %.3g)", name, nmse, maxNMSE, mabs, maxAbs)
	}
}

// bitsEqual reports whether a and b are bitwise equal (NaNs equal when both
// are NaN); it names the first difference.
func bitsEqual(a, b []float32) (bool, string) {
	if len(a) != len(b) {
		return false, fmt.Sprintf("lengths %d and %d", len(a), len(b))
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) && !(a[i] != a[i] && b[i] != b[i]) {
			return false, fmt.Sprintf("element %d: %v (%#08x) vs %v (%#08x)", i, a[i], math.Float32bits(a[i]), b[i], math.Float32bits(b[i]))
		}
	}
	return true, ""
}

func requireBitsEqual(t *testing.T, name string, a, b []float32) {
	t.Helper()
	if ok, why := bitsEqual(a, b); !ok {
		t.Errorf("%s: not bitwise equal: %s", name, why)
	}
}

// wantErr runs f, which must return an error (containing want, when not
// empty) and must not panic.
func wantErr(t *testing.T, name, want string, f func() error) {
	t.Helper()
	var err error
	func() {
		defer func() {
			if p := recover(); p != nil {
				t.Errorf("%s: panicked: %v", name, p)
				err = fmt.Errorf("panic")
			}
		}()
		err = f()
	}()
	switch {
	case err == nil:
		t.Errorf("%s: no error", name)
	case want != "" && !strings.Contains(err.Error(), want):
		t.Errorf("%s: error %q does not mention %q", name, err, want)
	}
}

func mustOK(t *testing.T, name string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// viewSpec describes how a test lays a logical tensor out in memory.
type viewSpec struct {
	name   string
	order  []int  // physical axis order, outermost first (nil: logical order)
	bcast  []bool // axes with stride 0 (nil: none)
	gap    int    // stride of the innermost physical axis (0 or 1: dense)
	offset int
	flip   int // 1 + an axis whose stride is negated (0: none)
}

// makeView builds a view of the given logical shape per spec, filled with
// values from gen; every element of Data the view does not address is NaN,
// so a kernel that reads outside the view poisons its output.
func makeView(shape []int, spec viewSpec, gen func() float32) Strided {
	r := len(shape)
	order := spec.order
	if order == nil {
		order = make([]int, r)
		for i := range order {
			order[i] = i
		}
	}
	gap := max(spec.gap, 1)
	strides := make([]int, r)
	acc := gap
	for i := r - 1; i >= 0; i-- {
		ax := order[i]
		if spec.bcast != nil && spec.bcast[ax] {
			continue
		}
		strides[ax] = acc
		acc *= shape[ax]
		acc += 1 // a little padding between outer rows too
	}
	size := acc + spec.offset + 2
	off := spec.offset
	if spec.flip > 0 {
		ax := spec.flip - 1
		off += (shape[ax] - 1) * strides[ax]
		strides[ax] = -strides[ax]
	}
	data := make([]float32, size)
	for i := range data {
		data[i] = float32(math.NaN())
	}
	s := Strided{Data: data, Shape: append([]int(nil), shape...), Strides: strides, Offset: off}
	forEachIndex(shape, func(idx []int) {
		p := s.Offset
		for k, i := range idx {
			p += i * s.Strides[k]
		}
		if math.IsNaN(float64(data[p])) {
			data[p] = gen()
		}
	})
	return s
}

// at reads s at a logical index, naively.
func at(s Strided, idx []int) float32 {
	p := s.Offset
	for k, i := range idx {
		p += i * s.Strides[k]
	}
	return s.Data[p]
}

// forEachIndex visits every index of shape in row-major order.
func forEachIndex(shape []int, f func(idx []int)) {
	for _, d := range shape {
		if d == 0 {
			return
		}
	}
	idx := make([]int, len(shape))
	for {
		f(idx)
		k := len(shape) - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

func prod(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

// noAllocs fails when f allocates on average. f must succeed (error paths
// allocate their error).
func noAllocs(t *testing.T, name string, f func()) {
	t.Helper()
	f() // warm pools
	if n := testing.AllocsPerRun(20, f); n != 0 {
		t.Errorf("%s: %v allocations per call, want 0", name, n)
	}
}
