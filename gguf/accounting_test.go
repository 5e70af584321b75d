package gguf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout/quant"
)

// refuse checks that b is refused through every way of reading it (bytes,
// a reader, a mapped file) with a one-line *FormatError that names the file
// and is of kind (nil: any kind). It returns the error.
func refuse(t *testing.T, what string, b []byte, kind error) error {
	t.Helper()
	path := filepath.Join(t.TempDir(), "bad.gguf")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	_, e1 := ParseBytes(b, path)
	_, e2 := ParseHeader(bytes.NewReader(b), int64(len(b)), path)
	f, e3 := Open(path)
	if f != nil {
		f.Close()
	}
	for i, err := range []error{e1, e2, e3} {
		via := []string{"bytes", "reader", "Open"}[i]
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Errorf("%s via %s: got %v, want a *FormatError", what, via, err)
			continue
		}
		if kind != nil && !errors.Is(err, kind) {
			t.Errorf("%s via %s: kind %v, want %v: %v", what, via, fe.Kind, kind, err)
		}
		if msg := err.Error(); !strings.Contains(msg, path) || strings.Contains(msg, "\n") || fe.Reason == "" {
			t.Errorf("%s via %s: %q should be one line naming %s and a reason", what, via, msg, path)
		}
	}
	return e1
}

// withCount returns b with the u64 count at byte off changed by delta.
func withCount(b []byte, off int, delta int64) []byte {
	c := slices.Clone(b)
	n := binary.LittleEndian.Uint64(c[off:])
	binary.LittleEndian.PutUint64(c[off:], uint64(int64(n)+delta))
	return c
}

const (
	tensorCountAt = 8
	kvCountAt     = 16
)

// countMutations are the files a wrong count makes of b.
func countMutations(b []byte) map[string][]byte {
	return map[string][]byte{
		"tensor_count-1": withCount(b, tensorCountAt, -1),
		"tensor_count+1": withCount(b, tensorCountAt, +1),
		"kv_count-1":     withCount(b, kvCountAt, -1),
		"kv_count+1":     withCount(b, kvCountAt, +1),
	}
}

// lastNameFiles are files whose next-to-last tensor's name has every
// length from 1 to 2·alignment, so that the last tensor's info starts at
// every position relative to the alignment: dropping it leaves the end of
// the infos aligned in some (then no padding byte betrays the missing
// info; the data section does).
func lastNameFiles(t *testing.T) [][]byte {
	var out [][]byte
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 1; n <= 2*DefaultAlignment; n++ {
		md := NewMetadata(KV{"general.architecture", String("llama")})
		var ts []Tensor
		for i, name := range []string{"first", strings.Repeat("x", n), "last"} {
			elems := int64(32 * (i + 3))
			ts = append(ts, Tensor{Name: name, Type: quant.Q8_0, Dims: []int64{elems}, Data: bytes.NewReader(tensorBytes(quant.Q8_0, elems, rng))})
		}
		out = append(out, encode(t, md, ts))
	}
	return out
}

// TestWrongCountsRefused: a tensor or metadata count one off makes the
// header disagree with the bytes: refused, never read as other tensors.
func TestWrongCountsRefused(t *testing.T) {
	sample, _, _ := sampleFile(t)
	files := append([][]byte{sample, smallFile(t)}, lastNameFiles(t)...)
	aligned := 0
	for i, b := range files {
		h := must(ParseBytes(b, "ok"))
		if len(h.Tensors) > 0 && h.Tensors[len(h.Tensors)-1].infoOffset%h.Alignment == 0 {
			aligned++
		}
		for what, c := range countMutations(b) {
			refuse(t, fmt.Sprintf("%s of file %d", what, i), c, nil)
		}
	}
	if aligned == 0 {
		t.Error("no file had its last tensor info start at an aligned offset; the hardest case went untested")
	}
	// The decrement that leaves an aligned end of infos is refused for the
	// bytes left over at the end.
	for _, b := range lastNameFiles(t) {
		h := must(ParseBytes(b, "ok"))
		if h.Tensors[len(h.Tensors)-1].infoOffset%h.Alignment == 0 {
			err := refuse(t, "tensor_count-1 with aligned infos", withCount(b, tensorCountAt, -1), ErrUnaccounted)
			if err != nil && !strings.Contains(err.Error(), "belong to no tensor") {
				t.Errorf("message %q does not say why", err)
			}
		}
	}
}

// TestNonZeroPaddingRefused: every byte of the padding between the tensor
// infos and the data section must be zero.
func TestNonZeroPaddingRefused(t *testing.T) {
	checked := 0
	for _, b := range lastNameFiles(t) {
		h := must(ParseBytes(b, "ok"))
		for off := h.HeaderSize; off < h.DataOffset; off++ {
			c := slices.Clone(b)
			c[off] = 0x01
			err := refuse(t, "padding byte", c, ErrPadding)
			var fe *FormatError
			if errors.As(err, &fe) && (fe.Offset != off || fe.Field != "header.padding") {
				t.Errorf("padding byte %d: reported at %d, field %q", off, fe.Offset, fe.Field)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no padding to check")
	}
}

// TestOverlapAndGapsRefused: data ranges do not overlap, and every byte of
// the data section belongs to a tensor or to the padding after one.
func TestOverlapAndGapsRefused(t *testing.T) {
	b := smallFile(t)
	h := must(ParseBytes(b, "ok"))
	second := h.Tensors[1]
	setOffset := func(ti TensorInfo, off uint64) []byte {
		c := slices.Clone(b)
		binary.LittleEndian.PutUint64(c[ti.offsetOff:], off)
		return c
	}
	refuse(t, "second tensor over the first", setOffset(second, 0), ErrOverlap)
	refuse(t, "second tensor one alignment into the first", setOffset(second, uint64(h.Tensors[0].Offset+h.Alignment)), ErrOverlap)

	// A gap: every offset from the second tensor on moved one alignment
	// further, the file grown to match.
	c := slices.Clone(b)
	for _, ti := range h.Tensors[1:] {
		binary.LittleEndian.PutUint64(c[ti.offsetOff:], uint64(ti.Offset+h.Alignment))
	}
	at := h.Tensors[1].AbsOffset
	c = slices.Concat(c[:at], make([]byte, h.Alignment), c[at:])
	err := refuse(t, "gap before the second tensor", c, ErrUnaccounted)
	if err != nil && !strings.Contains(err.Error(), h.Tensors[1].Name) {
		t.Errorf("%v does not name tensor %q", err, h.Tensors[1].Name)
	}
	// Bytes appended after the last tensor's padding.
	refuse(t, "trailing bytes", slices.Concat(b, make([]byte, h.Alignment)), ErrUnaccounted)
	// A first tensor that does not start the data section.
	c = slices.Clone(b)
	for _, ti := range h.Tensors {
		binary.LittleEndian.PutUint64(c[ti.offsetOff:], uint64(ti.Offset+h.Alignment))
	}
	c = slices.Concat(c[:h.DataOffset], make([]byte, h.Alignment), c[h.DataOffset:])
	refuse(t, "gap at the start of the data section", c, ErrUnaccounted)
}

// TestPythonLayoutsAccounted: gguf-py's writer, at every alignment, with
// tensors written at once or one by one, and without tensors, writes
// files whose every byte is header, zero padding or tensor data — skaic
// reads them all, as gguf-py does, and refuses each with a count one off.
func TestPythonLayoutsAccounted(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	runPython(t, py, filepath.Join(scriptDir, "make_layouts.py"), dir)
	paths, err := filepath.Glob(filepath.Join(dir, "*.gguf"))
	if err != nil || len(paths) < 11 {
		t.Fatalf("make_layouts.py wrote %v (%v)", paths, err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			compareWithPython(t, py, p)
			f, err := Open(p)
			if err != nil {
				t.Fatal(err)
			}
			f.Close()
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			for what, c := range countMutations(b) {
				refuse(t, what, c, nil)
			}
		})
	}
}
