package demo

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/quant"
)

func TestDemoIsDeterministicAndWellFormed(t *testing.T) {
	a, err := Bytes()
	if err != nil {
		t.Fatal(err)
	}
	b, err := build()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two builds of the demo differ")
	}
	h, err := gguf.ParseBytes(a, Name)
	if err != nil {
		t.Fatal(err)
	}
	types := map[quant.Type]int{}
	for _, ti := range h.Tensors {
		types[ti.Type]++
		if ti.Type.Quantized() {
			if nb := ti.Dims[0] / int64(ti.Type.BlockElems()); nb < 3 {
				t.Errorf("%s (%s): %d blocks per row, want ≥ 3", ti.Name, ti.Type, nb)
			}
		}
	}
	for _, ty := range []quant.Type{quant.F16, quant.F32, quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K} {
		if types[ty] == 0 {
			t.Errorf("no %s tensor in the demo", ty)
		}
	}
	if KVHeads >= Heads || Layers < 2 {
		t.Errorf("demo must use GQA and ≥ 2 layers")
	}
}

func TestWriteAndOpen(t *testing.T) {
	p := filepath.Join(t.TempDir(), "d.gguf")
	if err := Write(p); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Bytes()
	if !bytes.Equal(got, want) {
		t.Fatal("Write wrote other bytes than Bytes")
	}
	m, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	tmp := m.Path()
	if _, err := os.Stat(tmp); err != nil {
		t.Fatal(err)
	}
	if c := m.Config(); c.Vocab != Vocab || c.Dim != Dim || c.KVHeads != KVHeads {
		t.Fatalf("config %+v", c)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Fatalf("temporary GGUF %s left behind (%v)", tmp, err)
	}
}
