package eager

import (
	"fmt"
	"github.com/skainet/skaic/layout"
	"math"
)

// Attention is scaled-dot-product attention as a composite of the op set
// (so a recording holds only primitive ops): q [S, H, D], k and v [T, Hkv,
// D] with H a multiple of Hkv (grouped-query: query head h uses KV head
// h / (H/Hkv)). With causal, query i (at absolute position offset+i) sees
// keys 0..offset+i. Returns [S, H, D]. scale ≤ 0 means 1/sqrt(D).
func (e *Engine) Attention(q, k, v Tensor, causal bool, offset int, scale float64) Tensor {
	var mask func(Tensor) Tensor
	if causal {
		mask = func(scores Tensor) Tensor { return e.CausalMask(scores, offset) }
	}
	return e.attention(q, k, v, scale, mask)
}

// attention is the composite both Attention and AttentionWindow run, with
// mask (nil: none) applied to the scaled scores [Hkv, G, S, T].
func (e *Engine) attention(q, k, v Tensor, scale float64, mask func(Tensor) Tensor) Tensor {
	defer e.guard("attention", layout.CatchFaults())
	if !e.ok(q, k, v) {
		return Tensor{}
	}
	qs, ks, vs := q.Shape(), k.Shape(), v.Shape()
	if len(qs) != 3 || len(ks) != 3 || len(vs) != 3 || ks[1] != vs[1] || ks[0] != vs[0] || qs[2] != ks[2] || ks[2] != vs[2] {
		return e.fail("attention", fmt.Errorf("q %v, k %v, v %v do not fit [S,H,D], [T,Hkv,D]", qs, ks, vs), q, k, v)
	}
	S, H, D := qs[0], qs[1], qs[2]
	T, Hkv := ks[0], ks[1]
	if Hkv == 0 || H%Hkv != 0 {
		return e.fail("attention", fmt.Errorf("%d query heads is not a multiple of %d KV heads", H, Hkv), q, k, v)
	}
	G := H / Hkv
	if scale <= 0 {
		scale = 1 / math.Sqrt(float64(D))
	}
	// [S, H, D] → [H, S, D] → [Hkv, G, S, D]
	qh := e.Reshape(e.Permute(q, 1, 0, 2), Hkv, G, S, D)
	// [T, Hkv, D] → [Hkv, D, T] → [Hkv, 1, D, T]
	kt := e.Reshape(e.Permute(k, 1, 2, 0), Hkv, 1, D, T)
	// [T, Hkv, D] → [Hkv, T, D] → [Hkv, 1, T, D]
	vh := e.Reshape(e.Permute(v, 1, 0, 2), Hkv, 1, T, D)
	scores := e.Scale(e.MatMul(qh, kt), scale) // [Hkv, G, S, T]
	if mask != nil {
		scores = mask(scores)
	}
	probs := e.Softmax(scores)
	ctx := e.MatMul(probs, vh) // [Hkv, G, S, D]
	// → [H, S, D] → [S, H, D]
	return e.Permute(e.Reshape(ctx, H, S, D), 1, 0, 2)
}
