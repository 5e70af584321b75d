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
	return RopeScaled(x, seq, heads, headDim, positions, base, ropeDim, mode, RopeScaling{}, out)
}

// RopeScaling is the frequency scaling of a RoPE, as llama.cpp applies it
// (ggml's rope_yarn with ext_factor 0 and attn_factor 1, the settings of
// a model without YaRN): pair i's angle is
//
//	θ_i = FreqScale · (θ_base_i / Factors[i])   (float32 division, then product)
//
// with θ_base_i ggml's running product (see Rope). FreqScale 0 means 1 (no
// linear scaling; GGUF ARCH.rope.scaling.factor f gives 1/f); Factors nil
// means all 1 (a Llama 3.1-style GGUF carries them as rope_freqs.weight,
// ropeDim/2 values). The zero RopeScaling is Rope's plain rotation, bit
// for bit (a division by 1 and a product by 1 are exact).
type RopeScaling struct {
	FreqScale float32
	Factors   []float32
}

// IsZero reports whether s scales nothing.
func (s RopeScaling) IsZero() bool { return (s.FreqScale == 0 || s.FreqScale == 1) && s.Factors == nil }

// Validate checks s for ropeDim rotated dims.
func (s RopeScaling) Validate(ropeDim int) error {
	if !(s.FreqScale >= 0) || math.IsInf(float64(s.FreqScale), 0) {
		return fmt.Errorf("rope: frequency scale %g must be finite and positive", s.FreqScale)
	}
	if s.Factors != nil && len(s.Factors) != ropeDim/2 {
		return fmt.Errorf("rope: %d frequency factors for %d rotated pairs", len(s.Factors), ropeDim/2)
	}
	for i, f := range s.Factors {
		if !(f > 0) || math.IsInf(float64(f), 0) {
			return fmt.Errorf("rope: frequency factor %d is %g; it must be finite and positive", i, f)
		}
	}
	return nil
}

// RopeScaled is Rope with frequency scaling (see RopeScaling).
func RopeScaled(x []float32, seq, heads, headDim int, positions []int32, base float64, ropeDim int, mode RopeMode, sc RopeScaling, out []float32) error {
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
	if err := sc.Validate(ropeDim); err != nil {
		return err
	}
	freqScale := sc.FreqScale
	if freqScale == 0 {
		freqScale = 1
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
			ff := float32(1)
			if sc.Factors != nil {
				ff = sc.Factors[i]
			}
			angle := freqScale * (theta / ff)
			c := float32(math.Cos(float64(angle)))
			sn := float32(math.Sin(float64(angle)))
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
