package export

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// compileAndRun compiles DIR/model.mlir with the real iree-compile and runs
// forward with iree-run-module on the manifest's parameter file and input,
// returning the logits.
func compileAndRun(t *testing.T, dir string) *npy.Array {
	t.Helper()
	compile := toolstest.Need(t, "iree-compile")
	run := toolstest.Need(t, "iree-run-module")
	mf, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	vmfb := filepath.Join(t.TempDir(), "model.vmfb")
	cmd := exec.Command(compile, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
		"--iree-llvmcpu-target-cpu=host", filepath.Join(dir, mf.Module), "-o", vmfb)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("iree-compile: %v\n%s", err, out)
	}
	params := mf.Parameters.File
	if !filepath.IsAbs(params) {
		params = filepath.Join(dir, params)
	}
	outPath := filepath.Join(t.TempDir(), "out.npy")
	fn := mf.Functions[0]
	args := []string{"--device=local-task", "--module=" + vmfb, "--function=" + fn.Name,
		"--parameters=" + mf.Parameters.Scope + "=" + params, "--output=@" + outPath}
	for _, in := range fn.Inputs {
		args = append(args, "--input=@"+filepath.Join(dir, in.File))
	}
	cmd = exec.Command(run, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("iree-run-module: %v\n%s", err, out)
	}
	a, err := npy.ReadFile(outPath)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// checkConforms compares the IREE logits with the eager reference of the
// export: relative L2 ≤ 1e-4 and the same argmax at every position.
func checkConforms(t *testing.T, dir string) {
	t.Helper()
	mf, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := compileAndRun(t, dir)
	want, err := npy.ReadFile(filepath.Join(dir, mf.Functions[0].Outputs[0].File))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := got.Float32()
	w, _ := want.Float32()
	if len(g) != len(w) {
		t.Fatalf("IREE gave shape %v, eager %v", got.Shape, want.Shape)
	}
	var num, den float64
	for i := range w {
		d := float64(g[i]) - float64(w[i])
		num += d * d
		den += float64(w[i]) * float64(w[i])
	}
	rel := math.Sqrt(num / den)
	V := int(want.Shape[len(want.Shape)-1])
	for p := 0; p < len(w)/V; p++ {
		if argmax(g[p*V:(p+1)*V]) != argmax(w[p*V:(p+1)*V]) {
			t.Errorf("position %d: IREE argmax %d, eager %d", p, argmax(g[p*V:(p+1)*V]), argmax(w[p*V:(p+1)*V]))
		}
	}
	t.Logf("%s: rel L2 %.3g over %v (%s)", filepath.Base(dir), rel, want.Shape, mf.Summary)
	if rel > mf.Tolerance.RelL2 {
		t.Errorf("rel L2 %.3g > %.g", rel, mf.Tolerance.RelL2)
	}
}

func argmax(x []float32) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}

func TestExportDemoConforms(t *testing.T) {
	cases := []struct {
		name string
		opts Options
	}{
		{"irpa", Options{Seq: 7}},
		{"gguf", Options{Seq: 3, Params: ParamsGGUF}},
		{"dense", Options{Seq: 4, Weights: WeightsDense}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			c.opts.Out = filepath.Join(t.TempDir(), "out")
			c.opts.VerifyEach = true
			res, err := Run(c.opts)
			if err != nil {
				t.Fatal(err)
			}
			checkConforms(t, res.Dir)
		})
	}
}

// TestExportPrepackedTape exports a tape recorded with input-block-major
// weights as stored: the archive holds the blocks in that order, tensor_layouts says
// so, and IREE still reproduces the eager logits.
func TestExportPrepackedTape(t *testing.T) {
	dir := t.TempDir()
	gpath := filepath.Join(dir, demo.Name)
	if err := demo.Write(gpath); err != nil {
		t.Fatal(err)
	}
	m, err := llama.Open(gpath, llama.WithPrepack())
	if err != nil {
		t.Fatal(err)
	}
	src, _ := tape.SourceOfFile(gpath)
	rec := newRecorder(src)
	if _, err := m.Record([]int32{5, 9, 2, 70}, rec); err != nil {
		t.Fatal(err)
	}
	m.Close()
	tp := filepath.Join(dir, "prefill.tape.pb")
	if err := rec.Tape.WriteFile(tp); err != nil {
		t.Fatal(err)
	}
	res, err := Run(Options{Tape: tp, Out: filepath.Join(dir, "out"), Tokens: []int32{5, 9, 2, 70}, VerifyEach: true, Reference: ReferenceOn,
		Weights: WeightsAsStored})
	if err != nil {
		t.Fatal(err)
	}
	mlir, _ := os.ReadFile(filepath.Join(res.Dir, "model.mlir"))
	if !strings.Contains(string(mlir), `"block_order" = "input_block_major"`) {
		t.Fatal("tensor_layouts does not record the prepacked order")
	}
	// The archive entry of a prepacked weight is not the file's bytes.
	ar, err := irpa.Open(filepath.Join(res.Dir, "model.irpa"))
	if err != nil {
		t.Fatal(err)
	}
	defer ar.Close()
	ibm := 0
	for _, l := range res.Manifest.Layouts {
		if l.BlockOrder == "input_block_major" {
			ibm++
			if e, ok := ar.Entry(l.Key); !ok || !strings.Contains(string(e.Metadata), "input_block_major") {
				t.Errorf("archive entry %q does not say input_block_major", l.Key)
			}
		}
	}
	if ibm == 0 {
		t.Fatal("no prepacked weight in the export")
	}
	checkConforms(t, res.Dir)
	// --params gguf cannot serve relaid-out blocks.
	if _, err := Run(Options{Tape: tp, Out: filepath.Join(dir, "out2"), Tokens: []int32{5, 9, 2, 70}, Params: ParamsGGUF}); err == nil ||
		!strings.Contains(err.Error(), "--params irpa") {
		t.Fatalf("--params gguf with prepacked weights: %v", err)
	}
}

func TestExportIsAtomic(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	// A bad option fails before anything is written.
	if _, err := Run(Options{Out: out, Params: "zip"}); err == nil {
		t.Fatal("bad --params must fail")
	}
	// An unknown token fails during the recording: nothing is left.
	if _, err := Run(Options{Out: out, Tokens: []int32{1, 100000}}); err == nil || !strings.Contains(err.Error(), "100000") {
		t.Fatalf("out-of-vocabulary token: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Fatalf("a failed export left %v", entries)
	}
	// A directory that is not an export is never replaced.
	os.MkdirAll(out, 0o755)
	os.WriteFile(filepath.Join(out, "precious.txt"), []byte("x"), 0o644)
	if _, err := Run(Options{Out: out, Seq: 2}); err == nil || !strings.Contains(err.Error(), "refusing") {
		t.Fatalf("replacing a foreign directory: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "precious.txt")); err != nil {
		t.Fatal("the foreign directory was touched")
	}
}

func TestArchiveSizeNearTensorBytes(t *testing.T) {
	res, err := Run(Options{Out: filepath.Join(t.TempDir(), "out"), Seq: 2})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := demo.Bytes()
	s := res.Manifest.Summary
	if float64(s.ArchiveBytes) > 1.05*float64(len(b)) {
		t.Fatalf("archive %d bytes vs GGUF %d bytes: more than 5%% larger", s.ArchiveBytes, len(b))
	}
	if s.Dense != 0 {
		t.Fatalf("as-stored export dequantized %d weights", s.Dense)
	}
	for _, l := range res.Manifest.Layouts {
		if l.Encoding == "" || l.Form == "" {
			t.Fatalf("layout entry %+v incomplete", l)
		}
	}
}
