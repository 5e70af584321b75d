//go:build !unix

package bench

import "runtime/debug"

// Buffer is benchmark memory (the Go heap on this platform).
type Buffer struct{ b []byte }

// NewBuffer allocates n bytes.
func NewBuffer(n int) (*Buffer, error) { return &Buffer{b: make([]byte, n)}, nil }

// Bytes is the buffer's memory (nil after Free).
func (m *Buffer) Bytes() []byte { return m.b }

// Free drops the buffer and returns memory to the system.
func (m *Buffer) Free() {
	m.b = nil
	debug.FreeOSMemory()
}
