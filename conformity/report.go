package conformity

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/mlirgen"
)

// Status is a case's outcome.
type Status string

// The statuses.
const (
	Pass Status = "pass"
	Fail Status = "FAIL"
	Skip Status = "skip"
	// XFail is a known failure: a case marked so that failed as expected.
	XFail Status = "xfail"
)

// Result is one case's outcome.
type Result struct {
	Case   string `json:"case"`
	Status Status `json:"status"`
	// Message says why a case failed (every failed check, one per line)
	// or was skipped; Note is extra information on a passing case.
	Message string `json:"message,omitempty"`
	Note    string `json:"note,omitempty"`
	// MaxAbs and RelL2 are the compiled outputs against eager (the worst
	// over the case's outputs), under Tolerance.
	MaxAbs    Float     `json:"max_abs"`
	RelL2     Float     `json:"rel_l2"`
	Tolerance Tolerance `json:"tolerance"`
	// Ref is the comparison with the independent reference, if any.
	Ref *RefMetrics `json:"reference,omitempty"`
	// Module is the module the case was compiled in (shared by the cases
	// of one op module); CompileSeconds and RunSeconds are that module's,
	// CompileCached says an identical module was compiled for another
	// case already.
	Module         string   `json:"module"`
	CompileSeconds float64  `json:"compile_s"`
	CompileCached  bool     `json:"compile_cached,omitempty"`
	RunSeconds     float64  `json:"run_s"`
	Ops            []string `json:"ops,omitempty"`
	Encodings      []string `json:"encodings,omitempty"`

	xfail string // the case's known-failure reason
}

// settle turns the outcome of a case marked as a known failure into
// XFail (it failed) or Fail (it passed: the mark is stale).
func (r *Result) settle() {
	if r.xfail == "" || r.Status == Skip {
		return
	}
	switch r.Status {
	case Fail:
		r.Status = XFail
		r.Message = "known failure: " + r.xfail + "\n" + r.Message
	case Pass:
		r.fail("passed, but the case is marked as a known failure (" + r.xfail + "): the lanes agree now, drop the mark")
	}
	r.xfail = ""
}

// RefMetrics compare the compiled (MaxAbs, RelL2) and eager outputs with
// an independent reference.
type RefMetrics struct {
	Source      string    `json:"source"`
	MaxAbs      Float     `json:"max_abs"`
	RelL2       Float     `json:"rel_l2"`
	EagerMaxAbs Float     `json:"eager_max_abs"`
	EagerRelL2  Float     `json:"eager_rel_l2"`
	Tolerance   Tolerance `json:"tolerance"`
}

// Float is a float64 whose JSON form survives ±Inf and NaN (as strings).
type Float float64

// MarshalJSON implements json.Marshaler.
func (f Float) MarshalJSON() ([]byte, error) {
	x := float64(f)
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return json.Marshal(fmt.Sprint(x))
	}
	return json.Marshal(x)
}

func (r *Result) fail(msg string) {
	r.Status = Fail
	if r.Message != "" {
		r.Message += "\n"
	}
	r.Message += msg
}

// Line is the one-line form: status, name, errors, times.
func (r Result) Line() string {
	compile := fmt.Sprintf("%6.2fs", r.CompileSeconds)
	if r.CompileCached {
		compile = " cached"
	}
	line := fmt.Sprintf("%-5s %-58s  max-abs %-9s  rel-L2 %-9s  compile %s  run %5.2fs",
		r.Status, r.Case, num(r.MaxAbs), num(r.RelL2), compile, r.RunSeconds)
	if r.Ref != nil {
		line += fmt.Sprintf("  ref rel-L2 %s", num(r.Ref.RelL2))
	}
	if r.Message != "" {
		line += "\n      " + strings.ReplaceAll(r.Message, "\n", "\n      ")
	}
	if strings.HasPrefix(r.Note, "ran dense") || strings.Contains(r.Note, "dequantized at export") {
		line += "\n      " + r.Note // the case did not run as it is named
	}
	return line
}

func num(f Float) string {
	x := float64(f)
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x):
		return fmt.Sprint(x)
	case x == 0:
		return "0"
	}
	return fmt.Sprintf("%.3g", x)
}

// Report is a run's results and their summary.
type Report struct {
	Results []Result `json:"results"`
	Summary Summary  `json:"summary"`
	// AllowSkip makes skipped cases acceptable to Verdict (as long as one
	// case was compared).
	AllowSkip bool `json:"-"`
}

// Summary counts a run.
type Summary struct {
	Run     int `json:"run"`
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
	// KnownFailures counts the XFail cases.
	KnownFailures int `json:"known_failures"`
	// Categories are per case class: counts and the worst errors seen.
	Categories []Category `json:"categories"`
	// Ops are the lowered ops the passing cases cover, of OpsTotal;
	// MissingOps the others. Encodings likewise for the encodings mlirgen
	// decodes in-graph, covered by passing as-stored cases.
	Ops              []string `json:"ops_covered"`
	OpsTotal         int      `json:"ops_total"`
	MissingOps       []string `json:"ops_missing,omitempty"`
	Encodings        []string `json:"encodings_covered"`
	EncodingsTotal   int      `json:"encodings_total"`
	MissingEncodings []string `json:"encodings_missing,omitempty"`
	// Modules compiled (Compiles) and their total compile time; Seconds is
	// the wall time of the run.
	Compiles       int     `json:"compiles"`
	CompileSeconds float64 `json:"compile_s"`
	Seconds        float64 `json:"seconds"`
}

// Category is one case class.
type Category struct {
	Name     string `json:"name"`
	Cases    int    `json:"cases"`
	Passed   int    `json:"passed"`
	Failed   int    `json:"failed"`
	Skipped  int    `json:"skipped"`
	XFail    int    `json:"known_failures"`
	MaxRelL2 Float  `json:"max_rel_l2"`
	MaxAbs   Float  `json:"max_abs"`
	// MaxRefRelL2 is the worst compiled-vs-independent-reference error.
	MaxRefRelL2 Float `json:"max_ref_rel_l2"`
	HasRef      bool  `json:"has_ref"`
}

// category is a case's class: its first two name segments and its
// variant ("ops/packed+gguf"); model and generation cases group by
// variant only.
func category(name string) string {
	base, variant := name, ""
	if i := strings.IndexByte(name, '+'); i >= 0 {
		base, variant = name[:i], name[i:]
	}
	parts := strings.SplitN(base, "/", 3)
	if parts[0] == "models" || parts[0] == "generation" || len(parts) < 2 {
		return parts[0] + variant
	}
	return parts[0] + "/" + parts[1] + variant
}

// LoweredOps are the ops mlirgen lowers: the IR's op set, less the
// IR-only arg, param and const.
func LoweredOps() []string {
	var out []string
	for _, op := range ir.Ops() {
		if op.Class() != ir.ClassSource {
			out = append(out, op.String())
		}
	}
	return out
}

// InGraphEncodings are the encodings mlirgen decodes in-graph.
func InGraphEncodings() []string {
	var out []string
	for _, e := range mlirgen.DecodableEncodings() {
		out = append(out, e.String())
	}
	return out
}

func (rep *Report) summarize(seconds float64) {
	s := Summary{Seconds: seconds}
	cats := map[string]*Category{}
	var order []string
	ops, encs := map[string]bool{}, map[string]bool{}
	compiled := map[string]bool{}
	for _, r := range rep.Results {
		s.Run++
		name := category(r.Case)
		c := cats[name]
		if c == nil {
			c = &Category{Name: name}
			cats[name] = c
			order = append(order, name)
		}
		c.Cases++
		switch r.Status {
		case Pass:
			s.Passed++
			c.Passed++
			for _, o := range r.Ops {
				ops[o] = true
			}
			for _, e := range r.Encodings {
				encs[e] = true
			}
		case Fail:
			s.Failed++
			c.Failed++
		case Skip:
			s.Skipped++
			c.Skipped++
		case XFail:
			s.KnownFailures++
			c.XFail++
		}
		if r.Status == XFail {
			continue // its errors are the known failure's
		}
		c.MaxRelL2, c.MaxAbs = max(c.MaxRelL2, r.RelL2), max(c.MaxAbs, r.MaxAbs)
		if r.Ref != nil {
			c.HasRef = true
			c.MaxRefRelL2 = max(c.MaxRefRelL2, r.Ref.RelL2)
		}
		if r.Module != "" && !r.CompileCached && r.CompileSeconds > 0 && !compiled[r.Module] {
			compiled[r.Module] = true
			s.Compiles++
			s.CompileSeconds += r.CompileSeconds
		}
	}
	for _, n := range order {
		s.Categories = append(s.Categories, *cats[n])
	}
	s.OpsTotal = len(LoweredOps())
	for _, o := range LoweredOps() {
		if ops[o] {
			s.Ops = append(s.Ops, o)
		} else {
			s.MissingOps = append(s.MissingOps, o)
		}
	}
	s.EncodingsTotal = len(InGraphEncodings())
	for _, e := range InGraphEncodings() {
		if encs[e] {
			s.Encodings = append(s.Encodings, e)
		} else {
			s.MissingEncodings = append(s.MissingEncodings, e)
		}
	}
	rep.Summary = s
}

// hasOpCases reports whether any case recorded its ops (op cases do).
func (rep *Report) hasOpCases() bool {
	for _, r := range rep.Results {
		if len(r.Ops) > 0 || strings.HasPrefix(r.Case, "ops/") {
			return true
		}
	}
	return false
}

// OK reports whether the run passed: Verdict has nothing against it.
func (rep *Report) OK() bool { return rep.Verdict() == nil }

// Verdict says why the run did not pass, or nil when it did: a run passes
// when no case failed, at least one case was compared, and no case was
// skipped (unless AllowSkip). Checking nothing is never a pass.
func (rep *Report) Verdict() error {
	s := rep.Summary
	firstSkip, firstFail := "", ""
	for _, r := range rep.Results {
		if r.Status == Skip && firstSkip == "" {
			firstSkip = strings.TrimPrefix(r.Message, "skipped: ")
		}
		if r.Status == Fail && firstFail == "" {
			firstFail = r.Case + ": " + strings.SplitN(r.Message, "\n", 2)[0]
		}
	}
	switch {
	case s.Failed > 0:
		return fmt.Errorf("conformity: %d of %d cases failed (first: %s)", s.Failed, s.Run, firstFail)
	case s.Passed+s.KnownFailures == 0 && s.Skipped > 0:
		return fmt.Errorf("conformity: no case was compared: all %d skipped (%s)", s.Skipped, firstSkip)
	case s.Passed+s.KnownFailures == 0:
		return fmt.Errorf("conformity: no case was compared")
	case s.Skipped > 0 && !rep.AllowSkip:
		return fmt.Errorf("conformity: %d of %d cases skipped (%s); --allow-skip accepts skipped cases", s.Skipped, s.Run, firstSkip)
	}
	return nil
}

// WriteSummary writes the summary: per-category counts and worst errors,
// then the totals and the coverage.
func (rep *Report) WriteSummary(w io.Writer) {
	s := rep.Summary
	fmt.Fprintf(w, "\n%-24s %5s %5s %5s %5s %5s  %-10s %-10s %s\n", "category", "cases", "pass", "fail", "skip", "xfail", "max rel-L2", "max abs", "max ref rel-L2")
	for _, c := range s.Categories {
		ref := "-"
		if c.HasRef {
			ref = num(c.MaxRefRelL2)
		}
		fmt.Fprintf(w, "%-24s %5d %5d %5d %5d %5d  %-10s %-10s %s\n", c.Name, c.Cases, c.Passed, c.Failed, c.Skipped, c.XFail, num(c.MaxRelL2), num(c.MaxAbs), ref)
	}
	if rep.hasOpCases() {
		fmt.Fprintf(w, "\nops covered: %d/%d", len(s.Ops), s.OpsTotal)
		if len(s.MissingOps) > 0 {
			fmt.Fprintf(w, " (missing: %s)", strings.Join(s.MissingOps, " "))
		}
	}
	fmt.Fprintf(w, "\nin-graph encodings covered: %d/%d (%s)", len(s.Encodings), s.EncodingsTotal, strings.Join(s.Encodings, " "))
	if len(s.MissingEncodings) > 0 {
		fmt.Fprintf(w, " (missing: %s)", strings.Join(s.MissingEncodings, " "))
	}
	fmt.Fprintf(w, "\nmodules compiled: %d (%.1fs of iree-compile, or opt+llc+cc for +llvm); wall time %.1fs\n", s.Compiles, s.CompileSeconds, s.Seconds)
	verdict := "PASS"
	if !rep.OK() {
		verdict = "FAIL"
	}
	fmt.Fprintf(w, "conformity %s: %d cases run, %d passed, %d failed, %d skipped", verdict, s.Run, s.Passed, s.Failed, s.Skipped)
	if s.KnownFailures > 0 {
		fmt.Fprintf(w, ", %d known failures (xfail)", s.KnownFailures)
	}
	fmt.Fprintln(w)
}

// WriteText writes one line per case, then the summary.
func (rep *Report) WriteText(w io.Writer) {
	for _, r := range rep.Results {
		fmt.Fprintln(w, r.Line())
	}
	rep.WriteSummary(w)
}

// WriteJSON writes the report as JSON.
func (rep *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(rep)
}

// WriteMarkdown writes the report as a Markdown document for a pull
// request: the verdict, the categories, the failures in full, and a
// table of every case.
func (rep *Report) WriteMarkdown(w io.Writer) {
	s := rep.Summary
	verdict := "✅ pass"
	if !rep.OK() {
		verdict = "❌ FAIL"
	}
	fmt.Fprintf(w, "# Conformity: eager vs IREE-compiled\n\n")
	fmt.Fprintf(w, "**%s** — %d cases run, %d passed, %d failed, %d skipped, %d known failures; ops covered %d/%d; in-graph encodings covered %d/%d; %d modules compiled (%.1f s of iree-compile, or opt+llc+cc for +llvm), %.1f s wall.\n\n",
		verdict, s.Run, s.Passed, s.Failed, s.Skipped, s.KnownFailures, len(s.Ops), s.OpsTotal, len(s.Encodings), s.EncodingsTotal, s.Compiles, s.CompileSeconds, s.Seconds)
	if len(s.MissingOps) > 0 {
		fmt.Fprintf(w, "Ops not covered: %s\n\n", strings.Join(s.MissingOps, ", "))
	}
	if len(s.MissingEncodings) > 0 {
		fmt.Fprintf(w, "Encodings not covered: %s\n\n", strings.Join(s.MissingEncodings, ", "))
	}
	fmt.Fprintf(w, "| category | cases | pass | fail | skip | xfail | max rel-L2 | max abs | max rel-L2 vs independent reference |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, c := range s.Categories {
		ref := "–"
		if c.HasRef {
			ref = num(c.MaxRefRelL2)
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %d | %s | %s | %s |\n", c.Name, c.Cases, c.Passed, c.Failed, c.Skipped, c.XFail, num(c.MaxRelL2), num(c.MaxAbs), ref)
	}
	var failed []Result
	for _, r := range rep.Results {
		if r.Status == Fail || r.Status == XFail {
			failed = append(failed, r)
		}
	}
	if len(failed) > 0 {
		fmt.Fprintf(w, "\n## Failures and known failures\n\n")
		for _, r := range failed {
			fmt.Fprintf(w, "### `%s` (%s)\n\n```\n%s\n```\n\n", r.Case, r.Status, r.Message)
		}
	}
	fmt.Fprintf(w, "\n## Cases\n\n| case | status | max abs | rel-L2 | tolerance | reference rel-L2 | compile s | run s |\n|---|---|---:|---:|---|---:|---:|---:|\n")
	for _, r := range rep.Results {
		ref := "–"
		if r.Ref != nil {
			ref = fmt.Sprintf("%s (%s)", num(r.Ref.RelL2), r.Ref.Source)
		}
		compile := fmt.Sprintf("%.2f", r.CompileSeconds)
		if r.CompileCached {
			compile = "cached"
		}
		fmt.Fprintf(w, "| `%s` | %s | %s | %s | %s | %s | %s | %.2f |\n", r.Case, r.Status, num(r.MaxAbs), num(r.RelL2), r.Tolerance, ref, compile, r.RunSeconds)
	}
}
