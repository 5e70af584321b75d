package kernels

import (
	"fmt"
	"math"
)

// RopeMode selects which dimensions RoPE rotates together.
type RopeMode uint8

const (
	// RopeAdjacent rotates the pairs (2i, 2i+1): ggml's GGML_ROPE_TYPE_NORMAL,
	// what llama.cpp uses for llama-family GGUFs (whose Q/K rows the
	// converter permuted for it).
	RopeAdjacent RopeMode = iota
	// RopeNeoX rotates the pairs (i, i + ropeDim/2): GGML_ROPE_TYPE_NEOX.
	RopeNeoX
)

func (m RopeMode) String() string {
	switch m {
	case RopeAdjacent:
		return "adjacent"
	case RopeNeoX:
		return "neox"
	}
	return fmt.Sprintf("RopeMode(%d)", uint8(m))
}

// Rope applies rotary position embedding to x, laid out [seq, heads,
// headDim] contiguous, into out (same layout; out may be x). Row s uses
// position positions[s]; pair i (0 ≤ i < ropeDim/2) is rotated by
// θ_i = pos·base^(−2i/ropeDim); dimensions ≥ ropeDim are copied.
//
// It matches ggml-cpu's rope (ops.cpp: ggml_compute_forward_rope_flt,
// ggml_rope_cache_init, rope_yarn, rotate_pairs) with freq_scale = 1,
// ext_factor = 0, attn_factor = 1 and no freq_factors — llama.cpp's
// settings for a llama GGUF without rope scaling — step for step in
// float32:
//
//	theta_scale = powf(base, -2.0f/ropeDim)   (base rounded to float32)
//	θ_0 = (float)pos;  θ_{i+1} = θ_i · theta_scale   (repeated multiplication)
//	c_i = cosf(θ_i), s_i = sinf(θ_i)
//	x0' = x0·c − x1·s,  x1' = x0·s + x1·c
//
// powf, cosf and sinf are float64 math rounded to float32 (see the package
// documentation). Each product is rounded to float32 before the sum (no
// FMA); a compiler that contracts ggml's C into FMAs differs in the last
// bit there.
func Rope(x []float32, seq, heads, headDim int, positions []int32, base float64, ropeDim int, mode RopeMode, out []float32) error {
	if seq < 0 || heads < 0 || headDim < 0 {
		return fmt.Errorf("rope: negative size [%d, %d, %d]", seq, heads, headDim)
	}
	if mode != RopeAdjacent && mode != RopeNeoX {
		return fmt.Errorf("rope: unknown mode %d", uint8(mode))
	}
	if ropeDim <= 0 || ropeDim%2 != 0 || ropeDim > headDim {
		return fmt.Errorf("rope: rope dims %d must be even, positive and at most head_dim %d", ropeDim, headDim)
	}
	if heads != 0 && seq > math.MaxInt/heads || seq*heads > math.MaxInt/headDim {
		return fmt.Errorf("rope: size [%d, %d, %d] overflows int", seq, heads, headDim)
	}
	n := seq * heads * headDim
	if len(x) != n || len(out) != n {
		return fmt.Errorf("rope: x has %d and out %d elements, [%d, %d, %d] needs %d", len(x), len(out), seq, heads, headDim, n)
	}
	if len(positions) != seq {
		return fmt.Errorf("rope: %d positions for %d rows", len(positions), seq)
	}
	thetaScale := float32(math.Pow(float64(float32(base)), float64(float32(-2.0)/float32(ropeDim))))
	half := ropeDim / 2
	// Pair i's two dimensions inside a head.
	stride, pairOff := 2, 1
	if mode == RopeNeoX {
		stride, pairOff = 1, half
	}
	for s := 0; s < seq; s++ {
		xs := x[s*heads*headDim : (s+1)*heads*headDim]
		ys := out[s*heads*headDim : (s+1)*heads*headDim]
		if ropeDim < headDim {
			for h := 0; h < heads; h++ {
				copy(ys[h*headDim+ropeDim:(h+1)*headDim], xs[h*headDim+ropeDim:(h+1)*headDim])
			}
		}
		theta := float32(positions[s])
		for i := 0; i < half; i++ {
			c := float32(math.Cos(float64(theta)))
			sn := float32(math.Sin(float64(theta)))
			for h := 0; h < heads; h++ {
				j := h*headDim + i*stride
				x0, x1 := xs[j], xs[j+pairOff]
				ys[j] = float32(x0*c) - float32(x1*sn)
				ys[j+pairOff] = float32(x0*sn) + float32(x1*c)
			}
			theta *= thetaScale
		}
	}
	return nil
}
