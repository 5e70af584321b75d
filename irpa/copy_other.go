//go:build !linux

package irpa

import "os"

// startWriteback has no early writeback here: the final sync writes all.
func startWriteback(f *os.File, off, n int64) {}

// copyFileRange has no kernel-side copy here; the caller copies through a
// buffer.
func copyFileRange(dst *os.File, dstOff int64, src *os.File, srcOff, n int64) (int64, error) {
	return 0, nil
}
