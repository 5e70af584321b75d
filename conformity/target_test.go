package conformity

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/target"
)

// TestGPUCorpus: the gpu suite compiles every model for every GPU target
// and says so in its names.
func TestGPUCorpus(t *testing.T) {
	cs := GPUCases()
	if len(cs) != len(gpuModels)*3 {
		t.Fatalf("%d gpu cases, want %d", len(cs), len(gpuModels)*3)
	}
	seen := map[target.Backend]bool{}
	for _, c := range cs {
		if !c.Target.IsGPU() || !strings.HasSuffix(c.Name, "/"+c.Target.String()) {
			t.Errorf("case %s: target %s", c.Name, c.Target)
		}
		seen[c.Target.Backend] = true
	}
	for _, b := range []target.Backend{target.CUDA, target.ROCm, target.VulkanSPIRV} {
		if !seen[b] {
			t.Errorf("no gpu case for %s", b)
		}
	}
}

// TestSuiteOnCUDA runs a model case and a generation case with --target
// cuda --device cuda: the modules are exported and compiled for cuda
// (their manifests say so), and then either run on an NVIDIA GPU and pass,
// or, where the runtime opens no cuda device, fail naming that — never
// silently on the CPU.
func TestSuiteOnCUDA(t *testing.T) {
	needIREE(t)
	run := toolstest.Need(t, "iree-run-module")
	toolstest.Python(t)
	tg, _ := target.Parse("cuda")
	d := &Driver{Target: tg, Device: "cuda", Jobs: 2}
	rep, err := d.Suite("all", regexp.MustCompile(`^(models/demo/s1|generation/demo)$`))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(run, "--list_devices=cuda").CombinedOutput()
	hasGPU := strings.Contains(string(out), "cuda://")
	if len(rep.Results) != 2 {
		t.Fatalf("%d results, want 2: %+v", len(rep.Results), rep.Results)
	}
	for _, r := range rep.Results {
		switch {
		case hasGPU && r.Status != Pass:
			t.Errorf("%s on cuda: %s\n%s", r.Case, r.Status, r.Message)
		case !hasGPU && (r.Status != Fail || !strings.Contains(r.Message, "compiled for cuda:sm_80") || !strings.Contains(r.Message, "--list_devices=cuda lists none")):
			t.Errorf("%s without a cuda device: %s %q; want a failure after the compile naming the missing device", r.Case, r.Status, r.Message)
		}
		if r.CompileSeconds == 0 && !r.CompileCached {
			t.Errorf("%s: nothing was compiled", r.Case)
		}
	}
}
