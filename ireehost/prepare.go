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
	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/target"
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
	return PrepareWith(src, PrepareOptions{}, log)
}

// PrepareOptions say how a GGUF is exported for running.
type PrepareOptions struct {
	// Target is the compile target (zero: llvm-cpu for the host).
	Target target.Target
	// Resolve plans how the weights are loaded before they are recorded
	// (nil: the desktop profile without overrides); see export.Options.
	Resolve *resolve.Options
}

// key is what the cached export depends on besides the file.
func (o PrepareOptions) key() string {
	k := "target=" + o.Target.String()
	if r := o.Resolve; r != nil {
		k += "\x00profile=" + r.Profile.Name + "\x00uniform=" + r.Uniform.String()
		for _, pt := range r.PerTensor {
			k += "\x00for=" + pt.Pattern + "=" + pt.Form.String()
		}
	}
	return k
}

// PrepareWith is Prepare with the export's target and weight plan: a GGUF
// is exported under a key of its contents, this skaic's version, the
// target and the plan's options. An export directory is used as it is.
func PrepareWith(src string, o PrepareOptions, log io.Writer) (*Prepared, error) {
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
	if o.Target.Normalize() != target.Host || o.Resolve != nil {
		fmt.Fprintf(h, "\x00%s", o.key())
	}
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
	if _, err := export.Run(export.Options{Model: src, Out: dir, Params: export.ParamsIRPA, Reference: export.ReferenceOff, Target: o.Target, Resolve: o.Resolve}); err != nil {
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
