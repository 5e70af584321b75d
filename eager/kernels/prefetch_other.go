//go:build !amd64 || purego

package kernels

// prefetchMode: no SIMD kernels here, so nothing prefetches.
var prefetchMode = prefetchNever
