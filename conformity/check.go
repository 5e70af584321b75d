package conformity

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/mlirgen"
)

// moduleRun is one export directory compiled and run: the compiled
// module's outputs next to the eager ones.
type moduleRun struct {
	dir         string
	mf          *export.Manifest
	cases       []caseMeta
	compileSecs float64
	cached      bool
	runSecs     float64
	got, want   map[string]*array
	err         error // the module did not compile or run
}

// casesOf reads which cases an export directory holds: the suite's own
// directories say so in manifest.json's extra; any other export (skaic
// export of a model) is one case, named name, over all outputs, with the
// manifest's tolerance.
func casesOf(mf *export.Manifest, name string) ([]caseMeta, error) {
	if len(mf.Extra) > 0 {
		var x dirExtra
		if err := json.Unmarshal(mf.Extra, &x); err == nil && x.Conformity != nil && len(x.Conformity.Cases) > 0 {
			return x.Conformity.Cases, nil
		}
	}
	for _, fn := range mf.Functions {
		if !sampled(fn) {
			continue
		}
		for _, o := range fn.Outputs {
			if o.File == "" {
				return nil, &NoReferenceError{Export: name, Output: o.Name}
			}
		}
	}
	c := caseMeta{Name: name, Tolerance: Tolerance{RelL2: mf.Tolerance.RelL2, Argmax: mf.Tolerance.ArgmaxLastAx}}
	if c.Tolerance == (Tolerance{}) {
		c.Tolerance = tolModel
	}
	for _, fn := range mf.Functions {
		if !sampled(fn) {
			continue
		}
		for _, o := range fn.Outputs {
			c.Outputs = append(c.Outputs, o.Name)
		}
	}
	if len(c.Outputs) == 0 {
		return nil, fmt.Errorf("conformity: %s: the manifest lists no outputs", name)
	}
	if mf.Weights != export.WeightsDense {
		for _, l := range mf.Layouts {
			if l.Form == "as_stored" && decodable(l.Encoding) && !slices.Contains(c.Encodings, l.Encoding) {
				c.Encodings = append(c.Encodings, l.Encoding)
			}
		}
		slices.Sort(c.Encodings)
	}
	return []caseMeta{c}, nil
}

// sampled reports whether the export wrote sample inputs for fn (a
// generation module's decode has none: it needs a filled cache).
func sampled(fn export.FunctionSpec) bool {
	for _, in := range fn.Inputs {
		if in.File == "" {
			return false
		}
	}
	return true
}

func decodable(name string) bool {
	for _, e := range mlirgen.DecodableEncodings() {
		if e.String() == name {
			return true
		}
	}
	return false
}

// runExport compiles dir's module (through the cache) and runs each of
// its functions on the sample inputs, outputs written under runDir.
func (d *Driver) runExport(dir, name, runDir string) *moduleRun {
	return d.runExportRef(dir, dir, name, runDir)
}

// runExportRef is runExport with the expected outputs taken from the
// export in refDir (the same module, exported with its reference).
func (d *Driver) runExportRef(dir, refDir, name, runDir string) *moduleRun {
	mr := &moduleRun{dir: dir, got: map[string]*array{}, want: map[string]*array{}}
	mf, err := export.ReadManifest(dir)
	if err != nil {
		mr.err = fmt.Errorf("%s is not an export directory: %w", dir, err)
		return mr
	}
	mr.mf = mf
	refMF := mf
	if refDir != dir {
		if refMF, err = export.ReadManifest(refDir); err != nil {
			mr.err = fmt.Errorf("the reference export: %w", err)
			return mr
		}
	}
	if mr.cases, err = casesOf(refMF, name); err != nil {
		mr.err = err
		return mr
	}
	expected := map[string]string{}
	for _, fn := range refMF.Functions {
		for _, o := range fn.Outputs {
			expected[fn.Name+"/"+o.Name] = filepath.Join(refDir, o.File)
		}
	}
	if mf.Backend == export.BackendLLVM {
		d.runNativeExport(mr, dir, expected)
		return mr
	}
	tgt, err := mf.CompileTarget()
	if err != nil {
		mr.err = fmt.Errorf("manifest.json: %w", err)
		return mr
	}
	vmfb, secs, cached, err := d.cache.compile(filepath.Join(dir, mf.Module), tgt.CompileFlags())
	mr.compileSecs, mr.cached = secs, cached
	if err != nil {
		mr.err = err
		return mr
	}
	device, err := d.deviceFor(tgt) // after the compile, which needs no device
	if err != nil {
		mr.err = fmt.Errorf("compiled for %s; %w", tgt, err)
		return mr
	}
	params := ""
	if mf.Parameters.Count > 0 {
		params = mf.Parameters.File
		if !filepath.IsAbs(params) {
			params = filepath.Join(dir, params)
		}
	}
	for _, fn := range mf.Functions {
		if !sampled(fn) {
			continue // a decode step: the generation cases check it
		}
		var ins, outs []string
		for _, in := range fn.Inputs {
			ins = append(ins, filepath.Join(dir, in.File))
		}
		for _, o := range fn.Outputs {
			outs = append(outs, filepath.Join(runDir, fn.Name+"."+o.Name+".npy"))
		}
		secs, err := runModule(d.tools.run, device, vmfb, fn.Name, mf.Parameters.Scope, params, ins, outs)
		mr.runSecs += secs
		if err != nil {
			mr.err = err
			return mr
		}
		for i, o := range fn.Outputs {
			if mr.got[o.Name], err = readArray(outs[i]); err != nil {
				mr.err = fmt.Errorf("output %q: %w", o.Name, err)
				return mr
			}
			if mr.want[o.Name], err = readArray(expected[fn.Name+"/"+o.Name]); err != nil {
				mr.err = fmt.Errorf("expected output %q: %w", o.Name, err)
				return mr
			}
		}
	}
	return mr
}

// judge compares every case's outputs with the eager ones.
func (mr *moduleRun) judge(module string) []Result {
	var out []Result
	for _, c := range mr.cases {
		r := Result{Case: c.Name, Module: module, Status: Pass, CompileSeconds: mr.compileSecs, CompileCached: mr.cached,
			RunSeconds: mr.runSecs, Ops: c.Ops, Tolerance: c.Tolerance, xfail: c.XFail}
		var dense []string
		r.Encodings, dense = llvmSplit(mr.mf, c.Encodings) // a dense one is not decoded in the module
		if len(dense) > 0 {
			r.Note = fmt.Sprintf("ran dense: %s dequantized at export (llvmgen has no decoder)", strings.Join(dense, ", "))
		}
		if mr.err != nil {
			r.Status, r.Message = Fail, mr.err.Error()
			out = append(out, r)
			continue
		}
		var why []string
		for _, o := range c.Outputs {
			m, msg := compareOutput(o, mr.got[o], mr.want[o], c.Tolerance, "eager")
			r.MaxAbs, r.RelL2 = max(r.MaxAbs, Float(m.MaxAbs)), max(r.RelL2, Float(m.RelL2))
			if msg != "" {
				why = append(why, msg)
			}
		}
		if len(why) > 0 {
			r.Status, r.Message = Fail, strings.Join(why, "\n")
		}
		out = append(out, r)
	}
	return out
}

// compareOutput measures the compiled output got against want (the eager
// result or an independent reference, named against) and says what is
// wrong, if anything.
func compareOutput(name string, got, want *array, tol Tolerance, against string) (Metrics, string) {
	switch {
	case got == nil:
		return Metrics{}, fmt.Sprintf("output %q: the module did not produce it", name)
	case want == nil:
		return Metrics{}, fmt.Sprintf("output %q: no %s value to compare with", name, against)
	case !shapeEqual(got.shape, want.shape):
		return Metrics{}, fmt.Sprintf("output %q: shape %v, %s has %v", name, got.shape, against, want.shape)
	case got.dtype != want.dtype:
		return Metrics{}, fmt.Sprintf("output %q: dtype %s, %s has %s", name, got.dtype, against, want.dtype)
	}
	m := measure(got.vals, want.vals, want.shape, tol.Argmax)
	if why := m.check(tol, want.shape); why != "" {
		return m, fmt.Sprintf("output %q %v vs %s: %s", name, want.shape, against, why)
	}
	return m, ""
}
