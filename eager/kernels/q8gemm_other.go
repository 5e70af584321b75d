//go:build !amd64 || purego

package kernels

import "github.com/skainet/skaic/layout/quant"

// q8GemmAt: no large-batch fast kernels in this build.
func q8GemmAt(t quant.Type, batch int) bool { return false }

// q8GemmRange never runs in this build.
func (p *linearPlan) q8GemmRange(w []byte, act, y []float32, o0, o1 int) {
	panic("kernels: no large-batch fast kernels in this build")
}

// q8GemmChunkCols is the columns the tests cross a chunk with.
func q8GemmChunkCols() int { return 2048 }
