package eager

import "github.com/skainet/skaic/layout"

// Trace mode records a computation without computing it.
//
// An engine made WithTrace runs every op as usual up to its kernel: it
// checks the operands, resolves the dispatch (inserting and reporting the
// same adapters), allocates the output in its scope and hands the op to
// the recorder, but no kernel runs and no adapter converts a byte: an
// adapter's result is allocated in its target format and left unwritten.
// A traced run therefore reads no operand's bytes — a mapped model's
// weights stay unread, their file pages never faulted in — and its outputs
// hold meaningless values. What it gives is the recording, the one a
// computing run of the same program makes: the same ops, attributes,
// values and adapters, because no op's dispatch, output shape or format
// depends on the values it reads.
//
// Code that branches on computed values (a sampling loop, an early exit on
// a NaN) would take another path on a traced engine; trace only programs
// whose ops depend on shapes and attributes alone, such as a prefill.

// WithTrace makes an engine that records without computing (see above).
func WithTrace() Option { return func(e *Engine) { e.trace = true } }

// Tracing reports whether the engine traces instead of computing.
func (e *Engine) Tracing() bool { return e.trace }

// materialize is v.Materialize(f, e.scope); when tracing, the same view
// (format f, contiguous, in e.scope) with its bytes left unwritten.
func (e *Engine) materialize(v *layout.TensorView, f layout.Format) (*layout.TensorView, error) {
	n := f.Normalize()
	if !e.trace || n.Encoding != layout.Dense || n.DType == layout.I4 {
		return v.Materialize(f, e.scope) // (a refused target fails before any byte is read)
	}
	return e.unwritten(v, n, layout.Contiguous(v.Shape()))
}

// prepack is v.Prepack(order, e.scope); when tracing, the same view with
// its blocks left unwritten.
func (e *Engine) prepack(v *layout.TensorView, order layout.BlockOrder) (*layout.TensorView, error) {
	if !e.trace {
		return v.Prepack(order, e.scope)
	}
	target, err := v.Layout.WithOrder(order)
	shifted := target
	shifted.Offset = v.Layout.Offset
	if err != nil || v.Layout.Equal(shifted) {
		return v.Prepack(order, e.scope) // an error, or v itself: no byte moves
	}
	return e.unwritten(v, v.Format, target)
}

// unwritten allocates a view of v's identity with format f and layout l
// in e.scope, after checking that v's storage is still alive (as the
// conversion it stands for would).
func (e *Engine) unwritten(v *layout.TensorView, f layout.Format, l layout.Layout) (*layout.TensorView, error) {
	if _, err := v.Bytes(); err != nil {
		return nil, err
	}
	size, err := f.ByteSize(v.NumElements())
	if err != nil {
		return nil, err
	}
	st, err := e.scope.Alloc(size, string(v.ID))
	if err != nil {
		return nil, &layout.ViewError{Tensor: v.ID, Op: "trace", Err: err}
	}
	return layout.NewView(v.ID, f, l, st)
}
