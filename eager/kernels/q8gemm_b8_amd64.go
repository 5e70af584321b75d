//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// IQ4_XS and Q4_K at large batches (prefill) with 8-bit products: sixteen
// weight rows are unpacked once per chunk of columns into a tile of
// unsigned codes (IQ4_XS's code book plus 128, Q4_K's nibbles), four codes
// of each row side by side in 64-byte records, with the rows' sub-block
// scales as int32 and their f32 super-block scales; every group of eight
// activation rows runs over it from a panel of their codes
// (q8gemm_b8_amd64.s). A sub-block's products cost one VPDPBUSD per four
// elements of 16 pairs and one VPMULLD per 16 pairs, against two VPDPWSSD
// per four elements of eight pairs with the 16-bit tiles of the other
// 256-element types; the float combination (one integer a super-block,
// q8act.go and q8act_codebook.go) is the portable kernel's, so the results
// are bitwise its own.
//
// Tile, per super-block (tileK bytes): 64 records [sub-block j][step s] of
// the sixteen rows' codes 4s..4s+3 (row i at 4i), then [j][16] int32 sub-block
// scales (IQ4_XS ls_j − 32, Q4_K sc_j), for Q4_K [4][16] the rows' (m_2p,
// m_2p+1) int16 pairs, then [16] f32 d (Q4_K: and [16] f32 dmin).
//
// Panel, per activation group and super-block (panelK bytes): per
// sub-block j eight records [step s][8 rows] of the rows' four codes
// 4s..4s+3 (int8) (IQ4_XS: then [8] int32 −128·(the sub-block's sum of
// codes)); after the eight sub-blocks Q4_K's [4][8] pairs of sub-block
// sums (Σ codes of 2p, of 2p+1) as int16, then [8] f32 d_k.

// q8gB8Rows is the most weight rows a tile holds.
const q8gB8Rows = 16

// q8gB8 is one type's 8-bit tiles: their rows and activation rows, their
// sizes per super-block, the kernel and the unpackers. AVX-512 tiles hold
// sixteen rows against eight activation rows, the scales as int32; AVX2
// tiles eight against four, the scales as int16 pairs (v, v).
type q8gB8 struct {
	rows, acts    int
	tileK, panelK int
	jStride       int // panel bytes per sub-block
	kernel        func(tile *byte, panel *byte, nk int, acc *float32)
	unpack        func(src *byte, rowBytes int, nk int, dst *byte)
	// rowParts writes row i's scales of the super-block blk into the
	// tile's super-block at tk; unpackParts: unpack writes them too
	// (rowParts then serves the groups of repeated rows).
	rowParts    func(blk []byte, tk unsafe.Pointer, i int)
	unpackParts bool
	// panelSide writes activation row a's side of super-block k (its
	// sums bs, all the row's) into the panel's super-block at pk.
	panelSide func(bs []int16, k int, pk unsafe.Pointer, a int)
}

var (
	q8gXS = q8gB8{
		rows: 16, acts: 8, tileK: 64*64 + 8*64 + 64, panelK: 8*(256+32) + 32, jStride: 288,
		kernel: q8gemmXS8, unpack: q8gUnpackXS8, unpackParts: true,
		rowParts: func(blk []byte, tk unsafe.Pointer, i int) { xsRowParts(blk, tk, i, 64, 1) },
		panelSide: func(bs []int16, k int, pk unsafe.Pointer, a int) {
			for j := 0; j < 8; j++ {
				*(*int32)(unsafe.Add(pk, j*288+256+4*a)) = -128 * (int32(bs[16*k+2*j]) + int32(bs[16*k+2*j+1]))
			}
		},
	}
	q8gK4 = q8gB8{
		rows: 16, acts: 8, tileK: 64*64 + 8*64 + 4*64 + 2*64, panelK: 8*256 + 4*32 + 32, jStride: 256,
		kernel: q8gemmK4x8, unpack: q8gUnpackK4x8,
		rowParts:  func(blk []byte, tk unsafe.Pointer, i int) { k4RowParts(blk, tk, i, 64, 1) },
		panelSide: func(bs []int16, k int, pk unsafe.Pointer, a int) { k4PanelSide(bs, k, pk, a, 8) },
	}
	q8gXSY = q8gB8{
		rows: 8, acts: 4, tileK: 64*32 + 8*32 + 32, panelK: 8*128 + 16, jStride: 128,
		kernel: q8gemmXS8Y, unpack: q8gUnpackXS8Y, unpackParts: true,
		rowParts:  func(blk []byte, tk unsafe.Pointer, i int) { xsRowParts(blk, tk, i, 32, 0x10001) },
		panelSide: func([]int16, int, unsafe.Pointer, int) {},
	}
	q8gK4Y = q8gB8{
		rows: 8, acts: 4, tileK: 64*32 + 8*32 + 4*32 + 2*32, panelK: 8*128 + 4*16 + 16, jStride: 128,
		kernel: q8gemmK4x8Y, unpack: q8gUnpackK4x8Y,
		rowParts:  func(blk []byte, tk unsafe.Pointer, i int) { k4RowParts(blk, tk, i, 32, 0x10001) },
		panelSide: func(bs []int16, k int, pk unsafe.Pointer, a int) { k4PanelSide(bs, k, pk, a, 4) },
	}
)

// xsRowParts writes row i's IQ4_XS scales (times rep: 1 an int32, 0x10001
// an int16 pair) and d into a tile's super-block at tk whose records are
// rec bytes.
func xsRowParts(blk []byte, tk unsafe.Pointer, i, rec int, rep int32) {
	for j := 0; j < 8; j++ {
		v := quant.IQ4XSScale(blk, j)
		if rep != 1 {
			v = (v & 0xffff) * rep
		}
		*(*int32)(unsafe.Add(tk, 64*rec+rec*j+4*i)) = v
	}
	*(*float32)(unsafe.Add(tk, 64*rec+8*rec+4*i)) = half(blk[0:2])
}

// k4RowParts is xsRowParts for Q4_K: the scales, the min pairs, d and
// dmin.
func k4RowParts(blk []byte, tk unsafe.Pointer, i, rec int, rep int32) {
	s03, s47, m03, m47 := scaleMinK4All((*[12]byte)(blk[4:16]))
	var m [8]uint32
	for j := 0; j < 4; j++ {
		*(*int32)(unsafe.Add(tk, 64*rec+rec*j+4*i)) = int32(s03>>(8*j)&0xff) * rep
		*(*int32)(unsafe.Add(tk, 64*rec+rec*(j+4)+4*i)) = int32(s47>>(8*j)&0xff) * rep
		m[j], m[j+4] = m03>>(8*j)&0xff, m47>>(8*j)&0xff
	}
	for p := 0; p < 4; p++ {
		*(*uint32)(unsafe.Add(tk, 64*rec+8*rec+rec*p+4*i)) = m[2*p] | m[2*p+1]<<16
	}
	*(*float32)(unsafe.Add(tk, 64*rec+12*rec+4*i)) = half(blk[0:2])
	*(*float32)(unsafe.Add(tk, 64*rec+13*rec+4*i)) = half(blk[2:4])
}

// k4PanelSide writes activation row a's Q4_K side of super-block k: the
// pairs of its sub-block sums, acts rows a record.
func k4PanelSide(bs []int16, k int, pk unsafe.Pointer, a, acts int) {
	for p := 0; p < 4; p++ {
		lo := uint16(bs[16*k+4*p] + bs[16*k+4*p+1])
		hi := uint16(bs[16*k+4*p+2] + bs[16*k+4*p+3])
		*(*uint32)(unsafe.Add(pk, 8*32*acts+4*acts*p+4*a)) = uint32(lo) | uint32(hi)<<16
	}
}

// q8gB8Of is t's 8-bit tiles on this machine, if it has them: AVX-512
// VNNI, or AVX2.
func q8gB8Of(t quant.Type) (*q8gB8, bool) {
	if !useSIMD || !simdAvailable {
		return nil, false
	}
	vnni := useQ8VNNI
	switch {
	case t == quant.IQ4_XS && vnni:
		return &q8gXS, true
	case t == quant.Q4_K && vnni:
		return &q8gK4, true
	case t == quant.IQ4_XS:
		return &q8gXSY, true
	case t == quant.Q4_K:
		return &q8gK4Y, true
	}
	return nil, false
}

//go:noescape
func q8gemmXS8(tile *byte, panel *byte, nk int, acc *float32)

//go:noescape
func q8gUnpackXS8(src *byte, rowBytes int, nk int, dst *byte)

//go:noescape
func q8gemmK4x8(tile *byte, panel *byte, nk int, acc *float32)

//go:noescape
func q8gUnpackK4x8(src *byte, rowBytes int, nk int, dst *byte)

//go:noescape
func q8gemmXS8Y(tile *byte, panel *byte, nk int, acc *float32)

//go:noescape
func q8gUnpackXS8Y(src *byte, rowBytes int, nk int, dst *byte)

//go:noescape
func q8gemmK4x8Y(tile *byte, panel *byte, nk int, acc *float32)

//go:noescape
func q8gUnpackK4x8Y(src *byte, rowBytes int, nk int, dst *byte)

// align64 is p rounded up to a multiple of 64 bytes.
func align64(p unsafe.Pointer) unsafe.Pointer {
	return unsafe.Pointer((uintptr(p) + 63) &^ 63)
}

// panel writes the panel of the activation rows act (Q8K rows of rw
// words, batch of them) at dst: group g's rows 8g…8g+7, the last row
// repeated past batch.
func (b8 *q8gB8) panel(act []float32, rw, batch, cols int, dst unsafe.Pointer) {
	nk := cols / 256
	for g := 0; g < (batch+b8.acts-1)/b8.acts; g++ {
		for a := 0; a < b8.acts; a++ {
			r := q8KRowOf(act[min(g*b8.acts+a, batch-1)*rw:][:rw], cols)
			codes := unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(r.q))), cols/4)
			for k := 0; k < nk; k++ {
				pk := unsafe.Add(dst, (g*nk+k)*b8.panelK)
				for j := 0; j < 8; j++ {
					pj := unsafe.Add(pk, j*b8.jStride)
					c := codes[64*k+8*j : 64*k+8*j+8]
					for s := range 8 {
						*(*uint32)(unsafe.Add(pj, 4*b8.acts*s+4*a)) = c[s]
					}
				}
				b8.panelSide(r.bs, k, pk, a)
				*(*float32)(unsafe.Add(pk, b8.panelK-4*b8.acts+4*a)) = r.d[k]
			}
		}
	}
}

// unpackRows unpacks the sixteen rows src (nk super-blocks of bb bytes
// each) into the tile: the codes four rows at a time where the four are
// rowBytes apart, row by row (four copies of one row through the same
// unpacker) where a range's end repeats its last row.
func (b8 *q8gB8) unpackRows(src *[q8gB8Rows][]byte, bb, rowBytes, nk int, tile unsafe.Pointer) {
	var repeated [q8gB8Rows / 4]bool
	rec := 4 * b8.rows // bytes of a record
	for g := 0; g < b8.rows/4; g++ {
		apart := true
		for i := 1; i < 4; i++ {
			if unsafe.SliceData(src[4*g+i]) != (*byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(src[4*g])), i*rowBytes)) {
				apart = false
			}
		}
		if apart {
			b8.unpack(&src[4*g][0], rowBytes, nk, (*byte)(unsafe.Add(tile, 16*g)))
			continue
		}
		repeated[g] = true
		tmp := make([]byte, nk*b8.tileK)
		for i := 0; i < 4; i++ {
			b8.unpack(&src[4*g+i][0], 0, nk, &tmp[0])
			for r := 0; r < nk*64; r++ {
				off := (r/64)*b8.tileK + (r%64)*rec
				copy(unsafe.Slice((*byte)(unsafe.Add(tile, off+16*g+4*i)), 4), tmp[off+4*i:off+4*i+4])
			}
		}
	}
	for k := 0; k < nk; k++ {
		tk := unsafe.Add(tile, k*b8.tileK)
		for i := 0; i < b8.rows; i++ {
			if !b8.unpackParts || repeated[i/4] {
				b8.rowParts(src[i][bb*k:bb*(k+1)], tk, i)
			}
		}
	}
}

// q8GemmB8Range is q8GemmRange for the types with 8-bit tiles.
func (p *linearPlan) q8GemmB8Range(b8 *q8gB8, s *q8gScratch, w []byte, act, y []float32, o0, o1 int) {
	cols, batch, bb := p.cols, p.batch, p.bb
	rw := Q8ActWords(p.t, cols)
	nk := cols / 256
	R, A := b8.rows, b8.acts
	ng := (batch + A - 1) / A
	s.side = growBytes(s.side, ng*nk*b8.panelK+64)
	panel := align64(unsafe.Pointer(&s.side[0]))
	b8.panel(act, rw, batch, cols, panel)
	chunkK := q8gChunk / 256
	s.tile = growBytes(s.tile, chunkK*b8.tileK+64)
	tile := align64(unsafe.Pointer(&s.tile[0]))
	s.acc = growF32(s.acc, ng*A*R)
	var src [q8gB8Rows][]byte
	rb := p.rowBytes
	for s0 := o0; s0 < o1; s0 += R {
		clear(s.acc)
		for c0 := 0; c0 < cols; c0 += q8gChunk {
			k0, kc := c0/256, min(q8gChunk, cols-c0)/256
			for i := 0; i < R; i++ {
				o := min(s0+i, o1-1)
				src[i] = w[o*rb+bb*k0 : o*rb+bb*(k0+kc)]
			}
			b8.unpackRows(&src, bb, rb, kc, tile)
			// The next chunk's weight bytes (or the next super-group's
			// first) are fetched into L2 while the kernels run this one.
			n0, n1, nc := s0, min(s0+R, o1), c0+q8gChunk
			if nc >= cols {
				n0, n1, nc = s0+R, min(s0+2*R, o1), 0
			}
			nbytes := (min(q8gChunk, cols-nc) / 256) * bb
			for o := n0; o < n1; o++ {
				q8gPrefetch(&w[o*rb+(nc/256)*bb], nbytes)
			}
			for g := 0; g < ng; g++ {
				b8.kernel((*byte)(tile), (*byte)(unsafe.Add(panel, (g*nk+k0)*b8.panelK)), kc, &s.acc[g*A*R])
			}
		}
		n := min(R, o1-s0)
		for b := 0; b < batch; b++ {
			copy(y[b*p.rows+s0:b*p.rows+s0+n], s.acc[b*R:b*R+n])
		}
	}
}
