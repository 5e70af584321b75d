package kernels

import (
	"fmt"
	"math"
	"sync"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// Packed Linear: y[b][o] = Σ_k x[b][k]·W[o][k] for a weight W [rows = out,
// cols = in] stored in a ggml type, read as it is stored (never transposed
// as bytes, never dequantized as a whole).
//
// Numerics are exact: every weight element is the exact value quant's
// decoder gives (the fast paths here mirror those decoders bit for bit),
// multiplied by the f32 activation and summed in float32 in the 16-lane
// order (see dot.go). So for every type and both block orders the result is
// bitwise Dot(dequantized row o, x row b).
//
// Block orders (each block is BlockBytes bytes holding BlockElems
// consecutive elements of one row; nb = cols / BlockElems blocks per row):
//
//	row-major (canonical, GGUF file order): block (o, b) at position o·nb + b
//	input-block-major (prepacked feed order): block (o, b) at position b·rows + o
//
// The two coincide only when nb == 1.

// linearTile is how many weight rows the batched path decodes into scratch
// at once.
const linearTile = 32

// LinearSupports reports whether Linear has a kernel for weights of type t
// in row-major block order: every type quant can decode.
func LinearSupports(t quant.Type) bool {
	_, err := quant.BlockDecoder(t)
	return err == nil
}

// LinearIBMSupports reports whether LinearIBM has a kernel for weights of
// type t in input-block-major order: every block-quantized type.
func LinearIBMSupports(t quant.Type) bool {
	return t.Quantized() && LinearSupports(t)
}

// LinearScratchLen is the scratch length with which Linear takes its
// batched path (batch > 1: weight rows decoded linearTile at a time into
// scratch, then one Dot per output, which keeps each activation row hot in
// cache). Less scratch is fine: Linear then decodes block by block into a
// stack buffer, with bitwise the same result. Batch 1 needs none.
func LinearScratchLen(t quant.Type, rows, cols, batch int) int {
	if batch <= 1 || rows <= 0 || cols <= 0 || (t == quant.F32 && littleEndian) || (useSIMD && hasSIMDLinear(t)) {
		return 0
	}
	return min(rows, linearTile) * cols
}

// linearPlan is a validated Linear call.
type linearPlan struct {
	t        quant.Type
	dec      quant.BlockFunc
	be, bb   int // elements and bytes per block
	nb       int // blocks per row
	rowBytes int
	rows     int
	cols     int
	batch    int
}

func planLinear(op string, t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, o0, o1 int) (linearPlan, error) {
	dec, err := quant.BlockDecoder(t)
	if err != nil {
		return linearPlan{}, fmt.Errorf("%s: %w: %w", op, ErrNoKernel, err)
	}
	p := linearPlan{t: t, dec: dec, be: t.BlockElems(), bb: t.BlockBytes(), rows: rows, cols: cols, batch: batch}
	if rows < 0 || cols < 0 || batch < 0 {
		return p, fmt.Errorf("%s %s: negative size rows=%d cols=%d batch=%d", op, t, rows, cols, batch)
	}
	if cols%p.be != 0 {
		return p, fmt.Errorf("%s %s: %d columns is not a multiple of the block size %d", op, t, cols, p.be)
	}
	p.nb = cols / p.be
	if p.nb != 0 && p.bb > math.MaxInt/p.nb {
		return p, fmt.Errorf("%s %s: a row of %d columns overflows int", op, t, cols)
	}
	p.rowBytes = p.nb * p.bb
	if p.rowBytes != 0 && rows > math.MaxInt/p.rowBytes {
		return p, fmt.Errorf("%s %s: [%d, %d] overflows int", op, t, rows, cols)
	}
	if want := rows * p.rowBytes; len(w) != want {
		return p, fmt.Errorf("%s %s: weight has %d bytes, [%d, %d] needs %d", op, t, len(w), rows, cols, want)
	}
	if cols != 0 && batch > math.MaxInt/cols || rows != 0 && batch > math.MaxInt/rows {
		return p, fmt.Errorf("%s %s: batch %d overflows int", op, t, batch)
	}
	if len(x) != batch*cols {
		return p, fmt.Errorf("%s %s: x has %d elements, [%d, %d] needs %d", op, t, len(x), batch, cols, batch*cols)
	}
	if len(y) != batch*rows {
		return p, fmt.Errorf("%s %s: y has %d elements, [%d, %d] needs %d", op, t, len(y), batch, rows, batch*rows)
	}
	if o0 < 0 || o1 < o0 || o1 > rows {
		return p, fmt.Errorf("%s %s: output rows [%d, %d) outside [0, %d)", op, t, o0, o1, rows)
	}
	return p, nil
}

// Linear computes y = x·Wᵀ for a weight in row-major (canonical) block
// order: W is [rows, cols] of type t (len(w) = rows·RowBytes(cols)), x is
// [batch, cols] and y [batch, rows], both contiguous. cols must be a
// multiple of t's block size. Every weight block is decoded once per call
// and applied to all batch rows. scratch may be nil (see LinearScratchLen).
func Linear(t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32) error {
	return LinearRange(t, w, rows, cols, x, batch, y, scratch, 0, rows)
}

// LinearRange is Linear restricted to the output rows [o0, o1): it writes
// y[b][o] for those o only, with bitwise the values Linear writes there, so
// callers may split rows over goroutines (each with its own scratch).
func LinearRange(t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32, o0, o1 int) error {
	p, err := planLinear("linear", t, w, rows, cols, x, batch, y, o0, o1)
	if err != nil {
		return err
	}
	if o0 == o1 || batch == 0 {
		return nil
	}
	chunk := batchChunkRows(cols)
	if batch <= chunk {
		return p.linearRange(w, x, y, scratch, o0, o1)
	}
	for b0 := 0; b0 < batch; b0 += chunk {
		q := p.batchChunk(b0, chunk)
		xq, yq := x[b0*cols:(b0+q.batch)*cols], y[b0*rows:(b0+q.batch)*rows]
		if err := q.linearRange(w, xq, yq, scratch, o0, o1); err != nil {
			return err
		}
	}
	return nil
}

// laneBatch is the most batch rows a Linear path carries lanes for at once
// (in fixed arrays on the stack): a larger batch runs in chunks of it,
// each computing its own rows of y in the order a whole call would (y is
// [batch, rows]: a chunk of batch rows is contiguous in x and y).
const laneBatch = 64

// batchChunk is the plan of the batch rows [b0, b0+chunk) ∩ [0, batch).
func (p linearPlan) batchChunk(b0, chunk int) linearPlan {
	p.batch = min(chunk, p.batch-b0)
	return p
}

// batchChunkRows is how many batch rows of cols columns a Linear call
// runs at once: laneBatch, or where batchBlocking holds as many as keep
// their activations within batchBlockBytes (a multiple of 8, at least 8).
// Every weight row group streams a chunk's activations once, which then
// have to come from L2 rather than L3 for the batched path to keep its
// pace. Measured on an Ice Lake Xeon (1.25 MB of L2 a core), one thread,
// thread CPU time, batch 64, exact, two runs, GFLOP/s at chunks of
// 64/32/16/8 rows: Q4_0 256×14336 40-47/40-45/50-53/56-57, Q6_K
// 39-46/38-41/45-47/51; 512×8192 Q4_0 42-48/55-74/60-73/56-59, Q6_K
// 41-49/72-73/54-67/50-52; 512×5632 Q4_0 48-63/59-80/61-74/59, Q6_K
// 47-65/60-80/67/51-52; 1024×4096 Q4_0 58-80/62-79/55-57/48, Q6_K
// 58-79/59-74/50-55/49-52, F16 51-72/55/59-60/48; 1024×2048 Q4_0
// 64-83/59-69/52-53/57-58. On Zen 4 the batched path ran batch 64 at
// 1.1× batch 16's rate unchunked (see q8GemmMinBatchOn), so AMD CPUs keep
// laneBatch.
func batchChunkRows(cols int) int {
	if !batchBlocking || cols <= 0 {
		return laneBatch
	}
	return min(laneBatch, max(8, batchBlockBytes/(4*cols)&^7))
}

// batchBlockBytes is the activation bytes a batch chunk may span where
// batchBlocking holds.
const batchBlockBytes = 1 << 20

// linearRange is LinearRange's dispatch for a batch of at most laneBatch.
func (p *linearPlan) linearRange(w []byte, x, y, scratch []float32, o0, o1 int) error {
	t, cols, batch := p.t, p.cols, p.batch
	if p.simdLinear(w, x, y, o0, o1, false) {
		return nil
	}
	if t == quant.F32 {
		if wf, ok := f32View(w); ok {
			p.linearF32(wf, x, y, o0, o1)
			return nil
		}
	}
	if batch > 1 && len(scratch) >= 2*cols && cols > 0 {
		return p.linearTiled(w, x, y, scratch, o0, o1)
	}
	if !t.Quantized() {
		return p.linearDense(w, x, y, o0, o1)
	}
	p.linearBlocks(w, x, y, o0, o1, false)
	return nil
}

// linearF32 dots float32 rows directly, linearTile weight rows at a time
// so that a tile stays in cache while the batch streams past it.
func (p *linearPlan) linearF32(w, x, y []float32, o0, o1 int) {
	rows, cols := p.rows, p.cols
	for o := o0; o < o1; o += linearTile {
		end := min(o+linearTile, o1)
		for b := 0; b < p.batch; b++ {
			xr := x[b*cols : (b+1)*cols]
			yr := y[b*rows : (b+1)*rows]
			for i := o; i < end; i++ {
				yr[i] = Dot(w[i*cols:(i+1)*cols], xr)
			}
		}
	}
}

// linearTiled decodes tiles of weight rows into scratch (one quant.Dequantize
// call per tile: each block still decoded once per call), then dots.
func (p *linearPlan) linearTiled(w []byte, x, y, scratch []float32, o0, o1 int) error {
	rows, cols := p.rows, p.cols
	tile := min(len(scratch)/cols, linearTile)
	for o := o0; o < o1; o += tile {
		r := min(tile, o1-o)
		dec := scratch[:r*cols]
		if !decodeRowsFast(p.t, w[o*p.rowBytes:(o+r)*p.rowBytes], dec) {
			if err := quant.Dequantize(p.t, w[o*p.rowBytes:(o+r)*p.rowBytes], dec); err != nil {
				return fmt.Errorf("linear %s: %w", p.t, err)
			}
		}
		for b := 0; b < p.batch; b++ {
			xr := x[b*cols : (b+1)*cols]
			yr := y[b*rows+o : b*rows+o+r]
			for i := range yr {
				yr[i] = Dot(dec[i*cols:(i+1)*cols], xr)
			}
		}
	}
	return nil
}

// denseChunk is how many elements of a dense (one element per block) row
// are decoded at a time; a multiple of dotChunk.
const denseChunk = quant.QK_K

// blockBuf is the decode buffer of the paths that go through quant's
// decoders. Those are indirect calls, so escape analysis cannot keep the
// buffer on the stack; a pool keeps steady-state calls allocation-free.
type blockBuf = [quant.QK_K]float32

var blockBufs = sync.Pool{New: func() any { return new(blockBuf) }}

// blockPos is the byte offset of block kb of weight row o in either block
// order.
func (p *linearPlan) blockPos(o, kb int, ibm bool) int {
	if ibm {
		return (kb*p.rows + o) * p.bb
	}
	return o*p.rowBytes + kb*p.bb
}

// linearDense handles the dense types other than aligned F32 (F16, BF16,
// F64, the integer types), decoding denseChunk elements at a time: F16 and
// BF16 through the direct decoders of decode.go (buffer on the stack), the
// others through quant.Dequantize (pooled buffer; see blockBuf).
func (p *linearPlan) linearDense(w []byte, x, y []float32, o0, o1 int) error {
	if hasFastDenseDecoder(p.t) {
		p.linearDenseFast(w, x, y, o0, o1)
		return nil
	}
	buf := blockBufs.Get().(*blockBuf)
	defer blockBufs.Put(buf)
	var lanes [laneBatch]lanes16
	st := lanes[:p.batch]
	rows, cols, eb := p.rows, p.cols, p.bb
	for o := o0; o < o1; o++ {
		wrow := w[o*p.rowBytes : (o+1)*p.rowBytes]
		clear(st)
		for c := 0; c < cols; c += denseChunk {
			m := min(denseChunk, cols-c)
			if err := quant.Dequantize(p.t, wrow[c*eb:(c+m)*eb], buf[:m]); err != nil {
				return fmt.Errorf("linear %s: %w", p.t, err)
			}
			for b := range p.batch {
				st[b].add(buf[:m], x[b*cols+c:b*cols+c+m])
			}
		}
		for b := range p.batch {
			y[b*rows+o] = st[b].sum()
		}
	}
	return nil
}

func (p *linearPlan) linearDenseFast(w []byte, x, y []float32, o0, o1 int) {
	var buf blockBuf
	var lanes [laneBatch]lanes16
	st := lanes[:p.batch]
	rows, cols, eb := p.rows, p.cols, p.bb
	for o := o0; o < o1; o++ {
		wrow := w[o*p.rowBytes : (o+1)*p.rowBytes]
		clear(st)
		for c := 0; c < cols; c += denseChunk {
			m := min(denseChunk, cols-c)
			decodeDenseFast(p.t, wrow[c*eb:(c+m)*eb], buf[:m])
			for b := range p.batch {
				st[b].add(buf[:m], x[b*cols+c:b*cols+c+m])
			}
		}
		for b := range p.batch {
			y[b*rows+o] = st[b].sum()
		}
	}
}

// linearBlocks is the block-by-block path of the quantized types, in
// either block order: each block is decoded once and dotted with every
// batch row, the lanes of each (row, batch row) carried from block to
// block. The loop exists twice, once per decoder kind: a function that
// calls quant's decoders (an indirect call) makes its buffer escape, so
// the fast path must not share its body.
func (p *linearPlan) linearBlocks(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	var lanes [laneBatch]lanes16
	if hasFastDecoder(p.t) {
		p.linearBlocksFast(w, x, y, o0, o1, ibm, lanes[:p.batch])
	} else {
		buf := blockBufs.Get().(*blockBuf)
		p.linearBlocksGeneric(buf, w, x, y, o0, o1, ibm, lanes[:p.batch])
		blockBufs.Put(buf)
	}
}

func (p *linearPlan) linearBlocksFast(w []byte, x, y []float32, o0, o1 int, ibm bool, st []lanes16) {
	var buf blockBuf
	rows, cols, be, bb, nb := p.rows, p.cols, p.be, p.bb, p.nb
	for o := o0; o < o1; o++ {
		clear(st)
		for kb := 0; kb < nb; kb++ {
			pos := p.blockPos(o, kb, ibm)
			decodeFast(p.t, w[pos:pos+bb], &buf)
			for b := range p.batch {
				xo := b*cols + kb*be
				st[b].add(buf[:be], x[xo:xo+be])
			}
		}
		for b := range p.batch {
			y[b*rows+o] = st[b].sum()
		}
	}
}

func (p *linearPlan) linearBlocksGeneric(buf *blockBuf, w []byte, x, y []float32, o0, o1 int, ibm bool, st []lanes16) {
	rows, cols, be, bb, nb := p.rows, p.cols, p.be, p.bb, p.nb
	for o := o0; o < o1; o++ {
		clear(st)
		for kb := 0; kb < nb; kb++ {
			pos := p.blockPos(o, kb, ibm)
			p.dec(w[pos:pos+bb], buf[:be])
			for b := range p.batch {
				xo := b*cols + kb*be
				st[b].add(buf[:be], x[xo:xo+be])
			}
		}
		for b := range p.batch {
			y[b*rows+o] = st[b].sum()
		}
	}
}

var littleEndian = func() bool {
	v := uint16(1)
	return *(*byte)(unsafe.Pointer(&v)) == 1
}()

// f32View reinterprets little-endian F32 weight bytes as float32 without
// copying, when the host is little-endian and the bytes are 4-aligned (mapped
// GGUF data is 32-aligned); otherwise false and the caller decodes.
func f32View(b []byte) ([]float32, bool) {
	if len(b) == 0 {
		return nil, true
	}
	if !littleEndian || uintptr(unsafe.Pointer(&b[0]))%4 != 0 {
		return nil, false
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(&b[0])), len(b)/4), true
}
