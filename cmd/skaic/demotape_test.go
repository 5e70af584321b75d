package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/models/demo"
)

// TestExportDemoTape: a tape recorded from the built-in demo exports with
// no GGUF on disk (the demo's weights are built in), with --params gguf
// too (the export ships the demo's GGUF), and leaves no temporary file.
func TestExportDemoTape(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := t.TempDir()
	tp := filepath.Join(dir, "t.tape")
	if code, _, stderr := skaic(t, "record", "-o", tp); code != exitOK {
		t.Fatalf("record: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, demo.Name)); !os.IsNotExist(err) {
		t.Fatalf("%s next to the tape: %v", demo.Name, err)
	}
	out := filepath.Join(dir, "out")
	if code, _, stderr := skaic(t, "export", tp, "-o", out); code != exitOK {
		t.Fatalf("export t.tape: exit %d: %s", code, stderr)
	}
	mf, err := export.ReadManifest(out)
	if err != nil {
		t.Fatal(err)
	}
	if mf.Source.File != demo.Name || mf.Parameters.File != "model.irpa" || mf.Parameters.Count != 41 {
		t.Errorf("manifest: source %q, parameters %+v", mf.Source.File, mf.Parameters)
	}
	gg := filepath.Join(dir, "gg")
	if code, _, stderr := skaic(t, "export", tp, "-o", gg, "--params", "gguf", "--reference"); code != exitOK {
		t.Fatalf("export t.tape --params gguf: exit %d: %s", code, stderr)
	}
	want, _ := demo.Bytes()
	if b, err := os.ReadFile(filepath.Join(gg, demo.Name)); err != nil || string(b) != string(want) {
		t.Errorf("--params gguf: the export does not carry the demo's GGUF (%d bytes, %v)", len(b), err)
	}
	if _, err := os.Stat(filepath.Join(gg, "expected", "logits.npy")); err != nil {
		t.Errorf("--reference: %v", err)
	}
	if left := entries(t, tmp); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

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
