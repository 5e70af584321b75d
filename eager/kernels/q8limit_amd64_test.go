//go:build amd64 && !purego

package kernels

import (
	"math"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestFastBatchLimitsByVendor: the fast kernels' batch limits and the
// large-batch kernels' first batches differ by CPU vendor where they were
// measured to (q8TypeBatchLimitOn, q8GemmMinBatchOn).
func TestFastBatchLimitsByVendor(t *testing.T) {
	const amd = "AuthenticAMD"
	for _, c := range []struct {
		vendor string
		vnni   bool
		t      quant.Type
		limit  int
		ok     bool
	}{
		{vendorIntel, true, quant.Q4_1, 4, true},
		{amd, true, quant.Q4_1, 2, true},
		{vendorIntel, true, quant.Q5_0, 3, true},
		{amd, true, quant.Q5_0, 4, true},
		{vendorIntel, true, quant.Q4_0, 4, true},
		{amd, true, quant.Q4_0, 4, true},
		{vendorIntel, true, quant.Q4_K, 0, false},
		{vendorIntel, false, quant.Q4_1, 4, true},
		{vendorIntel, false, quant.Q5_0, 3, true},
		{amd, false, quant.Q5_0, 2, true},
		{vendorIntel, false, quant.Q6_K, 4, true},
		{amd, false, quant.Q6_K, 8, true},
		{vendorIntel, false, quant.Q8_0, 3, true},
		{amd, false, quant.Q8_0, 4, true},
		{vendorIntel, false, quant.Q4_K, 8, true},
	} {
		if l, ok := q8TypeBatchLimitOn(c.vendor, c.vnni, c.t); l != c.limit || ok != c.ok {
			t.Errorf("q8TypeBatchLimitOn(%s, vnni=%v, %s) = %d, %v; want %d, %v", c.vendor, c.vnni, c.t, l, ok, c.limit, c.ok)
		}
	}
	for _, c := range []struct {
		vendor string
		t      quant.Type
		want   int
	}{
		{vendorIntel, quant.Q4_0, math.MaxInt}, {vendorIntel, quant.Q4_1, math.MaxInt}, {vendorIntel, quant.Q5_K, math.MaxInt}, {vendorIntel, quant.Q6_K, math.MaxInt},
		{vendorIntel, quant.Q4_K, 0}, {vendorIntel, quant.IQ4_XS, 0},
		{amd, quant.Q4_0, 0}, {amd, quant.Q4_1, 0}, {amd, quant.Q5_K, 0}, {amd, quant.Q6_K, 8},
	} {
		if got := q8GemmMinBatchOn(c.vendor, c.t); got != c.want {
			t.Errorf("q8GemmMinBatchOn(%s, %s) = %d, want %d", c.vendor, c.t, got, c.want)
		}
	}
}

// vendorVariants runs f with the kernel choices (batch limits, first
// batches of the large-batch kernels) of an Intel and of an AMD CPU, so
// that every kernel either would run is held to the portable one here.
func vendorVariants(t *testing.T, f func(t *testing.T)) {
	saved := cpuVendor
	defer func() { cpuVendor = saved }()
	for _, v := range []string{vendorIntel, "AuthenticAMD"} {
		cpuVendor = v
		t.Run(v, f)
	}
}
