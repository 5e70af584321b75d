package kernels

import (
	"math"
	"testing"
)

func TestReduce(t *testing.T) {
	r := newRand(10)
	shape := []int{7, 33, 5}
	specs := []viewSpec{
		{name: "contiguous"},
		{name: "permuted", order: []int{2, 0, 1}, offset: 3},
		{name: "gap+flip", gap: 2, flip: 2},
		{name: "broadcast-axis0", bcast: []bool{true, false, false}},
	}
	for op := ReduceOp(0); op < numReduceOps; op++ {
		for _, spec := range specs {
			x := makeView(shape, spec, func() float32 { return float32(r.NormFloat64() + 0.5) })
			for axis := range shape {
				oshape := append(append([]int(nil), shape[:axis]...), shape[axis+1:]...)
				out := make([]float32, prod(oshape))
				mustOK(t, op.String(), Reduce(op, x, axis, out))
				var ref []float64
				forEachIndex(oshape, func(oidx []int) {
					idx := append(append(append([]int(nil), oidx[:axis]...), 0), oidx[axis:]...)
					var acc float64
					for k := 0; k < shape[axis]; k++ {
						idx[axis] = k
						v := float64(at(x, idx))
						switch {
						case k == 0:
							acc = v
						case op == ReduceMax:
							acc = math.Max(acc, v)
						case op == ReduceMin:
							acc = math.Min(acc, v)
						default:
							acc += v
						}
					}
					if op == Mean {
						acc /= float64(shape[axis])
					}
					ref = append(ref, acc)
				})
				name := "reduce/" + op.String() + "/" + spec.name + "/axis" + string(rune('0'+axis))
				if op == ReduceMax || op == ReduceMin {
					exact := make([]float32, len(ref))
					for i, v := range ref {
						exact[i] = float32(v)
					}
					requireBitsEqual(t, name, out, exact)
					continue
				}
				// Sequential float32 sums of ≤ 33 terms of magnitude ~1.
				check(t, name, out, ref, 1e-12, 3e-5)
			}
		}
	}
}

func TestReduceEdges(t *testing.T) {
	x := Strided{Data: []float32{1, float32(math.NaN()), 3}, Shape: []int{3}, Strides: []int{1}}
	out := make([]float32, 1)
	mustOK(t, "max nan", Reduce(ReduceMax, x, 0, out))
	if !math.IsNaN(float64(out[0])) {
		t.Errorf("max with NaN = %v, want NaN", out[0])
	}
	empty := Strided{Shape: []int{2, 0}, Strides: []int{0, 1}}
	two := make([]float32, 2)
	mustOK(t, "sum empty", Reduce(Sum, empty, 1, two))
	if two[0] != 0 || two[1] != 0 {
		t.Errorf("sum over empty axis = %v", two)
	}
	mustOK(t, "mean empty", Reduce(Mean, empty, 1, two))
	if !math.IsNaN(float64(two[0])) {
		t.Errorf("mean over empty axis = %v", two)
	}
	wantErr(t, "max empty", "empty", func() error { return Reduce(ReduceMax, empty, 1, two) })
	y := Contig(make([]float32, 6), 2, 3)
	wantErr(t, "axis", "axis 2", func() error { return Reduce(Sum, y, 2, two) })
	wantErr(t, "negative axis", "axis -1", func() error { return Reduce(Sum, y, -1, two) })
	wantErr(t, "out", "out has 2", func() error { return Reduce(Sum, y, 0, two) })
	wantErr(t, "op", "unknown op", func() error { return Reduce(ReduceOp(9), y, 0, make([]float32, 3)) })

	if got := ArgMax([]float32{1, 5, 2, 5}); got != 1 {
		t.Errorf("ArgMax first max = %d, want 1", got)
	}
	if got := ArgMax([]float32{1, float32(math.NaN()), 9}); got != 1 {
		t.Errorf("ArgMax NaN = %d, want 1", got)
	}
	if got := ArgMax(nil); got != -1 {
		t.Errorf("ArgMax empty = %d", got)
	}
	if got := ArgMax([]float32{float32(math.Inf(-1)), -3}); got != 1 {
		t.Errorf("ArgMax = %d", got)
	}
}
