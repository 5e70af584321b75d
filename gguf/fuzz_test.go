package gguf

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/skainet/skaic/internal/golden"
)

// fuzzSeeds are valid files of every value and tensor type, and a few
// malformed ones.
func fuzzSeeds(t testing.TB) map[string][]byte {
	// Small files fuzz faster, and the fuzzer minimizes every new input
	// before it moves on: one block per tensor is enough here.
	tensorTypes := encode(t, NewMetadata(KV{"general.architecture", String("llama")}), tensorsOf(sampleTensorsRows(1, 1, 1)))
	small := smallFile(t)
	v2 := bytes.Clone(small)
	v2[4] = 2
	md := sampleMetadata()
	md.Set(AlignmentKey, Uint32(64))
	aligned := encode(t, md, tensorsOf(sampleTensorsRows(9, 1, 1))[:6])
	return map[string][]byte{
		"seed-value-types":  encode(t, sampleMetadata(), nil),
		"seed-tensor-types": tensorTypes,
		"seed-small":        small,
		"seed-v2":           v2,
		"seed-aligned64":    aligned,
		"seed-empty-file":   encode(t, nil, nil),
		"seed-overlap":      newRaw(3, 2, 0).tensor("a", 0, 0, 16).tensor("b", 0, 32, 16).pad(32).zeros(128).Bytes(),
		"seed-nested-array": newRaw(3, 0, 1).kv("k", ArrayOf([]Array{NewArray([]Array{NewArray([]string{"x"})})})).Bytes(),
	}
}

// TestWriteFuzzCorpus keeps testdata/fuzz/FuzzParse in step with the
// seeds; run with -update-corpus to rewrite it.
func TestWriteFuzzCorpus(t *testing.T) { golden.CheckFuzzSeeds(t, "FuzzParse", fuzzSeeds(t)) }

// FuzzParse: no input panics or allocates by an unchecked field; both
// sources agree; whatever parses is self-consistent.
func FuzzParse(f *testing.F) {
	for _, b := range fuzzSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := ParseBytes(data, "fuzz")
		h2, err2 := ParseHeader(bytes.NewReader(data), int64(len(data)), "fuzz")
		if (err == nil) != (err2 == nil) || (err != nil && err.Error() != err2.Error()) {
			t.Fatalf("sources disagree: %v / %v", err, err2)
		}
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("not a FormatError: %v", err)
			}
			return
		}
		if err := consistent(h, int64(len(data))); err != nil {
			t.Fatal(err)
		}
		if err := accounted(h, data); err != nil {
			t.Fatal(err)
		}
		if !h.Metadata.Equal(h2.Metadata) || len(h.Tensors) != len(h2.Tensors) {
			t.Fatalf("sources disagree on content")
		}
		// What parses can be written again, and reads back the same (skip
		// files whose alignment would make the copy huge, and files with
		// tensors of unknown type codes, which the writer refuses).
		if err := h.CheckTypes(); err != nil {
			if !errors.Is(err, ErrTensorType) {
				t.Fatalf("CheckTypes: %v", err)
			}
			return
		}
		if h.Alignment > 1<<16 {
			return
		}
		var ts []Tensor
		for _, ti := range h.Tensors {
			ts = append(ts, Tensor{Name: ti.Name, Type: ti.Type, Dims: ti.Dims, Data: bytes.NewReader(data[min(ti.AbsOffset, int64(len(data))):][:ti.Size])})
		}
		out := encode(t, h.Metadata, ts)
		h3, err := ParseBytes(out, "rewritten")
		if err != nil {
			t.Fatalf("rewritten file does not parse: %v", err)
		}
		if !h3.Metadata.Equal(h.Metadata) || len(h3.Tensors) != len(h.Tensors) {
			t.Fatalf("rewritten file differs")
		}
	})
}

func consistent(h *Header, size int64) error {
	if h.DataOffset < h.HeaderSize || h.DataOffset%h.Alignment != 0 || h.HeaderSize > size {
		return fmt.Errorf("header %d data %d size %d", h.HeaderSize, h.DataOffset, size)
	}
	for _, ti := range h.Tensors {
		if ti.Size > 0 && (ti.AbsOffset < h.DataOffset || ti.AbsOffset+ti.Size > size) {
			return fmt.Errorf("tensor %q at [%d, %d) outside [%d, %d)", ti.Name, ti.AbsOffset, ti.AbsOffset+ti.Size, h.DataOffset, size)
		}
		if !ti.Known() {
			continue // no layout: listed, refused by CheckTypes
		}
		if _, err := ti.Layout(); err != nil {
			return fmt.Errorf("tensor %q: %v", ti.Name, err)
		}
	}
	return nil
}

// accounted checks that every byte of an accepted file is header, zero
// padding or tensor data: the padding after the infos is zero, and the
// non-empty tensors, in offset order, tile the data section with less
// than an alignment of padding after each.
func accounted(h *Header, data []byte) error {
	for i := h.HeaderSize; i < min(h.DataOffset, int64(len(data))); i++ {
		if data[i] != 0 {
			return fmt.Errorf("padding byte %d is %#x", i, data[i])
		}
	}
	var ts []TensorInfo
	for _, ti := range h.Tensors {
		if ti.Size > 0 {
			ts = append(ts, ti)
		}
	}
	slices.SortFunc(ts, func(a, b TensorInfo) int { return cmp.Compare(a.Offset, b.Offset) })
	end := int64(0)
	for _, ti := range ts {
		if ti.Offset < end || ti.Offset-end >= h.Alignment {
			return fmt.Errorf("tensor %q at %d after data ending at %d (alignment %d)", ti.Name, ti.Offset, end, h.Alignment)
		}
		end = ti.Offset + ti.Size
	}
	if tail := int64(len(data)) - h.DataOffset - end; tail >= h.Alignment {
		return fmt.Errorf("%d bytes after the last tensor (alignment %d)", tail, h.Alignment)
	}
	return nil
}
