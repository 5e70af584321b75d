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

// The widest vectors of an llvm-cpu target's CPU: the host's own, a named
// CPU's (AVX-512 from Skylake-SP and Zen 4 on, AVX2 on the client and
// hybrid Intel cores and Zen 1-3), none for generic CPUs, other
// architectures and other backends.
func TestVectorBits(t *testing.T) {
	host := hostVectorBits()
	for in, want := range map[string]int{
		"llvm-cpu": host, "llvm-cpu:host": host,
		"llvm-cpu:znver4": 512, "llvm-cpu:znver5": 512, "llvm-cpu:skylake-avx512": 512, "llvm-cpu:icelake-server": 512,
		"llvm-cpu:sapphirerapids": 512, "llvm-cpu:x86-64-v4": 512,
		"llvm-cpu:znver3": 256, "llvm-cpu:znver2": 256, "llvm-cpu:skylake": 256, "llvm-cpu:haswell": 256,
		"llvm-cpu:alderlake": 256, "llvm-cpu:x86-64-v3": 256,
		"llvm-cpu:generic": 0, "llvm-cpu:x86-64": 0, "llvm-cpu:sandybridge": 0, "llvm-cpu:neoverse-v2": 0,
		"cuda": 0, "rocm:gfx942": 0, "vulkan-spirv": 0,
	} {
		tg, err := Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := tg.VectorBits(); got != want {
			t.Errorf("%s: VectorBits() = %d, want %d", in, got, want)
		}
	}
}
