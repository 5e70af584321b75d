//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// IQ4_XS at large batches (prefill) with 8-bit products: sixteen weight
// rows are unpacked once per chunk of columns into a tile of unsigned
// codes (the code book plus 128), four codes of each row side by side in
// 64-byte records, with the rows' sub-block scales ls − 32 as int32 and
// their f32 d; every group of eight activation rows runs over it from a
// panel of their codes (q8gemm_xs_amd64.s). A sub-block's products cost
// one VPDPBUSD per four elements of 16 pairs and one VPMULLD per 16 pairs,
// against two VPDPWSSD per four elements of eight pairs with the 16-bit
// tiles of the other 256-element types; the float combination (one
// integer a super-block, q8act_codebook.go) is the portable kernel's, so
// the results are bitwise its own.
//
// Tile, per super-block (q8gXSTileK bytes): 64 records [sub-block j][step
// s] of the sixteen rows' codes 4s..4s+3 (row i at 4i), then [j][16] int32
// ls_j − 32, then [16] f32 d.
//
// Panel, per activation group and super-block (q8gXSPanelK bytes): per
// sub-block j eight records [step s][8 rows] of the rows' four codes
// 4s..4s+3 (int8), then [8] int32 −128·(the sub-block's sum of codes),
// and after the eight sub-blocks [8] f32 d_k.

const (
	q8gXSRows   = 16
	q8gXSActs   = 8
	q8gXSTileK  = 64*64 + 8*64 + 64
	q8gXSPanelK = 8*(256+32) + 32
)

//go:noescape
func q8gemmXS8(tile *byte, panel *byte, nk int, acc *float32)

//go:noescape
func q8gUnpackXS8(src *byte, rowBytes int, nk int, dst *byte)

// align64 is p rounded up to a multiple of 64 bytes.
func align64(p unsafe.Pointer) unsafe.Pointer {
	return unsafe.Pointer((uintptr(p) + 63) &^ 63)
}

// q8gXSPanel writes the panel of the activation rows act (Q8K rows of
// rw words, batch of them) at dst: group g's rows 8g…8g+7, the last row
// repeated past batch.
func q8gXSPanel(act []float32, rw, batch, cols int, dst unsafe.Pointer) {
	nk := cols / 256
	for g := 0; g < (batch+q8gXSActs-1)/q8gXSActs; g++ {
		for a := 0; a < q8gXSActs; a++ {
			b := min(g*q8gXSActs+a, batch-1)
			r := q8KRowOf(act[b*rw:(b+1)*rw], cols)
			codes := unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(r.q))), cols/4)
			for k := 0; k < nk; k++ {
				pk := unsafe.Add(dst, (g*nk+k)*q8gXSPanelK)
				for j := 0; j < 8; j++ {
					pj := unsafe.Add(pk, j*288)
					c := codes[64*k+8*j : 64*k+8*j+8]
					for s := range 8 {
						*(*uint32)(unsafe.Add(pj, 32*s+4*a)) = c[s]
					}
					*(*int32)(unsafe.Add(pj, 256+4*a)) = -128 * (int32(r.bs[16*k+2*j]) + int32(r.bs[16*k+2*j+1]))
				}
				*(*float32)(unsafe.Add(pk, 8*288+4*a)) = r.d[k]
			}
		}
	}
}

// q8GemmXSRange is q8GemmRange for IQ4_XS.
func (p *linearPlan) q8GemmXSRange(s *q8gScratch, w []byte, act, y []float32, o0, o1 int) {
	cols, batch := p.cols, p.batch
	rw := Q8ActWords(quant.IQ4_XS, cols)
	nk := cols / 256
	ng := (batch + q8gXSActs - 1) / q8gXSActs
	s.side = growBytes(s.side, ng*nk*q8gXSPanelK+64)
	panel := align64(unsafe.Pointer(&s.side[0]))
	q8gXSPanel(act, rw, batch, cols, panel)
	chunkK := q8gChunk / 256
	s.tile = growBytes(s.tile, chunkK*q8gXSTileK+64)
	tile := align64(unsafe.Pointer(&s.tile[0]))
	s.acc = growF32(s.acc, ng*q8gXSActs*q8gXSRows)
	var src [q8gXSRows][]byte
	rb := p.rowBytes
	for s0 := o0; s0 < o1; s0 += q8gXSRows {
		clear(s.acc)
		// A group of four rows past o1 repeats o1 − 1 in each (the
		// unpacker reads four rows rowBytes apart).
		for c0 := 0; c0 < cols; c0 += q8gChunk {
			kc := min(q8gChunk, cols-c0) / 256
			for i := 0; i < q8gXSRows; i++ {
				o := min(s0+i, o1-1)
				src[i] = w[o*rb+136*(c0/256) : o*rb+136*(c0/256+kc)]
			}
			q8gXSUnpackRows(&src, rb, kc, tile)
			{
				n0, n1, nc := s0, min(s0+q8gXSRows, o1), c0+q8gChunk
				if nc >= cols {
					n0, n1, nc = s0+q8gXSRows, min(s0+2*q8gXSRows, o1), 0
				}
				nbytes := (min(q8gChunk, cols-nc) / 256) * 136
				for o := n0; o < n1; o++ {
					q8gPrefetch(&w[o*rb+(nc/256)*136], nbytes)
				}
			}
			for g := 0; g < ng; g++ {
				q8gemmXS8((*byte)(tile), (*byte)(unsafe.Add(panel, (g*nk+c0/256)*q8gXSPanelK)), kc, &s.acc[g*q8gXSActs*q8gXSRows])
			}
		}
		for g := 0; g < ng; g++ {
			for a := 0; a < q8gXSActs; a++ {
				b := g*q8gXSActs + a
				if b >= batch {
					break
				}
				for i := 0; i < q8gXSRows && s0+i < o1; i++ {
					y[b*p.rows+s0+i] = s.acc[(g*q8gXSActs+a)*q8gXSRows+i]
				}
			}
		}
	}
}

// q8gXSUnpackRows unpacks the sixteen rows src into the tile: the codes
// four rows at a time where the four are rowBytes apart, row by row
// (four copies of one row through the same unpacker) where a range's end
// repeats its last row.
func q8gXSUnpackRows(src *[q8gXSRows][]byte, rowBytes, nk int, tile unsafe.Pointer) {
	for g := 0; g < q8gXSRows/4; g++ {
		step := rowBytes
		for i := 1; i < 4; i++ {
			if unsafe.SliceData(src[4*g+i]) != (*byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(src[4*g])), i*rowBytes)) {
				step = 0
			}
		}
		if step != 0 {
			q8gUnpackXS8(&src[4*g][0], rowBytes, nk, (*byte)(unsafe.Add(tile, 16*g)))
			continue
		}
		// Rows repeated: unpack each into its own column of the group
		// from a scratch group of four copies of it.
		var tmp [q8gChunk / 256 * q8gXSTileK]byte
		for i := 0; i < 4; i++ {
			q8gUnpackXS8(&src[4*g+i][0], 0, nk, &tmp[0])
			for r := 0; r < nk*64; r++ {
				off := (r/64)*q8gXSTileK + (r%64)*64
				copy(unsafe.Slice((*byte)(unsafe.Add(tile, off+16*g+4*i)), 4), tmp[off+4*i:off+4*i+4])
			}
		}
	}
	for k := 0; k < nk; k++ {
		tk := unsafe.Add(tile, k*q8gXSTileK)
		for i := 0; i < q8gXSRows; i++ {
			blk := src[i][136*k : 136*k+136]
			for j := 0; j < 8; j++ {
				*(*int32)(unsafe.Add(tk, 64*64+64*j+4*i)) = quant.IQ4XSScale(blk, j)
			}
			*(*float32)(unsafe.Add(tk, 64*64+8*64+4*i)) = half(blk[0:2])
		}
	}
}
