// Package eager runs computations on TensorViews: a kernel registry keyed by
// (op, operand format, layout class), a dispatcher that inserts visible
// adapters where no kernel takes an operand as it is, and an optional
// recorder that turns the run into a tape.
//
// Ops use a sticky error: once an op fails, later ops return nil and do
// nothing, and Err reports the first failure. Model code therefore reads as
// straight-line math and checks Err once.
package eager

import (
	"fmt"
	"github.com/skainet/skaic/tape"
	"runtime/debug"
	"unsafe"

	"github.com/skainet/skaic/layout"
)

// Engine executes ops. It is not safe for concurrent use.
type Engine struct {
	reg    registry
	trace  bool // record without computing (trace.go)
	scope  layout.Scope
	rec    Recorder
	err    error
	events []AdapterEvent
	// pending holds the adapters inserted for the op being executed.
	pending []AdapterEvent
	scratch []float32
	ar      *arena // the current forward scope's arena; nil: heap
	arenas  map[*layout.ForwardScope]*arena

	// fast Linear mode (fast.go): its switch, the thread count WithThreads
	// asked for, and the quantized activations of the current call.
	fastLinear bool
	threads    int
	q8act      []float32
}

// Option configures an Engine.
type Option func(*Engine)

// WithScope makes ops allocate their outputs in s (a ForwardScope for a
// step, a ModelScope for load-time work). The default is the ambient scope.
func WithScope(s layout.Scope) Option { return func(e *Engine) { e.setScope(s) } }

// WithRecorder records every op into r.
func WithRecorder(r Recorder) Option { return func(e *Engine) { e.rec = r } }

// New returns an engine with every built-in kernel registered.
func New(opts ...Option) *Engine {
	e := &Engine{scope: layout.Ambient()}
	e.reg = builtinRegistry()
	for _, o := range opts {
		o(e)
	}
	return e
}

// Scope is where op outputs are allocated.
func (e *Engine) Scope() layout.Scope { return e.scope }

// SetScope changes where op outputs are allocated.
func (e *Engine) SetScope(s layout.Scope) { e.setScope(s) }

// SetRecorder starts (r != nil) or stops (nil) recording.
func (e *Engine) SetRecorder(r Recorder) { e.rec = r }

// Recording reports whether a recorder is attached.
func (e *Engine) Recording() bool { return e.rec != nil }

// Err is the first error any op hit since the last ClearErr.
func (e *Engine) Err() error { return e.err }

// ClearErr forgets the sticky error.
func (e *Engine) ClearErr() { e.err = nil }

// Adapters returns every adapter the dispatcher inserted so far.
func (e *Engine) Adapters() []AdapterEvent { return e.events }

// OpError reports a failed op, naming it and its operands.
type OpError struct {
	Op       string
	Operands []string
	Err      error
}

func (e *OpError) Error() string {
	return fmt.Sprintf("eager: %s(%v): %v", e.Op, e.Operands, e.Err)
}

func (e *OpError) Unwrap() error { return e.Err }

// fail records the first error and returns nil for the op's result.
func (e *Engine) fail(op string, err error, ins ...Tensor) Tensor {
	if e.err == nil {
		names := make([]string, len(ins))
		for i, t := range ins {
			names[i] = t.label()
		}
		e.err = &OpError{Op: op, Operands: names, Err: err}
	}
	e.pending = e.pending[:0]
	return Tensor{}
}

// guard is deferred first thing by every op that reads operand bytes, as
// `defer e.guard(op, layout.CatchFaults())`: a fault reading a mapped
// file's pages (a model file truncated under the run, caught here or in a
// pool worker) becomes the op's sticky error, a *layout.MappedFaultError
// naming the file, and the op returns no tensor. Other panics go on.
func (e *Engine) guard(op string, previous bool) {
	debug.SetPanicOnFault(previous)
	r := recover()
	if r == nil {
		return
	}
	fe := layout.FaultOf(r)
	if fe == nil {
		panic(r)
	}
	e.fail(op, fe)
}

// ok checks the sticky error and nil operands before an op runs.
func (e *Engine) ok(ins ...Tensor) bool {
	if e.err != nil {
		return false
	}
	for _, t := range ins {
		if !t.Valid() {
			e.err = fmt.Errorf("eager: missing operand (an earlier op failed without the engine knowing)")
			return false
		}
	}
	return true
}

// Input wraps a function input (tokens, positions) with its name.
func (e *Engine) Input(name string, v *layout.TensorView) Tensor {
	t := Tensor{View: *v, Kind: Input, Name: name}
	if e.rec != nil {
		t.RecID = e.rec.Value(&t, nil)
	}
	return t
}

// Weight wraps a model tensor; its identity is the view's ID (the GGUF
// tensor name).
func (e *Engine) Weight(v *layout.TensorView) Tensor {
	t := Tensor{View: *v, Kind: Weight, Name: string(v.ID)}
	if e.rec != nil {
		t.RecID = e.rec.Value(&t, nil)
	}
	return t
}

// ConstF32 makes a small dense f32 constant of the given shape.
func (e *Engine) ConstF32(name string, data []float32, shape ...int64) Tensor {
	return e.small("const", Const, name, layout.F32, shape, len(data), func(b []byte) { copy(f32s(b), data) })
}

// ConstI32 makes a small dense i32 constant (e.g. fixed positions).
func (e *Engine) ConstI32(name string, data []int32, shape ...int64) Tensor {
	return e.small("const", Const, name, layout.I32, shape, len(data), func(b []byte) { copy(i32s(b), data) })
}

// InputI32 makes a small dense i32 tensor (token ids, positions) that is a
// named function input when recorded.
func (e *Engine) InputI32(name string, data []int32, shape ...int64) Tensor {
	return e.small("input", Input, name, layout.I32, shape, len(data), func(b []byte) { copy(i32s(b), data) })
}

// small makes a heap tensor of n 4-byte elements filled by fill, registered
// with the recorder as kind (constants with their bytes).
func (e *Engine) small(op string, kind ValueKind, name string, d layout.DType, shape []int64, n int, fill func([]byte)) Tensor {
	if e.err != nil {
		return Tensor{}
	}
	l := layout.Contiguous(shape)
	if l.NumElements() != int64(n) {
		return e.fail(op, fmt.Errorf("%d values for shape %v", n, shape))
	}
	st := layout.NewHeap(int64(4*n), nil)
	b, _ := st.Writable(0, st.Len())
	fill(b)
	v, err := layout.NewView(layout.TensorID(name), layout.DenseFormat(d), l, st)
	if err != nil {
		return e.fail(op, err)
	}
	t := Tensor{View: *v, Kind: kind, Name: name}
	if e.rec != nil {
		var data []byte
		if kind == Const {
			data = b
		}
		t.RecID = e.rec.Value(&t, data)
	}
	return t
}

// alloc makes a new contiguous intermediate of shape and dtype in the
// engine's scope.
func (e *Engine) alloc(op string, d layout.DType, shape []int64) (Tensor, []byte, error) {
	f := layout.DenseFormat(d)
	l := layout.ContiguousIn(e.ar.scratch(), shape)
	n, err := f.ByteSize(l.NumElements())
	if err != nil {
		return Tensor{}, nil, err
	}
	st, err := e.scope.Alloc(n, op)
	if err != nil {
		return Tensor{}, nil, err
	}
	v, err := layout.NewViewIn(e.ar.scratch(), "", f, l, st)
	if err != nil {
		return Tensor{}, nil, err
	}
	b, err := st.Writable(0, n)
	if err != nil {
		return Tensor{}, nil, err
	}
	return Tensor{View: *v}, b, nil
}

// emit finishes an op: records it (with its pending adapters) and returns
// its output. ins is copied before it reaches the recorder, so callers'
// operand lists stay on their stacks.
func (e *Engine) emit(op string, attrs tape.Attrs, out Tensor, ins ...Tensor) Tensor {
	if len(e.pending) > 0 {
		e.events = append(e.events, e.pending...)
	}
	if e.rec != nil {
		ids := e.rec.Op(op, attrs, append([]Tensor(nil), ins...), []Tensor{out}, e.pending)
		if len(ids) == 1 {
			out.RecID = ids[0]
		}
	}
	e.pending = e.pending[:0]
	return out
}

// view wraps a metadata-only result (reshape, permute, narrow...) of in.
func (e *Engine) view(v *layout.TensorView) Tensor { return Tensor{View: *v} }

// f32s and i32s reinterpret little-endian bytes as values in place. Our
// storages are at least 8-byte aligned (Go heap, mmap pages, 64-byte slab
// bump, 32-byte GGUF alignment), which f32/i32 need.
func f32s(b []byte) []float32 {
	if len(b) < 4 {
		return nil
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
}

func i32s(b []byte) []int32 {
	if len(b) < 4 {
		return nil
	}
	return unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
}

// scratchF32 returns an engine-owned scratch buffer of n float32s, reused
// across ops (kernels must not keep it).
func (e *Engine) scratchF32(n int) []float32 {
	if cap(e.scratch) < n {
		e.scratch = make([]float32, n)
	}
	return e.scratch[:n]
}
