package export

import (
	"bytes"
	"encoding/hex"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/tape"
)

// The archive of an export holds exactly the GGUF's bytes for every
// as-stored parameter, whichever path copied them (file to file where
// the mapping's file is found, through a buffer otherwise).
func TestArchiveHoldsTheFileBytes(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "demo.gguf")
	if err := demo.Write(model); err != nil {
		t.Fatal(err)
	}
	res, err := Run(Options{Model: model, Out: filepath.Join(dir, "out"), Seq: 3})
	if err != nil {
		t.Fatal(err)
	}
	// The source hash (computed from the mapping, during the prefill) is
	// the file's.
	want, err := tape.SourceOfFile(model)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Manifest.Source.SHA256; got != hex.EncodeToString(want.SHA256[:]) || res.Manifest.Source.Size != want.Size {
		t.Errorf("manifest source %s (%d bytes), the file is %x (%d bytes)", got, res.Manifest.Source.Size, want.SHA256, want.Size)
	}
	a, err := irpa.Open(filepath.Join(res.Dir, "model.irpa"))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	f, err := gguf.Open(model)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	checked := 0
	for _, v := range f.Views() {
		e, ok := a.Entry(string(v.ID))
		if !ok {
			continue
		}
		got, err := a.ReadBytes(e)
		if err != nil {
			t.Fatal(err)
		}
		want := make([]byte, v.ByteSpan())
		if _, err := v.Storage.ReadAt(want, 0); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: archive bytes differ from the GGUF's", v.ID)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no parameter checked")
	}
}

// fileSources finds the file under a window of a mapping (at the right
// offset) and nothing under heap bytes; releaseMapped keeps a mapping's
// bytes readable and unchanged.
func TestFileSourcesAndRelease(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.bin")
	data := make([]byte, 5*os.Getpagesize()+123)
	for i := range data {
		data[i] = byte(i * 7)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := layout.MapFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	win, err := st.Slice(1000, 3*int64(os.Getpagesize()), "w")
	if err != nil {
		t.Fatal(err)
	}
	fs := newFileSources()
	defer fs.close()
	r, ok := fs.section(win, win.Len())
	if runtime.GOOS == "linux" {
		if !ok {
			t.Fatal("the mapped file was not found")
		}
		got := make([]byte, win.Len())
		if _, err := r.ReadAt(got, 0); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, data[1000:1000+len(got)]) {
			t.Fatal("section reads other bytes than the window")
		}
	}
	if _, ok := fs.section(layout.HeapFromBytes(data, nil), 10); ok {
		t.Error("a heap storage has no file")
	}

	releaseMapped(win, win.Len())
	releaseMapped(layout.HeapFromBytes(data, nil), int64(len(data))) // a no-op
	all := make([]byte, len(data))
	if _, err := st.ReadAt(all, 0); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(all, data) {
		t.Fatal("the mapping's bytes changed after releaseMapped")
	}
}
