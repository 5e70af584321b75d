package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestDoctorFromAnotherDirectory builds skaic as make build does (the
// checkout recorded with -ldflags) and as go build does into a checkout
// (nothing recorded), runs each from a directory outside any checkout,
// and checks doctor finds the checkout's venv and says how.
func TestDoctorFromAnotherDirectory(t *testing.T) {
	goTool := toolstest.Need(t, "go")
	checkout := t.TempDir()
	if err := os.WriteFile(filepath.Join(checkout, "go.mod"), []byte("module github.com/skainet/skaic\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	venv := goodTools().write(t)
	if err := os.Symlink(venv, filepath.Join(checkout, ".venv")); err != nil {
		t.Fatal(err)
	}
	recorded := filepath.Join(t.TempDir(), "skaic")
	beside := filepath.Join(checkout, "skaic")
	for _, b := range []struct{ out, ldflags string }{
		{recorded, "-X github.com/skainet/skaic/internal/tools.checkout=" + checkout},
		{beside, ""},
	} {
		cmd := exec.Command(goTool, "build", "-ldflags", b.ldflags, "-o", b.out, ".")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	elsewhere := t.TempDir()
	for _, tc := range []struct{ exe, from string }{
		{recorded, "the checkout skaic was built from"},
		{beside, "the checkout of the executable"},
	} {
		cmd := exec.Command(tc.exe, "doctor", "--json")
		cmd.Dir = elsewhere
		cmd.Env = []string{"PATH=" + t.TempDir(), "HOME=" + elsewhere}
		out, _ := cmd.Output()
		var rep struct {
			Venv     string `json:"venv"`
			VenvFrom string `json:"venv_from"`
		}
		if err := json.Unmarshal(out, &rep); err != nil {
			t.Fatalf("%s doctor --json: %v\n%s", tc.exe, err, out)
		}
		if rep.Venv != filepath.Join(checkout, ".venv") || rep.VenvFrom != tc.from {
			t.Errorf("%s doctor from %s: venv %q from %q; want %s/.venv from %q", tc.exe, elsewhere, rep.Venv, rep.VenvFrom, checkout, tc.from)
		}
	}
}
