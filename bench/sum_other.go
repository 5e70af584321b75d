//go:build !amd64 || purego

package bench

// SumKernel names the read-bandwidth kernel.
func SumKernel() string { return "go" }

// sumF32Streams sums the sumStreams parts of q float32s each (q a
// multiple of 32) that start at p, q apart.
func sumF32Streams(p *float32, q int) float32 { return sumGoStreams(p, q) }
