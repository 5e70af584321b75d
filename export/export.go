package export

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/mlirgen"
	"github.com/skainet/skaic/passes"
	"github.com/skainet/skaic/target"
)

// Summary is what an export did, in numbers.
type Summary struct {
	Ops          int            `json:"ops"`
	Parameters   int            `json:"parameters"`
	ArchiveBytes int64          `json:"archive_bytes"`
	StoredBytes  int64          `json:"stored_bytes"`
	AsStored     map[string]int `json:"as_stored_by_encoding"`
	Dense        int            `json:"dense"`
	DenseBytes   int64          `json:"dense_bytes"`
	// Planar counts the weights split into code and scale tensors, and
	// their bytes.
	Planar      int   `json:"planar,omitempty"`
	PlanarBytes int64 `json:"planar_bytes,omitempty"`
}

// Result is a finished export.
type Result struct {
	Dir      string
	Manifest *Manifest
	// Warnings are what the export found questionable but wrote anyway
	// (e.g. a *MisalignedError of a --params gguf export).
	Warnings []error
}

// Run exports a model (or tape) to opts.Out. The directory appears whole or
// not at all: everything is written to a temporary directory next to it
// and renamed at the end.
func Run(opts Options) (*Result, error) {
	if err := opts.normalize(); err != nil {
		return nil, err
	}
	rec, err := record(&opts)
	if err != nil {
		return nil, err
	}
	defer rec.close()
	return build(rec, opts, nil)
}

// build turns a recording into an export directory: IR, passes, MLIR,
// parameters, manifest and sample arrays; edit, when set, amends the
// manifest before it is written. The slow parts overlap: the archive is
// written while the source hash and the reference (when asked for) are
// computed, and only then the module, which names the source's hash.
func build(rec *recording, opts Options, edit func(*Manifest)) (_ *Result, err error) {
	m := rec.module
	if m == nil {
		if m, err = ir.FromTape(rec.tape, "forward"); err != nil {
			return nil, err
		}
	}
	source := func() error {
		if rec.hash != nil {
			src, err := rec.hash()
			if err != nil {
				return err
			}
			rec.source, rec.hash = src, nil
		}
		if len(m.Sources) > 0 {
			m.Sources[0] = rec.source
		}
		return nil
	}
	if opts.PrintIRAfterAll || len(opts.PrintIRAfter) > 0 {
		if err := source(); err != nil { // the dumps show it
			return nil, err
		}
	}
	tgt := TargetFor(opts.Target)
	if opts.Backend == BackendLLVM {
		tgt = LLVMTarget()
	}
	opts.Weights = resolveWeights(opts, tgt)
	cfg := passes.Config{Target: tgt, Layout: passes.LayoutOptions{WeightsDense: opts.Weights == WeightsDense, Form: weightForm(opts.Weights), DenseFallback: opts.DenseFallback}}
	popts := passes.Options{VerifyEach: opts.VerifyEach, PrintAfter: opts.PrintIRAfter, PrintAfterAll: opts.PrintIRAfterAll, Out: opts.IRDump}
	if popts.Out == nil {
		popts.Out = io.Discard
	}
	if err := passes.Run(m, cfg, popts); err != nil {
		return nil, err
	}
	notePlan(m, rec.plan)
	params, err := parameterBytes(m, rec.weights)
	if err != nil {
		return nil, err
	}

	dir, err := createOutDir(opts.Out, opts.Force)
	if err != nil {
		return nil, err
	}
	defer dir.abort()
	defer func() { err = dir.userPaths(err) }()
	tmp := dir.tmp
	reference := startReference(rec)
	defer reference() // never leave it running past the recording's close

	sum := summarize(m, params)
	var spec ParameterSpec
	var warnings []error
	switch opts.Params {
	case ParamsIRPA:
		opts.logf("export: writing model.irpa (%d parameters, %d bytes of tensors)", len(params), sum.StoredBytes+sum.DenseBytes+sum.PlanarBytes)
		n, err := writeArchive(filepath.Join(tmp, "model.irpa"), params, opts.Progress)
		if err != nil {
			return nil, err
		}
		sum.ArchiveBytes = n
		spec = ParameterSpec{Scope: mlirgen.DefaultScope, File: "model.irpa", Mode: ParamsIRPA, Count: len(params), Bytes: n}
	case ParamsGGUF:
		for _, p := range params {
			if !p.fileBytes {
				why := "written by the exporter"
				if mp := m.Param(p.name); mp != nil {
					why = strings.TrimSpace(mp.Layout.Reason)
				}
				return nil, fmt.Errorf("export: --params gguf: parameter %q is not the GGUF's own bytes (%s); use --params irpa", p.name, why)
			}
		}
		if err := source(); err != nil {
			return nil, err
		}
		var mis *MisalignedError
		if err := checkGGUFAlignment(rec.ggufPath, params); errors.As(err, &mis) {
			warnings = append(warnings, err)
		} else if err != nil {
			return nil, err
		}
		file := rec.ggufPath
		if rec.shipWeights {
			// The weights live in a temporary file: ship it with the export.
			if err := copyFile(rec.ggufPath, filepath.Join(tmp, rec.source.Name)); err != nil {
				return nil, err
			}
			file = rec.source.Name
		} else if file, err = filepath.Abs(file); err != nil {
			return nil, err
		}
		spec = ParameterSpec{Scope: mlirgen.DefaultScope, File: file, Mode: ParamsGGUF, Count: len(params)}
	}
	if err := source(); err != nil {
		return nil, err
	}
	mf := newManifest(rec)
	mf.Parameters = spec
	mf.Target = TargetSpecOf(opts.Target)
	if rec.plan != nil {
		mf.Plan = planSpecOf(opts.Resolve)
	}
	if opts.Backend != BackendLLVM {
		text, err := mlirgen.Lower(m, mlirgen.LowerOptions{
			Producer: version.Producer(), SourceFile: mf.Source.File, SourceSHA256: mf.Source.SHA256,
			Target: opts.Target.String(),
		})
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(tmp, "model.mlir"), text, 0o644); err != nil {
			return nil, err
		}
	}
	if err := reference(); err != nil {
		return nil, err
	}
	fn := FunctionSpec{Name: "forward"}
	for _, in := range rec.inputs {
		io, err := writeArray(tmp, "inputs", in)
		if err != nil {
			return nil, err
		}
		fn.Inputs = append(fn.Inputs, io)
	}
	mf.ReferenceOutputs = len(rec.outputs) > 0
	for _, o := range rec.outputs {
		if o.F32 == nil && o.I32 == nil {
			mf.ReferenceOutputs = false
			fn.Outputs = append(fn.Outputs, TensorIO{Name: o.Name, Shape: o.Shape, DType: o.DType.String()})
			continue
		}
		io, err := writeArray(tmp, "expected", o)
		if err != nil {
			return nil, err
		}
		fn.Outputs = append(fn.Outputs, io)
	}
	mf.Functions = []FunctionSpec{fn}
	if rec.functions != nil {
		// A generation module: prefill carries the sample and reference
		// files, decode has none (it needs a filled cache to check).
		fns := append([]FunctionSpec{}, rec.functions...)
		fns[0].Inputs, fns[0].Outputs = withFiles(fns[0].Inputs, fn.Inputs), withFiles(fns[0].Outputs, fn.Outputs)
		mf.Functions, mf.Cache = fns, rec.cache
	}
	if opts.Backend == BackendLLVM {
		if err := writeLLVM(m, tmp, mf, opts.EmbedWeights); err != nil {
			return nil, err
		}
	}
	mf.Weights = opts.Weights
	mf.Layouts = layoutEntries(m)
	mf.Summary = sum
	if edit != nil {
		edit(mf)
	}
	if mf.Files, err = dir.files(); err != nil {
		return nil, err
	}
	mf.Files = append(mf.Files, "manifest.json")
	b, err := json.MarshalIndent(mf, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, "manifest.json"), append(b, '\n'), 0o644); err != nil {
		return nil, err
	}
	if err := dir.commit(); err != nil {
		return nil, err
	}
	return &Result{Dir: dir.dest, Manifest: mf, Warnings: warnings}, nil
}

// withFiles is sig with the files of the sample arrays written for it
// (matched by name).
func withFiles(sig, written []TensorIO) []TensorIO {
	out := append([]TensorIO{}, sig...)
	for i := range out {
		for _, w := range written {
			if w.Name == out[i].Name {
				out[i].File = w.File
			}
		}
	}
	return out
}

// startReference runs rec.reference, if any, in a goroutine; wait waits
// for it (any number of times) and stores its values in rec.outputs.
func startReference(rec *recording) (wait func() error) {
	if rec.reference == nil {
		return func() error { return nil }
	}
	type result struct {
		vals [][]float32
		err  error
	}
	done := make(chan result, 1)
	go func() {
		vals, err := rec.reference()
		done <- result{vals, err}
	}()
	return sync.OnceValue(func() error {
		r := <-done
		if r.err != nil {
			return fmt.Errorf("export: reference: %w", r.err)
		}
		if len(r.vals) != len(rec.outputs) {
			return fmt.Errorf("export: reference: %d outputs for the recording's %d", len(r.vals), len(rec.outputs))
		}
		for i, v := range r.vals {
			rec.outputs[i].F32 = v
		}
		return nil
	})
}

// Target is the default export target: IREE's llvm-cpu backend for the
// host CPU, decoding in-graph exactly the encodings mlirgen has decoders
// for.
func Target() passes.Target { return TargetFor(target.Host) }

// TargetFor is layout assignment's view of compile target t: the IREE
// backend and architecture, and the encodings mlirgen decodes in-graph
// (the same on every backend: the decoders are plain upstream MLIR).
func TargetFor(t target.Target) passes.Target {
	pt := passes.IREELLVMCPU
	pt.Compile = t.Normalize()
	pt.Name = "iree-" + pt.Compile.String()
	pt.Decodes = mlirgen.DecodableEncodings()
	pt.Planar = mlirgen.PlanarEncodings()
	if pt.Compile.Backend == target.LLVMCPU {
		// Measured on llvm-cpu only; the GPU targets keep the stored bytes
		// unless asked. Every packed weight is planar, the small ones too:
		// IREE would decode those once at load into f32 globals, which the
		// decode step then reads at 4-7x the bytes, and that measured
		// slower than the planar contraction.
		pt.Default = ir.FormPlanar
		pt.DefaultWhy = "measured under IREE 3.13 on an Intel Xeon, 1 thread, 4 interleaved rounds: SmolLM2-135M Q4_1 decodes 49 tok/s (median) " +
			"with every packed weight planar, 44 with its 192x576 K/V projections decoded once at load into f32; " +
			"the demo model 2580 tok/s planar, 1810 decoded once at load; on a 2-core EPYC a step took 54 ms planar, 2113 ms as stored; docs/performance.md"
		pt.PlanarRows = mlirgen.PlanarRowGroups(pt.Compile)
		pt.PlanarRowsWhy = mlirgen.PlanarRowGroupsWhy(pt.Compile)
	}
	return pt
}

// resolveWeights is the weights mode an export uses: the one asked for, or
// for WeightsDefault the target's default form (as stored with --params
// gguf, which serves the file's own bytes).
func resolveWeights(opts Options, t passes.Target) WeightsMode {
	if opts.Weights != WeightsDefault {
		return opts.Weights
	}
	if t.Default == ir.FormPlanar && opts.Params != ParamsGGUF {
		return WeightsDefault // decided per tensor by layout assignment
	}
	return WeightsAsStored
}

// weightForm is the uniform form a weights mode asks layout assignment
// for.
func weightForm(w WeightsMode) ir.Form {
	switch w {
	case WeightsPlanar:
		return ir.FormPlanar
	case WeightsAsStored:
		return ir.FormAsStored
	}
	return 0
}

func summarize(m *ir.Module, params []paramBytes) Summary {
	s := Summary{Parameters: len(params), AsStored: map[string]int{}}
	for _, f := range m.Funcs {
		for _, v := range f.Body {
			if v.Op != ir.OpArg && v.Op != ir.OpParam && v.Op != ir.OpConst {
				s.Ops++
			}
		}
	}
	for _, p := range m.Params {
		d := p.Layout
		if d.Form == ir.FormDense && p.Format.Normalize() != d.Format.Normalize() {
			s.Dense++
			s.DenseBytes += d.Bytes
			continue
		}
		if d.Form == ir.FormPlanar {
			s.Planar++
			s.PlanarBytes += d.Bytes
			continue
		}
		name := p.Format.Encoding.String()
		if p.Format.Encoding == layout.Dense {
			name = p.Format.DType.String()
		}
		s.AsStored[name]++
		s.StoredBytes += d.Bytes
	}
	return s
}

// String is the short summary skaic export prints.
func (s Summary) String() string {
	var encs []string
	for e, n := range s.AsStored {
		encs = append(encs, fmt.Sprintf("%s×%d", e, n))
	}
	sort.Strings(encs)
	line := fmt.Sprintf("%d ops, %d parameters, %d bytes in the archive; as stored: %s", s.Ops, s.Parameters, s.ArchiveBytes, strings.Join(encs, " "))
	if s.Planar > 0 {
		line += fmt.Sprintf("; planar: %d (%d bytes)", s.Planar, s.PlanarBytes)
	}
	if s.Dense > 0 {
		line += fmt.Sprintf("; dequantized at export: %d (%d bytes)", s.Dense, s.DenseBytes)
	}
	return line
}

func writeArray(dir, sub string, a namedArray) (TensorIO, error) {
	if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
		return TensorIO{}, err
	}
	var arr *npy.Array
	var err error
	switch a.DType {
	case layout.I32:
		arr, err = npy.FromInt32(a.Shape, a.I32)
	default:
		arr, err = npy.FromFloat32(a.Shape, a.F32)
	}
	if err != nil {
		return TensorIO{}, err
	}
	rel := filepath.Join(sub, a.Name+".npy")
	if err := npy.WriteFile(filepath.Join(dir, rel), arr); err != nil {
		return TensorIO{}, err
	}
	return TensorIO{Name: a.Name, Shape: a.Shape, DType: a.DType.String(), File: rel}, nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
