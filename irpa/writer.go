package irpa

import (
	"bytes"
	"fmt"
	"github.com/skainet/skaic/internal/atomicfile"
	"io"
	"math"
	"os"
)

// Entry is a parameter to write: a name (the key a module's
// #flow.parameter.named<"scope"::"KEY"> refers to), an optional metadata
// blob, and either data or a splat pattern.
//
// A DATA entry has Pattern == nil: its bytes are [Offset, Offset+Length) of
// Data, streamed in bounded chunks, never gathered in memory. Any
// io.ReaderAt will do: bytes.NewReader for a []byte (see BytesEntry), a
// *layout.Storage window of a mapped GGUF, an *os.File (copied with
// copy_file_range where the kernel can).
//
// A SPLAT entry has Pattern set (1, 2, 4, 8 or 16 bytes, little-endian as
// the element is in memory) and Length bytes of it repeated; Length must be
// a multiple of len(Pattern). Nothing is stored for it.
type Entry struct {
	Name     string
	Metadata []byte

	Data   io.ReaderAt
	Offset int64
	Length int64

	Pattern []byte
}

// BytesEntry is a DATA entry holding b.
func BytesEntry(name string, metadata, b []byte) Entry {
	return Entry{Name: name, Metadata: metadata, Data: bytes.NewReader(b), Length: int64(len(b))}
}

// DataEntry is a DATA entry holding bytes [off, off+n) of r.
func DataEntry(name string, metadata []byte, r io.ReaderAt, off, n int64) Entry {
	return Entry{Name: name, Metadata: metadata, Data: r, Offset: off, Length: n}
}

// SplatEntry is a SPLAT entry of count repetitions of pattern. A count
// whose byte size overflows is reported by the writer.
func SplatEntry(name string, metadata, pattern []byte, count int64) Entry {
	n := int64(len(pattern))
	length := int64(-1) // rejected by the writer: overflow
	if count >= 0 && (n == 0 || count <= math.MaxInt64/n) {
		length = count * n
	}
	p := make([]byte, len(pattern)) // never nil: a nil Pattern means DATA
	copy(p, pattern)
	return Entry{Name: name, Metadata: metadata, Pattern: p, Length: length}
}

// IsSplat says whether e is a SPLAT entry.
func (e Entry) IsSplat() bool { return e.Pattern != nil }

// Writer writes archives. The zero value writes what IREE's own builder
// writes (64-byte data alignment, 4096-byte file alignment).
type Writer struct {
	// DataAlignment is the alignment of each DATA entry's bytes within the
	// storage segment (and the storage segment's own alignment), recorded
	// as the entry's minimum_alignment; 0 means DefaultDataAlignment. A
	// power of two. (IREE's builder records 64 whatever alignment it lays
	// the data out with; this writer records the alignment it used.)
	DataAlignment int64
	// FileAlignment pads the file to a multiple of it; 0 means
	// DefaultFileAlignment. A power of two.
	FileAlignment int64
	// BufferSize bounds the bytes staged per copy step; 0 means 1 MiB.
	BufferSize int
	// Progress, when set, is told the data bytes written so far and the
	// total after each copy step.
	Progress func(done, total int64)

	noCopyFileRange bool  // tests: force the buffered path
	kernelCopied    int64 // tests: bytes the last Write copied with copy_file_range
}

// Write writes entries as an archive at path with a zero Writer.
func Write(path string, entries []Entry) error { return (&Writer{}).Write(path, entries) }

// Plan is where everything of an archive goes, computed before a byte is
// written. Offsets in Entries are absolute (the archive starts at byte 0).
type Plan struct {
	Header  Header
	Entries []PlannedEntry
	// Size is the file size, padding included.
	Size int64
	// DataBytes is the sum of DATA entry lengths (what is copied).
	DataBytes int64
	// head is the header, entry table and metadata segment, ready to write.
	head []byte
}

// PlannedEntry is one entry's place in the archive.
type PlannedEntry struct {
	Name        string
	Type        EntryType
	EntryOffset int64 // absolute offset of the entry record
	NameRef     Range // relative to the metadata segment
	MetadataRef Range // relative to the metadata segment
	DataOffset  int64 // DATA: absolute offset of the bytes; SPLAT: 0
	Length      int64
}

func (w *Writer) alignments() (data, file uint64, err error) {
	data, file = DefaultDataAlignment, DefaultFileAlignment
	if w.DataAlignment != 0 {
		if w.DataAlignment < 0 || !isPow2(uint64(w.DataAlignment)) {
			return 0, 0, fmt.Errorf("irpa: data alignment %d is not a power of two", w.DataAlignment)
		}
		data = uint64(w.DataAlignment)
	}
	if w.FileAlignment != 0 {
		if w.FileAlignment < 0 || !isPow2(uint64(w.FileAlignment)) {
			return 0, 0, fmt.Errorf("irpa: file alignment %d is not a power of two", w.FileAlignment)
		}
		file = uint64(w.FileAlignment)
	}
	return data, file, nil
}

func checkEntry(i int, e Entry, seen map[string]bool) error {
	bad := func(format string, args ...any) error {
		return &EntryError{Index: i, Name: e.Name, Reason: fmt.Sprintf(format, args...)}
	}
	if e.Name == "" {
		return bad("empty name")
	}
	if seen[e.Name] {
		return bad("duplicate name")
	}
	seen[e.Name] = true
	if e.Length < 0 {
		return bad("negative or overflowing length %d", e.Length)
	}
	if e.Pattern != nil {
		if e.Data != nil {
			return bad("both data and a splat pattern")
		}
		if !validPatternLength(uint64(len(e.Pattern))) {
			return bad("splat pattern of %d bytes; must be 1, 2, 4, 8 or 16", len(e.Pattern))
		}
		if e.Length%int64(len(e.Pattern)) != 0 {
			return bad("splat length %d is not a multiple of the %d-byte pattern", e.Length, len(e.Pattern))
		}
		return nil
	}
	if e.Offset < 0 || e.Offset > math.MaxInt64-e.Length {
		return bad("source range [%d, +%d) is invalid", e.Offset, e.Length)
	}
	if e.Length > 0 && e.Data == nil {
		return bad("%d bytes but no data source", e.Length)
	}
	return nil
}

// Plan validates entries and lays the archive out exactly as IREE's
// archive builder does: the entry table at 96 (the header rounded up to the
// entry alignment), entries each 16-aligned with the table's length ending
// at the last entry's last byte, the metadata segment right after it (name,
// then metadata, per entry), the storage segment at the next data
// alignment (byte alignment when there is no DATA entry), each entry's
// bytes at the next data alignment in it, the file padded to the file
// alignment.
func (w *Writer) Plan(entries []Entry) (*Plan, error) {
	dataAlign, fileAlign, err := w.alignments()
	if err != nil {
		return nil, err
	}
	seen := make(map[string]bool, len(entries))
	for i, e := range entries {
		if err := checkEntry(i, e, seen); err != nil {
			return nil, err
		}
	}
	p := &Plan{Entries: make([]PlannedEntry, len(entries))}

	// Entry table and metadata sizes.
	var entryLen, metaLen, storageLen uint64
	storageAlign := uint64(1)
	for i, e := range entries {
		pe := &p.Entries[i]
		pe.Name, pe.Length = e.Name, e.Length
		start := alignUp(entryLen, EntryAlignment)
		pe.EntryOffset = int64(entrySegmentOffset + start)
		size := uint64(DataEntrySize)
		pe.Type = TypeData
		if e.IsSplat() {
			size, pe.Type = SplatEntrySize, TypeSplat
		}
		entryLen = start + size

		pe.NameRef = Range{Offset: metaLen, Length: uint64(len(e.Name))}
		metaLen += uint64(len(e.Name))
		if len(e.Metadata) > 0 {
			pe.MetadataRef = Range{Offset: metaLen, Length: uint64(len(e.Metadata))}
			metaLen += uint64(len(e.Metadata))
		}

		if pe.Type == TypeData {
			storageAlign = dataAlign
			off := alignUp(storageLen, dataAlign)
			pe.DataOffset = int64(off) // relative for now
			if uint64(e.Length) > math.MaxInt64-off {
				return nil, &EntryError{Index: i, Name: e.Name, Reason: "archive size overflows"}
			}
			storageLen = off + uint64(e.Length)
			p.DataBytes += e.Length
		}
	}
	metaOff := uint64(entrySegmentOffset) + entryLen
	storageOff := alignUp(metaOff+metaLen, storageAlign)
	total := alignUp(storageOff+storageLen, fileAlign)
	if total > math.MaxInt64 || total < storageOff {
		return nil, fmt.Errorf("irpa: archive size overflows")
	}
	for i := range p.Entries {
		if p.Entries[i].Type == TypeData {
			p.Entries[i].DataOffset += int64(storageOff)
		}
	}
	p.Size = int64(total)
	p.Header = Header{
		Magic:           Magic,
		VersionMajor:    VersionMajor,
		VersionMinor:    VersionMinor,
		HeaderSize:      HeaderSize,
		EntryCount:      uint64(len(entries)),
		EntrySegment:    Range{Offset: entrySegmentOffset, Length: entryLen},
		MetadataSegment: Range{Offset: metaOff, Length: metaLen},
		StorageSegment:  Range{Offset: storageOff, Length: storageLen},
	}

	// Header, entry table, metadata, zero padding up to the storage segment.
	head := make([]byte, storageOff)
	copy(head, p.Header.encode())
	for i, e := range entries {
		pe := p.Entries[i]
		b := head[pe.EntryOffset:]
		size := uint64(DataEntrySize)
		if pe.Type == TypeSplat {
			size = SplatEntrySize
		}
		le.PutUint64(b[offEntrySize:], size)
		le.PutUint32(b[offEntryType:], uint32(pe.Type))
		le.PutUint64(b[offEntryFlags:], 0)
		putRange(b[offEntryName:], pe.NameRef)
		putRange(b[offEntryMeta:], pe.MetadataRef)
		switch pe.Type {
		case TypeData:
			le.PutUint64(b[offEntryMinAlgn:], dataAlign)
			putRange(b[offDataStorage:], Range{Offset: uint64(pe.DataOffset) - storageOff, Length: uint64(pe.Length)})
		case TypeSplat:
			// minimum_alignment stays 0, as IREE's builder leaves it.
			le.PutUint64(b[offSplatLength:], uint64(pe.Length))
			copy(b[offSplatPattern:offSplatPattern+MaxPatternLength], e.Pattern)
			b[offSplatPatternLen] = byte(len(e.Pattern))
		}
		m := head[metaOff:]
		copy(m[pe.NameRef.Offset:], e.Name)
		if pe.MetadataRef.Length > 0 {
			copy(m[pe.MetadataRef.Offset:], e.Metadata)
		}
	}
	p.head = head
	return p, nil
}

// Write writes entries as an archive at path, atomically: into a temporary
// file in the same directory, renamed over path once everything is written
// and synced. On error nothing is left behind (no partial file at path,
// no temporary file). The disk writes start while the file is being
// written (every writebackStep written is handed to the kernel's
// writeback at once), so the final sync waits only for the tail: the
// copy and the disk overlap.
func (w *Writer) Write(path string, entries []Entry) error {
	p, err := w.Plan(entries)
	if err != nil {
		return err
	}
	err = atomicfile.Write(path, func(f *os.File) error {
		s := &fileSink{f: f, noCFR: w.noCopyFileRange}
		if err := w.emit(s, p, entries); err != nil {
			return err
		}
		s.writeback(true)
		w.kernelCopied = s.cfr
		return nil
	})
	if err != nil {
		return fmt.Errorf("irpa: write %s: %w", path, err)
	}
	return nil
}

// WriteTo writes entries as an archive stream to dst and returns the bytes
// written (the planned size when it succeeds).
func (w *Writer) WriteTo(dst io.Writer, entries []Entry) (int64, error) {
	p, err := w.Plan(entries)
	if err != nil {
		return 0, err
	}
	s := &streamSink{w: dst}
	err = w.emit(s, p, entries)
	return s.n, err
}

func (w *Writer) emit(s sink, p *Plan, entries []Entry) error {
	if err := s.write(p.head); err != nil {
		return err
	}
	bufSize := w.BufferSize
	if bufSize <= 0 {
		bufSize = 1 << 20
	}
	// One buffer for every buffered copy, allocated on first need (a copy
	// made entirely by copy_file_range needs none).
	var buf []byte
	getBuf := func() []byte {
		if buf == nil {
			buf = make([]byte, min(int64(bufSize), p.DataBytes))
		}
		return buf
	}
	var done int64
	progress := func(n int64) {
		done += n
		if w.Progress != nil {
			w.Progress(done, p.DataBytes)
		}
	}
	for i, e := range entries {
		pe := p.Entries[i]
		if pe.Type != TypeData {
			continue
		}
		if err := s.zeros(pe.DataOffset - s.pos()); err != nil {
			return err
		}
		if pe.Length == 0 {
			continue
		}
		if err := s.copyFrom(e.Data, e.Offset, e.Length, getBuf, progress); err != nil {
			return fmt.Errorf("entry %q: %w", e.Name, err)
		}
	}
	return s.zeros(p.Size - s.pos())
}

// sink is where an archive goes: a stream, or a file written at offsets.
type sink interface {
	pos() int64
	write(p []byte) error
	zeros(n int64) error
	copyFrom(src io.ReaderAt, off, n int64, buf func() []byte, progress func(int64)) error
}

var zeroPage [DefaultFileAlignment]byte

func writeZeros(s sink, n int64) error {
	for n > 0 {
		k := min(n, int64(len(zeroPage)))
		if err := s.write(zeroPage[:k]); err != nil {
			return err
		}
		n -= k
	}
	return nil
}

// copyBuffered copies [off, off+n) of src to s through buf().
func copyBuffered(s sink, src io.ReaderAt, off, n int64, getBuf func() []byte, progress func(int64)) error {
	if n <= 0 {
		return nil
	}
	buf := getBuf()
	for n > 0 {
		k := min(n, int64(len(buf)))
		got, err := src.ReadAt(buf[:k], off)
		if int64(got) < k {
			if err == nil || err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return fmt.Errorf("reading its data at source offset %d: %w (the source is shorter than the entry)", off+int64(got), err)
		}
		if err := s.write(buf[:k]); err != nil {
			return err
		}
		off += k
		n -= k
		progress(k)
	}
	return nil
}

type streamSink struct {
	w io.Writer
	n int64
}

func (s *streamSink) pos() int64 { return s.n }

func (s *streamSink) write(p []byte) error {
	k, err := s.w.Write(p)
	s.n += int64(k)
	if err == nil && k < len(p) {
		err = io.ErrShortWrite
	}
	return err
}

func (s *streamSink) zeros(n int64) error { return writeZeros(s, n) }

func (s *streamSink) copyFrom(src io.ReaderAt, off, n int64, buf func() []byte, progress func(int64)) error {
	return copyBuffered(s, src, off, n, buf, progress)
}

// fileSink writes at explicit offsets (pwrite), so that copy_file_range,
// which takes explicit offsets too, can interleave with ordinary writes.
type fileSink struct {
	f     *os.File
	n     int64
	noCFR bool
	cfr   int64 // bytes copied inside the kernel
	// queued is how far the file has been handed to writeback.
	queued int64
}

func (s *fileSink) pos() int64 { return s.n }

func (s *fileSink) write(p []byte) error {
	k, err := s.f.WriteAt(p, s.n)
	s.n += int64(k)
	s.writeback(false)
	return err
}

// writebackStep is how much written data the file sink lets pile up
// before it starts writing it to disk.
const writebackStep = 32 << 20

// writeback starts the disk writes of what was written since the last
// call, once that is writebackStep or more (or anything, when all).
func (s *fileSink) writeback(all bool) {
	if n := s.n - s.queued; n >= writebackStep || (all && n > 0) {
		startWriteback(s.f, s.queued, n)
		s.queued = s.n
	}
}

func (s *fileSink) zeros(n int64) error { return writeZeros(s, n) }

// kernelCopyStep bounds one copy_file_range round, so that progress is
// reported as a long copy goes.
const kernelCopyStep = 64 << 20

func (s *fileSink) copyFrom(src io.ReaderAt, off, n int64, buf func() []byte, progress func(int64)) error {
	if f, base, limit, ok := fileOf(src); ok && !s.noCFR && off <= limit-n {
		for n > 0 {
			step := min(n, kernelCopyStep)
			copied, err := copyFileRange(s.f, s.n, f, base+off, step)
			s.n += copied
			s.cfr += copied
			off += copied
			n -= copied
			if copied > 0 {
				s.writeback(false)
				progress(copied)
			}
			if err != nil {
				return err
			}
			if copied < step {
				break // not possible here (or the source ended): buffered copy
			}
		}
	}
	return copyBuffered(s, src, off, n, buf, progress)
}

// fileOf finds the *os.File under src (a file, or section readers over
// one) and the window it exposes: src's offset 0 is the file's offset base,
// and src holds limit bytes.
func fileOf(src io.ReaderAt) (f *os.File, base, limit int64, ok bool) {
	base, limit = 0, math.MaxInt64
	for range 8 {
		switch v := src.(type) {
		case *os.File:
			return v, base, limit, true
		case *io.SectionReader:
			// Offset x of the original src is offset x+base of v, valid
			// below limit; v's offset y is offset off+y of outer, valid
			// below n.
			outer, off, n := v.Outer()
			if n < base || off > math.MaxInt64-base {
				return nil, 0, 0, false
			}
			limit = min(limit, n-base)
			base += off
			src = outer
		default:
			return nil, 0, 0, false
		}
	}
	return nil, 0, 0, false
}
