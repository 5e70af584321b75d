//go:build amd64 && !purego

package kernels

import (
	"fmt"
	"math"
	"testing"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// TestGridKernelsBitExact holds the grid SIMD kernels to the portable
// expansion (itself quant's decoders, TestGridGroupsBitExact) bit for bit:
// the tile expansion, and the fused two-row dot against the F32 lane order
// (element i fused-multiply-added into lane i mod 16), on random blocks
// with every special scale, for each kernel set this machine has.
func TestGridKernelsBitExact(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels on this CPU")
	}
	saved := useAVX512
	defer func() { useAVX512 = saved }()
	for _, avx512 := range []bool{false, true} {
		if avx512 && !saved {
			continue
		}
		useAVX512 = avx512
		for _, typ := range gridTypes {
			name := fmt.Sprintf("%s avx512=%v", typ, avx512)
			bb := typ.BlockBytes()
			const n = 64
			w := gridTestBlocks(typ, n, uint64(typ)+400)
			r := newRand(uint64(typ) + 500)
			x := randNormal(r, quant.QK_K, 1)
			want, got := make([]float32, n*quant.QK_K), make([]float32, n*quant.QK_K)
			var g gridBlock
			for i := range n {
				gridGroupsOf(typ, w[i*bb:(i+1)*bb], &g)
				expandGridBlock(&g, gridDelta(typ), want[i*quant.QK_K:])
			}
			decodeGridTile(typ, unsafe.Pointer(&w[0]), bb, bb, n, &got[0])
			requireBitsEqual(t, name+" tile", want, got)

			// Rows a = block i, b = block i+1, over one block each, lanes
			// carried from pair to pair.
			p := linearPlan{t: typ, be: quant.QK_K, bb: bb, nb: 1, rowBytes: bb, rows: n, cols: quant.QK_K}
			var acc, ref [8]lanes16
			for i := 0; i+8 <= n; i += 8 {
				p.gridMatvec8(w, x, i, n, false, &acc)
				for k := range 8 {
					ref[k].add(want[(i+k)*quant.QK_K:(i+k+1)*quant.QK_K], x)
				}
				for k := range 8 {
					requireBitsEqual(t, fmt.Sprintf("%s fused rows %d", name, i+k), ref[k][:], acc[k][:])
				}
			}
		}
	}
}

// TestGridSIMDReadersBitExact: the SIMD block readers fill the groups
// exactly as the Go readers do (every field the expansion reads).
func TestGridSIMDReadersBitExact(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels on this CPU")
	}
	saved := useAVX512
	defer func() { useAVX512 = saved }()
	for _, avx512 := range []bool{false, true} {
		if avx512 && !saved {
			continue
		}
		useAVX512 = avx512
		testGridSIMDReaders(t)
	}
}

func testGridSIMDReaders(t *testing.T) {
	for _, typ := range gridTypes {
		if typ == quant.IQ2_XXS && useAVX512 && !useAVX512VBMI {
			t.Logf("%s: no VBMI (the AVX2 reader)", typ)
		}
		bb := typ.BlockBytes()
		const n = 400
		w := gridTestBlocks(typ, n, uint64(typ)+600)
		for i := range n {
			var want, got gridBlock
			gridGroupsOf(typ, w[i*bb:(i+1)*bb], &want)
			gridGroupsSIMD(typ, w[i*bb:(i+1)*bb], &got)
			if d := gridGroupsDiff(typ, want, got); d != "" {
				t.Fatalf("%s avx512=%v block %d: %s", typ, useAVX512, i, d)
			}
		}
	}
}

// gridGroupsDiff describes how got differs from want in the fields the
// expansion of t reads (scales by their bits), or is "" when it does not.
func gridGroupsDiff(typ quant.Type, want, got gridBlock) string {
	if gridDelta(typ) {
		want.a, got.a = [32]uint8{}, [32]uint8{}
	} else {
		want.dl, got.dl = [32]float32{}, [32]float32{}
	}
	for k := range want.s {
		if math.Float32bits(want.s[k]) != math.Float32bits(got.s[k]) {
			return fmt.Sprintf("scale %d %#x, want %#x", k, math.Float32bits(got.s[k]), math.Float32bits(want.s[k]))
		}
	}
	want.s, got.s = [16]float32{}, [16]float32{}
	if want != got {
		return fmt.Sprintf("groups\n%+v\nwant\n%+v", got, want)
	}
	return ""
}

// TestGridIndexReadersBitExact: the AVX2 index readers (gridMatvec8IdxY)
// give every group the index of the Go reader's grid word (IQ3_S and IQ3_XXS:
// of its two entries), and its scales and signs or δ.
func TestGridIndexReadersBitExact(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels on this CPU")
	}
	for _, typ := range []quant.Type{quant.IQ1_S, quant.IQ1_M, quant.IQ3_S, quant.IQ3_XXS} {
		if !gridIndexedY(typ) {
			t.Fatalf("%s: no index reader", typ)
		}
		read, grid, d := gridIndexReaderY(typ)
		words := gridIQ1S
		bb := typ.BlockBytes()
		const n = 400
		w := gridTestBlocks(typ, n, uint64(typ)+800)
		for i := range n {
			b := w[i*bb : (i+1)*bb : (i+1)*bb]
			var want, got gridBlock
			gridGroupsOf(typ, b, &want)
			read(&b[0], &got, grid, d(b))
			if grid3 := grid3IdxY(typ); grid3 != nil {
				idx := *(*[64]uint32)(unsafe.Pointer(&got.w))
				for j, k := range idx {
					if k >= uint32(len(grid3)) {
						t.Fatalf("%s block %d: entry %d index %d out of the grid", typ, i, j, k)
					}
					got.w[j/2] = got.w[j/2]&^(0xffffffff<<(32*(j%2))) | uint64(grid3[k])<<(32*(j%2))
				}
				if d := gridGroupsDiff(typ, want, got); d != "" {
					t.Fatalf("%s block %d: %s", typ, i, d)
				}
				continue
			}
			idx := *(*[32]uint32)(unsafe.Pointer(&got.w))
			for j, k := range idx {
				if k >= uint32(len(words)) {
					t.Fatalf("%s block %d: group %d index %d out of the grid", typ, i, j, k)
				}
				got.w[j] = words[k]
			}
			if d := gridGroupsDiff(typ, want, got); d != "" {
				t.Fatalf("%s block %d: %s", typ, i, d)
			}
		}
	}
}
