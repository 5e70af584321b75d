package gguf

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

func TestWriteOpenRoundTrip(t *testing.T) {
	md, ts := sampleMetadata(), sampleTensors(3)
	path := filepath.Join(t.TempDir(), "rt.gguf")
	if err := Write(path, md, tensorsOf(ts)); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("stat: %v %v", fi, err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	checkHeader(t, f.Header, md, ts)
	h, err := ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	checkHeader(t, h, md, ts)

	// Writing the views back out streams the mapped bytes and reproduces
	// the file byte for byte.
	var again []Tensor
	for _, v := range f.Views() {
		tv, err := TensorFromView(v)
		if err != nil {
			t.Fatal(err)
		}
		again = append(again, tv)
	}
	path2 := filepath.Join(t.TempDir(), "again.gguf")
	if err := Write(path2, f.Metadata, again); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(path)
	b, _ := os.ReadFile(path2)
	if !bytes.Equal(a, b) {
		t.Errorf("rewriting the views changed the file (%d vs %d bytes)", len(a), len(b))
	}

	// A transposed view is not in file order: refused, not silently copied.
	v, _ := f.Tensor("x.f32.3d")
	tr, err := v.Transpose(0, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := TensorFromView(tr); err == nil || !strings.Contains(err.Error(), "materialize") {
		t.Errorf("TensorFromView(transposed): %v", err)
	}
}

func TestWriteAlignment(t *testing.T) {
	md := sampleMetadata()
	md.Set(AlignmentKey, Uint32(256))
	ts := sampleTensors(4)
	b := encode(t, md, tensorsOf(ts))
	h, err := ParseBytes(b, "a")
	if err != nil {
		t.Fatal(err)
	}
	if h.Alignment != 256 || h.DataOffset%256 != 0 {
		t.Fatalf("alignment %d, data at %d", h.Alignment, h.DataOffset)
	}
	for i, ti := range h.Tensors {
		if ti.AbsOffset%256 != 0 || !bytes.Equal(b[ti.AbsOffset:ti.AbsOffset+ti.Size], ts[i].bytes) {
			t.Errorf("%s at %d", ti.Name, ti.AbsOffset)
		}
	}
	if int64(len(b))%256 != 0 {
		t.Errorf("file length %d is not padded", len(b))
	}
}

func TestWriteRejects(t *testing.T) {
	data := bytes.NewReader(make([]byte, 1024))
	bad := []struct {
		name    string
		md      *Metadata
		tensors []Tensor
	}{
		{"duplicate tensor", nil, []Tensor{{Name: "a", Type: quant.F32, Dims: []int64{1}, Data: data}, {Name: "a", Type: quant.F32, Dims: []int64{1}, Data: data}}},
		{"unknown type", nil, []Tensor{{Name: "a", Type: quant.Type(33), Dims: []int64{256}, Data: data}}},
		{"not a block multiple", nil, []Tensor{{Name: "a", Type: quant.Q8_0, Dims: []int64{16}, Data: data}}},
		{"five dims", nil, []Tensor{{Name: "a", Type: quant.F32, Dims: []int64{1, 1, 1, 1, 1}, Data: data}}},
		{"negative dim", nil, []Tensor{{Name: "a", Type: quant.F32, Dims: []int64{-1}, Data: data}}},
		{"no data", nil, []Tensor{{Name: "a", Type: quant.F32, Dims: []int64{4}}}},
		{"bad alignment", NewMetadata(KV{AlignmentKey, Uint32(3)}), nil},
		{"alignment type", NewMetadata(KV{AlignmentKey, Uint64(32)}), nil},
		{"zero value", NewMetadata(KV{"k", Value{}}), nil},
	}
	for _, c := range bad {
		if _, err := WriteTo(&bytes.Buffer{}, c.md, c.tensors); !errors.Is(err, ErrWriteArgument) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

// TestWriteAtomic: a write that fails leaves neither a partial file nor a
// temporary one, and does not clobber what was there.
func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.gguf")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	short := Tensor{Name: "w", Type: quant.F32, Dims: []int64{1024}, Data: bytes.NewReader(make([]byte, 100))}
	err := Write(path, sampleMetadata(), []Tensor{short})
	if err == nil || !strings.Contains(err.Error(), "holds 100 bytes") {
		t.Fatalf("short source: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("failed write clobbered the file: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
	if err := Write(filepath.Join(dir, "no", "such", "dir.gguf"), nil, nil); err == nil {
		t.Errorf("write into a missing directory succeeded")
	}
}

// TestWriteEmpty: no metadata, no tensors is a valid file.
func TestWriteEmpty(t *testing.T) {
	b := encode(t, nil, nil)
	h, err := ParseBytes(b, "empty")
	if err != nil || len(h.Tensors) != 0 || h.Metadata.Len() != 0 {
		t.Fatalf("%v %+v", err, h)
	}
}
