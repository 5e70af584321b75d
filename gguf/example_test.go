package gguf_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/quant"
)

// Write a small GGUF file, then open it: the header is validated, the
// metadata keep their types, and each tensor is a view on the mapped file.
func Example() {
	dir, _ := os.MkdirTemp("", "gguf-example-")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "tiny.gguf")

	// A [2, 64] f32 weight stored as Q8_0 (two blocks of 32 per row).
	x := make([]float32, 2*64)
	for i := range x {
		x[i] = float32(i%16) / 4
	}
	size, _ := quant.RowBytes(quant.Q8_0, int64(len(x)))
	packed := make([]byte, size)
	if err := quant.Quantize(quant.Q8_0, x, packed); err != nil {
		panic(err)
	}
	md := gguf.NewMetadata(
		gguf.KV{Key: "general.architecture", Value: gguf.String("llama")},
		gguf.KV{Key: "llama.context_length", Value: gguf.Uint32(256)},
	)
	err := gguf.Write(path, md, []gguf.Tensor{{
		Name: "blk.0.ffn_up.weight", Type: quant.Q8_0,
		Dims: gguf.DimsFromShape([]int64{2, 64}), Data: bytes.NewReader(packed),
	}})
	if err != nil {
		panic(err)
	}

	f, err := gguf.Open(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	arch, _ := f.Metadata.GetString("general.architecture")
	ctx, _ := f.Metadata.GetUint("llama.context_length")
	fmt.Printf("GGUF v%d, %d keys, data at byte %d (alignment %d)\n", f.Version, f.Metadata.Len(), f.DataOffset, f.Alignment)
	fmt.Println("architecture:", arch, "context:", ctx)
	for _, ti := range f.Tensors {
		fmt.Printf("%s %s dims %v shape %v: %d bytes at %d\n", ti.Name, ti.Type, ti.Dims, ti.Shape(), ti.Size, ti.AbsOffset)
	}
	w, _ := f.Tensor("blk.0.ffn_up.weight")
	row := make([]float32, w.NumElements())
	if err := w.DecodeF32(row); err != nil {
		panic(err)
	}
	// Decoded as stored: 0.25 comes back as 8 × the block's scale 3.75/127 (an f16).
	fmt.Println("format:", w.Format, "first values:", row[:6])

	_, err = f.Tensor("blk.0.ffn_down.weight")
	fmt.Println(errors.Is(err, gguf.ErrNoTensor))
	// Output:
	// GGUF v3, 2 keys, data at byte 192 (alignment 32)
	// architecture: llama context: 256
	// blk.0.ffn_up.weight Q8_0 dims [64 2] shape [2 64]: 136 bytes at 192
	// format: f32/Q8_0 first values: [0 0.23620605 0.50193787 0.7381439 1.0038757 1.2400818]
	// true
}

// A file that is not what it claims gives a *FormatError naming the file,
// the field and the byte offset.
func ExampleParseBytes() {
	_, err := gguf.ParseBytes([]byte("GGUF\x07\x00\x00\x00"), "odd.gguf")
	var fe *gguf.FormatError
	fmt.Println(errors.As(err, &fe), errors.Is(err, gguf.ErrVersion))
	fmt.Println(err)
	// Output:
	// true true
	// gguf: odd.gguf: header.version: version 7, want 2 or 3 (at byte 4)
}
