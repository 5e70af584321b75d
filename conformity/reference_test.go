package conformity

import (
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
)

// An export without reference outputs has nothing to compare with: the
// check says so, and how to get them, before compiling anything.
func TestExportWithoutReferenceIsRefused(t *testing.T) {
	mf := &export.Manifest{Functions: []export.FunctionSpec{{Name: "forward",
		Outputs: []export.TensorIO{{Name: "logits", Shape: []int64{1, 2, 3}, DType: "f32"}}}}}
	if _, err := casesOf(mf, "m"); err == nil || !strings.Contains(err.Error(), "--reference") {
		t.Fatalf("casesOf: %v", err)
	}
	mf.Functions[0].Outputs[0].File = "expected/logits.npy"
	if cs, err := casesOf(mf, "m"); err != nil || len(cs) != 1 || cs[0].Outputs[0] != "logits" {
		t.Fatalf("casesOf: %v %v", cs, err)
	}
}
