// Package atomicfile writes a file so that readers see either the old file
// or the whole new one, never a part: the bytes go to a temporary file in
// the same directory, which is synced and renamed over the target. On any
// error the temporary file is removed and the target is left as it was.
package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// Write creates or replaces path with what fill writes to f (a new file in
// path's directory, mode 0644 once renamed).
// Errors name path, never the temporary file.
func Write(path string, fill func(f *os.File) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return &os.PathError{Op: "create", Path: path, Err: pe.Err}
		}
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
			err = &targetError{err: err, tmp: f.Name(), path: path}
		}
	}()
	if err = fill(f); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// targetError is an error about the temporary file (writing, syncing or
// renaming it) worded with the name of the file the caller asked for: the
// temporary is an implementation detail and is gone by then.
type targetError struct {
	err       error
	tmp, path string
}

func (e *targetError) Error() string {
	msg := e.err.Error()
	// A rename names both: "rename TMP PATH: ..." → "rename PATH: ...".
	msg = strings.ReplaceAll(msg, e.tmp+" "+e.path, e.path)
	return strings.ReplaceAll(msg, e.tmp, e.path)
}

func (e *targetError) Unwrap() error { return e.err }
