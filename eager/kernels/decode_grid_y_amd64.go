//go:build amd64 && !purego

package kernels

import "github.com/skainet/skaic/layout/quant"

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

// groupsIQ1_SIdxY and groupsIQ1_MIdxY read an IQ1_S or IQ1_M block as
// groupsIQ1_SY and groupsIQ1_MY do, but with each group's grid index
// (uint32, at 4j from the start of w) in place of its word; the
// dot2GridDeltaIdxY kernel loads the words from the grid itself, so they
// never pass through the group buffer.
//
//go:noescape
func groupsIQ1_SIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsIQ1_MIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func dot2GridDeltaIdxY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, grid *uint64)

// gridMatvec8IdxY is gridMatvec8 for IQ1_S and IQ1_M on AVX2: the blocks
// read as indices (groupsIQ1_SIdxY, groupsIQ1_MIdxY) and fused with x by
// dot2GridDeltaIdxY.
func (p *linearPlan) gridMatvec8IdxY(w []byte, x []float32, o, o1 int, ibm bool, acc *[8]lanes16) {
	var ga, gb gridBlock
	read, bb := groupsIQ1_SIdxY, p.bb
	if p.t == quant.IQ1_M {
		read = groupsIQ1_MIdxY
	}
	d := func(b []byte) float32 {
		if p.t == quant.IQ1_M {
			return quant.HalfToFloat32(iq1mHalf(b[48:56]))
		}
		return half(b[0:2])
	}
	grid := &gridIQ1S[0]
	n := min(8, o1-o)
	for i := 0; i < n; i += 2 {
		ra, rb := o+i, min(o+i+1, o1-1)
		aa, ab := &acc[i], &acc[i+1]
		for k := 0; k < p.nb; k++ {
			pa, pb := p.blockPos(ra, k, ibm), p.blockPos(rb, k, ibm)
			a, b := w[pa:pa+bb:pa+bb], w[pb:pb+bb:pb+bb]
			read(&a[0], &ga, grid, d(a))
			read(&b[0], &gb, grid, d(b))
			dot2GridDeltaIdxY(&ga, &gb, &x[k*quant.QK_K], aa, ab, grid)
		}
	}
}
