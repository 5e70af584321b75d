package export

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/target"
)

// Manifest describes an export directory: what to compile, how to run it,
// and what it must give.
type Manifest struct {
	Producer string `json:"producer"`
	Version  string `json:"skaic_version"`
	Source   struct {
		File   string `json:"file"`
		SHA256 string `json:"sha256"`
		Size   int64  `json:"size"`
	} `json:"source"`
	Module string `json:"module"`
	// Target is what the module was laid out and is to be compiled for.
	Target TargetSpec `json:"target"`
	// Plan is how the weights were planned before they were recorded,
	// when not by the default plan (desktop, no override).
	Plan *PlanSpec `json:"weight_plan,omitempty"`
	// Backend is the code generator of Module: "mlir" (empty in older
	// manifests) or "llvm", whose Header declares the module's C ABI and
	// Native sizes its memory.
	Backend Backend     `json:"backend,omitempty"`
	Header  string      `json:"header,omitempty"`
	Native  *NativeSpec `json:"native,omitempty"`
	// Functions are the module's entry functions with their signatures (a
	// dimension of -1 is dynamic); an input or output with a file has a
	// sample or reference value there.
	Functions []FunctionSpec `json:"functions"`
	// Cache is the module's KV cache (module state), for a generation
	// module (prefill and decode); nil for a module without state.
	Cache *CacheSpec `json:"cache,omitempty"`
	// ReferenceOutputs says expected/ holds the eager engine's outputs for
	// the sample inputs (the export was asked for a reference: skaic
	// export --reference, the default for the built-in demo); without
	// them the functions' outputs name no file.
	ReferenceOutputs bool            `json:"reference_outputs"`
	Parameters       ParameterSpec   `json:"parameters"`
	Weights          WeightsMode     `json:"weights"`
	Layouts          []LayoutEntry   `json:"tensor_layouts"`
	Summary          Summary         `json:"summary"`
	Tolerance        ToleranceSpec   `json:"tolerance"`
	Extra            json.RawMessage `json:"extra,omitempty"`
	// Files are the files skaic wrote to the directory (relative,
	// slash-separated), manifest.json included: a later export replaces
	// the directory only while it holds these and nothing else.
	Files []string `json:"files,omitempty"`
}

// TargetSpec is the compile target of an export: its name (target.Parse
// reads it), the iree-compile flags that compile model.mlir for it and the
// IREE runtime device that runs the result.
type TargetSpec struct {
	Name         string   `json:"name"`
	Backend      string   `json:"backend"`
	Arch         string   `json:"arch,omitempty"`
	Device       string   `json:"device"`
	CompileFlags []string `json:"compile_flags"`
}

// TargetSpecOf describes t.
func TargetSpecOf(t target.Target) TargetSpec {
	t = t.Normalize()
	return TargetSpec{Name: t.String(), Backend: string(t.Backend), Arch: t.Arch, Device: t.Device(), CompileFlags: t.CompileFlags()}
}

// CompileTarget is the target the manifest names; a manifest without one
// means llvm-cpu for the host.
func (m *Manifest) CompileTarget() (target.Target, error) {
	if m.Target.Name == "" {
		return target.Host, nil
	}
	return target.Parse(m.Target.Name)
}

// NativeSpec is the memory an LLVM module's caller provides.
type NativeSpec struct {
	StateBytes int64 `json:"state_bytes"`
	// Embedded says the weights are constants of the module: its functions
	// take a NULL parameter file.
	Embedded  bool         `json:"embedded_weights,omitempty"`
	Functions []NativeFunc `json:"functions"`
}

// NativeFunc is one entry function of an LLVM module: its C symbol, where
// its dynamic length comes from ("argument", "cache" up to DynamicMax, or
// none) and its scratch, Scratch[0] + Scratch[1]·n + Scratch[2]·n² bytes.
type NativeFunc struct {
	Name       string   `json:"name"`
	Symbol     string   `json:"symbol"`
	Dynamic    string   `json:"dynamic,omitempty"`
	DynamicMax int64    `json:"dynamic_max,omitempty"`
	Scratch    [3]int64 `json:"scratch"`
}

// FunctionSpec is one entry function with its inputs and outputs.
type FunctionSpec struct {
	Name    string     `json:"name"`
	Inputs  []TensorIO `json:"inputs"`
	Outputs []TensorIO `json:"outputs"`
}

// TensorIO is a function input or output and the .npy file holding its
// sample value (inputs) or eager reference (outputs), relative to the
// export directory; an output of an export without reference outputs has
// no file.
type TensorIO struct {
	Name  string  `json:"name"`
	Shape []int64 `json:"shape"`
	DType string  `json:"dtype"`
	File  string  `json:"file,omitempty"`
}

// ParameterSpec says where the module's parameters are at run time: the
// scope its #flow.parameter.named references use, and the file to pass as
// --parameters=SCOPE=FILE (relative to the export directory, or absolute).
type ParameterSpec struct {
	Scope string     `json:"scope"`
	File  string     `json:"file"`
	Mode  ParamsMode `json:"mode"`
	Count int        `json:"count"`
	Bytes int64      `json:"bytes"`
}

// LayoutEntry is one parameter's layout decision.
type LayoutEntry struct {
	Key        string  `json:"key"`
	Shape      []int64 `json:"shape"`
	DType      string  `json:"dtype"`
	Encoding   string  `json:"encoding"`
	BlockOrder string  `json:"block_order,omitempty"`
	Strides    []int64 `json:"strides"`
	Offset     int64   `json:"offset"`
	Residency  string  `json:"residency"`
	Form       string  `json:"form"`
	Bytes      int64   `json:"bytes"`
	Reason     string  `json:"reason"`
	Target     string  `json:"target,omitempty"`
}

// ToleranceSpec is how closely the compiled module must reproduce the
// eager outputs: relative L2 error and, for logits, the same argmax per
// position.
type ToleranceSpec struct {
	RelL2        float64 `json:"rel_l2"`
	ArgmaxLastAx bool    `json:"argmax_last_axis"`
}

// DefaultTolerance is the conformity bound for exported models.
var DefaultTolerance = ToleranceSpec{RelL2: 1e-4, ArgmaxLastAx: true}

func layoutEntries(m *ir.Module) []LayoutEntry {
	var out []LayoutEntry
	for _, s := range m.States {
		d := s.Layout
		out = append(out, LayoutEntry{Key: s.Name, Shape: s.Type.Shape, DType: s.Type.DType.String(), Encoding: d.Format.Encoding.String(),
			Strides: d.Physical.Strides, Offset: d.Physical.Offset, Residency: d.Residency.String(), Form: d.Form.String(), Bytes: d.Bytes, Reason: d.Reason})
	}
	for _, p := range m.Params {
		d := p.Layout
		e := LayoutEntry{
			Key: p.Name, Shape: p.Type.Shape, DType: p.Type.DType.String(), Encoding: d.Format.Encoding.String(),
			Strides: d.Physical.Strides, Offset: d.Physical.Offset, Residency: d.Residency.String(),
			Form: d.Form.String(), Bytes: d.Bytes, Reason: d.Reason, Target: d.Target,
		}
		if o, ok := d.BlockOrder(); ok {
			e.BlockOrder = o.String()
		}
		out = append(out, e)
	}
	return out
}

func newManifest(r *recording) *Manifest {
	mf := &Manifest{Producer: version.Producer(), Version: version.Version, Module: "model.mlir", Tolerance: DefaultTolerance}
	mf.Source.File = r.source.Name
	mf.Source.Size = r.source.Size
	if r.source.HasHash() {
		mf.Source.SHA256 = hex.EncodeToString(r.source.SHA256[:])
	}
	return mf
}

// ReadManifest reads DIR/manifest.json.
func ReadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return &m, nil
}
