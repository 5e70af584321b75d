//go:build amd64 && !purego

package kernels

import (
	"sync"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// The fast Linear at large batches (prefill): the kernels of q8SIMDRange
// unpack a group of weight rows once per activation row, so past a few
// rows the exact batched path (one decode per tile for the whole batch)
// wins. Here a group of four weight rows is unpacked ONCE per chunk of
// columns into an integer tile (one unsigned byte per element, its block
// scales as float32, Q4_1's mins, IQ4_XS's int32 sub-block scales), which
// stays in L1/L2 while every group of four activation rows runs over it
// with VPDPBUSD (q8gemm_amd64.s), sixteen (row, activation row) pairs per
// inner loop. The integer sums are exact and the float combination is the
// order of q8act.go per pair, so the results are bitwise the portable
// kernels'.
//
// Columns run a chunk (q8gChunk elements) at a time over a super-group of
// q8gSuper weight rows, the pairs' lane accumulators kept in memory
// between chunks, so the chunk of every activation row stays in L2 while
// the super-group's rows run over it.

// q8gArgs is the argument block of q8gemm32 and q8gemmK (offsets in
// q8gemm_amd64.s).
type q8gArgs struct {
	w, wd, wm  unsafe.Pointer
	q          [4]unsafe.Pointer
	coff, doff int
	sp         unsafe.Pointer
	nb         int
	shift      int
	acc, am    unsafe.Pointer
	dp         unsafe.Pointer
}

//go:noescape
func q8gemm32(a *q8gArgs)

//go:noescape
func q8gemmK(a *q8gArgs)

//go:noescape
func q8gUnpackQ4_1(src *byte, nb int, codes *byte, wd *float32, wm *float32)

//go:noescape
func q8gUnpackIQ4_XS(src *byte, nk int, codes *byte, tbl *[16]byte)

// q8gIQ4Tbl is IQ4_NL's code book plus 128, as bytes (IQ4_XS tiles).
var q8gIQ4Tbl = func() (t [16]byte) {
	for i, v := range quant.KValuesIQ4NL {
		t[i] = byte(int32(v) + 128)
	}
	return t
}()

const (
	// q8gChunk is the columns of a chunk (a multiple of 256).
	q8gChunk = 2048
	// q8gSuper is the weight rows (four groups of four) run over a chunk
	// of every activation row before the next chunk.
	q8gSuper = 16
)

// q8GemmType reports whether t has a large-batch kernel on this machine.
func q8GemmType(t quant.Type) bool {
	return useQ8VNNI && useSIMD && simdAvailable && (t == quant.Q4_1 || t == quant.IQ4_XS)
}

// q8GemmMinBatch is the smallest batch the large-batch kernels run at
// (below it the kernels of q8SIMDRange or exact Linear).
const q8GemmMinBatch = 5

// q8GemmAt reports whether LinearQ8 on t at batch rows runs the
// large-batch kernels.
func q8GemmAt(t quant.Type, batch int) bool {
	return batch >= q8GemmMinBatch && q8GemmType(t)
}

// q8gScratch is one call's tiles and accumulators.
type q8gScratch struct {
	tile []byte    // q8gSuper/4 groups: codes, then wd, then wm
	acc  []float32 // [group][act group][16][8]
	am   []float32 // [group][act group][16]
	side []byte    // Q4_1: the s panel [act group][block][8] f32; IQ4_XS: 128·c per activation row
}

var q8gPool = sync.Pool{New: func() any { return new(q8gScratch) }}

func growBytes(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}

func growF32(b []float32, n int) []float32 {
	if cap(b) < n {
		return make([]float32, n)
	}
	return b[:n]
}

// q8GemmRange computes rows [o0, o1) for every batch row with the
// large-batch kernels (q8GemmAt must hold).
func (p *linearPlan) q8GemmRange(w []byte, act, y []float32, o0, o1 int) {
	s := q8gPool.Get().(*q8gScratch)
	defer q8gPool.Put(s)
	t, cols, batch := p.t, p.cols, p.batch
	rw := Q8ActWords(t, cols)
	stride := 4 * rw // bytes between activation rows
	ng := (batch + 3) / 4
	xs := t == quant.IQ4_XS
	// Per 32 columns of a group of four rows: codes 128 bytes, wd and wm
	// 64 each (Q4_1), or wm 16 (IQ4_XS: int32 scales) and wd 16 per 256
	// columns.
	chunkBlocks := q8gChunk / 32
	codesB := chunkBlocks * 128
	wdB, wmB := chunkBlocks*64, chunkBlocks*64
	if xs {
		wdB, wmB = (q8gChunk/256)*16, chunkBlocks*16
	}
	groupB := codesB + wdB + wmB
	s.tile = growBytes(s.tile, q8gSuper/4*groupB+64)
	tb := unsafe.Pointer((uintptr(unsafe.Pointer(&s.tile[0])) + 63) &^ 63)
	s.acc = growF32(s.acc, q8gSuper/4*ng*16*8)
	s.am = growF32(s.am, q8gSuper/4*ng*16)
	abase := unsafe.Pointer(unsafe.SliceData(act))
	nb := cols / 32
	// The activation side: Q4_1's block sums per group of four rows, laid
	// out for the min lanes (s_j0..s_j3 twice per block); IQ4_XS's
	// 128·(negated lane sums), one row per activation row at the
	// activation rows' stride (so c_j − q_j is one offset).
	var sideBase unsafe.Pointer
	if xs {
		s.side = growBytes(s.side, batch*stride)
		sideBase = unsafe.Pointer(&s.side[0])
		for b := 0; b < batch; b++ {
			q := q8KRowOf(act[b*rw:(b+1)*rw], cols).q
			c := unsafe.Slice((*int32)(unsafe.Add(sideBase, b*stride)), cols/4)
			for i := range c {
				c[i] = -128 * (int32(q[4*i]) + int32(q[4*i+1]) + int32(q[4*i+2]) + int32(q[4*i+3]))
			}
		}
	} else {
		s.side = growBytes(s.side, 2*ng*nb*32)
		sp := unsafe.Slice((*float32)(unsafe.Pointer(&s.side[0])), 2*ng*nb*8)
		dp := sp[ng*nb*8:]
		for g := 0; g < ng; g++ {
			for j := 0; j < 4; j++ {
				b := min(4*g+j, batch-1)
				r := q8RowOf(act[b*rw:(b+1)*rw], cols)
				for k := 0; k < nb; k++ {
					i := (g*nb+k)*8 + j
					sp[i], sp[i+4] = r.s[k], r.s[k]
					dp[i], dp[i+4] = r.d[k], r.d[k]
				}
			}
		}
	}
	// Offsets from an activation row's codes to its other arrays.
	var coff, doff0 int
	if xs {
		coff = int(uintptr(sideBase) - uintptr(abase))
		doff0 = cols
	} else {
		coff = cols + 8*nb
		doff0 = cols
	}
	var args q8gArgs
	for s0 := o0; s0 < o1; s0 += q8gSuper {
		nrg := (min(q8gSuper, o1-s0) + 3) / 4
		clear(s.acc[:nrg*ng*128])
		clear(s.am[:nrg*ng*16])
		for c0 := 0; c0 < cols; c0 += q8gChunk {
			cc := min(q8gChunk, cols-c0)
			b0, nbc := c0/32, cc/32
			for g := 0; g < nrg; g++ {
				gt := unsafe.Add(tb, g*groupB)
				for i := 0; i < 4; i++ {
					o := min(s0+4*g+i, o1-1)
					src := &w[o*p.rowBytes+(b0/(p.be/32))*p.bb]
					codes := (*byte)(unsafe.Add(gt, 32*i))
					if xs {
						nk := cc / 256
						q8gUnpackIQ4_XS(src, nk, codes, &q8gIQ4Tbl)
						wd := unsafe.Slice((*float32)(unsafe.Add(gt, codesB)), nk*4)
						wm := unsafe.Slice((*int32)(unsafe.Add(gt, codesB+wdB)), nk*32)
						blks := w[o*p.rowBytes+(c0/256)*136:]
						for k := 0; k < nk; k++ {
							blk := blks[136*k : 136*k+136]
							wd[k*4+i] = half(blk[0:2])
							for j := 0; j < 8; j++ {
								wm[(k*8+j)*4+i] = quant.IQ4XSScale(blk, j)
							}
						}
					} else {
						q8gUnpackQ4_1(src, nbc, codes, (*float32)(unsafe.Add(gt, codesB+16*i)), (*float32)(unsafe.Add(gt, codesB+wdB+16*i)))
					}
				}
			}
			for jg := 0; jg < ng; jg++ {
				for j := 0; j < 4; j++ {
					b := min(4*jg+j, batch-1)
					args.q[j] = unsafe.Add(abase, b*stride+c0)
				}
				args.coff = coff
				args.nb = nbc
				if xs {
					args.doff = doff0 + 4*(c0/256) - c0
					args.nb = cc / 256
				} else {
					args.doff = doff0 + 4*b0 - c0
					args.shift = 32
					args.sp = unsafe.Pointer(&s.side[(jg*nb+b0)*32])
					args.dp = unsafe.Pointer(&s.side[((ng+jg)*nb+b0)*32])
				}
				for g := 0; g < nrg; g++ {
					gt := unsafe.Add(tb, g*groupB)
					args.w = gt
					args.wd = unsafe.Add(gt, codesB)
					args.wm = unsafe.Add(gt, codesB+wdB)
					args.acc = unsafe.Pointer(&s.acc[(g*ng+jg)*128])
					args.am = unsafe.Pointer(&s.am[(g*ng+jg)*16])
					if xs {
						q8gemmK(&args)
					} else {
						q8gemm32(&args)
					}
				}
			}
		}
		for g := 0; g < nrg; g++ {
			for jg := 0; jg < ng; jg++ {
				acc := s.acc[(g*ng+jg)*128:]
				am := s.am[(g*ng+jg)*16:]
				for r := 0; r < 4; r++ {
					o := s0 + 4*g + r
					if o >= o1 {
						break
					}
					for j := 0; j < 4; j++ {
						b := 4*jg + j
						if b >= batch {
							break
						}
						v := hsum8((*[8]float32)(acc[(r*4+j)*8:]))
						if !xs {
							v += am[r*4+j]
						}
						y[b*p.rows+o] = v
					}
				}
			}
		}
	}
}

// q8GemmChunkCols is q8gChunk (for the tests).
func q8GemmChunkCols() int { return q8gChunk }
