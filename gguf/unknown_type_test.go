package gguf

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestUnknownTypeListed: a tensor of a ggml type code skaic does not know
// (33, 4 — removed upstream, 99) no longer fails the whole file: the header
// lists it, sized to the next tensor; CheckTypes, Open and Tensor refuse it
// naming the tensor and the code; OpenListing reads every other tensor.
func TestUnknownTypeListed(t *testing.T) {
	for _, code := range []quant.Type{33, 4, 99} {
		// a: 4 f32 at 0; u: unknown at 32 (66 bytes, padded to 96); b: 8 f32 at 128; z: unknown, last.
		file := newRaw(3, 4, 0).
			tensor("a", quant.F32, 0, 4).
			tensor("u", code, 32, 256).
			tensor("b", quant.F32, 128, 8).
			tensor("z", code, 160, 32).
			pad(32).zeros(160 + 40).Bytes()
		h, err := ParseBytes(file, "odd.gguf")
		if err != nil {
			t.Fatalf("code %d: %v", code, err)
		}
		u, _ := h.Tensor("u")
		z, _ := h.Tensor("z")
		if u.Known() || u.Type != code || u.Size != 96 || z.Size != 40 || u.AbsOffset != h.DataOffset+32 {
			t.Fatalf("code %d: u %+v z %+v", code, u, z)
		}
		if a, _ := h.Tensor("a"); !a.Known() || a.Size != 16 {
			t.Fatalf("a: %+v", a)
		}
		err = h.CheckTypes()
		var fe *FormatError
		if !errors.As(err, &fe) || !errors.Is(err, ErrTensorType) || fe.Tensor != "u" ||
			!strings.Contains(err.Error(), "odd.gguf") || !strings.Contains(err.Error(), "type code "+strconv.Itoa(int(code))) ||
			!strings.Contains(err.Error(), "2 tensors") {
			t.Fatalf("code %d: CheckTypes = %v", code, err)
		}

		path := filepath.Join(t.TempDir(), "odd.gguf")
		if err := os.WriteFile(path, file, 0o644); err != nil {
			t.Fatal(err)
		}
		if f, err := Open(path); err == nil || !errors.Is(err, ErrTensorType) || !strings.Contains(err.Error(), `tensor "u"`) {
			if f != nil {
				f.Close()
			}
			t.Fatalf("code %d: Open = %v, want the unknown type refused naming the tensor", code, err)
		}
		f, err := OpenListing(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Tensor("u"); !errors.Is(err, ErrTensorType) || !strings.Contains(err.Error(), `tensor "u"`) {
			t.Errorf("Tensor(u) = %v", err)
		}
		if _, err := f.Tensor("nope"); !errors.Is(err, ErrNoTensor) {
			t.Errorf("Tensor(nope) = %v", err)
		}
		b, err := f.Tensor("b")
		if err != nil {
			t.Fatal(err)
		}
		if err := b.DecodeF32(make([]float32, 8)); err != nil {
			t.Errorf("b: %v", err)
		}
		if n := len(f.Views()); n != 2 || f.View(1) != nil {
			t.Errorf("%d views, View(1) %v: want the two known tensors only", n, f.View(1))
		}
		f.Close()
	}
}
