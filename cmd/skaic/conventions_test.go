package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/models/demo"
)

// The CLI's conventions, checked across every command: one name per
// concept, --threads where skaic computes, --json where it reports, JSON
// without HTML escaping, invalid values refused, runtime errors as one line
// without the usage block, and the same words for the same mistake.

// commandKinds classifies every command. A new command must be added here:
// computes (runs kernels: it takes --threads), reports (prints a report:
// it takes --json), writes (writes a named output: it takes -o/--out).
var commandKinds = map[string]struct{ computes, reports, writes bool }{
	"version":  {reports: true},
	"doctor":   {reports: true},
	"plan":     {reports: true},
	"run":      {computes: true, reports: true},
	"record":   {computes: true, reports: true, writes: true},
	"export":   {computes: true, reports: true, writes: true},
	"conform":  {computes: true, reports: true},
	"inspect":  {reports: true, writes: true},
	"bench":    {computes: true, reports: true},
	"tokenize": {reports: true},
	"chat":     {computes: true},
}

func TestEveryCommandFollowsTheFlagConventions(t *testing.T) {
	root := newRootCmd(&globals{})
	for _, c := range root.Commands() {
		if c.Name() == "help" || c.Name() == "completion" {
			continue
		}
		kind, ok := commandKinds[c.Name()]
		if !ok {
			t.Errorf("skaic %s is not in commandKinds: say whether it computes (--threads), reports (--json) and writes (-o/--out)", c.Name())
			continue
		}
		has := func(name string) *cobra.Command {
			if c.Flags().Lookup(name) == nil {
				return nil
			}
			return c
		}
		if kind.computes != (has(threadsFlag) != nil) {
			t.Errorf("skaic %s: computes=%v but --threads present=%v", c.Name(), kind.computes, has(threadsFlag) != nil)
		}
		if kind.reports != (has("json") != nil) {
			t.Errorf("skaic %s: reports=%v but --json present=%v", c.Name(), kind.reports, has("json") != nil)
		}
		if kind.writes {
			f := c.Flags().Lookup("out")
			if f == nil || f.Shorthand != "o" {
				t.Errorf("skaic %s writes an output but has no -o/--out", c.Name())
			}
		}
		// The output is never called anything else.
		for _, other := range []string{"output", "output-dir", "outdir", "dest"} {
			if f := c.Flags().Lookup(other); f != nil && f.Name == other && !f.Hidden {
				t.Errorf("skaic %s has --%s; the output is -o/--out", c.Name(), other)
			}
		}
	}
}

// The completion command is listed in the help.
func TestHelpListsCompletion(t *testing.T) {
	code, stdout, _ := skaic(t, "--help")
	if code != exitOK || !strings.Contains(stdout, "\n  completion ") {
		t.Errorf("skaic --help (exit %d) does not list completion:\n%s", code, stdout)
	}
	code, stdout, _ = skaic(t, "completion", "bash")
	if code != exitOK || !strings.Contains(stdout, "bash completion") {
		t.Errorf("skaic completion bash: exit %d, %d bytes", code, len(stdout))
	}
}

// record's output is -o/--out; --output, its former spelling, still works.
func TestRecordOutputFlag(t *testing.T) {
	dir := t.TempDir()
	for _, flag := range []string{"-o", "--out", "--output"} {
		p := filepath.Join(dir, strings.TrimLeft(flag, "-")+".tape.pb")
		if code, _, stderr := skaic(t, "record", flag, p); code != exitOK {
			t.Errorf("record %s: exit %d: %s", flag, code, stderr)
		} else if _, err := os.Stat(p); err != nil {
			t.Errorf("record %s: %v", flag, err)
		}
	}
	code, _, stderr := skaic(t, "record", "--help")
	if code != exitOK || strings.Contains(stderr, "--output") {
		t.Errorf("record --help: exit %d, %s", code, stderr)
	}
	if _, stdout, _ := skaic(t, "record", "--help"); strings.Contains(stdout, "--output") {
		t.Errorf("record --help lists --output:\n%s", stdout)
	}
}

// --threads N makes the command compute on N threads, and is undone when
// it returns.
func TestThreadsFlagApplies(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	code, stdout, stderr := skaic(t, "run", "--threads", "1", "--steps", "2", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct{ Threads int }
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || rep.Threads != 1 {
		t.Errorf("run --threads 1 computed on %d threads (%v)", rep.Threads, err)
	}
	if after := runtime.GOMAXPROCS(0); after != before {
		t.Errorf("GOMAXPROCS %d after the command, %d before", after, before)
	}
	for _, args := range [][]string{{"run"}, {"record", "-o", "t.pb"}, {"export"}, {"conform"}, {"bench"}} {
		code, _, stderr := skaic(t, append(args, "--threads", "-2")...)
		if code != exitFailure || stderr != "skaic: --threads -2: must be 1 or more (0: all cores)\n" {
			t.Errorf("%s --threads -2: exit %d, stderr %q", args[0], code, stderr)
		}
	}
}

// Every --json report is valid JSON and writes '<', '>' and '&' as they
// are. The demo's vocabulary is the printable ASCII characters, so a
// prompt of ids 28, 30, 6 is "<>&", and its metadata hold '&'.
func TestJSONReportsDoNotEscapeHTML(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "demo.gguf")
	if err := demo.Write(model); err != nil {
		t.Fatal(err)
	}
	tapePath := filepath.Join(dir, "demo.tape.pb")
	exportDir := filepath.Join(dir, "out")
	for _, tc := range []struct {
		args []string
		want string // a string the document must hold as is
	}{
		{[]string{"version", "--json"}, `"producer"`},
		{[]string{"run", "--tokens", "28,30,6", "--steps", "1", "--json"}, `"prompt_text": "<>&"`},
		{[]string{"record", "--tokens", "28,30,6", "-o", tapePath, "--json"}, `"prompt"`},
		{[]string{"inspect", tapePath, "--json"}, `"entries"`},
		{[]string{"export", "--seq", "2", "-o", exportDir, "--json"}, `"parameters"`},
		{[]string{"inspect", filepath.Join(exportDir, "model.irpa"), "--json"}, `"entries"`},
		{[]string{"inspect", model, "--json"}, `"&"`},
		{[]string{"plan", model, "--json"}, `"tensors"`},
		{[]string{"bench", "--quick", "--filter", "gemm f32 64", "--json"}, `"results"`},
		{[]string{"doctor", "--json"}, `"tools"`},
	} {
		code, stdout, stderr := skaic(t, tc.args...)
		name := strings.Join(tc.args, " ")
		if code != exitOK && tc.args[0] != "doctor" { // doctor exits 1 when a tool is missing, with its report

			t.Errorf("%s: exit %d: %s", name, code, stderr)
			continue
		}
		if !json.Valid([]byte(stdout)) {
			t.Errorf("%s: not JSON:\n%s", name, stdout)
		}
		for _, esc := range []string{`\u003c`, `\u003e`, `\u0026`} {
			if strings.Contains(stdout, esc) {
				t.Errorf("%s: JSON escapes HTML (%s)", name, esc)
			}
		}
		if !strings.Contains(stdout, tc.want) {
			t.Errorf("%s: JSON lacks %s:\n%.2000s", name, tc.want, stdout)
		}
	}
}

// Invalid values are errors, never silent defaults; a runtime error is one
// line, without the usage block.
func TestInvalidValuesAreOneLineErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.gguf")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "--seq", "0", "-o", filepath.Join(dir, "o")}, "--seq 0: must be 1 or more"},
		{[]string{"export", "--seq", "-3", "-o", filepath.Join(dir, "o")}, "--seq -3: must be 1 or more"},
		{[]string{"conform", "--suite", "ops", "--seq", "0"}, "--seq 0: must be 1 or more"},
		{[]string{"bench", "--reps", "2"}, "--reps 2: must be 5 or more"},
		{[]string{"bench", "--quick", "--filter", "no such case"}, `--filter "no such case" matches no case`},
		{[]string{"run", "--tokens", ""}, "--tokens is empty"},
		{[]string{"run", "--tokens", " "}, "--tokens is empty"},
		{[]string{"record", "--tokens", "", "-o", filepath.Join(dir, "t.pb")}, "--tokens is empty"},
		{[]string{"export", "--tokens", "", "-o", filepath.Join(dir, "o")}, "--tokens is empty"},
		{[]string{"run", "--logits", ""}, "--logits is empty"},
		{[]string{"record", "-o", ""}, "--out is empty"},
		{[]string{"export", "-o", " "}, "--out is empty"},
		{[]string{"conform", "--suite", "ops", "--jobs", "-1"}, "--jobs -1: must be 1 or more"},
		{[]string{"run", "--tokens", "1,x"}, `item 2 ("x") is not a token id`},
		{[]string{"run", "--steps", "-1"}, "--steps -1"},
		{[]string{"run", "--tokens", "99999"}, "token id 99999 (input position 0) is out of range"},
		{[]string{"run", missing}, missing + ": no such file or directory"},
		{[]string{"plan", missing}, missing + ": no such file or directory"},
		{[]string{"inspect", missing}, missing + ": no such file or directory"},
		{[]string{"export", missing}, missing + ": no such file or directory"},
		{[]string{"record", missing, "-o", filepath.Join(dir, "t.pb")}, missing + ": no such file or directory"},
		{[]string{"record", "-o", filepath.Join(dir, "no", "dir", "t.pb")}, filepath.Join(dir, "no", "dir", "t.pb")},
		{[]string{"run", "--logits", filepath.Join(dir, "no", "dir", "l.npy")}, filepath.Join(dir, "no", "dir", "l.npy")},
	} {
		name := strings.Join(tc.args, " ")
		code, _, stderr := skaic(t, tc.args...)
		if code != exitFailure {
			t.Errorf("%s: exit %d, want %d; stderr %q", name, code, exitFailure, stderr)
		}
		if strings.Contains(stderr, "Usage:") {
			t.Errorf("%s: a runtime error printed the usage:\n%s", name, stderr)
		}
		if tc.args[0] == "bench" { // bench logs its progress to stderr first
			stderr = stderr[strings.LastIndex(strings.TrimSuffix(stderr, "\n"), "\n")+1:]
		}
		if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "skaic: ") {
			t.Errorf("%s: want one error line and no usage, got:\n%s", name, stderr)
		}
		if !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: stderr lacks %q: %s", name, tc.want, stderr)
		}
		if strings.Contains(stderr, ".tmp-") {
			t.Errorf("%s: message names a temporary: %s", name, stderr)
		}
	}
}

// The same mistake gets the same words from every command that takes a
// file: an empty file, a file that is no model, a file of another format.
func TestSameInputMistakeSameMessage(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.gguf")
	text := filepath.Join(dir, "text.gguf")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(text, []byte("hello, this is text\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tapePath := filepath.Join(dir, "demo.tape.pb")
	if code, _, stderr := skaic(t, "record", "-o", tapePath); code != exitOK {
		t.Fatal(stderr)
	}
	commands := [][]string{
		{"run"}, {"record", "-o", filepath.Join(dir, "t.pb")}, {"export", "-o", filepath.Join(dir, "o")},
		{"plan"}, {"inspect"}, {"conform"},
	}
	for _, file := range []struct {
		path, want string
	}{
		{empty, "skaic: " + empty + ": the file is empty\n"},
		{text, "skaic: " + text + `: not a GGUF file (magic "GGUF"), an IREE parameter archive or a skaic tape: it starts with`},
	} {
		for _, c := range commands {
			args := append([]string{c[0], file.path}, c[1:]...)
			code, _, stderr := skaic(t, args...)
			if code != exitFailure || !strings.HasPrefix(stderr, file.want) || strings.Count(stderr, "\n") != 1 {
				t.Errorf("skaic %s: exit %d, stderr %q, want it to start with %q", strings.Join(args, " "), code, stderr, file.want)
			}
			for _, other := range []string{"inspect reads", "use skaic", "'skaic "} {
				if strings.Contains(stderr, other) {
					t.Errorf("skaic %s names another command: %s", strings.Join(args, " "), stderr)
				}
			}
		}
	}
	// A file of another format says what it is and what the command takes.
	for _, c := range [][]string{{"run"}, {"plan"}, {"conform"}} {
		args := append([]string{c[0], tapePath}, c[1:]...)
		want := "skaic: " + tapePath + " is a skaic tape; " + c[0] + " takes a GGUF model\n"
		if code, _, stderr := skaic(t, args...); code != exitFailure || stderr != want {
			t.Errorf("skaic %s: exit %d, stderr %q, want %q", strings.Join(args, " "), code, stderr, want)
		}
	}
}

// Numbers print short: a float32 epsilon as 1e-05, counts with the right
// noun.
func TestRunPrintsShortNumbers(t *testing.T) {
	// skaic run streams the text to stdout and its statistics to stderr.
	code, _, stats := skaic(t, "run", "--steps", "1")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stats)
	}
	for _, want := range []string{"eps 1e-05", "prompt     1 token: ", "generated  1 token: ", "prefill    1 token in ", "decode     0 steps in "} {
		if !strings.Contains(stats, want) {
			t.Errorf("output lacks %q:\n%s", want, stats)
		}
	}
	for _, bad := range []string{"9.99999", "1 tokens", "1 steps"} {
		if strings.Contains(stats, bad) {
			t.Errorf("output holds %q:\n%s", bad, stats)
		}
	}
	var stdout string
	code, stdout, _ = skaic(t, "record", "-o", filepath.Join(t.TempDir(), "t.pb"))
	if code != exitOK || !strings.Contains(stdout, "prefill of 1 token (1)") || !strings.Contains(stdout, "0 adapters") {
		t.Errorf("record summary:\n%s", stdout)
	}
}

// skaic plan without a model plans the built-in demo, as run, record and
// export default to it.
func TestPlanDefaultsToTheDemo(t *testing.T) {
	code, stdout, stderr := skaic(t, "plan")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"plan for " + demo.Name + " (built-in demo)", "blk.1.ffn_down.weight", "f32/Q6_K"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("plan output lacks %q:\n%s", want, stdout)
		}
	}
	// The demo has packed weights: a strict profile without kernels refuses.
	if code, _, _ := skaic(t, "plan", "--profile", "mobile-2gb", "--caps", "dense-only"); code != exitRefused {
		t.Errorf("strict plan of the demo: exit %d, want %d", code, exitRefused)
	}
}

func TestHideTemporaries(t *testing.T) {
	for in, want := range map[string]string{
		"export: mkdir /a/b/.out.tmp-10109865: no such file or directory": "export: mkdir /a/b/out: no such file or directory",
		"write .x.tape.pb.tmp-123: disk full":                             "write x.tape.pb: disk full",
		"open /d/.out.tmp-77/model.irpa: no space left on device":         "open /d/out/model.irpa: no space left on device",
		"a .hidden file and v1.tmp-notes stay":                            "a .hidden file and v1.tmp-notes stay",
		"no temporaries here: /x/y.gguf":                                  "no temporaries here: /x/y.gguf",
	} {
		if got := hideTemporaries(in); got != want {
			t.Errorf("hideTemporaries(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		noun string
		many []string
		want string
	}{
		{0, "token", nil, "0 tokens"},
		{1, "token", nil, "1 token"},
		{2, "step", nil, "2 steps"},
		{1, "matrix", []string{"matrices"}, "1 matrix"},
		{3, "matrix", []string{"matrices"}, "3 matrices"},
	} {
		if got := plural(tc.n, tc.noun, tc.many...); got != tc.want {
			t.Errorf("plural(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}
