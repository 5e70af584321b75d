//go:build amd64 && !purego

package kernels

import (
	"sync"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// The AVX-512 batched kernels of the grid i-quants and ternary types
// (batch_grid_avx512_amd64.s): two rows' super-blocks, read into groups,
// expanded in registers beside the FMAs of groups of eight activation rows.

//go:noescape
func gemm2x8GridSignedZ(ga, gb *gridBlock, x unsafe.Pointer, xoffs *int, ng int, acc *lanes16)

//go:noescape
func gemm2x8GridDeltaZ(ga, gb *gridBlock, x unsafe.Pointer, xoffs *int, ng int, acc *lanes16)

// gridBatchMin is the smallest batch gridBatch2x8 runs: a group of eight
// activation rows computes eight whatever the batch, so below it the
// expanded tile against groups of four (simdBatch4x4) wastes less. At 5
// and 6 it already wins (1024×14336 cold, thread CPU time, Zen 4, GFLOP/s
// tile -> gridBatch2x8: batch 5 IQ2_XXS 29.6 -> 31.5, IQ3_S 26.5 -> 27.7,
// TQ2_0 37.9 -> 40.1; batch 6 36.4 -> 38.6, 32.0 -> 33.4, 45.7 -> 48.7).
const gridBatchMin = 5

// gridBatch2x8 is simdBatch4x4 for the grid i-quants and ternary types
// (quant.IsIQBlock) with AVX-512: rows two at a time (an odd last row
// repeated, the repeat dropped), each super-block of both read into groups
// (gridGroupsSIMD) and run against every group of eight activation rows
// (a short last group repeats its last row into slots never read) by
// gemm2x8Grid*, which expands the groups in registers: the expansion is
// hidden behind the FMAs, where the tile path gave it a pass of its own
// and stored and reloaded the tile. The lanes of every (row, activation
// row) are carried from block to block. Batch 8, 1024×14336 cold, thread
// CPU time (median of 21 calls, the two paths interleaved, Zen 4, a loaded
// machine), GFLOP/s tile -> gridBatch2x8: IQ2_XXS 42.4 -> 46.7, IQ3_S
// 37.5 -> 42.0, IQ1_S 39.3 -> 48.0 (one pair at a time over each block's
// activations: 44.2, 39.7 and 43.4 -> 48.3, 42.9 and 44.4; eight pairs
// no better than four).
func (p *linearPlan) gridBatch2x8(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	var (
		ga, gb gridBlock
		xoffs  [laneBatch]int
		st     [gridPairs * 2 * laneBatch]lanes16
	)
	rows, cols, batch, bb := p.rows, p.cols, p.batch, p.bb
	ng := (batch + 7) / 8
	per := 16 * ng // lanes per pair of rows
	// The activations packed a super-block at a time, the batch's rows
	// side by side (gridPackX), so that a block's eight activation rows
	// are one run of 8 KB.
	pp := gridPacks.Get().(*[]float32)
	defer gridPacks.Put(pp)
	pack := gridPackX(x, batch, cols, pp)
	for b := range 8 * ng {
		xoffs[b] = 4 * quant.QK_K * min(b, batch-1)
	}
	delta := gridDelta(p.t)
	for o := o0; o < o1; o += 2 * gridPairs {
		np := min(gridPairs, (o1-o+1)/2)
		lanes := st[:np*per]
		clear(lanes)
		for k := range p.nb {
			xk := unsafe.Pointer(&pack[k*batch*quant.QK_K])
			for j := range np {
				ra, rb := o+2*j, min(o+2*j+1, o1-1)
				pa, pb := p.blockPos(ra, k, ibm), p.blockPos(rb, k, ibm)
				gridGroupsSIMD(p.t, w[pa:pa+bb], &ga)
				gridGroupsSIMD(p.t, w[pb:pb+bb], &gb)
				if delta {
					gemm2x8GridDeltaZ(&ga, &gb, xk, &xoffs[0], ng, &lanes[j*per])
				} else {
					gemm2x8GridSignedZ(&ga, &gb, xk, &xoffs[0], ng, &lanes[j*per])
				}
			}
		}
		for r := range min(2*np, o1-o) {
			for b := range batch {
				y[b*rows+o+r] = lanes[r/2*per+lanes2x8(r%2, b)].sum()
			}
		}
	}
}

// gridPairs is how many pairs of rows gridBatch2x8 runs over each
// super-block's activations while they are in L1 (eight activation rows
// of a block: 8 KB).
const gridPairs = 4

// lanes2x8 is the index of weight row r (of two) and activation row b in
// gridBatch2x8's lanes: groups of eight activation rows, sixteen lanes
// each, row-major (r, b mod 8) as gemm2x8Grid*'s acc.
func lanes2x8(r, b int) int { return 16*(b/8) + 8*r + b%8 }

// gridPacks holds gridBatch2x8's packed activations between calls.
var gridPacks = sync.Pool{New: func() any { return new([]float32) }}

// gridPackX lays the batch rows of x (batch × cols) out super-block by
// super-block: block k of row b at (k·batch + b)·QK_K, in *buf (grown as
// needed). Rows a multiple of 4 KB apart, as most models' are, share the
// L1 sets of their blocks' lines; packed, a block's activation rows
// follow each other.
func gridPackX(x []float32, batch, cols int, buf *[]float32) []float32 {
	if cap(*buf) < batch*cols {
		*buf = make([]float32, batch*cols)
	}
	pack := (*buf)[:batch*cols]
	for k := 0; k < cols/quant.QK_K; k++ {
		for b := range batch {
			copy(pack[(k*batch+b)*quant.QK_K:][:quant.QK_K], x[b*cols+k*quant.QK_K:])
		}
	}
	return pack
}
