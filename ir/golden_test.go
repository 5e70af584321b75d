package ir_test

import (
	"github.com/skainet/skaic/internal/golden"
	"os"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/ir/irtest"
)

const goldenDir = "../testdata/ir"

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
				t.Errorf("print(parse(file)) differs:\n%s", golden.FirstDiff(string(b), got))
			}
		})
	}
}

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join(goldenDir, name), []byte(got))
}
