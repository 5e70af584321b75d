package irpa

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// smallArchive is a valid archive with one DATA and one SPLAT entry, and
// the offsets of their records.
func smallArchive(t testing.TB) (b []byte, data, splat int64) {
	t.Helper()
	b = encode(t, []Entry{
		BytesEntry("blk.0.attn_q.weight", Metadata{DType: "f32", Shape: []int64{3}}.MustMarshal(), pseudoBytes(12, 7)),
		SplatEntry("bias", nil, []byte{1, 2}, 4),
	})
	return b, 96, 96 + 80
}

func mutate(b []byte, f func(b []byte)) []byte {
	c := bytes.Clone(b)
	f(c)
	return c
}

func TestParseRejects(t *testing.T) {
	b, data, splat := smallArchive(t)
	put64 := func(off int64, v uint64) []byte { return mutate(b, func(c []byte) { le.PutUint64(c[off:], v) }) }
	put32 := func(off int64, v uint32) []byte { return mutate(b, func(c []byte) { le.PutUint32(c[off:], v) }) }
	h := parseBytes(t, b).Header
	cases := []struct {
		name  string
		in    []byte
		kind  error
		entry string // the entry the error must name ("" for the header)
	}{
		{"bad magic", put32(offMagic, 0x46554747), ErrBadMagic, ""},
		{"major 1", mutate(b, func(c []byte) { le.PutUint16(c[offVersionMajor:], 1) }), ErrVersion, ""},
		{"minor 1", mutate(b, func(c []byte) { le.PutUint16(c[offVersionMinor:], 1) }), ErrVersion, ""},
		{"header_size 96", put64(offHeaderSize, 96), ErrHeaderSize, ""},
		{"linked", put64(offNextHeader, 4096), ErrLinked, ""},
		{"entry segment past the end", put64(offEntrySeg+8, uint64(len(b))), ErrSegment, ""},
		{"metadata segment offset overflow", put64(offMetadataSeg, 1<<63+(1<<62)), ErrSegment, ""},
		{"storage segment past the end", put64(offStorageSeg+8, uint64(len(b))), ErrSegment, ""},
		{"huge entry count", put64(offEntryCount, 1<<40), ErrEntryTable, ""},
		{"entry count one too many", put64(offEntryCount, 3), ErrEntryTable, ""},
		{"misaligned entry table", put64(offEntrySeg, 97), ErrMisaligned, ""},
		{"entry_size too small", put64(data+offEntrySize, 59), ErrEntryTable, "#0"},
		{"entry_size past the table", put64(splat+offEntrySize, 1000), ErrEntryTable, "#1"},
		{"data entry too short", put64(data+offEntrySize, 64), ErrEntryTable, "blk.0.attn_q.weight"},
		{"name outside metadata", put64(data+offEntryName, h.MetadataSegment.Length), ErrMetadataRef, "#0"},
		{"name length overflow", put64(data+offEntryName+8, ^uint64(0)), ErrMetadataRef, "#0"},
		{"empty name", put64(data+offEntryName+8, 0), ErrName, "#0"},
		{"metadata outside", put64(data+offEntryMeta+8, h.MetadataSegment.Length), ErrMetadataRef, "blk.0.attn_q.weight"},
		{"data outside storage", put64(data+offDataStorage+8, h.StorageSegment.Length+1), ErrStorageRef, "blk.0.attn_q.weight"},
		{"data offset overflow", put64(data+offDataStorage, ^uint64(0)), ErrStorageRef, "blk.0.attn_q.weight"},
		{"min alignment 48", put64(data+offEntryMinAlgn, 48), ErrMisaligned, "blk.0.attn_q.weight"},
		{"external entry", put32(data+offEntryType, uint32(TypeExternal)), ErrEntryType, "blk.0.attn_q.weight"},
		{"unknown type", put32(splat+offEntryType, 7), ErrEntryType, "bias"},
		{"pattern length 3", mutate(b, func(c []byte) { c[splat+offSplatPatternLen] = 3 }), ErrSplat, "bias"},
		{"pattern length 32", mutate(b, func(c []byte) { c[splat+offSplatPatternLen] = 32 }), ErrSplat, "bias"},
		{"splat length odd", put64(splat+offSplatLength, 7), ErrSplat, "bias"},
		{"duplicate name", mutate(b, func(c []byte) {
			copy(c[splat+offEntryName:], c[data+offEntryName:data+offEntryName+16])
		}), ErrDuplicate, "blk.0.attn_q.weight"},
		{"empty file", nil, ErrTruncated, ""},
		{"header cut", b[:87], ErrTruncated, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseNamed(bytes.NewReader(c.in), int64(len(c.in)), "bad.irpa")
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("err = %v, want a *FormatError", err)
			}
			if !errors.Is(err, c.kind) {
				t.Errorf("err = %v, want kind %v", err, c.kind)
			}
			if fe.File != "bad.irpa" || !strings.Contains(err.Error(), "bad.irpa") {
				t.Errorf("err = %v does not name the file", err)
			}
			if fe.Entry != c.entry {
				t.Errorf("err = %v names entry %q, want %q", err, fe.Entry, c.entry)
			}
		})
	}
}

// A SKIP entry is ignored as if absent (IREE's erase), and its name may
// repeat another's.
func TestParseSkip(t *testing.T) {
	b, _, splat := smallArchive(t)
	b = mutate(b, func(c []byte) { le.PutUint32(c[splat+offEntryType:], uint32(TypeSkip)) })
	a := parseBytes(t, b)
	if len(a.Entries) != 2 || a.Entries[1].Type != TypeSkip {
		t.Fatalf("entries %+v", a.Entries)
	}
	if _, ok := a.Entry("bias"); ok {
		t.Error("a skipped entry is found by name")
	}
	if _, err := a.ReadData(&a.Entries[1]); !errors.Is(err, ErrNoData) {
		t.Errorf("ReadData(skip) = %v", err)
	}
}

func TestReadSplat(t *testing.T) {
	b, _, _ := smallArchive(t)
	a := parseBytes(t, b)
	e, _ := a.Entry("bias")
	sr, err := a.ReadData(e)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(sr)
	if !bytes.Equal(got, []byte{1, 2, 1, 2, 1, 2, 1, 2}) {
		t.Errorf("splat reads %v", got)
	}
	huge := parseBytes(t, encode(t, []Entry{SplatEntry("huge", nil, []byte{1, 2, 3, 4}, 1<<60)}))
	if _, err := huge.ReadBytes(&huge.Entries[0]); err == nil {
		t.Error("ReadBytes read a 4 EiB splat into memory")
	}
	part := make([]byte, 3)
	if _, err := sr.ReadAt(part, 3); err != nil || !bytes.Equal(part, []byte{2, 1, 2}) {
		t.Errorf("ReadAt(3) = %v, %v", part, err)
	}
}

// Cutting a valid archive anywhere before the end of its last segment
// gives an error (no panic); cutting only file padding is fine.
func TestTruncatedEverywhere(t *testing.T) {
	b := encode(t, entriesOf(sampleEntries()))
	a := parseBytes(t, b)
	h := a.Header
	need := max(h.EntrySegment.Offset+h.EntrySegment.Length, h.MetadataSegment.Offset+h.MetadataSegment.Length, h.StorageSegment.Offset+h.StorageSegment.Length)
	for n := 0; n < len(b); n++ {
		_, err := Parse(bytes.NewReader(b[:n]), int64(n))
		if uint64(n) < need {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("cut at %d: err = %v, want a *FormatError", n, err)
			}
		} else if err != nil {
			t.Fatalf("cut at %d (after the last segment, %d): %v", n, need, err)
		}
	}
	// A reader that is shorter than the size it was given says so too.
	_, err := Parse(bytes.NewReader(b[:200]), int64(len(b)))
	if !errors.Is(err, ErrTruncated) {
		t.Errorf("short reader: %v", err)
	}
}

// Flipping any bit of the header and entry table gives a valid archive or
// a *FormatError, never a panic or another error.
func TestBitFlips(t *testing.T) {
	b := encode(t, entriesOf(sampleEntries()))
	h := parseBytes(t, b).Header
	end := int(h.MetadataSegment.Offset + h.MetadataSegment.Length)
	for i := range end {
		for bit := range 8 {
			c := mutate(b, func(c []byte) { c[i] ^= 1 << bit })
			a, err := Parse(bytes.NewReader(c), int64(len(c)))
			if err != nil {
				var fe *FormatError
				if !errors.As(err, &fe) {
					t.Fatalf("byte %d bit %d: %v is not a *FormatError", i, bit, err)
				}
				continue
			}
			checkReadable(t, a)
		}
	}
	// Setting whole header fields to extreme values.
	for off := 0; off+8 <= HeaderSize; off += 4 {
		for _, v := range []uint64{0, 1, 1 << 31, 1 << 63, ^uint64(0), uint64(len(b))} {
			c := mutate(b, func(c []byte) { le.PutUint64(c[off:], v) })
			if a, err := Parse(bytes.NewReader(c), int64(len(c))); err == nil {
				checkReadable(t, a)
			}
		}
	}
}

// checkReadable reads every entry of a parsed archive fully: whatever the
// parser accepted must be readable within the file.
func checkReadable(t testing.TB, a *Archive) {
	t.Helper()
	for i := range a.Entries {
		e := &a.Entries[i]
		if e.Type == TypeData && (e.Offset < 0 || e.Length < 0 || e.Offset > a.Size-e.Length) {
			t.Fatalf("entry %q: accepted data [%d, +%d) outside the %d-byte file", e.Name, e.Offset, e.Length, a.Size)
		}
		if e.Type == TypeData && e.Length <= 1<<20 {
			if _, err := a.ReadBytes(e); err != nil {
				t.Fatalf("entry %q: %v", e.Name, err)
			}
		}
	}
}

func TestFormatErrorText(t *testing.T) {
	e := &FormatError{File: "m.irpa", Entry: "blk.0.w", Field: "entry.storage", Offset: 176, Kind: ErrStorageRef, Reason: "data [0, +9) is outside the 8-byte storage segment"}
	want := `irpa: m.irpa: entry "blk.0.w": entry.storage: data [0, +9) is outside the 8-byte storage segment (at byte 176)`
	if e.Error() != want {
		t.Errorf("got  %s\nwant %s", e.Error(), want)
	}
	e = &FormatError{Entry: "#3", Offset: -1, Reason: "x"}
	if got := e.Error(); got != "irpa: entry #3: x" {
		t.Errorf("got %s", got)
	}
}
