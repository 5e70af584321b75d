package modcache

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestStoreFetchPrune(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("SKAIC_MODULE_CACHE", dir)
	src := filepath.Join(t.TempDir(), "m.vmfb")
	if err := os.WriteFile(src, []byte("module bytes"), 0o644); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "out.vmfb")
	if ok, err := Fetch("abc123", ".vmfb", dst); ok || err != nil {
		t.Fatalf("Fetch on an empty cache = %v, %v; want false, nil", ok, err)
	}
	if err := Store("abc123", ".vmfb", src); err != nil {
		t.Fatal(err)
	}
	if ok, err := Fetch("abc123", ".vmfb", dst); !ok || err != nil {
		t.Fatalf("Fetch after Store = %v, %v", ok, err)
	}
	if b, _ := os.ReadFile(dst); string(b) != "module bytes" {
		t.Fatalf("fetched %q", b)
	}
	if ok, _ := Fetch("abc123", ".so", dst); ok {
		t.Fatal("the extension is part of the entry's name")
	}
	// A file that is not an entry (no extension) and a fresh entry survive
	// Prune; an entry unused for longer than maxAge does not.
	foreign := filepath.Join(dir, "README")
	os.WriteFile(foreign, []byte("x"), 0o644)
	old := time.Now().Add(-2 * time.Hour)
	os.Chtimes(foreign, old, old)
	os.Chtimes(filepath.Join(dir, "abc123.vmfb"), old, old)
	if err := Store("fresh", ".vmfb", src); err != nil {
		t.Fatal(err)
	}
	n, err := Prune(time.Hour)
	if err != nil || n != 1 {
		t.Fatalf("Prune = %d, %v; want 1 entry removed", n, err)
	}
	for _, keep := range []string{foreign, filepath.Join(dir, "fresh.vmfb")} {
		if _, err := os.Stat(keep); err != nil {
			t.Errorf("%s removed: %v", keep, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "abc123.vmfb")); !os.IsNotExist(err) {
		t.Errorf("stale entry kept: %v", err)
	}
}

func TestOffAndBadKeys(t *testing.T) {
	t.Setenv("SKAIC_MODULE_CACHE", "off")
	if Dir() != "" {
		t.Fatal("SKAIC_MODULE_CACHE=off must turn the cache off")
	}
	if err := Store("k", ".vmfb", "/nonexistent"); err != nil {
		t.Fatalf("Store with the cache off = %v", err)
	}
	t.Setenv("SKAIC_MODULE_CACHE", t.TempDir())
	for _, k := range []string{"", "../x", "a.b"} {
		if _, err := Fetch(k, ".vmfb", filepath.Join(t.TempDir(), "o")); err == nil {
			t.Errorf("key %q accepted", k)
		}
	}
}
