// Package atomicfile writes a file so that readers see either the old file
// or the whole new one, never a part: the bytes go to a temporary file in
// the same directory, which is synced and renamed over the target. On any
// error the temporary file is removed and the target is left as it was.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write creates or replaces path with what fill writes to f (a new file in
// path's directory, mode 0644 once renamed).
func Write(path string, fill func(f *os.File) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
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
