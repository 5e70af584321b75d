package tools

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeCheckout is a skaic checkout with a .venv holding an iree-compile.
func fakeCheckout(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module "+modulePath+"\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(root, ".venv", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "iree-compile"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return root
}

// elsewhere runs the test from a directory outside any checkout, with no
// overrides and an empty PATH.
func elsewhere(t *testing.T) {
	t.Helper()
	t.Chdir(t.TempDir())
	t.Setenv("SKAIC_VENV", "")
	t.Setenv(EnvVar("iree-compile"), "")
	t.Setenv("PATH", t.TempDir())
}

// TestVenvOfTheBuildCheckout: run from another directory, skaic finds the
// venv of the checkout it was built from, and says so.
func TestVenvOfTheBuildCheckout(t *testing.T) {
	root := fakeCheckout(t)
	elsewhere(t)
	defer func(c string) { checkout = c }(checkout)

	checkout = ""
	if _, err := Find("iree-compile"); !IsNotFound(err) || !strings.Contains(err.Error(), "not recorded in this build") {
		t.Fatalf("without a recorded checkout: %v; want not found, saying where it looked", err)
	}

	checkout = root
	venv, from, looked := VenvSearch()
	if venv != filepath.Join(root, ".venv") || from.What != "the checkout skaic was built from" || len(looked) != 1 {
		t.Errorf("VenvSearch: %q from %+v after %v", venv, from, looked)
	}
	if p, err := Find("iree-compile"); err != nil || p != filepath.Join(root, ".venv", "bin", "iree-compile") {
		t.Errorf("Find: %q, %v", p, err)
	}
	t.Setenv("SKAIC_VENV", t.TempDir())
	if _, from, _ := VenvSearch(); from.What != "$SKAIC_VENV" {
		t.Errorf("$SKAIC_VENV does not come first: %+v", from)
	}
}

// TestVenvOfTheWorkingDirectory: from inside a checkout (any depth), its
// venv is found; inside another Go module, none is.
func TestVenvOfTheWorkingDirectory(t *testing.T) {
	root := fakeCheckout(t)
	elsewhere(t)
	defer func(c string) { checkout = c }(checkout)
	checkout = ""
	sub := filepath.Join(root, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(sub)
	if venv, from, _ := VenvSearch(); venv != filepath.Join(root, ".venv") || from.What != "the checkout of the working directory" {
		t.Errorf("from %s: %q (%+v)", sub, venv, from)
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/other\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if venv := Venv(); venv != "" {
		t.Errorf("another module's .venv taken for skaic's: %q", venv)
	}
}
