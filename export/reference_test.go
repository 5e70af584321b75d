package export

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// An export of a model file computes no reference unless asked: it has no
// expected/ and its manifest says so, and its module and archive are byte
// for byte those of the export with the reference, whose logits are the
// model's eager prefill.
func TestExportReferenceOnlyWhenAsked(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "demo.gguf")
	if err := demo.Write(model); err != nil {
		t.Fatal(err)
	}
	tokens := []int32{5, 9, 2, 70}
	off, err := Run(Options{Model: model, Out: filepath.Join(dir, "off"), Tokens: tokens})
	if err != nil {
		t.Fatal(err)
	}
	on, err := Run(Options{Model: model, Out: filepath.Join(dir, "on"), Tokens: tokens, Reference: ReferenceOn})
	if err != nil {
		t.Fatal(err)
	}

	if off.Manifest.ReferenceOutputs || !on.Manifest.ReferenceOutputs {
		t.Fatalf("reference_outputs: %v without the reference, %v with it", off.Manifest.ReferenceOutputs, on.Manifest.ReferenceOutputs)
	}
	oo, no := off.Manifest.Functions[0].Outputs[0], on.Manifest.Functions[0].Outputs[0]
	if oo.File != "" || oo.Name != no.Name || !slices.Equal(oo.Shape, no.Shape) || oo.DType != no.DType {
		t.Errorf("output without the reference %+v, with it %+v", oo, no)
	}
	if _, err := os.Stat(filepath.Join(off.Dir, "expected")); !os.IsNotExist(err) {
		t.Errorf("expected/ written without the reference: %v", err)
	}
	if _, err := os.Stat(filepath.Join(off.Dir, "inputs", "tokens.npy")); err != nil {
		t.Error(err)
	}
	if off.Manifest.Source != on.Manifest.Source || off.Manifest.Source.SHA256 == "" {
		t.Errorf("source %+v vs %+v", off.Manifest.Source, on.Manifest.Source)
	}
	for _, f := range []string{"model.mlir", "model.irpa"} {
		a, _ := os.ReadFile(filepath.Join(off.Dir, f))
		b, _ := os.ReadFile(filepath.Join(on.Dir, f))
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s differs between the traced and the computed recording", f)
		}
	}

	arr, err := npy.ReadFile(filepath.Join(on.Dir, no.File))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := arr.Float32()
	m, err := llama.Open(model)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	out, err := m.Prefill(tokens)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := out.Float32s()
	if len(got) != len(want) {
		t.Fatalf("reference holds %d logits, the prefill %d", len(got), len(want))
	}
	for i := range want {
		if math.Abs(float64(got[i]-want[i])) > 1e-5*(1+math.Abs(float64(want[i]))) {
			t.Fatalf("logit %d: reference %v, prefill %v", i, got[i], want[i])
		}
	}

	// The built-in demo has its reference by default, and none when told.
	demoOn, err := Run(Options{Out: filepath.Join(dir, "demo"), Seq: 2})
	if err != nil || !demoOn.Manifest.ReferenceOutputs {
		t.Fatalf("demo export: %v, reference %v", err, demoOn != nil && demoOn.Manifest.ReferenceOutputs)
	}
	demoOff, err := Run(Options{Out: filepath.Join(dir, "demo-off"), Seq: 2, Reference: ReferenceOff})
	if err != nil || demoOff.Manifest.ReferenceOutputs {
		t.Fatalf("demo export without reference: %v", err)
	}
	if _, err := Run(Options{Out: filepath.Join(dir, "x"), Reference: "maybe"}); err == nil {
		t.Error("a bad reference mode must fail")
	}
}

// A tape export without a reference does not replay the tape; with one,
// its outputs are the replay's.
func TestExportTapeReference(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, demo.Name)
	if err := demo.Write(model); err != nil {
		t.Fatal(err)
	}
	res, err := Run(Options{Model: model, Out: filepath.Join(dir, "src"), Tokens: []int32{1, 2, 3}, Reference: ReferenceOn})
	if err != nil {
		t.Fatal(err)
	}
	m, err := llama.Open(model)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := tape.SourceOfFile(model)
	rec := newRecorder(src)
	if _, err := m.Record([]int32{1, 2, 3}, rec); err != nil {
		t.Fatal(err)
	}
	m.Close()
	tp := filepath.Join(dir, "prefill.tape.pb")
	if err := rec.Tape.WriteFile(tp); err != nil {
		t.Fatal(err)
	}
	off, err := Run(Options{Tape: tp, Out: filepath.Join(dir, "off"), Tokens: []int32{1, 2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	on, err := Run(Options{Tape: tp, Out: filepath.Join(dir, "on"), Tokens: []int32{1, 2, 3}, Reference: ReferenceOn})
	if err != nil {
		t.Fatal(err)
	}
	if off.Manifest.ReferenceOutputs || !on.Manifest.ReferenceOutputs || len(on.Manifest.Functions[0].Outputs) != 1 {
		t.Fatalf("reference_outputs %v / %v", off.Manifest.ReferenceOutputs, on.Manifest.ReferenceOutputs)
	}
	a, err := npy.ReadFile(filepath.Join(on.Dir, on.Manifest.Functions[0].Outputs[0].File))
	if err != nil {
		t.Fatal(err)
	}
	b, err := npy.ReadFile(filepath.Join(res.Dir, res.Manifest.Functions[0].Outputs[0].File))
	if err != nil {
		t.Fatal(err)
	}
	x, _ := a.Float32()
	y, _ := b.Float32()
	if !slices.Equal(x, y) {
		t.Error("the tape's replayed logits differ from the model export's reference")
	}
}
