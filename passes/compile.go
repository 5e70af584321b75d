package passes

import (
	"fmt"
	"io"
	"log"
	"slices"
	"strings"

	"github.com/skainet/skaic/ir"
)

// Pass is one entry of the pass table.
type Pass struct {
	Name string
	Fn   func(m *ir.Module, cfg *Config) error
	// Required passes always run: the export is wrong without them.
	// Others may be disabled (Options.Disable).
	Required bool
}

// Config is what the passes read: the target and the layout options.
type Config struct {
	Target Target
	Layout LayoutOptions
}

// passes is the pipeline, in order.
var passes = [...]Pass{
	{Name: "layout-assignment", Fn: func(m *ir.Module, c *Config) error { return AssignLayouts(m, c.Target, c.Layout) }, Required: true},
	{Name: "canonicalize", Fn: func(m *ir.Module, _ *Config) error { Canonicalize(m); return nil }},
	{Name: "cse", Fn: func(m *ir.Module, _ *Config) error { CSE(m); return nil }},
	{Name: "dce", Fn: func(m *ir.Module, _ *Config) error { DCE(m); return nil }, Required: true},
}

// Constraint says pass A must run before pass B.
type Constraint struct{ A, B string }

// passOrder lists the ordering constraints, each with why.
var passOrder = [...]Constraint{
	// Layout assignment is the first pass on the export path: every
	// tensor is stamped before anything rewrites the graph, so rewrites
	// keep decisions (values rewritten in place keep theirs, new values
	// get the default) instead of inventing them, and the verifier can
	// demand a decision on every tensor from then on.
	{"layout-assignment", "canonicalize"},
	{"layout-assignment", "cse"},
	{"layout-assignment", "dce"},
	// Canonical forms expose common subexpressions: two reshape chains to
	// the same shape become the same single reshape only after folding.
	{"canonicalize", "cse"},
	// Canonicalization bypasses the ops it folds and leaves them dead.
	{"canonicalize", "dce"},
	// CSE only redirects uses to the first of equal values; DCE removes
	// the duplicates it leaves unused.
	{"cse", "dce"},
}

func init() {
	if err := checkOrder(passes[:], passOrder[:]); err != nil {
		log.Panicf("passes: %v", err)
	}
}

// checkOrder checks that names are unique and non-empty, every constraint
// names passes of the table, and the table satisfies it.
func checkOrder(table []Pass, order []Constraint) error {
	index := map[string]int{}
	for i, p := range table {
		if p.Name == "" || strings.ContainsAny(p.Name, " ,=") {
			return fmt.Errorf("pass %d has a bad name %q", i, p.Name)
		}
		if p.Fn == nil {
			return fmt.Errorf("pass %s has no function", p.Name)
		}
		if _, dup := index[p.Name]; dup {
			return fmt.Errorf("pass %s listed twice", p.Name)
		}
		index[p.Name] = i
	}
	for _, c := range order {
		i, okA := index[c.A]
		j, okB := index[c.B]
		switch {
		case !okA:
			return fmt.Errorf("constraint %s before %s: no pass %s", c.A, c.B, c.A)
		case !okB:
			return fmt.Errorf("constraint %s before %s: no pass %s", c.A, c.B, c.B)
		case i >= j:
			return fmt.Errorf("pass order constraint violated: %s must run before %s", c.A, c.B)
		}
	}
	return nil
}

// Passes lists the pipeline, in order.
func Passes() []Pass { return slices.Clone(passes[:]) }

// Constraints lists the ordering constraints.
func Constraints() []Constraint { return slices.Clone(passOrder[:]) }

// Names lists the pass names, in order (for --print-ir-after's help).
func Names() []string {
	out := make([]string, len(passes))
	for i, p := range passes {
		out[i] = p.Name
	}
	return out
}

// Options controls a run of the pipeline.
type Options struct {
	// VerifyEach runs ir.Verify before the first pass and after each one.
	VerifyEach bool
	// PrintAfter names passes after which the module is printed to Out;
	// PrintAfterAll prints after every pass.
	PrintAfter    []string
	PrintAfterAll bool
	Out           io.Writer
	// Disable names optional passes to skip.
	Disable []string
}

// Run runs the pipeline over m. A pass error, or a verifier error with
// VerifyEach, stops it, naming the pass.
func Run(m *ir.Module, cfg Config, opts Options) error {
	known := map[string]Pass{}
	for _, p := range passes {
		known[p.Name] = p
	}
	for _, n := range opts.PrintAfter {
		if _, ok := known[n]; !ok {
			return fmt.Errorf("passes: --print-ir-after=%s: no such pass (have %s)", n, strings.Join(Names(), ", "))
		}
	}
	for _, n := range opts.Disable {
		p, ok := known[n]
		if !ok {
			return fmt.Errorf("passes: cannot disable %s: no such pass (have %s)", n, strings.Join(Names(), ", "))
		}
		if p.Required {
			return fmt.Errorf("passes: cannot disable %s: it is required", n)
		}
	}
	if (opts.PrintAfterAll || len(opts.PrintAfter) > 0) && opts.Out == nil {
		return fmt.Errorf("passes: printing the IR needs Options.Out")
	}
	if opts.VerifyEach {
		if err := ir.Verify(m); err != nil {
			return fmt.Errorf("passes: before the first pass: %w", err)
		}
	}
	for _, p := range passes {
		if slices.Contains(opts.Disable, p.Name) {
			continue
		}
		if err := p.Fn(m, &cfg); err != nil {
			return fmt.Errorf("passes: %s: %w", p.Name, err)
		}
		if opts.VerifyEach {
			if err := ir.Verify(m); err != nil {
				return fmt.Errorf("passes: after %s: %w", p.Name, err)
			}
		}
		if opts.PrintAfterAll || slices.Contains(opts.PrintAfter, p.Name) {
			if _, err := fmt.Fprintf(opts.Out, "// -----// IR Dump After %s //----- //\n", p.Name); err != nil {
				return fmt.Errorf("passes: printing after %s: %w", p.Name, err)
			}
			if err := ir.Print(opts.Out, m); err != nil {
				return fmt.Errorf("passes: printing after %s: %w", p.Name, err)
			}
		}
	}
	return nil
}
