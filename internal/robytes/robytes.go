// Package robytes is a read-only window on bytes.
//
// Bytes lets package layout hand out the bytes of a storage — file pages
// mapped read-only among them — without handing out a []byte anyone could
// write through. Its methods only read. Wrap and Unwrap convert from and to a
// plain slice; because the package is internal, only this module's own code
// (its kernels and codecs) can call them, and that code promises never to
// write through a slice it got from Unwrap: for a mapped file such a write
// is a SIGSEGV, for any other storage it corrupts a tensor someone else owns.
//
// A window is only as alive as the storage it came from: package layout
// checks liveness when it hands a window out, not on every byte, so a window
// obtained before its storage was closed or its scope reset must not be used
// afterwards. Take windows per operation; do not keep them.
package robytes

import (
	"bytes"
	"strconv"
)

// Bytes is a read-only window on a byte sequence. The zero value is an empty
// window.
type Bytes struct{ b []byte }

// Wrap makes a read-only window on b. The window's capacity is clipped to its
// length, so nothing reachable through it lies beyond b.
func Wrap(b []byte) Bytes { return Bytes{b: b[:len(b):len(b)]} }

// Unwrap returns the bytes under r, for this module's kernels only. The
// caller must not write through the result (mapped file pages are read-only)
// and must not keep it past the operation it was taken for.
func Unwrap(r Bytes) []byte { return r.b }

// Len is the number of bytes in the window.
func (r Bytes) Len() int { return len(r.b) }

// At returns byte i. Like indexing a slice, it panics when i is outside
// [0, Len()).
func (r Bytes) At(i int) byte { return r.b[i] }

// CopyTo copies min(Len(), len(dst)) bytes into dst and returns how many.
func (r Bytes) CopyTo(dst []byte) int { return copy(dst, r.b) }

// Slice returns the window [off, off+n) of r. Like a slice expression, it
// panics when the range does not lie inside r.
func (r Bytes) Slice(off, n int) Bytes {
	if off < 0 || n < 0 || off > len(r.b)-n {
		panic("robytes: Slice(" + strconv.Itoa(off) + ", " + strconv.Itoa(n) + ") out of range [0, " + strconv.Itoa(len(r.b)) + ")")
	}
	return Bytes{b: r.b[off : off+n : off+n]}
}

// Equal reports whether the window holds exactly the bytes of b.
func (r Bytes) Equal(b []byte) bool { return bytes.Equal(r.b, b) }

// String describes the window without dumping its bytes (a window may span
// gigabytes of a model file).
func (r Bytes) String() string { return "robytes.Bytes(len=" + strconv.Itoa(len(r.b)) + ")" }
