package layout

import (
	"slices"
	"strings"
	"testing"
)

func TestBroadcastShapes(t *testing.T) {
	for _, c := range []struct{ a, b, want []int64 }{
		{[]int64{2, 3}, []int64{3}, []int64{2, 3}},
		{[]int64{4, 1, 5}, []int64{3, 1}, []int64{4, 3, 5}},
		{nil, []int64{7}, []int64{7}},
		{[]int64{1}, []int64{2, 1}, []int64{2, 1}},
	} {
		got, err := BroadcastShapes(c.a, c.b)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("%v ⊕ %v = %v, %v; want %v", c.a, c.b, got, err, c.want)
		}
	}
	if _, err := BroadcastShapes([]int64{2, 3}, []int64{4}); err == nil || !strings.Contains(err.Error(), "do not broadcast") {
		t.Fatalf("mismatch: %v", err)
	}
}
