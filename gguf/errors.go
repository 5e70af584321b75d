package gguf

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The kinds of format error. A *FormatError wraps exactly one of them, so
// callers branch with errors.Is(err, gguf.ErrTruncated) and read the
// details with errors.As(err, &fe).
var (
	ErrBadMagic      = errors.New("not a GGUF file (bad magic)")
	ErrVersion       = errors.New("unsupported GGUF version")
	ErrBigEndian     = errors.New("big-endian GGUF file")
	ErrTruncated     = errors.New("truncated: does not fit in the file")
	ErrValueType     = errors.New("invalid metadata value type")
	ErrValue         = errors.New("invalid metadata value")
	ErrDuplicate     = errors.New("duplicate name")
	ErrAlignment     = errors.New("invalid alignment")
	ErrDims          = errors.New("invalid dimensions")
	ErrTensorType    = errors.New("unknown tensor type")
	ErrMisaligned    = errors.New("misaligned tensor offset")
	ErrOutOfBounds   = errors.New("tensor data outside the file")
	ErrOverlap       = errors.New("overlapping tensors")
	ErrPadding       = errors.New("non-zero padding before the data section")
	ErrUnaccounted   = errors.New("data section bytes that belong to no tensor")
	ErrWriteArgument = errors.New("invalid tensor or metadata to write")
)

// FormatError reports a malformed GGUF file: which file, where, what (a
// header field, a metadata key or a tensor) and why.
type FormatError struct {
	File   string // the path (or name) of the file
	Offset int64  // the byte offset of the offending bytes; -1 when not tied to one
	Field  string // a header field ("version", "tensor_count") or metadata key, when the problem is there
	Tensor string // the tensor's name, when the problem is in its info
	Kind   error  // one of the Err* kinds above
	Reason string // what is wrong, for humans
}

func (e *FormatError) Error() string {
	var b strings.Builder
	b.WriteString("gguf: ")
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	switch {
	case e.Tensor != "":
		fmt.Fprintf(&b, "tensor %q: ", e.Tensor)
	case e.Field != "":
		if strings.HasPrefix(e.Field, "header.") {
			b.WriteString(e.Field)
		} else {
			fmt.Fprintf(&b, "key %q", e.Field)
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Reason)
	if e.Offset >= 0 {
		b.WriteString(" (at byte ")
		b.WriteString(strconv.FormatInt(e.Offset, 10))
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap returns the error's kind.
func (e *FormatError) Unwrap() error { return e.Kind }
