package eager

import (
	"fmt"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Module state and the ops on it: a KV cache is a State tensor (an
// identity, a shape, bytes updated in place); CacheWrite stores a step's
// rows into it at the step's positions and CacheRead reads the rows a step
// attends over. Both are ops like any other: recorded on the tape, typed
// in the IR, lowered to in-place updates of a module global.

// State wraps mutable state that outlives a step (a KV cache) under its
// identity v.ID. Wrapping allocates nothing; a recording engine registers
// it with the recorder (once per wrap).
func (e *Engine) State(v *layout.TensorView) Tensor {
	if e.rec != nil {
		return e.recordState(v)
	}
	return Tensor{View: *v, Kind: State, Name: string(v.ID)}
}

// recordState is State on a recording engine (apart, so that the
// unrecorded path keeps its tensor off the heap).
func (e *Engine) recordState(v *layout.TensorView) Tensor {
	t := &Tensor{View: *v, Kind: State, Name: string(v.ID)}
	t.RecID = e.rec.Value(t, nil)
	return *t
}

// Arange returns positions [n] i32 with values start, start+1, ... where n
// is the length of like (a 1-D tensor, e.g. a step's token ids): the
// positions of a step computed in the graph, so that an exported prefill
// takes them from its input's length.
func (e *Engine) Arange(like Tensor, start int64) Tensor {
	const op = "arange"
	if !e.ok(like) {
		return Tensor{}
	}
	if like.Rank() != 1 {
		return e.fail(op, fmt.Errorf("like must be 1-D, got %v", like.Shape()), like)
	}
	n := like.Shape()[0]
	t, b, err := e.alloc(op, layout.I32, like.Shape())
	if err != nil {
		return e.fail(op, err, like)
	}
	if !e.trace {
		out := i32s(b)
		for i := range n {
			out[i] = int32(start + i)
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("start", start)}
	}
	return e.emit(op, attrs, t, like)
}

// CacheError reports a cache access outside the cache or at positions that
// are not consecutive.
type CacheError struct {
	Cache string
	Pos   int64 // the first position
	Rows  int64 // rows accessed
	Cap   int64 // the cache's rows
	Why   string
}

func (e *CacheError) Error() string {
	if e.Why != "" {
		return fmt.Sprintf("cache %s: %s", e.Cache, e.Why)
	}
	return fmt.Sprintf("cache %s: rows [%d, %d) are past its capacity of %d positions", e.Cache, e.Pos, e.Pos+e.Rows, e.Cap)
}

func (e *Engine) checkCache(op string, cache *Tensor) error {
	v := &cache.View
	if v.Format.Normalize() != layout.DenseFormat(layout.F32) || !v.Layout.IsContiguous() || v.Layout.Offset != 0 || cache.Rank() < 1 {
		return badCache(cache.label(), v.String())
	}
	return nil
}

//go:noinline
func badCache(name, view string) error {
	return fmt.Errorf("cache %s must be a contiguous f32 tensor [capacity, ...], got %s", name, view)
}

// CacheWrite stores rows [S, ...] into cache [capacity, ...] (f32) at rows
// positions[0], positions[0]+1, ... (positions [S], consecutive
// integers), in place, and returns the cache as it is after the write: the
// value later reads of this step must use. A write past the capacity is a
// *CacheError, never a wrap. When tracing, no byte is read or written (the
// positions are not known); pos0 is then the first position the caller
// intends, and the bounds are checked against it.
func (e *Engine) CacheWrite(cache, rows, positions Tensor, pos0 int64) Tensor {
	const op = "cache_write"
	if !e.ok(cache, rows, positions) {
		return Tensor{}
	}
	if err := e.checkCache(op, &cache); err != nil {
		return e.fail(op, err, cache, rows, positions)
	}
	cs, rs := cache.Shape(), rows.Shape()
	if len(rs) != len(cs) || !sameShape(rs[1:], cs[1:]) || rows.DType() != layout.F32 {
		return e.fail(op, fmt.Errorf("rows %s%v do not fit cache rows %v", rows.Format(), rs, cs[1:]), cache, rows, positions)
	}
	S := rs[0]
	if positions.Rank() != 1 || positions.Shape()[0] != S {
		return e.fail(op, fmt.Errorf("%v positions for %d rows", positions.Shape(), S), cache, rows, positions)
	}
	if !e.trace {
		pos, err := e.indices(op, positions)
		if err != nil {
			return e.fail(op, err, cache, rows, positions)
		}
		for i, p := range pos {
			if int64(p) != int64(pos[0])+int64(i) {
				return e.fail(op, &CacheError{Cache: cache.label(), Why: fmt.Sprintf("positions %d, %d are not consecutive", pos[0], p)}, cache, rows, positions)
			}
		}
		if S > 0 {
			pos0 = int64(pos[0])
		}
	}
	if pos0 < 0 || pos0+S > cs[0] {
		return e.fail(op, &CacheError{Cache: cache.label(), Pos: pos0, Rows: S, Cap: cs[0]}, cache, rows, positions)
	}
	if !e.trace {
		src, err := e.contiguousF32(op, rows)
		if err != nil {
			return e.fail(op, err, cache, rows, positions)
		}
		b, err := cache.View.Storage.Writable(0, cache.View.Storage.Len())
		if err != nil {
			return e.fail(op, err, cache, rows, positions)
		}
		row := int64(len(src)) / max(S, 1)
		copy(f32s(b)[pos0*row:], src)
	}
	out := cache
	out.Kind, out.Name, out.RecID = Intermediate, "", 0
	return e.emit(op, nil, out, cache, rows, positions)
}

// CacheRead returns rows [0, n) of cache, where n = last(positions)+1: the
// rows a step at these positions attends over (its own included). n is
// passed too, so that a traced step (which reads no position) knows its
// shape; a computing engine checks that the positions agree with it.
func (e *Engine) CacheRead(cache, positions Tensor, n int64) Tensor {
	const op = "cache_read"
	if !e.ok(cache, positions) {
		return Tensor{}
	}
	if err := e.checkCache(op, &cache); err != nil {
		return e.fail(op, err, cache, positions)
	}
	if positions.Rank() != 1 || positions.Shape()[0] < 1 {
		return e.fail(op, fmt.Errorf("positions must be [S], S ≥ 1, got %v", positions.Shape()), cache, positions)
	}
	if !e.trace {
		pos, err := e.indices(op, positions)
		if err != nil {
			return e.fail(op, err, cache, positions)
		}
		if last := int64(pos[len(pos)-1]); last+1 != n {
			return e.fail(op, fmt.Errorf("%d rows asked for, the last position is %d", n, last), cache, positions)
		}
	}
	if n < 1 || n > cache.Shape()[0] {
		return e.fail(op, &CacheError{Cache: cache.label(), Pos: 0, Rows: n, Cap: cache.Shape()[0]}, cache, positions)
	}
	v, err := cache.View.NarrowIn(e.ar.scratch(), 0, 0, n)
	if err != nil {
		return e.fail(op, err, cache, positions)
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("rows", n)}
	}
	return e.emit(op, attrs, e.view(v), cache, positions)
}
