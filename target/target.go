// Package target names the machine an exported module is compiled for: an
// IREE backend (llvm-cpu, cuda, rocm, vulkan-spirv) and its architecture.
// The same value decides layout assignment, the iree-compile flags, the
// runtime device, the manifest's and skainet.tensor_layouts' records and
// the compiled-module cache key.
//
// On the command line a target is BACKEND[:ARCH]:
//
//	llvm-cpu            the host CPU (same as llvm-cpu:host)
//	llvm-cpu:znver4     a named LLVM CPU (cross-compiling for it)
//	cuda                NVIDIA, sm_80 (same as cuda:sm_80); cuda:sm_86, ...
//	rocm                AMD, gfx942 (same as rocm:gfx942); rocm:gfx90a, ...
//	vulkan-spirv        Vulkan/SPIR-V with IREE's default environment;
//	                    vulkan-spirv:ampere, vulkan-spirv:rdna3, ...
package target

import (
	"fmt"
	"regexp"
	"strings"
)

// Backend is an IREE compiler backend.
type Backend string

// The backends.
const (
	LLVMCPU     Backend = "llvm-cpu"
	CUDA        Backend = "cuda"
	ROCm        Backend = "rocm"
	VulkanSPIRV Backend = "vulkan-spirv"
)

// Backends lists every backend, in the order help texts show them.
func Backends() []Backend { return []Backend{LLVMCPU, CUDA, ROCm, VulkanSPIRV} }

// Target is a backend and the architecture compiled for.
type Target struct {
	Backend Backend
	// Arch is, for llvm-cpu, an LLVM CPU name ("host": the machine
	// compiling); for cuda an sm_NN architecture; for rocm a gfx
	// architecture; for vulkan-spirv an --iree-vulkan-target value, or
	// empty for IREE's default SPIR-V environment.
	Arch string
}

// Host is the llvm-cpu backend for the CPU skaic runs on: the default.
var Host = Target{Backend: LLVMCPU, Arch: "host"}

// defaultArch is the architecture a backend named without one compiles
// for. cuda's sm_80 PTX is JIT-compiled by the driver for newer GPUs
// (sm_86, sm_89, sm_90); rocm code objects are per architecture, so gfx942
// (MI300) is only a default, and other AMD GPUs need their gfx name.
var defaultArch = map[Backend]string{LLVMCPU: "host", CUDA: "sm_80", ROCm: "gfx942", VulkanSPIRV: ""}

var archSyntax = map[Backend]*regexp.Regexp{
	LLVMCPU:     regexp.MustCompile(`^[a-z0-9][a-z0-9_.+-]*$`),
	CUDA:        regexp.MustCompile(`^sm_[0-9]+[a-z]?$`),
	ROCm:        regexp.MustCompile(`^gfx[0-9a-f]+$`),
	VulkanSPIRV: regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*$`),
}

var archHint = map[Backend]string{
	LLVMCPU:     "an LLVM CPU name such as host, znver4, skylake-avx512 or generic",
	CUDA:        "an sm_ architecture such as sm_80 or sm_90",
	ROCm:        "a gfx architecture such as gfx942 or gfx90a",
	VulkanSPIRV: "an --iree-vulkan-target value such as ampere, rdna3 or valhall4",
}

// Error is a target that does not parse.
type Error struct {
	Input string
	Msg   string
}

func (e *Error) Error() string { return fmt.Sprintf("target %q: %s", e.Input, e.Msg) }

// Syntax documents what Parse accepts (for command help).
const Syntax = `A TARGET is BACKEND[:ARCH]:
  llvm-cpu          the host CPU (llvm-cpu:host); llvm-cpu:CPU names an LLVM
                    CPU (llvm-cpu:znver4, llvm-cpu:skylake-avx512, ...)
  cuda              NVIDIA GPUs, sm_80 by default (cuda:sm_90, ...)
  rocm              AMD GPUs, gfx942 by default (rocm:gfx90a, ...)
  vulkan-spirv      Vulkan (SPIR-V) in IREE's portable baseline environment
                    (small: 16 KiB of workgroup memory, which some modules
                    exceed); name the GPU for more: vulkan-spirv:ampere,
                    vulkan-spirv:rdna3, vulkan-spirv:valhall4, ...
cuda:sm_80 PTX runs on newer NVIDIA GPUs too (the driver compiles it for
sm_86, sm_89, sm_90); iree-compile 3.13 does not know sm_90 itself.`

// Parse reads BACKEND[:ARCH]; the backend's default architecture fills a
// missing one.
func Parse(s string) (Target, error) {
	in := strings.TrimSpace(s)
	if in == "" {
		return Target{}, &Error{Input: s, Msg: "empty target (want " + backendList() + ")"}
	}
	name, arch, hasArch := strings.Cut(in, ":")
	b := Backend(strings.ToLower(name))
	if _, ok := defaultArch[b]; !ok {
		return Target{}, &Error{Input: s, Msg: "unknown backend " + fmt.Sprintf("%q", name) + " (want " + backendList() + ")"}
	}
	if hasArch {
		arch = strings.ToLower(strings.TrimSpace(arch))
		if !archSyntax[b].MatchString(arch) {
			return Target{}, &Error{Input: s, Msg: fmt.Sprintf("architecture %q: want %s", arch, archHint[b])}
		}
	}
	return Target{Backend: b, Arch: arch}.Normalize(), nil
}

func backendList() string {
	var names []string
	for _, b := range Backends() {
		names = append(names, string(b))
	}
	return strings.Join(names, ", ")
}

// Normalize fills the default architecture; the zero Target is Host.
func (t Target) Normalize() Target {
	if t.Backend == "" {
		return Host
	}
	if t.Arch == "" {
		t.Arch = defaultArch[t.Backend]
	}
	return t
}

// IsZero reports whether t is the zero Target (which means Host).
func (t Target) IsZero() bool { return t == Target{} }

// String is the canonical BACKEND:ARCH ("vulkan-spirv" alone for IREE's
// default Vulkan environment); Parse reads it back.
func (t Target) String() string {
	t = t.Normalize()
	if t.Arch == "" {
		return string(t.Backend)
	}
	return string(t.Backend) + ":" + t.Arch
}

// MarshalText writes String.
func (t Target) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads what Parse reads.
func (t *Target) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// IsGPU reports whether t compiles for a GPU.
func (t Target) IsGPU() bool {
	switch t.Normalize().Backend {
	case CUDA, ROCm, VulkanSPIRV:
		return true
	}
	return false
}

// IsHostCPU reports whether modules compiled for t run on this machine's
// CPU: llvm-cpu for the host.
func (t Target) IsHostCPU() bool { return t.Normalize() == Host }

// HALDevice is the value of iree-compile's --iree-hal-target-device.
func (t Target) HALDevice() string {
	switch t.Normalize().Backend {
	case CUDA:
		return "cuda"
	case ROCm:
		return "hip"
	case VulkanSPIRV:
		return "vulkan"
	}
	return "local"
}

// CompileFlags are the iree-compile flags that compile for t.
func (t Target) CompileFlags() []string {
	t = t.Normalize()
	flags := []string{"--iree-hal-target-device=" + t.HALDevice()}
	switch t.Backend {
	case LLVMCPU:
		// Reassociated float reductions let the planar matrix-vector
		// products keep vector accumulators (mlirgen's planar tiles): 4x
		// faster on a Q4_1 1536x576 decode product (0.23 against 0.87 ms
		// of CPU, IREE 3.13, 2-core EPYC Zen 4, 2026-12-02).
		flags = append(flags, "--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu="+t.Arch,
			"--iree-llvmcpu-reassociate-fp-reductions")
	case CUDA:
		flags = append(flags, "--iree-cuda-target="+t.Arch)
	case ROCm:
		flags = append(flags, "--iree-rocm-target="+t.Arch)
	case VulkanSPIRV:
		if t.Arch != "" {
			flags = append(flags, "--iree-vulkan-target="+t.Arch)
		}
	}
	return flags
}

// Device is the IREE runtime device a module compiled for t runs on by
// default: iree-run-module's --device and the runtime's driver name.
func (t Target) Device() string {
	switch t.Normalize().Backend {
	case CUDA:
		return "cuda"
	case ROCm:
		return "hip"
	case VulkanSPIRV:
		return "vulkan"
	}
	return "local-task"
}

// CompilerBackend is the name iree-compile --iree-hal-list-target-backends
// lists for t's backend.
func (t Target) CompilerBackend() string { return string(t.Normalize().Backend) }

// CheckDevice says whether a runtime device (a driver name, optionally
// with a device index or id after a colon: cuda, cuda:0, local-task) can
// run a module compiled for t.
func (t Target) CheckDevice(device string) error {
	driver, _, _ := strings.Cut(strings.TrimSpace(device), ":")
	want := t.Device()
	ok := driver == want
	if t.Normalize().Backend == LLVMCPU {
		ok = driver == "local-task" || driver == "local-sync"
	}
	if !ok {
		return fmt.Errorf("device %q cannot run a module compiled for target %s (want %s)", device, t, t.deviceHint())
	}
	return nil
}

func (t Target) deviceHint() string {
	if t.Normalize().Backend == LLVMCPU {
		return "local-task or local-sync"
	}
	return t.Device() + " or " + t.Device() + ":N"
}

// DeviceURI is device as IREE's runtime names it: a driver name as it is
// (cuda, local-task), "DRIVER:N" as DRIVER://N, a URI as it is.
func DeviceURI(device string) string {
	d := strings.TrimSpace(device)
	if d == "" || strings.Contains(d, "://") {
		return d
	}
	if drv, id, ok := strings.Cut(d, ":"); ok {
		return drv + "://" + id
	}
	return d
}
