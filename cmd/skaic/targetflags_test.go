package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTargetFlags: --target is parsed and recorded by export (manifest,
// skainet.target, every parameter's layout entry); a device that cannot
// run the target's modules, a malformed target and --target on the eager
// engine are refused before anything is exported.
func TestTargetFlags(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	if code, _, stderr := skaic(t, "export", "-o", dir, "--seq", "2", "--target", "rocm:gfx90a"); code != exitOK {
		t.Fatalf("export --target rocm:gfx90a: exit %d: %s", code, stderr)
	}
	var mf struct {
		Target struct {
			Name         string   `json:"name"`
			Device       string   `json:"device"`
			CompileFlags []string `json:"compile_flags"`
		} `json:"target"`
		Layouts []struct {
			Key, Target, Residency string
		} `json:"tensor_layouts"`
	}
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &mf); err != nil {
		t.Fatal(err)
	}
	if mf.Target.Name != "rocm:gfx90a" || mf.Target.Device != "hip" || strings.Join(mf.Target.CompileFlags, " ") != "--iree-hal-target-device=hip --iree-rocm-target=gfx90a" {
		t.Errorf("manifest target = %+v", mf.Target)
	}
	for _, l := range mf.Layouts {
		if l.Residency != "device_state" && l.Target != "rocm:gfx90a" {
			t.Errorf("%s: target %q", l.Key, l.Target)
		}
	}
	text, _ := os.ReadFile(filepath.Join(dir, "model.mlir"))
	if !strings.Contains(string(text), `skainet.target = "rocm:gfx90a"`) {
		t.Errorf("model.mlir has no skainet.target")
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--engine", "iree", "--target", "cuda", "--device", "local-task", "--tokens", "1"}, "cannot run a module compiled for target cuda:sm_80"},
		{[]string{"run", "--engine", "iree", "--target", "cuda:gfx942"}, "want an sm_ architecture"},
		{[]string{"run", "--target", "cuda", "-n", "1"}, "--target is for --engine iree"},
		{[]string{"export", "-o", filepath.Join(t.TempDir(), "x"), "--target", "metal"}, `unknown backend "metal"`},
		{[]string{"conform", dir, "--target", "cuda"}, "was exported for target rocm:gfx90a, not cuda:sm_80"},
	} {
		code, _, stderr := skaic(t, c.args...)
		if code != exitFailure || !strings.Contains(stderr, c.want) {
			t.Errorf("skaic %s: exit %d, stderr %q; want exit 1 with %q", strings.Join(c.args, " "), code, strings.TrimSpace(stderr), c.want)
		}
	}
}
