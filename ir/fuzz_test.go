package ir_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/golden"
	"github.com/skainet/skaic/ir"
)

// fuzzSeedFiles are small modules of the golden and pass test files: every
// op, symbols that need quoting, parameters with layouts and decisions.
var fuzzSeedFiles = []string{
	"../testdata/ir/allops.ir",
	"../testdata/ir/symbols.ir",
	"../testdata/ir/layouts.ir",
	"../testdata/passes/layout-assignment/weights.out.ir",
	"../testdata/passes/dce/dead.in.ir",
}

func fuzzSeeds(t testing.TB) map[string]string {
	seeds := map[string]string{
		"seed-comments": "// a comment\nmodule {\n\n  // another\n  func @f(%x: tensor<f32>) -> (tensor<f32>) {\n    return %x\n  }\n}\n",
		"seed-bad-type": "module {\n  func @f(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>) {\n    %0 = neg %x : tensor<3x2xf32>\n    return %x\n  }\n}\n",
		// Found by hand after the fuzzer: a decision whose strides do not
		// fit the shape parsed, and printing it panicked.
		"seed-decision-strides": "module {\n  func @f(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>) {\n    %0 = neg %x : tensor<2x3xf32> layout {identity = \"a\", form = \"dense\", format = \"f32\", strides = [1], offset = 0, residency = \"transient\", bytes = 0, reason = \"r\"}\n    return %0\n  }\n}\n",
		"seed-huge-type":        "module {\n  param @w : tensor<4294967296x4294967296xf32> {format = \"f32\", strides = [4294967296, 1], offset = 0}\n}\n",
	}
	for _, p := range fuzzSeedFiles {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		seeds["seed-"+strings.TrimSuffix(filepath.Base(p), ".ir")] = string(b)
	}
	return seeds
}

// TestWriteFuzzCorpus keeps testdata/fuzz/FuzzParse in step with the
// seeds; run with -update-corpus to rewrite it.
func TestWriteFuzzCorpus(t *testing.T) { golden.CheckFuzzSeeds(t, "FuzzParse", fuzzSeeds(t)) }

// FuzzParse: no text panics or hangs the parser or the verifier; every
// refusal is an "ir: parse" error; whatever parses prints to text that
// parses back to the same text.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ir.ParseString(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ir: parse") {
				t.Fatalf("error %q does not say it is the parser's", err)
			}
			return
		}
		_ = ir.Verify(m)
		out := m.String()
		m2, err := ir.ParseString(out)
		if err != nil {
			t.Fatalf("the printed module does not parse: %v\n%s", err, out)
		}
		if again := m2.String(); again != out {
			t.Fatalf("print∘parse is not a fixed point:\n%s\nthen\n%s", out, again)
		}
	})
}
