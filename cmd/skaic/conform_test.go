package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

func TestConformUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"conform"}, "give one of"},
		{[]string{"conform", "somewhere", "--suite", "ops"}, "give one of"},
		{[]string{"conform", "--suite", "ops", "--run", "("}, "--run"},
	} {
		code, _, stderr := skaic(t, tc.args...)
		if code != exitFailure || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "Usage:") {
			t.Errorf("skaic %s: exit %d, stderr %q; want a usage error mentioning %q", strings.Join(tc.args, " "), code, stderr, tc.want)
		}
	}
	code, _, stderr := skaic(t, "conform", "--suite", "nonsense")
	if code != exitFailure || !strings.Contains(stderr, "unknown suite") {
		t.Errorf("--suite nonsense: exit %d, stderr %q", code, stderr)
	}
}

// TestConformSuiteJSONAndReport runs one op case through the command:
// JSON on stdout, a Markdown report on disk, exit 0.
func TestConformSuiteJSONAndReport(t *testing.T) {
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
	toolstest.Python(t)
	md := filepath.Join(t.TempDir(), "conformity.md")
	code, stdout, stderr := skaic(t, "conform", "--suite", "ops", "--run", `^ops/nn/rope/adjacent-input-pos-5x3x8$`, "--json", "--report", md)
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	var rep struct {
		Results []struct {
			Case   string `json:"case"`
			Status string `json:"status"`
		} `json:"results"`
		Summary struct {
			Run, Passed, Failed, Skipped int
		} `json:"summary"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("stdout is not the JSON report: %v\n%s", err, stdout)
	}
	if rep.Summary.Run != 1 || rep.Summary.Passed != 1 || len(rep.Results) != 1 || rep.Results[0].Status != "pass" {
		t.Errorf("report: %+v", rep)
	}
	b, err := os.ReadFile(md)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "| `ops/nn/rope/adjacent-input-pos-5x3x8` | pass |") {
		t.Errorf("the Markdown report lacks the case's row:\n%s", b)
	}
}

// TestConformExportDir checks a directory written like skaic export
// writes it, then the same directory with one expected logit changed:
// the second run exits 1 and says which output and element.
func TestConformExportDir(t *testing.T) {
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
	dir := filepath.Join(t.TempDir(), "demo")
	if _, err := export.Run(export.Options{Out: dir, Seq: 3}); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := skaic(t, "conform", dir)
	if code != exitOK || !strings.Contains(stdout, "conformity PASS: 1 cases run, 1 passed, 0 failed, 0 skipped") {
		t.Fatalf("clean export: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}

	path := filepath.Join(dir, "expected", "logits.npy")
	a, err := npy.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	v, err := a.Float32()
	if err != nil {
		t.Fatal(err)
	}
	v[100] += 1
	b, err := npy.FromFloat32(a.Shape, v)
	if err != nil {
		t.Fatal(err)
	}
	if err := npy.WriteFile(path, b); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr = skaic(t, "conform", dir)
	if code != exitFailure {
		t.Fatalf("changed expectation: exit %d, want %d\nstdout:\n%s", code, exitFailure, stdout)
	}
	for _, s := range []string{"FAIL  demo", `output "logits"`, "largest error at [0 1 4]", "tolerance: rel-L2 ≤ 0.0001"} {
		if !strings.Contains(stdout, s) {
			t.Errorf("stdout lacks %q:\n%s", s, stdout)
		}
	}
	if !strings.Contains(stderr, "1 of 1 cases failed") {
		t.Errorf("stderr: %q", stderr)
	}
}
