package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteReplacesWholeOrNothing(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f.bin")
	if err := Write(p, func(f *os.File) error { _, err := f.WriteString("old"); return err }); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(p, func(f *os.File) error {
		f.WriteString("half of the new")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Fatalf("a failed write changed the file: %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("a failed write left %d files", len(entries))
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o644 {
		t.Fatalf("mode %v", fi.Mode())
	}
}

// Errors name the file asked for, never the temporary one.
func TestErrorsNameTheTarget(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no-such-dir", "f.bin")
	err := Write(missing, func(f *os.File) error { return nil })
	if err == nil || !strings.Contains(err.Error(), missing) || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("create in a missing directory: %v", err)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("err %v does not wrap fs.ErrNotExist", err)
	}
	p := filepath.Join(dir, "f.bin")
	err = Write(p, func(f *os.File) error {
		f.Close() // a write to a closed file fails, naming the file
		_, err := f.WriteString("x")
		return err
	})
	if err == nil || !strings.Contains(err.Error(), p) || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("failed write: %v", err)
	}
	// Renaming onto a directory fails; the message names the target once.
	if err := os.Mkdir(filepath.Join(dir, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "d", "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "d")
	err = Write(target, func(f *os.File) error { return nil })
	if err == nil || strings.Contains(err.Error(), ".tmp-") || strings.Count(err.Error(), target) != 1 {
		t.Errorf("rename onto a directory: %v", err)
	}
}
