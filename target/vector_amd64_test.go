package target

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// On amd64 the host's vectors are what the CPU reports.
func TestHostVectorBits(t *testing.T) {
	want := 0
	if cpu.X86.HasAVX2 {
		want = 256
	}
	if cpu.X86.HasAVX512F {
		want = 512
	}
	if got := hostVectorBits(); got != want {
		t.Errorf("hostVectorBits() = %d, want %d (AVX2 %v, AVX-512F %v)", got, want, cpu.X86.HasAVX2, cpu.X86.HasAVX512F)
	}
}
