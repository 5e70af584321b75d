package resolve

import (
	"fmt"
	"strings"

	"github.com/skainet/skaic/layout"
)

// RefusedTensor is one weight a strict profile will not dequantize.
type RefusedTensor struct {
	Name        string
	Format      layout.Format
	StoredBytes int64
	// WouldBe is the format and size dequantizing would have produced.
	WouldBe      layout.Format
	WouldBeBytes int64
}

// RefusedError is a plan a strict profile refuses: every weight that would
// need dequantizing (not just the first), and the budget if the plan
// exceeds it. Callers branch on it (skaic exits 2).
type RefusedError struct {
	Profile string
	Caps    string
	Tensors []RefusedTensor
	// OverBudget is set when the resident bytes of load-time copies
	// (Resident) exceed the profile's Budget.
	OverBudget bool
	Budget     int64
	Resident   int64
}

// refusedShown is how many refused tensors the one-line message names; a
// real model can have hundreds, which Details lists.
const refusedShown = 3

// Error is a one-line summary: how many weights would need dequantizing,
// their bytes before and after, the first few by name, and the budget when
// it is exceeded. Details lists every weight.
func (e *RefusedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "profile %s refuses the plan", e.Profile)
	if n := len(e.Tensors); n > 0 {
		var stored, grown int64
		for _, t := range e.Tensors {
			stored += t.StoredBytes
			grown += t.WouldBeBytes
		}
		noun := "weights have"
		if n == 1 {
			noun = "weight has"
		}
		fmt.Fprintf(&b, ": %d %s no Linear kernel in caps %s and would need dequantizing (%s stored → %s): ",
			n, noun, e.Caps, fmtBytes(stored), fmtBytes(grown))
		for i, t := range e.Tensors[:min(n, refusedShown)] {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(t.describe())
		}
		if n > refusedShown {
			fmt.Fprintf(&b, " and %d more", n-refusedShown)
		}
	}
	if e.OverBudget {
		if len(e.Tensors) > 0 {
			b.WriteString(";")
		} else {
			b.WriteString(":")
		}
		fmt.Fprintf(&b, " load-time copies take %d B, over its budget of %d B", e.Resident, e.Budget)
	}
	b.WriteString(" (use a non-strict profile, capabilities with kernels for these encodings, or a --weight-form-for override)")
	return b.String()
}

// Details lists every refused weight, one a line.
func (e *RefusedError) Details() string {
	if len(e.Tensors) <= refusedShown {
		return ""
	}
	var b strings.Builder
	for _, t := range e.Tensors {
		b.WriteString(t.describe())
		b.WriteByte('\n')
	}
	return b.String()
}

func (t RefusedTensor) describe() string {
	return fmt.Sprintf("%s (%s, %d B → %d B as %s)", t.Name, t.Format.Encoding, t.StoredBytes, t.WouldBeBytes, t.WouldBe)
}

// FormError is an override that cannot apply to a weight (a packed weight
// transposed as bytes, an integer tensor dequantized, ...).
type FormError struct {
	Tensor string
	Form   WeightForm
	Msg    string
}

func (e *FormError) Error() string {
	return fmt.Sprintf("tensor %q: form %s: %s", e.Tensor, e.Form, e.Msg)
}

// UnknownTensorError is a per-tensor override that names no tensor.
type UnknownTensorError struct {
	Pattern string
	Near    []string // names close to the pattern
}

func (e *UnknownTensorError) Error() string {
	msg := fmt.Sprintf("override %q matches no tensor", e.Pattern)
	if len(e.Near) > 0 {
		msg += " (did you mean " + strings.Join(e.Near, ", ") + "?)"
	}
	return msg
}
