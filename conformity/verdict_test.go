package conformity

import (
	"strings"
	"testing"
)

// TestVerdict: a run passes only when it compared a case and none failed
// or was skipped; AllowSkip accepts skips, never a run of skips only.
func TestVerdict(t *testing.T) {
	pass := Result{Case: "a", Status: Pass}
	skip := Result{Case: "b", Status: Skip, Message: "skipped: tool \"iree-compile\" not found"}
	fail := Result{Case: "c", Status: Fail, Message: "output \"y\": shape [2], eager has [3]\nmore"}
	xfail := Result{Case: "d", Status: XFail}
	for _, tc := range []struct {
		results   []Result
		allowSkip bool
		want      string // "" for a pass
	}{
		{[]Result{pass}, false, ""},
		{[]Result{pass, xfail}, false, ""},
		{nil, false, "no case was compared"},
		{nil, true, "no case was compared"},
		{[]Result{skip}, true, `no case was compared: all 1 skipped (tool "iree-compile" not found)`},
		{[]Result{pass, skip}, false, `1 of 2 cases skipped (tool "iree-compile" not found); --allow-skip`},
		{[]Result{pass, skip}, true, ""},
		{[]Result{pass, fail}, true, `1 of 2 cases failed (first: c: output "y": shape [2], eager has [3])`},
	} {
		rep := &Report{Results: tc.results, AllowSkip: tc.allowSkip}
		rep.summarize(0)
		err := rep.Verdict()
		var b strings.Builder
		rep.WriteSummary(&b)
		switch {
		case tc.want == "" && (err != nil || !strings.Contains(b.String(), "conformity PASS")):
			t.Errorf("%+v: %v; want a pass\n%s", tc, err, b.String())
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(b.String(), "conformity FAIL")):
			t.Errorf("%+v: %v; want a failure saying %q\n%s", tc, err, tc.want, b.String())
		}
	}
}
