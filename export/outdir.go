package export

import (
	"fmt"
	"os"
	"path/filepath"
)

// outDir is an export's destination and the temporary directory next to
// it that the export is written in; commit puts it in place, abort
// removes it.
type outDir struct {
	dest string // the destination, absolute
	tmp  string // the temporary directory being written
	done bool
}

// createOutDir checks that dest may be replaced and creates the temporary
// directory next to it.
func createOutDir(dest string) (*outDir, error) {
	out, err := filepath.Abs(dest)
	if err != nil {
		return nil, err
	}
	if err := checkReplaceable(out); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	tmp, err := os.MkdirTemp(filepath.Dir(out), "."+filepath.Base(out)+".tmp-")
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	return &outDir{dest: out, tmp: tmp}, nil
}

// abort removes the temporary directory unless commit put it in place.
func (d *outDir) abort() {
	if !d.done {
		os.RemoveAll(d.tmp)
	}
}

// commit moves the temporary directory to the destination.
func (d *outDir) commit() error {
	if err := replaceDir(d.tmp, d.dest); err != nil {
		return err
	}
	d.done = true
	return nil
}

// checkReplaceable refuses to replace a directory that is not an export.
func checkReplaceable(dir string) error {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if len(entries) == 0 {
		return nil
	}
	if _, err := os.Stat(filepath.Join(dir, "manifest.json")); err != nil {
		return fmt.Errorf("export: %s exists and is not a skaic export (no manifest.json); refusing to replace it", dir)
	}
	return nil
}

// replaceDir moves tmp to dir, replacing a previous export there.
func replaceDir(tmp, dir string) error {
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = dir + ".old-" + filepath.Base(tmp)
		if err := os.Rename(dir, old); err != nil {
			return fmt.Errorf("export: %w", err)
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			os.Rename(old, dir)
		}
		return fmt.Errorf("export: %w", err)
	}
	if old != "" {
		os.RemoveAll(old)
	}
	return nil
}
