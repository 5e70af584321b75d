package kernels

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/layout/quant"
)

// LinearGEMM is a prefill-shaped Linear: y = x·Wᵀ for a weight W [rows,
// cols] of type t in row-major block order, x [batch, cols] and y [batch,
// rows], computed as a GEMM. W is dequantized a tile of rows at a time into
// scratch (F32 weights are used in place) and each tile multiplies the
// whole batch with Gemm (A = x, B = the tile, TransB), so every weight
// element is decoded once and reused batch times from cache.
//
// Numerics are Gemm's — fused multiply-adds, k cut in slices of 256 —,
// not Linear's 16-lane order: the result is within γ(cols+2)·Σ|x·w| of the
// exact one, like Linear's, but not bitwise equal to it. A caller that
// promises bitwise agreement with Linear (the exact mode) must not use it.
//
// Single-threaded: callers split the output rows over goroutines with
// LinearGEMMRange, as for LinearRange. It pays off from batch ≈ 32 (every
// decoded weight element is packed once and used batch times); smaller
// batches are Linear's.
func LinearGEMM(t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32) error {
	return LinearGEMMRange(t, w, rows, cols, x, batch, y, scratch, 0, rows)
}

// LinearGEMMScratchLen is the scratch LinearGEMM needs at batch: x packed
// once into the micro-kernel's panels, one tile of dequantized rows, and
// one packed slice of it.
func LinearGEMMScratchLen(t quant.Type, rows, cols, batch int) int {
	if rows <= 0 || cols <= 0 || batch <= 0 {
		return 0
	}
	tile := gemmLinearTile(rows, cols)
	return roundUp(batch, gemmMR)*cols + tile*cols + min(gemmKC, cols)*roundUp(tile, gemmNR)
}

// gemmLinearTile is the rows per tile: about 1 MiB of f32 (L2), a multiple
// of the micro-kernel's NR, 16…256 rows.
func gemmLinearTile(rows, cols int) int {
	r := (1 << 18) / max(cols, 1) / gemmNR * gemmNR
	return min(max(r, gemmNR), 256, rows)
}

// LinearGEMMRange is LinearGEMM restricted to the output rows [o0, o1).
// The tiles start at o0, so a row's value does not depend on the split
// (Gemm's numerics never depend on N blocking).
func LinearGEMMRange(t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32, o0, o1 int) error {
	if rows < 0 || cols < 0 || batch < 0 {
		return fmt.Errorf("linear gemm %s: negative size rows=%d cols=%d batch=%d", t, rows, cols, batch)
	}
	if _, err := quant.BlockDecoder(t); err != nil {
		return fmt.Errorf("linear gemm: %w: %w", ErrNoKernel, err)
	}
	if cols%t.BlockElems() != 0 {
		return fmt.Errorf("linear gemm %s: %d columns is not a multiple of the block size %d", t, cols, t.BlockElems())
	}
	rb, err := quant.RowBytes(t, int64(cols))
	if err != nil {
		return fmt.Errorf("linear gemm %s: %w", t, err)
	}
	rowBytes := int(rb)
	if rowBytes != 0 && rows > math.MaxInt/rowBytes || cols != 0 && batch > math.MaxInt/cols || rows != 0 && batch > math.MaxInt/rows {
		return fmt.Errorf("linear gemm %s: [%d, %d] at batch %d overflows int", t, rows, cols, batch)
	}
	switch {
	case len(w) != rows*rowBytes:
		return fmt.Errorf("linear gemm %s: weight has %d bytes, [%d, %d] needs %d", t, len(w), rows, cols, rows*rowBytes)
	case len(x) != batch*cols:
		return fmt.Errorf("linear gemm %s: x has %d elements, [%d, %d] needs %d", t, len(x), batch, cols, batch*cols)
	case len(y) != batch*rows:
		return fmt.Errorf("linear gemm %s: y has %d elements, [%d, %d] needs %d", t, len(y), batch, rows, batch*rows)
	case o0 < 0 || o1 < o0 || o1 > rows:
		return fmt.Errorf("linear gemm %s: output rows [%d, %d) outside [0, %d)", t, o0, o1, rows)
	}
	if o0 == o1 || batch == 0 {
		return nil
	}
	// The GEMM C = x·tileᵀ, tile by tile, with x packed once for all of
	// them (Gemm would pack it again per tile) and Gemm's k slicing.
	tile := gemmLinearTile(rows, cols)
	xp := roundUp(batch, gemmMR) * cols
	need := xp + tile*cols + min(gemmKC, cols)*roundUp(tile, gemmNR)
	if len(scratch) < need {
		return fmt.Errorf("linear gemm %s: scratch has %d elements, %d needed (LinearGEMMScratchLen)", t, len(scratch), need)
	}
	apack, dec, bpack := scratch[:xp], scratch[xp:xp+tile*cols], scratch[xp+tile*cols:need]
	pa := GemmArgs{M: batch, K: cols, A: x, LDA: cols}
	for pc := 0; pc < cols; pc += gemmKC {
		gemmPackA(&pa, apack[roundUp(batch, gemmMR)*pc:], 0, batch, pc, min(gemmKC, cols-pc))
	}
	var wf []float32
	if t == quant.F32 {
		wf, _ = f32View(w)
	}
	pc := GemmArgs{M: batch, K: cols, C: y, LDC: rows, TransB: true, LDB: cols}
	var bufs gemmBufs
	kernel := gemmKernel()
	for o := o0; o < o1; o += tile {
		r := min(tile, o1-o)
		if wf != nil {
			pc.B = wf[o*cols : (o+r)*cols]
		} else {
			src := w[o*rowBytes : (o+r)*rowBytes]
			if !decodeRowsFast(t, src, dec[:r*cols]) {
				if err := quant.Dequantize(t, src, dec[:r*cols]); err != nil {
					return fmt.Errorf("linear gemm %s: %w", t, err)
				}
			}
			pc.B = dec[:r*cols]
		}
		for k0 := 0; k0 < cols; k0 += gemmKC {
			kc := min(gemmKC, cols-k0)
			gemmPackB(&pc, bpack, k0, kc, 0, r)
			bufs.b = bpack
			for ic := 0; ic < batch; ic += gemmMC {
				bufs.a = apack[roundUp(batch, gemmMR)*k0+ic*kc:]
				gemmMacro(&pc, &bufs, kernel, ic, min(gemmMC, batch-ic), o, r, kc, k0 > 0)
			}
		}
	}
	return nil
}
