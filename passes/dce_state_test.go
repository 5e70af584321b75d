package passes

import (
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// stateFuncs builds a module whose "write" function stores rows into two
// states and, when withRead, a "read" function reads the first back.
func stateFuncs(t *testing.T, withRead bool) *ir.Module {
	t.Helper()
	m := ir.NewModule("skaic test")
	a := m.AddState("cache.k.0", ir.T(layout.F32, 8, 2))
	b := m.AddState("cache.v.0", ir.T(layout.F32, 8, 2))
	f := m.NewFunc("write")
	x := f.AddArg("x", ir.T(layout.F32, 1, 2))
	p := f.AddArg("p", ir.T(layout.I32, 1))
	bl := ir.NewBuilder(f)
	bl.CacheWrite(bl.CacheWrite(bl.State(a), x, p), x, p)
	bl.CacheWrite(bl.State(b), x, p)
	bl.Return(bl.Scale(x, 2))
	if withRead {
		g := m.NewFunc("read")
		q := g.AddArg("p", ir.T(layout.I32, 1))
		gb := ir.NewBuilder(g)
		gb.Return(gb.CacheRead(gb.State(a), q, 3))
		if gb.Err() != nil {
			t.Fatal(gb.Err())
		}
	}
	if bl.Err() != nil {
		t.Fatal(bl.Err())
	}
	return m
}

func count(f *ir.Func, op ir.Op) int {
	n := 0
	for _, v := range f.Body {
		if v.Op == op {
			n++
		}
	}
	return n
}

func TestDCEKeepsWritesOfStateSomeFunctionReads(t *testing.T) {
	m := stateFuncs(t, true)
	DCE(m)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	w := m.Func("write")
	if got := count(w, ir.OpCacheWrite); got != 2 {
		t.Errorf("%d cache_writes kept, want the 2 of cache.k.0 (read by @read)", got)
	}
	if len(m.States) != 1 || m.States[0].Name != "cache.k.0" {
		t.Errorf("states %v, want cache.k.0 only (nothing reads cache.v.0)", m.States)
	}
}

func TestDCEDropsWritesNothingReads(t *testing.T) {
	m := stateFuncs(t, false)
	DCE(m)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if got := count(m.Func("write"), ir.OpCacheWrite); got != 0 || len(m.States) != 0 {
		t.Errorf("%d cache_writes and %d states left; nothing reads them", got, len(m.States))
	}
}
