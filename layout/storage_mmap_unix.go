//go:build linux || darwin || freebsd || netbsd || openbsd

package layout

import (
	"fmt"
	"math"
	"os"

	"golang.org/x/sys/unix"
)

var pageSize = os.Getpagesize()

type adviceKind int

const (
	adviceSequential adviceKind = unix.MADV_SEQUENTIAL
	adviceWillNeed   adviceKind = unix.MADV_WILLNEED
	adviceRandom     adviceKind = unix.MADV_RANDOM
)

func madvise(b []byte, a adviceKind) error { return unix.Madvise(b, int(a)) }

// munmap takes the exact slice mmap returned.
func munmap(b []byte) error { return unix.Munmap(b) }

// NewOffHeap maps n zeroed bytes of anonymous private memory, outside the Go
// heap (the garbage collector neither scans nor moves it), owned by the new
// storage and registered with lt (nil: ambient): closing the storage, or
// closing or resetting lt, unmaps it. A zero n gives an empty storage that
// maps nothing.
func NewOffHeap(n int64, lt *Lifetime) (*Storage, error) {
	if n < 0 || n > math.MaxInt {
		return nil, fmt.Errorf("layout: off-heap storage of %d bytes: size out of range", n)
	}
	lt = lifetimeOrAmbient(lt)
	var b []byte
	if n > 0 {
		var err error
		b, err = unix.Mmap(-1, 0, int(n), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE)
		if err != nil {
			return nil, fmt.Errorf("layout: off-heap storage of %d bytes: mmap: %w", n, err)
		}
	}
	s := &Storage{id: nextStorageID(), kind: OffHeap, owner: Owned, lt: lt, data: b, base: b, regIdx: -1}
	if err := lt.register(s); err != nil {
		if b != nil {
			_ = unix.Munmap(b)
		}
		return nil, fmt.Errorf("layout: off-heap storage of %d bytes: %w", n, err)
	}
	return s, nil
}

// MapFile maps the whole file at path read-only (PROT_READ, MAP_SHARED) as
// an owned Mapped storage registered with lt (nil: ambient): closing it, or
// closing or resetting lt, unmaps it. The storage's Name is the path. A
// zero-length file (nothing to map) or anything but a regular file is an
// error. No API of this package hands out writable bytes of the mapping.
func MapFile(path string, lt *Lifetime) (*Storage, error) {
	lt = lifetimeOrAmbient(lt)
	if lt.closed.Load() {
		return nil, fmt.Errorf("layout: map %s: lifetime %q: %w", path, lt.name, ErrScopeClosed)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("layout: map %s: %w", path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("layout: map %s: %w", path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("layout: map %s: not a regular file (%s)", path, fi.Mode().Type())
	}
	size := fi.Size()
	if size == 0 {
		return nil, fmt.Errorf("layout: map %s: the file is empty; there is nothing to map", path)
	}
	if size > math.MaxInt {
		return nil, fmt.Errorf("layout: map %s: %d bytes do not fit this platform's address space", path, size)
	}
	b, err := unix.Mmap(int(f.Fd()), 0, int(size), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("layout: map %s: mmap %d bytes: %w", path, size, err)
	}
	s := &Storage{id: nextStorageID(), kind: Mapped, owner: Owned, lt: lt, data: b, base: b, name: path, regIdx: -1}
	if err := lt.register(s); err != nil {
		_ = unix.Munmap(b)
		return nil, fmt.Errorf("layout: map %s: %w", path, err)
	}
	registerMapping(s)
	return s, nil
}
