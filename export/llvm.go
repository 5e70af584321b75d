package export

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/llvmgen"
	"github.com/skainet/skaic/passes"
)

// Backend is the code generator an export writes its module with.
type Backend string

const (
	// BackendMLIR writes model.mlir for IREE (the default).
	BackendMLIR Backend = "mlir"
	// BackendLLVM writes model.ll (LLVM IR, github.com/llir/llvm) and its
	// C header model.h: a native library built with llc and cc.
	BackendLLVM Backend = "llvm"
)

// llvmDecodable lists the encodings llvmgen decodes (a variable so that a
// test can take one away).
var llvmDecodable = llvmgen.DecodableEncodings

// LLVMTarget is the layout assignment's target for an LLVM module: the
// weights llvmgen reads as stored (the 16-bit floats and the GGML
// encodings its block decoders support), dense f32 copies otherwise.
func LLVMTarget() passes.Target {
	return passes.Target{Name: "llvm", Decodes: llvmDecodable(), DenseDType: layout.F32}
}

// paramOffsets is each parameter's byte offset in the file the module
// reads its weights from: the archive just written, or the GGUF.
func paramOffsets(m *ir.Module, spec ParameterSpec, dir string) (map[string]int64, error) {
	out := map[string]int64{}
	path := spec.File
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	switch spec.Mode {
	case ParamsIRPA:
		a, err := irpa.Open(path)
		if err != nil {
			return nil, err
		}
		defer a.Close()
		for _, p := range m.Params {
			e, ok := a.Entry(p.Name)
			if !ok {
				return nil, fmt.Errorf("export: parameter %q is not in %s", p.Name, spec.File)
			}
			out[p.Name] = e.Offset
		}
	case ParamsGGUF:
		h, err := gguf.ReadHeader(path)
		if err != nil {
			return nil, err
		}
		for _, p := range m.Params {
			t, ok := h.Tensor(p.Name)
			if !ok {
				return nil, fmt.Errorf("export: parameter %q is not in %s", p.Name, spec.File)
			}
			out[p.Name] = t.AbsOffset
		}
	}
	return out, nil
}

// writeLLVM lowers m with llvmgen into dir: model.ll and model.h; with
// embed the weights become constants of the module, read from the
// parameter file.
func writeLLVM(m *ir.Module, dir string, mf *Manifest, embed bool) error {
	offs, err := paramOffsets(m, mf.Parameters, dir)
	if err != nil {
		return err
	}
	lo := llvmgen.Options{Offsets: offs, EmbedWeights: embed, Producer: version.Producer(), Source: mf.Source.File}
	if embed {
		pf, err := openParamFile(mf.Parameters, dir)
		if err != nil {
			return err
		}
		defer pf.Close()
		lo.ParamFile = pf
	}
	names := map[string][]string{}
	for _, f := range mf.Functions {
		for _, o := range f.Outputs {
			names[f.Name] = append(names[f.Name], o.Name)
		}
	}
	lo.ResultNames = names
	res, err := llvmgen.Lower(m, lo)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "model.ll"), res.IR, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "model.h"), llvmgen.Header(res.ABI), 0o644); err != nil {
		return err
	}
	mf.Module, mf.Backend, mf.Header = "model.ll", BackendLLVM, "model.h"
	mf.Native = &NativeSpec{StateBytes: res.ABI.StateBytes, Embedded: res.ABI.Embedded}
	for _, f := range res.ABI.Functions {
		mf.Native.Functions = append(mf.Native.Functions, NativeFunc{Name: f.Name, Symbol: f.Symbol, Dynamic: f.Dynamic,
			DynamicMax: f.DynamicMax, Scratch: f.Scratch})
	}
	return nil
}

// openParamFile opens the parameter file of spec (relative to dir).
func openParamFile(spec ParameterSpec, dir string) (*os.File, error) {
	path := spec.File
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	return os.Open(path)
}
