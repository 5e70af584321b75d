package gguf

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

func TestRoundTripBytes(t *testing.T) {
	b, md, ts := sampleFile(t)
	h, err := ParseBytes(b, "sample")
	if err != nil {
		t.Fatal(err)
	}
	checkHeader(t, h, md, ts)
	for i, st := range ts {
		ti := h.Tensors[i]
		if got := b[ti.AbsOffset : ti.AbsOffset+ti.Size]; !bytes.Equal(got, st.bytes) {
			t.Errorf("tensor %s: data differs", ti.Name)
		}
	}
	// The ReaderAt path gives the same header.
	h2, err := ParseHeader(bytes.NewReader(b), int64(len(b)), "sample")
	if err != nil {
		t.Fatal(err)
	}
	checkHeader(t, h2, md, ts)
}

func checkHeader(t *testing.T, h *Header, md *Metadata, ts []sampleTensor) {
	t.Helper()
	if h.Version != 3 || h.Alignment != DefaultAlignment || h.DataOffset%h.Alignment != 0 || h.DataOffset < h.HeaderSize {
		t.Errorf("header: version %d alignment %d header %d data %d", h.Version, h.Alignment, h.HeaderSize, h.DataOffset)
	}
	if !h.Metadata.Equal(md) {
		t.Errorf("metadata differs:\n got %v\nwant %v", h.Metadata.Keys(), md.Keys())
		for _, k := range md.Keys() {
			a, _ := md.Get(k)
			b, _ := h.Metadata.Get(k)
			if !a.Equal(b) {
				t.Errorf("  %s: got %v want %v", k, b, a)
			}
		}
	}
	if len(h.Tensors) != len(ts) {
		t.Fatalf("%d tensors, want %d", len(h.Tensors), len(ts))
	}
	for i, st := range ts {
		ti := h.Tensors[i]
		if ti.Name != st.Name || ti.Type != st.Type || !slices.Equal(ti.Dims, st.Dims) || ti.Size != int64(len(st.bytes)) {
			t.Errorf("tensor %d: got %s %s %v %d, want %s %s %v %d", i, ti.Name, ti.Type, ti.Dims, ti.Size, st.Name, st.Type, st.Dims, len(st.bytes))
		}
		if ti.AbsOffset != h.DataOffset+ti.Offset || ti.Offset%h.Alignment != 0 {
			t.Errorf("tensor %s: offset %d abs %d", ti.Name, ti.Offset, ti.AbsOffset)
		}
	}
}

func TestOpenViews(t *testing.T) {
	b, md, ts := sampleFile(t)
	path := filepath.Join(t.TempDir(), "s.gguf")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	checkHeader(t, f.Header, md, ts)
	if f.Storage().Kind() != layout.Mapped {
		t.Errorf("storage kind %s, want mapped", f.Storage().Kind())
	}
	base := &robytes.Unwrap(must(f.Storage().ReadOnly(0, 1)))[0]
	for i, st := range ts {
		v, err := f.Tensor(st.Name)
		if err != nil {
			t.Fatal(err)
		}
		if v != f.View(i) {
			t.Errorf("Tensor(%q) is not View(%d)", st.Name, i)
		}
		ti := f.Tensors[i]
		if !slices.Equal(v.Shape(), ti.Shape()) || v.Format != ti.Format() {
			t.Errorf("%s: view %v, want shape %v format %s", st.Name, v, ti.Shape(), ti.Format())
		}
		if v.Storage.Owner() != layout.Alias || v.Storage.Kind() != layout.Mapped || v.Storage.Len() != ti.Size {
			t.Errorf("%s: storage %v", st.Name, v.Storage)
		}
		raw := must(v.Storage.ReadOnly(0, v.Storage.Len()))
		if !raw.Equal(st.bytes) {
			t.Errorf("%s: bytes differ", st.Name)
		}
		// Zero copy: the view's bytes are the mapping's bytes.
		if ti.Size > 0 {
			p := &robytes.Unwrap(raw)[0]
			if uintptrOf(p)-uintptrOf(base) != uintptr(ti.AbsOffset) {
				t.Errorf("%s: view bytes are not the mapped file's bytes at %d", st.Name, ti.AbsOffset)
			}
		}
	}
	// Decoding through the view works for every type with a decoder (sanity,
	// not numerics); the others are refused naming the tensor and the type.
	for i, v := range f.Views() {
		dst := make([]float32, v.NumElements())
		err := v.DecodeF32(dst)
		typ := f.Tensors[i].Type
		if quant.Decodable(typ) {
			if err != nil {
				t.Errorf("%s: decode: %v", v.ID, err)
			}
			continue
		}
		var nd *quant.NoDecoderError
		if !errors.As(err, &nd) || !strings.Contains(err.Error(), strconv.Quote(f.Tensors[i].Name)) || !strings.Contains(err.Error(), typ.String()) {
			t.Errorf("%s: decode of %s: %v, want a *quant.NoDecoderError naming tensor and type", v.ID, typ, err)
		}
	}
	if _, err := f.Tensor("nope"); !errors.Is(err, ErrNoTensor) {
		t.Errorf("Tensor(nope): %v", err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	v := f.View(0)
	_, err = v.Storage.ReadOnly(0, 1)
	var ce *layout.StorageClosedError
	if !errors.As(err, &ce) || ce.Tensor != v.Storage.Tensor() {
		t.Errorf("after Close: %v, want StorageClosedError naming the tensor", err)
	}
	if _, err := v.At(0, 0); !errors.As(err, &ce) {
		t.Errorf("At after Close: %v", err)
	}
}

func TestOpenInModelScope(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.gguf")
	if err := os.WriteFile(path, smallFile(t), 0o644); err != nil {
		t.Fatal(err)
	}
	scope := layout.NewModelScope(layout.WithScopeName("model"))
	f, err := OpenIn(path, scope)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := f.Tensor("a")
	if _, err := v.At(0, 0); err != nil {
		t.Fatal(err)
	}
	if err := scope.Close(); err != nil {
		t.Fatal(err)
	}
	var ce *layout.StorageClosedError
	if _, err := v.At(0, 0); !errors.As(err, &ce) {
		t.Errorf("after scope close: %v", err)
	}
	if err := f.Close(); err != nil {
		t.Errorf("Close after scope close: %v", err)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestVersion2(t *testing.T) {
	b := smallFile(t)
	b[4] = 2
	h, err := ParseBytes(b, "v2")
	if err != nil || h.Version != 2 {
		t.Fatalf("v2: %v", err)
	}
}

// TestMalformed checks every validation with a hand-made file: the error
// kind, and that the message names what is wrong.
func TestMalformed(t *testing.T) {
	q8 := quant.Q8_0
	cases := []struct {
		name string
		file []byte
		kind error
		want string // substring of the message
	}{
		{"empty", nil, ErrTruncated, "header.magic"},
		{"bad magic", []byte("GGML\x03\x00\x00\x00"), ErrBadMagic, "GGML"},
		{"short magic", []byte("GG"), ErrTruncated, "magic"},
		{"version 1", newRaw(1, 0, 0).Bytes(), ErrVersion, "version 1"},
		{"version 4", newRaw(4, 0, 0).Bytes(), ErrVersion, "version 4"},
		{"big-endian", func() []byte { b := newRaw(3, 0, 0).Bytes(); copy(b[4:8], []byte{0, 0, 0, 3}); return b }(), ErrBigEndian, "big-endian"},
		{"big-endian v2", func() []byte { b := newRaw(2, 0, 0).Bytes(); copy(b[4:8], []byte{0, 0, 0, 2}); return b }(), ErrBigEndian, "version 2 byte-swapped"},
		{"no counts", []byte("GGUF\x03\x00\x00\x00\x01"), ErrTruncated, "counts"},
		{"huge kv count", newRaw(3, 0, math.MaxUint64).Bytes(), ErrTruncated, "metadata entries"},
		{"huge tensor count", newRaw(3, 1<<40, 0).Bytes(), ErrTruncated, "tensor infos"},
		{"huge key length", newRaw(3, 0, 1).u64(1 << 50).zeros(8).Bytes(), ErrTruncated, "key: need"},
		{"huge string", newRaw(3, 0, 1).str("k").u32(uint32(TypeString)).u64(math.MaxUint64).Bytes(), ErrTruncated, `key "k"`},
		{"huge array", newRaw(3, 0, 1).str("k").u32(uint32(TypeArray)).u32(uint32(TypeUint64)).u64(1 << 61).zeros(16).Bytes(), ErrTruncated, "array elements"},
		{"huge string array", newRaw(3, 0, 1).str("k").u32(uint32(TypeArray)).u32(uint32(TypeString)).u64(1 << 40).zeros(16).Bytes(), ErrTruncated, "array elements"},
		{"bad value type", newRaw(3, 0, 1).str("k").u32(13).zeros(8).Bytes(), ErrValueType, "value type 13"},
		{"bad element type", newRaw(3, 0, 1).str("k").u32(uint32(TypeArray)).u32(99).u64(0).Bytes(), ErrValueType, "element type 99"},
		{"bad bool", newRaw(3, 0, 1).str("k").u32(uint32(TypeBool)).u8(2).Bytes(), ErrValue, "bool"},
		{"bad bool in array", newRaw(3, 0, 1).str("k").u32(uint32(TypeArray)).u32(uint32(TypeBool)).u64(2).u8(1).u8(7).Bytes(), ErrValue, "element 1"},
		{"deep nesting", func() []byte {
			r := newRaw(3, 0, 1).str("k").u32(uint32(TypeArray))
			for range maxArrayDepth + 1 {
				r.u32(uint32(TypeArray)).u64(1)
			}
			return r.u32(uint32(TypeUint8)).u64(0).Bytes()
		}(), ErrValue, "nested"},
		{"duplicate key", newRaw(3, 0, 2).kv("k", Uint8(1)).kv("k", Uint8(2)).Bytes(), ErrDuplicate, `key "k"`},
		{"alignment zero", newRaw(3, 0, 1).kv(AlignmentKey, Uint32(0)).Bytes(), ErrAlignment, "power of two"},
		{"alignment 48", newRaw(3, 0, 1).kv(AlignmentKey, Uint32(48)).Bytes(), ErrAlignment, "48"},
		{"alignment type", newRaw(3, 0, 1).kv(AlignmentKey, Uint64(32)).Bytes(), ErrAlignment, "uint64"},
		{"five dims", newRaw(3, 1, 0).tensor("t", quant.F32, 0, 1, 1, 1, 1, 1).pad(32).zeros(4).Bytes(), ErrDims, "5 dimensions"},
		{"dim beyond int64", newRaw(3, 1, 0).tensor("t", quant.F32, 0, 1<<63).Bytes(), ErrDims, "beyond int64"},
		{"dims overflow", newRaw(3, 1, 0).tensor("t", quant.F32, 0, 1<<32, 1<<32).Bytes(), ErrDims, "overflows"},
		{"bytes overflow", newRaw(3, 1, 0).tensor("t", quant.F64, 0, 1<<61).Bytes(), ErrDims, "overflows"},
		{"not a block multiple", newRaw(3, 1, 0).tensor("t", q8, 0, 33, 2).pad(32).zeros(34 * 4).Bytes(), ErrDims, "block size 32"},
		// A tensor of an unknown type code is parsed (TestUnknownTypeListed)
		// but still placed: outside the file is outside the file.
		{"unknown type outside the file", newRaw(3, 1, 0).tensor("t", quant.Type(33), 64, 256).pad(32).zeros(32).Bytes(), ErrOutOfBounds, `tensor "t"`},
		{"unknown type misaligned", newRaw(3, 1, 0).tensor("t", quant.Type(33), 4, 256).pad(32).zeros(64).Bytes(), ErrMisaligned, `tensor "t"`},
		{"misaligned", newRaw(3, 1, 0).tensor("t", quant.F32, 4, 1).pad(32).zeros(64).Bytes(), ErrMisaligned, `tensor "t"`},
		{"outside the file", newRaw(3, 1, 0).tensor("t", quant.F32, 0, 16).pad(32).zeros(60).Bytes(), ErrOutOfBounds, "past the end"},
		{"offset beyond int64", newRaw(3, 1, 0).tensor("t", quant.F32, 1<<63, 1).Bytes(), ErrOutOfBounds, "beyond int64"},
		{"far offset", newRaw(3, 1, 0).tensor("t", quant.F32, 1<<40, 1).pad(32).zeros(32).Bytes(), ErrOutOfBounds, "past the end"},
		{"overlap", newRaw(3, 2, 0).tensor("a", quant.F32, 0, 16).tensor("b", quant.F32, 32, 16).pad(32).zeros(128).Bytes(), ErrOverlap, `overlap tensor "a"`},
		{"duplicate tensor", newRaw(3, 2, 0).tensor("a", quant.F32, 0, 8).tensor("a", quant.F32, 32, 8).pad(32).zeros(64).Bytes(), ErrDuplicate, `tensor "a"`},
		{"truncated tensor info", newRaw(3, 1, 0).str("abc").u32(4).u64(4).u32(0).u64(0).Bytes(), ErrTruncated, "4 dims"},
		{"truncated tensor infos", newRaw(3, 1, 0).str("abc").u32(2).u64(4).Bytes(), ErrTruncated, "tensor infos: need 24 bytes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, via := range []string{"bytes", "reader"} {
				var err error
				if via == "bytes" {
					_, err = ParseBytes(c.file, "bad.gguf")
				} else {
					_, err = ParseHeader(bytes.NewReader(c.file), int64(len(c.file)), "bad.gguf")
				}
				var fe *FormatError
				if !errors.As(err, &fe) {
					t.Fatalf("%s: got %v, want a *FormatError", via, err)
				}
				if !errors.Is(err, c.kind) {
					t.Errorf("%s: got kind %v, want %v (%v)", via, fe.Kind, c.kind, err)
				}
				msg := err.Error()
				if !strings.Contains(msg, c.want) || !strings.Contains(msg, "bad.gguf") || strings.Contains(msg, "\n") {
					t.Errorf("%s: message %q should name the file and contain %q", via, msg, c.want)
				}
			}
		})
	}
}

// TestNoAllocationByHeaderField: a file claiming huge counts is refused
// without allocating anything near the claimed sizes.
func TestNoAllocationByHeaderField(t *testing.T) {
	files := [][]byte{
		newRaw(3, 1<<40, 1<<40).zeros(64).Bytes(),
		newRaw(3, 0, 1).str("k").u32(uint32(TypeArray)).u32(uint32(TypeString)).u64(1 << 20).zeros(1024).Bytes(),
		newRaw(3, 0, 1).str("k").u32(uint32(TypeArray)).u32(uint32(TypeArray)).u64(1 << 20).zeros(1024).Bytes(),
		newRaw(3, 0, 1).str("k").u32(uint32(TypeString)).u64(1 << 30).zeros(1024).Bytes(),
	}
	for i, b := range files {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ParseHeader(bytes.NewReader(b), int64(len(b)), "x")
		runtime.ReadMemStats(&after)
		if !errors.Is(err, ErrTruncated) {
			t.Errorf("file %d: %v", i, err)
		}
		if d := after.TotalAlloc - before.TotalAlloc; d > 256<<10 {
			t.Errorf("file %d: allocated %d bytes", i, d)
		}
	}
}

// lastDataEnd is where the last tensor's bytes end: a file cut anywhere
// before it is invalid, while the zero padding after it is optional.
func lastDataEnd(h *Header) int64 {
	end := h.HeaderSize
	for _, ti := range h.Tensors {
		end = max(end, ti.AbsOffset+ti.Size)
	}
	return end
}

// TestTruncateEveryOffset cuts a valid file at every byte: each cut before
// the end of the last tensor's data is an error, through both sources and
// through Open.
func TestTruncateEveryOffset(t *testing.T) {
	b, _, _ := sampleFile(t)
	h := must(ParseBytes(b, "full"))
	end := lastDataEnd(h)
	dir := t.TempDir()
	for n := int64(0); n <= int64(len(b)); n++ {
		cut := b[:n]
		_, err1 := ParseBytes(cut, "cut")
		_, err2 := ParseHeader(bytes.NewReader(cut), n, "cut")
		if n < end {
			if err1 == nil || err2 == nil {
				t.Fatalf("cut at %d of %d: no error (%v, %v)", n, len(b), err1, err2)
			}
			var fe *FormatError
			if !errors.As(err1, &fe) || !errors.As(err2, &fe) {
				t.Fatalf("cut at %d: not a FormatError: %v / %v", n, err1, err2)
			}
		} else if err1 != nil || err2 != nil {
			t.Fatalf("cut at %d (only padding lost): %v / %v", n, err1, err2)
		}
		// Open maps a file: check every header offset and a sample of the data.
		if n < h.DataOffset+64 || n%97 == 0 || n == end-1 {
			p := filepath.Join(dir, "cut.gguf")
			if err := os.WriteFile(p, cut, 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := Open(p)
			if (err == nil) != (n >= end) {
				t.Fatalf("Open of cut at %d: %v", n, err)
			}
			if f != nil {
				f.Close()
			}
		}
	}
}

// TestFlipHeaderBytes flips every header byte. A flip in a structural
// field (a count, a length, a type, a dim, an offset) must be an error;
// any flip that still parses may only have changed a name or a value.
func TestFlipHeaderBytes(t *testing.T) {
	b, _, _ := sampleFile(t)
	orig := must(ParseBytes(b, "orig"))
	for i := int64(0); i < orig.HeaderSize; i++ {
		for _, mask := range []byte{0xFF, 0x01, 0x80, 0x10} {
			c := slices.Clone(b)
			c[i] ^= mask
			h, err := ParseBytes(c, "flip")
			h2, err2 := ParseHeader(bytes.NewReader(c), int64(len(c)), "flip")
			if (err == nil) != (err2 == nil) {
				t.Fatalf("flip %#x at %d: sources disagree: %v / %v", mask, i, err, err2)
			}
			if err != nil {
				var fe *FormatError
				if !errors.As(err, &fe) || strings.Contains(err.Error(), "\n") {
					t.Fatalf("flip %#x at %d: %v", mask, i, err)
				}
				continue
			}
			if !h.Metadata.Equal(h2.Metadata) {
				t.Fatalf("flip %#x at %d: sources disagree on metadata", mask, i)
			}
			// A type code flipped into one skaic does not know parses (the
			// tensor is listed) and is refused by CheckTypes, as Open does.
			if err := h.CheckTypes(); err != nil {
				if !errors.Is(err, ErrTensorType) || h2.CheckTypes() == nil {
					t.Fatalf("flip %#x at %d: CheckTypes %v / %v", mask, i, err, h2.CheckTypes())
				}
				continue
			}
			if mask != 0xFF {
				continue // small flips can turn one valid structure into another
			}
			if msg := sameStructure(orig, h); msg != "" {
				t.Errorf("flip 0xff at byte %d parsed into a different structure: %s", i, msg)
			}
		}
	}
}

// sameStructure reports how two headers differ beyond names and values.
func sameStructure(a, b *Header) string {
	if a.Version != b.Version || a.Metadata.Len() != b.Metadata.Len() || len(a.Tensors) != len(b.Tensors) ||
		a.HeaderSize != b.HeaderSize || a.DataOffset != b.DataOffset {
		return fmt.Sprintf("counts or sizes changed: %d/%d kvs, %d/%d tensors, header %d/%d", a.Metadata.Len(), b.Metadata.Len(),
			len(a.Tensors), len(b.Tensors), a.HeaderSize, b.HeaderSize)
	}
	for i, kv := range a.Metadata.KVs() {
		o := b.Metadata.KVs()[i]
		if kv.Value.Type() != o.Value.Type() {
			return fmt.Sprintf("key %q type %s → %s", kv.Key, kv.Value.Type(), o.Value.Type())
		}
		if x, ok := kv.Value.AsArray(); ok {
			y, _ := o.Value.AsArray()
			if x.Elem() != y.Elem() || x.Len() != y.Len() {
				return fmt.Sprintf("key %q array shape changed", kv.Key)
			}
		}
	}
	for i, ta := range a.Tensors {
		tb := b.Tensors[i]
		if ta.NumElements() == 0 && tb.NumElements() == 0 && len(ta.Dims) == len(tb.Dims) {
			continue // an empty tensor's other dims are unconstrained
		}
		if ta.Type != tb.Type || !slices.Equal(ta.Dims, tb.Dims) || ta.Offset != tb.Offset {
			return fmt.Sprintf("tensor %d changed: %s %v %d → %s %v %d", i, ta.Type, ta.Dims, ta.Offset, tb.Type, tb.Dims, tb.Offset)
		}
	}
	return ""
}

// headerOnlyReader fails every read that reaches past limit, and records
// the furthest byte asked for.
type headerOnlyReader struct {
	r        io.ReaderAt
	limit    int64
	furthest int64
}

func (h *headerOnlyReader) ReadAt(p []byte, off int64) (int, error) {
	h.furthest = max(h.furthest, off+int64(len(p)))
	if off+int64(len(p)) > h.limit {
		return 0, errors.New("read past the header")
	}
	return h.r.ReadAt(p, off)
}

// TestReadHeaderNeverReadsData: the header parse only asks for header
// bytes (the infos and the padding after them), so a data section that cannot be read, or is a sparse hole, does
// not matter.
func TestReadHeaderNeverReadsData(t *testing.T) {
	b, md, ts := sampleFile(t)
	full := must(ParseBytes(b, "x"))
	r := &headerOnlyReader{r: bytes.NewReader(b), limit: full.DataOffset}
	h, err := ParseHeader(r, int64(len(b)), "x")
	if err != nil {
		t.Fatalf("ParseHeader with an unreadable data section: %v", err)
	}
	checkHeader(t, h, md, ts)
	if r.furthest > full.DataOffset {
		t.Errorf("read up to byte %d, the data section starts at %d", r.furthest, full.DataOffset)
	}

	// A 4 GiB file whose data section is a sparse hole.
	dir := t.TempDir()
	path := filepath.Join(dir, "sparse.gguf")
	md2 := NewMetadata(KV{"general.architecture", String("llama")})
	huge := Tensor{Name: "big", Type: quant.Q4_K, Dims: []int64{1 << 16, 1 << 14}, Data: zeroReader{}}
	size := must(huge.Size())
	hdr := encodeHeaderOnly(t, md2, []Tensor{huge})
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fh.Write(hdr); err != nil {
		t.Fatal(err)
	}
	if err := fh.Truncate(int64(len(hdr)) + size); err != nil {
		t.Fatal(err)
	}
	fh.Close()
	hh, err := ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	if hh.Tensors[0].Size != size || hh.FileSize != int64(len(hdr))+size {
		t.Errorf("sparse file: %+v", hh.Tensors[0])
	}
}

// encodeHeaderOnly returns the header and padding the writer produces:
// all it writes before the first tensor's data source fails.
func encodeHeaderOnly(t *testing.T, md *Metadata, ts []Tensor) []byte {
	ts = slices.Clone(ts)
	ts[0].Data = failingReader{}
	var w bytes.Buffer
	if _, err := WriteTo(&w, md, ts); !errors.Is(err, errEnough) {
		t.Fatal(err)
	}
	return w.Bytes()
}

var errEnough = errors.New("enough")

type failingReader struct{}

func (failingReader) ReadAt([]byte, int64) (int, error) { return 0, errEnough }

type zeroReader struct{}

func (zeroReader) ReadAt(p []byte, off int64) (int, error) { clear(p); return len(p), nil }

// TestOpenAllocationIndependentOfDataSize: Open allocates the same on the
// Go heap for 1 MiB and 64 MiB of tensor data.
func TestOpenAllocationIndependentOfDataSize(t *testing.T) {
	dir := t.TempDir()
	allocs := func(perTensor int64) (uint64, float64) {
		md := sampleMetadata()
		var ts []Tensor
		for i := range 4 {
			ts = append(ts, Tensor{Name: fmt.Sprintf("blk.%d.w", i), Type: quant.Q8_0, Dims: []int64{1024, perTensor / 1088}, Data: zeroReader{}})
		}
		path := filepath.Join(dir, fmt.Sprintf("m%d.gguf", perTensor))
		if err := Write(path, md, ts); err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		f, err := Open(path)
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		n := testing.AllocsPerRun(5, func() {
			f, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			f.Close()
		})
		return after.TotalAlloc - before.TotalAlloc, n
	}
	small, smallN := allocs(256 << 10) // 1 MiB of tensor data in all
	big, bigN := allocs(16 << 20)      // 64 MiB
	t.Logf("Open: %d bytes / %.0f allocs for 1 MiB of data, %d bytes / %.0f allocs for 64 MiB", small, smallN, big, bigN)
	if smallN != bigN {
		t.Errorf("allocation count depends on data size: %.0f vs %.0f", smallN, bigN)
	}
	if big > small+16<<10 || big > 1<<20 {
		t.Errorf("Open allocated %d bytes for 64 MiB of data vs %d for 1 MiB", big, small)
	}
}

func BenchmarkOpen(b *testing.B) {
	for _, mb := range []int64{1, 64} {
		b.Run(fmt.Sprintf("%dMiB", mb), func(b *testing.B) {
			path := filepath.Join(b.TempDir(), "m.gguf")
			ts := []Tensor{{Name: "w", Type: quant.Q8_0, Dims: []int64{1024, mb << 20 / 1088}, Data: zeroReader{}}}
			if err := Write(path, sampleMetadata(), ts); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				f, err := Open(path)
				if err != nil {
					b.Fatal(err)
				}
				f.Close()
			}
		})
	}
}

func TestMetadataGetters(t *testing.T) {
	md := sampleMetadata()
	md.Set("llama.block_count", Uint32(32))
	md.Set("neg", Int32(-3))
	for _, k := range []string{"t.u8", "t.u16", "t.u32", "t.u64", "llama.block_count"} {
		if _, err := md.GetUint(k); err != nil {
			t.Errorf("GetUint(%s): %v", k, err)
		}
	}
	if v, _ := md.GetUint("llama.block_count"); v != 32 {
		t.Errorf("block_count %d", v)
	}
	if _, err := md.GetUint("neg"); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Errorf("GetUint(neg): %v", err)
	}
	if v, err := md.GetInt("neg"); err != nil || v != -3 {
		t.Errorf("GetInt(neg) = %d, %v", v, err)
	}
	if _, err := md.GetInt("t.u64"); err == nil {
		t.Errorf("GetInt of MaxUint64 should fail")
	}
	if v, err := md.GetFloat("t.f32"); err != nil || v != 3.25 {
		t.Errorf("GetFloat = %v, %v", v, err)
	}
	if _, err := md.GetFloat("t.u8"); err == nil {
		t.Errorf("GetFloat(u8) should fail")
	}
	if s, err := md.GetString("general.architecture"); err != nil || s != "llama" {
		t.Errorf("GetString = %q, %v", s, err)
	}
	if b, err := md.GetBool("t.bool.true"); err != nil || !b {
		t.Errorf("GetBool = %v, %v", b, err)
	}
	if s, err := md.GetStrings("t.arr.string"); err != nil || len(s) != 4 || s[3] != "▁the" {
		t.Errorf("GetStrings = %q, %v", s, err)
	}
	if u, err := md.GetUints("t.arr.u16"); err != nil || !slices.Equal(u, []uint64{0, 65535}) {
		t.Errorf("GetUints = %v, %v", u, err)
	}
	if _, err := md.GetUints("t.arr.i8"); err == nil {
		t.Errorf("GetUints of negative ints should fail")
	}
	if v, err := md.GetInts("t.arr.i8"); err != nil || !slices.Equal(v, []int64{-128, 0, 127}) {
		t.Errorf("GetInts = %v, %v", v, err)
	}
	if v, err := md.GetFloats("t.arr.f32"); err != nil || v[0] != 0.5 {
		t.Errorf("GetFloats = %v, %v", v, err)
	}
	if a, err := md.GetArray("t.arr.nested"); err != nil || a.Elem() != TypeArray || a.Len() != 3 || a.Index(0).String() != "[1, 2]" {
		t.Errorf("GetArray(nested) = %v, %v", a, err)
	}
	_, err := md.GetString("missing")
	var ke *KeyError
	if !errors.Is(err, ErrKeyNotFound) || !errors.As(err, &ke) || ke.Key != "missing" {
		t.Errorf("missing: %v", err)
	}
	_, err = md.GetString("t.u8")
	if errors.Is(err, ErrKeyNotFound) || !errors.As(err, &ke) || ke.Got != TypeUint8 {
		t.Errorf("wrong type: %v", err)
	}
	if _, err := md.GetStrings("t.arr.u8"); err == nil || !strings.Contains(err.Error(), "uint8") {
		t.Errorf("GetStrings(u8 array): %v", err)
	}
	keys := md.Keys()
	if keys[0] != "general.architecture" || keys[len(keys)-1] != "neg" {
		t.Errorf("key order: %v", keys)
	}
	md.Delete("t.u8")
	if md.Has("t.u8") || md.Keys()[2] != "t.i8" {
		t.Errorf("Delete broke the order: %v", md.Keys())
	}
	if s := ArrayOf(make([]uint32, 100)).String(); !strings.Contains(s, "(92 more)") {
		t.Errorf("abbreviation: %s", s)
	}
}

func uintptrOf(p *byte) uintptr { return uintptr(unsafe.Pointer(p)) }
