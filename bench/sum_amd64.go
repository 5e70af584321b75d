//go:build amd64 && !purego

package bench

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

var sumHasAVX2 = cpu.X86.HasAVX2

// SumKernel names the read-bandwidth kernel.
func SumKernel() string {
	if sumHasAVX2 {
		return "avx2"
	}
	return "go"
}

//go:noescape
func sumAVX2(p *float32, n int) float32

func sumF32x32(p *float32, n int) float32 {
	if sumHasAVX2 {
		return sumAVX2(p, n)
	}
	return sumGo(unsafe.Slice(p, n))
}
