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
