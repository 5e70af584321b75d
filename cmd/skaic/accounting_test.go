package main

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/models/demo"
)

// TestMiscountedGGUFRefused: the demo GGUF with its tensor count one too
// low or one too high (the header then describes other bytes than the file
// holds) is refused by every command that reads it, exit 1, naming the
// file — never run as garbage.
func TestMiscountedGGUFRefused(t *testing.T) {
	b, err := demo.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, delta := range []int64{-1, +1} {
		c := slices.Clone(b)
		n := binary.LittleEndian.Uint64(c[8:])
		binary.LittleEndian.PutUint64(c[8:], uint64(int64(n)+delta))
		p := filepath.Join(dir, "miscounted.gguf")
		if err := os.WriteFile(p, c, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"run", p, "--steps", "2"},
			{"inspect", p},
			{"inspect", p, "--json"},
			{"plan", p},
			{"export", p, "-o", filepath.Join(dir, "out")},
		} {
			code, _, stderr := skaic(t, args...)
			what := strings.Join(args, " ") + " (tensor count " + map[int64]string{-1: "-1", 1: "+1"}[delta] + ")"
			checkOneLineFailure(t, what, code, stderr)
			if !strings.Contains(stderr, p) {
				t.Errorf("%s: %q does not name the file", what, stderr)
			}
		}
		if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
			t.Errorf("export of a refused file left its output: %v", err)
		}
	}
}
