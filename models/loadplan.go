package models

import (
	"errors"
	"fmt"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/layout/resolve"
)

// PlanWeights adapts a GGUF header to the resolver's weight descriptions:
// every tensor's bytes are the file's bytes at its absolute offset.
func PlanWeights(h *gguf.Header) []resolve.Weight {
	ws := make([]resolve.Weight, len(h.Tensors))
	for i, t := range h.Tensors {
		ws[i] = resolve.Weight{
			Name: t.Name, Format: t.Format(), Shape: t.Shape(), Bytes: t.Size,
			FileBacked: true, FileOffset: t.AbsOffset,
		}
	}
	return ws
}

// Plan resolves every tensor of h under opts: the one plan `skaic plan`
// prints and every loader obeys. A strict profile's refusal comes back as
// the full result with a *resolve.RefusedError.
func Plan(h *gguf.Header, opts resolve.Options) (*resolve.Result, error) {
	return resolve.Plan(PlanWeights(h), opts)
}

// LoadPlan applies a resolved plan to the weights a family's loader reads:
// each tensor takes the form its decision names (dequantized, requantized
// or prepacked once, and placed in the memory its allocation names), or
// stays the file's mapped bytes. A loader calls Apply on every tensor it
// keeps; the views it gets back are what the engine computes with.
type LoadPlan struct {
	res    *resolve.Result
	byName map[string]*resolve.Decision
}

// NewLoadPlan indexes res for loading. A plan a strict profile refused
// cannot be loaded: NewLoadPlan returns its *resolve.RefusedError.
func NewLoadPlan(res *resolve.Result) (*LoadPlan, error) {
	if res == nil {
		return nil, errors.New("models: no plan")
	}
	p := &LoadPlan{res: res, byName: make(map[string]*resolve.Decision, len(res.Decisions))}
	refused := &resolve.RefusedError{Profile: res.Profile.Name, Caps: res.Caps}
	for i := range res.Decisions {
		d := &res.Decisions[i]
		p.byName[d.Weight.Name] = d
		if d.Refused {
			refused.Tensors = append(refused.Tensors, resolve.RefusedTensor{
				Name: d.Weight.Name, Format: d.Weight.Format, StoredBytes: d.Weight.Bytes,
				WouldBe: d.Loaded, WouldBeBytes: d.Alloc.Bytes,
			})
		}
	}
	if res.Profile.Strict && res.Totals.OverBudget {
		refused.OverBudget, refused.Budget, refused.Resident = true, res.Totals.BudgetBytes, res.Totals.ResidentBytes()
	}
	if len(refused.Tensors) > 0 || refused.OverBudget {
		return nil, refused
	}
	return p, nil
}

// Result is the plan being applied.
func (p *LoadPlan) Result() *resolve.Result { return p.res }

// Decision is the plan's decision for a tensor.
func (p *LoadPlan) Decision(name string) (*resolve.Decision, bool) {
	d, ok := p.byName[name]
	return d, ok
}

// PlanError is a tensor the plan cannot be applied to: the plan was made
// for another file, or asks for a form the loader does not produce.
type PlanError struct {
	Tensor string
	Form   resolve.WeightForm
	Msg    string
}

func (e *PlanError) Error() string {
	return fmt.Sprintf("tensor %q: planned form %s: %s", e.Tensor, e.Form, e.Msg)
}

// Apply turns v, a tensor as the file maps it, into the form the plan
// decided for it, allocating any copy with the model's lifetime in scope
// (heap or off-heap, as its allocation says).
func (p *LoadPlan) Apply(v *layout.TensorView, scope *layout.ModelScope) (*layout.TensorView, error) {
	name := string(v.ID)
	d, ok := p.byName[name]
	if !ok {
		return nil, &PlanError{Tensor: name, Msg: "the plan has no decision for it (a plan of another file?)"}
	}
	if d.Weight.Format.Normalize() != v.Format.Normalize() || !sameShape(d.Weight.Shape, v.Shape()) {
		return nil, &PlanError{Tensor: name, Form: d.Form, Msg: fmt.Sprintf("planned for %s %v, the file holds %s %v",
			d.Weight.Format, d.Weight.Shape, v.Format, v.Shape())}
	}
	f := d.Form
	if f.Orientation == resolve.OrientTransposed {
		return nil, &PlanError{Tensor: name, Form: f, Msg: "the loader holds weights in their stored [out, in] orientation, which Linear reads; a transposed copy is not loaded"}
	}
	domain := d.Alloc.Domain
	// A heap copy is built in the model scope; an off-heap one is built on
	// the collected heap and its finished bytes moved out of the Go heap.
	var build layout.Scope = scope
	if domain != layout.Heap {
		build = layout.Ambient()
	}
	out := v
	var err error
	switch f.Encoding.Kind {
	case resolve.EncDequantize:
		out, err = dequantize(v, d.Loaded, build)
	case resolve.EncRequantize:
		out, err = requantize(v, d.Loaded, build)
	}
	if err != nil {
		return nil, &PlanError{Tensor: name, Form: f, Msg: err.Error()}
	}
	if f.Order.Kind == resolve.OrderKernelFeed && out.Format.IsBlocked() {
		if out, err = out.Prepack(f.Order.Order, build); err != nil {
			return nil, &PlanError{Tensor: name, Form: f, Msg: err.Error()}
		}
	}
	switch {
	case domain == layout.Mapped && out != v:
		return nil, &PlanError{Tensor: name, Form: f, Msg: "a load-time copy cannot be served from file pages"}
	case domain == layout.Mapped:
	case domain == layout.OffHeap:
		out, err = copyTo(out, func(n int64) (*layout.Storage, error) { return scope.AllocOffHeap(n, name) })
	case domain == layout.Heap && out == v:
		out, err = copyTo(out, func(n int64) (*layout.Storage, error) { return scope.Alloc(n, name) })
	case domain == layout.Heap:
	default:
		err = fmt.Errorf("allocation domain %s", domain)
	}
	if err != nil {
		return nil, &PlanError{Tensor: name, Form: f, Msg: err.Error()}
	}
	if got, want := out.Format.Normalize(), d.Loaded.Normalize(); got != want {
		return nil, &PlanError{Tensor: name, Form: f, Msg: fmt.Sprintf("loaded as %s, the plan says %s", got, want)}
	}
	return out, nil
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// dequantize decodes v once into the dense bytes of target: f32, f16 or
// bf16 values (a float weight held as halves stays logically f32).
func dequantize(v *layout.TensorView, target layout.Format, scope layout.Scope) (*layout.TensorView, error) {
	dense := layout.DenseFormat(target.DType)
	switch target.Encoding {
	case layout.EncF16:
		dense = layout.DenseFormat(layout.F16)
	case layout.EncBF16:
		dense = layout.DenseFormat(layout.BF16)
	}
	m, err := v.Materialize(dense, scope)
	if err != nil {
		return nil, err
	}
	if dense.Normalize() == target.Normalize() {
		return m, nil
	}
	l, err := layout.ForFormat(v.Shape(), target)
	if err != nil {
		return nil, err
	}
	return layout.NewView(v.ID, target, l, m.Storage)
}

// requantize decodes v and encodes it once in target's encoding with the
// reference quantizer.
func requantize(v *layout.TensorView, target layout.Format, scope layout.Scope) (*layout.TensorView, error) {
	t, ok := target.Encoding.GGML()
	if !ok {
		return nil, fmt.Errorf("requantize to %s: not a ggml type", target.Encoding)
	}
	src := make([]float32, v.NumElements())
	if err := v.DecodeF32(src); err != nil {
		return nil, err
	}
	n, err := target.ByteSize(v.NumElements())
	if err != nil {
		return nil, err
	}
	st, err := scope.Alloc(n, string(v.ID))
	if err != nil {
		return nil, err
	}
	dst, err := st.Writable(0, n)
	if err != nil {
		return nil, err
	}
	if err := quant.Quantize(t, src, dst); err != nil {
		return nil, err
	}
	l, err := layout.ForFormat(v.Shape(), target)
	if err != nil {
		return nil, err
	}
	return layout.NewView(v.ID, target, l, st)
}

// copyTo copies v's bytes, as they are, into a new storage.
func copyTo(v *layout.TensorView, alloc func(int64) (*layout.Storage, error)) (*layout.TensorView, error) {
	n := v.ByteSpan()
	src, err := v.Bytes()
	if err != nil {
		return nil, err
	}
	st, err := alloc(max(n, 1))
	if err != nil {
		return nil, err
	}
	dst, err := st.Writable(0, n)
	if err != nil {
		return nil, err
	}
	src.CopyTo(dst)
	return layout.NewView(v.ID, v.Format, v.Layout, st)
}

// Reform decodes v once into format f (a dense dtype, a float weight held
// as f16 or bf16, or another encoding), allocating in scope; v itself
// when it already holds f. A tape recorded from weights loaded by a plan
// names those formats, and replaying it reforms the file's weights the
// same way.
func Reform(v *layout.TensorView, f layout.Format, scope layout.Scope) (*layout.TensorView, error) {
	if v.Format.Normalize() == f.Normalize() {
		return v, nil
	}
	if f.IsBlocked() || (f.Encoding != layout.Dense && f.Encoding != layout.EncF16 && f.Encoding != layout.EncBF16 && f.Encoding != layout.EncF32) {
		return requantize(v, f, scope)
	}
	return dequantize(v, f, scope)
}
