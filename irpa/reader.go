package irpa

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
)

// EntryInfo is one entry of a parsed archive.
type EntryInfo struct {
	Index    int       // position in the entry table
	Name     string    // the parameter key
	Metadata []byte    // the metadata blob; nil when there is none
	Type     EntryType // TypeData, TypeSplat or TypeSkip
	Flags    uint64    // entry-type specific flags (0 in every archive IREE writes)

	// MinimumAlignment is the alignment the entry asks of its absolute
	// data offset (0: unspecified). The reader checks DATA entries meet it.
	MinimumAlignment uint64

	EntryOffset int64  // absolute offset of the entry record
	EntrySize   uint64 // its declared size (76 for DATA, 85 for SPLAT)

	// Offset is the absolute file offset of a DATA entry's bytes (0 for an
	// empty one, and for other types); Length is the parameter's byte size.
	Offset int64
	Length int64

	// Pattern is a SPLAT entry's pattern (1, 2, 4, 8 or 16 bytes).
	Pattern []byte

	// The references as stored: name and metadata relative to the
	// metadata segment, storage relative to the storage segment.
	NameRef, MetadataRef, StorageRef Range
}

// Archive is a parsed, validated archive.
type Archive struct {
	File    string // the path (or name) it was read from
	Size    int64  // the file size
	Header  Header
	Entries []EntryInfo // in table order, SKIP entries included

	r      io.ReaderAt
	closer io.Closer
	byName map[string]int
}

// Open opens and validates the archive at path. Close releases the file.
func Open(path string) (*Archive, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("irpa: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("irpa: %w", err)
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("irpa: %s: not a regular file", path)
	}
	a, err := ParseNamed(f, fi.Size(), path)
	if err != nil {
		f.Close()
		return nil, err
	}
	a.closer = f
	return a, nil
}

// Parse validates the archive held by the size bytes of r.
func Parse(r io.ReaderAt, size int64) (*Archive, error) { return ParseNamed(r, size, "") }

// ParseNamed is Parse with a name (a path) for its errors.
func ParseNamed(r io.ReaderAt, size int64, name string) (*Archive, error) {
	p := &parser{r: r, size: size, file: name}
	return p.parse()
}

// Close closes the file Open opened; for Parse's archives it does nothing.
func (a *Archive) Close() error {
	if a.closer == nil {
		return nil
	}
	c := a.closer
	a.closer = nil
	return c.Close()
}

// Entry returns the (non-SKIP) entry called name.
func (a *Archive) Entry(name string) (*EntryInfo, bool) {
	i, ok := a.byName[name]
	if !ok {
		return nil, false
	}
	return &a.Entries[i], true
}

// ErrNoData is what ReadData's error Is for an entry with no readable
// bytes (a SKIP entry).
var ErrNoData = errors.New("entry has no data")

// ReadData returns a reader over the entry's bytes: the stored bytes of a
// DATA entry, the repeated pattern of a SPLAT entry.
func (a *Archive) ReadData(e *EntryInfo) (*io.SectionReader, error) {
	switch e.Type {
	case TypeData:
		return io.NewSectionReader(a.r, e.Offset, e.Length), nil
	case TypeSplat:
		return io.NewSectionReader(splatReader(e.Pattern), 0, e.Length), nil
	}
	return nil, fmt.Errorf("irpa: %s: entry %q (%s): %w", a.File, e.Name, e.Type, ErrNoData)
}

// MaxReadBytes is the largest entry ReadBytes reads into memory.
const MaxReadBytes = 1 << 30

// ReadBytes reads a whole entry into memory (for small entries and
// tests); entries over MaxReadBytes are refused: stream them with
// ReadData.
func (a *Archive) ReadBytes(e *EntryInfo) ([]byte, error) {
	sr, err := a.ReadData(e)
	if err != nil {
		return nil, err
	}
	if e.Length > MaxReadBytes {
		return nil, fmt.Errorf("irpa: %s: entry %q: %d bytes is too large to read into memory; use ReadData", a.File, e.Name, e.Length)
	}
	b := make([]byte, e.Length)
	if _, err := io.ReadFull(sr, b); err != nil {
		return nil, fmt.Errorf("irpa: %s: entry %q: %w", a.File, e.Name, err)
	}
	return b, nil
}

// splatReader reads as its pattern repeated forever.
type splatReader []byte

func (s splatReader) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errors.New("irpa: negative offset")
	}
	n := int64(len(s))
	for i := range p {
		p[i] = s[(off+int64(i))%n]
	}
	return len(p), nil
}

type parser struct {
	r    io.ReaderAt
	size int64
	file string
	h    Header
	cur  string // the entry being read, for errors
}

func (p *parser) fail(entry, field string, off int64, kind error, format string, args ...any) error {
	return &FormatError{File: p.file, Entry: entry, Field: field, Offset: off, Kind: kind, Reason: fmt.Sprintf(format, args...)}
}

// read reads n bytes at off, which the caller has checked lie in the file.
func (p *parser) read(off, n int64) ([]byte, error) {
	b := make([]byte, n)
	got, err := p.r.ReadAt(b, off)
	if got == len(b) {
		return b, nil // a full read may come with io.EOF at the very end
	}
	if err == nil || errors.Is(err, io.EOF) {
		return nil, p.fail(p.cur, "", off+int64(got), ErrTruncated, "the file ended while reading %d bytes at %d (it is shorter than its stated size %d)", n, off, p.size)
	}
	return nil, fmt.Errorf("irpa: %s: reading %d bytes at %d: %w", p.file, n, off, err)
}

// inFile says whether [off, off+n) lies in the file (with no overflow).
func (p *parser) inFile(off, n uint64) bool {
	return off <= uint64(p.size) && n <= uint64(p.size)-off
}

func (p *parser) parse() (*Archive, error) {
	if p.size < 0 {
		return nil, fmt.Errorf("irpa: %s: negative size %d", p.file, p.size)
	}
	if p.size < 4 {
		return nil, p.fail("", "header.magic", 0, ErrTruncated, "%d bytes is too short for an archive header", p.size)
	}
	b, err := p.read(0, min(p.size, HeaderSize))
	if err != nil {
		return nil, err
	}
	if m := le.Uint32(b); m != Magic {
		return nil, p.fail("", "header.magic", offMagic, ErrBadMagic, "magic %08X, want %08X (\"IRPA\")", m, Magic)
	}
	if len(b) < HeaderSize {
		return nil, p.fail("", "header", int64(len(b)), ErrTruncated, "the file ends after %d bytes, inside the %d-byte header", len(b), HeaderSize)
	}
	h := decodeHeader(b)
	p.h = h
	if h.VersionMajor != VersionMajor || h.VersionMinor != VersionMinor {
		return nil, p.fail("", "header.version", offVersionMajor, ErrVersion, "version %d.%d; this reader (like the IREE runtime) reads %d.%d", h.VersionMajor, h.VersionMinor, VersionMajor, VersionMinor)
	}
	if h.HeaderSize != HeaderSize {
		return nil, p.fail("", "header.header_size", offHeaderSize, ErrHeaderSize, "header_size %d; a v0 header is exactly %d bytes", h.HeaderSize, HeaderSize)
	}
	if h.NextHeaderOffset != 0 {
		return nil, p.fail("", "header.next_header_offset", offNextHeader, ErrLinked, "next_header_offset %d: a linked (concatenated) archive; repack it with iree-convert-parameters", h.NextHeaderOffset)
	}
	segs := []struct {
		field string
		off   int64
		r     Range
	}{
		{"header.entry_segment", offEntrySeg, h.EntrySegment},
		{"header.metadata_segment", offMetadataSeg, h.MetadataSegment},
		{"header.storage_segment", offStorageSeg, h.StorageSegment},
	}
	for _, s := range segs {
		if !p.inFile(s.r.Offset, s.r.Length) {
			return nil, p.fail("", s.field, s.off, ErrSegment, "[%d, +%d) is outside the %d-byte file (a truncated file?)", s.r.Offset, s.r.Length, p.size)
		}
	}

	// Every entry takes at least EntryHeaderSize bytes, and all but the
	// last a multiple of EntryAlignment: reject a count the table cannot
	// hold before allocating anything for it.
	if h.EntryCount > 0 {
		if h.EntrySegment.Offset%EntryAlignment != 0 {
			return nil, p.fail("", "header.entry_segment", offEntrySeg, ErrMisaligned, "entry table at %d is not %d-byte aligned", h.EntrySegment.Offset, EntryAlignment)
		}
		stride := alignUp(EntryHeaderSize, EntryAlignment)
		if h.EntrySegment.Length < EntryHeaderSize || (h.EntryCount-1) > (h.EntrySegment.Length-EntryHeaderSize)/stride {
			return nil, p.fail("", "header.entry_count", offEntryCount, ErrEntryTable, "%d entries cannot fit in a %d-byte entry table", h.EntryCount, h.EntrySegment.Length)
		}
	}

	a := &Archive{File: p.file, Size: p.size, Header: h, r: p.r, byName: make(map[string]int)}
	a.Entries = make([]EntryInfo, 0, min(h.EntryCount, 1<<12))
	var consumed uint64 // bytes of the entry table walked so far
	for i := uint64(0); i < h.EntryCount; i++ {
		e, next, err := p.entry(int(i), consumed)
		if err != nil {
			return nil, err
		}
		consumed = next
		if e.Type != TypeSkip {
			if j, dup := a.byName[e.Name]; dup {
				return nil, p.fail(e.Name, "entry.name", e.EntryOffset+offEntryName, ErrDuplicate, "entries %d and %d have the same name", j, i)
			}
			a.byName[e.Name] = len(a.Entries)
		}
		a.Entries = append(a.Entries, e)
	}
	return a, nil
}

// entry decodes the entry at consumed bytes into the table and returns it
// with the table offset of the next one.
func (p *parser) entry(i int, consumed uint64) (EntryInfo, uint64, error) {
	h := p.h
	id := fmt.Sprintf("#%d", i)
	p.cur = id
	abs := int64(h.EntrySegment.Offset + consumed) // in the file: the segment is
	remaining := uint64(0)
	if consumed < h.EntrySegment.Length {
		remaining = h.EntrySegment.Length - consumed
	}
	if remaining < EntryHeaderSize {
		return EntryInfo{}, 0, p.fail(id, "entry", abs, ErrEntryTable, "the entry table ends %d bytes in; entry %d of %d needs a %d-byte header", h.EntrySegment.Length, i, h.EntryCount, EntryHeaderSize)
	}
	// Read the fixed part of the largest known entry type.
	b, err := p.read(abs, int64(min(remaining, ExternalEntrySize)))
	if err != nil {
		return EntryInfo{}, 0, err
	}
	e := EntryInfo{
		Index:            i,
		Type:             EntryType(le.Uint32(b[offEntryType:])),
		Flags:            le.Uint64(b[offEntryFlags:]),
		MinimumAlignment: le.Uint64(b[offEntryMinAlgn:]),
		EntryOffset:      abs,
		EntrySize:        le.Uint64(b[offEntrySize:]),
		NameRef:          getRange(b[offEntryName:]),
		MetadataRef:      getRange(b[offEntryMeta:]),
	}
	if e.EntrySize < EntryHeaderSize || e.EntrySize > remaining {
		return EntryInfo{}, 0, p.fail(id, "entry.entry_size", abs+offEntrySize, ErrEntryTable, "entry_size %d; it must be at least %d and fit in the %d bytes left of the entry table", e.EntrySize, EntryHeaderSize, remaining)
	}
	next := consumed + alignUp(e.EntrySize, EntryAlignment)

	// The name and the metadata live in the metadata segment.
	nameRef, ok := p.metaRef(e.NameRef)
	if !ok {
		return EntryInfo{}, 0, p.fail(id, "entry.name", abs+offEntryName, ErrMetadataRef, "name [%d, +%d) is outside the %d-byte metadata segment", e.NameRef.Offset, e.NameRef.Length, h.MetadataSegment.Length)
	}
	if e.NameRef.Length > 0 {
		nb, err := p.read(nameRef, int64(e.NameRef.Length))
		if err != nil {
			return EntryInfo{}, 0, err
		}
		e.Name = string(nb)
	}
	if e.Type != TypeSkip && e.Name == "" {
		return EntryInfo{}, 0, p.fail(id, "entry.name", abs+offEntryName, ErrName, "the entry has an empty name")
	}
	if e.Name != "" {
		id = e.Name
		p.cur = id
	}
	metaRef, ok := p.metaRef(e.MetadataRef)
	if !ok {
		return EntryInfo{}, 0, p.fail(id, "entry.metadata", abs+offEntryMeta, ErrMetadataRef, "metadata [%d, +%d) is outside the %d-byte metadata segment", e.MetadataRef.Offset, e.MetadataRef.Length, h.MetadataSegment.Length)
	}
	if e.MetadataRef.Length > 0 {
		if e.Metadata, err = p.read(metaRef, int64(e.MetadataRef.Length)); err != nil {
			return EntryInfo{}, 0, err
		}
	}

	switch e.Type {
	case TypeSkip:
	case TypeSplat:
		if e.EntrySize < SplatEntrySize {
			return EntryInfo{}, 0, p.fail(id, "entry.entry_size", abs+offEntrySize, ErrEntryTable, "a splat entry of %d bytes; it needs %d", e.EntrySize, SplatEntrySize)
		}
		length := le.Uint64(b[offSplatLength:])
		plen := uint64(b[offSplatPatternLen])
		if !validPatternLength(plen) {
			return EntryInfo{}, 0, p.fail(id, "entry.pattern_length", abs+offSplatPatternLen, ErrSplat, "pattern_length %d; it must be 1, 2, 4, 8 or 16", plen)
		}
		if length%plen != 0 || length > math.MaxInt64 {
			return EntryInfo{}, 0, p.fail(id, "entry.length", abs+offSplatLength, ErrSplat, "length %d is not a multiple of the %d-byte pattern (or too large)", length, plen)
		}
		e.Length = int64(length)
		e.Pattern = append([]byte(nil), b[offSplatPattern:offSplatPattern+plen]...)
	case TypeData:
		if e.EntrySize < DataEntrySize {
			return EntryInfo{}, 0, p.fail(id, "entry.entry_size", abs+offEntrySize, ErrEntryTable, "a data entry of %d bytes; it needs %d", e.EntrySize, DataEntrySize)
		}
		e.StorageRef = getRange(b[offDataStorage:])
		if e.MinimumAlignment != 0 && !isPow2(e.MinimumAlignment) {
			return EntryInfo{}, 0, p.fail(id, "entry.minimum_alignment", abs+offEntryMinAlgn, ErrMisaligned, "minimum_alignment %d is not a power of two", e.MinimumAlignment)
		}
		if e.StorageRef.Length > 0 {
			end, ok := e.StorageRef.end()
			if !ok || end > h.StorageSegment.Length {
				return EntryInfo{}, 0, p.fail(id, "entry.storage", abs+offDataStorage, ErrStorageRef, "data [%d, +%d) is outside the %d-byte storage segment", e.StorageRef.Offset, e.StorageRef.Length, h.StorageSegment.Length)
			}
			e.Offset = int64(h.StorageSegment.Offset + e.StorageRef.Offset)
			e.Length = int64(e.StorageRef.Length)
			// minimum_alignment is not checked against the offset: IREE's
			// own builder records 64 even when told to align the data
			// less (iree-create-parameters --alignment=16), and its
			// runtime never looks at the field.
		}
	case TypeExternal:
		return EntryInfo{}, 0, p.fail(id, "entry.type", abs+offEntryType, ErrEntryType, "an external entry (data in another file); the IREE runtime does not load them")
	default:
		return EntryInfo{}, 0, p.fail(id, "entry.type", abs+offEntryType, ErrEntryType, "unknown entry type %d", uint32(e.Type))
	}
	return e, next, nil
}

// metaRef checks r lies in the metadata segment and returns its absolute
// offset. An empty reference is valid wherever it points (IREE writes 0).
func (p *parser) metaRef(r Range) (int64, bool) {
	if r.Length == 0 {
		return 0, true
	}
	end, ok := r.end()
	if !ok || end > p.h.MetadataSegment.Length {
		return 0, false
	}
	return int64(p.h.MetadataSegment.Offset + r.Offset), true
}
