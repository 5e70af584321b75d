package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/models/demo"
)

func TestExportCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "demo")
	code, out, stderr := skaic(t, "export", "-o", dir, "--seq", "3", "--verify-each")
	if code != 0 {
		t.Fatalf("skaic export: exit %d: %s", code, stderr)
	}
	for _, f := range []string{"model.mlir", "model.irpa", "manifest.json", "inputs/tokens.npy", "expected/logits.npy"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("missing %s", f)
		}
	}
	if !strings.Contains(out, "parameters") || !strings.Contains(out, "planar: 15") {
		t.Errorf("summary: %s", out)
	}
	code, out, _ = skaic(t, "inspect", filepath.Join(dir, "model.irpa"))
	if code != 0 || !strings.Contains(out, "blk.1.ffn_down.weight#codes") || !strings.Contains(out, `"encoding":"planar Q6_K codes"`) {
		t.Errorf("skaic inspect model.irpa: exit %d\n%s", code, out)
	}
	code, out, _ = skaic(t, "export", "-o", filepath.Join(t.TempDir(), "x"), "--seq", "1", "--print-ir-after=layout-assignment")
	if code != 0 || !strings.Contains(out, "IR Dump After layout-assignment") {
		t.Fatalf("--print-ir-after: exit %d\n%s", code, out)
	}
	cases := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"export", "--params", "zip", "-o", filepath.Join(t.TempDir(), "y")}, 1, "want irpa or gguf"},
		{[]string{"export", "--print-ir-after=nope"}, 1, "no such pass"},
		{[]string{"export", "--weights", "dense", "--profile", "mobile-2gb"}, 2, "strict"},
		{[]string{"export", "/no/such/model.gguf"}, 1, "no such file"},
		{[]string{"export", "--tokens", "1,x"}, 1, "not a token id"},
	}
	for _, c := range cases {
		code, _, stderr := skaic(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("skaic %v: exit %d, stderr %q; want exit %d mentioning %q on one line", c.args, code, stderr, c.code, c.msg)
		}
	}
}

// A model file is exported without the eager reference unless
// --reference asks for it; the built-in demo has it unless told not to.
func TestExportReferenceFlag(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "demo.gguf")
	if err := demo.Write(model); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want bool
	}{
		{[]string{"export", model, "--seq", "2"}, false},
		{[]string{"export", model, "--seq", "2", "--reference"}, true},
		{[]string{"export", "--seq", "2"}, true},
		{[]string{"export", "--seq", "2", "--reference=false"}, false},
	}
	for i, c := range cases {
		out := filepath.Join(dir, fmt.Sprint("out", i))
		if code, _, stderr := skaic(t, append(c.args, "-o", out)...); code != 0 {
			t.Fatalf("skaic %v: exit %d: %s", c.args, code, stderr)
		}
		_, err := os.Stat(filepath.Join(out, "expected", "logits.npy"))
		if got := err == nil; got != c.want {
			t.Errorf("skaic %v: expected/logits.npy written: %v, want %v", c.args, got, c.want)
		}
		mf, err := os.ReadFile(filepath.Join(out, "manifest.json"))
		if err != nil || !strings.Contains(string(mf), fmt.Sprintf(`"reference_outputs": %v`, c.want)) {
			t.Errorf("skaic %v: manifest says no reference_outputs %v (%v)", c.args, c.want, err)
		}
	}
}
