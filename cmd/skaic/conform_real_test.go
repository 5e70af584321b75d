package main

import (
	"encoding/json"
	"testing"

	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestConformRealModel exports a real GGUF (SmolLM2-135M-Instruct, Q4_1
// weights, Q8_0 embedding) as stored (decoded in the graph) and planar
// (codes and scales split at export), compiles and runs each with IREE and
// compares with the eager engine and the numpy reference.
func TestConformRealModel(t *testing.T) {
	model := realmodels.Model(t, realmodels.SmolLM2)
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
	toolstest.Python(t)
	for _, w := range []string{"as-stored", "planar"} {
		t.Run(w, func(t *testing.T) { conformReal(t, model, w) })
	}
}

// TestConformRealGemma3 does the same for the real Gemma 3 270M (Q4_K_M:
// Q5_0, Q8_0, Q4_K and Q6_K weights decoded in the graph, gemma3
// architecture), as stored: one compile, the prefill logits against eager
// and numpy.
func TestConformRealGemma3(t *testing.T) {
	model := realmodels.Model(t, realmodels.Gemma3)
	toolstest.Need(t, "iree-compile")
	toolstest.Need(t, "iree-run-module")
	toolstest.Python(t)
	conformReal(t, model, "as-stored")
}

func conformReal(t *testing.T, model, weights string) {
	code, stdout, stderr := skaic(t, "conform", model, "--weights", weights, "--json")
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	var rep struct {
		Results []struct {
			Case   string `json:"case"`
			Status string `json:"status"`
		} `json:"results"`
		Summary struct {
			Run, Passed, Failed, Skipped int
		} `json:"summary"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("stdout is not the JSON report: %v\n%s", err, stdout)
	}
	if rep.Summary.Run != 1 || rep.Summary.Passed != 1 || rep.Summary.Skipped != 0 || len(rep.Results) != 1 || rep.Results[0].Status != "pass" {
		t.Errorf("report: %+v", rep)
	}
	t.Logf("%s: %s", rep.Results[0].Case, rep.Results[0].Status)
}
