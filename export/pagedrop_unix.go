//go:build unix

package export

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
)

var pageSize = uintptr(os.Getpagesize())

// releaseMapped drops this process's mapping of the whole pages inside
// bytes [0, n) of a storage that windows a read-only shared file mapping
// (madvise MADV_DONTNEED; the at most two partial pages at the ends, which
// neighbouring tensors share, stay). Any other storage is left alone: on
// anonymous memory MADV_DONTNEED would zero it.
func releaseMapped(st *layout.Storage, n int64) {
	if st == nil || st.Kind() != layout.Mapped || n <= 0 {
		return
	}
	win, err := st.ReadOnly(0, n)
	if err != nil {
		return
	}
	b := robytes.Unwrap(win)
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	skip := int((pageSize - start%pageSize) % pageSize)
	if skip >= len(b) {
		return
	}
	b = b[skip:]
	b = b[:len(b)&^int(pageSize-1)]
	if len(b) > 0 {
		_ = unix.Madvise(b, unix.MADV_DONTNEED)
	}
}
