package export

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// hashChunk is how much of the mapping the source hash holds resident at
// once.
const hashChunk = 16 << 20

// sourceHash is a model file's description (tape.SourceOfFile's: base
// name, size, SHA-256) being computed in a goroutine.
type sourceHash struct {
	stop atomic.Bool
	// wait returns the result, waiting for it; it may be called any
	// number of times, and must be before the mapping is closed.
	wait func() (tape.Source, error)
}

var errHashStopped = errors.New("export: source hash stopped")

// startSourceHash hashes the model file the way tape.SourceOfFile does,
// reading the bytes from the file's mapping rather than through read(2):
// no copy into a buffer. It runs while the rest of the export does (the
// archive copy is done by the kernel, the hash by this process, so the two
// overlap). Each chunk's pages are dropped from the mapping once hashed
// (see releaseMapped), so the hash adds at most hashChunk to the RSS
// whatever the model's size. cancel makes it give up at the next chunk.
func startSourceHash(path string, st *layout.Storage) *sourceHash {
	type result struct {
		src tape.Source
		err error
	}
	done := make(chan result, 1)
	h := &sourceHash{}
	h.wait = sync.OnceValues(func() (tape.Source, error) {
		r := <-done
		return r.src, r.err
	})
	go func() {
		// A model file truncated under the mapping faults; say so naming
		// the file rather than crash.
		var fault error
		defer func() {
			if fault != nil {
				done <- result{err: fmt.Errorf("export: hashing %s: %w", path, fault)}
			}
		}()
		defer layout.RecoverFault(&fault, layout.CatchFaults())
		sum := sha256.New()
		n := st.Len()
		for off := int64(0); off < n; off += hashChunk {
			if h.stop.Load() {
				done <- result{err: errHashStopped}
				return
			}
			c := min(hashChunk, n-off)
			win, err := st.ReadOnly(off, c)
			if err != nil {
				done <- result{err: fmt.Errorf("export: hashing %s: %w", path, err)}
				return
			}
			sum.Write(robytes.Unwrap(win))
			if chunk, err := st.Slice(off, c, ""); err == nil {
				releaseMapped(chunk, c)
			}
		}
		src := tape.Source{Name: filepath.Base(path), Size: n}
		sum.Sum(src.SHA256[:0])
		done <- result{src: src}
	}()
	return h
}

// cancel stops the hash and waits for its goroutine to leave the mapping.
func (h *sourceHash) cancel() {
	h.stop.Store(true)
	h.wait()
}
