package ireehost

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/target"
)

// Export is an export directory that generates: its manifest lists
// prefill and decode, and the KV cache's capacity.
type Export struct {
	Dir      string
	Manifest *export.Manifest
	// MLIR is the module's text file; VMFB where its compiled form goes.
	MLIR, VMFB string
	// Params is the parameter file ("" when the module has none), served
	// under Scope.
	Params, Scope string
	// Vocab is the logits' last dimension; Capacity the cache's rows.
	Vocab, Capacity int
	// Target is what the module was exported for (manifest.json's target).
	Target target.Target
}

// Entry functions of a generation module.
const (
	FnPrefill = "prefill"
	FnDecode  = "decode"
)

// OpenExport reads dir's manifest and checks it describes a generation
// module.
func OpenExport(dir string) (*Export, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	mf, err := export.ReadManifest(abs)
	if err != nil {
		return nil, fmt.Errorf("%s is not an export directory: %w", dir, err)
	}
	e := &Export{Dir: abs, Manifest: mf, MLIR: filepath.Join(abs, mf.Module), VMFB: filepath.Join(abs, export.CompiledModule), Scope: mf.Parameters.Scope}
	if mf.Module == "" {
		return nil, fmt.Errorf("%s: manifest.json names no module", dir)
	}
	if mf.Parameters.Count > 0 {
		e.Params = mf.Parameters.File
		if !filepath.IsAbs(e.Params) {
			e.Params = filepath.Join(abs, e.Params)
		}
	}
	var pre, dec *export.FunctionSpec
	for i := range mf.Functions {
		switch mf.Functions[i].Name {
		case FnPrefill:
			pre = &mf.Functions[i]
		case FnDecode:
			dec = &mf.Functions[i]
		}
	}
	if pre == nil || dec == nil {
		return nil, fmt.Errorf("%s: the module has no prefill and decode functions (manifest.json lists %s); export it again with this skaic to generate", dir, functionNames(mf))
	}
	if len(pre.Outputs) != 1 || len(pre.Outputs[0].Shape) != 3 || pre.Outputs[0].Shape[2] <= 0 {
		return nil, fmt.Errorf("%s: prefill's output is not logits [1, S, VOCAB] in manifest.json", dir)
	}
	e.Vocab = int(pre.Outputs[0].Shape[2])
	if mf.Cache == nil || mf.Cache.Capacity <= 0 {
		return nil, fmt.Errorf("%s: manifest.json states no KV cache capacity (cache.capacity)", dir)
	}
	e.Capacity = mf.Cache.Capacity
	if e.Target, err = mf.CompileTarget(); err != nil {
		return nil, fmt.Errorf("%s: manifest.json: %w", dir, err)
	}
	return e, nil
}

func functionNames(mf *export.Manifest) string {
	if len(mf.Functions) == 0 {
		return "none"
	}
	s := ""
	for i, f := range mf.Functions {
		if i > 0 {
			s += ", "
		}
		s += f.Name
	}
	return s
}

// Host is a generation module compiled and loaded into IREE's runtime.
type Host struct {
	Export  *Export
	Compile *Compiled
	s       *Session
}

// Load compiles e's module for the target its manifest names (unless
// model.vmfb is current) and loads it and its parameters into a runtime
// process with threads workers (0: IREE's default) on the target's
// default device.
func Load(e *Export, threads int) (*Host, error) { return LoadOn(e, threads, "") }

// LoadOn is Load on an IREE runtime device (a driver name such as cuda, or
// cuda:N for the N-th; "" for the target's default), which must be able
// to run the target's modules.
func LoadOn(e *Export, threads int, device string) (*Host, error) {
	t := e.Target
	if device == "" {
		device = t.Device()
	}
	if err := t.CheckDevice(device); err != nil {
		return nil, fmt.Errorf("%s: %w", e.Dir, err)
	}
	c, err := CompileWith(e.MLIR, e.VMFB, t.CompileFlags())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", e.Dir, err)
	}
	return loadCompiled(e, c, threads, device)
}

// LoadCompiled loads an already compiled module of e on the target's
// default device.
func LoadCompiled(e *Export, c *Compiled, threads int) (*Host, error) {
	return loadCompiled(e, c, threads, e.Target.Device())
}

// LoadCompiledOn loads an already compiled module of e on device.
func LoadCompiledOn(e *Export, c *Compiled, threads int, device string) (*Host, error) {
	return loadCompiled(e, c, threads, device)
}

func loadCompiled(e *Export, c *Compiled, threads int, device string) (*Host, error) {
	s, err := Start(Config{Name: e.Dir, VMFB: c.VMFB, Params: e.Params, Scope: e.Scope, Functions: []string{FnPrefill, FnDecode}, Threads: threads, Device: device})
	if err != nil {
		return nil, err
	}
	return &Host{Export: e, Compile: c, s: s}, nil
}

// LoadTime is how long loading the module and parameters took.
func (h *Host) LoadTime() time.Duration { return h.s.LoadTime() }

// Vocab is the logits' length per position.
func (h *Host) Vocab() int { return h.Export.Vocab }

// Capacity is the KV cache's rows.
func (h *Host) Capacity() int { return h.Export.Capacity }

// Prefill runs the prompt at positions 0..len-1 and returns the logits
// of every position (len·Vocab float32s).
func (h *Host) Prefill(tokens []int32) ([]float32, error) {
	if len(tokens) > h.Export.Capacity {
		return nil, &CapacityError{Dir: h.Export.Dir, Position: len(tokens) - 1, Capacity: h.Export.Capacity}
	}
	for i, t := range tokens {
		if err := h.checkToken(t); err != nil {
			return nil, fmt.Errorf("prompt token %d: %w", i, err)
		}
	}
	vals, v, err := h.s.Prefill(tokens)
	if err != nil {
		return nil, err
	}
	if v != h.Export.Vocab {
		return nil, &Error{Module: h.Export.Dir, Op: FnPrefill, Msg: fmt.Sprintf("logits of %d values per position; the manifest says %d", v, h.Export.Vocab)}
	}
	return vals, nil
}

// Decode runs token at position against the cache and returns its
// logits.
func (h *Host) Decode(token int32, position int) ([]float32, error) {
	if position < 0 || position >= h.Export.Capacity {
		return nil, &CapacityError{Dir: h.Export.Dir, Position: position, Capacity: h.Export.Capacity}
	}
	if err := h.checkToken(token); err != nil {
		return nil, err
	}
	vals, err := h.s.Decode(token, position)
	if err != nil {
		return nil, err
	}
	if len(vals) != h.Export.Vocab {
		return nil, &Error{Module: h.Export.Dir, Op: FnDecode, Msg: fmt.Sprintf("%d logits; the manifest says %d", len(vals), h.Export.Vocab)}
	}
	return vals, nil
}

func (h *Host) checkToken(t int32) error {
	if t < 0 || int(t) >= h.Export.Vocab {
		return fmt.Errorf("iree: %s: token id %d is outside the vocabulary (0..%d)", h.Export.Dir, t, h.Export.Vocab-1)
	}
	return nil
}

// Step evaluates tokens at positions pos, pos+1, … and returns the last
// position's logits (generate.Stepper): at pos 0 a prefill (which
// restarts the sequence), after it one decode step per token.
func (h *Host) Step(tokens []int32, pos int) ([]float32, error) {
	if len(tokens) == 0 {
		return nil, fmt.Errorf("iree: %s: a step of no tokens", h.Export.Dir)
	}
	if pos == 0 {
		all, err := h.Prefill(tokens)
		if err != nil {
			return nil, err
		}
		return all[(len(tokens)-1)*h.Export.Vocab:], nil
	}
	var row []float32
	for i, t := range tokens {
		var err error
		if row, err = h.Decode(t, pos+i); err != nil {
			return nil, err
		}
	}
	return row, nil
}

// Close ends the runtime process.
func (h *Host) Close() error { return h.s.Close() }

// PeakRSS is the runtime process's peak resident set size in bytes, once
// closed.
func (h *Host) PeakRSS() int64 { return h.s.PeakRSS() }

// CapacityError is a position past the KV cache, refused before the call.
type CapacityError struct {
	Dir                string
	Position, Capacity int
}

func (e *CapacityError) Error() string {
	return fmt.Sprintf("iree: %s: position %d is past the KV cache's capacity of %d positions (export with a larger --ctx)", e.Dir, e.Position, e.Capacity)
}
