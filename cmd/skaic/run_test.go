package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

func readLogits(t *testing.T, path string) ([]int64, []float32) {
	t.Helper()
	a, err := npy.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	x, err := a.Float32()
	if err != nil {
		t.Fatal(err)
	}
	return a.Shape, x
}

// TestRunDemoByDefault: without arguments skaic run generates with the
// demo model up to its context (it has no end-of-generation token),
// streaming the text to stdout and the statistics to stderr.
func TestRunDemoByDefault(t *testing.T) {
	code, stdout, stderr := skaic(t, "run")
	if code != exitOK {
		t.Fatalf("skaic run: exit %d: %s", code, stderr)
	}
	for _, want := range []string{demo.Name, "generated  256 tokens", "prefill", "decode", "tok/s", "stop       max_tokens"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("statistics lack %q:\n%s", want, stderr)
		}
	}
	if text := strings.TrimSuffix(stdout, "\n"); len(text) != 256 || !strings.Contains(stderr, strconv.Quote(text)) {
		t.Errorf("stdout %q is not the 256 generated characters the statistics show", stdout)
	}
}

// TestRunGreedyAndLogits checks the JSON report, the saved logits and that
// the generated tokens are the greedy continuation: each is the argmax of
// a full prefill of everything before it.
func TestRunGreedyAndLogits(t *testing.T) {
	out := filepath.Join(t.TempDir(), "logits.npy")
	code, stdout, stderr := skaic(t, "run", "--tokens", "40, 41,42", "--steps", "6", "--logits", out, "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep runReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, stdout)
	}
	if len(rep.Generated) != 6 || rep.Decode.Tokens != 5 || rep.Prefill.Tokens != 3 || rep.Prefill.TokensPerSecond <= 0 {
		t.Fatalf("report %+v", rep)
	}
	if rep.GeneratedText == nil || len(*rep.GeneratedText) != 6 || *rep.PromptText != "HIJ" {
		t.Fatalf("token text: %v %v", rep.PromptText, rep.GeneratedText)
	}
	shape, logits := readLogits(t, out)
	if len(shape) != 2 || shape[0] != 3 || shape[1] != demo.Vocab {
		t.Fatalf("logits shape %v", shape)
	}

	m, err := demo.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	seq := []int32{40, 41, 42}
	for i, g := range rep.Generated {
		lg, err := m.Prefill(seq)
		if err != nil {
			t.Fatal(err)
		}
		all, err := lg.Float32s()
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			for j := range all {
				if math.Float32bits(all[j]) != math.Float32bits(logits[j]) {
					t.Fatalf("saved logits differ from a prefill at %d", j)
				}
			}
		}
		if want := argmax(all[(len(seq)-1)*demo.Vocab:]); g != want {
			t.Fatalf("generated[%d] = %d, greedy continuation is %d", i, g, want)
		}
		seq = append(seq, g)
	}
}

func TestRunBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"run", "--tokens", "1,96,2"}, []string{"96", "vocabulary has 96 tokens"}},
		{[]string{"run", "--tokens", "1,x"}, []string{"--tokens", `"x"`}},
		{[]string{"run", "--tokens", "-3"}, []string{"--tokens"}},
		{[]string{"run", "--steps", "-1"}, []string{"--steps"}},
		{[]string{"run", "--tokens", "1", "--steps", "300"}, []string{"context length is 256"}},
		{[]string{"run", filepath.Join(t.TempDir(), "missing.gguf")}, []string{"missing.gguf"}},
		{[]string{"record", "--tokens", "200", "-o", filepath.Join(t.TempDir(), "x.tape.pb")}, []string{"200", "96"}},
		{[]string{"record", filepath.Join(t.TempDir(), "missing.gguf"), "-o", filepath.Join(t.TempDir(), "x.tape.pb")}, []string{"missing.gguf"}},
		{[]string{"record"}, []string{"output"}},
	}
	for _, c := range cases {
		code, _, stderr := skaic(t, c.args...)
		if code != exitFailure {
			t.Errorf("skaic %s: exit %d, want %d; stderr %s", strings.Join(c.args, " "), code, exitFailure, stderr)
		}
		for _, w := range c.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("skaic %s: stderr lacks %q:\n%s", strings.Join(c.args, " "), w, stderr)
			}
		}
	}
}

// TestRecordInspectReplay records the demo's prefill, reads the tape back,
// checks every weight is there by its GGUF name with its encoding and block
// order (also in skaic inspect's dump), and replays the tape with weights
// bound from the GGUF and inputs from the tokens: bitwise the logits skaic
// run saves for the same prompt.
func TestRecordInspectReplay(t *testing.T) {
	dir := t.TempDir()
	tp := filepath.Join(dir, "demo.tape.pb")
	code, stdout, stderr := skaic(t, "record", "--tokens", "5,6,7,8", "-o", tp)
	if code != exitOK {
		t.Fatalf("record: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, tp) {
		t.Errorf("record output does not name the tape:\n%s", stdout)
	}
	logitsPath := filepath.Join(dir, "logits.npy")
	if code, _, stderr := skaic(t, "run", "--tokens", "5,6,7,8", "--steps", "0", "--logits", logitsPath); code != exitOK {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	_, want := readLogits(t, logitsPath)

	tap, err := tape.ReadFile(tp)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := demo.Bytes()
	if src := tap.Sources[0]; src.Name != demo.Name || src.SHA256 != sha256.Sum256(b) {
		t.Errorf("tape source %+v is not the demo GGUF", src)
	}
	ggufPath := filepath.Join(dir, "demo.gguf")
	if err := demo.Write(ggufPath); err != nil {
		t.Fatal(err)
	}
	f, err := gguf.Open(ggufPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code, dump, stderr := skaic(t, "inspect", tp)
	if code != exitOK {
		t.Fatalf("inspect: exit %d: %s", code, stderr)
	}
	for _, v := range f.Views() {
		w := tap.Weight(string(v.ID))
		if w == nil {
			t.Fatalf("weight %s missing from the tape", v.ID)
		}
		if w.Meta.Format != v.Format || w.Meta.Layout.Order != v.Layout.Order || w.Meta.Layout.Blocked != v.Layout.Blocked {
			t.Errorf("weight %s recorded as %s order %s, stored %s order %s", v.ID, w.Meta.Format, w.Meta.Layout.Order, v.Format, v.Layout.Order)
		}
		line := ""
		for _, l := range strings.Split(dump, "\n") {
			if strings.Contains(l, `"`+string(v.ID)+`"`) && strings.Contains(l, "from source") {
				line = l
			}
		}
		if !strings.Contains(line, v.Format.String()) || (v.Layout.Blocked && !strings.Contains(line, "order=row_major")) {
			t.Errorf("inspect shows %s as %q", v.ID, line)
		}
	}

	e := eager.New()
	toks, pos := llama.PrefillInputs(e, []int32{5, 6, 7, 8})
	inputs := map[string]*layout.TensorView{"tokens": &toks.View, "positions": &pos.View}
	outs, err := eager.Replay(e, tap, func(v *tape.Value) (*layout.TensorView, error) {
		if v.Kind == tape.Weight {
			return f.Tensor(v.Name)
		}
		if in, ok := inputs[v.Name]; ok {
			return in, nil
		}
		return nil, errors.New("no such input")
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := outs[0].Float32s()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("replay gave %d values, run saved %d", len(got), len(want))
	}
	for i := range want {
		if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			t.Fatalf("replayed logits differ at %d: %v vs %v", i, got[i], want[i])
		}
	}

	// A model file is its own source: name and hash.
	tp2 := filepath.Join(dir, "file.tape.pb")
	if code, _, stderr := skaic(t, "record", ggufPath, "--tokens", "1,2", "-o", tp2); code != exitOK {
		t.Fatalf("record %s: exit %d: %s", ggufPath, code, stderr)
	}
	tap2, err := tape.ReadFile(tp2)
	if err != nil {
		t.Fatal(err)
	}
	if src := tap2.Sources[0]; src.Name != "demo.gguf" || src.SHA256 != sha256.Sum256(b) || src.Size != int64(len(b)) {
		t.Errorf("tape source %+v, want demo.gguf with the file's hash", src)
	}
}

// TestRunMatchesNumpyReference is the acceptance check: skaic run on a
// llama GGUF with mixed packed types (written by the gguf package's own
// writer; ≥ 3 blocks per row, GQA, 2 layers) saves logits that match the
// independent numpy reference within relative L2 1e-4, with the same argmax
// at every position.
func TestRunMatchesNumpyReference(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	scripts := filepath.Join("..", "..", "testdata", "models")
	model := filepath.Join(dir, "kquants_mixed.gguf")
	pyRun := func(args ...string) {
		cmd := exec.Command(py, args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		}
	}
	pyRun(filepath.Join(scripts, "make_llama_gguf.py"), "kquants_mixed", model)
	const tokens = "3,14,15,9,26,5,35,8"
	ref := filepath.Join(dir, "ref.npy")
	pyRun(filepath.Join(scripts, "llama_ref.py"), model, "--tokens", tokens, "--out", ref)
	out := filepath.Join(dir, "out.npy")
	if code, _, stderr := skaic(t, "run", model, "--tokens", tokens, "--steps", "2", "--logits", out); code != exitOK {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	shape, got := readLogits(t, out)
	rshape, want := readLogits(t, ref)
	if len(shape) != 2 || shape[0] != rshape[0] || shape[1] != rshape[1] {
		t.Fatalf("shape %v, reference %v", shape, rshape)
	}
	var num, den float64
	for i := range want {
		d := float64(got[i]) - float64(want[i])
		num += d * d
		den += float64(want[i]) * float64(want[i])
	}
	rel := math.Sqrt(num / den)
	V := int(shape[1])
	for p := 0; p < int(shape[0]); p++ {
		if a, b := argmax(got[p*V:(p+1)*V]), argmax(want[p*V:(p+1)*V]); a != b {
			t.Errorf("position %d: argmax %d, reference %d", p, a, b)
		}
	}
	t.Logf("skaic run vs numpy reference: rel L2 %.3g over %v", rel, shape)
	if rel > 1e-4 {
		t.Errorf("rel L2 %.3g > 1e-4", rel)
	}
	if _, err := os.Stat(out); err != nil {
		t.Fatal(err)
	}
}
