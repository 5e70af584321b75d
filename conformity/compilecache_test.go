package conformity

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A fake iree-compile that counts its compiles: the second compile of the
// same text, even from a fresh per-run cache (a new run, another clone),
// comes from the module cache; other text or another compiler version
// compiles again.
func TestCompileCachePersistsAcrossRuns(t *testing.T) {
	bin := t.TempDir()
	count := filepath.Join(bin, "count")
	tool := filepath.Join(bin, "iree-compile")
	script := `#!/bin/sh
if [ "$1" = --version ]; then echo "fake iree $(cat ` + bin + `/version)"; exit 0; fi
echo x >> ` + count + `
for a; do out=$a; done
cp "$(for a; do case $a in *.mlir) echo $a;; esac; done)" "$out"
`
	if err := os.WriteFile(tool, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(bin, "version"), []byte("1"), 0o644)
	t.Setenv("SKAIC_MODULE_CACHE", t.TempDir())
	src := filepath.Join(t.TempDir(), "m.mlir")
	os.WriteFile(src, []byte("module {}"), 0o644)
	compiles := func() int {
		b, _ := os.ReadFile(count)
		return strings.Count(string(b), "x")
	}
	run := func() (bool, string) {
		dir := t.TempDir()
		vmfb, _, cached, err := newCompileCache(dir, tool).compile(src, CompileFlags)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(vmfb)
		return cached, string(b)
	}
	if cached, got := run(); cached || got != "module {}" || compiles() != 1 {
		t.Fatalf("first run: cached=%v module=%q compiles=%d", cached, got, compiles())
	}
	if cached, got := run(); !cached || got != "module {}" || compiles() != 1 {
		t.Fatalf("second run: cached=%v module=%q compiles=%d; want the cached module", cached, got, compiles())
	}
	os.WriteFile(src, []byte("module { }"), 0o644)
	if cached, _ := run(); cached || compiles() != 2 {
		t.Fatalf("changed text: cached=%v compiles=%d; want a compile", cached, compiles())
	}
	// The compiler's version is part of the key (a new process would see
	// the new version; the version is cached per path, so use another path).
	tool2 := filepath.Join(bin, "iree-compile2")
	os.WriteFile(tool2, []byte(strings.ReplaceAll(script, "/version)", "/version)-2")), 0o755)
	if _, _, cached, err := newCompileCache(t.TempDir(), tool2).compile(src, CompileFlags); err != nil || cached || compiles() != 3 {
		t.Fatalf("another compiler: cached=%v err=%v compiles=%d; want a compile", cached, err, compiles())
	}
	t.Setenv("SKAIC_MODULE_CACHE", "off")
	if cached, _ := run(); cached || compiles() != 4 {
		t.Fatalf("cache off: cached=%v compiles=%d", cached, compiles())
	}
}
