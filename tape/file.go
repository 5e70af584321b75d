package tape

import (
	"fmt"
	"github.com/skainet/skaic/internal/atomicfile"
	"os"
	"strings"
)

// FileError is a failure to read or write a tape file; it names the file
// and wraps the cause.
type FileError struct {
	Op   string // "read" or "write"
	Path string
	Err  error
}

func (e *FileError) Error() string {
	return fmt.Sprintf("tape: %s %s: %s", e.Op, e.Path, strings.TrimPrefix(e.Err.Error(), "tape: "))
}

func (e *FileError) Unwrap() error { return e.Err }

// WriteFile marshals the tape and writes it to path atomically: the bytes
// go to a temporary file in the same directory, which is synced and then
// renamed over path, so readers never see a partial tape.
func (t *Tape) WriteFile(path string) error {
	data, err := t.Marshal()
	if err == nil {
		err = atomicfile.Write(path, func(f *os.File) error {
			_, err := f.Write(data)
			return err
		})
	}
	if err != nil {
		return &FileError{Op: "write", Path: path, Err: err}
	}
	return nil
}

// ReadFile reads and validates the tape at path. Errors are *FileError
// naming the file and wrapping the ones Unmarshal gives (ErrNotTape, *VersionError, ErrCorrupt,
// *ValidationError), so errors.Is and errors.As still work.
func ReadFile(path string) (*Tape, error) {
	data, err := os.ReadFile(path)
	if pe, ok := err.(*os.PathError); ok {
		err = fmt.Errorf("%s: %w", pe.Op, pe.Err) // the path is already in FileError
	}
	if err != nil {
		return nil, &FileError{Op: "read", Path: path, Err: err}
	}
	t, err := Unmarshal(data)
	if err != nil {
		return nil, &FileError{Op: "read", Path: path, Err: err}
	}
	return t, nil
}
