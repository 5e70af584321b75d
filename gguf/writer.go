package gguf

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"github.com/skainet/skaic/internal/atomicfile"
	"io"
	"math"
	"os"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Tensor is a tensor to write: its info and where its bytes come from.
type Tensor struct {
	Name string
	Type quant.Type
	Dims []int64 // GGUF order: ne0 (fastest-varying) first; DimsFromShape converts a numpy shape

	// Data holds the encoded bytes in file (row-major block) order at
	// [0, Size); they are streamed, never gathered in memory. A []byte
	// goes in with bytes.NewReader; a storage or file that implements
	// io.ReaderAt goes in as it is (io.NewSectionReader for a window).
	Data io.ReaderAt
}

// DimsFromShape turns a numpy-order shape into GGUF dims (reversed).
func DimsFromShape(shape []int64) []int64 {
	d := make([]int64, len(shape))
	for i, s := range shape {
		d[len(shape)-1-i] = s
	}
	return d
}

// Size is the byte size of the tensor from its type and dims.
func (t Tensor) Size() (int64, error) {
	g := t.Type.Geometry()
	if !t.Type.Known() {
		return 0, fmt.Errorf("tensor %q: unknown ggml type %d", t.Name, uint32(t.Type))
	}
	if len(t.Dims) > MaxDims {
		return 0, fmt.Errorf("tensor %q: %d dims, at most %d", t.Name, len(t.Dims), MaxDims)
	}
	n := int64(1)
	for i, d := range t.Dims {
		if d < 0 {
			return 0, fmt.Errorf("tensor %q: negative dim %d at %d", t.Name, d, i)
		}
		if d != 0 && n > math.MaxInt64/d {
			return 0, fmt.Errorf("tensor %q: dims %v overflow", t.Name, t.Dims)
		}
		n *= d
	}
	ne0 := int64(1)
	if len(t.Dims) > 0 {
		ne0 = t.Dims[0]
	}
	if ne0%int64(g.BlockElems) != 0 {
		return 0, fmt.Errorf("tensor %q: ne0 = %d is not a multiple of the %s block size %d", t.Name, ne0, g.Name, g.BlockElems)
	}
	blocks := n / int64(g.BlockElems)
	if blocks > math.MaxInt64/int64(g.BlockBytes) {
		return 0, fmt.Errorf("tensor %q: dims %v overflow", t.Name, t.Dims)
	}
	return blocks * int64(g.BlockBytes), nil
}

// Write writes a GGUF v3 file at path atomically: into a temporary file in
// the same directory, renamed over path only when everything is written and
// synced. On error no file (partial or otherwise) is left at path.
func Write(path string, md *Metadata, tensors []Tensor) error {
	err := atomicfile.Write(path, func(f *os.File) error {
		bw := bufio.NewWriterSize(f, 1<<20)
		if _, err := WriteTo(bw, md, tensors); err != nil {
			return err
		}
		return bw.Flush()
	})
	if err != nil {
		return fmt.Errorf("gguf: write %s: %w", path, err)
	}
	return nil
}

// WriteTo writes a GGUF v3 stream to w: header, metadata in order, tensor
// infos with offsets aligned to general.alignment (DefaultAlignment when md
// has none; it must be a uint32 power of two), then each tensor's bytes
// padded with zeros to the alignment. It returns the bytes written.
func WriteTo(w io.Writer, md *Metadata, tensors []Tensor) (int64, error) {
	align := int64(DefaultAlignment)
	if v, ok := md.Get(AlignmentKey); ok {
		a, isU32 := v.Any().(uint32)
		if !isU32 || a == 0 || a&(a-1) != 0 {
			return 0, fmt.Errorf("%w: %s must be a uint32 power of two, got %s %s", ErrWriteArgument, AlignmentKey, v.Type(), v)
		}
		align = int64(a)
	}
	for _, kv := range md.KVs() {
		if err := checkValue(kv.Value, 0); err != nil {
			return 0, fmt.Errorf("%w: key %q: %v", ErrWriteArgument, kv.Key, err)
		}
	}
	sizes := make([]int64, len(tensors))
	offsets := make([]int64, len(tensors))
	seen := make(map[string]bool, len(tensors))
	var next int64
	for i, t := range tensors {
		if seen[t.Name] {
			return 0, fmt.Errorf("%w: duplicate tensor name %q", ErrWriteArgument, t.Name)
		}
		seen[t.Name] = true
		n, err := t.Size()
		if err != nil {
			return 0, fmt.Errorf("%w: %v", ErrWriteArgument, err)
		}
		if n > 0 && t.Data == nil {
			return 0, fmt.Errorf("%w: tensor %q has no data", ErrWriteArgument, t.Name)
		}
		sizes[i], offsets[i] = n, next
		next += padTo(n, align)
	}

	cw := &countingWriter{w: w}
	var hdr bytes.Buffer
	hdr.WriteString(Magic)
	le := binary.LittleEndian
	hdr.Write(le.AppendUint32(nil, Version))
	hdr.Write(le.AppendUint64(nil, uint64(len(tensors))))
	hdr.Write(le.AppendUint64(nil, uint64(md.Len())))
	for _, kv := range md.KVs() {
		writeString(&hdr, kv.Key)
		hdr.Write(le.AppendUint32(nil, uint32(kv.Value.Type())))
		writeValue(&hdr, kv.Value)
	}
	for i, t := range tensors {
		writeString(&hdr, t.Name)
		hdr.Write(le.AppendUint32(nil, uint32(len(t.Dims))))
		for _, d := range t.Dims {
			hdr.Write(le.AppendUint64(nil, uint64(d)))
		}
		hdr.Write(le.AppendUint32(nil, uint32(t.Type)))
		hdr.Write(le.AppendUint64(nil, uint64(offsets[i])))
	}
	if _, err := cw.Write(hdr.Bytes()); err != nil {
		return cw.n, err
	}
	if err := writeZeros(cw, padTo(cw.n, align)-cw.n); err != nil {
		return cw.n, err
	}
	var maxSize int64
	for _, n := range sizes {
		maxSize = max(maxSize, n)
	}
	buf := make([]byte, min(maxSize, 1<<20)+1) // CopyBuffer needs a non-empty buffer
	for i, t := range tensors {
		if sizes[i] > 0 {
			got, err := io.CopyBuffer(cw, io.NewSectionReader(t.Data, 0, sizes[i]), buf)
			if err != nil {
				return cw.n, fmt.Errorf("tensor %q: copying its data: %w", t.Name, err)
			}
			if got != sizes[i] {
				return cw.n, fmt.Errorf("tensor %q: its data source holds %d bytes, %s %v needs %d", t.Name, got, t.Type, t.Dims, sizes[i])
			}
		}
		if err := writeZeros(cw, padTo(sizes[i], align)-sizes[i]); err != nil {
			return cw.n, err
		}
	}
	return cw.n, nil
}

var zeroPage [4096]byte

// writeZeros writes n zero bytes without allocating n bytes (an alignment
// may be as large as 2 GiB).
func writeZeros(w io.Writer, n int64) error {
	for n > 0 {
		k := min(n, int64(len(zeroPage)))
		if _, err := w.Write(zeroPage[:k]); err != nil {
			return err
		}
		n -= k
	}
	return nil
}

func padTo(n, align int64) int64 { return (n + align - 1) / align * align }

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

func checkValue(v Value, depth int) error {
	if !v.IsValid() {
		return errors.New("zero Value (no type)")
	}
	if depth > maxArrayDepth {
		return fmt.Errorf("arrays nested more than %d deep", maxArrayDepth)
	}
	if a, ok := v.AsArray(); ok {
		if !a.elem.Valid() {
			return fmt.Errorf("array element type %d", a.elem)
		}
		if nested, ok := a.data.([]Array); ok {
			for _, x := range nested {
				if err := checkValue(ArrayValue(x), depth+1); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func writeString(b *bytes.Buffer, s string) {
	b.Write(binary.LittleEndian.AppendUint64(nil, uint64(len(s))))
	b.WriteString(s)
}

func writeValue(b *bytes.Buffer, v Value) {
	le := binary.LittleEndian
	switch x := v.x.(type) {
	case uint8:
		b.WriteByte(x)
	case int8:
		b.WriteByte(byte(x))
	case bool:
		if x {
			b.WriteByte(1)
		} else {
			b.WriteByte(0)
		}
	case uint16:
		b.Write(le.AppendUint16(nil, x))
	case int16:
		b.Write(le.AppendUint16(nil, uint16(x)))
	case uint32:
		b.Write(le.AppendUint32(nil, x))
	case int32:
		b.Write(le.AppendUint32(nil, uint32(x)))
	case float32:
		b.Write(le.AppendUint32(nil, math.Float32bits(x)))
	case uint64:
		b.Write(le.AppendUint64(nil, x))
	case int64:
		b.Write(le.AppendUint64(nil, uint64(x)))
	case float64:
		b.Write(le.AppendUint64(nil, math.Float64bits(x)))
	case string:
		writeString(b, x)
	case Array:
		b.Write(le.AppendUint32(nil, uint32(x.elem)))
		b.Write(le.AppendUint64(nil, uint64(x.Len())))
		for i := range x.Len() {
			writeValue(b, x.Index(i))
		}
	}
}

// TensorFromView makes a Tensor to write from a view whose layout is the
// canonical file order (contiguous, blocks row-major); its bytes stream
// from the view's storage when written. Other layouts must be
// materialized (or prepacked back) first.
func TensorFromView(v *layout.TensorView) (Tensor, error) {
	t, err := ggmlTypeOf(v.Format)
	if err != nil {
		return Tensor{}, fmt.Errorf("tensor %q: %w", v.ID, err)
	}
	l := v.Layout
	if !l.IsContiguous() || (l.Blocked && l.Order != layout.RowMajor) {
		return Tensor{}, fmt.Errorf("tensor %q: layout %v is not the canonical file order; materialize it first", v.ID, l)
	}
	out := Tensor{Name: string(v.ID), Type: t, Dims: DimsFromShape(l.Shape)}
	size, err := out.Size()
	if err != nil {
		return Tensor{}, err
	}
	out.Data = io.NewSectionReader(v.Storage, l.Offset*int64(v.Format.BlockBytes()), size)
	return out, nil
}

// ggmlTypeOf is the ggml type that stores a format.
func ggmlTypeOf(f layout.Format) (quant.Type, error) {
	if t, ok := f.Encoding.GGML(); ok {
		return t, nil
	}
	if f.Encoding == layout.Dense {
		switch f.DType {
		case layout.F32:
			return quant.F32, nil
		case layout.F16:
			return quant.F16, nil
		case layout.BF16:
			return quant.BF16, nil
		case layout.F64:
			return quant.F64, nil
		case layout.I8:
			return quant.I8, nil
		case layout.I16:
			return quant.I16, nil
		case layout.I32:
			return quant.I32, nil
		case layout.I64:
			return quant.I64, nil
		}
	}
	return 0, fmt.Errorf("format %s has no ggml type", f)
}
