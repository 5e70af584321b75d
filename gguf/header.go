package gguf

import (
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Header is everything before a GGUF file's data section, validated: the
// metadata, the tensor infos with their absolute places in the file.
type Header struct {
	File       string // the path it was read from
	FileSize   int64
	Version    uint32 // 2 or 3
	Metadata   *Metadata
	Tensors    []TensorInfo // in file order
	Alignment  int64        // general.alignment, or DefaultAlignment
	HeaderSize int64        // bytes up to the end of the tensor infos
	DataOffset int64        // start of the data section: HeaderSize rounded up to Alignment
}

// TensorInfo describes one tensor of a GGUF file.
type TensorInfo struct {
	Name      string
	Type      quant.Type // the ggml type code
	Dims      []int64    // GGUF order: ne0 (the fastest-varying) first
	Offset    int64      // relative to the data section, as stored
	AbsOffset int64      // absolute byte offset in the file
	Size      int64      // bytes, from Type and Dims (an unknown Type: up to the next tensor)

	infoOffset int64 // where the tensor info starts in the file
	typeOff    int64 // where its type code sits
	offsetOff  int64 // where its offset field sits
}

// Known reports whether the tensor's ggml type code is one skaic knows. A
// tensor of an unknown code is listed with its raw code as Type and, as
// Size, the bytes from its offset to the next tensor's; its values cannot
// be read (CheckTypes, File.Tensor).
func (t TensorInfo) Known() bool { return t.Type.Known() }

// CheckTypes returns a *FormatError (Kind ErrTensorType) naming the first
// tensor whose ggml type code skaic does not know, and how many such
// tensors the file has; nil when it knows every type.
func (h *Header) CheckTypes() error {
	var first *TensorInfo
	n := 0
	for i := range h.Tensors {
		if !h.Tensors[i].Known() {
			if first == nil {
				first = &h.Tensors[i]
			}
			n++
		}
	}
	if first == nil {
		return nil
	}
	return unknownTypeError(h.File, *first, n)
}

func unknownTypeError(file string, t TensorInfo, n int) *FormatError {
	reason := fmt.Sprintf("ggml type code %d is not one skaic knows", uint32(t.Type))
	if n > 1 {
		reason += fmt.Sprintf(" (%d tensors have unknown type codes)", n)
	}
	return &FormatError{File: file, Offset: t.typeOff, Tensor: t.Name, Kind: ErrTensorType, Reason: reason}
}

// Shape is the logical shape in numpy order: Dims reversed (the last axis
// varies fastest).
func (t TensorInfo) Shape() []int64 {
	s := slices.Clone(t.Dims)
	slices.Reverse(s)
	return s
}

// NumElements is the product of the dims (1 for a 0-dim tensor).
func (t TensorInfo) NumElements() int64 {
	n := int64(1)
	for _, d := range t.Dims {
		n *= d
	}
	return n
}

// Format is the tensor's logical format: quantized, F16 and BF16 weights
// are f32 stored in their encoding.
// An unknown type code has the zero Format (see Known).
func (t TensorInfo) Format() layout.Format {
	f, _ := layout.FormatFromGGML(uint32(t.Type)) // Type was checked when parsed
	return f
}

// Layout is the canonical (file-order) layout of the tensor over its own
// bytes: numpy shape, blocked along the last axis for quantized types.
func (t TensorInfo) Layout() (layout.Layout, error) {
	return layout.ForFormat(t.Shape(), t.Format())
}

// Tensor returns the info of the tensor called name.
func (h *Header) Tensor(name string) (TensorInfo, bool) {
	for _, t := range h.Tensors {
		if t.Name == name {
			return t, true
		}
	}
	return TensorInfo{}, false
}

// TensorNames lists the tensor names in file order.
func (h *Header) TensorNames() []string {
	out := make([]string, len(h.Tensors))
	for i, t := range h.Tensors {
		out[i] = t.Name
	}
	return out
}

// DataSize is the sum of the tensors' byte sizes (without padding).
func (h *Header) DataSize() int64 {
	var n int64
	for _, t := range h.Tensors {
		n += t.Size
	}
	return n
}

// ReadHeader parses and validates the header of the GGUF file at path with
// ordinary reads, never reading the data section: it only ever requests
// bytes the header (with its padding) is known to contain, so a data section that is a sparse
// hole, or cannot be read at all, does not matter. Offsets and sizes are
// still checked against the file's size.
func ReadHeader(path string) (*Header, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("gguf: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("gguf: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("gguf: %s is not a regular file", path)
	}
	return ParseHeader(f, fi.Size(), path)
}

// ParseHeader is ReadHeader over any io.ReaderAt of the given size; name
// labels errors. It requests only bytes in [0, DataOffset): the infos and
// the padding after them, which must be zero.
func ParseHeader(r io.ReaderAt, size int64, name string) (*Header, error) {
	return parseHeader(&readerSource{r: r}, name, size)
}

// ParseBytes parses the header of a GGUF file held in memory.
func ParseBytes(b []byte, name string) (*Header, error) {
	return parseHeader(memSource(b), name, int64(len(b)))
}
