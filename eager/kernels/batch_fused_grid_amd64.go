//go:build amd64 && !purego

package kernels

import (
	"sync"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// The grid i-quants and ternary types in fusedBatch8: their blocks are
// read by the SIMD group readers (gridGroupsSIMD) and turned into frame
// blocks of int8 codes and pair scales (batch_grid_codes_avx2_amd64.s),
// one chunk of rows and one tile at a time, which gemmGridx8Y then runs
// over as the super-block kernels run over their own frame blocks.

//go:noescape
func gemmGridx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gridCodesSignedY(b *gridBlock, dst *byte)

//go:noescape
func gridCodesDeltaY(b *gridBlock, dst *byte)

// gridFrame is the bytes of a frame block (gen_fused_avx2.py's KFRAME):
// 256 codes, then 16 scales and room the kernels leave unused.
const gridFrame = 384

// gridFrameRow is the bytes of a row's frame blocks for one tile.
const gridFrameRow = fusedTile / quant.QK_K * gridFrame

// gridFrames holds the frame blocks of a chunk of rows between calls.
var gridFrames = sync.Pool{New: func() any { return new([fusedRows * gridFrameRow]byte) }}

// gridPrefetchAhead is how many rows ahead gridCodes prefetches.
const gridPrefetchAhead = 4

// gridCodes writes the frame blocks of rows [o, o+nr) for super-blocks
// [s0, s0+ns) of each row (ns ≤ 2, one tile) to frames, row r at
// r·gridFrameRow.
func (p *linearPlan) gridCodes(w []byte, o, nr, s0, ns int, frames *[fusedRows * gridFrameRow]byte) {
	var g gridBlock
	bb := p.t.BlockBytes()
	delta := gridDelta(p.t)
	for r := range nr {
		// The group readers load the blocks of one row and then jump a
		// row ahead, which the hardware prefetchers follow poorly: the
		// row gridPrefetchAhead below is asked for now.
		if ahead := (o + r + gridPrefetchAhead) * p.rowBytes; ahead+(s0+ns)*bb <= len(w) {
			prefetchLines(unsafe.Pointer(&w[ahead+s0*bb]), ns*bb)
		}
		row := w[(o+r)*p.rowBytes:]
		for s := range ns {
			gridGroupsSIMD(p.t, row[(s0+s)*bb:(s0+s+1)*bb], &g)
			dst := &frames[r*gridFrameRow+s*gridFrame]
			if delta {
				gridCodesDeltaY(&g, dst)
			} else {
				gridCodesSignedY(&g, dst)
			}
		}
	}
}

// fusedGridBatch8 is fusedBatch8 for the grid types: a chunk of rows' frame
// blocks are made once per tile and run over by every group of eight
// activation rows, whose lanes are all carried across the tiles, so that a
// batch reads each block once however many groups it has.
func (p *linearPlan) fusedGridBatch8(w []byte, pack, y []float32, o0, o1 int) {
	frames := gridFrames.Get().(*[fusedRows * gridFrameRow]byte)
	defer gridFrames.Put(frames)
	rows, cols := p.rows, p.cols
	ntiles := (cols + fusedTile - 1) / fusedTile
	pitch := fusedPitch / 4
	groups := p.batch / 8
	chunk := fusedRows / groups
	var (
		lanes [fusedRows * 8]lanes16
		sums  [fusedRows * 8]float32
	)
	for o := o0; o < o1; o += chunk {
		nr := min(chunk, o1-o)
		clear(lanes[:groups*8*nr])
		for k := range ntiles {
			c, m := k*fusedTile, min(fusedTile, cols-k*fusedTile)
			p.gridCodes(w, o, nr, c/quant.QK_K, m/quant.QK_K, frames)
			for g := range groups {
				gemmGridx8Y(unsafe.Pointer(&frames[0]), gridFrameRow, nr, unsafe.Pointer(&pack[(g*ntiles+k)*8*pitch]), m/32, &lanes[g*8*nr])
			}
		}
		sumLanes16(&lanes[0], groups*8*nr, &sums[0])
		for g := range groups {
			for r := range nr {
				for b := range 8 {
					y[(8*g+b)*rows+o+r] = sums[(g*nr+r)*8+b]
				}
			}
		}
	}
}
