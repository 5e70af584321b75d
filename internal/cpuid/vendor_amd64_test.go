//go:build amd64 && !purego

package cpuid

import (
	"os"
	"strings"
	"testing"
)

// The vendor string is CPUID's twelve bytes; on any x86 CPU (or
// hypervisor) they are printable ASCII, and /proc/cpuinfo, where present,
// agrees.
func TestVendor(t *testing.T) {
	v := Vendor()
	if len(v) != 12 || strings.TrimFunc(v, func(r rune) bool { return r >= ' ' && r <= '~' }) != "" {
		t.Fatalf("vendor %q", v)
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil && !strings.Contains(string(b), "vendor_id\t: "+v) {
		t.Fatalf("CPUID vendor %q, /proc/cpuinfo does not say so", v)
	}
}
