package conformity

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/target"
)

// GPUCase compiles a model's generation module for a GPU target with the
// real iree-compile: compile only, so it runs on a machine without the
// GPU. It checks that the module compiles and that the target reached
// the manifest, skainet.target and every parameter's
// skainet.tensor_layouts entry. Running on the GPU is the other suites'
// job under --target and --device.
type GPUCase struct {
	Name   string
	Model  string
	Target target.Target
}

// gpuModels cover every encoding of the model corpus between them: the
// demo (Q8_0, Q4_0, Q4_K, Q6_K, F16, f32), mha_untied (the legacy types,
// F16, BF16) and kquants_mixed (Q2_K…Q6_K, Q8_0, F16 norms); one module
// each per target keeps the compile time small.
var gpuModels = []string{"demo", "mha_untied", "kquants_mixed"}

// GPUTargets are the targets the gpu suite compiles for: cuda and rocm at
// their default architectures, and Vulkan for a desktop GPU (ampere):
// IREE's default Vulkan environment (vp_android_baseline_2022, 16 KiB of
// workgroup memory) is too small for some of the corpus's matvec
// dispatches as iree-compile 3.13 tiles them.
func GPUTargets() []target.Target {
	return []target.Target{
		{Backend: target.CUDA, Arch: "sm_80"},
		{Backend: target.ROCm, Arch: "gfx942"},
		{Backend: target.VulkanSPIRV, Arch: "ampere"},
	}
}

// GPUCases is the gpu suite: every model of gpuModels for every target of
// GPUTargets.
func GPUCases() []*GPUCase {
	var cs []*GPUCase
	for _, m := range gpuModels {
		for _, t := range GPUTargets() {
			cs = append(cs, &GPUCase{Name: "gpu/" + m + "/" + t.String(), Model: m, Target: t})
		}
	}
	return cs
}

func planGPU(jobs []*job, names []string, cs []*GPUCase, filter *regexp.Regexp) ([]*job, []string) {
	order := map[string]int{}
	for _, c := range cs {
		if filter != nil && !filter.MatchString(c.Name) {
			continue
		}
		order[c.Name] = len(names)
		names = append(names, c.Name)
		jobs = append(jobs, &job{name: c.Name, gpu: c, order: order})
	}
	return jobs, names
}

// processGPU exports c's model for its target and compiles it.
func (d *Driver) processGPU(c *GPUCase, dir string) []Result {
	r := Result{Case: c.Name, Module: c.Name, Status: Pass}
	file, err := d.modelFile(&ModelCase{Model: c.Model})
	if err != nil {
		r.fail("model: " + err.Error())
		return []Result{r}
	}
	exp := filepath.Join(dir, "export")
	opts := export.Options{Model: file, Out: exp, Params: export.ParamsIRPA, Reference: export.ReferenceOff, Target: c.Target}
	if c.Model == "demo" {
		opts.Model = ""
	}
	res, err := export.Run(opts)
	if err != nil {
		r.fail("export: " + err.Error())
		return []Result{r}
	}
	mf := res.Manifest
	r.Encodings = inGraphEncodings(mf)
	for _, msg := range targetRecorded(exp, mf, c.Target) {
		r.fail(msg)
	}
	_, secs, cached, err := d.cache.compile(filepath.Join(exp, mf.Module), c.Target.CompileFlags())
	r.CompileSeconds, r.CompileCached = secs, cached
	if err != nil {
		r.fail(err.Error())
	}
	r.Note = "compiled only (no " + c.Target.Device() + " device is needed)"
	return []Result{r}
}

// targetRecorded says where an export does not record t: the manifest's
// target, skainet.target and each parameter's tensor_layouts entry.
func targetRecorded(dir string, mf *export.Manifest, t target.Target) []string {
	var bad []string
	if mf.Target.Name != t.String() {
		bad = append(bad, fmt.Sprintf("manifest.json: target %q, want %q", mf.Target.Name, t))
	}
	text, err := os.ReadFile(filepath.Join(dir, mf.Module))
	if err != nil {
		return append(bad, err.Error())
	}
	if !bytes.Contains(text, []byte(fmt.Sprintf("skainet.target = %q", t.String()))) {
		bad = append(bad, "model.mlir: no skainet.target = \""+t.String()+"\"")
	}
	params := 0
	for _, l := range mf.Layouts {
		if l.Residency == "device_state" {
			continue
		}
		params++
		if l.Target != t.String() {
			bad = append(bad, fmt.Sprintf("manifest.json: tensor_layouts %q: target %q, want %q", l.Key, l.Target, t))
		}
	}
	if n := bytes.Count(text, []byte(fmt.Sprintf(`"target" = %q`, t.String()))); n != params {
		bad = append(bad, fmt.Sprintf("model.mlir: %d skainet.tensor_layouts entries name target %s, want one per parameter (%d)", n, t, params))
	}
	return bad
}
