package irpa

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The kinds of format error. A *FormatError wraps exactly one of them, so
// callers branch with errors.Is(err, irpa.ErrTruncated) and read the
// details with errors.As(err, &fe).
var (
	ErrBadMagic    = errors.New("not an IREE parameter archive (bad magic)")
	ErrVersion     = errors.New("unsupported archive version")
	ErrHeaderSize  = errors.New("invalid header size")
	ErrLinked      = errors.New("linked archive headers are not supported")
	ErrTruncated   = errors.New("truncated: does not fit in the file")
	ErrSegment     = errors.New("segment outside the file")
	ErrEntryTable  = errors.New("invalid entry table")
	ErrMisaligned  = errors.New("misaligned")
	ErrEntryType   = errors.New("unsupported entry type")
	ErrName        = errors.New("invalid entry name")
	ErrMetadataRef = errors.New("reference outside the metadata segment")
	ErrStorageRef  = errors.New("reference outside the storage segment")
	ErrSplat       = errors.New("invalid splat entry")
	ErrDuplicate   = errors.New("duplicate entry name")
)

// FormatError reports a malformed archive: which file, which entry (when
// the problem is in one), where, and why.
type FormatError struct {
	File   string // the path (or name) of the archive
	Entry  string // the entry's name, or "#i" when its name is not known yet; empty for the header
	Field  string // the field at fault ("header.magic", "entry.storage", ...)
	Offset int64  // absolute byte offset of the offending bytes; -1 when not tied to one
	Kind   error  // one of the Err* kinds above
	Reason string // what is wrong, for humans
}

func (e *FormatError) Error() string {
	var b strings.Builder
	b.WriteString("irpa: ")
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	if e.Entry != "" {
		if strings.HasPrefix(e.Entry, "#") {
			fmt.Fprintf(&b, "entry %s: ", e.Entry)
		} else {
			fmt.Fprintf(&b, "entry %q: ", e.Entry)
		}
	}
	if e.Field != "" {
		b.WriteString(e.Field)
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

// ErrWriteArgument is what an invalid entry given to the writer Is.
var ErrWriteArgument = errors.New("invalid entry to write")

// EntryError reports an entry the writer refuses, naming it.
type EntryError struct {
	Index  int
	Name   string
	Reason string
}

func (e *EntryError) Error() string {
	return fmt.Sprintf("irpa: entry %d %q: %s", e.Index, e.Name, e.Reason)
}

// Unwrap makes errors.Is(err, ErrWriteArgument) hold.
func (e *EntryError) Unwrap() error { return ErrWriteArgument }
