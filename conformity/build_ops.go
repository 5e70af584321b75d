package conformity

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/tape"
	"github.com/skainet/skaic/target"
)

// caseMeta is what an export directory says about one case it holds: its
// outputs and their tolerance, and what it covers. The suite writes it to
// manifest.json's "extra", so `skaic conform DIR` checks a directory the
// suite wrote case by case.
type caseMeta struct {
	Name      string    `json:"name"`
	Outputs   []string  `json:"outputs"`
	Tolerance Tolerance `json:"tolerance"`
	Ops       []string  `json:"ops,omitempty"`
	Encodings []string  `json:"encodings,omitempty"`
	XFail     string    `json:"xfail,omitempty"`
}

type dirExtra struct {
	Conformity *struct {
		Cases []caseMeta `json:"cases"`
	} `json:"conformity,omitempty"`
}

// refWeight is a weight's canonical bytes, for the independent
// dequantization.
type refWeight struct {
	name  string // in the case
	full  string // in the GGUF
	typ   quant.Type
	shape []int64
	raw   []byte
}

// builtCase is an op case as recorded into a module.
type builtCase struct {
	c       *OpCase
	name    string // with the variant's suffix
	inputs  []export.Array
	weights []refWeight
	outputs []string
}

// exportOps records cases (one variant) into one program — each case's
// inputs, weights and outputs prefixed with its id — writes its weights
// to dir/weights.gguf and exports the program to dir/export.
func exportOps(dir string, cases []*OpCase, v Variant, t target.Target) ([]*builtCase, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	built := make([]*builtCase, len(cases))
	var tensors []gguf.Tensor
	for i, c := range cases {
		b := &builtCase{c: c, name: c.Name + v.suffix()}
		for _, w := range c.Weights {
			full := c.ID() + "." + w.Name
			raw, err := encodeWeight(full, w)
			if err != nil {
				return nil, &caseError{b.name, err}
			}
			b.weights = append(b.weights, refWeight{name: w.Name, full: full, typ: w.Type, shape: w.Shape, raw: raw})
			tensors = append(tensors, gguf.Tensor{Name: full, Type: w.Type, Dims: gguf.DimsFromShape(w.Shape), Data: bytes.NewReader(raw)})
		}
		built[i] = b
	}
	weightFile := filepath.Join(dir, "weights.gguf")
	md := gguf.NewMetadata(
		gguf.KV{Key: "general.architecture", Value: gguf.String("skaic-conformity")},
		gguf.KV{Key: "general.name", Value: gguf.String("skaic conformity op weights")},
	)
	if err := gguf.Write(weightFile, md, tensors); err != nil {
		return nil, err
	}
	f, err := gguf.Open(weightFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := tape.SourceOfFile(weightFile)
	if err != nil {
		return nil, err
	}
	rec := eager.NewTapeRecorder(version.Producer(), src)
	e := eager.New(eager.WithRecorder(rec))
	views := map[string]*layout.TensorView{}
	var inputs, outputs []export.Array
	var outTensors []eager.Tensor
	var metas []caseMeta
	for _, b := range built {
		ws := map[string]eager.Tensor{}
		for i, w := range b.c.Weights {
			view, err := f.Tensor(b.weights[i].full)
			if err != nil {
				return nil, &caseError{b.name, err}
			}
			if w.Prepack {
				if view, err = view.Prepack(layout.InputBlockMajor, layout.Ambient()); err != nil {
					return nil, &caseError{b.name, err}
				}
			}
			views[b.weights[i].full] = view
			ws[w.Name] = e.Weight(view)
		}
		p := newProg(e, b.c, ws)
		first := len(rec.Tape.Entries)
		outs := b.c.Build(p)
		if p.err == nil {
			p.err = e.Err()
		}
		if p.err == nil {
			p.err = rec.Err()
		}
		if p.err != nil {
			return nil, &caseError{b.name, fmt.Errorf("recording: %w", p.err)}
		}
		b.inputs = p.inputs
		inputs = append(inputs, p.inputs...)
		m := caseMeta{Name: b.name, Tolerance: b.c.Tol, XFail: b.c.XFail}
		for i, t := range outs {
			name := fmt.Sprintf("%s__y%d", b.c.ID(), i)
			a, err := arrayOf(name, t)
			if err != nil {
				return nil, &caseError{b.name, err}
			}
			outputs = append(outputs, a)
			outTensors = append(outTensors, t)
			m.Outputs = append(m.Outputs, name)
		}
		b.outputs = m.Outputs
		for _, en := range rec.Tape.Entries[first:] {
			if !slices.Contains(m.Ops, en.Op) {
				m.Ops = append(m.Ops, en.Op)
			}
		}
		slices.Sort(m.Ops)
		for _, w := range b.c.Weights {
			if v.Weights == export.WeightsAsStored && !slices.Contains(m.Encodings, w.Type.String()) {
				m.Encodings = append(m.Encodings, w.Type.String())
			}
		}
		metas = append(metas, m)
	}
	rec.SetOutputs(outTensors...)
	if err := rec.Err(); err != nil {
		return nil, err
	}
	var extra dirExtra
	extra.Conformity = &struct {
		Cases []caseMeta `json:"cases"`
	}{metas}
	xb, err := json.Marshal(extra)
	if err != nil {
		return nil, err
	}
	prog := export.Program{
		Tape: rec.Tape, WeightFile: weightFile, Weights: views,
		Inputs: inputs, Outputs: outputs, Extra: xb,
	}
	err = denseWhereUndecodable(export.Options{Out: filepath.Join(dir, "export"), Params: v.Params, Weights: v.Weights, Target: t, Backend: v.Backend},
		func(o export.Options) error { _, err := export.RunProgram(prog, o); return err })
	if err != nil {
		return nil, err
	}
	return built, nil
}

// arrayOf reads an eager result into a named array (f32, or i32 for an
// integer result).
func arrayOf(name string, t eager.Tensor) (export.Array, error) {
	vals, err := t.Float32s()
	if err != nil {
		return export.Array{}, fmt.Errorf("output %s: %w", name, err)
	}
	a := export.Array{Name: name, DType: t.DType(), Shape: clone(t.Shape())}
	switch t.DType() {
	case layout.F32:
		a.F32 = vals
	case layout.I32:
		a.I32 = make([]int32, len(vals))
		for i, v := range vals {
			a.I32[i] = int32(v)
		}
	default:
		return export.Array{}, fmt.Errorf("output %s: dtype %s; outputs are f32 or i32", name, t.DType())
	}
	return a, nil
}

// caseError is a failure that belongs to one case.
type caseError struct {
	Case string
	Err  error
}

func (e *caseError) Error() string { return e.Case + ": " + e.Err.Error() }
func (e *caseError) Unwrap() error { return e.Err }
