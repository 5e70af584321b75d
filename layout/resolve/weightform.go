package resolve

import (
	"fmt"

	"github.com/skainet/skaic/layout"
)

// WeightFormResolver decides each weight's WeightForm. The zero value is
// ready to use.
type WeightFormResolver struct{}

// Resolve decides the form of stored weight w under profile p for a target
// with capabilities caps: a format with a kernel stays as stored (in the
// kernel's feed order if it wants one: a load-time prepack); a float format
// without one is dequantized once at load, its cost stated in the reason;
// a strict profile refuses that instead and returns the form it would have
// needed together with a *RefusedError naming the tensor.
func (r WeightFormResolver) Resolve(w Weight, p Profile, caps KernelCapabilities) (WeightForm, Reason, error) {
	return r.ResolveWith(w, p, caps, WeightForm{})
}

// ResolveWith is Resolve with some axes fixed by an override: the resolver
// decides only the axes fixed leaves unset, knowing the fixed ones (a
// weight an override dequantizes is not asked to be mapped). An override
// that cannot apply to w gives a *FormError. The strict refusal concerns
// the resolver's own fallback only: an override that asks to dequantize is
// obeyed, its cost stated.
func (WeightFormResolver) ResolveWith(w Weight, p Profile, caps KernelCapabilities, fixed WeightForm) (WeightForm, Reason, error) {
	if err := w.validate(); err != nil {
		return WeightForm{}, Reason{}, err
	}
	if caps == nil {
		return WeightForm{}, Reason{}, fmt.Errorf("resolve: no kernel capabilities")
	}
	f := fixed
	code := ReasonKernel
	var notes []string
	var refusal *RefusedError

	// Encoding.
	if f.Encoding.Kind == EncodingUnset {
		switch _, ok := caps.LinearKernel(w.Format); {
		case ok:
			f.Encoding = KeepAsStored()
			what := "stays as stored"
			if w.Format.IsBlocked() {
				what = "stays packed"
			}
			notes = append(notes, kernelPhrase(caps, w.Format)+": "+what)
		case !w.Format.DType.IsFloat():
			f.Encoding = KeepAsStored()
			code = ReasonNoKernel
			notes = append(notes, fmt.Sprintf("%s tensor: not a float weight, kept as stored (%s)", w.Format, kernelPhrase(caps, w.Format)))
		default:
			d := p.DequantDType
			if _, ok := caps.LinearKernel(WeightForm{Encoding: DequantizeTo(d)}.TargetFormat(w.Format)); !ok || !d.IsFloat() {
				d = layout.F32
			}
			f.Encoding = DequantizeTo(d)
			target := f.TargetFormat(w.Format)
			after, _ := target.ByteSize(w.NumElements())
			if p.Strict {
				code = ReasonRefused
				notes = append(notes, fmt.Sprintf("%s; profile %s is strict: refuses to dequantize %s (%d B would grow to %d B as %s)",
					kernelPhrase(caps, w.Format), p.Name, w.Format.Encoding, w.Bytes, after, target))
				refusal = &RefusedError{Profile: p.Name, Caps: caps.Name(), Tensors: []RefusedTensor{{
					Name: w.Name, Format: w.Format, StoredBytes: w.Bytes, WouldBe: target, WouldBeBytes: after,
				}}}
			} else {
				code = ReasonDequant
				notes = append(notes, fmt.Sprintf("%s: dequantized once at load to %s, %s → %s (%+d B)",
					kernelPhrase(caps, w.Format), target, fmtBytes(w.Bytes), fmtBytes(after), after-w.Bytes))
			}
		}
	} else {
		code = ReasonOverride
		if err := checkEncoding(w, f.Encoding); err != nil {
			return WeightForm{}, Reason{}, &FormError{Tensor: w.Name, Form: fixed, Msg: err.Error()}
		}
		target := f.TargetFormat(w.Format)
		if f.Encoding.Kind != EncKeep && sameBytes(target, w.Format) {
			notes = append(notes, fmt.Sprintf("%s is already stored as %s: kept as stored", f.Encoding, w.Format))
			f.Encoding = KeepAsStored()
			target = w.Format
		}
		switch after, _ := target.ByteSize(w.NumElements()); {
		case f.Encoding.Kind == EncDequantize:
			notes = append(notes, fmt.Sprintf("%s dequantized once at load as asked, %s → %s (%+d B)",
				w.Format, fmtBytes(w.Bytes), fmtBytes(after), after-w.Bytes))
		case f.Encoding.Kind == EncRequantize:
			notes = append(notes, fmt.Sprintf("%s requantized once at load to %s as asked, %s → %s (%+d B)",
				w.Format, target, fmtBytes(w.Bytes), fmtBytes(after), after-w.Bytes))
		}
		if _, ok := caps.LinearKernel(target); !ok {
			notes = append(notes, kernelPhrase(caps, target)+": every use goes through a visible adapter")
		} else if f.Encoding.Kind == EncKeep {
			notes = append(notes, kernelPhrase(caps, target))
		}
	}
	target := f.TargetFormat(w.Format)

	// Byte order.
	kernelOrder, kernelOK := caps.LinearKernel(target)
	switch {
	case f.Order.Kind == OrderUnset && target.IsBlocked() && kernelOK && kernelOrder != layout.RowMajor:
		f.Order = KernelFeed(kernelOrder)
		if code == ReasonKernel {
			code = ReasonPrepack
		}
		notes = append(notes, prepackNote(w, target, kernelOrder))
	case f.Order.Kind == OrderUnset:
		f.Order = AsStoredOrder()
	case f.Order.Kind == OrderKernelFeed && !target.IsBlocked():
		notes = append(notes, fmt.Sprintf("%s ignored: %s has no blocks to reorder", f.Order, target))
		f.Order = AsStoredOrder()
	case f.Order.Kind == OrderKernelFeed:
		notes = append(notes, prepackNote(w, target, f.Order.Order))
		if kernelOK && kernelOrder != f.Order.Order {
			notes = append(notes, fmt.Sprintf("the %s kernel reads %s: every use goes through a visible adapter", target, kernelOrder))
		}
	case f.Order.Kind == OrderAsStored && target.IsBlocked() && kernelOK && kernelOrder != layout.RowMajor:
		notes = append(notes, fmt.Sprintf("kept in file order as asked; the %s kernel reads %s: every use goes through a visible adapter", target, kernelOrder))
	}

	// Orientation.
	switch f.Orientation {
	case OrientationUnset:
		f.Orientation = OrientAsStored
	case OrientTransposed:
		if err := checkTransposed(w, f, target); err != nil {
			return WeightForm{}, Reason{}, &FormError{Tensor: w.Name, Form: fixed, Msg: err.Error()}
		}
		notes = append(notes, fmt.Sprintf("transposed to %v once at load", []int64{w.Shape[1], w.Shape[0]}))
	}

	if code == ReasonKernel && (fixed.Order.Kind != OrderUnset || fixed.Orientation != OrientationUnset) {
		code = ReasonOverride
	}

	// Residency: a copy cannot live in file pages; stored bytes may.
	copies := loadCopies(w, f)
	if f.Residency == ResidencyUnset {
		switch {
		case len(copies) > 0:
			f.Residency = p.CopyResidency
		case p.PrefersMapped && p.MayMap && w.FileBacked:
			f.Residency = ResidencyMapped
		case !w.FileBacked:
			f.Residency = p.CopyResidency
			notes = append(notes, "its bytes are not the file's: loaded into memory")
		default:
			f.Residency = p.CopyResidency
			notes = append(notes, fmt.Sprintf("profile %s does not map weights: read into memory", p.Name))
		}
		if f.Residency == ResidencyUnset {
			f.Residency = ResidencyHeap
		}
	}
	return f, Reason{Code: code, Text: joinNotes(notes)}, refusalOrNil(refusal)
}

// refusalOrNil keeps a nil *RefusedError from becoming a non-nil error.
func refusalOrNil(e *RefusedError) error {
	if e == nil {
		return nil
	}
	return e
}

func prepackNote(w Weight, target layout.Format, o layout.BlockOrder) string {
	rows, bpr := w.rowsAndBlocks(target)
	if rows <= 1 || bpr <= 1 {
		return fmt.Sprintf("%s coincides with file order (%d row(s) × %d block(s) per row): no reorder", o, rows, bpr)
	}
	return fmt.Sprintf("prepacked once at load to %s (%d rows × %d blocks per row): a load-time copy, not mappable", o, rows, bpr)
}

// checkEncoding says whether an encoding request can apply to w.
func checkEncoding(w Weight, r EncodingRequest) error {
	switch r.Kind {
	case EncDequantize:
		if !w.Format.DType.IsFloat() {
			return fmt.Errorf("%s is not a float tensor: it cannot be dequantized", w.Format)
		}
		if d := r.DType; d != layout.F32 && d != layout.F16 && d != layout.BF16 {
			return fmt.Errorf("cannot dequantize to %s (want f32, f16 or bf16)", d)
		}
	case EncRequantize:
		if !w.Format.DType.IsFloat() {
			return fmt.Errorf("%s is not a float tensor: it cannot be requantized", w.Format)
		}
		t := layout.Format{DType: w.Format.DType, Encoding: r.Encoding}
		if err := t.Validate(); err != nil || r.Encoding == layout.Dense {
			return fmt.Errorf("cannot requantize to %s", r.Encoding)
		}
		if be := int64(t.BlockElems()); len(w.Shape) == 0 || w.Shape[len(w.Shape)-1]%be != 0 {
			return fmt.Errorf("shape %v is not a whole number of %s blocks of %d along its last axis", w.Shape, r.Encoding, be)
		}
	}
	return nil
}

// checkTransposed says whether w can be held transposed in form f.
func checkTransposed(w Weight, f WeightForm, target layout.Format) error {
	if len(w.Shape) != 2 {
		return fmt.Errorf("only 2-D weights can be transposed, shape is %v", w.Shape)
	}
	if target.IsBlocked() {
		if f.Encoding.Kind == EncKeep {
			return fmt.Errorf("a packed %s weight cannot be transposed as bytes: add dense[:DTYPE] or requant:ENC", target.Encoding)
		}
		if be := int64(target.BlockElems()); w.Shape[0]%be != 0 {
			return fmt.Errorf("transposed last axis %d is not a whole number of %s blocks of %d", w.Shape[0], target.Encoding, be)
		}
	}
	return nil
}

// loadCopies lists what makes the loaded bytes differ from the stored
// bytes; empty when they are the stored bytes themselves.
func loadCopies(w Weight, f WeightForm) []string {
	var why []string
	target := f.TargetFormat(w.Format)
	switch {
	case sameBytes(target, w.Format):
	case f.Encoding.Kind == EncRequantize:
		why = append(why, "requantized to "+target.String())
	default:
		why = append(why, "dequantized to "+target.String())
	}
	if f.Order.Kind == OrderKernelFeed && f.Order.Order != layout.RowMajor && target.IsBlocked() {
		if rows, bpr := w.rowsAndBlocks(target); rows > 1 && bpr > 1 {
			why = append(why, "prepacked to "+f.Order.Order.String())
		}
	}
	if f.Orientation == OrientTransposed && len(w.Shape) == 2 && w.Shape[0] > 1 && w.Shape[1] > 1 {
		why = append(why, "transposed")
	}
	return why
}

// LoadedBytes is the size of w's bytes after loading in form f.
func LoadedBytes(w Weight, f WeightForm) int64 {
	n, err := f.TargetFormat(w.Format).ByteSize(w.NumElements())
	if err != nil {
		return w.Bytes
	}
	return n
}
