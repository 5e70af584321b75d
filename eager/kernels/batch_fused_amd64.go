//go:build amd64 && !purego

package kernels

import (
	"sync"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// The AVX2 batched path that decodes in registers (batch_fused_avx2_amd64.s):
// a block's weights, decoded once, go straight into eight activation rows'
// fused multiply-adds, where simdBatch decodes a tile to memory for
// gemm3x4Y to read back.

//go:generate python3 gen_fused_avx2.py

//go:noescape
func gemmF16x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmBF16x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ4_0x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ4_1x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ5_0x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ5_1x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ8_0x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

const (
	// fusedTile is how many elements of the activation rows fusedBatch8
	// packs side by side (eight rows of it, 16.5 KB, stay in L1 while a
	// chunk of weight rows runs over them), and fusedPitch the bytes from
	// one packed row to the next: a tile and 64 bytes, so that the eight
	// rows' lines at one offset fall in different L1 sets.
	fusedTile  = 512
	fusedPitch = 4*fusedTile + 64
	// fusedRows is how many weight rows carry their lanes across the
	// tiles (128 rows × 8 activation rows × 64 bytes, 64 KB, in L2): the
	// packed activations are read again for every chunk, so chunks are
	// long. Q4_0 at batch 8, 64×14336 (the weights in L2), thread CPU
	// time, Zen 3: 32-row chunks 49.8 GFLOP/s, one chunk of 128 59.6.
	fusedRows = 128
)

// fusedKernel is the register-decoding batched kernel of t, or nil. F32
// has none: its weights, read in place by gemm3x4Y, need no decoding, and
// the fused form ran slower (batch 8, 4096×14336 cold, thread CPU time,
// Zen 3: 30-32 GFLOP/s against 35-41).
func fusedKernel(t quant.Type) func(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16) {
	switch t {
	case quant.F16:
		return gemmF16x8Y
	case quant.BF16:
		return gemmBF16x8Y
	case quant.Q4_0:
		return gemmQ4_0x8Y
	case quant.Q4_1:
		return gemmQ4_1x8Y
	case quant.Q5_0:
		return gemmQ5_0x8Y
	case quant.Q5_1:
		return gemmQ5_1x8Y
	case quant.Q8_0:
		return gemmQ8_0x8Y
	}
	return nil
}

// useFusedBatch is whether simdBatch hands a call to fusedBatch8: AVX2
// without AVX-512, a type with a register-decoding kernel, row-major
// blocks and whole groups of eight activation rows.
func (p *linearPlan) useFusedBatch(ibm bool) bool {
	return !ibm && fusedBatchOK(p.t, p.batch)
}

// fusedBatchOK is whether a row-major Linear of t at batch runs
// fusedBatch8.
func fusedBatchOK(t quant.Type, batch int) bool {
	return !useAVX512 && batch%8 == 0 && batch <= fusedBatchMax && fusedKernel(t) != nil
}

// fusedBatchMax is the largest batch fusedBatch8 runs: it decodes the
// weights once per group of eight activation rows, simdBatch once for
// the whole batch. Batch 8, 1024×14336 cold, thread CPU time, Zen 3,
// simdBatch -> fusedBatch8 GFLOP/s: Q4_0 45.4 -> 61.6, Q4_1 45.3 -> 64.3,
// Q5_0 41.1 -> 53.8, Q5_1 39.1 -> 53.0, Q8_0 41.2 -> 67.6; 4096×14336 (a
// loaded machine) F16 32.2 -> 53.2, BF16 34.9 -> 60.3. Batch 16: Q4_0
// 44.6 -> 47.3, Q5_1 38.9 -> 50.6, Q8_0 34.2 -> 50.6; batch 64 no clear
// winner (Q4_0 52.0 -> 55.2, Q5_1 55.4 -> 52.2, Q8_0 54.7 -> 64.9).
const fusedBatchMax = 16

// fusedPacks holds fusedBatch8's packed activations between calls.
var fusedPacks = sync.Pool{New: func() any { return new([]float32) }}

// fusedBatch8 computes rows [o0, o1) for every group of eight activation
// rows: the group packed tile by tile (row b of tile k at (k·8 + b) ·
// fusedPitch bytes), then chunks of fusedRows weight rows run over every
// tile, their lanes carried from tile to tile.
func (p *linearPlan) fusedBatch8(w []byte, x, y []float32, o0, o1 int) {
	kernel := fusedKernel(p.t)
	rows, cols := p.rows, p.cols
	// A kernel block is 32 elements: a quantized type's block, or 32 of
	// F16 and BF16, whose last m mod 32 elements of a row (dense rows
	// only) are dotted here, in Go, after the last tile's blocks.
	blk := 32 / p.t.BlockElems() * p.t.BlockBytes()
	ntiles := (cols + fusedTile - 1) / fusedTile
	pitch := fusedPitch / 4
	pp := fusedPacks.Get().(*[]float32)
	defer fusedPacks.Put(pp)
	if cap(*pp) < ntiles*8*pitch {
		*pp = make([]float32, ntiles*8*pitch)
	}
	pack := (*pp)[:ntiles*8*pitch]
	var (
		lanes [fusedRows * 8]lanes16
		sums  [fusedRows * 8]float32
		tail  [31]float32
	)
	for g := 0; g < p.batch; g += 8 {
		for k := range ntiles {
			c, m := k*fusedTile, min(fusedTile, cols-k*fusedTile)
			for b := range 8 {
				copy(pack[(k*8+b)*pitch:][:m], x[(g+b)*cols+c:][:m])
			}
		}
		for o := o0; o < o1; o += fusedRows {
			nr := min(fusedRows, o1-o)
			clear(lanes[:8*nr])
			for k := range ntiles {
				c, m := k*fusedTile, min(fusedTile, cols-k*fusedTile)
				nblk := m / 32
				if nblk > 0 {
					wp := unsafe.Pointer(&w[o*p.rowBytes+c/32*blk])
					kernel(wp, p.rowBytes, nr, unsafe.Pointer(&pack[k*8*pitch]), nblk, &lanes[0])
				}
				if n := m % 32; n > 0 {
					e := c + 32*nblk
					for r := range nr {
						off := (o+r)*p.rowBytes + e*blk/32
						decodeDenseTail(p.t, w[off:off+n*blk/32], tail[:n])
						for b := range 8 {
							lanes[8*r+b].add(tail[:n], x[(g+b)*cols+e:][:n])
						}
					}
				}
			}
			sumLanes16(&lanes[0], 8*nr, &sums[0])
			for r := range nr {
				for b := range 8 {
					y[(g+b)*rows+o+r] = sums[8*r+b]
				}
			}
		}
	}
}
