// Package irpa writes and reads IREE parameter archives (.irpa, version
// 0.0), byte-compatible with IREE's runtime/src/iree/schemas/parameter_archive.h
// and with the layout its archive builder (irpa_builder.c) produces.
//
// An archive is one 88-byte header, then an entry table (each entry
// 16-aligned), a metadata segment holding every entry's name and metadata
// blob back to back, and a storage segment holding the DATA entries' bytes,
// each at a 64-aligned offset; the file is padded to a multiple of 4096.
// Every offset in the header and the entries is relative to the header
// (segments) or to a segment (names, metadata, data), never absolute.
//
// The writer streams tensor bytes from any io.ReaderAt in bounded chunks
// (copy_file_range when the source is a file), so a mapped GGUF goes to an
// archive without staging a tensor on the Go heap. The reader validates
// every range before it trusts it and answers malformed input with a
// *FormatError, never a panic.
package irpa

import (
	"encoding/binary"
	"fmt"
)

// Numbers from parameter_archive.h (IREE), checked against archives made
// by iree-create-parameters 3.13 in the tests.
const (
	// Magic is "IRPA" read as a little-endian uint32.
	Magic uint32 = 0x41505249

	VersionMajor = 0
	VersionMinor = 0

	// HeaderSize is sizeof(iree_io_parameter_archive_header_v0_t): a 32-byte
	// prefix (magic u32, version u16+u16, header_size, next_header_offset,
	// flags) + entry_count + three {offset, length} segment ranges. The
	// runtime accepts exactly this value.
	HeaderSize = 88

	// HeaderAlignment is where a header may start in a file.
	HeaderAlignment = 16
	// EntryAlignment is the alignment of every entry in the entry table;
	// padding between entries is zero.
	EntryAlignment = 16
	// DefaultDataAlignment is the alignment of DATA entry bytes inside the
	// storage segment (IREE_IO_PARAMETER_ARCHIVE_DEFAULT_DATA_ALIGNMENT);
	// also what the builder records as the entry's minimum_alignment.
	DefaultDataAlignment = 64
	// DefaultFileAlignment is the size the file is padded to a multiple of
	// (the common small page size, for fast-path mapping).
	DefaultFileAlignment = 4096

	// EntryHeaderSize is sizeof(iree_io_parameter_archive_entry_header_t):
	// entry_size u64, type u32, flags u64, name {u64,u64}, metadata
	// {u64,u64}, minimum_alignment u64.
	EntryHeaderSize = 60
	// DataEntrySize adds the storage {offset, length} range.
	DataEntrySize = EntryHeaderSize + 16 // 76
	// SplatEntrySize adds length u64, pattern [16]u8 and pattern_length u8.
	SplatEntrySize = EntryHeaderSize + 8 + MaxPatternLength + 1 // 85
	// ExternalEntrySize adds a path ref and a {offset, length} range.
	ExternalEntrySize = EntryHeaderSize + 16 + 16 // 92

	// MaxPatternLength is the splat pattern capacity (complex<f64>).
	MaxPatternLength = 16

	// entrySegmentOffset is where the builder puts the entry table:
	// the header size rounded up to the entry alignment.
	entrySegmentOffset = (HeaderSize + EntryAlignment - 1) / EntryAlignment * EntryAlignment // 96
)

// EntryType is the type field of an entry.
type EntryType uint32

// The entry types of parameter_archive.h.
const (
	// TypeSkip entries are ignored as if absent (an erased entry).
	TypeSkip EntryType = 0
	// TypeSplat entries are a repeating pattern with no stored bytes.
	TypeSplat EntryType = 1
	// TypeData entries reference bytes in the storage segment.
	TypeData EntryType = 2
	// TypeExternal entries reference another file; the IREE runtime's
	// parser rejects them, and so does this reader.
	TypeExternal EntryType = 3
)

func (t EntryType) String() string {
	switch t {
	case TypeSkip:
		return "skip"
	case TypeSplat:
		return "splat"
	case TypeData:
		return "data"
	case TypeExternal:
		return "external"
	}
	return fmt.Sprintf("type(%d)", uint32(t))
}

// MarshalText writes the type's name (for JSON summaries).
func (t EntryType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads what MarshalText wrote.
func (t *EntryType) UnmarshalText(b []byte) error {
	for _, c := range []EntryType{TypeSkip, TypeSplat, TypeData, TypeExternal} {
		if string(b) == c.String() {
			*t = c
			return nil
		}
	}
	var n uint32
	if _, err := fmt.Sscanf(string(b), "type(%d)", &n); err == nil && fmt.Sprintf("type(%d)", n) == string(b) {
		*t = EntryType(n)
		return nil
	}
	return fmt.Errorf("irpa: unknown entry type %q", b)
}

// Range is an {offset, length} pair as stored: relative to the header (a
// segment) or to a segment (a name, a metadata blob, entry data).
type Range struct {
	Offset uint64 `json:"offset"`
	Length uint64 `json:"length"`
}

// end returns Offset+Length and whether it did not overflow.
func (r Range) end() (uint64, bool) {
	e := r.Offset + r.Length
	return e, e >= r.Offset
}

// Header is a decoded v0 archive header.
type Header struct {
	Magic            uint32 `json:"magic"`
	VersionMajor     uint16 `json:"version_major"`
	VersionMinor     uint16 `json:"version_minor"`
	HeaderSize       uint64 `json:"header_size"`
	NextHeaderOffset uint64 `json:"next_header_offset"`
	Flags            uint64 `json:"flags"`
	EntryCount       uint64 `json:"entry_count"`
	EntrySegment     Range  `json:"entry_segment"`
	MetadataSegment  Range  `json:"metadata_segment"`
	StorageSegment   Range  `json:"storage_segment"`
}

// Byte offsets of the header fields.
const (
	offMagic        = 0
	offVersionMajor = 4
	offVersionMinor = 6
	offHeaderSize   = 8
	offNextHeader   = 16
	offFlags        = 24
	offEntryCount   = 32
	offEntrySeg     = 40
	offMetadataSeg  = 56
	offStorageSeg   = 72
)

// Byte offsets inside an entry.
const (
	offEntrySize    = 0
	offEntryType    = 8
	offEntryFlags   = 12
	offEntryName    = 20
	offEntryMeta    = 36
	offEntryMinAlgn = 52
	// DATA
	offDataStorage = EntryHeaderSize
	// SPLAT
	offSplatLength     = EntryHeaderSize
	offSplatPattern    = EntryHeaderSize + 8
	offSplatPatternLen = EntryHeaderSize + 8 + MaxPatternLength
)

var le = binary.LittleEndian

func (h *Header) encode() []byte {
	b := make([]byte, HeaderSize)
	le.PutUint32(b[offMagic:], h.Magic)
	le.PutUint16(b[offVersionMajor:], h.VersionMajor)
	le.PutUint16(b[offVersionMinor:], h.VersionMinor)
	le.PutUint64(b[offHeaderSize:], h.HeaderSize)
	le.PutUint64(b[offNextHeader:], h.NextHeaderOffset)
	le.PutUint64(b[offFlags:], h.Flags)
	le.PutUint64(b[offEntryCount:], h.EntryCount)
	putRange(b[offEntrySeg:], h.EntrySegment)
	putRange(b[offMetadataSeg:], h.MetadataSegment)
	putRange(b[offStorageSeg:], h.StorageSegment)
	return b
}

func decodeHeader(b []byte) Header {
	return Header{
		Magic:            le.Uint32(b[offMagic:]),
		VersionMajor:     le.Uint16(b[offVersionMajor:]),
		VersionMinor:     le.Uint16(b[offVersionMinor:]),
		HeaderSize:       le.Uint64(b[offHeaderSize:]),
		NextHeaderOffset: le.Uint64(b[offNextHeader:]),
		Flags:            le.Uint64(b[offFlags:]),
		EntryCount:       le.Uint64(b[offEntryCount:]),
		EntrySegment:     getRange(b[offEntrySeg:]),
		MetadataSegment:  getRange(b[offMetadataSeg:]),
		StorageSegment:   getRange(b[offStorageSeg:]),
	}
}

func putRange(b []byte, r Range) {
	le.PutUint64(b, r.Offset)
	le.PutUint64(b[8:], r.Length)
}

func getRange(b []byte) Range {
	return Range{Offset: le.Uint64(b), Length: le.Uint64(b[8:])}
}

// alignUp rounds n up to a multiple of a (a power of two, ≥ 1).
func alignUp(n, a uint64) uint64 { return (n + a - 1) &^ (a - 1) }

func isPow2(n uint64) bool { return n != 0 && n&(n-1) == 0 }

// validPatternLength: 1, 2, 4, 8 or 16 bytes, as the header requires.
func validPatternLength(n uint64) bool { return isPow2(n) && n <= MaxPatternLength }
