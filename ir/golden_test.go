package ir_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/ir/irtest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/ir")

const goldenDir = "../testdata/ir"

// checkGolden compares got with the golden file, or rewrites it with
// -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join(goldenDir, name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./ir -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file (go test ./ir -update rewrites it):\n%s", name, diff(string(want), got))
	}
}

// diff shows the first differing line of two texts.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return "line " + itoa(i+1) + ":\n  want: " + a + "\n  got:  " + b
		}
	}
	return "(equal)"
}

func itoa(i int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
		if i == 0 {
			return string(b)
		}
	}
}

func llama(t *testing.T, opts irtest.LlamaOptions) *ir.Module {
	t.Helper()
	tp, err := irtest.LlamaTape(opts)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.FromTape(tp, "forward")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestFromTapeLlama converts the 1-layer llama tape and compares the text
// with the golden file.
func TestFromTapeLlama(t *testing.T) {
	m := llama(t, irtest.LlamaOptions{})
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "llama.ir", m.String())

	f := m.Func("forward")
	if len(f.Args) != 2 || f.Args[0].Name != "tokens" || f.Args[1].Name != "positions" {
		t.Errorf("arguments %v, want tokens, positions in tape order", f.Args)
	}
	if len(m.Params) != 11 {
		t.Errorf("%d parameters, want 11", len(m.Params))
	}
	// Every weight is read through exactly one param op, and every op
	// keeps its tape origin.
	refs := map[*ir.Parameter]int{}
	for _, v := range f.Body {
		if p := v.Param(); p != nil {
			refs[p]++
		}
		if v.Origin == nil {
			t.Errorf("%v has no origin", v)
		}
	}
	for _, p := range m.Params {
		if refs[p] != 1 {
			t.Errorf("parameter %q referenced %d times", p.Name, refs[p])
		}
	}
	// The recorded permute is a strided view in eager; the IR keeps the
	// note on the value.
	for _, v := range f.Body {
		if v.Op == ir.OpPermute && v.Origin.Meta.Layout.IsContiguous() {
			t.Errorf("permute %v: origin layout %v is contiguous; eager records a strided view", v, v.Origin.Meta.Layout)
		}
	}
}

// TestRoundTrip parses every golden module and prints it back unchanged.
func TestRoundTrip(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(goldenDir, "*.ir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ir.ParseString(string(b))
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatal(err)
			}
			if got := m.String(); got != string(b) {
				t.Errorf("print(parse(file)) differs:\n%s", diff(string(b), got))
			}
		})
	}
}
