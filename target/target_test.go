package target

import (
	"errors"
	"slices"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in     string
		want   string
		flags  []string
		device string
		gpu    bool
	}{
		{"llvm-cpu", "llvm-cpu:host", []string{"--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host", "--iree-llvmcpu-reassociate-fp-reductions"}, "local-task", false},
		{"LLVM-CPU:znver4", "llvm-cpu:znver4", []string{"--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=znver4", "--iree-llvmcpu-reassociate-fp-reductions"}, "local-task", false},
		{"cuda", "cuda:sm_80", []string{"--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"}, "cuda", true},
		{"cuda:sm_90a", "cuda:sm_90a", []string{"--iree-hal-target-device=cuda", "--iree-cuda-target=sm_90a"}, "cuda", true},
		{"rocm", "rocm:gfx942", []string{"--iree-hal-target-device=hip", "--iree-rocm-target=gfx942"}, "hip", true},
		{"rocm:gfx90a", "rocm:gfx90a", []string{"--iree-hal-target-device=hip", "--iree-rocm-target=gfx90a"}, "hip", true},
		{"vulkan-spirv", "vulkan-spirv", []string{"--iree-hal-target-device=vulkan"}, "vulkan", true},
		{"vulkan-spirv:ampere", "vulkan-spirv:ampere", []string{"--iree-hal-target-device=vulkan", "--iree-vulkan-target=ampere"}, "vulkan", true},
	} {
		tg, err := Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		if tg.String() != c.want || !slices.Equal(tg.CompileFlags(), c.flags) || tg.Device() != c.device || tg.IsGPU() != c.gpu {
			t.Errorf("Parse(%q) = %s flags %v device %s gpu %v; want %s %v %s %v", c.in, tg, tg.CompileFlags(), tg.Device(), tg.IsGPU(), c.want, c.flags, c.device, c.gpu)
		}
		back, err := Parse(tg.String())
		if err != nil || back != tg {
			t.Errorf("Parse(%q.String()) = %v, %v; want %v", c.in, back, err, tg)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, in := range []string{"", "metal", "cuda:gfx942", "rocm:sm_80", "cuda:", "llvm-cpu:", "llvm-cpu:a b"} {
		_, err := Parse(in)
		var te *Error
		if !errors.As(err, &te) {
			t.Errorf("Parse(%q) = %v, want a *target.Error", in, err)
		}
	}
}

func TestZeroIsHost(t *testing.T) {
	var z Target
	if z.Normalize() != Host || z.String() != "llvm-cpu:host" || !z.IsHostCPU() {
		t.Errorf("zero target = %v, want the host", z.Normalize())
	}
	if x, _ := Parse("llvm-cpu:znver4"); x.IsHostCPU() {
		t.Errorf("llvm-cpu:znver4 claims to be the host")
	}
}

func TestCheckDevice(t *testing.T) {
	cuda, _ := Parse("cuda")
	for dev, ok := range map[string]bool{"cuda": true, "cuda:0": true, "local-task": false, "hip": false} {
		if err := cuda.CheckDevice(dev); (err == nil) != ok {
			t.Errorf("cuda.CheckDevice(%q) = %v", dev, err)
		}
	}
	for dev, ok := range map[string]bool{"local-task": true, "local-sync": true, "cuda": false} {
		if err := Host.CheckDevice(dev); (err == nil) != ok {
			t.Errorf("host.CheckDevice(%q) = %v", dev, err)
		}
	}
}
