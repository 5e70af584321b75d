package conformity

import (
	"fmt"
	"math"
	"strings"
)

// Tolerance says how closely a compiled output must reproduce its
// reference. Every bound that is set must hold; a zero bound is not
// checked. Non-finite reference values (the -inf of a causal mask) must be
// reproduced exactly whatever the bounds.
type Tolerance struct {
	// MaxAbs bounds the largest elementwise |got − want|.
	MaxAbs float64 `json:"max_abs,omitempty"`
	// RelL2 bounds ‖got − want‖₂ / ‖want‖₂ over the finite elements
	// (NMSE is its square).
	RelL2 float64 `json:"rel_l2,omitempty"`
	// Exact asks for bitwise-equal values (integer outputs).
	Exact bool `json:"exact,omitempty"`
	// Argmax asks for the same argmax in every row of the last axis.
	Argmax bool `json:"argmax,omitempty"`
}

func (t Tolerance) String() string {
	var parts []string
	if t.Exact {
		parts = append(parts, "exact")
	}
	if t.MaxAbs > 0 {
		parts = append(parts, fmt.Sprintf("max-abs ≤ %.3g", t.MaxAbs))
	}
	if t.RelL2 > 0 {
		parts = append(parts, fmt.Sprintf("rel-L2 ≤ %.3g", t.RelL2))
	}
	if t.Argmax {
		parts = append(parts, "same argmax per row")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// Metrics measure one output against its reference.
type Metrics struct {
	N      int     `json:"n"`
	MaxAbs float64 `json:"max_abs"`
	RelL2  float64 `json:"rel_l2"`
	// Worst is the flat index of the element with the largest error, and
	// Got and Want its values there.
	Worst int     `json:"worst"`
	Got   float64 `json:"got"`
	Want  float64 `json:"want"`
	// Mismatched counts elements that differ bitwise (Exact) or whose
	// non-finite reference was not reproduced.
	Mismatched int `json:"mismatched,omitempty"`
	// NonFinite counts non-finite reference values not reproduced.
	NonFinite int `json:"non_finite,omitempty"`
	// ArgmaxRows counts rows whose argmax differs (when asked for), the
	// first of them FirstArgmax.
	ArgmaxRows  int `json:"argmax_rows,omitempty"`
	FirstArgmax int `json:"-"`
}

// measure compares got with want (the same number of elements, row-major
// under shape).
func measure(got, want []float64, shape []int64, argmax bool) Metrics {
	m := Metrics{N: len(want), Worst: -1, FirstArgmax: -1}
	var num, den float64
	nonFinite := -1
	for i, w := range want {
		g := got[i]
		if g != w && math.Float64bits(g) != math.Float64bits(w) {
			m.Mismatched++
		}
		if math.IsNaN(w) || math.IsInf(w, 0) {
			if !(math.IsNaN(w) && math.IsNaN(g)) && g != w {
				m.NonFinite++
				if nonFinite < 0 {
					nonFinite = i
				}
			}
			continue
		}
		d := math.Abs(g - w)
		if math.IsNaN(d) {
			d = math.Inf(1)
		}
		if m.Worst < 0 || d > m.MaxAbs {
			m.MaxAbs, m.Worst, m.Got, m.Want = d, i, g, w
		}
		num += d * d
		den += w * w
	}
	switch {
	case num == 0:
	case den == 0 || math.IsInf(num, 0) || math.IsNaN(num):
		m.RelL2 = math.Inf(1)
	default:
		m.RelL2 = math.Sqrt(num / den)
	}
	if nonFinite >= 0 {
		// A lost -inf (or NaN) is the worst error there is.
		m.MaxAbs, m.Worst, m.Got, m.Want = math.Inf(1), nonFinite, got[nonFinite], want[nonFinite]
	}
	if argmax && len(shape) > 0 && shape[len(shape)-1] > 0 {
		cols := int(shape[len(shape)-1])
		for r := 0; r+cols <= len(want); r += cols {
			if argmaxOf(got[r:r+cols]) != argmaxOf(want[r:r+cols]) {
				if m.ArgmaxRows == 0 {
					m.FirstArgmax = r / cols
				}
				m.ArgmaxRows++
			}
		}
	}
	return m
}

func argmaxOf(x []float64) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}

// check returns "" when m is within t, else why not: which bound failed,
// the element with the largest error with the values on both sides, and
// the tolerance. shape locates the element.
func (m Metrics) check(t Tolerance, shape []int64) string {
	var why []string
	if t.Exact && m.Mismatched > 0 {
		why = append(why, fmt.Sprintf("%d of %d elements differ (exact match required)", m.Mismatched, m.N))
	}
	if m.NonFinite > 0 {
		why = append(why, fmt.Sprintf("%d non-finite reference values (-inf, NaN) not reproduced", m.NonFinite))
	}
	if t.MaxAbs > 0 && !(m.MaxAbs <= t.MaxAbs) {
		why = append(why, fmt.Sprintf("max-abs %.3g > %.3g", m.MaxAbs, t.MaxAbs))
	}
	if t.RelL2 > 0 && !(m.RelL2 <= t.RelL2) {
		why = append(why, fmt.Sprintf("rel-L2 %.3g > %.3g", m.RelL2, t.RelL2))
	}
	if t.Argmax && m.ArgmaxRows > 0 {
		why = append(why, fmt.Sprintf("argmax differs in %d rows (first: row %d)", m.ArgmaxRows, m.FirstArgmax))
	}
	if len(why) == 0 {
		return ""
	}
	s := strings.Join(why, "; ")
	if m.Worst >= 0 {
		s += fmt.Sprintf("; largest error at %v: got %.9g, want %.9g", unravel(m.Worst, shape), m.Got, m.Want)
	}
	return s + " (tolerance: " + t.String() + ")"
}

// unravel turns a flat row-major index into coordinates.
func unravel(i int, shape []int64) []int64 {
	c := make([]int64, len(shape))
	for k := len(shape) - 1; k >= 0; k-- {
		if shape[k] > 0 {
			c[k] = int64(i) % shape[k]
			i /= int(shape[k])
		}
	}
	return c
}
