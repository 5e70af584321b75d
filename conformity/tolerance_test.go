package conformity

import (
	"math"
	"strings"
	"testing"
)

func TestMeasureAndCheck(t *testing.T) {
	inf := math.Inf(-1)
	for _, tc := range []struct {
		name      string
		got, want []float64
		shape     []int64
		tol       Tolerance
		fail      []string // substrings of the failure message; nil: passes
	}{
		{"equal", []float64{1, 2, 3}, []float64{1, 2, 3}, []int64{3}, Tolerance{Exact: true}, nil},
		{"within", []float64{1, 2.000001, 3}, []float64{1, 2, 3}, []int64{3}, Tolerance{MaxAbs: 1e-5, RelL2: 1e-5}, nil},
		{"exact differs", []float64{1, 2, 4}, []float64{1, 2, 3}, []int64{3}, Tolerance{Exact: true},
			[]string{"1 of 3 elements differ", "largest error at [2]: got 4, want 3", "tolerance: exact"}},
		{"max-abs", []float64{0, 0, 0, 0.5, 0, 0}, []float64{0, 0, 0, 0, 0, 0.1}, []int64{2, 3}, Tolerance{MaxAbs: 0.2},
			[]string{"max-abs 0.5 > 0.2", "at [1 0]: got 0.5, want 0"}},
		{"rel-L2", []float64{1.1, 2}, []float64{1, 2}, []int64{2}, Tolerance{RelL2: 1e-3}, []string{"rel-L2 0.0447 > 0.001"}},
		{"lost -inf", []float64{0, 5}, []float64{0, inf}, []int64{2}, Tolerance{MaxAbs: 1},
			[]string{"1 non-finite reference values", "at [1]: got 5, want -Inf"}},
		{"kept -inf", []float64{0.5, inf}, []float64{0.5, inf}, []int64{2}, Tolerance{MaxAbs: 1e-9, RelL2: 1e-9}, nil},
		{"NaN result", []float64{math.NaN(), 1}, []float64{2, 1}, []int64{2}, Tolerance{RelL2: 1},
			[]string{"rel-L2 +Inf > 1", "got NaN, want 2"}},
		{"argmax", []float64{1, 3, 2, 5, 4, 0}, []float64{1, 3, 2, 4, 5, 0}, []int64{2, 3}, Tolerance{Argmax: true},
			[]string{"argmax differs in 1 rows (first: row 1)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := measure(tc.got, tc.want, tc.shape, tc.tol.Argmax)
			msg := m.check(tc.tol, tc.shape)
			if tc.fail == nil {
				if msg != "" {
					t.Fatalf("unexpected failure: %s", msg)
				}
				return
			}
			for _, s := range tc.fail {
				if !strings.Contains(msg, s) {
					t.Errorf("message %q lacks %q", msg, s)
				}
			}
		})
	}
}

func TestXFailSettles(t *testing.T) {
	r := Result{Case: "c", Status: Fail, Message: "output x: differs", xfail: "known"}
	r.settle()
	if r.Status != XFail || !strings.Contains(r.Message, "known failure: known") {
		t.Errorf("failing xfail case: %s %q", r.Status, r.Message)
	}
	r = Result{Case: "c", Status: Pass, xfail: "known"}
	r.settle()
	if r.Status != Fail || !strings.Contains(r.Message, "drop the mark") {
		t.Errorf("passing xfail case: %s %q", r.Status, r.Message)
	}
}

func TestCategory(t *testing.T) {
	for name, want := range map[string]string{
		"ops/unary/exp/r1-13":                     "ops/unary",
		"ops/packed/linear/Q4_K/3x768@5x768+gguf": "ops/packed+gguf",
		"models/demo/s7+dense":                    "models+dense",
		"models/dom_q4_k/s1":                      "models",
		"out":                                     "out",
	} {
		if got := category(name); got != want {
			t.Errorf("category(%q) = %q, want %q", name, got, want)
		}
	}
}
