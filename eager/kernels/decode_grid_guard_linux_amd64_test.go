//go:build amd64 && !purego && linux

package kernels

import (
	"syscall"
	"testing"
)

// TestGridSIMDReadersAtPageEnd: every SIMD block reader reads no byte past
// its block: each type's last test block is placed right before a page
// the process may not read, and read with every kernel set this machine
// has (a fault fails the test), the groups compared with the Go reader's;
// the AVX2 index readers too.
func TestGridSIMDReadersAtPageEnd(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels on this CPU")
	}
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[page:], syscall.PROT_NONE); err != nil {
		t.Fatal(err)
	}
	saved := useAVX512
	defer func() { useAVX512 = saved }()
	for _, avx512 := range []bool{false, true} {
		if avx512 && !saved {
			continue
		}
		useAVX512 = avx512
		for _, typ := range gridTypes {
			bb := typ.BlockBytes()
			const n = 8
			w := gridTestBlocks(typ, n, uint64(typ)+700)
			for i := range n {
				b := mem[page-bb : page]
				copy(b, w[i*bb:(i+1)*bb])
				var want, got gridBlock
				gridGroupsOf(typ, b, &want)
				gridGroupsSIMD(typ, b, &got)
				if d := gridGroupsDiff(typ, want, got); d != "" {
					t.Fatalf("%s avx512=%v block %d at a page end: %s", typ, avx512, i, d)
				}
				if gridIndexedY(typ) {
					// The index readers read what the block readers do.
					read, grid, d := gridIndexReaderY(typ)
					read(&b[0], &got, grid, d(b))
				}
			}
		}
	}
}
