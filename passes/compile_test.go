package passes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
)

// TestPassTable checks the table the way init does, and that the checker
// catches each kind of inconsistency.
func TestPassTable(t *testing.T) {
	if err := checkOrder(passes[:], passOrder[:]); err != nil {
		t.Fatal(err)
	}
	if passes[0].Name != "layout-assignment" || !passes[0].Required {
		t.Errorf("the first pass is %s (required %v); layout assignment must be first and required", passes[0].Name, passes[0].Required)
	}
	for _, c := range passOrder {
		if c.A == c.B {
			t.Errorf("constraint %s before itself", c.A)
		}
	}
	noop := func(*ir.Module, *Config) error { return nil }
	bad := []struct {
		name  string
		table []Pass
		order []Constraint
		want  string
	}{
		{"violated", []Pass{{Name: "a", Fn: noop}, {Name: "b", Fn: noop}}, []Constraint{{"b", "a"}}, "must run before"},
		{"unknown first", []Pass{{Name: "a", Fn: noop}}, []Constraint{{"x", "a"}}, "no pass x"},
		{"unknown second", []Pass{{Name: "a", Fn: noop}}, []Constraint{{"a", "y"}}, "no pass y"},
		{"duplicate", []Pass{{Name: "a", Fn: noop}, {Name: "a", Fn: noop}}, nil, "twice"},
		{"bad name", []Pass{{Name: "a b", Fn: noop}}, nil, "bad name"},
		{"no function", []Pass{{Name: "a"}}, nil, "no function"},
	}
	for _, c := range bad {
		if err := checkOrder(c.table, c.order); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: checkOrder = %v, want an error mentioning %q", c.name, err, c.want)
		}
	}
	if got := strings.Join(Names(), ","); got != "layout-assignment,canonicalize,cse,dce" {
		t.Errorf("Names() = %s", got)
	}
}

func TestRunOptions(t *testing.T) {
	m := llama(t, nil)
	var out bytes.Buffer
	cfg := Config{Target: IREELLVMCPU}
	for _, c := range []struct {
		opts Options
		want string
	}{
		{Options{PrintAfter: []string{"nope"}, Out: &out}, "no such pass"},
		{Options{Disable: []string{"dce"}}, "required"},
		{Options{Disable: []string{"nope"}}, "no such pass"},
		{Options{PrintAfterAll: true}, "needs Options.Out"},
	} {
		if err := Run(m, cfg, c.opts); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Run(%+v) = %v, want an error mentioning %q", c.opts, err, c.want)
		}
	}
	// A disabled optional pass does not run: without canonicalize the
	// contiguous op survives.
	if err := Run(m, cfg, Options{VerifyEach: true, Disable: []string{"canonicalize"}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.String(), "contiguous") {
		t.Error("contiguous removed with canonicalize disabled")
	}
	// A broken module fails before the first pass.
	m.Funcs[0].Results = nil
	if err := Run(m, cfg, Options{VerifyEach: true}); err == nil || !strings.Contains(err.Error(), "before the first pass") {
		t.Errorf("Run on a broken module = %v", err)
	}
}

// TestVerifyEachCatchesABrokenPass swaps in a pass that breaks the module
// and checks the manager names it.
func TestVerifyEachCatchesABrokenPass(t *testing.T) {
	saved := passes[2]
	defer func() { passes[2] = saved }()
	passes[2] = Pass{Name: "cse", Fn: func(m *ir.Module, _ *Config) error {
		m.Funcs[0].Body = m.Funcs[0].Body[1:] // drop a definition
		return nil
	}}
	err := Run(llama(t, nil), Config{Target: IREELLVMCPU}, Options{VerifyEach: true})
	if err == nil || !strings.Contains(err.Error(), "after cse") {
		t.Fatalf("Run = %v, want a verifier error after cse", err)
	}
}
