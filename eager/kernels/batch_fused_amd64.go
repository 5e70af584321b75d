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

//go:noescape
func gemmIQ4_NLx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmMXFP4x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ2_Kx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmTQ2_0x8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ3_Kx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ4_Kx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ5_Kx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmQ6_Kx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

//go:noescape
func gemmIQ4_XSx8Y(w unsafe.Pointer, rowBytes, nrows int, x unsafe.Pointer, nblk int, acc *lanes16)

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
	// fusedChunkBytes is the weight bytes of a chunk of rows that several
	// groups of activation rows run over: half of Zen 3's L2.
	fusedChunkBytes = 256 << 10
)

// fusedKernel is the register-decoding batched kernel of t, or nil (the
// grid types and TQ1_0 share gemmGridx8Y, which runs over their frame
// blocks; TQ2_0 has its own, 2048×14336 cold, batch 8: 45.2-45.5 GFLOP/s
// on frame blocks against 62.8-63.4, batch 32 51.2-55.4 against 59.7-61.1). F32
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
	case quant.IQ4_NL:
		return gemmIQ4_NLx8Y
	case quant.MXFP4:
		return gemmMXFP4x8Y
	case quant.Q2_K:
		return gemmQ2_Kx8Y
	case quant.Q3_K:
		return gemmQ3_Kx8Y
	case quant.Q4_K:
		return gemmQ4_Kx8Y
	case quant.Q5_K:
		return gemmQ5_Kx8Y
	case quant.Q6_K:
		return gemmQ6_Kx8Y
	case quant.IQ4_XS:
		return gemmIQ4_XSx8Y
	case quant.TQ2_0:
		return gemmTQ2_0x8Y
	}
	if gridFramed(t) {
		return gemmGridx8Y
	}
	return nil
}

// gridFramed is whether t's batches run over frame blocks that the group
// readers make (fusedGridBatch8): the grid i-quants and TQ1_0. TQ2_0's
// two-bit codes are Q2_K's, which its own kernel assembles in place.
func gridFramed(t quant.Type) bool { return quant.IsIQBlock(t) && t != quant.TQ2_0 }

// useFusedBatch is whether simdBatch hands a call to fusedBatch8: AVX2
// without AVX-512, a type with a register-decoding kernel, row-major
// blocks and whole groups of eight activation rows.
func (p *linearPlan) useFusedBatch(ibm bool) bool {
	return !ibm && fusedBatchOK(p.t, p.batch)
}

// fusedBatchOK is whether a row-major Linear of t at batch runs
// fusedBatch8.
func fusedBatchOK(t quant.Type, batch int) bool {
	return !useAVX512 && batch%8 == 0 && batch <= fusedBatchMax(t) && fusedKernel(t) != nil
}

// fusedBatchMax is the largest batch fusedBatch8 runs t at: it decodes
// the weights once per group of eight activation rows, simdBatch once for
// the whole batch (at most laneBatch), so simdBatch catches up as the
// batch grows, first for the dearest decodes. Thread CPU time, Zen 3,
// simdBatch -> fusedBatch8 GFLOP/s, batch 8, 1024×14336 cold: Q4_0 45.4
// -> 61.6, Q4_1 45.3 -> 64.3, Q5_0 41.1 -> 53.8, Q5_1 39.1 -> 53.0, Q8_0
// 41.2 -> 67.6; 4096×14336 (a loaded machine) F16 32.2 -> 53.2, BF16 34.9
// -> 60.3. Batch 16, 32 and 64 (1024×14336): Q4_0 50.1 -> 59.5, 51.9 ->
// 60.5, 57.2 -> 60.1; Q8_0 43.9 -> 60.5, 45.8 -> 57.8, 52.8 -> 60.0; F16
// 39.1 -> 55.7, 47.2 -> 57.2, 50.6 -> 58.1; Q5_1 45.4 -> 51.0, 49.1 ->
// 52.3, 53.5 -> 51.2. The code books, batch 8, 16, 32 and 64: IQ4_NL
// 43.4 -> 54.1, 35.9 -> 45.8, 41.0 -> 45.2, 55.9 -> 52.7; MXFP4 43.0 ->
// 58.0, 37.3 -> 51.9, 39.4 -> 38.2, 46.3 -> 43.0. The super-block types
// (codes assembled once per block for both passes), batch 8 (1024×14336
// cold): Q2_K 45.6 -> 57.0, Q3_K 40.6 -> 59.2, Q4_K 39.3 -> 61.3, Q5_K
// 42.1 -> 57.8, Q6_K 38.4 -> 60.4, IQ4_XS 43.9 -> 64.4; they still win at
// batch 32 (fused 55-60, tiles 50-54) and lose at 64 (52-55 against
// 54-60). The grid types (fusedGridBatch8: a chunk's frame blocks made
// once for every group), batch 8, 256×14336, best of three runs: IQ2_XXS
// 33.7 -> 42.4, IQ2_XS 33.7 -> 38.3, IQ2_S 31.9 -> 39.4, IQ3_XXS 31.1 ->
// 35.9, IQ3_S 30.8 -> 36.2, IQ1_S 34.6 -> 39.7, IQ1_M 34.2 -> 39.7, TQ1_0
// 35.8 -> 42.6, TQ2_0 38.9 -> 45.9; 2048×14336 cold, best of four, batch
// 16 IQ1_M 40.6 -> 46.2, IQ2_XXS 34.9 -> 50.6, IQ3_S 34.5 -> 36.7, TQ2_0
// 45.7 -> 53.0; batch 32 42.9 -> 47.1, 44.9 -> 55.0, 41.8 -> 51.5, 52.6 ->
// 57.7; batch 64 53.2 -> 47.4, 54.5 -> 49.9, 50.7 -> 47.9, 54.8 -> 55.0.
func fusedBatchMax(t quant.Type) int {
	if quant.IsIQBlock(t) {
		return 32
	}
	switch t {
	case quant.MXFP4:
		return 16
	case quant.Q5_0, quant.Q5_1, quant.IQ4_NL,
		quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.IQ4_XS:
		return 32
	}
	return laneBatch
}

// fusedPacks holds fusedBatch8's packed activations between calls.
var fusedPacks = sync.Pool{New: func() any { return new([]float32) }}

// fusedPack packs the activation rows for fusedBatch8 into *pp, grown as
// needed: group g's row b of tile k at ((g·ntiles + k)·8 + b)·fusedPitch
// bytes.
func (p *linearPlan) fusedPack(x []float32, pp *[]float32) []float32 {
	cols := p.cols
	ntiles := (cols + fusedTile - 1) / fusedTile
	pitch := fusedPitch / 4
	groups := p.batch / 8
	if cap(*pp) < groups*ntiles*8*pitch {
		*pp = make([]float32, groups*ntiles*8*pitch)
	}
	pack := (*pp)[:groups*ntiles*8*pitch]
	for g := range groups {
		for k := range ntiles {
			c, m := k*fusedTile, min(fusedTile, cols-k*fusedTile)
			for b := range 8 {
				copy(pack[((g*ntiles+k)*8+b)*pitch:][:m], x[(8*g+b)*cols+c:][:m])
			}
		}
	}
	return pack
}

// fusedBatch8 computes rows [o0, o1) for every group of eight activation
// rows: the groups packed tile by tile (group g's row b of tile k at
// ((g·ntiles + k)·8 + b)·fusedPitch bytes), then chunks of weight rows run
// over every tile of every group, their lanes carried from tile to tile.
// With one group a chunk is fusedRows long; with more it is as long as
// fits fusedChunkBytes, so that its weights stay in L2 while every group
// runs over them and are read from memory once.
func (p *linearPlan) fusedBatch8(w []byte, x, y []float32, o0, o1 int) {
	pp := fusedPacks.Get().(*[]float32)
	defer fusedPacks.Put(pp)
	pack := p.fusedPack(x, pp)
	if gridFramed(p.t) {
		p.fusedGridBatch8(w, pack, y, o0, o1)
		return
	}
	kernel := fusedKernel(p.t)
	rows, cols := p.rows, p.cols
	// A kernel runs over blocks of 32 elements (a super-block type's
	// kernel over whole super-blocks of 256, which a tile always holds):
	// a quantized type's block, or 32 of F16 and BF16, whose last m mod
	// 32 elements of a row (dense rows only) are dotted here, in Go, after
	// the last tile's blocks.
	be, bb := p.t.BlockElems(), p.t.BlockBytes()
	ntiles := (cols + fusedTile - 1) / fusedTile
	pitch := fusedPitch / 4
	groups := p.batch / 8
	chunk := fusedRows
	if groups > 1 {
		chunk = min(fusedRows, max(8, fusedChunkBytes/p.rowBytes))
	}
	var (
		lanes [fusedRows * 8]lanes16
		sums  [fusedRows * 8]float32
		tail  [31]float32
	)
	for o := o0; o < o1; o += chunk {
		nr := min(chunk, o1-o)
		for g := range groups {
			clear(lanes[:8*nr])
			for k := range ntiles {
				c, m := k*fusedTile, min(fusedTile, cols-k*fusedTile)
				nblk := m / 32
				if nblk > 0 {
					wp := unsafe.Pointer(&w[o*p.rowBytes+c/be*bb])
					kernel(wp, p.rowBytes, nr, unsafe.Pointer(&pack[(g*ntiles+k)*8*pitch]), nblk, &lanes[0])
				}
				if n := m % 32; n > 0 {
					e := c + 32*nblk
					for r := range nr {
						off := (o+r)*p.rowBytes + e*bb
						decodeDenseTail(p.t, w[off:off+n*bb], tail[:n])
						for b := range 8 {
							lanes[8*r+b].add(tail[:n], x[(8*g+b)*cols+e:][:n])
						}
					}
				}
			}
			sumLanes16(&lanes[0], 8*nr, &sums[0])
			for r := range nr {
				for b := range 8 {
					y[(8*g+b)*rows+o+r] = sums[8*r+b]
				}
			}
		}
	}
}
