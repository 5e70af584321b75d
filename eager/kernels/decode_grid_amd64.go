//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// expandGridSignedY and expandGridDeltaY are expandGridGroups (signed and
// delta groups) with AVX2: n groups at g into 8·n floats at dst.
//
//go:noescape
func expandGridSignedY(grp *gridGroup, n int, dst *float32, masks *[256][8]uint32)

//go:noescape
func expandGridDeltaY(grp *gridGroup, n int, dst *float32)

// decodeGridTile decodes n super-blocks of t (quant.IsIQBlock), stride
// bytes apart from src, into 256·n floats at dst: each block's groups
// read in Go, expanded with SIMD (bb: t.BlockBytes()).
func decodeGridTile(t quant.Type, src unsafe.Pointer, bb, stride, n int, dst *float32) {
	var g [32]gridGroup
	delta := gridDelta(t)
	for i := range n {
		b := unsafe.Slice((*byte)(unsafe.Add(src, i*stride)), bb)
		gridGroupsOf(t, b, &g)
		out := (*float32)(unsafe.Add(unsafe.Pointer(dst), 4*quant.QK_K*i))
		if delta {
			expandGridDeltaY(&g[0], 32, out)
		} else {
			expandGridSignedY(&g[0], 32, out, &gridSignMasks)
		}
	}
}
