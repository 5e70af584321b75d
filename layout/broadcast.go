package layout

import "fmt"

// BroadcastShapes is numpy's broadcast of two shapes (right-aligned; a
// size-1 or missing axis stretches). It is the one rule the eager engine,
// the IR's shape inference and the MLIR emitters share.
func BroadcastShapes(a, b []int64) ([]int64, error) { return BroadcastShapesIn(nil, a, b) }

// BroadcastShapesIn is BroadcastShapes with the result from s.
func BroadcastShapesIn(s *Scratch, a, b []int64) ([]int64, error) {
	n := max(len(a), len(b))
	out := s.Ints(n)
	for i := 0; i < n; i++ {
		da, db := int64(1), int64(1)
		if j := i - (n - len(a)); j >= 0 {
			da = a[j]
		}
		if j := i - (n - len(b)); j >= 0 {
			db = b[j]
		}
		switch {
		case da == db, db == 1:
			out[i] = da
		case da == 1:
			out[i] = db
		default:
			return nil, fmt.Errorf("shapes %s and %s do not broadcast (axis %d: %d vs %d)", fmtInts(a), fmtInts(b), i, da, db)
		}
	}
	return out, nil
}
