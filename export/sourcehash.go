package export

import (
	"crypto/sha256"
	"fmt"
	"path/filepath"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// hashChunk is how much of the mapping the source hash holds resident at
// once.
const hashChunk = 16 << 20

// startSourceHash describes the model file the way tape.SourceOfFile does
// (base name, size, SHA-256), in a goroutine, reading the bytes from the
// file's mapping rather than through read(2): no copy into a buffer, and
// it runs while the recording prefill does. Each chunk's pages are dropped
// from the mapping once hashed (see releaseMapped), so the hash adds at
// most hashChunk to the RSS whatever the model's size. wait returns the
// result; it must be called before the mapping is closed.
func startSourceHash(path string, st *layout.Storage) (wait func() (tape.Source, error)) {
	type result struct {
		src tape.Source
		err error
	}
	done := make(chan result, 1)
	go func() {
		h := sha256.New()
		n := st.Len()
		for off := int64(0); off < n; off += hashChunk {
			c := min(hashChunk, n-off)
			win, err := st.ReadOnly(off, c)
			if err != nil {
				done <- result{err: fmt.Errorf("export: hashing %s: %w", path, err)}
				return
			}
			h.Write(robytes.Unwrap(win))
			if chunk, err := st.Slice(off, c, ""); err == nil {
				releaseMapped(chunk, c)
			}
		}
		src := tape.Source{Name: filepath.Base(path), Size: n}
		h.Sum(src.SHA256[:0])
		done <- result{src: src}
	}()
	return func() (tape.Source, error) {
		r := <-done
		return r.src, r.err
	}
}
