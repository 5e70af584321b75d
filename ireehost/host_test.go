package ireehost

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skainet/skaic/ireehost/ireehosttest"
	"github.com/skainet/skaic/irpa"
)

func loadToy(t *testing.T, dir string) *Host {
	t.Helper()
	e, err := OpenExport(dir)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Load(e, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func sameFloats(t *testing.T, what string, got, want []float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s: [%d] = %v, want %v (got %v, want %v)", what, i, got[i], want[i], got, want)
		}
	}
}

// The host generates on the runtime: state carries across calls, prompts
// of different lengths run on the same compiled module, and a new prefill
// restarts the sequence.
func TestGenerateOnToyModule(t *testing.T) {
	h := loadToy(t, ireehosttest.ToyExport(t, nil))
	if h.Compile.Reused || h.Compile.Seconds <= 0 {
		t.Fatalf("first load: %+v, want a compile", h.Compile)
	}
	for _, prompt := range [][]int32{{1, 2, 3}, {7, 0, 5, 1, 6}, {4}} {
		// Step as a generation loop drives it: the prompt at 0, then one
		// token per step, each the argmax of the logits before it.
		seq := append([]int32(nil), prompt...)
		logits, err := h.Step(prompt, 0)
		for i := 0; i < 10; i++ {
			if err != nil {
				t.Fatal(err)
			}
			sameFloats(t, "step logits", logits, ireehosttest.ToyLogits(seq, len(seq)-1))
			seq = append(seq, argmax(logits))
			logits, err = h.Step(seq[len(seq)-1:], len(seq)-1)
		}
	}
	// Several tokens after position 0: one decode step each.
	if _, err := h.Step([]int32{1, 2, 3}, 0); err != nil {
		t.Fatal(err)
	}
	got, err := h.Step([]int32{4, 5}, 3)
	if err != nil {
		t.Fatal(err)
	}
	sameFloats(t, "two tokens at position 3", got, ireehosttest.ToyLogits([]int32{1, 2, 3, 4, 5}, 4))
	// Prefill returns every position's logits.
	all, err := h.Prefill([]int32{3, 1, 4, 1})
	if err != nil {
		t.Fatal(err)
	}
	for p := 0; p < 4; p++ {
		sameFloats(t, "prefill row", all[p*ireehosttest.ToyVocab:(p+1)*ireehosttest.ToyVocab], ireehosttest.ToyLogits([]int32{3, 1, 4, 1}, p))
	}
}

// model.vmfb is reused while model.mlir, the flags and the compiler stay
// the same, and rebuilt when the text changes.
func TestCompileReusesCurrentModule(t *testing.T) {
	dir := ireehosttest.ToyExport(t, nil)
	e, err := OpenExport(dir)
	if err != nil {
		t.Fatal(err)
	}
	first, err := Compile(e.MLIR, e.VMFB)
	if err != nil {
		t.Fatal(err)
	}
	fi1, _ := os.Stat(e.VMFB)
	second, err := Compile(e.MLIR, e.VMFB)
	if err != nil {
		t.Fatal(err)
	}
	fi2, _ := os.Stat(e.VMFB)
	if first.Reused || !second.Reused || first.Key != second.Key || !fi1.ModTime().Equal(fi2.ModTime()) {
		t.Fatalf("first %+v, second %+v: want one compile, then reuse", first, second)
	}
	key, _ := os.ReadFile(e.VMFB + ".key")
	if strings.TrimSpace(string(key)) != first.Key {
		t.Fatalf("model.vmfb.key = %q, want %q", key, first.Key)
	}
	text, _ := os.ReadFile(e.MLIR)
	time.Sleep(10 * time.Millisecond)
	if err := os.WriteFile(e.MLIR, append(text, []byte("\n// edited\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	third, err := Compile(e.MLIR, e.VMFB)
	if err != nil {
		t.Fatal(err)
	}
	if third.Reused || third.Key == first.Key {
		t.Fatalf("after an edit: %+v, want a new compile", third)
	}
	// A module that does not compile leaves the current one in place.
	if err := os.WriteFile(e.MLIR, []byte("module { func.func @f( }"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Compile(e.MLIR, e.VMFB); err == nil || !strings.Contains(err.Error(), "iree-compile") {
		t.Fatalf("broken module: err = %v", err)
	}
	if key, _ := os.ReadFile(e.VMFB + ".key"); strings.TrimSpace(string(key)) != third.Key {
		t.Fatalf("a failed compile changed the key to %q", key)
	}
}

// A model.vmfb without its key was not compiled by skaic: Compile leaves
// it as it is and says so.
func TestCompileNeverOverwritesAForeignModule(t *testing.T) {
	dir := ireehosttest.ToyExport(t, nil)
	e, err := OpenExport(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(e.VMFB, []byte("the user's module"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Compile(e.MLIR, e.VMFB)
	var fe *ForeignModuleError
	if !errors.As(err, &fe) || fe.Path != e.VMFB {
		t.Fatalf("Compile next to a foreign model.vmfb: %v; want a ForeignModuleError", err)
	}
	if b, _ := os.ReadFile(e.VMFB); string(b) != "the user's module" {
		t.Fatalf("the user's model.vmfb was changed to %d bytes", len(b))
	}
}

// A position past the cache is refused before the call, a token outside
// the vocabulary too; the session stays usable after both.
func TestCapacityAndTokensCheckedBeforeTheCall(t *testing.T) {
	h := loadToy(t, ireehosttest.ToyExport(t, nil))
	if _, err := h.Prefill([]int32{1, 2}); err != nil {
		t.Fatal(err)
	}
	var ce *CapacityError
	if _, err := h.Decode(1, ireehosttest.ToyCapacity); !errors.As(err, &ce) || ce.Capacity != ireehosttest.ToyCapacity {
		t.Fatalf("decode at %d: err = %v, want a CapacityError", ireehosttest.ToyCapacity, err)
	}
	if _, err := h.Prefill(make([]int32, ireehosttest.ToyCapacity+1)); !errors.As(err, &ce) {
		t.Fatalf("prefill of %d: err = %v, want a CapacityError", ireehosttest.ToyCapacity+1, err)
	}
	if _, err := h.Decode(ireehosttest.ToyVocab, 2); err == nil || !strings.Contains(err.Error(), "outside the vocabulary") {
		t.Fatalf("token %d: err = %v", ireehosttest.ToyVocab, err)
	}
	got, err := h.Decode(5, 2)
	if err != nil {
		t.Fatal(err)
	}
	sameFloats(t, "decode after refusals", got, ireehosttest.ToyLogits([]int32{1, 2, 5}, 2))
}

// Runtime-side failures come back as one-line errors naming the export
// directory.
func TestRuntimeErrorsNameTheExport(t *testing.T) {
	dir := ireehosttest.ToyExport(t, nil)
	e, err := OpenExport(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Compile(e.MLIR, e.VMFB)
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, err error, want string) {
		t.Helper()
		var he *Error
		if !errors.As(err, &he) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Fatalf("%s: err = %v, want a one-line *Error naming %s and saying %q", what, err, dir, want)
		}
	}
	_, err = Start(Config{Name: dir, VMFB: c.VMFB, Params: e.Params, Scope: "model", Functions: []string{"prefill", "generate"}})
	check("missing function", err, "no function 'generate'")

	// Parameters the module cannot find: IREE refuses at load or first call.
	empty := filepath.Join(t.TempDir(), "empty.irpa")
	if err := irpa.Write(empty, []irpa.Entry{irpa.BytesEntry("other", nil, make([]byte, 16))}); err != nil {
		t.Fatal(err)
	}
	s, err := Start(Config{Name: dir, VMFB: c.VMFB, Params: empty, Scope: "model", Functions: []string{"prefill"}})
	if err == nil {
		_, _, err = s.Prefill([]int32{1})
		s.Close()
	}
	check("missing parameter", err, "")

	_, err = Start(Config{Name: dir, VMFB: filepath.Join(dir, "nope.vmfb"), Functions: []string{"prefill"}})
	check("missing module", err, "load")

	// The process ending mid-session.
	s, err = Start(Config{Name: dir, VMFB: c.VMFB, Params: e.Params, Scope: "model", Functions: []string{"prefill", "decode"}})
	if err != nil {
		t.Fatal(err)
	}
	s.cmd.Process.Kill()
	_, err = s.Decode(1, 0)
	check("killed process", err, "the runtime process ended")
}

func TestOpenExportRefusesNonGenerationExports(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "manifest.json"), []byte(`{"module":"model.mlir","functions":[{"name":"forward","inputs":[],"outputs":[]}]}`), 0o644)
	if _, err := OpenExport(dir); err == nil || !strings.Contains(err.Error(), "no prefill and decode") || !strings.Contains(err.Error(), "forward") {
		t.Fatalf("err = %v", err)
	}
	os.WriteFile(filepath.Join(dir, "manifest.json"), []byte(`{"module":"model.mlir","functions":[
		{"name":"prefill","outputs":[{"name":"logits","shape":[1,-1,8]}]},{"name":"decode","outputs":[{"name":"logits","shape":[1,1,8]}]}]}`), 0o644)
	if _, err := OpenExport(dir); err == nil || !strings.Contains(err.Error(), "capacity") {
		t.Fatalf("err = %v", err)
	}
	if _, err := OpenExport(filepath.Join(dir, "missing")); err == nil || !strings.Contains(err.Error(), "not an export directory") {
		t.Fatalf("err = %v", err)
	}
}

func argmax(x []float32) int32 {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return int32(best)
}
