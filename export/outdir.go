package export

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/skainet/skaic/internal/version"
)

// An export directory is written in a temporary directory next to its
// destination, .DIR.tmp-*, and swapped into place at the end (swapDir:
// one atomic exchange on Linux). skaic never deletes or overwrites a file
// it did not write: the destination is replaced only when it is empty or
// holds a skaic export and nothing else (ForeignFilesError otherwise,
// unless Options.Force).
//
// The temporary directory holds a marker file, locked while its export
// runs. The next export of the same destination removes the temporaries
// of skaic's own that nobody holds any more (an export killed by SIGKILL,
// a crash), and the previous contents a swap left behind.

// markerName is the marker file of a temporary export directory.
const markerName = ".skaic-export"

// CompiledModule and CompiledModuleKey are the files `skaic run --engine
// iree` compiles into an export directory: the module, and the key of the
// text, flags and compiler it was compiled from. The key is written after
// the module, so a module with its key beside it is skaic's own, and an
// export may replace both; a module without a key is the user's.
const (
	CompiledModule    = "model.vmfb"
	CompiledModuleKey = CompiledModule + ".key"
)

// ForeignFilesError refuses to replace a destination holding files skaic
// did not write.
type ForeignFilesError struct {
	Dir   string
	Files []string // relative to Dir, directories with a trailing "/"; the whole of Dir when it is not a directory
	Why   string
}

func (e *ForeignFilesError) Error() string {
	const shown = 5
	names := e.Files
	more := ""
	if len(names) > shown {
		more = fmt.Sprintf(" and %d more", len(names)-shown)
		names = names[:shown]
	}
	return fmt.Sprintf("export: %s %s: %s%s; refusing to replace it (skaic replaces only its own exports; --force replaces it anyway)",
		e.Dir, e.Why, strings.Join(names, ", "), more)
}

// ErrInterrupted is the error of an export whose temporaries were removed
// by RemoveTemporaries while it ran.
var ErrInterrupted = errors.New("export: interrupted")

// live is every export in progress in this process, for RemoveTemporaries.
var live struct {
	sync.Mutex
	dirs    map[*outDir]bool
	stopped bool
}

// RemoveTemporaries removes the temporary directories of every export in
// progress in this process and makes them fail with ErrInterrupted; a
// swap under way finishes first, so the destination is the previous
// export or the new one, whole. skaic calls it on SIGINT and SIGTERM
// before it exits.
//
// An export may still be writing while its directory goes (it runs in
// another goroutine): each directory is renamed away before it is
// removed, and its name is held by an empty file, so that the export's
// next write fails instead of creating the directory again. finish
// removes those files; call it right before the process exits.
func RemoveTemporaries() (finish func()) {
	live.Lock()
	defer live.Unlock()
	live.stopped = true
	var holders []string
	for d := range live.dirs {
		gone := d.tmp + ".removed"
		if err := os.Rename(d.tmp, gone); err != nil {
			gone = d.tmp
		} else if f, err := os.OpenFile(d.tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600); err == nil {
			f.Close()
			holders = append(holders, d.tmp)
		}
		os.RemoveAll(gone)
		d.unlock()
		delete(live.dirs, d)
	}
	return func() {
		for _, h := range holders {
			os.Remove(h)
		}
	}
}

// outDir is an export's destination and the temporary directory next to
// it that the export is written in; commit puts it in place, abort
// removes it.
type outDir struct {
	dest   string // the destination, absolute
	tmp    string // the temporary directory being written
	force  bool
	unlock func()
	done   bool
}

// createOutDir checks that dest may be replaced, removes stale
// temporaries of skaic's own next to it and creates the temporary
// directory.
func createOutDir(dest string, force bool) (*outDir, error) {
	out, err := filepath.Abs(dest)
	if err != nil {
		return nil, err
	}
	if !force {
		if err := checkReplaceable(out); err != nil {
			return nil, err
		}
	} else if wd, err := os.Getwd(); err == nil && (wd == out || strings.HasPrefix(wd, out+string(filepath.Separator)) || filepath.Dir(out) == out) {
		return nil, fmt.Errorf("export: %s holds the working directory %s; refusing to replace it, even with --force", dest, wd)
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	removeStale(out)
	live.Lock()
	defer live.Unlock()
	if live.stopped {
		return nil, ErrInterrupted
	}
	tmp, err := os.MkdirTemp(filepath.Dir(out), "."+filepath.Base(out)+".tmp-")
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	d := &outDir{dest: out, tmp: tmp, force: force, unlock: func() {}}
	if err := os.Chmod(tmp, 0o755); err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("export: %w", err)
	}
	unlock, err := lockMarker(filepath.Join(tmp, markerName))
	if err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("export: %w", err)
	}
	d.unlock = unlock
	if live.dirs == nil {
		live.dirs = map[*outDir]bool{}
	}
	live.dirs[d] = true
	return d, nil
}

// abort removes the temporary directory unless commit put it in place.
func (d *outDir) abort() {
	live.Lock()
	defer live.Unlock()
	if d.done || !live.dirs[d] {
		return
	}
	os.RemoveAll(d.tmp)
	d.unlock()
	delete(live.dirs, d)
}

// userPaths makes err name the destination where it names the temporary
// directory: a message names the user's path, never skaic's temporary.
func (d *outDir) userPaths(err error) error {
	if err == nil || !strings.Contains(err.Error(), d.tmp) {
		return err
	}
	return &renamedError{msg: strings.ReplaceAll(err.Error(), d.tmp, d.dest), err: err}
}

// renamedError is an error with its message's paths rewritten.
type renamedError struct {
	msg string
	err error
}

func (e *renamedError) Error() string { return e.msg }
func (e *renamedError) Unwrap() error { return e.err }

// files lists the regular files under the temporary directory (relative,
// slash-separated, sorted), without the marker: what the manifest says
// skaic wrote.
func (d *outDir) files() ([]string, error) {
	var out []string
	err := filepath.WalkDir(d.tmp, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.Type().IsRegular() {
			rel, _ := filepath.Rel(d.tmp, p)
			if rel != markerName {
				out = append(out, filepath.ToSlash(rel))
			}
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// commit makes every file and directory of the export durable, then swaps
// it into place and removes what it replaced.
func (d *outDir) commit() error {
	// Outside the lock: concurrent exports sync at once; an interrupt
	// meanwhile removes the directory and the sync fails.
	if err := syncTree(d.tmp); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	live.Lock()
	defer live.Unlock()
	if live.stopped || !live.dirs[d] {
		return ErrInterrupted
	}
	displaced, err := swapDir(d.tmp, d.dest, d.force)
	if err != nil {
		return err
	}
	d.done = true
	delete(live.dirs, d)
	// The marker was the temporary directory's; the export does not keep it.
	os.Remove(filepath.Join(d.dest, markerName))
	if displaced {
		os.RemoveAll(d.tmp) // now the previous contents of the destination
	}
	d.unlock()
	if err := syncDir(filepath.Dir(d.dest)); err != nil {
		return fmt.Errorf("export: %s is in place, but syncing its directory failed: %w", d.dest, err)
	}
	return nil
}

// checkReplaceable refuses a destination holding anything skaic did not
// write.
func checkReplaceable(dir string) error {
	foreign, why, err := foreignFiles(dir)
	// An entry that vanished under the walk is another export swapping
	// its directory into dir (an atomic exchange): look again at what is
	// there now.
	for try := 0; try < 5 && errors.Is(err, fs.ErrNotExist); try++ {
		foreign, why, err = foreignFiles(dir)
	}
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if len(foreign) > 0 {
		return &ForeignFilesError{Dir: dir, Files: foreign, Why: why}
	}
	return nil
}

// foreignFiles lists what in dir skaic did not write: nothing when dir
// does not exist, is empty, or holds a skaic export (its manifest's
// producer is skaic) and only the files of that export. why says what
// kind of thing dir is.
func foreignFiles(dir string) (foreign []string, why string, err error) {
	fi, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", err
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return []string{filepath.Base(dir)}, "is a symbolic link (skaic replaces the link, not what it points to)", nil
	}
	if !fi.IsDir() {
		return []string{filepath.Base(dir)}, "exists and is not a directory", nil
	}
	owned, err := ownedFiles(dir)
	if err != nil {
		return nil, "", err
	}
	why = "holds files skaic did not write"
	if owned == nil {
		why = "is not a skaic export (no manifest.json written by skaic) and holds"
		owned = map[string]bool{}
	}
	dirs := map[string]bool{}
	for f := range owned {
		for p := filepath.Dir(f); p != "."; p = filepath.Dir(p) {
			dirs[p] = true
		}
	}
	err = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		switch {
		case e.IsDir() && dirs[rel]:
		case e.IsDir():
			foreign = append(foreign, rel+"/")
			return fs.SkipDir
		case e.Type().IsRegular() && (owned[rel] || rel == markerName):
		default:
			foreign = append(foreign, rel)
		}
		return nil
	})
	return foreign, why, err
}

// ownedFiles is the set of files the skaic export in dir consists of, or
// nil when dir holds no manifest skaic wrote. A manifest lists its files;
// one of an earlier skaic that did not is taken at its word: the module,
// the parameter file inside the directory, the inputs and outputs.
func ownedFiles(dir string) (map[string]bool, error) {
	mf, err := ReadManifest(dir)
	if err != nil || !isSkaicProducer(mf.Producer) {
		return nil, nil
	}
	owned := map[string]bool{"manifest.json": true}
	add := func(p string) {
		if p != "" && !filepath.IsAbs(p) {
			owned[filepath.ToSlash(filepath.Clean(p))] = true
		}
	}
	if len(mf.Files) > 0 {
		for _, f := range mf.Files {
			add(f)
		}
		addCompiled(dir, owned)
		return owned, nil
	}
	add(mf.Module)
	add(mf.Parameters.File)
	for _, fn := range mf.Functions {
		for _, t := range slices.Concat(fn.Inputs, fn.Outputs) {
			add(t.File)
		}
	}
	addCompiled(dir, owned)
	return owned, nil
}

// addCompiled adds the compiled module and its key to owned when the key
// is there (skaic compiled the module; see CompiledModuleKey).
func addCompiled(dir string, owned map[string]bool) {
	if fi, err := os.Lstat(filepath.Join(dir, CompiledModuleKey)); err == nil && fi.Mode().IsRegular() {
		owned[CompiledModule] = true
		owned[CompiledModuleKey] = true
	}
}

func isSkaicProducer(p string) bool {
	return p == version.Name || strings.HasPrefix(p, version.Name+" ")
}

// removeStale removes the temporary directories of skaic's own next to
// dest that no export holds any more: those whose marker nobody locks,
// and those without a marker that hold a skaic export and nothing else
// (the previous contents a swap displaced, or an earlier skaic's
// DIR.old-* directory). Anything else is left alone.
func removeStale(dest string) {
	parent, base := filepath.Dir(dest), filepath.Base(dest)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !e.IsDir() || !(strings.HasPrefix(name, "."+base+".tmp-") || strings.HasPrefix(name, base+".old-."+base+".tmp-")) {
			continue
		}
		p := filepath.Join(parent, name)
		if _, err := os.Lstat(filepath.Join(p, markerName)); err == nil {
			if unlock, ok := tryLockMarker(filepath.Join(p, markerName)); ok {
				os.RemoveAll(p)
				unlock()
			}
			continue
		}
		if foreign, _, err := foreignFiles(p); err == nil && len(foreign) == 0 {
			if owned, _ := ownedFiles(p); owned != nil {
				os.RemoveAll(p)
			}
		}
	}
}

// syncTree fsyncs every regular file and directory under dir, dir last.
func syncTree(dir string) error {
	var dirs []string
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch {
		case e.IsDir():
			dirs = append(dirs, p)
		case e.Type().IsRegular():
			return syncDir(p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for i := len(dirs) - 1; i >= 0; i-- {
		if err := syncDir(dirs[i]); err != nil {
			return err
		}
	}
	return nil
}

// syncDir fsyncs a directory (or a file: the same call).
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// swapDir puts tmp at dest. When dest exists (it was checked replaceable
// when the export began, and is checked again now, unless force), the two
// are exchanged, so that tmp then holds what dest held (displaced).
func swapDir(tmp, dest string, force bool) (displaced bool, err error) {
	for range 3 {
		if _, err := os.Lstat(dest); errors.Is(err, fs.ErrNotExist) {
			err := renameNoReplace(tmp, dest)
			if err == nil {
				return false, nil
			}
			if errors.Is(err, fs.ErrExist) {
				continue // another export created it meanwhile
			}
			return false, fmt.Errorf("export: %w", err)
		}
		if !force {
			if err := checkReplaceable(dest); err != nil {
				return false, err
			}
		}
		// A marker left in dest (by a swap cut short) would make the
		// displaced contents look like a temporary export.
		os.Remove(filepath.Join(dest, markerName))
		if err := exchange(tmp, dest); err != nil {
			return false, fmt.Errorf("export: %w", err)
		}
		if !force {
			// A file that appeared in dest after the check is not lost:
			// swap back and refuse.
			if foreign, why, err := foreignFiles(tmp); err == nil && len(foreign) > 0 {
				if err := exchange(tmp, dest); err != nil {
					return false, fmt.Errorf("export: %s changed while it was replaced, and swapping it back failed (its previous contents are in %s): %w", dest, tmp, err)
				}
				return false, &ForeignFilesError{Dir: dest, Files: foreign, Why: why}
			}
		}
		return true, nil
	}
	return false, fmt.Errorf("export: %s keeps appearing and disappearing while it is replaced (other exports to it?)", dest)
}
