//go:build unix

package bench

import (
	"fmt"

	"golang.org/x/sys/unix"
)

// Buffer is benchmark memory outside the Go heap (anonymous mmap, ordinary
// 4 KiB pages like a mapped model file's), so that Free gives it back to
// the system at once instead of whenever the collector gets to it.
type Buffer struct{ b []byte }

// NewBuffer maps n bytes and touches every page (no page faults while a
// measurement runs).
func NewBuffer(n int) (*Buffer, error) {
	if n == 0 {
		return &Buffer{}, nil
	}
	b, err := unix.Mmap(-1, 0, n, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("bench: map %d bytes: %w", n, err)
	}
	for i := 0; i < n; i += 4096 {
		b[i] = 1
	}
	return &Buffer{b: b}, nil
}

// Bytes is the buffer's memory (nil after Free).
func (m *Buffer) Bytes() []byte { return m.b }

// Free unmaps the buffer. Safe to call twice.
func (m *Buffer) Free() {
	if m.b != nil {
		_ = unix.Munmap(m.b)
		m.b = nil
	}
}
