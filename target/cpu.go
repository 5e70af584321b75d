package target

import (
	"regexp"

	"github.com/skainet/skaic/internal/cpuid"
)

// CPUVendor is the CPUID vendor string (cpuid.Intel, cpuid.AMD) of the CPU
// an llvm-cpu target compiles for, or "" where the target does not say
// (generic CPUs, other architectures, other backends): the host's own for
// llvm-cpu:host, and for an LLVM CPU name its maker's. Tuning that differs
// between the makers' cores (the tiles of mlirgen's planar contractions)
// follows it.
func (t Target) CPUVendor() string {
	t = t.Normalize()
	if t.Backend != LLVMCPU {
		return ""
	}
	switch {
	case t.Arch == "host":
		return cpuid.Vendor()
	case amdCPU.MatchString(t.Arch):
		return cpuid.AMD
	case intelCPU.MatchString(t.Arch):
		return cpuid.Intel
	}
	return ""
}

// LLVM's x86 CPU names by maker.
var (
	amdCPU   = regexp.MustCompile(`^(znver|bdver|btver|amdfam|k8|k6|athlon|opteron|barcelona)`)
	intelCPU = regexp.MustCompile(`^(skylake|cascadelake|cooperlake|cannonlake|icelake|tigerlake|rocketlake|alderlake|raptorlake|meteorlake|arrowlake|lunarlake|pantherlake|sapphirerapids|emeraldrapids|graniterapids|diamondrapids|sierraforest|grandridge|clearwaterforest|gracemont|haswell|broadwell|ivybridge|sandybridge|nehalem|westmere|corei7|core2|goldmont|tremont|silvermont|knl|knm|pentium|prescott|nocona)`)
)

// VectorBits is the width of the widest vector registers of the CPU an
// llvm-cpu target compiles for: 512 with AVX-512 (32 of them), 256 with
// AVX2 (16), or 0 where the target does not say (generic and other CPUs,
// other backends). For llvm-cpu:host it is the host's, as
// golang.org/x/sys/cpu reports it: GODEBUG=cpu.avx512f=off makes an
// AVX-512 host export what an AVX2 one would, though iree-compile's code
// for the host still uses AVX-512. For an LLVM CPU name it is that CPU's.
// The planar row groups of mlirgen's contractions follow it: their
// accumulators are vector registers.
func (t Target) VectorBits() int {
	t = t.Normalize()
	if t.Backend != LLVMCPU {
		return 0
	}
	switch {
	case t.Arch == "host":
		return hostVectorBits()
	case avx512CPU.MatchString(t.Arch):
		return 512
	case avx2CPU.MatchString(t.Arch):
		return 256
	}
	return 0
}

// LLVM's x86 CPU names by their widest vectors (the client Skylake and
// the hybrid Intel cores have AVX2 only; Zen 4 and later AVX-512).
var (
	avx512CPU = regexp.MustCompile(`^(skylake-avx512|cascadelake|cooperlake|cannonlake|icelake|tigerlake|rocketlake|sapphirerapids|emeraldrapids|graniterapids|diamondrapids|knl|knm|znver[4-9]|x86-64-v4)`)
	avx2CPU   = regexp.MustCompile(`^(haswell|broadwell|skylake$|alderlake|raptorlake|meteorlake|arrowlake|lunarlake|pantherlake|gracemont|sierraforest|grandridge|clearwaterforest|znver[1-3]$|bdver4|x86-64-v3)`)
)
