package export

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Array is a named function input or output with its values: F32 for an
// f32 tensor, I32 for an i32 one.
type Array struct {
	Name  string
	DType layout.DType
	Shape []int64
	F32   []float32
	I32   []int32
}

// Program is an op program recorded with the eager API — any inputs, any
// outputs — to export the way Run exports a model: the conformity suite
// writes every op case's directory through it.
type Program struct {
	// Tape is the recording; its outputs are set (TapeRecorder.SetOutputs).
	Tape *tape.Tape
	// WeightFile is the GGUF holding the tape's weights: the manifest's
	// source, and the parameter file of --params gguf.
	WeightFile string
	// Weights are the tape's weights by name, as the recording read them
	// (views of WeightFile, or relayouts of them such as a prepack).
	Weights map[string]*layout.TensorView
	// Inputs are the sample values of the tape's inputs, in the tape's
	// input order; Outputs are the eager results of its outputs, in order
	// (the reference written to DIR/expected).
	Inputs  []Array
	Outputs []Array
	// Extra is stored as manifest.json's "extra" (e.g. which case owns
	// which output).
	Extra json.RawMessage
	// Tolerance is the manifest's tolerance (DefaultTolerance when zero).
	Tolerance ToleranceSpec
}

// RunProgram exports p to opts.Out with the options Run honours (Params,
// Weights, VerifyEach, the IR dumps, Log); Model, Tape, Seq and Tokens are
// not used. The entry function is "forward"; its arguments are the tape's
// inputs and its results the tape's outputs. Like Run, the directory
// appears whole or not at all.
func RunProgram(p Program, opts Options) (*Result, error) {
	if err := opts.normalize(); err != nil {
		return nil, err
	}
	if p.Tape == nil {
		return nil, fmt.Errorf("export: program: no tape")
	}
	src, err := tape.SourceOfFile(p.WeightFile)
	if err != nil {
		return nil, fmt.Errorf("export: program: %w", err)
	}
	rec := &recording{tape: p.Tape, ggufPath: p.WeightFile, source: src, weights: p.Weights, close: func() error { return nil }}
	if err := bindArrays(p.Tape, p.Inputs, p.Outputs, rec); err != nil {
		return nil, err
	}

	return build(rec, opts, func(mf *Manifest) {
		if p.Tolerance != (ToleranceSpec{}) {
			mf.Tolerance = p.Tolerance
		}
		mf.Extra = p.Extra
	})
}

// bindArrays checks the sample inputs and reference outputs against the
// tape's inputs and outputs (count, names, shapes, dtypes) and stores them
// in rec.
func bindArrays(t *tape.Tape, inputs, outputs []Array, rec *recording) error {
	ins := t.ValuesOf(tape.Input)
	if len(inputs) != len(ins) {
		return fmt.Errorf("export: program: %d input arrays for the tape's %d inputs", len(inputs), len(ins))
	}
	seen := map[string]bool{}
	for i, id := range ins {
		v := t.Value(id)
		if err := checkArray("input", inputs[i], v.Name, v.Meta.Format.DType, v.Meta.Shape()); err != nil {
			return err
		}
		rec.inputs = append(rec.inputs, namedArray(inputs[i]))
		seen[inputs[i].Name] = true
	}
	if len(outputs) != len(t.Outputs) {
		return fmt.Errorf("export: program: %d output arrays for the tape's %d outputs", len(outputs), len(t.Outputs))
	}
	for i, id := range t.Outputs {
		v := t.Value(id)
		if err := checkArray("output", outputs[i], outputs[i].Name, v.Meta.Format.DType, v.Meta.Shape()); err != nil {
			return err
		}
		if seen[outputs[i].Name] {
			return fmt.Errorf("export: program: output %q: the name is taken", outputs[i].Name)
		}
		seen[outputs[i].Name] = true
		rec.outputs = append(rec.outputs, namedArray(outputs[i]))
	}
	return nil
}

func checkArray(kind string, a Array, name string, d layout.DType, shape []int64) error {
	if a.Name == "" || a.Name != name || strings.ContainsAny(a.Name, `/\`) {
		return fmt.Errorf("export: program: %s %q: want the name %q (no path separators)", kind, a.Name, name)
	}
	if a.DType != d || !slices.Equal(a.Shape, shape) {
		return fmt.Errorf("export: program: %s %q is %s%v; the tape says %s%v", kind, a.Name, a.DType, a.Shape, d, shape)
	}
	n := int(layout.Contiguous(shape).NumElements())
	switch {
	case d == layout.F32 && len(a.F32) == n:
	case d == layout.I32 && len(a.I32) == n:
	default:
		return fmt.Errorf("export: program: %s %q: %s%v needs %d f32 or i32 values", kind, a.Name, d, shape, n)
	}
	return nil
}
