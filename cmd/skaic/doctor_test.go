package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// fakeTools is a fake virtual environment: bin/NAME scripts that answer the
// way the real tools do. Fields left empty are not written.
type fakeTools struct {
	goVersion     string // `go version` output
	pythonVersion string // `python --version` output
	ireeCompile   string // `iree-compile --version` output
	ireeCompileRC int
	runtimeTools  bool              // write iree-run-module and iree-dump-parameters
	llvm          bool              // write llc, opt and cc
	packages      map[string]string // distribution → version, answered by the fake python
}

func (f fakeTools) write(t *testing.T) string {
	t.Helper()
	venv := t.TempDir()
	bin := filepath.Join(venv, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	script := func(name, body string) {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if f.goVersion != "" {
		script("go", "[ \"$1\" = version ] || exit 2\necho '"+f.goVersion+"'\n")
	}
	if f.pythonVersion != "" {
		var cases strings.Builder
		for dist, ver := range f.packages {
			cases.WriteString("  " + dist + ") echo " + ver + "; echo " + venv + "/lib/site-packages/" + dist + " ;;\n")
		}
		script("python", `if [ "$1" = --version ]; then echo '`+f.pythonVersion+`'; exit 0; fi
[ "$1" = -c ] || exit 2
case "$3" in
`+cases.String()+`  *) exit 3 ;;
esac
`)
	}
	if f.ireeCompile != "" {
		// Scripts run with an empty PATH: shell builtins only.
		script("iree-compile", "printf '%s\\n' '"+f.ireeCompile+"'\nexit "+strconv.Itoa(f.ireeCompileRC)+"\n")
	}
	if f.llvm {
		script("llc", "echo 'Debian LLVM version 14.0.6'\necho '  Default target: x86_64-pc-linux-gnu'\n")
		script("opt", "echo 'Debian LLVM version 14.0.6'\n")
		script("cc", "echo 'cc (Debian 12.2.0-14) 12.2.0'\n")
	}
	if f.runtimeTools {
		// IREE 3.13's runtime tools reject --version and answer --help.
		body := `case "$1" in
  --help) echo "Dumps information about parsed parameter files."; exit 0 ;;
  *) echo "FLAGS ERROR: flag '${1#--}' not recognized" >&2; exit 1 ;;
esac
`
		script("iree-run-module", body)
		script("iree-dump-parameters", body)
	}
	return venv
}

// isolate points tool lookup at venv only: no overrides, an empty PATH.
func isolate(t *testing.T, venv string) {
	t.Helper()
	t.Setenv("SKAIC_VENV", venv)
	t.Setenv("PATH", t.TempDir())
	for _, c := range doctorChecks {
		t.Setenv(tools.EnvVar(c.name), "")
	}
	t.Setenv(tools.EnvVar("python"), "")
}

const ireeVersionOutput = `IREE (https://iree.dev):
  IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967
  LLVM version 24.0.0git
  Optimized build`

func goodTools() fakeTools {
	return fakeTools{
		goVersion:     "go version go1.26.1 linux/amd64",
		pythonVersion: "Python 3.11.7",
		ireeCompile:   ireeVersionOutput,
		runtimeTools:  true,
		llvm:          true,
		packages:      map[string]string{"gguf": "0.19.0", "numpy": "2.2.6", "iree-base-runtime": "3.13.0"},
	}
}

// doctorLines maps tool name → the fields of its line in the text report.
func doctorLines(t *testing.T, out string) map[string][]string {
	t.Helper()
	lines := map[string][]string{}
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "venv: ") {
			continue
		}
		if sc.Text() == "" {
			break // the targets section follows the tools
		}
		f := strings.Fields(sc.Text())
		if len(f) < 4 {
			t.Fatalf("doctor line has fewer than 4 fields: %q", sc.Text())
		}
		lines[f[1]] = f
	}
	if len(lines) != len(doctorChecks) {
		t.Fatalf("doctor printed %d tool lines, want %d:\n%s", len(lines), len(doctorChecks), out)
	}
	return lines
}

func TestDoctorFakeTools(t *testing.T) {
	venv := goodTools().write(t)
	isolate(t, venv)
	code, out, stderr := skaic(t, "doctor")
	if code != 0 || stderr != "" {
		t.Fatalf("doctor: exit %d, stderr %q\n%s", code, stderr, out)
	}
	bin := filepath.Join(venv, "bin")
	want := map[string][2]string{ // name → version, location
		"go":                   {"1.26.1", filepath.Join(bin, "go")},
		"python":               {"3.11.7", filepath.Join(bin, "python")},
		"iree-compile":         {"3.13.0", filepath.Join(bin, "iree-compile")},
		"iree-run-module":      {"3.13.0", filepath.Join(bin, "iree-run-module")},
		"iree-dump-parameters": {"3.13.0", filepath.Join(bin, "iree-dump-parameters")},
		"gguf":                 {"0.19.0", filepath.Join(venv, "lib/site-packages/gguf")},
		"numpy":                {"2.2.6", filepath.Join(venv, "lib/site-packages/numpy")},
		"llc":                  {"14.0.6", filepath.Join(bin, "llc")},
		"opt":                  {"14.0.6", filepath.Join(bin, "opt")},
		"cc":                   {"12.2.0", filepath.Join(bin, "cc")},
	}
	lines := doctorLines(t, out)
	for name, w := range want {
		f := lines[name]
		if f == nil || f[0] != "ok" || f[2] != w[0] || f[3] != w[1] {
			t.Errorf("%s: line %q, want ok %s %s", name, f, w[0], w[1])
		}
	}
	if !strings.Contains(out, "build 3.13.0rc20261016") {
		t.Errorf("iree-compile line lacks its build string:\n%s", out)
	}

	code, out, _ = skaic(t, "doctor", "--json")
	var rep doctorReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("doctor --json: exit %d, %v:\n%s", code, err, out)
	}
	if !rep.OK || rep.Venv != venv || len(rep.Tools) != len(doctorChecks) {
		t.Fatalf("doctor --json: %+v", rep)
	}
	for _, tr := range rep.Tools {
		if tr.Status != statusOK || tr.Version != want[tr.Name][0] {
			t.Errorf("doctor --json: %+v", tr)
		}
	}
}

func TestDoctorEmptyVenv(t *testing.T) {
	venv := t.TempDir()
	if err := os.Mkdir(filepath.Join(venv, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	isolate(t, venv)
	code, out, stderr := skaic(t, "doctor")
	if code != exitFailure {
		t.Fatalf("doctor with an empty venv: exit %d, want %d", code, exitFailure)
	}
	for name, f := range doctorLines(t, out) {
		if f[0] != statusMissing {
			t.Errorf("%s: status %q, want missing", name, f[0])
		}
	}
	errLine := strings.SplitN(stderr, "\n", 2)[0]
	if !strings.HasPrefix(errLine, "skaic: doctor: missing: ") {
		t.Fatalf("stderr does not start with the missing list:\n%s", stderr)
	}
	for _, c := range doctorChecks {
		if !strings.Contains(errLine, c.name) {
			t.Errorf("error line does not name %s: %q", c.name, errLine)
		}
	}
	if strings.Contains(stderr, "Usage:") {
		t.Errorf("a failed check is not a usage error, yet usage was printed:\n%s", stderr)
	}
	_, _, verbose := skaic(t, "doctor", "--verbose")
	if !strings.Contains(verbose, "iree-compile (missing): not found (looked in $SKAIC_IREE_COMPILE, "+filepath.Join(venv, "bin")+", PATH)") {
		t.Errorf("--verbose does not say where iree-compile was looked for:\n%s", verbose)
	}
}

func TestDoctorPartial(t *testing.T) {
	f := goodTools()
	f.ireeCompile = strings.Replace(ireeVersionOutput, "3.13.0rc20261016", "3.12.1", 1) // wrong pin: warn
	delete(f.packages, "gguf")                                                          // not installed: missing
	f.runtimeTools = false                                                              // missing
	isolate(t, f.write(t))
	code, out, stderr := skaic(t, "doctor")
	if code != exitFailure {
		t.Fatalf("exit %d, want %d", code, exitFailure)
	}
	lines := doctorLines(t, out)
	for name, status := range map[string]string{
		"go": statusOK, "python": statusOK, "numpy": statusOK,
		"iree-compile": statusWarn, "gguf": statusMissing,
		"iree-run-module": statusMissing, "iree-dump-parameters": statusMissing,
	} {
		if lines[name][0] != status {
			t.Errorf("%s: status %q, want %q", name, lines[name][0], status)
		}
	}
	if !strings.Contains(out, "want ==3.13.0") {
		t.Errorf("the warn line does not say which version is wanted:\n%s", out)
	}
	want := "skaic: doctor: missing: iree-run-module, iree-dump-parameters, gguf ("
	if !strings.HasPrefix(stderr, want) {
		t.Errorf("stderr = %q, want prefix %q", stderr, want)
	}
}

func TestDoctorBrokenTool(t *testing.T) {
	f := goodTools()
	f.ireeCompile = "iree-compile: error while loading shared libraries: libIREECompiler.so"
	f.ireeCompileRC = 1
	isolate(t, f.write(t))
	code, out, stderr := skaic(t, "doctor")
	if code != exitFailure {
		t.Fatalf("exit %d, want %d", code, exitFailure)
	}
	if f := doctorLines(t, out)["iree-compile"]; f[0] != statusBroken {
		t.Errorf("iree-compile: %q, want broken", f)
	}
	if !strings.HasPrefix(stderr, "skaic: doctor: broken: iree-compile (") {
		t.Errorf("stderr = %q", stderr)
	}
	_, _, verbose := skaic(t, "doctor", "-v")
	if !strings.Contains(verbose, "libIREECompiler.so") {
		t.Errorf("--verbose does not show the tool's output:\n%s", verbose)
	}
}

// TestDoctorRealTools checks the installed toolchain: after `make bootstrap`
// doctor must find the pinned IREE. Skips locally without the venv, fails
// under CI=true.
func TestDoctorRealTools(t *testing.T) {
	toolstest.Need(t, "iree-compile")
	toolstest.Python(t)
	code, out, stderr := skaic(t, "doctor")
	t.Logf("skaic doctor:\n%s%s", out, stderr)
	if code != 0 {
		t.Fatalf("doctor: exit %d", code)
	}
	if f := doctorLines(t, out)["iree-compile"]; f[0] != statusOK || f[2] != pinIREE {
		t.Fatalf("iree-compile: %q, want ok %s", f, pinIREE)
	}
	// The pinned compiler has every backend of --target; the host CPU
	// always has a local-task device.
	_, js, _ := skaic(t, "doctor", "--json")
	var rep doctorReport
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Targets) != 4 {
		t.Fatalf("targets: %+v, want llvm-cpu, cuda, rocm, vulkan-spirv", rep.Targets)
	}
	for _, tr := range rep.Targets {
		if !tr.Compiler {
			t.Errorf("iree-compile %s lacks the %s backend", pinIREE, tr.Backend)
		}
		if tr.Backend == "llvm-cpu" && !slices.Contains(tr.Devices, "local-task://") {
			t.Errorf("llvm-cpu: devices %v, want local-task://", tr.Devices)
		}
	}
	if !strings.Contains(out, "targets (skaic export --target):") {
		t.Errorf("the text report has no targets section:\n%s", out)
	}
}

func TestDoctorPinsMatchRequirements(t *testing.T) {
	data, err := os.ReadFile("../../tools/requirements.txt")
	if err != nil {
		t.Fatal(err)
	}
	pins := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^([A-Za-z0-9_.-]+)==(\S+)`).FindAllStringSubmatch(string(data), -1) {
		pins[m[1]] = m[2]
	}
	for dist, want := range map[string]string{
		"iree-base-compiler": pinIREE, "iree-base-runtime": pinIREE,
		"gguf": pinGGUF, "numpy": pinNumpy,
	} {
		if pins[dist] != want {
			t.Errorf("tools/requirements.txt pins %s==%q, doctor expects %q", dist, pins[dist], want)
		}
	}
}

func TestVersionSatisfies(t *testing.T) {
	for _, tc := range []struct {
		version, want string
		ok, known     bool
	}{
		{"3.13.0", "==3.13.0", true, true},
		{"3.13.1", "==3.13.0", false, true},
		{"1.26.8", ">=1.26", true, true},
		{"1.26", ">=1.26", true, true},
		{"1.25.9", ">=1.26", false, true},
		{"2.0", ">=1.26", true, true},
		{"3.9.18", ">=3.10", false, true},
		{"3.10.0", ">=3.10", true, true},
		{"", ">=3.10", false, false},
		{"3.13.0rc1", "==3.13.0", false, false},
	} {
		ok, known := versionSatisfies(tc.version, tc.want)
		if ok != tc.ok || known != tc.known {
			t.Errorf("versionSatisfies(%q, %q) = %v, %v; want %v, %v", tc.version, tc.want, ok, known, tc.ok, tc.known)
		}
	}
}
