//go:build amd64 && !purego

package kernels

import (
	"os"
	"strings"
	"testing"
)

// The vendor string is CPUID's twelve bytes; on any x86 CPU (or
// hypervisor) they are printable ASCII, and /proc/cpuinfo, where present,
// agrees.
func TestCPUVendorString(t *testing.T) {
	v := cpuVendorString()
	if len(v) != 12 || strings.TrimFunc(v, func(r rune) bool { return r >= ' ' && r <= '~' }) != "" {
		t.Fatalf("vendor %q", v)
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil && !strings.Contains(string(b), "vendor_id\t: "+v) {
		t.Fatalf("CPUID vendor %q, /proc/cpuinfo does not say so", v)
	}
}

func TestFastBatchLimitFor(t *testing.T) {
	if got := fastBatchLimitFor("GenuineIntel"); got != 4 {
		t.Errorf("Intel fast batch limit %d, want 4", got)
	}
	if got := fastBatchLimitFor("AuthenticAMD"); got != 8 {
		t.Errorf("AMD fast batch limit %d, want 8", got)
	}
}
