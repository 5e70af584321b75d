package export

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/tmpfiles"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models"
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

// recording is one recorded run with what the rest of the export needs:
// the tape, the sample inputs, the outputs (with their eager values, the
// reference, or a way to compute them), the weight file's identity and
// the weights' stored bytes by name.
type recording struct {
	// module, when set, is the IR of a generation module (prefill and
	// decode, recorded by generationModule); tape is then nil. functions
	// and cache are its manifest entries.
	module    *ir.Module
	functions []FunctionSpec
	cache     *CacheSpec

	tape   *tape.Tape
	inputs []namedArray
	// outputs are the tape's outputs by name, dtype and shape, with their
	// values when they are known.
	outputs []namedArray
	// reference, when set, computes the outputs' values (in order) by
	// running the recorded computation eagerly; build runs it while the
	// archive is written.
	reference func() ([][]float32, error)
	ggufPath  string // the file holding the weights
	// source is the weight file's identity; while hash is set, it is still
	// being computed and hash waits for it.
	source  tape.Source
	hash    func() (tape.Source, error)
	weights map[string]*layout.TensorView
	close   func() error
	// shipWeights says the weight file is temporary (the built-in demo):
	// a --params gguf export carries a copy of it.
	shipWeights bool
	// plan is how the model's weights were loaded (nil for a tape).
	plan *resolve.Result
}

// record records the model's prefill of the sample tokens (or reads the
// tape). The recording is traced (eager.WithTrace): no kernel runs and no
// weight byte is read, so it takes milliseconds whatever the model's size.
// With o.Reference on, the recording's reference runs the same prefill
// eagerly when build asks for it.
func record(o *Options) (*recording, error) {
	if o.Tape != "" {
		return replayTape(o)
	}
	ro := resolve.Options{Profile: resolve.Desktop}
	if o.Resolve != nil {
		ro = *o.Resolve
	}
	open := func(opts ...llama.Option) (*llama.Model, error) {
		opts = append(opts, llama.WithResolve(ro))
		if o.Model == "" {
			return demo.Open(opts...)
		}
		return llama.Open(o.Model, opts...)
	}
	if o.Model == "" {
		o.logf("export: model: built-in demo")
	}
	m, err := open()
	if err != nil {
		return nil, err
	}
	ctx := o.Ctx
	if ctx == 0 {
		ctx = DefaultCtx(m.Config())
	}
	if ctx < MinCtx || ctx > m.Config().Context {
		m.Close()
		bound := "its context length"
		if k := m.Config().ContextKey; k != "" {
			bound = k
		}
		return nil, fmt.Errorf("export: --ctx %d: the KV cache holds %d to %d positions for this model (%s)", ctx, MinCtx, m.Config().Context, bound)
	}
	if ctx != m.CacheLen() {
		m.Close()
		if m, err = open(llama.WithCacheLen(ctx)); err != nil {
			return nil, err
		}
	}
	tokens := o.Tokens
	if len(tokens) == 0 {
		tokens = sampleTokens(m.Config().Vocab, o.Seq)
	}
	if len(tokens) > ctx {
		m.Close()
		return nil, fmt.Errorf("export: %d sample tokens do not fit a KV cache of %d positions (--ctx)", len(tokens), ctx)
	}
	// The file's hash goes into the manifest and the module; it is
	// computed while the rest of the export runs.
	h := startSourceHash(m.Path(), m.File().Storage())
	closeAll := func() error {
		h.cancel()
		return m.Close()
	}
	mod, names, err := generationModule(m)
	if err != nil {
		closeAll()
		return nil, err
	}
	vocab := int64(m.Config().Vocab)
	r := &recording{
		module:    mod,
		functions: generationFunctions(vocab),
		cache:     cacheSpec(m.Config(), ctx),
		ggufPath:  m.Path(),
		hash: func() (tape.Source, error) {
			src, err := h.wait()
			if o.Model == "" {
				src.Name = demo.Name
			}
			return src, err
		},
		weights: map[string]*layout.TensorView{},
		close:   closeAll,
		inputs:  []namedArray{{Name: "tokens", DType: layout.I32, Shape: []int64{1, int64(len(tokens))}, I32: tokens}},
		outputs: []namedArray{{Name: "logits", DType: layout.F32, Shape: []int64{1, int64(len(tokens)), vocab}}},

		shipWeights: o.Model == "",
	}
	if o.Reference == ReferenceOn {
		r.reference = func() ([][]float32, error) { return referenceLogits(m, tokens) }
	}
	loaded := map[string]*layout.TensorView{}
	for _, v := range m.Weights() {
		loaded[string(v.ID)] = v
	}
	for _, name := range names {
		v, ok := loaded[name]
		if !ok {
			var err error
			if v, err = m.File().Tensor(name); err != nil {
				r.close()
				return nil, err
			}
		}
		r.weights[name] = v
	}
	r.plan = m.Plan()
	return r, nil
}

// referenceLogits runs the exported prefill on the sample tokens eagerly
// (the recording of the module's prefill, computing) and returns its
// logits. Each weight's mapped pages are let go once read, so the prefill
// adds no more than one weight to the RSS.
func referenceLogits(m *llama.Model, tokens []int32) ([][]float32, error) {
	rec := eager.NewTapeRecorder(version.Producer(), tape.Source{})
	out, err := m.RecordExport(tokens, releasingRecorder{rec})
	if err != nil {
		return nil, err
	}
	logits, err := out.Float32s()
	if err != nil {
		return nil, err
	}
	return [][]float32{logits}, nil
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

// recordedFormat is the format the tape recorded weight name in.
func recordedFormat(t *tape.Tape, name string) layout.Format {
	for _, id := range t.ValuesOf(tape.Weight) {
		if v := t.Value(id); v.Name == name {
			return v.Meta.Format
		}
	}
	return layout.Format{}
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
// tokens ("tokens") and prefill positions ("positions"); with a reference,
// replaying it eagerly gives the reference outputs.
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
	// A tape of the built-in demo needs no file: its weights are built in.
	builtIn := false
	removeDemo := func() error { return nil }
	if o.Model == "" && isDemoSource(src) {
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			if path, removeDemo, err = writeDemo(); err != nil {
				return nil, err
			}
			builtIn = true
		}
	}
	r, err := replayTapeFrom(o, t, src, path)
	if err != nil {
		removeDemo()
		return nil, err
	}
	if !builtIn {
		return r, nil
	}
	// The weights are a temporary file: a --params gguf export ships it.
	closeFile := r.close
	r.close = func() error { return errors.Join(closeFile(), removeDemo()) }
	r.shipWeights = true
	return r, nil
}

// isDemoSource reports whether src is the built-in demo's GGUF.
func isDemoSource(src tape.Source) bool {
	if src.Name != demo.Name || !src.HasHash() {
		return false
	}
	b, err := demo.Bytes()
	return err == nil && tape.SourceOfBytes(demo.Name, b).SHA256 == src.SHA256
}

// writeDemo writes the built-in demo's GGUF to a temporary file.
func writeDemo() (path string, remove func() error, err error) {
	path, remove, err = tmpfiles.Create("skaic-demo-*.gguf")
	if err != nil {
		return "", nil, fmt.Errorf("export: %w", err)
	}
	b, err := demo.Bytes()
	if err == nil {
		err = os.WriteFile(path, b, 0o600)
	}
	if err != nil {
		remove()
		return "", nil, fmt.Errorf("export: %w", err)
	}
	return path, remove, nil
}

// replayTapeFrom is replayTape with the weight file found: path.
func replayTapeFrom(o *Options, t *tape.Tape, src tape.Source, path string) (*recording, error) {
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
	if _, err := models.CheckArchitecture(f.Header); err != nil {
		f.Close()
		return nil, fmt.Errorf("export: tape %s: its weights %s: %w", o.Tape, path, err)
	}
	r := &recording{tape: t, ggufPath: path, source: src, weights: map[string]*layout.TensorView{}, close: f.Close}
	for _, name := range weightNames(t) {
		v, err := f.Tensor(name)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("export: tape %s: weight %q: %w", o.Tape, name, err)
		}
		// A weight the recording's plan loaded in another format (dense,
		// f16, requantized) is reformed as it was then.
		if rec := recordedFormat(t, name); rec.Normalize() != v.Format.Normalize() {
			if v, err = models.Reform(v, rec, layout.Ambient()); err != nil {
				f.Close()
				return nil, fmt.Errorf("export: tape %s: weight %q recorded as %s: %w", o.Tape, name, rec, err)
			}
		}
		r.weights[name] = v
	}
	// Bind the inputs.
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
		r.inputs = append(r.inputs, namedArray{Name: v.Name, DType: layout.I32, Shape: shape, I32: data})
	}
	for i, id := range t.Outputs {
		name := fmt.Sprintf("output%d", i)
		if len(t.Outputs) == 1 {
			name = "logits"
		}
		r.outputs = append(r.outputs, namedArray{Name: name, DType: layout.F32, Shape: t.Value(id).Meta.Shape()})
	}
	if o.Reference == ReferenceOn {
		r.reference = func() ([][]float32, error) { return replayReference(t, r) }
	}
	return r, nil
}

// replayReference replays the tape eagerly on the recording's inputs and
// weights and returns its outputs' values.
func replayReference(t *tape.Tape, r *recording) ([][]float32, error) {
	e := eager.New()
	bound := map[string]*layout.TensorView{}
	for _, in := range r.inputs {
		x := e.InputI32(in.Name, in.I32, in.Shape...)
		bound[in.Name] = &x.View
	}
	if err := e.Err(); err != nil {
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
		return nil, err
	}
	vals := make([][]float32, len(outs))
	for i, out := range outs {
		if vals[i], err = out.Float32s(); err != nil {
			return nil, err
		}
	}
	return vals, nil
}

func vocabOf(f *gguf.File) (int, bool) {
	v, err := f.Tensor("token_embd.weight")
	if err != nil {
		return 0, false
	}
	return int(v.Shape()[0]), true
}
