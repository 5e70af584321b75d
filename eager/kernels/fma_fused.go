//go:build arm64 || ppc64 || ppc64le || riscv64 || loong64

package kernels

// fma32 is the float32 a·b + c rounded once. On these architectures the Go
// compiler fuses a float32 a*b + c into the hardware's single-precision
// fused multiply-add (FMADDS; checked with -gcflags=-S for Go 1.26), which
// is much faster than the exact float64 emulation of fma_soft.go and gives
// the same bits; TestFMA32 holds it to the exact result on the machine it
// runs on.
func fma32(a, b, c float32) float32 { return a*b + c }
