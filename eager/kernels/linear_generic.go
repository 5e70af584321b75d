//go:build !amd64 || purego

package kernels

import "github.com/skainet/skaic/layout/quant"

// simdAvailable: this build has no SIMD kernels (see cpu.go).
const simdAvailable = false

// simdLinear never runs: the portable kernels do all the work.
func (p *linearPlan) simdLinear(w []byte, x, y []float32, o0, o1 int, ibm bool) bool {
	return false
}

// linearKernel: the portable kernels run everything in this build.
func linearKernel(t quant.Type, batch int) string { return "portable" }

// sumF32Any is never called without SIMD kernels.
func sumF32Any(p *float32, n int) float32 { panic("kernels: no SIMD sum in this build") }

// hasSIMDLinear: no SIMD kernels in this build.
func hasSIMDLinear(t quant.Type) bool { return false }

// useAVX512: no SIMD kernels in this build.
var useAVX512 = false

// FastBatchLimit: the fast Linear has no SIMD kernels here (LinearQ8Fast
// is false); 8 is fast mode's own bound.
func FastBatchLimit() int { return 8 }

// fastBatchLimitOf is FastBatchLimit for every type in this build.
func fastBatchLimitOf(t quant.Type) int { return FastBatchLimit() }

// q8ExactRows: no SIMD fast kernels in this build.
func q8ExactRows(t quant.Type, batch, cols int) bool { return false }

// linearTileBatch and batchTile: no batched SIMD path in this build (the
// shared tests set batchTile anyway).
const linearTileBatch = 4096

var batchTile = linearTileBatch

// batchBlocking: the portable kernels run a Linear's batch in chunks of
// laneBatch.
const batchBlocking = false
