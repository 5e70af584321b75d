package irpa

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/quant"
)

// As-stored packed weights: an archive written from a mapped GGUF's
// storage holds, per entry, exactly the GGUF tensor's bytes; the copy
// reads the mapping in bounded chunks.
func TestFromMappedGGUF(t *testing.T) {
	dir := t.TempDir()
	ggufPath := filepath.Join(dir, "model.gguf")
	// Every packed tensor has 3 blocks per row (the design's rule).
	tensors := []struct {
		name string
		typ  quant.Type
		dims []int64 // GGUF order
	}{
		{"blk.0.attn_q.weight", quant.Q8_0, []int64{96, 2}},
		{"blk.0.ffn_down.weight", quant.Q4_K, []int64{768, 3}},
		{"output_norm.weight", quant.F32, []int64{4}},
		{"token_embd.weight", quant.Q8_0, []int64{96, 4096}}, // 408 KiB
	}
	var in []gguf.Tensor
	want := map[string][]byte{}
	for i, tt := range tensors {
		g := gguf.Tensor{Name: tt.name, Type: tt.typ, Dims: tt.dims}
		n, err := g.Size()
		if err != nil {
			t.Fatal(err)
		}
		b := pseudoBytes(int(n), uint64(100+i))
		g.Data = bytes.NewReader(b)
		in = append(in, g)
		want[tt.name] = b
	}
	if err := gguf.Write(ggufPath, gguf.NewMetadata(), in); err != nil {
		t.Fatal(err)
	}
	f, err := gguf.Open(ggufPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()

	var entries []Entry
	for i, ti := range f.Tensors {
		g := tensors[i].typ.Geometry()
		md := Metadata{DType: "f32", Shape: ti.Shape(), Encoding: tensors[i].typ.String(), BlockOrder: "row_major"}
		if tensors[i].typ != quant.F32 {
			md.BlockElems, md.BlockBytes, md.BlockAxis = int64(g.BlockElems), int64(g.BlockBytes), axis(len(ti.Shape())-1)
		}
		entries = append(entries, DataEntry(ti.Name, md.MustMarshal(), f.Storage(), ti.AbsOffset, ti.Size))
	}
	out := filepath.Join(dir, "model.irpa")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if err := (&Writer{BufferSize: 64 << 10}).Write(out, entries); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 256<<10 {
		t.Errorf("writing from the mapping allocated %d bytes", got)
	}

	a, err := Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	for _, tt := range tensors {
		e, ok := a.Entry(tt.name)
		if !ok {
			t.Fatalf("no entry %q", tt.name)
		}
		got, err := a.ReadBytes(e)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want[tt.name]) {
			t.Errorf("entry %q is not byte-equal to the GGUF tensor", tt.name)
		}
		md, err := ParseMetadata(e.Metadata)
		if err != nil {
			t.Fatal(err)
		}
		if md.Encoding != tt.typ.String() {
			t.Errorf("entry %q: metadata %+v", tt.name, md)
		}
	}
	// The archive is not much bigger than the tensor bytes.
	fi, _ := os.Stat(out)
	var total int64
	for _, b := range want {
		total += int64(len(b))
	}
	if fi.Size() > total+8192 {
		t.Errorf("archive %d bytes for %d tensor bytes", fi.Size(), total)
	}
}
