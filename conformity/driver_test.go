package conformity

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/target"
)

func needIREE(t *testing.T) {
	t.Helper()
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
}

func opCase(t *testing.T, name string) *OpCase {
	t.Helper()
	for _, c := range OpCases() {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no op case %q", name)
	return nil
}

func byCase(rep *Report) map[string]Result {
	m := map[string]Result{}
	for _, r := range rep.Results {
		m[r.Case] = r
	}
	return m
}

// TestSuiteSubset runs a slice of the corpus end to end: op cases in all
// four variants with the gguf reference, a prepacked embedding (stored and
// planar), and a
// model with the numpy reference.
func TestSuiteSubset(t *testing.T) {
	needIREE(t)
	toolstest.Python(t)
	// An empty module cache: the check below counts compiles of this run.
	t.Setenv("SKAIC_MODULE_CACHE", t.TempDir())
	var log bytes.Buffer
	d := &Driver{Log: &log}
	re := regexp.MustCompile(`^(ops/unary/exp/r1-13|ops/packed/linear/Q4_K/3x.*|ops/layout/prepacked/embedding/Q8_0/.*|ops/nn/causal_mask/square-4x4|models/demo/s1)$`)
	rep, err := d.Suite("all", re)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", log.String())
	res := byCase(rep)
	want := []string{
		"ops/unary/exp/r1-13", "ops/nn/causal_mask/square-4x4",
		"ops/packed/linear/Q4_K/3x768@5x768", "ops/packed/linear/Q4_K/3x768@5x768+gguf", "ops/packed/linear/Q4_K/3x768@5x768+dense",
		"ops/packed/linear/Q4_K/3x768@5x768+planar",
		"ops/layout/prepacked/embedding/Q8_0/ids4@6x96", "ops/layout/prepacked/embedding/Q8_0/ids4@6x96+planar", "models/demo/s1",
		// The LLVM case kind of the same corpus.
		"ops/packed/linear/Q4_K/3x768@5x768+llvm", "ops/layout/prepacked/embedding/Q8_0/ids4@6x96+llvm",
	}
	for _, n := range want {
		r, ok := res[n]
		switch {
		case !ok:
			t.Errorf("case %s did not run", n)
		case r.Status != Pass:
			t.Errorf("%s: %s\n%s", n, r.Status, r.Message)
		}
	}
	for _, n := range []string{"ops/packed/linear/Q4_K/3x768@5x768+gguf", "models/demo/s1"} {
		if r := res[n]; r.Ref == nil {
			t.Errorf("%s: no independent reference checked", n)
		}
	}
	s := rep.Summary
	if s.Run != len(want) || s.Passed != len(want) || s.Failed != 0 || s.Skipped != 0 {
		t.Errorf("summary: run %d, passed %d, failed %d, skipped %d; want %d passed", s.Run, s.Passed, s.Failed, s.Skipped, len(want))
	}
	// The irpa and gguf exports of the same cases are the same module:
	// compiled once.
	if a, b := res["ops/packed/linear/Q4_K/3x768@5x768"], res["ops/packed/linear/Q4_K/3x768@5x768+gguf"]; a.CompileCached == b.CompileCached {
		t.Errorf("the irpa and gguf modules of the same cases were compiled %s", map[bool]string{false: "twice", true: "never"}[a.CompileCached])
	}
}

// TestFailingCaseIsIsolated: a case that breaks its module is split off;
// the failure names it and the other cases of the module still pass.
func TestFailingCaseIsIsolated(t *testing.T) {
	needIREE(t)
	good := opCase(t, "ops/unary/neg/r1-13")
	bad := &OpCase{Name: "ops/test/broken-reshape", Module: "unary", Tol: tolExact,
		Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Reshape(p.X(3, 5), 7)} }}
	d := &Driver{Jobs: 2}
	if err := d.setup(false); err != nil {
		t.Fatal(err)
	}
	defer d.teardown()
	jobs, _ := plan([]*OpCase{good, bad}, nil, nil)
	if len(jobs) != 1 {
		t.Fatalf("%d jobs; the two cases should share a module", len(jobs))
	}
	rep := d.runJobs(jobs)
	res := byCase(rep)
	if r := res[good.Name]; r.Status != Pass {
		t.Errorf("%s: %s %s", good.Name, r.Status, r.Message)
	}
	r := res[bad.Name]
	if r.Status != Fail || !strings.Contains(r.Message, "recording") || !strings.Contains(r.Message, "reshape") {
		t.Errorf("%s: %s %q; want a failure naming the recording error", bad.Name, r.Status, r.Message)
	}
	t.Logf("%s", r.Line())
}

// copyDir copies an export directory (files only, one level of
// subdirectories).
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.Walk(from, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if fi.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// swapBlocks swaps blocks a and b (of size bytes) of the archive entry
// name in place.
func swapBlocks(t *testing.T, archive, name string, size, a, b int64) {
	t.Helper()
	ar, err := irpa.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	e, ok := ar.Entry(name)
	ar.Close()
	if !ok {
		t.Fatalf("%s has no entry %q", archive, name)
	}
	f, err := os.OpenFile(archive, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	x, y := make([]byte, size), make([]byte, size)
	if _, err := f.ReadAt(x, e.Offset+a*size); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAt(y, e.Offset+b*size); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(x, y) {
		t.Fatalf("blocks %d and %d of %q are equal; swapping them changes nothing", a, b, name)
	}
	if _, err := f.WriteAt(y, e.Offset+a*size); err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(x, e.Offset+b*size); err != nil {
		t.Fatal(err)
	}
}

// TestBrokenLoweringIsCaught is the driver's acceptance test: an export
// directory of three cases passes; the same directory with one op's
// lowering broken (the transpose's permutation swapped back in the MLIR
// text), or with two blocks of a prepacked archive entry swapped, fails —
// and the failure names the case, the output, the worst element with its
// values on both sides, and the tolerance. A model export with two blocks
// of one weight swapped fails likewise.
func TestBrokenLoweringIsCaught(t *testing.T) {
	needIREE(t)
	permute := opCase(t, "ops/shape/permute/square-5x5-10")
	prepacked := opCase(t, "ops/layout/prepacked/linear/Q4_K/3x768@5x768")
	neg := opCase(t, "ops/unary/neg/r1-13")
	root := t.TempDir()
	if _, err := exportOps(root, []*OpCase{permute, prepacked, neg}, IRPAStored, target.Host); err != nil {
		t.Fatal(err)
	}
	clean := filepath.Join(root, "export")

	check := func(dir string) *Report {
		t.Helper()
		var log bytes.Buffer
		d := &Driver{Log: &log}
		rep, err := d.Dir(dir)
		if err != nil {
			t.Fatal(err)
		}
		rep.WriteSummary(&log)
		t.Logf("skaic conform %s:\n%s", filepath.Base(dir), log.String())
		return rep
	}
	expect := func(rep *Report, failing string, output string) {
		t.Helper()
		for _, r := range rep.Results {
			if r.Case != failing {
				if r.Status != Pass {
					t.Errorf("%s: %s, want pass:\n%s", r.Case, r.Status, r.Message)
				}
				continue
			}
			if r.Status != Fail {
				t.Errorf("%s: %s; the broken module must fail it", r.Case, r.Status)
				continue
			}
			for _, s := range []string{"output \"" + output + "\"", "largest error at", "got ", "want ", "tolerance: "} {
				if !strings.Contains(r.Message, s) {
					t.Errorf("%s: the failure message lacks %q:\n%s", r.Case, s, r.Message)
				}
			}
		}
		if rep.Summary.Failed != 1 {
			t.Errorf("%d cases failed, want exactly %s", rep.Summary.Failed, failing)
		}
	}

	if rep := check(clean); !rep.OK() || rep.Summary.Run != 3 {
		t.Fatalf("the clean export does not pass: %+v", rep.Summary)
	}

	t.Run("transpose-lowering-broken", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "broken-transpose")
		copyDir(t, clean, dir)
		mlir := filepath.Join(dir, "model.mlir")
		text, err := os.ReadFile(mlir)
		if err != nil {
			t.Fatal(err)
		}
		const good, bad = "permutation = [1, 0]", "permutation = [0, 1]"
		if n := strings.Count(string(text), good); n != 1 {
			t.Fatalf("%d transposes with %q in the module; want 1", n, good)
		}
		if err := os.WriteFile(mlir, []byte(strings.Replace(string(text), good, bad, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		expect(check(dir), permute.Name, permute.ID()+"__y0")
	})

	t.Run("prepacked-blocks-swapped", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "broken-archive")
		copyDir(t, clean, dir)
		// Blocks 0 and 1 of the input-block-major entry: block 0 of rows 0
		// and 1 (the bytes are [block][row]).
		swapBlocks(t, filepath.Join(dir, "model.irpa"), prepacked.ID()+".w", 144, 0, 1)
		expect(check(dir), prepacked.Name, prepacked.ID()+"__y0")
	})

	t.Run("model-weight-blocks-swapped", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "demo-broken")
		if _, err := export.Run(export.Options{Out: dir, Seq: 4, Weights: export.WeightsAsStored}); err != nil {
			t.Fatal(err)
		}
		// blk.0.ffn_down.weight, as stored, is Q4_K, 3 blocks of 144 bytes per row:
		// swap the first two blocks of row 0.
		swapBlocks(t, filepath.Join(dir, "model.irpa"), "blk.0.ffn_down.weight", 144, 0, 1)
		expect(check(dir), "demo-broken", "logits")
	})
}
