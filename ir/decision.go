package ir

import (
	"fmt"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Form is the physical form a tensor takes in the compiled module.
type Form uint8

// The forms.
const (
	// FormAsStored: the module consumes the bytes as stored (a packed
	// weight stays packed and is decoded in-graph).
	FormAsStored Form = iota + 1
	// FormDense: the module consumes a dense tensor (for a weight, a copy
	// the exporter writes; for values, the compiler's own tensors).
	FormDense
	// FormPlanar: a packed weight's blocks split at export into separate
	// code and scale (and min) tensors at the stored precision
	// (quant.Planar), which the module dequantizes inside the contraction
	// that reads them.
	FormPlanar
)

var formNames = [...]string{FormAsStored: "as_stored", FormDense: "dense", FormPlanar: "planar"}

func (f Form) String() string {
	if f >= FormAsStored && f <= FormPlanar {
		return formNames[f]
	}
	return fmt.Sprintf("form(%d)", uint8(f))
}

// ParseForm parses a form as String prints it.
func ParseForm(s string) (Form, error) {
	for f := FormAsStored; f <= FormPlanar; f++ {
		if formNames[f] == s {
			return f, nil
		}
	}
	return 0, fmt.Errorf("ir: unknown form %q", s)
}

// Residency says where a tensor's bytes come from at run time.
type Residency uint8

// The residencies.
const (
	// ResidencyMapped: a parameter whose bytes are the source file's bytes,
	// served by the parameter scope (archive or the file itself).
	ResidencyMapped Residency = iota + 1
	// ResidencyMaterialized: a parameter whose bytes the exporter produces
	// (a dense copy, or a relayout of the source's blocks).
	ResidencyMaterialized
	// ResidencyInline: a constant inside the module text.
	ResidencyInline
	// ResidencyArgument: supplied by the caller.
	ResidencyArgument
	// ResidencyTransient: computed by the module; owned by the compiler.
	ResidencyTransient
	// ResidencyDeviceState: module state (a KV cache) held by the runtime
	// between calls, zero at load, updated in place.
	ResidencyDeviceState
)

var residencyNames = [...]string{ResidencyMapped: "mapped", ResidencyMaterialized: "materialized",
	ResidencyInline: "inline", ResidencyArgument: "argument", ResidencyTransient: "transient",
	ResidencyDeviceState: "device_state"}

func (r Residency) String() string {
	if r >= ResidencyMapped && r <= ResidencyDeviceState {
		return residencyNames[r]
	}
	return fmt.Sprintf("residency(%d)", uint8(r))
}

// ParseResidency parses a residency as String prints it.
func ParseResidency(s string) (Residency, error) {
	for r := ResidencyMapped; r <= ResidencyDeviceState; r++ {
		if residencyNames[r] == s {
			return r, nil
		}
	}
	return 0, fmt.Errorf("ir: unknown residency %q", s)
}

// LayoutDecision is a tensor's physical form as the layout assignment pass
// decided it: what code generators emit and what skainet.tensor_layouts
// records.
type LayoutDecision struct {
	// Identity names the tensor (see Value.Identity; a parameter's name).
	Identity string
	Form     Form
	// Format and Physical are the format and layout of the bytes the
	// module consumes: for an as-stored packed weight, its encoding,
	// strides, offset, block axis, block size and block order; for a dense
	// tensor, a dense dtype and contiguous row-major strides.
	Format    layout.Format
	Physical  layout.Layout
	Residency Residency
	// Reason says why, with sizes where they matter.
	Reason string
	// Bytes is the size of the consumed form (0 for transient values).
	Bytes int64
	// Target is the compile target the decision was made for
	// ("llvm-cpu:host", "cuda:sm_80"); empty where no target was given.
	Target string
	// PlanarRows is, for FormPlanar, the rows whose parts the exporter
	// interleaves (quant.PlanarForm.Rows, a divisor of the rows); 0: each
	// row apart.
	PlanarRows int
}

// PlanarForm is the planar form of a FormPlanar decision, its row group
// included.
func (d *LayoutDecision) PlanarForm() (quant.PlanarForm, bool) {
	if d == nil || d.Form != FormPlanar {
		return quant.PlanarForm{}, false
	}
	pf, ok := PlanarFormOf(d.Format)
	pf.Rows = d.PlanarRows
	return pf, ok
}

// BlockOrder is the block order of a blocked physical form.
func (d *LayoutDecision) BlockOrder() (layout.BlockOrder, bool) {
	if d == nil || !d.Physical.Blocked {
		return 0, false
	}
	return d.Physical.Order, true
}

// Default reports whether d is the decision every computed value gets
// unless a pass says otherwise: dense, contiguous, transient. Layout
// tables list only the others.
func (d *LayoutDecision) Default() bool {
	return d != nil && d.Form == FormDense && d.Residency == ResidencyTransient && d.Format.IsDense() &&
		!d.Physical.Blocked && d.Physical.IsContiguous() && d.Physical.Offset == 0 && d.Reason == defaultReason
}

const (
	defaultReason = "computed in the module: dense row-major, owned by the compiler"
	argReason     = "function argument: dense row-major, supplied by the caller"
	constReason   = "inline constant: dense row-major in the module text"
	stateReason   = "module state: dense row-major, zero at load, kept by the runtime between calls and updated in place"
)

// StateDecision is a module state's decision.
func StateDecision(s *State) *LayoutDecision {
	d := &LayoutDecision{Identity: s.Name, Form: FormDense, Format: layout.DenseFormat(s.Type.DType),
		Physical: layout.Contiguous(s.Type.Shape), Residency: ResidencyDeviceState, Reason: stateReason}
	d.Bytes, _ = d.Format.ByteSize(s.Type.NumElements())
	return d
}

// ParamDecision builds a parameter's decision. For FormAsStored the
// module reads the stored bytes: format and layout as stored, in block
// order order (relaid out when the stored order differs). Blocks in
// canonical row_major order are the source file's bytes (residency
// mapped); any other order is written by the exporter (materialized). For
// FormDense the module reads a contiguous copy in dense dtype dense
// (residency materialized).
func ParamDecision(p *Parameter, form Form, order layout.BlockOrder, dense layout.DType, reason string) (*LayoutDecision, error) {
	d := &LayoutDecision{Identity: p.Name, Form: form, Reason: reason}
	switch form {
	case FormAsStored:
		d.Format, d.Physical, d.Residency, d.Bytes = p.Format, cloneLayout(p.Stored), ResidencyMapped, p.StoredBytes()
		if p.Stored.Blocked && order != p.Stored.Order {
			l, err := p.Stored.WithOrder(order)
			if err != nil {
				return nil, fmt.Errorf("ir: parameter %q: %w", p.Name, err)
			}
			d.Physical = l
		}
		if d.Physical.Blocked && d.Physical.Order != layout.RowMajor {
			// Source files hold blocks in canonical order; any other order
			// is bytes the exporter writes.
			d.Residency = ResidencyMaterialized
		}
	case FormPlanar:
		pf, ok := PlanarFormOf(p.Format)
		if !ok || !p.Stored.Blocked || len(p.Type.Shape) != 2 {
			return nil, fmt.Errorf("ir: parameter %q: %s %v has no planar form", p.Name, p.Format, p.Type.Shape)
		}
		// The parts are written by the exporter from the blocks in
		// canonical order; the physical layout says so.
		d.Format, d.Residency = p.Format, ResidencyMaterialized
		l, err := p.Stored.WithOrder(layout.RowMajor)
		if err != nil {
			return nil, fmt.Errorf("ir: parameter %q: %w", p.Name, err)
		}
		d.Physical = l
		_, d.Bytes = pf.Bytes(p.Type.NumElements() / int64(p.Format.BlockElems()))
	case FormDense:
		if dense == layout.InvalidDType || dense.Bits() == 0 {
			return nil, fmt.Errorf("ir: parameter %q: invalid dense dtype %s", p.Name, dense)
		}
		d.Format, d.Physical, d.Residency = layout.DenseFormat(dense), layout.Contiguous(p.Type.Shape), ResidencyMaterialized
		n, err := d.Format.ByteSize(p.Type.NumElements())
		if err != nil {
			return nil, fmt.Errorf("ir: parameter %q: %w", p.Name, err)
		}
		d.Bytes = n
	default:
		return nil, fmt.Errorf("ir: parameter %q: invalid form %s", p.Name, form)
	}
	return d, nil
}

// PlanarFormOf is the planar form of a packed format, if it has one.
func PlanarFormOf(f layout.Format) (quant.PlanarForm, bool) {
	t, ok := f.Encoding.GGML()
	if !ok || !f.IsBlocked() {
		return quant.PlanarForm{}, false
	}
	return quant.Planar(t)
}

// ConstDecision is an inline constant's decision.
func ConstDecision(c *Constant) *LayoutDecision {
	return &LayoutDecision{Identity: c.Name, Form: FormAsStored, Format: layout.DenseFormat(c.Type.DType),
		Physical: layout.Contiguous(c.Type.Shape), Residency: ResidencyInline, Reason: constReason, Bytes: int64(len(c.Data))}
}

// ArgDecision is a function argument's decision.
func ArgDecision(v *Value) *LayoutDecision {
	d := &LayoutDecision{Identity: v.Name, Form: FormDense, Format: layout.DenseFormat(v.Type.DType),
		Physical: layout.Contiguous(v.Type.Shape), Residency: ResidencyArgument, Reason: argReason}
	d.Bytes, _ = d.Format.ByteSize(v.Type.NumElements())
	return d
}

// DefaultDecision is the decision of a value computed in f (see Default).
func DefaultDecision(f *Func, v *Value) *LayoutDecision {
	return &LayoutDecision{Identity: v.Identity(f), Form: FormDense, Format: layout.DenseFormat(v.Type.DType),
		Physical: layout.Contiguous(v.Type.Shape), Residency: ResidencyTransient, Reason: defaultReason}
}

// StampDecision gives v the decision a value made after layout assignment
// gets: its symbol's for param and const references, else the default.
func StampDecision(f *Func, v *Value) {
	switch {
	case v.Param() != nil:
		v.Layout = v.Param().Layout
	case v.Const() != nil:
		v.Layout = v.Const().Layout
	case v.State() != nil:
		v.Layout = v.State().Layout
	default:
		v.Layout = DefaultDecision(f, v)
	}
}
