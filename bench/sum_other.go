//go:build !amd64 || purego

package bench

import "unsafe"

// SumKernel names the read-bandwidth kernel.
func SumKernel() string { return "go" }

func sumF32x32(p *float32, n int) float32 { return sumGo(unsafe.Slice(p, n)) }
