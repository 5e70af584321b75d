//go:build linux

package gguf

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/layout"
)

// TestHeaderOfShrunkFile: a file cut short after it was mapped, while its
// header is read from the mapping, is a *layout.MappedFaultError naming
// the file, not a crash.
func TestHeaderOfShrunkFile(t *testing.T) {
	toks := make([]string, 5000)
	for i := range toks {
		toks[i] = fmt.Sprintf("token-%d", i)
	}
	path := filepath.Join(t.TempDir(), "big-header.gguf")
	if err := Write(path, NewMetadata(KV{"tokenizer.ggml.tokens", ArrayOf(toks)}), nil); err != nil {
		t.Fatal(err)
	}
	st, err := layout.MapFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := os.Truncate(path, 4096); err != nil {
		t.Fatal(err)
	}
	_, err = openStorage(st, path)
	var fe *layout.MappedFaultError
	if !errors.As(err, &fe) || fe.File != path {
		t.Fatalf("got %v, want a *layout.MappedFaultError naming %s", err, path)
	}
}
