//go:build amd64 && !purego

package bench

import "golang.org/x/sys/cpu"

var sumHasAVX2 = cpu.X86.HasAVX2

// SumKernel names the read-bandwidth kernel.
func SumKernel() string {
	if sumHasAVX2 {
		return "avx2"
	}
	return "go"
}

//go:noescape
func sum4AVX2(p *float32, q int) float32

// sumF32Streams sums the sumStreams parts of q float32s each (q a
// multiple of 32) that start at p, q apart, reading them side by side.
func sumF32Streams(p *float32, q int) float32 {
	if sumHasAVX2 {
		return sum4AVX2(p, q)
	}
	return sumGoStreams(p, q)
}
