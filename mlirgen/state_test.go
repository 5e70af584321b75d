package mlirgen

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/passes"
)

// stateModule is a module over one KV-cache-like state [8, 2]:
//
//	step(x: [1, 2], p: [1] i32) -> [2]: writes x at row p, returns the
//	    sum of rows [0, p] (a dynamic-length read, as decode's);
//	fill(x: [?, 2], ids: [?] i32) -> [?]: writes x at rows 0.., returns
//	    the positions arange(ids) as f32 (a dynamic argument, as
//	    prefill's).
func stateModule(t *testing.T) *ir.Module {
	t.Helper()
	m := ir.NewModule("skaic test")
	kv := m.AddState("cache.k.0", ir.T(layout.F32, 8, 2))
	f := m.NewFunc("step")
	x := f.AddArg("x", ir.T(layout.F32, 1, 2))
	p := f.AddArg("p", ir.T(layout.I32, 1))
	b := ir.NewBuilder(f)
	w := b.CacheWrite(b.State(kv), x, p)
	b.Return(b.Reduce(ir.OpSum, b.CacheRead(w, p, ir.Dynamic), 0, false))
	g := m.NewFunc("fill")
	xs := g.AddArg("xs", ir.T(layout.F32, ir.Dynamic, 2))
	ids := g.AddArg("ids", ir.T(layout.I32, ir.Dynamic))
	c := ir.NewBuilder(g)
	pos := c.Arange(ids, 0)
	c.CacheWrite(c.State(kv), xs, pos)
	c.Return(c.Cast(pos, layout.F32))
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Config{Target: passes.IREELLVMCPU}, passes.Options{VerifyEach: true}); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestLowerStateAndDynamicLength(t *testing.T) {
	text, err := Lower(stateModule(t), LowerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := string(text)
	for _, want := range []string{
		"util.global private mutable @state = dense<0.0> : tensor<1x8x2xf32>",
		"func.func @fill(%arg0: tensor<?x2xf32>, %arg1: tensor<?xi32>) -> tensor<?xf32>",
		"tensor.dim %arg0, ",
		"tensor.insert_slice",
		"util.global.store",
		`cf.assert`, "KV cache: a step past its capacity of 8 positions",
		"tensor.extract_slice",
		`"cache.k.0" = {`, `"residency" = "device_state"`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("module lacks %q:\n%s", want, s)
		}
	}
	c := compile(t, "state", text)
	x := npyF32([]int64{1, 2}, []float32{3, -1})
	for _, p := range []int32{0, 5, 7} {
		got := c.run(t, "step", "", 1, x, npyI32([]int64{1}, []int32{p}))[0]
		// A fresh process: rows [0, p) are zero, row p is x.
		if !slices.Equal(got, []float32{3, -1}) {
			t.Errorf("step at %d: sum of rows [0, %d] = %v, want [3 -1]", p, p, got)
		}
	}
	for _, n := range []int{3, 5} {
		xs := npyF32([]int64{int64(n), 2}, make([]float32, 2*n))
		ids := npyI32([]int64{int64(n)}, make([]int32, n))
		got := c.run(t, "fill", "", 1, xs, ids)[0]
		want := make([]float32, n)
		for i := range want {
			want[i] = float32(i)
		}
		if !slices.Equal(got, want) {
			t.Errorf("fill of %d rows: positions %v, want %v", n, got, want)
		}
	}
	// Past the capacity, the call fails; it never writes out of bounds.
	run := toolstest.Need(t, "iree-run-module")
	args := []string{"--device=local-task", "--module=" + c.vmfb, "--function=step", "--input=1x2xf32=1", "--input=1xi32=8"}
	out, err := exec.Command(run, args...).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "past its capacity") {
		t.Errorf("step at 8 of 8: err %v\n%s", err, out)
	}
}

func TestLowerRefusesStaleState(t *testing.T) {
	m := ir.NewModule("skaic test")
	kv := m.AddState("cache.k.0", ir.T(layout.F32, 8, 2))
	f := m.NewFunc("step")
	x := f.AddArg("x", ir.T(layout.F32, 1, 2))
	p := f.AddArg("p", ir.T(layout.I32, 1))
	b := ir.NewBuilder(f)
	first := b.CacheWrite(b.State(kv), x, p)
	b.CacheWrite(first, x, p)
	b.Return(b.CacheRead(first, p, 2)) // the value before the second write
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Config{Target: passes.IREELLVMCPU}, passes.Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := Lower(m, LowerOptions{}); err == nil || !strings.Contains(err.Error(), "older than its last write") {
		t.Errorf("err %v, want a refusal of the stale read", err)
	}
}
