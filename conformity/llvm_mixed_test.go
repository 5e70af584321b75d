package conformity

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/llvmgen"
	"github.com/skainet/skaic/target"
)

// TestLLVMMixedModuleKeepsDecodablePacked: an LLVM op module whose cases
// mix an encoding llvmgen decodes with one it does not keeps the first
// packed (decoded in the module, reported as covered) and dequantizes only
// the second at export, which that case's note says; both cases pass.
func TestLLVMMixedModuleKeepsDecodablePacked(t *testing.T) {
	packed := opCase(t, "ops/packed/linear/IQ4_NL/3x96@5x96")
	cases := []*OpCase{packed}
	var dense *OpCase
	for _, c := range OpCases() {
		if strings.HasPrefix(c.Name, "ops/packed/linear/") && len(c.Weights) == 1 && !llvmDecodes(c.Weights[0].Type.String()) {
			dense = c
			cases = append(cases, c)
			break
		}
	}
	if dense == nil {
		t.Log("every packed encoding of the corpus has an LLVM decoder: only the packed half is checked")
	}
	root := t.TempDir()
	if _, err := exportOps(root, cases, LLVMStored, target.Host); err != nil {
		t.Fatal(err)
	}
	exp := filepath.Join(root, "export")
	mf, err := export.ReadManifest(exp)
	if err != nil {
		t.Fatal(err)
	}
	forms := map[string]int{}
	for _, l := range mf.Layouts {
		for _, c := range cases {
			if strings.HasPrefix(l.Key, c.ID()+".") {
				forms[l.Form]++
			}
		}
	}
	wantDense := 0
	if dense != nil {
		wantDense = 1
	}
	if forms["as_stored"] != 1 || forms["dense"] != wantDense {
		t.Fatalf("weight forms %v: want 1 as_stored (IQ4_NL) and %d dense", forms, wantDense)
	}

	needLLVM(t)
	var log bytes.Buffer
	rep, err := (&Driver{Log: &log}).Dir(exp)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Summary.Passed != len(cases) || rep.Summary.Failed != 0 {
		t.Fatalf("%d passed, %d failed; want %d passed:\n%s", rep.Summary.Passed, rep.Summary.Failed, len(cases), log.String())
	}
	for _, r := range rep.Results {
		switch {
		case r.Case == packed.Name+LLVMStored.suffix():
			if !slices.Equal(r.Encodings, []string{"IQ4_NL"}) || r.Note != "" {
				t.Errorf("%s: encodings %v, note %q; want [IQ4_NL] decoded in the module, no note", r.Case, r.Encodings, r.Note)
			}
		case dense != nil && r.Case == dense.Name+LLVMStored.suffix():
			if len(r.Encodings) != 0 || !strings.Contains(r.Note, "ran dense: "+dense.Weights[0].Type.String()) {
				t.Errorf("%s: encodings %v, note %q; want none decoded and a note that it ran dense", r.Case, r.Encodings, r.Note)
			}
			if !strings.Contains(r.Line(), "ran dense") {
				t.Errorf("%s: the report line does not say it ran dense:\n%s", r.Case, r.Line())
			}
		default:
			t.Errorf("unexpected case %s", r.Case)
		}
	}
}

func llvmDecodes(enc string) bool {
	return slices.ContainsFunc(llvmgen.DecodableEncodings(), func(e layout.Encoding) bool { return e.String() == enc })
}

// TestLLVMDenseCasesAreReported: in an LLVM export of weights as stored a
// case's encodings without an llvmgen decoder count as dense, not as
// decoded, and the report line and module note say so; other exports are
// left as they are.
func TestLLVMDenseCasesAreReported(t *testing.T) {
	llvm := &export.Manifest{Backend: export.BackendLLVM, Weights: export.WeightsAsStored,
		Layouts: []export.LayoutEntry{{Key: "a", Form: "as_stored"}, {Key: "b", Form: "dense", Reason: "no in-graph decoder for F64 on llvm: dense f32 copy"},
			{Key: "c", Form: "dense", Reason: "dense weights requested"}}}
	packed, dense := llvmSplit(llvm, []string{"IQ4_NL", "F64"})
	if !slices.Equal(packed, []string{"IQ4_NL"}) || !slices.Equal(dense, []string{"F64"}) {
		t.Errorf("llvmSplit = %v, %v; want [IQ4_NL], [F64]", packed, dense)
	}
	if n := denseNote(llvm); !strings.HasPrefix(n, "1 weights dequantized at export") {
		t.Errorf("denseNote = %q", n)
	}
	mlir := &export.Manifest{Backend: export.BackendMLIR, Weights: export.WeightsAsStored, Layouts: llvm.Layouts}
	if p, d := llvmSplit(mlir, []string{"F64"}); len(p) != 1 || d != nil || denseNote(mlir) != "" {
		t.Errorf("an IREE export: llvmSplit = %v, %v, note %q", p, d, denseNote(mlir))
	}
	r := Result{Case: "ops/x+llvm", Status: Pass, Note: "ran dense: F64 dequantized at export (llvmgen has no decoder)"}
	if !strings.Contains(r.Line(), "ran dense: F64") {
		t.Errorf("line does not say the case ran dense:\n%s", r.Line())
	}
}
