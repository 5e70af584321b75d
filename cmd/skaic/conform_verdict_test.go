package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/models/demo"
)

// noTools runs the test outside any checkout with no venv, no overrides
// and an empty PATH: iree-compile cannot be found. It returns $TMPDIR, a
// directory of the test's.
func noTools(t *testing.T) string {
	t.Helper()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Chdir(t.TempDir())
	t.Setenv("SKAIC_VENV", t.TempDir())
	t.Setenv("PATH", t.TempDir())
	for _, n := range []string{"iree-compile", "iree-run-module", "python"} {
		t.Setenv(tools.EnvVar(n), "")
	}
	return tmp
}

// exportWithoutReference writes the demo as ROOT/model.gguf and exports
// it without reference outputs (the default for a model file) to
// ROOT/noref.
func exportWithoutReference(t *testing.T, root string) (model, dir string) {
	t.Helper()
	model, dir = filepath.Join(root, "model.gguf"), filepath.Join(root, "noref")
	if err := demo.Write(model); err != nil {
		t.Fatal(err)
	}
	if _, err := export.Run(export.Options{Model: model, Out: dir, Seq: 2}); err != nil {
		t.Fatal(err)
	}
	return model, dir
}

// TestConformNeverPassesOnNothing: a conformity run that compares nothing
// fails, with the reason on stderr, whatever CI says: an empty directory,
// an export without reference outputs and no model to compute them from
// (or a model that is not the one it was exported from), a missing
// iree-compile (also with
// --allow-skip: nothing was compared), a $SKAIC_IREE_COMPILE that is not
// there.
func TestConformNeverPassesOnNothing(t *testing.T) {
	root := t.TempDir()
	empty := filepath.Join(root, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	model, noRef := exportWithoutReference(t, root)
	// Not next to the export any more: nothing says where the model is.
	if err := os.Rename(model, filepath.Join(t.TempDir(), "model.gguf")); err != nil {
		t.Fatal(err)
	}
	withRef := filepath.Join(root, "ref")
	if _, err := export.Run(export.Options{Out: withRef, Seq: 2}); err != nil {
		t.Fatal(err)
	}
	tmp := noTools(t)
	defer func() {
		if left := entries(t, tmp); len(left) > 0 {
			t.Errorf("conform left temporary files: %v", left)
		}
	}()
	for _, ci := range []string{"", "true"} {
		t.Setenv("CI", ci)
		nothingCompared := "no case was compared"
		if ci != "" {
			nothingCompared = "required tool missing under CI=true"
		}
		for _, tc := range []struct {
			args []string
			env  map[string]string
			want string
		}{
			{[]string{"conform", empty}, nil, "not an export directory"},
			{[]string{"conform", noRef}, nil, "export it with --reference, or give the model it was exported from with --model"},
			{[]string{"conform", noRef, "--model", relabelledDemo(t, "llama")}, nil, "gives another module than model.mlir"},
			{[]string{"conform", withRef}, nil, `tool "iree-compile" not found`},
			{[]string{"conform", withRef, "--allow-skip"}, nil, nothingCompared},
			{[]string{"conform", withRef}, map[string]string{tools.EnvVar("iree-compile"): filepath.Join(root, "nothing")}, "is not an executable file"},
		} {
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			code, stdout, stderr := skaic(t, tc.args...)
			if code != exitFailure || !strings.Contains(stderr, tc.want) || strings.Contains(stdout, "PASS") {
				t.Errorf("CI=%q skaic %s: exit %d, stderr %q; want exit 1 saying %q, and no PASS\nstdout:\n%s", ci, strings.Join(tc.args, " "), code, stderr, tc.want, stdout)
			}
			for k := range tc.env {
				t.Setenv(k, "")
			}
		}
	}
}

// TestConformProgress: conform says on stderr as each module starts and
// each case ends, with its verdict and time.
func TestConformProgress(t *testing.T) {
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
	dir := filepath.Join(t.TempDir(), "demo")
	if _, err := export.Run(export.Options{Out: dir, Seq: 2}); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := skaic(t, "conform", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "conform: start demo (1 case)") || !strings.HasPrefix(lines[1], "conform: [1/1] pass  demo  ") || !strings.HasSuffix(lines[1], "s") {
		t.Errorf("stderr:\n%s\nwant a start line and a verdict line with the time", stderr)
	}
}

// TestConformComputesTheReference: an export made without --reference is
// checked against the eager reference of the model it was exported from:
// given with --model, or found next to the export directory by its name
// and SHA-256; the built-in demo's needs no model file.
func TestConformComputesTheReference(t *testing.T) {
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
	root := t.TempDir()
	model, noRef := exportWithoutReference(t, root)
	demoNoRef := filepath.Join(root, "demo")
	if _, err := export.Run(export.Options{Out: demoNoRef, Seq: 2, Reference: export.ReferenceOff}); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"conform", noRef, "--model", model}, {"conform", noRef}, {"conform", demoNoRef}} {
		code, stdout, stderr := skaic(t, args...)
		if code != exitOK || !strings.Contains(stdout, "conformity PASS: 1 cases run, 1 passed") || !strings.Contains(stderr, "computing the eager reference") {
			t.Errorf("skaic %s: exit %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, stdout, stderr)
		}
	}
}
