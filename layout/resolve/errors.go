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

func (e *RefusedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "profile %s refuses the plan", e.Profile)
	if len(e.Tensors) > 0 {
		fmt.Fprintf(&b, ": %d weight(s) have no Linear kernel in caps %s and would need dequantizing: ", len(e.Tensors), e.Caps)
		for i, t := range e.Tensors {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%s (%s, %d B → %d B as %s)", t.Name, t.Format.Encoding, t.StoredBytes, t.WouldBeBytes, t.WouldBe)
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
	b.WriteString(" (use a non-strict profile, capabilities with kernels for these encodings, or a --form override)")
	return b.String()
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
