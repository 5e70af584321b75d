package resolve

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/layout"
)

// Weight describes one stored tensor as a file header gives it: no payload.
type Weight struct {
	Name   string
	Format layout.Format
	// Shape is in numpy order (a GGUF [ne0, ne1] becomes [ne1, ne0]): a
	// matmul weight is [out, in] and its last axis is the block axis.
	Shape []int64
	// Bytes is the stored size in bytes.
	Bytes int64
	// FileBacked says the stored bytes really are the file's bytes at
	// FileOffset (absolute), so they can be served from file pages.
	FileBacked bool
	FileOffset int64
}

// NumElements is the product of the shape (1 for a scalar).
func (w Weight) NumElements() int64 {
	n := int64(1)
	for _, d := range w.Shape {
		n *= d
	}
	return n
}

// rowsAndBlocks returns the number of rows (all axes but the last) and the
// number of blocks per row of format f. Block orders differ only when both
// are above one.
func (w Weight) rowsAndBlocks(f layout.Format) (rows, blocksPerRow int64) {
	if len(w.Shape) == 0 {
		return 1, 1
	}
	rows = 1
	for _, d := range w.Shape[:len(w.Shape)-1] {
		rows *= d
	}
	return rows, w.Shape[len(w.Shape)-1] / int64(max(f.BlockElems(), 1))
}

// validate checks that the description is self-consistent: a reader that
// adapted a header badly must not yield a plan that looks fine.
func (w Weight) validate() error {
	if w.Name == "" {
		return fmt.Errorf("resolve: weight without a name")
	}
	if err := w.Format.Validate(); err != nil {
		return fmt.Errorf("resolve: weight %q: %w", w.Name, err)
	}
	if slices.ContainsFunc(w.Shape, func(d int64) bool { return d < 0 }) {
		return fmt.Errorf("resolve: weight %q: negative dim in shape %v", w.Name, w.Shape)
	}
	if w.Format.IsBlocked() {
		be := int64(w.Format.BlockElems())
		if len(w.Shape) == 0 || w.Shape[len(w.Shape)-1]%be != 0 {
			return fmt.Errorf("resolve: weight %q: shape %v is not a whole number of %s blocks of %d along its last axis",
				w.Name, w.Shape, w.Format.Encoding, be)
		}
	}
	want, err := w.Format.ByteSize(w.NumElements())
	if err != nil {
		return fmt.Errorf("resolve: weight %q: %w", w.Name, err)
	}
	if w.Bytes != want {
		return fmt.Errorf("resolve: weight %q: %d bytes stored, but shape %v of %s takes %d", w.Name, w.Bytes, w.Shape, w.Format, want)
	}
	if w.FileBacked && w.FileOffset < 0 {
		return fmt.Errorf("resolve: weight %q: negative file offset %d", w.Name, w.FileOffset)
	}
	return nil
}
