// Package modcache keeps compiled modules across runs, outside any
// checkout, under a key of everything the compile depends on (the
// module's text, the compile flags, the compiler's version): a second
// conformity run, or a run from a fresh clone on the same machine,
// compiles only the modules that changed.
//
// The directory is $SKAIC_MODULE_CACHE, else the user's cache directory
// ($XDG_CACHE_HOME or ~/.cache on Linux) + /skaic/modules;
// SKAIC_MODULE_CACHE=off turns it off. Entries are written atomically
// (a temporary file renamed into place), so concurrent runs and a crash
// mid-write never leave a truncated module under a key. Entries unused for
// MaxAge are removed by Prune.
package modcache

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// MaxAge is how long an entry is kept after its last use.
const MaxAge = 30 * 24 * time.Hour

// Dir is the cache directory, or "" when the cache is off (or the user has
// no cache directory).
func Dir() string {
	switch d := os.Getenv("SKAIC_MODULE_CACHE"); {
	case strings.EqualFold(d, "off"):
		return ""
	case d != "":
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "skaic", "modules")
}

// path is the entry of key with extension ext (".vmfb", ".so", ...).
func path(dir, key, ext string) (string, error) {
	if key == "" || strings.ContainsAny(key, `/\.`) {
		return "", fmt.Errorf("modcache: invalid key %q", key)
	}
	return filepath.Join(dir, key+ext), nil
}

// Fetch copies the entry key+ext into dst and reports whether there was
// one. A missing cache directory or entry is not an error.
func Fetch(key, ext, dst string) (bool, error) {
	dir := Dir()
	if dir == "" {
		return false, nil
	}
	p, err := path(dir, key, ext)
	if err != nil {
		return false, err
	}
	src, err := os.Open(p)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	defer src.Close()
	if err := copyAtomic(src, dst); err != nil {
		return false, err
	}
	now := time.Now()
	_ = os.Chtimes(p, now, now) // the last use, for Prune
	return true, nil
}

// Store copies the file at src into the cache as key+ext. A cache that is
// off stores nothing.
func Store(key, ext, src string) error {
	dir := Dir()
	if dir == "" {
		return nil
	}
	p, err := path(dir, key, ext)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("modcache: %w", err)
	}
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	return copyAtomic(f, p)
}

// copyAtomic writes r to dst through a temporary file beside it.
func copyAtomic(r io.Reader, dst string) error {
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".modcache-*")
	if err != nil {
		return fmt.Errorf("modcache: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := io.Copy(tmp, r); err != nil {
		tmp.Close()
		return fmt.Errorf("modcache: %s: %w", dst, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), dst)
}

// Prune removes entries whose last use is older than maxAge and returns
// how many it removed. Only files this package names (no leading dot, a
// key and an extension) and its own stale temporary files are touched.
func Prune(maxAge time.Duration) (int, error) {
	dir := Dir()
	if dir == "" {
		return 0, nil
	}
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n := 0
	cutoff := time.Now().Add(-maxAge)
	for _, e := range ents {
		name := e.Name()
		ours := strings.HasPrefix(name, ".modcache-") || (!strings.HasPrefix(name, ".") && strings.Contains(name, "."))
		if !ours || !e.Type().IsRegular() {
			continue
		}
		fi, err := e.Info()
		if err != nil || fi.ModTime().After(cutoff) {
			continue
		}
		if os.Remove(filepath.Join(dir, name)) == nil {
			n++
		}
	}
	return n, nil
}
