package conformity

import (
	"errors"
	"fmt"
	"github.com/skainet/skaic/internal/modcache"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/models"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/target"
)

// Driver runs conformity cases: for each, the eager reference and the
// export (model.mlir + model.irpa or the GGUF), iree-compile for the host
// CPU, iree-run-module on the sample inputs, and the comparison in Go —
// against eager, and against the independent references where the case
// has one.
type Driver struct {
	// Jobs is how many modules are exported, compiled and run at once
	// (default: the number of CPUs).
	Jobs int
	// Work holds export directories, compiled modules and outputs
	// (default: a temporary directory, removed at the end unless Keep).
	Work string
	Keep bool
	// Root is the skaic source tree, for the corpus's Python generators
	// and references (default: found from the working directory).
	Root string
	// Log, when set, receives one line per case as it finishes.
	Log io.Writer
	// RefModel is the GGUF an export directory without reference
	// outputs was made from: Dir exports it again with the reference
	// (see Dir). Optional.
	RefModel string
	// Progress, when set, receives a line as each module starts (it may
	// take minutes of iree-compile) and one per case as it ends: its
	// count, verdict, name and the time its module took.
	Progress io.Writer
	// Target is what the suite's modules are exported and compiled for
	// (zero: llvm-cpu for the host); a directory checked by Dir is
	// compiled for the target its manifest names.
	Target target.Target
	// Device is the IREE runtime device the modules run on (iree-run-module
	// --device, the generation host's driver): "" is the target's default
	// (local-task, cuda, hip, vulkan); DRIVER:N picks a device.
	Device string

	tools toolSet
	cache *compileCache
	// llvmOnly says the run has only LLVM modules (IREE not needed);
	// withLLVM that it has some (llc, opt and cc needed).
	llvmOnly, withLLVM bool
	native             *nativeCache
	py                 *pyRefs
	work               string
	runs               atomic.Int64
	demoMu             sync.Mutex
	demoGG             string
	logMu              sync.Mutex
	started            time.Time
	total              int          // cases in the run, for Progress
	ended              atomic.Int64 // cases ended, for Progress
	devMu              sync.Mutex
	devices            map[string]error // runtime drivers checked, and what was found
}

// Suites are the values of Driver.Suite's suite argument.
var Suites = []string{"ops", "models", "generation", "gpu", "llvm", "all"}

// setup makes the work directory, finds the tools and (withPython)
// starts the reference server.
func (d *Driver) setup(withPython bool) (err error) {
	defer func() {
		if err != nil {
			d.teardown() // a temporary work directory goes too
		}
	}()
	d.started = time.Now()
	if d.Jobs <= 0 {
		d.Jobs = runtime.NumCPU()
	}
	if d.Work == "" {
		w, err := os.MkdirTemp("", "skaic-conform-")
		if err != nil {
			return err
		}
		d.work = w
	} else {
		if err := os.MkdirAll(d.Work, 0o755); err != nil {
			return err
		}
		d.work = d.Work
	}
	if !d.llvmOnly {
		ts, err := findTools(withPython)
		if err != nil {
			return err
		}
		d.tools = ts
	} else if withPython {
		if d.tools.python, err = tools.Python(); err != nil {
			return err
		}
	}
	if d.withLLVM || d.llvmOnly {
		nt, err := findNativeTools()
		if err != nil {
			return err
		}
		d.native = newNativeCache(filepath.Join(d.work, "native"), nt)
	}
	ts := d.tools
	d.cache = newCompileCache(filepath.Join(d.work, "vmfb"), ts.compile)
	// Modules no run has used for a month leave the module cache.
	_, _ = modcache.Prune(modcache.MaxAge)
	if err := os.MkdirAll(filepath.Join(d.work, "vmfb"), 0o755); err != nil {
		return err
	}
	if withPython {
		if d.Root == "" {
			r, err := SourceRoot()
			if err != nil {
				return err
			}
			d.Root = r
		}
		py, err := startPyRefs(ts.python, d.Root, filepath.Join(d.work, "refs"))
		if err != nil {
			return err
		}
		d.py = py
	}
	return nil
}

// teardown stops the reference server and removes the work directory
// (unless kept).
func (d *Driver) teardown() {
	if d.py != nil {
		d.py.close()
		d.py = nil
	}
	if d.Work == "" && !d.Keep && d.work != "" {
		os.RemoveAll(d.work)
	}
}

// WorkDir is the directory the last run used.
func (d *Driver) WorkDir() string { return d.work }

// SourceRoot finds the skaic source tree (the directory holding
// testdata/conformity/refs.py): $SKAIC_ROOT, else the checkout skaic was
// built from or runs from (tools.Checkouts), else from the working
// directory upwards.
func SourceRoot() (string, error) {
	if r := os.Getenv("SKAIC_ROOT"); r != "" {
		return r, nil
	}
	for _, dir := range tools.Checkouts() {
		if _, err := os.Stat(filepath.Join(dir, refScript)); err == nil {
			return dir, nil
		}
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, refScript)); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("conformity: the corpus needs the skaic source tree (%s); run from inside it or set $SKAIC_ROOT", refScript)
		}
		dir = parent
	}
}

// missing turns a missing tool into the results of every case: a skip,
// or a failure under CI=true (where the suite must run).
func missing(names []string, err error) *Report {
	st, msg := Skip, "skipped: "+err.Error()
	if tools.InCI() {
		st, msg = Fail, "required tool missing under CI=true: "+err.Error()
	}
	rep := &Report{}
	for _, n := range names {
		rep.Results = append(rep.Results, Result{Case: n, Status: st, Message: msg})
	}
	rep.summarize(0)
	return rep
}

// job is one module: op cases of one variant recorded together, or one
// model case.
type job struct {
	name    string
	ops     []*OpCase
	variant Variant
	model   *ModelCase
	gen     *GenCase
	gpu     *GPUCase
	order   map[string]int
}

// Suite runs the corpus: suite is "ops", "models", "generation", "gpu" or "all"; filter, when
// set, keeps the cases whose name (with its variant suffix) it matches.
func (d *Driver) Suite(suite string, filter *regexp.Regexp) (*Report, error) {
	var ops []*OpCase
	var models []*ModelCase
	var gens []*GenCase
	switch suite {
	case "ops", "all":
		ops = OpCases()
	}
	switch suite {
	case "models", "all":
		models = ModelCases()
	}
	switch suite {
	case "generation", "all":
		gens = GenCases()
	}
	var gpus []*GPUCase
	switch suite {
	case "gpu", "all":
		gpus = GPUCases()
	}
	switch suite {
	case "llvm", "all":
		// The LLVM case kind: the same corpus through llvmgen and the C
		// harness.
		ops = append(ops, LLVMOpCases()...)
		models = append(models, LLVMModelCases()...)
		gens = append(gens, LLVMGenCases()...)
		d.withLLVM, d.llvmOnly = true, suite == "llvm"
	}
	if ops == nil && models == nil && gens == nil && gpus == nil {
		return nil, fmt.Errorf("conformity: unknown suite %q (want one of %s)", suite, strings.Join(Suites, ", "))
	}
	jobs, names := plan(ops, models, filter)
	jobs, names = planGen(jobs, names, gens, filter)
	jobs, names = planGPU(jobs, names, gpus, filter)
	if len(names) == 0 {
		return nil, fmt.Errorf("conformity: no case of suite %q matches %v", suite, filter)
	}
	d.total = len(names)
	if err := d.setup(true); err != nil {
		if tools.IsNotFound(err) {
			return missing(names, err), nil
		}
		return nil, err
	}
	defer d.teardown()
	return d.runJobs(jobs), nil
}

// plan groups the op cases that pass filter by (module, variant), one
// job each, and makes one job per model case.
func plan(ops []*OpCase, models []*ModelCase, filter *regexp.Regexp) ([]*job, []string) {
	var jobs []*job
	var names []string
	order := map[string]int{}
	byKey := map[string]*job{}
	for _, c := range ops {
		vs := c.Variants
		if len(vs) == 0 {
			vs = []Variant{IRPAStored}
		}
		for _, v := range vs {
			name := c.Name + v.suffix()
			if filter != nil && !filter.MatchString(name) {
				continue
			}
			order[name] = len(names)
			names = append(names, name)
			key := "ops/" + c.Module + v.suffix()
			j := byKey[key]
			if j == nil {
				j = &job{name: key, variant: v, order: order}
				byKey[key] = j
				jobs = append(jobs, j)
			}
			j.ops = append(j.ops, c)
		}
	}
	for _, c := range models {
		if filter != nil && !filter.MatchString(c.Name) {
			continue
		}
		order[c.Name] = len(names)
		names = append(names, c.Name)
		jobs = append(jobs, &job{name: c.Name, model: c, order: order})
	}
	return jobs, names
}

// runJobs runs jobs on d.Jobs workers. A module of several op cases that
// fails as a whole (export, compile or run) is split into one module per
// case, so the failure is reported against the cases it belongs to.
func (d *Driver) runJobs(jobs []*job) *Report {
	capacity := len(jobs)
	for _, j := range jobs {
		capacity += len(j.ops)
	}
	queue := make(chan *job, capacity)
	var wg sync.WaitGroup
	var mu sync.Mutex
	rep := &Report{}
	order := map[string]int{}
	submit := func(j *job) {
		wg.Add(1)
		queue <- j
	}
	for _, j := range jobs {
		for k, v := range j.order {
			order[k] = v
		}
		submit(j)
	}
	for w := 0; w < d.Jobs; w++ {
		go func() {
			for j := range queue {
				start := d.progressStart(j.name, max(1, len(j.ops)))
				res, split := d.process(j)
				for i := range res {
					res[i].settle()
				}
				mu.Lock()
				rep.Results = append(rep.Results, res...)
				mu.Unlock()
				for _, r := range res {
					d.logResult(r)
					d.progressEnd(r, start)
				}
				for _, s := range split {
					submit(s)
				}
				wg.Done()
			}
		}()
	}
	wg.Wait()
	close(queue)
	sort.SliceStable(rep.Results, func(a, b int) bool { return order[rep.Results[a].Case] < order[rep.Results[b].Case] })
	rep.summarize(time.Since(d.started).Seconds())
	return rep
}

// progressStart says a module starts and returns the time it did.
func (d *Driver) progressStart(name string, cases int) time.Time {
	if d.Progress != nil {
		d.logMu.Lock()
		what := "1 case"
		if cases > 1 {
			what = fmt.Sprintf("%d cases", cases)
		}
		steps := "export, iree-compile, iree-run-module"
		if strings.Contains(name, "+llvm") || d.llvmOnly {
			steps = "export, opt, llc, cc, the C harness"
		}
		fmt.Fprintf(d.Progress, "conform: start %s (%s): %s\n", name, what, steps)
		d.logMu.Unlock()
	}
	return time.Now()
}

// progressEnd says a case ended, with its module's time.
func (d *Driver) progressEnd(r Result, start time.Time) {
	if d.Progress == nil {
		return
	}
	n := d.ended.Add(1)
	d.logMu.Lock()
	defer d.logMu.Unlock()
	fmt.Fprintf(d.Progress, "conform: [%d/%d] %-5s %s  %.1fs\n", n, max(d.total, int(n)), r.Status, r.Case, time.Since(start).Seconds())
}

func (d *Driver) logResult(r Result) {
	if d.Log == nil {
		return
	}
	d.logMu.Lock()
	defer d.logMu.Unlock()
	fmt.Fprintln(d.Log, r.Line())
}

// jobDir is a fresh directory for one job.
func (d *Driver) jobDir(name string) string {
	n := d.runs.Add(1)
	dir := filepath.Join(d.work, "jobs", fmt.Sprintf("%04d-%s", n, identifier(name)))
	os.MkdirAll(dir, 0o755)
	return dir
}

// process runs one job; a failing module of several op cases comes back
// as one job per case instead of results.
func (d *Driver) process(j *job) ([]Result, []*job) {
	dir := d.jobDir(j.name)
	if j.model != nil {
		return d.processModel(j.model, dir), nil
	}
	if j.gen != nil {
		return d.processGen(j.gen, dir), nil
	}
	if j.gpu != nil {
		return d.processGPU(j.gpu, dir), nil
	}
	splitOrFail := func(err error) ([]Result, []*job) {
		var de *DeviceError
		if errors.As(err, &de) { // the same for every case: no split
			var res []Result
			for _, c := range j.ops {
				res = append(res, Result{Case: c.Name + j.variant.suffix(), Module: j.name, Status: Fail, Message: err.Error(), Tolerance: c.Tol})
			}
			return res, nil
		}
		if len(j.ops) > 1 {
			var split []*job
			for _, c := range j.ops {
				split = append(split, &job{name: c.Name + j.variant.suffix(), ops: []*OpCase{c}, variant: j.variant})
			}
			return nil, split
		}
		c := j.ops[0]
		return []Result{{Case: c.Name + j.variant.suffix(), Module: j.name, Status: Fail, Message: err.Error(), Tolerance: c.Tol}}, nil
	}
	built, err := exportOps(dir, j.ops, j.variant, d.Target)
	if err != nil {
		var ce *caseError
		if errors.As(err, &ce) && len(j.ops) == 1 {
			err = ce.Err
		}
		return splitOrFail(fmt.Errorf("export: %w", err))
	}
	runDir := filepath.Join(dir, "out")
	os.MkdirAll(runDir, 0o755)
	mr := d.runExport(filepath.Join(dir, "export"), j.name, runDir)
	if mr.err != nil {
		return splitOrFail(mr.err)
	}
	res := mr.judge(j.name)
	for i := range res {
		b := built[i]
		if b.c.Ref != nil {
			d.checkOpRef(&res[i], b, mr)
		}
	}
	return res, nil
}

// checkOpRef compares a case's compiled and eager outputs with its
// independent reference (the gguf package's dequantization).
func (d *Driver) checkOpRef(r *Result, b *builtCase, mr *moduleRun) {
	env := &RefEnv{Inputs: b.inputs, Weights: map[string]RefWeight{}}
	for _, w := range b.weights {
		vals, err := d.py.dequantize(w.typ, w.raw)
		if err != nil {
			r.fail("independent reference: " + err.Error())
			return
		}
		env.Weights[w.name] = RefWeight{Shape: w.shape, Values: vals}
	}
	refs := b.c.Ref(env)
	rm := &RefMetrics{Source: "gguf.quants"}
	for i, o := range b.outputs {
		if i >= len(refs) || refs[i] == nil {
			continue
		}
		got, eager := mr.got[o], mr.want[o]
		if got == nil || eager == nil {
			continue
		}
		ref := &array{dtype: got.dtype, shape: got.shape, vals: refs[i]}
		if len(ref.vals) != len(got.vals) {
			r.fail(fmt.Sprintf("output %q: the independent reference has %d values, the module %d", o, len(ref.vals), len(got.vals)))
			continue
		}
		mc, why := compareOutput(o, got, ref, b.c.RefTol, "the independent reference (compiled)")
		me, whyE := compareOutput(o, eager, ref, b.c.RefTol, "the independent reference (eager)")
		rm.MaxAbs, rm.RelL2 = max(rm.MaxAbs, Float(mc.MaxAbs)), max(rm.RelL2, Float(mc.RelL2))
		rm.EagerMaxAbs, rm.EagerRelL2 = max(rm.EagerMaxAbs, Float(me.MaxAbs)), max(rm.EagerRelL2, Float(me.RelL2))
		for _, w := range []string{why, whyE} {
			if w != "" {
				r.fail(w)
			}
		}
	}
	rm.Tolerance = b.c.RefTol
	r.Ref = rm
}

// processModel exports, compiles, runs and checks one model case, then
// compares the logits with the numpy reference.
func (d *Driver) processModel(c *ModelCase, dir string) []Result {
	r := Result{Case: c.Name, Module: c.Name, Status: Pass, Tolerance: c.Tol}
	file, err := d.modelFile(c)
	if err != nil {
		r.fail("model: " + err.Error())
		return []Result{r}
	}
	exp := filepath.Join(dir, "export")
	if err := exportModel(c, file, exp, d.Target); err != nil {
		r.fail("export: " + err.Error())
		return []Result{r}
	}
	runDir := filepath.Join(dir, "out")
	os.MkdirAll(runDir, 0o755)
	mr := d.runExport(exp, c.Name, runDir)
	if mr.err == nil {
		mr.cases[0].Tolerance = c.Tol
	}
	res := mr.judge(c.Name)
	r = res[0]
	if mr.err != nil {
		return []Result{r}
	}
	if d.py == nil {
		r.Note = "numpy reference not run (no Python reference server)"
		return []Result{r}
	}
	d.checkModelRef(&r, c, file, mr)
	return []Result{r}
}

// modelFile is the GGUF of a model case: the demo written once, a spec
// generated once, or the case's own file.
func (d *Driver) modelFile(c *ModelCase) (string, error) {
	switch {
	case c.File != "":
		return c.File, nil
	case c.Model == "demo":
		d.demoMu.Lock()
		defer d.demoMu.Unlock()
		if d.demoGG == "" {
			p := filepath.Join(d.work, "models", demo.Name)
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := demo.Write(p); err != nil {
				return "", err
			}
			d.demoGG = p
		}
		return d.demoGG, nil
	case d.py == nil:
		return "", fmt.Errorf("model %q is generated by %s, which needs Python", c.Model, refScript)
	}
	dir := filepath.Join(d.work, "models")
	os.MkdirAll(dir, 0o755)
	return d.py.makeModel(c.Model, dir)
}

// checkModelRef compares the compiled and eager logits with
// testdata/models/llama_ref.py's.
func (d *Driver) checkModelRef(r *Result, c *ModelCase, file string, mr *moduleRun) {
	fn := mr.mf.Functions[0]
	tokArr, err := npy.ReadFile(filepath.Join(mr.dir, fn.Inputs[0].File))
	if err != nil {
		r.fail("numpy reference: " + err.Error())
		return
	}
	tokens, err := tokArr.Int32()
	if err != nil {
		r.fail("numpy reference: tokens: " + err.Error())
		return
	}
	path, err := d.py.llama(file, tokens)
	if err != nil {
		r.fail("numpy reference: " + err.Error())
		return
	}
	ref, err := readArray(path)
	if err != nil {
		r.fail("numpy reference: " + err.Error())
		return
	}
	o := fn.Outputs[0].Name
	got, eager := mr.got[o], mr.want[o]
	if got == nil || eager == nil || len(ref.vals) != len(got.vals) {
		r.fail(fmt.Sprintf("numpy reference: logits %v, reference %v", got.shape, ref.shape))
		return
	}
	ref.shape = got.shape
	mc, why := compareOutput(o, got, ref, c.RefTol, "the numpy reference (compiled)")
	me, whyE := compareOutput(o, eager, ref, c.RefTol, "the numpy reference (eager)")
	for _, w := range []string{why, whyE} {
		if w != "" {
			r.fail(w)
		}
	}
	r.Ref = &RefMetrics{Source: "llama_ref.py", MaxAbs: Float(mc.MaxAbs), RelL2: Float(mc.RelL2), EagerMaxAbs: Float(me.MaxAbs), EagerRelL2: Float(me.RelL2), Tolerance: c.RefTol}
}

// Dir checks an export directory (skaic export, or one the suite wrote):
// compile, run, compare with DIR/expected. An export made without its
// reference outputs gets them computed: the model it was made from
// (Driver.RefModel, the GGUF of a --params gguf export, the built-in
// demo, or the manifest's source file found by name and SHA-256) is
// exported again with the same sample tokens and options and the eager
// reference, and the module must come out byte for byte the same;
// without a model it is refused with a *NoReferenceError.
func (d *Driver) Dir(dir string) (*Report, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	// What the directory holds is checked before the tools are looked
	// for: an empty directory, or an export without reference outputs,
	// has nothing to compare whatever tools there are.
	mf, err := export.ReadManifest(abs)
	if err != nil {
		return nil, fmt.Errorf("conformity: %s is not an export directory (skaic export writes one): %w", dir, err)
	}
	refDir := abs
	cases, err := casesOf(mf, filepath.Base(abs))
	var nr *NoReferenceError
	if errors.As(err, &nr) {
		tmp, terr := os.MkdirTemp("", "skaic-conform-ref-")
		if terr != nil {
			return nil, terr
		}
		defer os.RemoveAll(tmp)
		if _, ok := referenceModel(abs, mf, d.RefModel); ok && d.Progress != nil {
			fmt.Fprintf(d.Progress, "conform: %s has no expected/: computing the eager reference\n", dir)
		}
		if refDir, err = computeReference(abs, mf, nr, d.RefModel, tmp); err != nil {
			return nil, err
		}
		refMF, rerr := export.ReadManifest(refDir)
		if rerr != nil {
			return nil, rerr
		}
		cases, err = casesOf(refMF, filepath.Base(abs))
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, c := range cases {
		names = append(names, c.Name)
	}
	d.total = len(names)
	d.llvmOnly = mf.Backend == export.BackendLLVM
	if err := d.setup(false); err != nil {
		if tools.IsNotFound(err) {
			return missing(names, err), nil
		}
		return nil, err
	}
	defer d.teardown()
	runDir := d.jobDir(filepath.Base(abs))
	start := d.progressStart(filepath.Base(abs), len(names))
	mr := d.runExportRef(abs, refDir, filepath.Base(abs), runDir)
	rep := &Report{}
	for _, r := range mr.judge(filepath.Base(abs)) {
		r.settle()
		d.logResult(r)
		d.progressEnd(r, start)
		rep.Results = append(rep.Results, r)
	}
	rep.summarize(time.Since(d.started).Seconds())
	return rep, nil
}

// Model exports a GGUF model (seq sample tokens, variant v) to a
// temporary directory and checks it like a model case of the corpus,
// with the numpy reference when the source tree and its Python are at
// hand.
func (d *Driver) Model(path string, seq int, v Variant) (*Report, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	name := "model/" + filepath.Base(abs)
	// Refuse a model the engine does not implement before looking for
	// tools: the answer does not depend on them.
	h, err := gguf.ReadHeader(abs)
	if err != nil {
		return nil, err
	}
	if _, err := models.CheckArchitecture(h); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	d.llvmOnly = v.Backend == export.BackendLLVM
	if err := d.setup(false); err != nil {
		if tools.IsNotFound(err) {
			return missing([]string{name}, err), nil
		}
		return nil, err
	}
	defer d.teardown()
	note := ""
	if py, err := tools.Python(); err != nil {
		note = "numpy reference not run: " + err.Error()
	} else if root, err := SourceRoot(); err != nil {
		note = "numpy reference not run: " + err.Error()
	} else if d.py, err = startPyRefs(py, root, filepath.Join(d.work, "refs")); err != nil {
		note = "numpy reference not run: " + err.Error()
	}
	c := &ModelCase{Name: name, Model: filepath.Base(abs), File: abs, Seq: seq, Variant: v, Tol: tolModel, RefTol: tolModelRef}
	d.total = 1
	start := d.progressStart(name, 1)
	res := d.processModel(c, d.jobDir(name))
	if note != "" {
		res[0].Note = note
	}
	rep := &Report{Results: res}
	d.logResult(res[0])
	d.progressEnd(res[0], start)
	rep.summarize(time.Since(d.started).Seconds())
	return rep, nil
}
