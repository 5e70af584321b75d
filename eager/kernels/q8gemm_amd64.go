//go:build amd64 && !purego

package kernels

import (
	"encoding/binary"
	"math"
	"sync"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// The fast Linear at large batches (prefill): the kernels of q8SIMDRange
// unpack a group of weight rows once per activation row, so past a few
// rows the exact batched path (one decode per tile for the whole batch)
// wins. Here a group of four weight rows is unpacked ONCE per chunk of
// columns into an integer tile (one unsigned byte per element, its block
// scales as float32, Q4_1's mins; Q5_K and Q6_K: the codes times the
// sub-block scales as int16, the mins of Q5_K as int16 pairs and their
// dmin, Q6_K's offset terms), which stays in L1/L2 while every group of
// four activation rows runs over it with VPDPBUSD (VPDPWSSD for Q5_K and
// Q6_K; q8gemm_amd64.s), sixteen (row, activation row) pairs per inner
// loop; IQ4_XS and Q4_K run sixteen rows against eight activation rows
// with 8-bit products (q8gemm_b8_amd64.go). The integer sums are exact and the float combination is the
// order of q8act.go per pair, so the results are bitwise the portable
// kernels'.
//
// Columns run a chunk (q8gChunk elements) at a time over a super-group of
// q8gSuper weight rows, the pairs' lane accumulators kept in memory
// between chunks, so the chunk of every activation row stays in L2 while
// the super-group's rows run over it.

// q8gArgs is the argument block of q8gemm32 and q8gemmK16 (offsets in
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
func q8gUnpackQ4_1(src *byte, nb int, codes *byte, wd *float32, wm *float32)

//go:noescape
func q8gemmK16(a *q8gArgs)

//go:noescape
func q8gActXS(q *int8, n32 int, dst *int16)

//go:noescape
func q8gPrefetch(p *byte, n int)

//go:noescape
func q8gHsum16(acc *float32, out *[16]float32)

//go:noescape
func q8gUnpackQ4_0(src *byte, nb int, codes *byte, wd *float32)

//go:noescape
func q8gUnpackQ4K16(src *byte, nk int, codes *byte, sc *int16)

//go:noescape
func q8gUnpackQ5K16(src *byte, nk int, codes *byte, sc *int16)

//go:noescape
func q8gUnpackQ6K16(src *byte, nk int, codes *byte, sc *int16)

// q8gShift is the offset of t's tile codes (code − 2^shift is the
// weight's integer value; 32: none) and q8gMins whether t has mins.
func q8gShift(t quant.Type) int {
	if t == quant.Q4_0 {
		return 3
	}
	return 32
}

func q8gMins(t quant.Type) bool { return t == quant.Q4_1 }

const (
	// q8gChunk is the columns of a chunk (a multiple of 256).
	q8gChunk = 512
	// q8gSuper is the weight rows (four groups of four) run over a chunk
	// of every activation row before the next chunk.
	q8gSuper = 16
)

// q8GemmType reports whether t has a large-batch kernel on this machine
// that beats the exact batched path: Q4_1, IQ4_XS, Q4_0, Q4_K, Q5_K and
// Q6_K with AVX-512 VNNI. Measured on Zen 4, one thread, 256×14336, thread CPU time,
// cpu-GFLOP/s exact/large-batch (machine heavily loaded, load average
// 7-8 on 2 vCPUs, one run of 15 calls each):
//
//	         batch 4    batch 8    batch 16   batch 64
//	Q4_1     38.7/40.7  52.9/65.5  57.6/57.6  77.8/80.5
//	IQ4_XS   51.2/72.8  68.6/83.0  63.9/93.4  65.6/82.7
//	Q4_0     44.3/44.7  51.5/77.1  70.4/80.6  63.4/65.8
//
// and Q4_K (load average 16, the same benchmark): batch 16 78.5/91.4 and
// 82.4/87.7, batch 64 83.9/111.1 and 88.0/111.2 (up to batch 8 its
// batch-1..8 kernels run: 95 at batch 8). IQ4_XS's and Q4_K's 8-bit
// kernels (q8gemm_b8_amd64.go), measured the same way on an idle machine,
// best of 30 calls: IQ4_XS batch 8 69.1/105.3, 16 83.3/150.9, 64
// 94.0/217.9 (the 16-bit tiles: 3463-3493 µs of CPU at batch 64 where
// this runs 2156); Q4_K at batch 16 1051-1108 against 1416-1465 µs with
// the 16-bit tiles, at 64 2273-2348 against 4305-4335 (interleaved).
//
// The same kernel with Q8_0, Q5_0, Q5_1, IQ4_NL and MXFP4 tiles (their
// per-block float combination costs as much as the exact path's FMAs)
// ran 0.6-1.1× exact (Q8_0 batch 8 48.8/37.8, Q5_1 batch 64 67.9/58.8,
// IQ4_NL batch 64 73.2/66.7), so those stay exact past the batch-1..4
// kernels.
func q8GemmType(t quant.Type) bool {
	if _, ok := q8gB8Of(t); ok {
		return true
	}
	if !useQ8VNNI || !useSIMD || !simdAvailable {
		return false
	}
	return t == quant.Q4_1 || t == quant.IQ4_XS || t == quant.Q4_0 || t == quant.Q4_K || t == quant.Q5_K || t == quant.Q6_K
}

// q8GemmAt reports whether LinearQ8 on t at batch rows runs the
// large-batch kernels: past the batch the kernels of q8SIMDRange stop at
// (fastBatchLimitOf).
func q8GemmAt(t quant.Type, batch int) bool {
	return batch > max(fastBatchLimitOf(t), q8GemmMinBatch(t)) && q8GemmType(t)
}

// q8GemmMinBatch is the batch past which the large-batch kernel of t
// beats the exact batched path (q8GemmMinBatchOn).
func q8GemmMinBatch(t quant.Type) int { return q8GemmMinBatchOn(cpuVendor, t) }

// q8GemmMinBatchOn is q8GemmMinBatch on a CPU of vendor (math.MaxInt:
// at no batch). On Zen 4 Q6_K's ties with the exact path at batch 8
// (thread CPU time, 256×14336, one thread, load 16, GFLOP/s exact/tiles:
// batch 8 70.0/67.8, 16 76.4/84.4, 64 83.6/105.4), so from 9.
//
// On an Ice Lake Xeon (AVX-512 VNNI; one VPDPBUSD a cycle against two
// 512-bit FMAs) the VNNI tiles of Q4_0, Q4_1, Q5_K and Q6_K do not beat
// the exact path at any batch once that runs its batch in L2-sized chunks
// (batchChunkRows): thread CPU time, one thread, two runs, tiles/exact
// GFLOP/s at 5632×2048 and 2048×5632 (a 1 GB llama's projections), batch
// 32 Q4_0 0.65-0.78, Q5_K 0.84-1.00, Q6_K 0.87-1.25, batch 64 Q4_0
// 0.66-0.88, Q5_K 0.90-1.33, Q6_K 0.93-1.24; at 256×14336 before the
// chunking, batch 8 and 16 0.59-0.91, batch 64 Q4_1 0.93 and 1.12. The
// 1.06 GB Q5_K_M-like llama (Q5_K and Q6_K) prefilled 64 tokens at
// 17.1-18.6 tokens/s with them against 19.9-25.8 exact, the Q4_1 llama at
// 17.4 against 22.0 (bench/llamacpp). The 8-bit tiles of Q4_K and IQ4_XS
// win there (batch 32 and 64: 1.6-2.4 and 2.1-3.5).
func q8GemmMinBatchOn(vendor string, t quant.Type) int {
	switch {
	case vendor == vendorIntel && (t == quant.Q4_0 || t == quant.Q4_1 || t == quant.Q5_K || t == quant.Q6_K):
		return math.MaxInt
	case t == quant.Q6_K:
		return 8
	}
	return 0
}

// q8gMinBytes is the tile's Q5_K min part per super-block: four rows'
// f32 dmin, then their eight mins as int16 pairs.
const q8gMinBytes = 16 + 4*32

// scaleMinK4All is scaleMinK4 for all eight sub-blocks at once: the
// scales of sub-blocks 0-3 and 4-7 and their mins, a byte each.
func scaleMinK4All(b *[12]byte) (s03, s47, m03, m47 uint32) {
	u0 := binary.LittleEndian.Uint32(b[0:4])
	u1 := binary.LittleEndian.Uint32(b[4:8])
	u2 := binary.LittleEndian.Uint32(b[8:12])
	return u0 & 0x3f3f3f3f, u2&0x0f0f0f0f | (u0>>6&0x03030303)<<4,
		u1 & 0x3f3f3f3f, u2>>4&0x0f0f0f0f | (u1>>6&0x03030303)<<4
}

// q8gUnpackQ4K unpacks weight row i (of four) of a group tile gt: nk
// Q4_K (or Q5_K) super-blocks at src into 16-bit codes times their sub-block scales
// (q8gUnpackQ4K16), the f32 d into the wd part and dmin and the mins into
// the min part.
func q8gUnpackQ4K(t quant.Type, src *byte, nk, i int, gt unsafe.Pointer, codesB, wdB int, sc *[q8gChunk / 256 * 16]int16) {
	bb := t.BlockBytes()
	blks := unsafe.Slice(src, nk*bb)
	for k := 0; k < nk; k++ {
		blk := (*[16]byte)(blks[bb*k:])
		*(*float32)(unsafe.Add(gt, codesB+16*k+4*i)) = half(blk[0:2])
		mp := unsafe.Add(gt, codesB+wdB+q8gMinBytes*k)
		*(*float32)(unsafe.Add(mp, 4*i)) = half(blk[2:4])
		// The 6-bit scales and mins of sub-blocks 0-3 and 4-7, a byte
		// each (scaleMinK4 for all eight at once).
		s03, s47, m03, m47 := scaleMinK4All((*[12]byte)(blk[4:16]))
		mv := (*[8]uint32)(unsafe.Add(mp, 16+32*i))
		ks := (*[8]int16)(sc[8*k:])
		for j := 0; j < 4; j++ {
			ks[j], ks[j+4] = int16(s03>>(8*j)&0xff), int16(s47>>(8*j)&0xff)
			lo, hi := m03>>(8*j)&0xff, m47>>(8*j)&0xff
			mv[j], mv[j+4] = lo|lo<<16, hi|hi<<16
		}
	}
	if t == quant.Q5_K {
		q8gUnpackQ5K16(src, nk, (*byte)(unsafe.Add(gt, 64*i)), &sc[0])
		return
	}
	q8gUnpackQ4K16(src, nk, (*byte)(unsafe.Add(gt, 64*i)), &sc[0])
}

// q8gUnpackQ6K is q8gUnpackQ4K for Q6_K: codes 0..63 times their
// 16-element scales (q8gUnpackQ6K16), d into the wd part, and per row the
// offset terms (−32·sc_{2i}, −32·sc_{2i+1}) as int16 pairs.
func q8gUnpackQ6K(src *byte, nk, i int, gt unsafe.Pointer, codesB, wdB int, sc *[q8gChunk / 256 * 16]int16) {
	blks := unsafe.Slice(src, nk*210)
	for k := 0; k < nk; k++ {
		blk := (*[210]byte)(blks[210*k:])
		*(*float32)(unsafe.Add(gt, codesB+16*k+4*i)) = half(blk[208:210])
		cv := (*[16]int16)(unsafe.Add(gt, codesB+wdB+q8gMinBytes*k+16+32*i))
		ks := (*[16]int16)(sc[16*k:])
		for u := 0; u < 16; u++ {
			v := int16(int8(blk[192+u]))
			ks[u], cv[u] = v, -32*v
		}
	}
	q8gUnpackQ6K16(src, nk, (*byte)(unsafe.Add(gt, 64*i)), &sc[0])
}

// q8gK16Mode is q8gemmK16's per-super-block extra term for t (the shift
// argument): 1 Q4_K's mins, 2 Q6_K's offsets, 0 none.
func q8gK16Mode(t quant.Type) int {
	switch t {
	case quant.Q4_K, quant.Q5_K:
		return 1
	case quant.Q6_K:
		return 2
	}
	return 0
}

// q8gScratch is one call's tiles and accumulators.
type q8gScratch struct {
	ksc  [q8gChunk / 256 * 16]int16 // Q4_K, Q6_K: a row's sub-block scales in a chunk
	tile []byte                     // q8gSuper/4 groups: codes, then wd, then wm
	acc  []float32                  // [group][act group][16][8]
	am   []float32                  // [group][act group][16]
	side []byte                     // Q4_1: the s panel [act group][block][8] f32; the k-quants: 16-bit activation rows; IQ4_XS: the panel
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
	if b8, ok := q8gB8Of(t); ok {
		p.q8GemmB8Range(b8, s, w, act, y, o0, o1)
		return
	}
	rw := Q8ActWords(t, cols)
	stride := 4 * rw // bytes between activation rows
	ng := (batch + 3) / 4
	// The 256-element types run the 16-bit tiles of q8gemmK16 (k16);
	// Q4_K adds its min term per super-block, Q6_K its offset correction
	// (kside: both read the activations' sums bs and a per-row part).
	k16 := t == quant.Q5_K || t == quant.Q6_K
	kside := t == quant.Q5_K || t == quant.Q6_K
	mins := q8gMins(t)
	// Per 32 columns of a group of four rows: codes 128 bytes, wd and wm
	// (the min types) 64 each; the k-quants: 16-bit codes 256 bytes, wd 16 per
	// 256 columns.
	chunkBlocks := q8gChunk / 32
	codesB := chunkBlocks * 128
	wdB, wmB := chunkBlocks*64, chunkBlocks*64
	if k16 {
		codesB, wdB, wmB = chunkBlocks*256, (q8gChunk/256)*16, 0
	}
	if kside {
		// Per super-block: Q4_K the four rows' dmin, then their mins as
		// int16 pairs (m_j, m_j); Q6_K their offset terms (−32·sc_{2i},
		// −32·sc_{2i+1}); 32 bytes a row.
		wmB = (q8gChunk / 256) * q8gMinBytes
	}
	groupB := codesB + wdB + wmB
	s.tile = growBytes(s.tile, q8gSuper/4*groupB+64)
	tb := unsafe.Pointer((uintptr(unsafe.Pointer(&s.tile[0])) + 63) &^ 63)
	s.acc = growF32(s.acc, q8gSuper/4*ng*16*8)
	s.am = growF32(s.am, q8gSuper/4*ng*16)
	abase := unsafe.Pointer(unsafe.SliceData(act))
	nb := cols / 32
	// The activation side: for the k-quants each row's codes as
	// permuted int16 (q8gActXS), then its d, then (Q4_K) its sums bs; for
	// the 32-element types the block sums s
	// and the scales d per group of four rows, laid out for the kernel's
	// lanes (the four rows' values twice per block).
	var sideBase unsafe.Pointer
	nkt := cols / 256
	s16 := 2*cols + 4*nkt // bytes of one 16-bit activation row
	if kside {
		s16 += 32 * nkt
	}
	if k16 {
		s.side = growBytes(s.side, batch*s16)
		sideBase = unsafe.Pointer(&s.side[0])
		for b := 0; b < batch; b++ {
			r := q8KRowOf(act[b*rw:(b+1)*rw], cols)
			row := unsafe.Add(sideBase, b*s16)
			q8gActXS(&r.q[0], cols/32, (*int16)(row))
			copy(unsafe.Slice((*float32)(unsafe.Add(row, 2*cols)), len(r.d)), r.d)
			if kside {
				copy(unsafe.Slice((*int16)(unsafe.Add(row, 2*cols+4*nkt)), len(r.bs)), r.bs)
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
	coff := cols + 8*nb // c − q in a Q8Act row
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
					switch t {
					case quant.Q4_K, quant.Q5_K:
						q8gUnpackQ4K(t, src, cc/256, i, gt, codesB, wdB, &s.ksc)
						continue
					case quant.Q6_K:
						q8gUnpackQ6K(src, cc/256, i, gt, codesB, wdB, &s.ksc)
						continue
					}
					wd := (*float32)(unsafe.Add(gt, codesB+16*i))
					wm := (*float32)(unsafe.Add(gt, codesB+wdB+16*i))
					if mins {
						q8gUnpackQ4_1(src, nbc, codes, wd, wm)
					} else {
						q8gUnpackQ4_0(src, nbc, codes, wd)
					}
				}
			}
			// The next chunk's weight bytes (or the next super-group's
			// first) are fetched into L2 while the kernels run this one.
			{
				n0, n1, nc := s0, min(s0+q8gSuper, o1), c0+q8gChunk
				if nc >= cols {
					n0, n1, nc = s0+q8gSuper, min(s0+2*q8gSuper, o1), 0
				}
				nbytes := (min(q8gChunk, cols-nc) / p.be) * p.bb
				for o := n0; o < n1; o++ {
					q8gPrefetch(&w[o*p.rowBytes+(nc/p.be)*p.bb], nbytes)
				}
			}
			for jg := 0; jg < ng; jg++ {
				for j := 0; j < 4; j++ {
					b := min(4*jg+j, batch-1)
					args.q[j] = unsafe.Add(abase, b*stride+c0)
					if k16 {
						args.q[j] = unsafe.Add(sideBase, b*s16+2*c0)
					}
				}
				args.coff = coff
				args.nb = nbc
				if k16 {
					args.doff = 2*cols + 4*(c0/256) - 2*c0
					args.coff = 2*cols + 4*nkt + 32*(c0/256) - 2*c0
					args.nb = cc / 256
					args.shift = q8gK16Mode(t)
				} else {
					args.doff = cols + 4*b0 - c0
					args.shift = q8gShift(t)
					args.sp = unsafe.Pointer(&s.side[(jg*nb+b0)*32])
					args.dp = unsafe.Pointer(&s.side[((ng+jg)*nb+b0)*32])
				}
				for g := 0; g < nrg; g++ {
					gt := unsafe.Add(tb, g*groupB)
					args.w = gt
					args.wd = unsafe.Add(gt, codesB)
					args.wm = unsafe.Add(gt, codesB+wdB)
					if !kside && !mins {
						args.wm = nil
					}
					args.acc = unsafe.Pointer(&s.acc[(g*ng+jg)*128])
					args.am = unsafe.Pointer(&s.am[(g*ng+jg)*16])
					if k16 {
						q8gemmK16(&args)
					} else {
						q8gemm32(&args)
					}
				}
			}
		}
		var sums [16]float32
		for g := 0; g < nrg; g++ {
			for jg := 0; jg < ng; jg++ {
				q8gHsum16(&s.acc[(g*ng+jg)*128], &sums)
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
						v := sums[r*4+j]
						if mins {
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
