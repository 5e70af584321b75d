// Package npy reads and writes NumPy .npy files: little-endian float32,
// float16, int32 and int64 arrays in C order. It writes format version 1.0
// and reads versions 1.0, 2.0 and 3.0.
//
// skaic uses it to hand tensors to and from the outside world: `skaic
// inspect --extract` writes one, and the conformity tests exchange inputs
// and outputs with iree-run-module through them.
package npy

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
	"strconv"
	"strings"
)

// DType is an array's element type, as NumPy spells it in the header.
type DType string

// The supported element types.
const (
	Float32 DType = "<f4"
	Float16 DType = "<f2" // IEEE half, carried as raw uint16 bits
	Int32   DType = "<i4"
	Int64   DType = "<i8"
)

// Size is the element size in bytes (0 for an unsupported dtype).
func (d DType) Size() int {
	switch d {
	case Float32, Int32:
		return 4
	case Float16:
		return 2
	case Int64:
		return 8
	}
	return 0
}

// Array is an n-dimensional array: raw little-endian elements in C
// (row-major) order.
type Array struct {
	DType DType
	Shape []int64
	Data  []byte
}

const magic = "\x93NUMPY"

// NumElements is the product of the shape (1 for a 0-d array).
func NumElements(shape []int64) (int64, error) {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("npy: negative dimension in shape %v", shape)
		}
		if d != 0 && n > math.MaxInt64/d {
			return 0, fmt.Errorf("npy: shape %v overflows", shape)
		}
		n *= d
	}
	return n, nil
}

func newArray(d DType, shape []int64, n int) (*Array, error) {
	want, err := NumElements(shape)
	if err != nil {
		return nil, err
	}
	if want != int64(n) {
		return nil, fmt.Errorf("npy: %d values for shape %v (%d elements)", n, shape, want)
	}
	return &Array{DType: d, Shape: append([]int64(nil), shape...), Data: make([]byte, n*d.Size())}, nil
}

// FromFloat32 makes a float32 array of shape holding v.
func FromFloat32(shape []int64, v []float32) (*Array, error) {
	a, err := newArray(Float32, shape, len(v))
	if err != nil {
		return nil, err
	}
	for i, x := range v {
		binary.LittleEndian.PutUint32(a.Data[4*i:], math.Float32bits(x))
	}
	return a, nil
}

// FromFloat16 makes a float16 array of shape from raw half bits.
func FromFloat16(shape []int64, v []uint16) (*Array, error) {
	a, err := newArray(Float16, shape, len(v))
	if err != nil {
		return nil, err
	}
	for i, x := range v {
		binary.LittleEndian.PutUint16(a.Data[2*i:], x)
	}
	return a, nil
}

// FromInt32 makes an int32 array of shape holding v.
func FromInt32(shape []int64, v []int32) (*Array, error) {
	a, err := newArray(Int32, shape, len(v))
	if err != nil {
		return nil, err
	}
	for i, x := range v {
		binary.LittleEndian.PutUint32(a.Data[4*i:], uint32(x))
	}
	return a, nil
}

// FromInt64 makes an int64 array of shape holding v.
func FromInt64(shape []int64, v []int64) (*Array, error) {
	a, err := newArray(Int64, shape, len(v))
	if err != nil {
		return nil, err
	}
	for i, x := range v {
		binary.LittleEndian.PutUint64(a.Data[8*i:], uint64(x))
	}
	return a, nil
}

func (a *Array) want(d DType) (int, error) {
	if a.DType != d {
		return 0, fmt.Errorf("npy: array holds %s, not %s", a.DType, d)
	}
	return len(a.Data) / d.Size(), nil
}

// Float32 returns the elements of a float32 array.
func (a *Array) Float32() ([]float32, error) {
	n, err := a.want(Float32)
	if err != nil {
		return nil, err
	}
	out := make([]float32, n)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:]))
	}
	return out, nil
}

// Float16 returns the raw half bits of a float16 array.
func (a *Array) Float16() ([]uint16, error) {
	n, err := a.want(Float16)
	if err != nil {
		return nil, err
	}
	out := make([]uint16, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint16(a.Data[2*i:])
	}
	return out, nil
}

// Int32 returns the elements of an int32 array.
func (a *Array) Int32() ([]int32, error) {
	n, err := a.want(Int32)
	if err != nil {
		return nil, err
	}
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(a.Data[4*i:]))
	}
	return out, nil
}

// Int64 returns the elements of an int64 array.
func (a *Array) Int64() ([]int64, error) {
	n, err := a.want(Int64)
	if err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(binary.LittleEndian.Uint64(a.Data[8*i:]))
	}
	return out, nil
}

// header renders the v1.0 header dictionary, padded so the data starts at
// a multiple of 64 bytes, as NumPy does.
func header(a *Array) ([]byte, error) {
	var shape strings.Builder
	shape.WriteByte('(')
	for i, d := range a.Shape {
		if i > 0 {
			shape.WriteString(", ")
		}
		shape.WriteString(strconv.FormatInt(d, 10))
	}
	if len(a.Shape) == 1 {
		shape.WriteByte(',')
	}
	shape.WriteByte(')')
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", a.DType, shape.String())
	total := len(magic) + 2 + 2 + len(dict) + 1
	pad := (64 - total%64) % 64
	hlen := len(dict) + pad + 1
	if hlen > math.MaxUint16 {
		return nil, fmt.Errorf("npy: header of %d bytes is too long for format 1.0", hlen)
	}
	var b bytes.Buffer
	b.WriteString(magic)
	b.Write([]byte{1, 0})
	b.Write(binary.LittleEndian.AppendUint16(nil, uint16(hlen)))
	b.WriteString(dict)
	b.WriteString(strings.Repeat(" ", pad))
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// Encode writes a as a .npy stream.
func Encode(w io.Writer, a *Array) error {
	if a.DType.Size() == 0 {
		return fmt.Errorf("npy: unsupported dtype %q", a.DType)
	}
	n, err := NumElements(a.Shape)
	if err != nil {
		return err
	}
	if int64(len(a.Data)) != n*int64(a.DType.Size()) {
		return fmt.Errorf("npy: %d data bytes for shape %v of %s", len(a.Data), a.Shape, a.DType)
	}
	h, err := header(a)
	if err != nil {
		return err
	}
	if _, err := w.Write(h); err != nil {
		return err
	}
	_, err = w.Write(a.Data)
	return err
}

// WriteFile writes a to path atomically (a temporary file in the same
// directory, renamed into place).
func WriteFile(path string, a *Array) error {
	err := atomicfile.Write(path, func(f *os.File) error {
		bw := bufio.NewWriter(f)
		if err := Encode(bw, a); err != nil {
			return err
		}
		return bw.Flush()
	})
	if err != nil {
		return fmt.Errorf("npy: write %s: %w", path, err)
	}
	return nil
}

// ReadFile reads the .npy file at path.
func ReadFile(path string) (*Array, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("npy: %w", err)
	}
	defer f.Close()
	a, err := Decode(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, path)
	}
	return a, nil
}

// ErrFormat is what every malformed-input error from Decode Is.
var ErrFormat = errors.New("npy: malformed file")

func formatErr(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrFormat}, args...)...)
}

// Decode reads a .npy stream. It never allocates more than the stream
// holds: data is read incrementally up to the size the header states.
func Decode(r io.Reader) (*Array, error) {
	pre := make([]byte, len(magic)+2)
	if _, err := io.ReadFull(r, pre); err != nil {
		return nil, formatErr("reading the preamble: %v", err)
	}
	if string(pre[:len(magic)]) != magic {
		return nil, formatErr("bad magic % x", pre[:len(magic)])
	}
	major := pre[len(magic)]
	var hlen int
	switch major {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, formatErr("reading the header length: %v", err)
		}
		hlen = int(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, formatErr("reading the header length: %v", err)
		}
		n := binary.LittleEndian.Uint32(b[:])
		if n > 1<<20 {
			return nil, formatErr("header length %d is implausible", n)
		}
		hlen = int(n)
	default:
		return nil, formatErr("unsupported format version %d.%d", major, pre[len(magic)+1])
	}
	hdr := make([]byte, hlen)
	if _, err := io.ReadFull(r, hdr); err != nil {
		return nil, formatErr("reading the %d-byte header: %v", hlen, err)
	}
	a, err := parseHeader(string(hdr))
	if err != nil {
		return nil, err
	}
	n, err := NumElements(a.Shape)
	if err != nil {
		return nil, formatErr("%v", err)
	}
	size := a.DType.Size()
	if n > math.MaxInt64/int64(size) {
		return nil, formatErr("shape %v overflows", a.Shape)
	}
	want := n * int64(size)
	data, err := io.ReadAll(io.LimitReader(r, want))
	if err != nil {
		return nil, formatErr("reading data: %v", err)
	}
	if int64(len(data)) != want {
		return nil, formatErr("data holds %d bytes, shape %v of %s needs %d", len(data), a.Shape, a.DType, want)
	}
	a.Data = data
	return a, nil
}

// parseHeader reads the header dictionary: {'descr': '<f4',
// 'fortran_order': False, 'shape': (2, 3), } with keys in any order.
func parseHeader(h string) (*Array, error) {
	s := strings.TrimSpace(h)
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return nil, formatErr("header %q is not a dictionary", h)
	}
	s = s[1 : len(s)-1]
	a := &Array{}
	var haveDescr, haveOrder, haveShape bool
	for {
		s = strings.TrimLeft(s, " \t\n,")
		if s == "" {
			break
		}
		key, rest, ok := quoted(s)
		if !ok {
			return nil, formatErr("header %q: expected a quoted key", h)
		}
		rest = strings.TrimLeft(rest, " ")
		if !strings.HasPrefix(rest, ":") {
			return nil, formatErr("header %q: expected ':' after %q", h, key)
		}
		rest = strings.TrimLeft(rest[1:], " ")
		switch key {
		case "descr":
			v, r, ok := quoted(rest)
			if !ok {
				return nil, formatErr("header %q: descr is not a string", h)
			}
			d := DType(v)
			if d.Size() == 0 {
				return nil, formatErr("unsupported dtype %q (want <f4, <f2, <i4 or <i8)", v)
			}
			a.DType, rest, haveDescr = d, r, true
		case "fortran_order":
			switch {
			case strings.HasPrefix(rest, "False"):
				rest, haveOrder = rest[len("False"):], true
			case strings.HasPrefix(rest, "True"):
				return nil, formatErr("Fortran-order arrays are not supported")
			default:
				return nil, formatErr("header %q: fortran_order is not a bool", h)
			}
		case "shape":
			if !strings.HasPrefix(rest, "(") {
				return nil, formatErr("header %q: shape is not a tuple", h)
			}
			end := strings.IndexByte(rest, ')')
			if end < 0 {
				return nil, formatErr("header %q: unterminated shape", h)
			}
			a.Shape = []int64{}
			for _, f := range strings.Split(rest[1:end], ",") {
				f = strings.TrimSpace(f)
				if f == "" {
					continue
				}
				d, err := strconv.ParseInt(strings.TrimSuffix(f, "L"), 10, 64)
				if err != nil || d < 0 {
					return nil, formatErr("header %q: bad dimension %q", h, f)
				}
				a.Shape = append(a.Shape, d)
			}
			rest, haveShape = rest[end+1:], true
		default:
			return nil, formatErr("header %q: unknown key %q", h, key)
		}
		s = rest
	}
	if !haveDescr || !haveOrder || !haveShape {
		return nil, formatErr("header %q lacks descr, fortran_order or shape", h)
	}
	return a, nil
}

// quoted splits a leading '…' or "…" string off s.
func quoted(s string) (v, rest string, ok bool) {
	if s == "" || (s[0] != '\'' && s[0] != '"') {
		return "", s, false
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return "", s, false
	}
	return s[1 : 1+end], s[end+2:], true
}
