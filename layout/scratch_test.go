package layout

import "testing"

func TestScratchEditsAllocateNothing(t *testing.T) {
	st := NewHeap(4*2*3*4, nil)
	sc := NewScratch(16)
	shape := []int64{2, 3, 4}
	step := func() {
		l := ContiguousIn(sc, shape)
		v, err := NewViewIn(sc, "x", DenseFormat(F32), l, st)
		if err != nil {
			t.Fatal(err)
		}
		p, err := v.PermuteIn(sc, 1, 0, 2)
		if err != nil {
			t.Fatal(err)
		}
		n, err := p.NarrowIn(sc, 0, 1, 2)
		if err != nil {
			t.Fatal(err)
		}
		r, err := v.ReshapeIn(sc, 6, 4)
		if err != nil {
			t.Fatal(err)
		}
		b, err := r.BroadcastIn(sc, 2, 6, 4)
		if err != nil {
			t.Fatal(err)
		}
		if n.Shape()[0] != 2 || b.Shape()[0] != 2 || !v.Layout.IsContiguous() {
			t.Fatal("bad edit")
		}
		sc.Reset()
	}
	step() // the first round outgrows 16 ints; Reset sizes the chunk for it
	if n := testing.AllocsPerRun(100, step); n != 0 {
		t.Fatalf("%v allocations per round of scratch edits", n)
	}
	// The scratch results agree with the allocating methods.
	l := Contiguous(shape)
	p1, _ := l.Permute(1, 0, 2)
	p2, _ := l.PermuteIn(sc, 1, 0, 2)
	if !p1.Equal(p2) {
		t.Fatalf("%v vs %v", p1, p2)
	}
}
