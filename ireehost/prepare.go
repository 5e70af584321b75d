package ireehost

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/models/demo"
)

// CacheDir is where exports of GGUF files made for running are kept:
// $SKAIC_CACHE_DIR, else the user's cache directory ($XDG_CACHE_HOME or
// ~/.cache on Linux) + /skaic/exports.
func CacheDir() (string, error) {
	if d := os.Getenv("SKAIC_CACHE_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache directory for exports (set $SKAIC_CACHE_DIR): %w", err)
	}
	return filepath.Join(d, "skaic", "exports"), nil
}

// Prepared is a generation export ready to load, and where it came from.
type Prepared struct {
	Export *Export
	// Exported says the export was written now (not found in the cache).
	Exported bool
	// Model is the GGUF the export came from ("" for the built-in demo,
	// or when it is not found).
	Model string
	// Demo says the export is of the built-in demo model.
	Demo bool
}

// Prepare returns the generation export for src: an export directory as
// it is; a GGUF file ("" for the built-in demo) exported into the cache
// directory under a key of its contents and this skaic's version (and
// reused while both stay the same).
func Prepare(src string, log io.Writer) (*Prepared, error) {
	if src != "" {
		fi, err := os.Stat(src)
		if err != nil {
			return nil, err
		}
		if fi.IsDir() {
			e, err := OpenExport(src)
			if err != nil {
				return nil, err
			}
			return &Prepared{Export: e, Model: sourceOf(e), Demo: isDemo(e)}, nil
		}
	}
	h := sha256.New()
	if src == "" {
		b, err := demo.Bytes()
		if err != nil {
			return nil, err
		}
		h.Write(b)
	} else {
		f, err := os.Open(src)
		if err != nil {
			return nil, err
		}
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", src, err)
		}
	}
	b := version.Current()
	fmt.Fprintf(h, "\x00%s\x00%s\x00%v\x00params=%s", version.Producer(), b.Commit, b.Modified, export.ParamsIRPA)
	root, err := CacheDir()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(root, hex.EncodeToString(h.Sum(nil))[:32])
	p := &Prepared{Model: src, Demo: src == ""}
	if e, err := OpenExport(dir); err == nil {
		p.Export = e
		return p, nil
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, err
	}
	if log != nil {
		name := src
		if name == "" {
			name = demo.Name + " (built-in demo)"
		}
		fmt.Fprintf(log, "exporting %s to %s\n", name, dir)
	}
	if _, err := export.Run(export.Options{Model: src, Out: dir, Params: export.ParamsIRPA, Reference: export.ReferenceOff}); err != nil {
		return nil, err
	}
	e, err := OpenExport(dir)
	if err != nil {
		return nil, err
	}
	p.Export, p.Exported = e, true
	return p, nil
}

// sourceOf finds the GGUF an export was made from, for its vocabulary and
// configuration: the file its parameters are served from (--params gguf),
// else a file of the manifest's source name in the working directory or
// beside the export directory whose size and SHA-256 are the manifest's.
// "" when none is found.
func sourceOf(e *Export) string {
	mf := e.Manifest
	if mf.Parameters.Mode == export.ParamsGGUF {
		return e.Params
	}
	name := mf.Source.File
	if name == "" || mf.Source.SHA256 == "" || filepath.Base(name) != name {
		return ""
	}
	for _, cand := range []string{name, filepath.Join(filepath.Dir(e.Dir), name)} {
		fi, err := os.Stat(cand)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() != mf.Source.Size {
			continue
		}
		f, err := os.Open(cand)
		if err != nil {
			continue
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err == nil && hex.EncodeToString(h.Sum(nil)) == mf.Source.SHA256 {
			return cand
		}
	}
	return ""
}

// isDemo says e was exported from the built-in demo's bytes.
func isDemo(e *Export) bool {
	b, err := demo.Bytes()
	if err != nil {
		return false
	}
	sum := sha256.Sum256(b)
	return e.Manifest.Source.SHA256 == hex.EncodeToString(sum[:])
}
