package tools

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFindVersioned: with only Debian's versioned llc-14 (and a newer
// llc-17) on PATH, the newest is found; with neither, the error says
// where it looked.
func TestFindVersioned(t *testing.T) {
	elsewhere(t)
	dir := t.TempDir()
	t.Setenv("PATH", dir)
	t.Setenv(EnvVar("llc"), "")
	if _, err := FindVersioned("llc"); !IsNotFound(err) {
		t.Fatalf("err = %v, want not found", err)
	}
	for _, name := range []string{"llc-14", "llc-17"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	p, err := FindVersioned("llc")
	if err != nil || p != filepath.Join(dir, "llc-17") {
		t.Fatalf("FindVersioned = %q, %v; want llc-17", p, err)
	}
}
