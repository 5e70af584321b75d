package gguf

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/bits"
	"slices"

	"github.com/skainet/skaic/layout/quant"
)

// Format constants.
const (
	Magic            = "GGUF"
	Version          = 3 // the version the writer writes
	DefaultAlignment = 32
	MaxDims          = 4 // GGML_MAX_DIMS
	AlignmentKey     = "general.alignment"

	preambleSize   = 4 + 4 + 8 + 8 // magic, version, tensor count, kv count
	minKVSize      = 8 + 4 + 1     // key length, type, smallest value
	minTensorInfo  = 8 + 4 + 4 + 8 // name length, n_dims, type, offset
	maxArrayDepth  = 16            // nested arrays deeper than this are refused (no runaway recursion)
	readAheadBytes = 64 << 10
)

// source hands the parser the header bytes. ahead is a lower bound on how
// many bytes after off+n still belong to the header: a source may read that
// far ahead, never further, so that parsing never touches the data section.
// The returned slice is valid until the next call.
type source interface {
	get(off, n, ahead int64) ([]byte, error)
}

// memSource parses from bytes already in memory (the mapped file).
type memSource []byte

func (m memSource) get(off, n, _ int64) ([]byte, error) { return m[off : off+n : off+n], nil }

// readerSource parses with ordinary reads, buffering at most what the
// header is known to still contain.
type readerSource struct {
	r      io.ReaderAt
	buf    []byte
	bufOff int64
}

func (s *readerSource) get(off, n, ahead int64) ([]byte, error) {
	if off >= s.bufOff && off+n <= s.bufOff+int64(len(s.buf)) {
		i := off - s.bufOff
		return s.buf[i : i+n : i+n], nil
	}
	want := n + min(ahead, readAheadBytes)
	if int64(cap(s.buf)) < want {
		s.buf = make([]byte, want)
	}
	s.buf = s.buf[:want]
	got, err := s.r.ReadAt(s.buf, off)
	if int64(got) < n {
		s.buf = s.buf[:0]
		if err == nil || err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	s.buf, s.bufOff = s.buf[:got], off
	return s.buf[:n:n], nil
}

// parser reads the header: preamble, metadata, tensor infos. Every length
// and count is checked against the bytes left in the file before anything
// is allocated for it: reserve is a lower bound on the header bytes still to
// come from off, and it must always fit in size-off.
type parser struct {
	src     source
	file    string
	size    int64
	off     int64
	reserve int64

	field   string // what is being read, for errors: a header field or a key
	tensor  string
	section string // with index, names the entry when field is "" ("kv", "tensor")
	index   uint64
}

func (p *parser) errAt(off int64, kind error, format string, args ...any) *FormatError {
	field := p.field
	if field == "" && p.section != "" {
		field = fmt.Sprintf("header.%s[%d]", p.section, p.index)
	}
	return &FormatError{File: p.file, Offset: off, Field: field, Tensor: p.tensor, Kind: kind, Reason: fmt.Sprintf(format, args...)}
}

// grow adds count items of unit bytes each to the reservation, failing when
// they cannot fit in the rest of the file.
// what names the items (plural) for the error message; it is a constant
// so that the happy path formats nothing.
func (p *parser) grow(count, unit uint64, what string) error {
	free := uint64(p.size - p.off - p.reserve)
	if unit > 0 && count > free/unit {
		if count == 1 {
			return p.errAt(p.off, ErrTruncated, "%s: need %d bytes, only %d remain in the %d-byte file", what, unit, p.size-p.off, p.size)
		}
		return p.errAt(p.off, ErrTruncated, "%d %s of at least %d bytes each cannot fit in the %d bytes left of the %d-byte file",
			count, what, unit, p.size-p.off, p.size)
	}
	p.reserve += int64(count * unit)
	return nil
}

// take returns the next n bytes, which must be reserved.
func (p *parser) take(n int64) ([]byte, error) {
	if n > p.reserve {
		// A parser bug, not a file problem; say so rather than read blindly.
		return nil, fmt.Errorf("gguf: internal error: reading %d bytes with %d reserved at %d", n, p.reserve, p.off)
	}
	b, err := p.src.get(p.off, n, p.reserve-n)
	if err != nil {
		return nil, fmt.Errorf("gguf: %s: reading the header at byte %d: %w", p.file, p.off, err)
	}
	p.off += n
	p.reserve -= n
	return b, nil
}

func (p *parser) u32() (uint32, error) {
	b, err := p.take(4)
	if err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint32(b), nil
}

func (p *parser) u64() (uint64, error) {
	b, err := p.take(8)
	if err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint64(b), nil
}

// str reads a string whose 8-byte length is reserved.
func (p *parser) str(what string) (string, error) {
	n, err := p.u64()
	if err != nil {
		return "", err
	}
	if err := p.grow(1, n, what); err != nil {
		return "", err
	}
	b, err := p.take(int64(n))
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// parseHeader reads and validates everything before the data section.
func parseHeader(src source, file string, size int64) (*Header, error) {
	p := &parser{src: src, file: file, size: size}
	h := &Header{File: file, FileSize: size, Metadata: &Metadata{}}

	p.field = "header.magic"
	if err := p.grow(1, 4, "the magic"); err != nil {
		return nil, err
	}
	magic, err := p.take(4)
	if err != nil {
		return nil, err
	}
	if string(magic) != Magic {
		return nil, p.errAt(0, ErrBadMagic, "first bytes are %q (% x), want %q", magic, magic, Magic)
	}
	p.field = "header.version"
	if err := p.grow(1, 4, "the version"); err != nil {
		return nil, err
	}
	ver, err := p.u32()
	if err != nil {
		return nil, err
	}
	if sw := bits.ReverseBytes32(ver); ver&0xFFFF == 0 && sw >= 1 && sw <= 3 {
		return nil, p.errAt(4, ErrBigEndian, "version reads as %#08x, which is version %d byte-swapped: the file is big-endian; convert it with gguf-convert-endian (skaic reads little-endian GGUF only)", ver, sw)
	}
	if ver != 2 && ver != 3 {
		return nil, p.errAt(4, ErrVersion, "version %d, want 2 or 3", ver)
	}
	h.Version = ver

	p.field = "header.counts"
	if err := p.grow(1, 16, "the tensor and metadata counts"); err != nil {
		return nil, err
	}
	nTensors, err := p.u64()
	if err != nil {
		return nil, err
	}
	nKV, err := p.u64()
	if err != nil {
		return nil, err
	}
	p.field = "header.kv_count"
	if err := p.grow(nKV, minKVSize, "metadata entries"); err != nil {
		return nil, err
	}
	p.field = "header.tensor_count"
	if err := p.grow(nTensors, minTensorInfo, "tensor infos"); err != nil {
		return nil, err
	}

	alignOff := int64(-1)
	md := h.Metadata
	md.kvs = make([]KV, 0, nKV)
	md.index = make(map[string]int, nKV)
	for i := range nKV {
		p.field, p.section, p.index = "", "kv", i
		at := p.off
		key, err := p.str("key")
		if err != nil {
			return nil, err
		}
		p.field = key
		if _, dup := md.index[key]; dup {
			return nil, p.errAt(at, ErrDuplicate, "duplicate metadata key (first at entry %d)", md.index[key])
		}
		typOff := p.off
		t, err := p.u32()
		if err != nil {
			return nil, err
		}
		vt := ValueType(t)
		if !vt.Valid() {
			return nil, p.errAt(typOff, ErrValueType, "value type %d is not a GGUF type (0..12)", t)
		}
		// minKVSize reserved one byte for the value; reserve the rest of
		// this type's minimum.
		if err := p.grow(1, uint64(vt.minSize()-1), "the value"); err != nil {
			return nil, err
		}
		if key == AlignmentKey {
			alignOff = p.off
		}
		v, err := p.value(vt, 0)
		if err != nil {
			return nil, err
		}
		md.index[key] = len(md.kvs)
		md.kvs = append(md.kvs, KV{key, v})
	}

	h.Alignment = DefaultAlignment
	if v, ok := md.Get(AlignmentKey); ok {
		p.field = AlignmentKey
		a, isU32 := v.Any().(uint32)
		switch {
		case !isU32:
			return nil, p.errAt(alignOff, ErrAlignment, "type %s, want uint32", v.Type())
		case a == 0 || a&(a-1) != 0:
			return nil, p.errAt(alignOff, ErrAlignment, "%d is not a non-zero power of two", a)
		}
		h.Alignment = int64(a)
	}

	h.Tensors = make([]TensorInfo, 0, nTensors)
	names := make(map[string]int, nTensors)
	for i := range nTensors {
		p.field, p.tensor, p.section, p.index = "", "", "tensor", i
		ti, err := p.tensorInfo()
		if err != nil {
			return nil, err
		}
		if j, dup := names[ti.Name]; dup {
			return nil, p.errAt(ti.infoOffset, ErrDuplicate, "duplicate tensor name (first is tensor %d)", j)
		}
		names[ti.Name] = len(h.Tensors)
		h.Tensors = append(h.Tensors, ti)
	}
	p.field, p.tensor, p.section = "", "", ""
	h.HeaderSize = p.off
	h.DataOffset = alignUp(h.HeaderSize, h.Alignment)

	if err := h.checkPadding(p); err != nil {
		return nil, err
	}
	if err := h.placeTensors(p); err != nil {
		return nil, err
	}
	return h, nil
}

func alignUp(n, align int64) int64 {
	if r := n % align; r != 0 {
		n += align - r
	}
	return n
}

// checkPadding reads the bytes between the end of the tensor infos and the
// data section (those the file holds): writers fill them with zeros, so
// anything else is header content the counts do not account for — a
// tensor or metadata count one too low leaves the rest of an entry here.
func (h *Header) checkPadding(p *parser) error {
	end := min(h.DataOffset, h.FileSize)
	for off := h.HeaderSize; off < end; {
		n := min(end-off, readAheadBytes)
		b, err := p.src.get(off, n, end-off-n)
		if err != nil {
			return fmt.Errorf("gguf: %s: reading the padding at byte %d: %w", p.file, off, err)
		}
		for i, c := range b {
			if c != 0 {
				p.field = "header.padding"
				return p.errAt(off+int64(i), ErrPadding,
					"byte %#02x where the tensor infos (ending at byte %d) should be followed by zeros up to the data section at byte %d: the header holds more than its tensor and metadata counts say",
					c, h.HeaderSize, h.DataOffset)
			}
		}
		off += n
	}
	return nil
}

// value reads a value of type t whose minimum size is reserved.
func (p *parser) value(t ValueType, depth int) (Value, error) {
	at := p.off
	switch t {
	case TypeString:
		s, err := p.str("string")
		return String(s), err
	case TypeArray:
		return p.array(depth)
	}
	b, err := p.take(t.fixedSize())
	if err != nil {
		return Value{}, err
	}
	switch t {
	case TypeUint8:
		return Uint8(b[0]), nil
	case TypeInt8:
		return Int8(int8(b[0])), nil
	case TypeBool:
		if b[0] > 1 {
			return Value{}, p.errAt(at, ErrValue, "bool byte is %d, want 0 or 1", b[0])
		}
		return Bool(b[0] == 1), nil
	case TypeUint16:
		return Uint16(binary.LittleEndian.Uint16(b)), nil
	case TypeInt16:
		return Int16(int16(binary.LittleEndian.Uint16(b))), nil
	case TypeUint32:
		return Uint32(binary.LittleEndian.Uint32(b)), nil
	case TypeInt32:
		return Int32(int32(binary.LittleEndian.Uint32(b))), nil
	case TypeFloat32:
		return Float32(math.Float32frombits(binary.LittleEndian.Uint32(b))), nil
	case TypeUint64:
		return Uint64(binary.LittleEndian.Uint64(b)), nil
	case TypeInt64:
		return Int64(int64(binary.LittleEndian.Uint64(b))), nil
	case TypeFloat64:
		return Float64(math.Float64frombits(binary.LittleEndian.Uint64(b))), nil
	}
	return Value{}, p.errAt(at, ErrValueType, "value type %d", uint32(t))
}

// array reads an array whose 12-byte header is reserved.
func (p *parser) array(depth int) (Value, error) {
	at := p.off
	if depth >= maxArrayDepth {
		return Value{}, p.errAt(at, ErrValue, "arrays nested more than %d deep", maxArrayDepth)
	}
	et, err := p.u32()
	if err != nil {
		return Value{}, err
	}
	elem := ValueType(et)
	if !elem.Valid() {
		return Value{}, p.errAt(at, ErrValueType, "array element type %d is not a GGUF type (0..12)", et)
	}
	n, err := p.u64()
	if err != nil {
		return Value{}, err
	}
	if err := p.grow(n, uint64(elem.minSize()), "array elements"); err != nil {
		return Value{}, err
	}
	// n now fits in the file, so every allocation below is bounded by it.
	if sz := elem.fixedSize(); sz > 0 {
		raw, err := p.take(int64(n) * sz)
		if err != nil {
			return Value{}, err
		}
		a, err := decodeFixedArray(elem, raw, int(n))
		if err != nil {
			return Value{}, p.errAt(at+12, ErrValue, "array of bool: %v", err)
		}
		return ArrayValue(a), nil
	}
	switch elem {
	case TypeString:
		out := make([]string, n)
		for i := range out {
			s, err := p.str("string in the array")
			if err != nil {
				return Value{}, err
			}
			out[i] = s
		}
		return ArrayValue(Array{elem: TypeString, data: out}), nil
	default: // TypeArray
		out := make([]Array, n)
		for i := range out {
			v, err := p.array(depth + 1)
			if err != nil {
				return Value{}, err
			}
			out[i], _ = v.AsArray()
		}
		return ArrayValue(Array{elem: TypeArray, data: out}), nil
	}
}

func decodeFixedArray(elem ValueType, raw []byte, n int) (Array, error) {
	le := binary.LittleEndian
	var data any
	switch elem {
	case TypeUint8:
		data = slices.Clone(raw)
	case TypeInt8:
		d := make([]int8, n)
		for i := range d {
			d[i] = int8(raw[i])
		}
		data = d
	case TypeBool:
		d := make([]bool, n)
		for i := range d {
			if raw[i] > 1 {
				return Array{}, fmt.Errorf("element %d is %d, want 0 or 1", i, raw[i])
			}
			d[i] = raw[i] == 1
		}
		data = d
	case TypeUint16:
		d := make([]uint16, n)
		for i := range d {
			d[i] = le.Uint16(raw[2*i:])
		}
		data = d
	case TypeInt16:
		d := make([]int16, n)
		for i := range d {
			d[i] = int16(le.Uint16(raw[2*i:]))
		}
		data = d
	case TypeUint32:
		d := make([]uint32, n)
		for i := range d {
			d[i] = le.Uint32(raw[4*i:])
		}
		data = d
	case TypeInt32:
		d := make([]int32, n)
		for i := range d {
			d[i] = int32(le.Uint32(raw[4*i:]))
		}
		data = d
	case TypeFloat32:
		d := make([]float32, n)
		for i := range d {
			d[i] = math.Float32frombits(le.Uint32(raw[4*i:]))
		}
		data = d
	case TypeUint64:
		d := make([]uint64, n)
		for i := range d {
			d[i] = le.Uint64(raw[8*i:])
		}
		data = d
	case TypeInt64:
		d := make([]int64, n)
		for i := range d {
			d[i] = int64(le.Uint64(raw[8*i:]))
		}
		data = d
	case TypeFloat64:
		d := make([]float64, n)
		for i := range d {
			d[i] = math.Float64frombits(le.Uint64(raw[8*i:]))
		}
		data = d
	}
	return Array{elem: elem, data: data}, nil
}

// tensorInfo reads one tensor info (its minimum size is reserved) and
// checks what it can on its own: dims, type, byte size.
func (p *parser) tensorInfo() (TensorInfo, error) {
	ti := TensorInfo{infoOffset: p.off}
	name, err := p.str("tensor name")
	if err != nil {
		return ti, err
	}
	ti.Name, p.tensor = name, name
	ndOff := p.off
	nd, err := p.u32()
	if err != nil {
		return ti, err
	}
	if nd > MaxDims {
		return ti, p.errAt(ndOff, ErrDims, "%d dimensions, at most %d allowed", nd, MaxDims)
	}
	if err := p.grow(uint64(nd), 8, "dims"); err != nil {
		return ti, err
	}
	dimsOff := p.off
	raw, err := p.take(int64(nd) * 8)
	if err != nil {
		return ti, err
	}
	ti.Dims = make([]int64, nd)
	for i := range ti.Dims {
		d := binary.LittleEndian.Uint64(raw[8*i:])
		if d > math.MaxInt64 {
			return ti, p.errAt(dimsOff+8*int64(i), ErrDims, "dim %d is %d, beyond int64", i, d)
		}
		ti.Dims[i] = int64(d)
	}
	typOff := p.off
	code, err := p.u32()
	if err != nil {
		return ti, err
	}
	ti.offsetOff = p.off
	off, err := p.u64()
	if err != nil {
		return ti, err
	}
	ti.typeOff = typOff
	n := int64(1)
	for _, d := range ti.Dims {
		if d != 0 && n > math.MaxInt64/d {
			return ti, p.errAt(dimsOff, ErrDims, "dims %v: element count overflows int64", ti.Dims)
		}
		n *= d
	}
	if off > math.MaxInt64 {
		return ti, p.errAt(ti.offsetOff, ErrOutOfBounds, "offset %d is beyond int64", off)
	}
	t, g, err := quant.Lookup(code)
	if err != nil {
		// A type this version does not know: the tensor is listed, its
		// size is where the next tensor starts (placeTensors), and
		// CheckTypes refuses it wherever its values are needed.
		ti.Type, ti.Size, ti.Offset = quant.Type(code), -1, int64(off)
		return ti, nil
	}
	ti.Type = t
	ne0 := int64(1)
	if nd > 0 {
		ne0 = ti.Dims[0]
	}
	if ne0%int64(g.BlockElems) != 0 {
		return ti, p.errAt(dimsOff, ErrDims, "dims %v: ne0 = %d is not a multiple of the %s block size %d", ti.Dims, ne0, g.Name, g.BlockElems)
	}
	// n/BlockElems blocks of BlockBytes each; the product can still overflow.
	blocks := n / int64(g.BlockElems)
	if blocks > math.MaxInt64/int64(g.BlockBytes) {
		return ti, p.errAt(dimsOff, ErrDims, "dims %v of %s: byte size overflows int64", ti.Dims, g.Name)
	}
	ti.Size = blocks * int64(g.BlockBytes)
	ti.Offset = int64(off)
	return ti, nil
}

// sizeUnknownTypes gives each tensor of an unknown type code the bytes from
// its offset to the next tensor's (or to the end of the data section): the
// most its data and padding can be. The file is still checked to have no
// byte that belongs to no tensor.
func (h *Header) sizeUnknownTypes(dataLen int64) {
	for i := range h.Tensors {
		ti := &h.Tensors[i]
		if ti.Size >= 0 {
			continue
		}
		end := dataLen
		for _, o := range h.Tensors {
			if o.Offset > ti.Offset && o.Offset < end {
				end = o.Offset
			}
		}
		ti.Size = end - ti.Offset
	}
}

// placeTensors computes the data section and checks each tensor's place in
// it: aligned, inside the file, not overlapping another.
func (h *Header) placeTensors(p *parser) error {
	ds := h.DataOffset
	dataLen := max(h.FileSize-ds, 0)
	for i := range h.Tensors {
		ti := &h.Tensors[i]
		p.tensor = ti.Name
		if ti.Offset%h.Alignment != 0 {
			return p.errAt(ti.offsetOff, ErrMisaligned, "data offset %d is not a multiple of the alignment %d", ti.Offset, h.Alignment)
		}
		if ti.Offset > dataLen || ti.Size > dataLen-ti.Offset {
			if ti.Size < 0 && ti.Offset <= dataLen {
				ti.AbsOffset = ds + ti.Offset
				continue // sized below
			}
			return p.errAt(ti.offsetOff, ErrOutOfBounds, "%d bytes at data offset %d (file byte %d) run past the end of the %d-byte file (data section %d bytes from byte %d)",
				ti.Size, ti.Offset, ds+ti.Offset, h.FileSize, dataLen, ds)
		}
		ti.AbsOffset = ds + ti.Offset
	}
	h.sizeUnknownTypes(dataLen)
	// Overlaps: sort by offset, compare neighbours (empty tensors overlap nothing).
	order := make([]int, 0, len(h.Tensors))
	for i, ti := range h.Tensors {
		if ti.Size > 0 {
			order = append(order, i)
		}
	}
	slices.SortFunc(order, func(a, b int) int {
		if c := h.Tensors[a].Offset - h.Tensors[b].Offset; c != 0 {
			if c < 0 {
				return -1
			}
			return 1
		}
		return a - b
	})
	for k := 1; k < len(order); k++ {
		prev, cur := &h.Tensors[order[k-1]], &h.Tensors[order[k]]
		if cur.Offset < prev.Offset+prev.Size {
			p.tensor = cur.Name
			return p.errAt(cur.offsetOff, ErrOverlap, "bytes [%d, %d) of the data section overlap tensor %q at [%d, %d)",
				cur.Offset, cur.Offset+cur.Size, prev.Name, prev.Offset, prev.Offset+prev.Size)
		}
	}
	// Every byte of the data section belongs to a tensor or to the padding
	// after one, as gguf-py and llama.cpp write it (llama.cpp also refuses
	// any other offsets): the tensors, in offset order, start at 0 and each
	// at the aligned end of the one before. A gap or a tail left over means
	// the header does not describe what the file holds.
	next := int64(0)
	for _, k := range order {
		ti := &h.Tensors[k]
		if ti.Offset != next {
			p.tensor = ti.Name
			return p.errAt(ti.offsetOff, ErrUnaccounted, "data offset %d leaves bytes [%d, %d) of the data section to no tensor (the tensors before it end, padded, at %d)",
				ti.Offset, next, ti.Offset, next)
		}
		next = alignUp(ti.Offset+ti.Size, h.Alignment)
	}
	if end := ds + next; h.FileSize > end {
		p.tensor = ""
		return p.errAt(end, ErrUnaccounted, "%d bytes after the last tensor's data (bytes [%d, %d) of the %d-byte file) belong to no tensor: the header describes less than the file holds",
			h.FileSize-end, end, h.FileSize, h.FileSize)
	}
	return nil
}
