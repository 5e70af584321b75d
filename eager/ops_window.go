package eager

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// WindowMask masks attention scores [..., q, k] for causal sliding-window
// attention: query row r sits at absolute position positions[r] ([q]
// integers) and sees the keys at positions positions[r]-window+1 ..
// positions[r] (key column c is position c); every other score becomes
// -inf. Because the query positions are an operand rather than an
// attribute, one recording serves a prefill (positions 0..S-1) and a
// decode step against the cache (the step's position) alike.
func (e *Engine) WindowMask(scores, positions Tensor, window int) Tensor {
	const op = "window_mask"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(scores, positions) {
		return Tensor{}
	}
	s := scores.Shape()
	if len(s) < 2 {
		return e.fail(op, fmt.Errorf("scores need at least 2 axes, got %v", s), scores, positions)
	}
	if window < 1 {
		return e.fail(op, fmt.Errorf("window %d must be at least 1", window), scores, positions)
	}
	q, k := int(s[len(s)-2]), int(s[len(s)-1])
	if ps := positions.Shape(); len(ps) != 1 || int(ps[0]) != q {
		return e.fail(op, fmt.Errorf("positions %v do not give one position per query row of %v", ps, s), scores, positions)
	}
	pos, err := e.indices(op, positions)
	if err != nil {
		return e.fail(op, err, scores, positions)
	}
	xs, err := e.contiguousF32(op, scores)
	if err != nil {
		return e.fail(op, err, scores, positions)
	}
	out, t, err := e.allocF32(op, s)
	if err != nil {
		return e.fail(op, err, scores, positions)
	}
	if !e.trace {
		copy(out, xs)
		batches := len(out) / max(q*k, 1)
		for b := 0; b < batches; b++ {
			if err := kernels.WindowMask(out[b*q*k:(b+1)*q*k], q, k, pos, window, float32(math.Inf(-1))); err != nil {
				return e.fail(op, err, scores, positions)
			}
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("window", int64(window))}
	}
	return e.emit(op, attrs, t, scores, positions)
}

// AttentionWindow is Attention with causal sliding-window masking: q [S,
// H, D] at absolute positions positions ([S] integers), k and v [T, Hkv,
// D] for key positions 0..T-1; query i sees the keys positions[i]-window+1
// .. positions[i] (WindowMask). The mask applies to a prefill and to a
// decode step alike. scale ≤ 0 means 1/sqrt(D).
func (e *Engine) AttentionWindow(q, k, v, positions Tensor, window int, scale float64) Tensor {
	return e.attention(q, k, v, scale, func(scores Tensor) Tensor { return e.WindowMask(scores, positions, window) })
}
