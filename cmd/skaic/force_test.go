package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportForeignFiles: skaic export -o DIR refuses a DIR holding a
// file it did not write and leaves the file as it was; --force replaces
// DIR; re-exporting a previous export needs no --force.
func TestExportForeignFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "demo")
	if code, _, stderr := skaic(t, "export", "-o", dir, "--seq", "2"); code != exitOK {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	if code, _, stderr := skaic(t, "export", "-o", dir, "--seq", "2"); code != exitOK {
		t.Fatalf("re-export: exit %d: %s", code, stderr)
	}
	vmfb := filepath.Join(dir, "model.vmfb")
	if err := os.WriteFile(vmfb, []byte("compiled"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := skaic(t, "export", "-o", dir, "--seq", "2")
	if code != exitFailure || !strings.Contains(stderr, "model.vmfb") || !strings.Contains(stderr, "--force") {
		t.Errorf("export over model.vmfb: exit %d, stderr %q; want exit 1 naming model.vmfb and --force", code, stderr)
	}
	if b, err := os.ReadFile(vmfb); err != nil || string(b) != "compiled" {
		t.Fatalf("model.vmfb after the refusal: %q, %v", b, err)
	}
	if code, _, stderr := skaic(t, "export", "-o", dir, "--seq", "2", "--force"); code != exitOK {
		t.Fatalf("--force: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(vmfb); !os.IsNotExist(err) {
		t.Errorf("--force left model.vmfb: %v", err)
	}
}
