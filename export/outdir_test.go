package export

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func exportDemo(t *testing.T, out string, force bool) error {
	t.Helper()
	_, err := Run(Options{Out: out, Seq: 2, Force: force})
	return err
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustRead(t *testing.T, path, want string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil || string(b) != want {
		t.Errorf("%s: %q, %v; want it intact (%q)", path, b, err, want)
	}
}

// entries lists a directory's names.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestOutDirForeignFiles: a destination holding a file skaic did not
// write is refused and left as it was, whether or not it also holds a
// skaic export; --force replaces it; a previous export (also one whose
// manifest predates the file list) is replaced.
func TestOutDirForeignFiles(t *testing.T) {
	root := t.TempDir()

	// Someone else's manifest.json.
	other := filepath.Join(root, "other")
	writeFile(t, filepath.Join(other, "manifest.json"), `{"producer":"someone else"}`)
	writeFile(t, filepath.Join(other, "data.txt"), "mine")
	err := exportDemo(t, other, false)
	var fe *ForeignFilesError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "not a skaic export") || !slices.Contains(fe.Files, "data.txt") || !slices.Contains(fe.Files, "manifest.json") {
		t.Fatalf("someone else's manifest: %v; want a ForeignFilesError naming data.txt and manifest.json", err)
	}
	mustRead(t, filepath.Join(other, "data.txt"), "mine")
	mustRead(t, filepath.Join(other, "manifest.json"), `{"producer":"someone else"}`)

	// A file (not a directory) at the destination.
	file := filepath.Join(root, "file")
	writeFile(t, file, "a file")
	if err := exportDemo(t, file, false); !errors.As(err, &fe) || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("a file: %v", err)
	}
	mustRead(t, file, "a file")

	// A symbolic link: replacing it would replace the link only.
	link := filepath.Join(root, "link")
	if err := os.Symlink(other, link); err != nil {
		t.Fatal(err)
	}
	if err := exportDemo(t, link, false); !errors.As(err, &fe) || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a symbolic link: %v", err)
	}
	os.Remove(link)

	// --force never replaces the working directory or a directory above it.
	t.Chdir(other)
	for _, d := range []string{other, root, "."} {
		if err := exportDemo(t, d, true); err == nil || !strings.Contains(err.Error(), "holds the working directory") {
			t.Errorf("--force of %s, the working directory's: %v", d, err)
		}
	}
	mustRead(t, filepath.Join(other, "data.txt"), "mine")

	// A skaic export with a compiled module and a sub-directory beside it.
	out := filepath.Join(root, "out")
	if err := exportDemo(t, out, false); err != nil {
		t.Fatal(err)
	}
	if err := exportDemo(t, out, false); err != nil {
		t.Fatalf("re-export: %v", err)
	}
	writeFile(t, filepath.Join(out, "model.vmfb"), "compiled")
	writeFile(t, filepath.Join(out, "runs", "logits.npy"), "run")
	err = exportDemo(t, out, false)
	if !errors.As(err, &fe) || !slices.Equal(fe.Files, []string{"model.vmfb", "runs/"}) || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("export next to model.vmfb: %v; want a ForeignFilesError naming model.vmfb and runs/", err)
	}
	mustRead(t, filepath.Join(out, "model.vmfb"), "compiled")
	mustRead(t, filepath.Join(out, "runs", "logits.npy"), "run")
	// A module skaic compiled there (its key beside it) is skaic's: a
	// re-export replaces it, but not the user's runs/.
	writeFile(t, filepath.Join(out, CompiledModuleKey), "0123\n")
	err = exportDemo(t, out, false)
	if !errors.As(err, &fe) || !slices.Equal(fe.Files, []string{"runs/"}) {
		t.Fatalf("export next to a compiled model.vmfb with its key: %v; want a ForeignFilesError naming runs/ only", err)
	}
	if err := exportDemo(t, out, true); err != nil {
		t.Fatalf("--force: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "model.vmfb")); !os.IsNotExist(err) {
		t.Errorf("--force kept model.vmfb: %v", err)
	}
	mf, err := ReadManifest(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"manifest.json", "model.mlir", "model.irpa", "inputs/tokens.npy", "expected/logits.npy"} {
		if !slices.Contains(mf.Files, f) {
			t.Errorf("manifest files %v lack %s", mf.Files, f)
		}
	}
	if slices.Contains(entries(t, out), markerName) {
		t.Errorf("the export keeps the temporary directory's marker")
	}

	// A manifest without the file list (an earlier skaic's) is replaced
	// when the directory holds only what the manifest names.
	b, err := os.ReadFile(filepath.Join(out, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	delete(raw, "files")
	b, _ = json.Marshal(raw)
	writeFile(t, filepath.Join(out, "manifest.json"), string(b))
	if err := exportDemo(t, out, false); err != nil {
		t.Fatalf("re-export of an export without a file list: %v", err)
	}
	if got := entries(t, root); !slices.Equal(got, []string{"file", "other", "out"}) {
		t.Errorf("left beside the exports: %v", got)
	}
}

// TestOutDirStaleTemporaries: an export removes the temporaries of
// skaic's own next to its destination that nobody holds (an export
// killed with SIGKILL leaves one), and the previous contents a swap left
// behind; a temporary a running export holds, and a directory of that
// name skaic did not write, stay.
func TestOutDirStaleTemporaries(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "out")
	stale := filepath.Join(root, ".out.tmp-111")
	writeFile(t, filepath.Join(stale, markerName), "")
	writeFile(t, filepath.Join(stale, "model.irpa"), "half an archive")

	held := filepath.Join(root, ".out.tmp-222")
	if err := os.Mkdir(held, 0o755); err != nil {
		t.Fatal(err)
	}
	unlock, err := lockMarker(filepath.Join(held, markerName))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()

	foreign := filepath.Join(root, ".out.tmp-333")
	writeFile(t, filepath.Join(foreign, "notes.txt"), "not skaic's")

	// The previous contents of a swap cut short: a whole export.
	displaced := filepath.Join(root, ".out.tmp-444")
	if err := exportDemo(t, displaced, false); err != nil {
		t.Fatal(err)
	}
	// The same with a file someone put there: not skaic's alone.
	mixed := filepath.Join(root, ".out.tmp-555")
	if err := exportDemo(t, mixed, false); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(mixed, "model.vmfb"), "compiled")

	if err := exportDemo(t, out, false); err != nil {
		t.Fatal(err)
	}
	if got, want := entries(t, root), []string{".out.tmp-222", ".out.tmp-333", ".out.tmp-555", "out"}; !slices.Equal(got, want) {
		t.Errorf("after the export: %v; want %v", got, want)
	}
	mustRead(t, filepath.Join(foreign, "notes.txt"), "not skaic's")
	mustRead(t, filepath.Join(mixed, "model.vmfb"), "compiled")
}

// TestOutDirConcurrent: exports racing to one destination each leave a
// whole export there and nothing beside it, and the destination never
// disappears while they replace it.
func TestOutDirConcurrent(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "out")
	if err := exportDemo(t, out, false); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var missing int
	var watch sync.WaitGroup
	watch.Go(func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := os.Stat(filepath.Join(out, "manifest.json")); err != nil {
				missing++
			}
		}
	})
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() {
			for range 3 {
				if err := exportDemo(t, out, false); err != nil {
					errs[i] = err
					return
				}
			}
		})
	}
	wg.Wait()
	close(stop)
	watch.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("export %d: %v", i, err)
		}
	}
	if missing > 0 {
		t.Errorf("out/manifest.json was missing %d times while exports replaced it", missing)
	}
	if got := entries(t, root); !slices.Equal(got, []string{"out"}) {
		t.Errorf("left beside the export: %v", got)
	}
	if _, err := ReadManifest(out); err != nil {
		t.Error(err)
	}
}

// TestOutDirMessagesNameTheDestination: an error naming a file in the
// temporary directory names it in the destination instead, and keeps its
// cause.
func TestOutDirMessagesNameTheDestination(t *testing.T) {
	d := &outDir{dest: "/w/out", tmp: "/w/.out.tmp-123"}
	err := d.userPaths(fmt.Errorf("irpa: write /w/.out.tmp-123/model.irpa: %w", fs.ErrPermission))
	if err.Error() != "irpa: write /w/out/model.irpa: permission denied" || !errors.Is(err, fs.ErrPermission) {
		t.Errorf("%v (Is ErrPermission: %v)", err, errors.Is(err, fs.ErrPermission))
	}
	if d.userPaths(nil) != nil {
		t.Error("nil became an error")
	}
}
