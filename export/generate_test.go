package export

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// ireeSession is a throw-away driver of a compiled generation module on
// the real IREE runtime (the venv's iree.runtime): it loads the module and
// its parameters once and runs a list of calls in order in one context, so
// that the KV cache (module state) carries from call to call, writing each
// call's logits to OUT/callN.npy.
const ireeSession = `
import json, sys, numpy as np, iree.runtime as rt
vmfb, scope, params, plan, out = sys.argv[1:6]
config = rt.Config("local-task")
idx = rt.ParameterIndex(); idx.load(params)
pm = rt.create_io_parameters_module(config.vm_instance, idx.create_provider(scope=scope))
hal = rt.create_hal_module(config.vm_instance, config.device)
m = rt.load_vm_modules(pm, hal, rt.VmModule.mmap(config.vm_instance, vmfb), config=config)[-1]
for i, c in enumerate(json.load(open(plan))):
    if c["fn"] == "prefill":
        r = m.prefill(np.array([c["tokens"]], np.int32))
    else:
        try:
            r = m.decode(np.array([[c["token"]]], np.int32), np.array([c["position"]], np.int32))
        except Exception as e:
            print("call %d: %s" % (i, e)); continue
    np.save("%s/call%d.npy" % (out, i), r.to_host())
`

type ireeCall struct {
	Fn       string  `json:"fn"`
	Tokens   []int32 `json:"tokens,omitempty"`
	Token    int32   `json:"token"`
	Position int     `json:"position"`
}

// runCalls compiles dir's module once and runs calls in one IREE context;
// it returns each call's logits (nil for a call that failed) and the
// runtime's output.
func runCalls(t *testing.T, dir string, calls []ireeCall) ([][]float32, string) {
	t.Helper()
	compile := toolstest.Need(t, "iree-compile")
	py := toolstest.Python(t)
	mf, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	vmfb := filepath.Join(work, "model.vmfb")
	cmd := exec.Command(compile, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
		"--iree-llvmcpu-target-cpu=host", filepath.Join(dir, mf.Module), "-o", vmfb)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("iree-compile: %v\n%s", err, out)
	}
	plan, _ := json.Marshal(calls)
	planPath, script := filepath.Join(work, "plan.json"), filepath.Join(work, "session.py")
	if err := os.WriteFile(planPath, plan, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, []byte(ireeSession), 0o644); err != nil {
		t.Fatal(err)
	}
	params := mf.Parameters.File
	if !filepath.IsAbs(params) {
		params = filepath.Join(dir, params)
	}
	out, err := exec.Command(py, script, vmfb, mf.Parameters.Scope, params, planPath, work).CombinedOutput()
	if err != nil {
		t.Fatalf("iree.runtime session: %v\n%s", err, out)
	}
	res := make([][]float32, len(calls))
	for i := range calls {
		a, err := npy.ReadFile(filepath.Join(work, fmt.Sprintf("call%d.npy", i)))
		if err != nil {
			continue
		}
		if res[i], err = a.Float32(); err != nil {
			t.Fatal(err)
		}
	}
	return res, string(out)
}

func relL2(got, want []float32) float64 {
	var num, den float64
	for i := range want {
		d := float64(got[i]) - float64(want[i])
		num += d * d
		den += float64(want[i]) * float64(want[i])
	}
	return math.Sqrt(num / den)
}

// TestExportGenerationMatchesEager exports the demo once, compiles it once,
// and runs on IREE a prefill of 7 tokens, then (a new sequence) a prefill
// of 3 tokens and 5 greedy decode steps, and a step past the cache: every
// call's logits match the eager engine's within the export's tolerance
// with the same argmax per position, and the step past the capacity fails.
func TestExportGenerationMatchesEager(t *testing.T) {
	const ctx = 16
	res, err := Run(Options{Out: filepath.Join(t.TempDir(), "out"), Ctx: ctx, VerifyEach: true})
	if err != nil {
		t.Fatal(err)
	}
	mf := res.Manifest
	if len(mf.Functions) != 2 || mf.Functions[0].Name != "prefill" || mf.Functions[1].Name != "decode" {
		t.Fatalf("functions %+v, want prefill and decode", mf.Functions)
	}
	if mf.Cache == nil || mf.Cache.Capacity != ctx || len(mf.Cache.Tensors) != 2*mf.Cache.Layers || mf.Cache.Tensors[1].Name != "cache.v.0" {
		t.Fatalf("cache %+v", mf.Cache)
	}
	states := 0
	for _, l := range mf.Layouts {
		if l.Residency == "device_state" {
			states++
		}
	}
	if states != len(mf.Cache.Tensors) {
		t.Errorf("%d device_state layouts for %d cache tensors", states, len(mf.Cache.Tensors))
	}

	m, err := demo.Open(llama.WithCacheLen(ctx))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	V := m.Config().Vocab
	logits := func(x interface{ Float32s() ([]float32, error) }, err error) []float32 {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		v, err := x.Float32s()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	long, short := []int32{3, 14, 15, 92, 65, 35, 89}, []int32{27, 18, 28}
	calls := []ireeCall{{Fn: "prefill", Tokens: long}, {Fn: "prefill", Tokens: short}}
	want := [][]float32{logits(m.Prefill(long)), logits(m.Prefill(short))}
	next := int32(argmax(want[1][(len(short)-1)*V:]))
	for pos := len(short); pos < len(short)+5; pos++ {
		calls = append(calls, ireeCall{Fn: "decode", Token: next, Position: pos})
		w := logits(m.Decode(next, pos))
		want = append(want, w)
		next = int32(argmax(w))
	}
	calls = append(calls, ireeCall{Fn: "decode", Token: 1, Position: ctx})
	got, out := runCalls(t, res.Dir, calls)
	for i, w := range want {
		g := got[i]
		if len(g) != len(w) {
			t.Fatalf("call %d (%s): %d logits from IREE, %d eager\n%s", i, calls[i].Fn, len(g), len(w), out)
		}
		rel := relL2(g, w)
		if rel > mf.Tolerance.RelL2 {
			t.Errorf("call %d (%s): rel L2 %.3g > %g", i, calls[i].Fn, rel, mf.Tolerance.RelL2)
		}
		for p := 0; p < len(w)/V; p++ {
			if argmax(g[p*V:(p+1)*V]) != argmax(w[p*V:(p+1)*V]) {
				t.Errorf("call %d (%s) position %d: IREE argmax %d, eager %d", i, calls[i].Fn, p, argmax(g[p*V:(p+1)*V]), argmax(w[p*V:(p+1)*V]))
			}
		}
		t.Logf("call %d %s: rel L2 %.3g", i, calls[i].Fn, rel)
	}
	if last := got[len(calls)-1]; last != nil {
		t.Errorf("decode at position %d of a %d-position cache returned logits; want a failed call", ctx, ctx)
	}
	if !strings.Contains(out, "past its capacity") {
		t.Errorf("the step past the cache did not fail naming it:\n%s", out)
	}
}

// TestModuleIndependentOfSeq: the sample length changes the sample files,
// never the module (no length-sized constant, no per-length shape).
func TestModuleIndependentOfSeq(t *testing.T) {
	var texts [2][]byte
	for i, seq := range []int{8, 200} {
		res, err := Run(Options{Out: filepath.Join(t.TempDir(), "out"), Seq: seq, Reference: ReferenceOff})
		if err != nil {
			t.Fatal(err)
		}
		if texts[i], err = os.ReadFile(filepath.Join(res.Dir, res.Manifest.Module)); err != nil {
			t.Fatal(err)
		}
	}
	if string(texts[0]) != string(texts[1]) {
		t.Errorf("model.mlir is %d bytes at --seq 8 and %d at --seq 200; want the same module", len(texts[0]), len(texts[1]))
	}
}

// TestGenerationModuleUpdatesTheCacheInPlace compiles the demo's module to
// IREE's HAL and checks that no call copies the KV cache: every
// copy_buffer in prefill and decode is smaller than the cache.
func TestGenerationModuleUpdatesTheCacheInPlace(t *testing.T) {
	compile := toolstest.Need(t, "iree-compile")
	const ctx = 32
	res, err := Run(Options{Out: filepath.Join(t.TempDir(), "out"), Ctx: ctx, Reference: ReferenceOff})
	if err != nil {
		t.Fatal(err)
	}
	c := res.Manifest.Cache
	cacheBytes := int64(4 * len(c.Tensors))
	for _, d := range c.Tensors[0].Shape {
		cacheBytes *= d
	}
	hal := filepath.Join(t.TempDir(), "model.hal.mlir")
	cmd := exec.Command(compile, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
		"--iree-llvmcpu-target-cpu=host", "--compile-to=hal", filepath.Join(res.Dir, res.Manifest.Module), "-o", hal)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("iree-compile: %v\n%s", err, out)
	}
	text, err := os.ReadFile(hal)
	if err != nil {
		t.Fatal(err)
	}
	copyLen := regexp.MustCompile(`hal\.command_buffer\.copy_buffer<.*length\(%c(\d+)\)`)
	for _, fn := range []string{"prefill", "decode"} {
		body := string(text)
		i := strings.Index(body, "util.func public @"+fn+"(")
		if i < 0 {
			t.Fatalf("no @%s in the HAL module", fn)
		}
		body = body[i:]
		if j := strings.Index(body, "util.return"); j >= 0 {
			body = body[:j]
		}
		for _, m := range copyLen.FindAllStringSubmatch(body, -1) {
			if n, _ := strconv.ParseInt(m[1], 10, 64); n >= cacheBytes/int64(len(c.Tensors)) {
				t.Errorf("@%s copies %d bytes (the cache is %d bytes, %d per tensor)", fn, n, cacheBytes, cacheBytes/int64(len(c.Tensors)))
			}
		}
	}
}

// TestPlanarDecodeMaterializesNoWeight compiles the demo's module to
// IREE's flow stage, where dispatches are formed, and checks that with
// planar weights decode reads no weight-sized f32 tensor, neither made by
// one of its dispatches nor hoisted by IREE into a global computed at
// load: the dequantization runs inside the contractions. As stored, the
// same check finds the decoded weights (so it can fail).
func TestPlanarDecodeMaterializesNoWeight(t *testing.T) {
	compile := toolstest.Need(t, "iree-compile")
	result := regexp.MustCompile(`(?:flow\.dispatch @.*->|util\.global\.load immutable @__hoisted\S* :)\s*\(?(.*?)\)?$`)
	elems := regexp.MustCompile(`tensor<((?:\d+x)+)f32>`)
	weightSized := func(w WeightsMode) (planar int, found []string) {
		res, err := Run(Options{Out: filepath.Join(t.TempDir(), "out"), Ctx: 24, Weights: w, Reference: ReferenceOff})
		if err != nil {
			t.Fatal(err)
		}
		type weight struct {
			key        string
			rows, cols int64
		}
		sizes := map[int64]weight{}
		for _, l := range res.Manifest.Layouts {
			if l.Encoding == "dense" || len(l.Shape) != 2 || l.Key == "token_embd.weight" {
				continue // embeddings decode only the gathered rows
			}
			sizes[l.Shape[0]*l.Shape[1]] = weight{l.Key, l.Shape[0], l.Shape[1]}
			if l.Form == "planar" {
				planar++
			}
		}
		flow := filepath.Join(t.TempDir(), "model.flow.mlir")
		cmd := exec.Command(compile, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
			"--iree-llvmcpu-target-cpu=host", "--compile-to=flow", filepath.Join(res.Dir, res.Manifest.Module), "-o", flow)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("iree-compile: %v\n%s", err, out)
		}
		text, err := os.ReadFile(flow)
		if err != nil {
			t.Fatal(err)
		}
		body := string(text)
		i := strings.Index(body, "util.func public @decode(")
		if i < 0 {
			t.Fatal("no @decode in the flow module")
		}
		body = body[i:]
		if j := strings.Index(body, "util.return"); j >= 0 {
			body = body[:j]
		}
		for _, line := range strings.Split(body, "\n") {
			m := result.FindStringSubmatch(strings.TrimSpace(line))
			if m == nil {
				continue
			}
			for _, e := range elems.FindAllStringSubmatch(m[1], -1) {
				n, lead := int64(1), int64(0)
				for i, d := range strings.Split(strings.TrimSuffix(e[1], "x"), "x") {
					v, _ := strconv.ParseInt(d, 10, 64)
					n *= v
					if i == 0 {
						lead = v
					}
				}
				// A decoded weight leads with its rows (or, transposed,
				// its columns); a tensor of the same size that does not
				// (the per-lane partial sums of another weight's rows) is
				// not one.
				if w, ok := sizes[n]; ok && (lead == w.rows || lead == w.cols) {
					found = append(found, w.key+" as "+e[0])
				}
			}
		}
		return planar, found
	}
	planar, found := weightSized(WeightsPlanar)
	if planar == 0 {
		t.Fatal("the planar export has no planar weight")
	}
	if len(found) > 0 {
		t.Errorf("planar decode materializes weights: %v", found)
	}
	if _, found := weightSized(WeightsAsStored); len(found) == 0 {
		t.Error("as stored, no decoded weight was found in decode's dispatches: the check cannot fail")
	} else {
		t.Logf("as stored, decode materializes %d weights (e.g. %s); planar: none of %d", len(found), found[0], planar)
	}
}
