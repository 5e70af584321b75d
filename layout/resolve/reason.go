package resolve

import (
	"fmt"
	"strings"

	"github.com/skainet/skaic/layout"
)

// Reason explains one decision: a stable code to branch on and a sentence
// for people.
type Reason struct {
	Code ReasonCode `json:"code"`
	Text string     `json:"text"`
}

func (r Reason) String() string { return r.Text }

// ReasonCode names the rule that made a decision.
type ReasonCode string

// The reason codes.
const (
	ReasonKernel    ReasonCode = "kernel"     // a kernel takes the stored format: kept as stored
	ReasonPrepack   ReasonCode = "prepack"    // the kernel wants a feed order: reordered once at load
	ReasonDequant   ReasonCode = "dequantize" // no kernel: decoded once at load, cost stated
	ReasonRefused   ReasonCode = "refused"    // a strict profile refuses to dequantize
	ReasonNoKernel  ReasonCode = "no-kernel"  // kept without a kernel (not a float weight, or an override)
	ReasonOverride  ReasonCode = "override"   // an override fixed the form
	ReasonMapped    ReasonCode = "mapped"     // served from the file's pages
	ReasonNotMapped ReasonCode = "not-mapped" // mapping was asked but not granted; why is in the text
	ReasonCopy      ReasonCode = "load-copy"  // loaded into heap or off-heap memory
)

func fmtBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit && exp < 4; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%d B (%.1f %ciB)", n, float64(n)/float64(div), "KMGTP"[exp])
}

func joinNotes(notes []string) string {
	var kept []string
	for _, n := range notes {
		if n != "" {
			kept = append(kept, n)
		}
	}
	return strings.Join(kept, "; ")
}

// kernelPhrase says how a caps set feeds format f.
func kernelPhrase(caps KernelCapabilities, f layout.Format) string {
	o, ok := caps.LinearKernel(f)
	if !ok {
		return fmt.Sprintf("no Linear kernel for %s in caps %s", f, caps.Name())
	}
	return fmt.Sprintf("caps %s has a Linear kernel for %s reading %s", caps.Name(), f, o)
}
