package kernels

import (
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

func TestPrefetchPolicy(t *testing.T) {
	for _, c := range []struct {
		env, vendor string
		want        prefetchPolicy
	}{
		{"", "AuthenticAMD", prefetchAlways},
		{"", "GenuineIntel", prefetchShort},
		{"", "HygonGenuine", prefetchAlways},
		{"on", "GenuineIntel", prefetchAlways},
		{"off", "AuthenticAMD", prefetchNever},
		{"bogus", "GenuineIntel", prefetchShort},
	} {
		if got := prefetchModeOf(c.env, c.vendor); got != c.want {
			t.Errorf("prefetchModeOf(%q, %q) = %d, want %d", c.env, c.vendor, got, c.want)
		}
	}
	saved := prefetchMode
	defer func() { prefetchMode = saved }()
	prefetchMode = prefetchShort
	for _, c := range []struct {
		t        quant.Type
		rowBytes int
		fast     bool
		want     bool
	}{
		{quant.F32, 16384, false, false},
		{quant.Q4_0, 2304, false, true},
		{quant.Q4_0, 8064, false, false},
		{quant.Q4_0, 8064, true, true},
		{quant.Q4_K, 8064, true, false},
		{quant.Q4_1, 8960, true, true},
		{quant.Q4_1, 8960, false, false},
		{quant.Q5_1, 10752, true, true},
		{quant.IQ4_NL, 8064, true, true},
		{quant.Q4_1, 16384, true, false},
		{quant.Q8_0, 15232, true, false},
		{quant.Q5_0, 9856, true, true},
		{quant.MXFP4, 7616, true, true},
		{quant.IQ4_XS, 7616, true, false},
		{quant.Q3_K, 6160, true, false},
		{quant.Q6_K, 11760, false, true},
		{quant.Q6_K, 11760, true, false},
	} {
		if got := softPrefetch(c.t, c.rowBytes, c.fast); got != c.want {
			t.Errorf("short-rows policy: softPrefetch(%s, %d, fast=%v) = %v, want %v", c.t, c.rowBytes, c.fast, got, c.want)
		}
	}
	prefetchMode = prefetchAlways
	if !softPrefetch(quant.F32, 1<<20, false) {
		t.Error("policy always does not prefetch")
	}
	prefetchMode = prefetchNever
	if softPrefetch(quant.Q4_0, 64, true) {
		t.Error("policy off prefetches")
	}
}
