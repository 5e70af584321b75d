package export

import (
	"encoding/hex"
	"fmt"
	"path/filepath"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// io is one named function input or output with its values.
type namedArray struct {
	Name  string
	DType layout.DType
	Shape []int64
	F32   []float32
	I32   []int32
}

// recording is one eager run, recorded, with what the rest of the export
// needs: the tape, the sample inputs and the eager outputs (the reference),
// and the weights' stored bytes by name.
type recording struct {
	tape     *tape.Tape
	inputs   []namedArray
	outputs  []namedArray
	ggufPath string // the file holding the weights
	source   tape.Source
	weights  map[string]*layout.TensorView
	close    func() error
	// shipWeights says the weight file is temporary (the built-in demo):
	// a --params gguf export carries a copy of it.
	shipWeights bool
}

// record runs the model (or replays the tape) once, eagerly, recording it.
func record(o *Options) (*recording, error) {
	if o.Tape != "" {
		return replayTape(o)
	}
	var m *llama.Model
	var err error
	if o.Model == "" {
		o.logf("export: model: built-in demo")
		m, err = demo.Open()
	} else {
		m, err = llama.Open(o.Model)
	}
	if err != nil {
		return nil, err
	}
	tokens := o.Tokens
	if len(tokens) == 0 {
		tokens = sampleTokens(m.Config().Vocab, o.Seq)
	}
	if len(tokens) > m.CacheLen() {
		if err := m.Reserve(len(tokens)); err != nil {
			m.Close()
			return nil, err
		}
	}
	// The file's hash goes into the tape's source; it is computed while the
	// prefill runs and filled in after it (recording never reads it).
	hashed := startSourceHash(m.Path(), m.File().Storage())
	rec := eager.NewTapeRecorder(version.Producer(), tape.Source{})
	out, err := m.RecordExport(tokens, releasingRecorder{rec})
	src, herr := hashed()
	if err == nil {
		err = herr
	}
	if err != nil {
		m.Close()
		return nil, err
	}
	if o.Model == "" {
		src.Name = demo.Name
	}
	rec.Tape.Sources[0] = src
	logits, err := out.Float32s()
	if err != nil {
		m.Close()
		return nil, err
	}
	r := &recording{
		tape:     rec.Tape,
		ggufPath: m.Path(),
		source:   src,
		weights:  map[string]*layout.TensorView{},
		close:    m.Close,
		inputs:   []namedArray{{Name: "tokens", DType: layout.I32, Shape: []int64{1, int64(len(tokens))}, I32: tokens}},
		outputs:  []namedArray{{Name: "logits", DType: layout.F32, Shape: out.Shape(), F32: logits}},

		shipWeights: o.Model == "",
	}
	for _, name := range weightNames(rec.Tape) {
		v, err := m.File().Tensor(name)
		if err != nil {
			r.close()
			return nil, err
		}
		r.weights[name] = v
	}
	return r, nil
}

// sampleTokens is a deterministic prompt of n tokens spread over the
// vocabulary.
func sampleTokens(vocab, n int) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = int32((i*37 + 11) % vocab)
	}
	return out
}

func weightNames(t *tape.Tape) []string {
	var names []string
	for _, id := range t.ValuesOf(tape.Weight) {
		names = append(names, t.Value(id).Name)
	}
	return names
}

// replayTape exports a recorded tape: its weights come from --model or the
// tape's source file next to it; its inputs are bound from the sample
// tokens ("tokens") and prefill positions ("positions"); replaying it
// eagerly gives the reference outputs.
func replayTape(o *Options) (*recording, error) {
	t, err := tape.ReadFile(o.Tape)
	if err != nil {
		return nil, err
	}
	if len(t.Sources) == 0 {
		return nil, fmt.Errorf("export: tape %s names no weight source", o.Tape)
	}
	src := t.Sources[0]
	path := o.Model
	if path == "" {
		path = filepath.Join(filepath.Dir(o.Tape), src.Name)
	}
	if src.HasHash() {
		got, err := tape.SourceOfFile(path)
		if err != nil {
			return nil, fmt.Errorf("export: tape %s: its weights %s: %w (give the model with --model)", o.Tape, src.Name, err)
		}
		if got.SHA256 != src.SHA256 {
			return nil, fmt.Errorf("export: tape %s was recorded on %s (sha256 %s), but %s has sha256 %s",
				o.Tape, src.Name, hex.EncodeToString(src.SHA256[:]), path, hex.EncodeToString(got.SHA256[:]))
		}
	}
	f, err := gguf.Open(path)
	if err != nil {
		return nil, err
	}
	r := &recording{tape: t, ggufPath: path, source: src, weights: map[string]*layout.TensorView{}, close: f.Close}
	for _, name := range weightNames(t) {
		v, err := f.Tensor(name)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("export: tape %s: weight %q: %w", o.Tape, name, err)
		}
		r.weights[name] = v
	}
	// Bind the inputs.
	e := eager.New()
	bound := map[string]*layout.TensorView{}
	for _, id := range t.ValuesOf(tape.Input) {
		v := t.Value(id)
		shape := v.Meta.Shape()
		n := int(layout.Contiguous(shape).NumElements())
		var data []int32
		switch v.Name {
		case "tokens":
			data = o.Tokens
			if len(data) == 0 {
				data = sampleTokens(1<<15, n)
				if vocab, ok := vocabOf(f); ok {
					data = sampleTokens(vocab, n)
				}
			}
		case "positions":
			data = make([]int32, n)
			for i := range data {
				data[i] = int32(i)
			}
		default:
			f.Close()
			return nil, fmt.Errorf("export: tape %s: input %q: only \"tokens\" and \"positions\" can be bound", o.Tape, v.Name)
		}
		if len(data) != n || v.Meta.Format.DType != layout.I32 {
			f.Close()
			return nil, fmt.Errorf("export: tape %s: input %q is %s%v; %d tokens given", o.Tape, v.Name, v.Meta.Format, shape, len(data))
		}
		in := e.InputI32(v.Name, data, shape...)
		bound[v.Name] = &in.View
		r.inputs = append(r.inputs, namedArray{Name: v.Name, DType: layout.I32, Shape: shape, I32: data})
	}
	if err := e.Err(); err != nil {
		f.Close()
		return nil, err
	}
	outs, err := eager.Replay(e, t, func(v *tape.Value) (*layout.TensorView, error) {
		if v.Kind == tape.Weight {
			return r.weights[v.Name], nil
		}
		if b, ok := bound[v.Name]; ok {
			return b, nil
		}
		return nil, fmt.Errorf("nothing bound to %s %q", v.Kind, v.Name)
	})
	if err != nil {
		f.Close()
		return nil, err
	}
	for i, out := range outs {
		vals, err := out.Float32s()
		if err != nil {
			f.Close()
			return nil, err
		}
		name := fmt.Sprintf("output%d", i)
		if len(outs) == 1 {
			name = "logits"
		}
		r.outputs = append(r.outputs, namedArray{Name: name, DType: layout.F32, Shape: out.Shape(), F32: vals})
	}
	return r, nil
}

func vocabOf(f *gguf.File) (int, bool) {
	v, err := f.Tensor("token_embd.weight")
	if err != nil {
		return 0, false
	}
	return int(v.Shape()[0]), true
}
