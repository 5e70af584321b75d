package export

import (
	"bytes"
	"errors"
	"io"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models/demo"
)

// writeDemoAligned writes the demo model with general.alignment = align:
// with 1, every tensor lies where the previous one ends.
func writeDemoAligned(t *testing.T, path string, align uint32) *gguf.Header {
	t.Helper()
	b, err := demo.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	h, err := gguf.ParseBytes(b, demo.Name)
	if err != nil {
		t.Fatal(err)
	}
	md := gguf.NewMetadata()
	for k, v := range h.Metadata.All() {
		md.Set(k, v)
	}
	md.Set(gguf.AlignmentKey, gguf.Uint32(align))
	var tensors []gguf.Tensor
	for _, ti := range h.Tensors {
		tensors = append(tensors, gguf.Tensor{Name: ti.Name, Type: ti.Type, Dims: ti.Dims,
			Data: io.NewSectionReader(bytes.NewReader(b), ti.AbsOffset, ti.Size)})
	}
	if err := gguf.Write(path, md, tensors); err != nil {
		t.Fatal(err)
	}
	out, err := gguf.ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestParamsGGUFMisaligned: a --params gguf export of a GGUF whose f32
// tensors start at offsets ≡ 2 mod 4 (general.alignment 1) warns naming
// the tensor and its offset, and its module, compiled and run by IREE,
// still agrees with eager (IREE's GGUF reader does not require alignment);
// the same model with alignment 32 exports without a warning.
func TestParamsGGUFMisaligned(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a1.gguf")
	h := writeDemoAligned(t, path, 1)
	ti, _ := h.Tensor("output_norm.weight")
	if ti.AbsOffset%4 != 2 {
		t.Fatalf("output_norm.weight at byte %d: the test wants an offset ≡ 2 mod 4", ti.AbsOffset)
	}
	res, err := Run(Options{Model: path, Out: filepath.Join(dir, "out"), Seq: 3, Params: ParamsGGUF, Reference: ReferenceOn})
	if err != nil {
		t.Fatal(err)
	}
	var mis *MisalignedError
	if len(res.Warnings) != 1 || !errors.As(res.Warnings[0], &mis) {
		t.Fatalf("warnings %v; want one *MisalignedError", res.Warnings)
	}
	found := false
	for _, m := range mis.Tensors {
		if m.Align != 4 || m.Offset%4 == 0 {
			t.Errorf("%+v is not a misaligned f32 tensor", m)
		}
		found = found || (m.Name == "output_norm.weight" && m.Offset == ti.AbsOffset)
	}
	if !found || len(mis.Tensors) != 5 {
		t.Errorf("misaligned: %+v; want the 5 f32 norms, output_norm.weight at byte %d among them", mis.Tensors, ti.AbsOffset)
	}
	checkConforms(t, res.Dir)

	aligned := filepath.Join(dir, "a32.gguf")
	writeDemoAligned(t, aligned, 32)
	res, err = Run(Options{Model: aligned, Out: filepath.Join(dir, "out32"), Seq: 3, Params: ParamsGGUF})
	if err != nil || len(res.Warnings) != 0 {
		t.Errorf("aligned GGUF: %v, warnings %v", err, res.Warnings)
	}
}
