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
// never pass through the group buffer. (For IQ2_S the same measures no
// faster: its AVX2 reader loads one word per group already, and the
// kernel's extra index loads cost what the buffer pass saves.)
//
//go:noescape
func groupsIQ1_SIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsIQ1_MIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func dot2GridDeltaIdxY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, grid *uint64)

// groupsIQ3_SIdxY reads an IQ3_S block as groupsIQ3_SY does, but with the
// 64 grid indices of its qs bytes (uint32, in qs order: group j's two at
// 8j) in place of the words; dot2GridSigned3IdxY loads the entries.
//
//go:noescape
func groupsIQ3_SIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)

// groupsIQ3_XXSIdxY is groupsIQ3_SIdxY for IQ3_XXS
// (decode_grid_amd64.s).
//
//go:noescape
func groupsIQ3_XXSIdxY(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func dot2GridSigned3IdxY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, masks *[256][8]uint32, grid *uint32)

// gridIndexedY reports whether gridMatvec8IdxY computes t.
func gridIndexedY(t quant.Type) bool {
	return t == quant.IQ1_S || t == quant.IQ1_M || t == quant.IQ3_S || t == quant.IQ3_XXS
}

// gridIndexReaderY is t's index reader (gridIndexedY), its grid (IQ1_S
// and IQ1_M; the IQ3 types' is grid3IdxY's) and the block's f16 scale.
func gridIndexReaderY(t quant.Type) (read func(*byte, *gridBlock, *uint64, float32), grid *uint64, d func([]byte) float32) {
	d = func(b []byte) float32 { return half(b[0:2]) }
	switch t {
	case quant.IQ3_S:
		return groupsIQ3_SIdxY, nil, d
	case quant.IQ3_XXS:
		return groupsIQ3_XXSIdxY, nil, d
	}
	if t == quant.IQ1_M {
		d = func(b []byte) float32 { return quant.HalfToFloat32(iq1mHalf(b[48:56])) }
		return groupsIQ1_MIdxY, &gridIQ1S[0], d
	}
	return groupsIQ1_SIdxY, &gridIQ1S[0], d
}

// gridMatvec8IdxY is gridMatvec8 for the gridIndexedY types: the blocks
// read as indices and fused with x by dot2GridDeltaIdxY or
// dot2GridSigned3IdxY, with AVX2 also on AVX-512 machines, where it
// measures faster than the AVX-512 readers' gathers through the group
// buffer (one pair of blocks read and dotted, thread CPU, Zen 4: IQ1_S 59
// against 85 ns, IQ1_M 59 against 84, IQ3_S 75 against 99, IQ3_XXS 76
// against 99).
func (p *linearPlan) gridMatvec8IdxY(w []byte, x []float32, o, o1 int, ibm bool, acc *[8]lanes16) {
	var ga, gb gridBlock
	read, grid, d := gridIndexReaderY(p.t)
	bb, grid3 := p.bb, grid3IdxY(p.t)
	n := min(8, o1-o)
	for i := 0; i < n; i += 2 {
		ra, rb := o+i, min(o+i+1, o1-1)
		aa, ab := &acc[i], &acc[i+1]
		for k := 0; k < p.nb; k++ {
			pa, pb := p.blockPos(ra, k, ibm), p.blockPos(rb, k, ibm)
			a, b := w[pa:pa+bb:pa+bb], w[pb:pb+bb:pb+bb]
			read(&a[0], &ga, grid, d(a))
			read(&b[0], &gb, grid, d(b))
			if grid3 != nil {
				dot2GridSigned3IdxY(&ga, &gb, &x[k*quant.QK_K], aa, ab, &gridSignMasks, &grid3[0])
			} else {
				dot2GridDeltaIdxY(&ga, &gb, &x[k*quant.QK_K], aa, ab, grid)
			}
		}
	}
}

// grid3IdxY is the 4-byte grid of IQ3_S and IQ3_XXS, nil for the others.
func grid3IdxY(t quant.Type) []uint32 {
	switch t {
	case quant.IQ3_S:
		return gridIQ3S
	case quant.IQ3_XXS:
		return gridIQ3XXS
	}
	return nil
}
