package target

import (
	"testing"

	"github.com/skainet/skaic/internal/cpuid"
)

// The maker of an llvm-cpu target's CPU: the host's own, a named CPU's
// maker, none for generic CPUs and other backends.
func TestCPUVendor(t *testing.T) {
	for in, want := range map[string]string{
		"llvm-cpu": cpuid.Vendor(), "llvm-cpu:host": cpuid.Vendor(),
		"llvm-cpu:znver4": cpuid.AMD, "llvm-cpu:znver5": cpuid.AMD,
		"llvm-cpu:skylake-avx512": cpuid.Intel, "llvm-cpu:rocketlake": cpuid.Intel, "llvm-cpu:sapphirerapids": cpuid.Intel,
		"llvm-cpu:generic": "", "llvm-cpu:x86-64-v4": "", "llvm-cpu:neoverse-v2": "",
		"cuda": "", "rocm:gfx942": "",
	} {
		tg, err := Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := tg.CPUVendor(); got != want {
			t.Errorf("%s: CPUVendor() = %q, want %q", in, got, want)
		}
	}
}
