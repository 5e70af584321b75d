//go:build amd64 && !purego

package kernels

// groupsIQ2_SY, groupsIQ3_SY, groupsIQ1_SY and groupsIQ1_MY are
// groupsIQ2_S, groupsIQ3_S, groupsIQ1_S and groupsIQ1_M with AVX2
// (decode_grid_y_amd64.s; grid: gridIQ2S, gridIQ3S, gridIQ1S, gridIQ1S; d:
// the block's f16 scale, for IQ1_M the one of iq1mHalf).
//
//go:noescape
func groupsIQ2_SY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsIQ3_SY(b *byte, blk *gridBlock, grid *uint32, d float32)

//go:noescape
func groupsIQ1_SY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsIQ1_MY(b *byte, blk *gridBlock, grid *uint64, d float32)
