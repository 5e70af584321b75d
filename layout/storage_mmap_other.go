//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package layout

import (
	"errors"
	"fmt"
	"os"
)

var pageSize = os.Getpagesize()

type adviceKind int

const (
	adviceSequential adviceKind = iota
	adviceWillNeed
	adviceRandom
)

var errNoMmap = errors.New("memory mapping is not supported on this platform")

func madvise(b []byte, a adviceKind) error { return nil }

func munmap(b []byte) error { return errNoMmap }

// NewOffHeap needs mmap; on this platform it always fails.
func NewOffHeap(n int64, lt *Lifetime) (*Storage, error) {
	return nil, fmt.Errorf("layout: off-heap storage of %d bytes: %w", n, errNoMmap)
}

// MapFile needs mmap; on this platform it always fails.
func MapFile(path string, lt *Lifetime) (*Storage, error) {
	return nil, fmt.Errorf("layout: map %s: %w", path, errNoMmap)
}
