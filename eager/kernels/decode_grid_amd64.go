//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// The SIMD forms of expandGridBlock (decode_grid_amd64.s): a block's
// groups into 256 floats at dst (Y: AVX2, Z: AVX-512), and fused with x
// into two rows' accumulators (dot2Grid*: acca and accb continue with
// blocks ga and gb dotted with x[:256], element i into lane i mod 16).

//go:noescape
func expandGridSignedY(b *gridBlock, dst *float32, masks *[256][8]uint32)

//go:noescape
func expandGridDeltaY(b *gridBlock, dst *float32)

//go:noescape
func expandGridSignedZ(b *gridBlock, dst *float32)

//go:noescape
func expandGridDeltaZ(b *gridBlock, dst *float32)

//go:noescape
func dot2GridSignedY(ga, gb *gridBlock, x *float32, acca, accb *lanes16, masks *[256][8]uint32)

//go:noescape
func dot2GridDeltaY(ga, gb *gridBlock, x *float32, acca, accb *lanes16)

//go:noescape
func dot2GridSignedZ(ga, gb *gridBlock, x *float32, acca, accb *lanes16)

//go:noescape
func dot2GridDeltaZ(ga, gb *gridBlock, x *float32, acca, accb *lanes16)

// The assembly reads gridBlock's fields at these offsets.
var _ = [1]struct{}{}[unsafe.Offsetof(gridBlock{}.s)-256+unsafe.Offsetof(gridBlock{}.a)-320+unsafe.Offsetof(gridBlock{}.dl)-352]

// decodeGridTile decodes n super-blocks of t (quant.IsIQBlock, bb its
// block bytes), stride bytes apart from src, into 256·n floats at dst:
// each block's groups read (gridGroupsSIMD), then expanded with SIMD.
func decodeGridTile(t quant.Type, src unsafe.Pointer, bb, stride, n int, dst *float32) {
	var g gridBlock
	delta := gridDelta(t)
	for i := range n {
		b := unsafe.Slice((*byte)(unsafe.Add(src, i*stride)), bb)
		gridGroupsSIMD(t, b, &g)
		out := (*float32)(unsafe.Add(unsafe.Pointer(dst), 4*quant.QK_K*i))
		switch {
		case delta && useAVX512:
			expandGridDeltaZ(&g, out)
		case delta:
			expandGridDeltaY(&g, out)
		case useAVX512:
			expandGridSignedZ(&g, out)
		default:
			expandGridSignedY(&g, out, &gridSignMasks)
		}
	}
}

// gridMatvec8 is tileMatvec8 for the grid i-quants and ternary types
// (quant.IsIQBlock): rows o..o+7 (the last repeated up to o1) two at a
// time, each super-block read into groups and fused with x by the
// dot2Grid kernels, without a tile in between.
// IQ1_S, IQ1_M, IQ3_S and IQ3_XXS take gridMatvec8IdxY.
func (p *linearPlan) gridMatvec8(w []byte, x []float32, o, o1 int, ibm bool, acc *[8]lanes16) {
	if gridIndexedY(p.t) {
		p.gridMatvec8IdxY(w, x, o, o1, ibm, acc)
		return
	}
	var ga, gb gridBlock
	delta := gridDelta(p.t)
	bb := p.bb
	n := min(8, o1-o)
	for i := 0; i < n; i += 2 {
		ra, rb := o+i, min(o+i+1, o1-1)
		aa, ab := &acc[i], &acc[i+1]
		for k := 0; k < p.nb; k++ {
			pa, pb := p.blockPos(ra, k, ibm), p.blockPos(rb, k, ibm)
			gridGroupsSIMD(p.t, w[pa:pa+bb], &ga)
			gridGroupsSIMD(p.t, w[pb:pb+bb], &gb)
			xk := &x[k*quant.QK_K]
			switch {
			case delta && useAVX512:
				dot2GridDeltaZ(&ga, &gb, xk, aa, ab)
			case delta:
				dot2GridDeltaY(&ga, &gb, xk, aa, ab)
			case useAVX512:
				dot2GridSignedZ(&ga, &gb, xk, aa, ab)
			default:
				dot2GridSignedY(&ga, &gb, xk, aa, ab, &gridSignMasks)
			}
		}
	}
}

// groupsIQ2_XXSZ is groupsIQ2_XXS with AVX-512 VBMI (d: the block's f16
// scale, grid: gridIQ2XXS).
//
//go:noescape
func groupsIQ2_XXSZ(b *byte, blk *gridBlock, grid *uint64, d float32)

// groupsIQ3_XXSZ and groupsIQ2_XSZ are groupsIQ3_XXS and groupsIQ2_XS
// with AVX-512 (grid: gridIQ3XXS, gridIQ2XS).
//
//go:noescape
func groupsIQ3_XXSZ(b *byte, blk *gridBlock, grid *uint32, d float32)

//go:noescape
func groupsIQ2_XSZ(b *byte, blk *gridBlock, grid *uint64, d float32)

// groupsIQ2_SZ, groupsIQ3_SZ and groupsIQ1_SZ are groupsIQ2_S,
// groupsIQ3_S and groupsIQ1_S with AVX-512 (grid: gridIQ2S, gridIQ3S,
// gridIQ1S).
//
//go:noescape
func groupsIQ2_SZ(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsIQ3_SZ(b *byte, blk *gridBlock, grid *uint32, d float32)

//go:noescape
func groupsIQ1_SZ(b *byte, blk *gridBlock, grid *uint64, d float32)

// groupsIQ1_MZ, groupsTQ1_0Z and groupsTQ2_0Z are groupsIQ1_M,
// groupsTQ1_0 and groupsTQ2_0 with AVX-512 (grid: gridIQ1S for IQ1_M,
// unused by the ternary types).
//
//go:noescape
func groupsIQ1_MZ(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsTQ1_0Z(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsTQ2_0Z(b *byte, blk *gridBlock, grid *uint64, d float32)

// groupsIQ2_XXSY, groupsTQ1_0Y and groupsTQ2_0Y are the IQ2_XXS and
// ternary readers with AVX2.
//
//go:noescape
func groupsIQ2_XXSY(b *byte, blk *gridBlock, grid *uint64, d float32)

// groupsIQ3_XXSY and groupsIQ2_XSY are the IQ3_XXS and IQ2_XS readers
// with AVX2.
//
//go:noescape
func groupsIQ3_XXSY(b *byte, blk *gridBlock, grid *uint32, d float32)

//go:noescape
func groupsIQ2_XSY(b *byte, blk *gridBlock, grid *uint64, d float32)

//
//go:noescape
func groupsTQ1_0Y(b *byte, blk *gridBlock, grid *uint64, d float32)

//go:noescape
func groupsTQ2_0Y(b *byte, blk *gridBlock, grid *uint64, d float32)

// gridGroupsSIMD is gridGroupsOf with the SIMD readers: AVX-512 where
// this machine has it (IQ2_XXS also needs VBMI), AVX2 otherwise.
func gridGroupsSIMD(t quant.Type, b []byte, g *gridBlock) {
	switch {
	case t == quant.IQ2_XXS && useAVX512VBMI && useAVX512:
		b = b[:66]
		groupsIQ2_XXSZ(&b[0], g, &gridIQ2XXS[0], half(b[0:2]))
	case t == quant.IQ3_XXS && useAVX512:
		b = b[:98]
		groupsIQ3_XXSZ(&b[0], g, &gridIQ3XXS[0], half(b[0:2]))
	case t == quant.IQ2_XS && useAVX512:
		b = b[:74]
		groupsIQ2_XSZ(&b[0], g, &gridIQ2XS[0], half(b[0:2]))
	case t == quant.IQ2_S && useAVX512:
		b = b[:82]
		groupsIQ2_SZ(&b[0], g, &gridIQ2S[0], half(b[0:2]))
	case t == quant.IQ3_S && useAVX512:
		b = b[:110]
		groupsIQ3_SZ(&b[0], g, &gridIQ3S[0], half(b[0:2]))
	case t == quant.IQ1_S && useAVX512:
		b = b[:50]
		groupsIQ1_SZ(&b[0], g, &gridIQ1S[0], half(b[0:2]))
	case t == quant.IQ1_M && useAVX512:
		b = b[:56]
		groupsIQ1_MZ(&b[0], g, &gridIQ1S[0], quant.HalfToFloat32(iq1mHalf(b[48:56])))
	case t == quant.TQ1_0 && useAVX512:
		b = b[:54]
		groupsTQ1_0Z(&b[0], g, nil, half(b[52:54]))
	case t == quant.TQ2_0 && useAVX512:
		b = b[:66]
		groupsTQ2_0Z(&b[0], g, nil, half(b[64:66]))
	case t == quant.IQ2_XXS:
		b = b[:66]
		groupsIQ2_XXSY(&b[0], g, &gridIQ2XXS[0], half(b[0:2]))
	case t == quant.IQ3_XXS:
		b = b[:98]
		groupsIQ3_XXSY(&b[0], g, &gridIQ3XXS[0], half(b[0:2]))
	case t == quant.IQ2_XS:
		b = b[:74]
		groupsIQ2_XSY(&b[0], g, &gridIQ2XS[0], half(b[0:2]))
	case t == quant.TQ1_0:
		b = b[:54]
		groupsTQ1_0Y(&b[0], g, nil, half(b[52:54]))
	case t == quant.TQ2_0:
		b = b[:66]
		groupsTQ2_0Y(&b[0], g, nil, half(b[64:66]))
	case t == quant.IQ2_S:
		b = b[:82]
		groupsIQ2_SY(&b[0], g, &gridIQ2S[0], half(b[0:2]))
	case t == quant.IQ3_S:
		b = b[:110]
		groupsIQ3_SY(&b[0], g, &gridIQ3S[0], half(b[0:2]))
	case t == quant.IQ1_S:
		b = b[:50]
		groupsIQ1_SY(&b[0], g, &gridIQ1S[0], half(b[0:2]))
	case t == quant.IQ1_M:
		b = b[:56]
		groupsIQ1_MY(&b[0], g, &gridIQ1S[0], quant.HalfToFloat32(iq1mHalf(b[48:56])))
	default:
		gridGroupsOf(t, b, g)
	}
}
