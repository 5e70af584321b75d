package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/internal/tools"
)

func newDoctorCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Check the external tools skaic needs: Go, the venv's Python, IREE, gguf, numpy, llc, opt, cc",
		Long: `Check every external tool skaic and its tests drive, and print one line per
tool: status, version and location.

  go                     builds and tests skaic
  python                 the project's virtual environment interpreter (.venv)
  iree-compile           compiles the exported MLIR (iree-base-compiler wheel)
  iree-run-module        runs the compiled module (iree-base-runtime wheel)
  iree-dump-parameters   inspects .irpa parameter archives (iree-base-runtime)
  gguf, numpy            Python packages: the reference for GGUF and block codecs
  llc, opt               build an LLVM export (export --backend llvm); Debian's
                         llvm package, also found as llc-NN, opt-NN
  cc                     the system C compiler: links it (and the conformity harness)

Tools are looked up in $SKAIC_<NAME> (e.g. SKAIC_IREE_COMPILE), then in the
virtual environment, then on PATH; Python packages are looked up in the
venv's interpreter. The venv is the first of: $SKAIC_VENV, the .venv of the
checkout skaic was built from ('make build' records it), of the checkout
holding the executable, of the checkout holding the working directory. The
first line says which one was found, or where doctor looked.

Status is ok, warn (found, but not the version tools/requirements.txt pins),
missing, or broken (found, but it fails to run). doctor exits 1 and names the
tools that are missing or broken; 'make bootstrap' installs the pinned ones.

Then, for every compile target of skaic export --target (llvm-cpu, cuda,
rocm, vulkan-spirv), whether the installed iree-compile has its backend and
which devices of its runtime driver iree-run-module can open here
(--list_devices); a target without a device compiles but does not run on
this machine.`,
		Example: `  skaic doctor
  skaic doctor --json | jq '.tools[] | select(.status != "ok")'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			rep := runDoctor(cmd.Context())
			out := cmd.OutOrStdout()
			var err error
			if asJSON {
				err = writeDoctorJSON(out, rep)
			} else {
				err = writeDoctorText(out, rep)
			}
			if err != nil {
				return err
			}
			return rep.err()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON on stdout")
	return cmd
}

// Tool statuses.
const (
	statusOK      = "ok"      // found, runs, and has the wanted version
	statusWarn    = "warn"    // found and runs, but the version is not the wanted one
	statusMissing = "missing" // not found
	statusBroken  = "broken"  // found, but it fails to run or to say its version
)

// toolReport is doctor's finding about one tool.
type toolReport struct {
	Name    string `json:"name"`
	Kind    string `json:"kind"` // "program" or "python package"
	Status  string `json:"status"`
	Version string `json:"version,omitempty"`
	Want    string `json:"want,omitempty"` // "==3.13.0" or ">=3.10"
	Path    string `json:"path,omitempty"`
	Note    string `json:"note,omitempty"`    // one line, shown after the path
	Details string `json:"details,omitempty"` // search path, tool output; shown with --verbose
}

type doctorReport struct {
	OK   bool   `json:"ok"`
	Venv string `json:"venv"`
	// VenvFrom says how the venv was found; VenvLooked lists the places
	// looked at before (all of them when none was found).
	VenvFrom   string       `json:"venv_from,omitempty"`
	VenvLooked []string     `json:"venv_looked"`
	Tools      []toolReport `json:"tools"`
	// Targets are the compile targets and whether this machine compiles
	// and runs them (not part of OK: a machine without a GPU is fine).
	Targets []targetReport `json:"targets"`
}

// err names the missing and broken tools, or is nil when there are none.
func (r *doctorReport) err() error {
	var missing, broken []string
	var details strings.Builder
	for _, t := range r.Tools {
		switch t.Status {
		case statusMissing:
			missing = append(missing, t.Name)
		case statusBroken:
			broken = append(broken, t.Name)
		default:
			continue
		}
		fmt.Fprintf(&details, "%s (%s): %s\n", t.Name, t.Status, firstNonEmpty(t.Details, t.Note))
	}
	if len(missing)+len(broken) == 0 {
		return nil
	}
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "missing: "+strings.Join(missing, ", "))
	}
	if len(broken) > 0 {
		parts = append(parts, "broken: "+strings.Join(broken, ", "))
	}
	hint := "run `make bootstrap` to install the pinned tools into .venv"
	if slices.Contains(missing, "go") {
		hint = "install Go 1.26 (https://go.dev/dl), then " + hint
	}
	err := fmt.Errorf("doctor: %s (%s)", strings.Join(parts, "; "), hint)
	return failed(withDetails(err, details.String()))
}

const (
	kindProgram = "program"
	kindPython  = "python package"
)

// doctorCheck describes one tool and how to learn its version.
type doctorCheck struct {
	name string
	kind string
	want string // "==X.Y.Z" (a pin from tools/requirements.txt) or ">=X.Y"
	// For programs: probe learns the version of the executable at path.
	probe func(ctx context.Context, path string) (version, note string, err error)
	// For Python packages: the distribution and the import name.
	dist, module string
	// find locates a program (nil: tools.Find).
	find func(string) (string, error)
}

// Pins mirror tools/requirements.txt; TestDoctorPinsMatchRequirements keeps
// them in step.
const (
	pinIREE  = "3.13.0"
	pinGGUF  = "0.19.0"
	pinNumpy = "2.2.6"
)

var doctorChecks = []doctorCheck{
	{name: "go", kind: kindProgram, want: ">=1.26", probe: probeGo},
	{name: "python", kind: kindProgram, want: ">=3.10", probe: probePython},
	{name: "iree-compile", kind: kindProgram, want: "==" + pinIREE, probe: probeIREECompile},
	{name: "iree-run-module", kind: kindProgram, want: "==" + pinIREE, probe: probeIREERuntime},
	{name: "iree-dump-parameters", kind: kindProgram, want: "==" + pinIREE, probe: probeIREERuntime},
	{name: "gguf", kind: kindPython, want: "==" + pinGGUF, dist: "gguf", module: "gguf"},
	{name: "numpy", kind: kindPython, want: "==" + pinNumpy, dist: "numpy", module: "numpy"},
	{name: "llc", kind: kindProgram, want: ">=14", probe: probeLLVM, find: tools.FindVersioned},
	{name: "opt", kind: kindProgram, want: ">=14", probe: probeLLVM, find: tools.FindVersioned},
	{name: "cc", kind: kindProgram, want: ">=1", probe: probeCC},
}

// probeTimeout bounds each tool invocation; a cold Python import of numpy
// on a slow disk takes seconds, not minutes.
const probeTimeout = 60 * time.Second

func runDoctor(ctx context.Context) *doctorReport {
	if ctx == nil {
		ctx = context.Background()
	}
	rep := &doctorReport{Tools: make([]toolReport, len(doctorChecks)), VenvLooked: []string{}}
	venv, from, looked := tools.VenvSearch()
	rep.Venv, rep.VenvFrom = venv, from.What
	for _, p := range looked {
		rep.VenvLooked = append(rep.VenvLooked, p.String())
	}
	var wg sync.WaitGroup
	for i, c := range doctorChecks {
		wg.Go(func() {
			cctx, cancel := context.WithTimeout(ctx, probeTimeout)
			defer cancel()
			rep.Tools[i] = c.run(cctx)
		})
	}
	wg.Wait()
	rep.OK = rep.err() == nil
	tctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	rep.Targets = probeTargets(tctx)
	return rep
}

func (c doctorCheck) run(ctx context.Context) toolReport {
	r := toolReport{Name: c.name, Kind: c.kind, Want: c.want}
	var err error
	if c.kind == kindPython {
		err = c.runPython(ctx, &r)
	} else {
		err = c.runProgram(ctx, &r)
	}
	if err != nil {
		if r.Status == "" {
			r.Status = statusBroken
		}
		r.Note = oneLine(err.Error())
		var d detailedError
		if errors.As(err, &d) {
			r.Details = d.Details()
		}
		return r
	}
	r.Status = statusOK
	switch ok, known := versionSatisfies(r.Version, c.want); {
	case !known:
		r.Status = statusWarn
		r.Note = joinNotes(r.Note, "version unknown, want "+c.want)
	case !ok:
		r.Status = statusWarn
		r.Note = joinNotes(r.Note, "want "+c.want)
	}
	return r
}

func (c doctorCheck) runProgram(ctx context.Context, r *toolReport) error {
	find := c.find
	if find == nil {
		find = tools.Find
	}
	p, err := find(c.name)
	if err != nil {
		return notFound(r, err)
	}
	r.Path = p
	r.Version, r.Note, err = c.probe(ctx, p)
	return err
}

func (c doctorCheck) runPython(ctx context.Context, r *toolReport) error {
	py, err := tools.Python()
	if err != nil {
		r.Status = statusMissing
		return withDetails(errors.New("needs the venv's python, which is missing"), err.Error())
	}
	ver, loc, err := pythonPackage(ctx, py, c.dist, c.module)
	if errors.Is(err, errPackageNotInstalled) {
		r.Status = statusMissing
		return withDetails(fmt.Errorf("not installed in %s", py), err.Error())
	}
	r.Version, r.Path = ver, loc
	return err
}

// notFound records a failed lookup: the note says where doctor looked.
func notFound(r *toolReport, err error) error {
	r.Status = statusMissing
	var nf *tools.NotFoundError
	if errors.As(err, &nf) {
		return fmt.Errorf("not found (looked in %s)", strings.Join(nf.Looked, ", "))
	}
	// e.g. $SKAIC_X points at something that is not an executable.
	return err
}

var (
	goVersionRE     = regexp.MustCompile(`\bgo(\d+\.\d+(?:\.\d+)?)`)
	pythonVersionRE = regexp.MustCompile(`Python (\d+\.\d+\.\d+)`)
	// "IREE compiler version 3.13.0rc20261016 @ 89ece87b…"
	ireeCompilerRE = regexp.MustCompile(`compiler version (\d+\.\d+\.\d+)(\S*)`)
	ireeVersionRE  = regexp.MustCompile(`(?i)version (\d+\.\d+\.\d+)`)
)

func probeGo(ctx context.Context, path string) (string, string, error) {
	out, err := runTool(ctx, path, "version")
	if err != nil {
		return "", "", err
	}
	return parseVersion(goVersionRE, out, path+" version")
}

func probePython(ctx context.Context, path string) (string, string, error) {
	out, err := runTool(ctx, path, "--version")
	if err != nil {
		return "", "", err
	}
	return parseVersion(pythonVersionRE, out, path+" --version")
}

func probeIREECompile(ctx context.Context, path string) (string, string, error) {
	out, err := runTool(ctx, path, "--version")
	if err != nil {
		return "", "", err
	}
	m := ireeCompilerRE.FindStringSubmatch(out)
	if m == nil {
		return "", "", withDetails(fmt.Errorf("%s --version: no IREE compiler version in its output", path), out)
	}
	note := ""
	if m[2] != "" {
		note = "build " + m[1] + m[2]
	}
	return m[1], note, nil
}

// probeIREERuntime handles the runtime tools (iree-run-module,
// iree-dump-parameters), which in IREE 3.13 reject --version. It asks
// --version first in case a later release answers, else checks that --help
// runs and takes the version of the iree-base-runtime wheel that installed
// the tool, when the tool is the venv's.
func probeIREERuntime(ctx context.Context, path string) (string, string, error) {
	if out, err := runTool(ctx, path, "--version"); err == nil {
		if m := ireeVersionRE.FindStringSubmatch(out); m != nil {
			return m[1], "", nil
		}
	}
	if _, err := runTool(ctx, path, "--help"); err != nil {
		return "", "", err
	}
	venv := tools.Venv()
	if venv == "" || filepath.Dir(path) != filepath.Join(venv, "bin") {
		return "", "reports no version (not from the venv's iree-base-runtime)", nil
	}
	py, err := tools.Python()
	if err != nil {
		return "", "reports no version (no venv python to ask iree-base-runtime)", nil
	}
	ver, _, err := pythonPackage(ctx, py, "iree-base-runtime", "")
	if err != nil {
		return "", "", fmt.Errorf("version of iree-base-runtime: %w", err)
	}
	return ver, "version of the iree-base-runtime wheel", nil
}

func parseVersion(re *regexp.Regexp, out, what string) (string, string, error) {
	m := re.FindStringSubmatch(out)
	if m == nil {
		return "", "", withDetails(fmt.Errorf("%s: no version in its output", what), out)
	}
	return m[1], "", nil
}

var errPackageNotInstalled = errors.New("python package not installed")

// pythonPackageScript prints a distribution's version and the directory of
// its import package; exit status 3 means not installed.
const pythonPackageScript = `import sys, os, importlib.metadata as m, importlib.util as u
try:
    print(m.version(sys.argv[1]))
except m.PackageNotFoundError:
    sys.exit(3)
s = u.find_spec(sys.argv[2]) if sys.argv[2] else None
print(os.path.dirname(s.origin) if s is not None and s.origin else "")
`

// pythonPackage asks py for the version of distribution dist and the
// location of module (when module is not "").
func pythonPackage(ctx context.Context, py, dist, module string) (version, location string, err error) {
	out, err := runTool(ctx, py, "-c", pythonPackageScript, dist, module)
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == 3 {
		return "", "", fmt.Errorf("%s: %w", dist, errPackageNotInstalled)
	}
	if err != nil {
		return "", "", err
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	version = strings.TrimSpace(lines[0])
	if version == "" {
		return "", "", withDetails(fmt.Errorf("%s: python printed no version for %s", py, dist), out)
	}
	if len(lines) > 1 {
		location = strings.TrimSpace(lines[len(lines)-1])
	}
	return version, location, nil
}

// runTool runs path with args and returns its combined output. A failure
// names the command line and carries the output as details.
func runTool(ctx context.Context, path string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.WaitDelay = 2 * time.Second
	out, err := cmd.CombinedOutput()
	if err != nil {
		what := filepath.Base(path)
		if len(args) > 0 && !strings.HasPrefix(args[0], "import ") && len(args[0]) < 40 {
			what += " " + args[0]
		}
		if ctx.Err() != nil {
			err = fmt.Errorf("%s: timed out after %s", what, probeTimeout)
		} else {
			err = fmt.Errorf("%s: %w", what, err)
		}
		return string(out), withDetails(err, string(out))
	}
	return string(out), nil
}

// versionSatisfies checks version against want ("==X.Y.Z" or ">=X.Y").
// known is false when version is empty or unparsable.
func versionSatisfies(version, want string) (ok, known bool) {
	if want == "" {
		return true, true
	}
	have, hok := parseNumbers(version)
	if !hok {
		return false, false
	}
	switch {
	case strings.HasPrefix(want, "=="):
		return version == want[2:], true
	case strings.HasPrefix(want, ">="):
		min, _ := parseNumbers(want[2:])
		for i := range min {
			h := 0
			if i < len(have) {
				h = have[i]
			}
			if h != min[i] {
				return h > min[i], true
			}
		}
		return true, true
	}
	return false, false
}

func parseNumbers(v string) ([]int, bool) {
	if v == "" {
		return nil, false
	}
	var ns []int
	for _, f := range strings.Split(v, ".") {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, false
		}
		ns = append(ns, n)
	}
	return ns, true
}

func writeDoctorText(w io.Writer, rep *doctorReport) error {
	if rep.Venv != "" {
		fmt.Fprintf(w, "venv: %s (from %s)\n", rep.Venv, rep.VenvFrom)
	} else {
		fmt.Fprintf(w, "venv: none found; looked at %s\n", strings.Join(rep.VenvLooked, ", "))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, t := range rep.Tools {
		ver := firstNonEmpty(t.Version, "-")
		loc := firstNonEmpty(t.Path, "-")
		line := fmt.Sprintf("%s\t%s\t%s\t%s", t.Status, t.Name, ver, loc)
		if t.Note != "" {
			line += "\t" + t.Note
		}
		fmt.Fprintln(tw, line)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return writeTargetsText(w, rep.Targets)
}

func writeDoctorJSON(w io.Writer, rep *doctorReport) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(rep)
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

func joinNotes(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}
