package kernels

import (
	"fmt"
	"math"
)

// Row-wise kernels over contiguous [rows, cols] matrices. Their numerics
// follow ggml's CPU backend (ggml-cpu/ops.cpp and vec.cpp, scalar paths):
// the sums that ggml keeps in ggml_float (double) are float64 here too, and
// every other step is float32 in ggml's order.

func checkRows(op string, x []float32, rows, cols int, out []float32) error {
	if rows < 0 || cols < 0 {
		return fmt.Errorf("%s: negative size [%d, %d]", op, rows, cols)
	}
	if cols != 0 && rows > math.MaxInt/cols {
		return fmt.Errorf("%s: size [%d, %d] overflows int", op, rows, cols)
	}
	n := rows * cols
	if len(x) != n {
		return fmt.Errorf("%s: x has %d elements, [%d, %d] needs %d", op, len(x), rows, cols, n)
	}
	if len(out) != n {
		return fmt.Errorf("%s: out has %d elements, [%d, %d] needs %d", op, len(out), rows, cols, n)
	}
	return nil
}

// softmaxRow is ggml_compute_forward_soft_max_f32 without scale, mask or
// sinks: m = max(x) (from -Inf); y_i = expf(x_i − m); s = Σ y_i in float64;
// y_i *= float32(1/s).
func softmaxRow(x, y []float32) {
	y = y[:len(x)]
	m := float32(math.Inf(-1))
	for _, v := range x {
		m = max(m, v)
	}
	var sum float64
	for i, v := range x {
		e := exp32(v - m)
		sum += float64(e)
		y[i] = e
	}
	scale := float32(1 / sum)
	for i := range y {
		y[i] *= scale
	}
}

// Softmax computes out = softmax(x) over the last axis of the contiguous
// [rows, cols] matrix x, numerically stable (max-subtracted), in ggml's
// order (see softmaxRow). out may be x.
func Softmax(x []float32, rows, cols int, out []float32) error {
	if err := checkRows("softmax", x, rows, cols, out); err != nil {
		return err
	}
	for r := 0; r < rows; r++ {
		softmaxRow(x[r*cols:(r+1)*cols], out[r*cols:(r+1)*cols])
	}
	return nil
}

// SoftmaxCausal is Softmax where row r attends only to columns
// c ≤ r + rowOffset; the others get exactly 0. The allowed columns get
// bitwise what CausalMask(x, …, -Inf) followed by Softmax gives, except
// that a row with no allowed column (r + rowOffset < 0) is all zeros here
// and NaN there. For [heads, q, k] scores call it once per head (rows = q).
func SoftmaxCausal(x []float32, rows, cols, rowOffset int, out []float32) error {
	if err := checkRows("softmax_causal", x, rows, cols, out); err != nil {
		return err
	}
	for r := 0; r < rows; r++ {
		xr, yr := x[r*cols:(r+1)*cols], out[r*cols:(r+1)*cols]
		allowed := causalAllowed(r, cols, rowOffset)
		if allowed > 0 {
			softmaxRow(xr[:allowed], yr[:allowed])
		}
		Fill(yr[allowed:], 0)
	}
	return nil
}

// causalAllowed is how many leading columns row r may attend to.
func causalAllowed(r, cols, rowOffset int) int {
	last := r + rowOffset // may overflow only for absurd offsets; clamp first
	if rowOffset > cols {
		last = cols
	}
	return min(max(last+1, 0), cols)
}

// CausalMask sets, in place, x[r][c] = fill for every column c > r +
// rowOffset of the contiguous [rows, cols] matrix x (rowOffset: the number
// of earlier positions a KV cache already holds).
func CausalMask(x []float32, rows, cols, rowOffset int, fill float32) error {
	if err := checkRows("causal_mask", x, rows, cols, x); err != nil {
		return err
	}
	for r := 0; r < rows; r++ {
		Fill(x[r*cols+causalAllowed(r, cols, rowOffset):(r+1)*cols], fill)
	}
	return nil
}

// RMSNorm is ggml_compute_forward_rms_norm_f32 followed by ggml_mul with
// the weight: per row, s = Σ float64(x_i·x_i) (each square rounded to
// float32, the sum in float64, as ggml's ggml_float); mean = float32(s/cols);
// scale = 1/sqrtf(mean + eps) in float32; out_i = x_i·scale, then
// out_i ·= weight_i when weight is not nil. out may be x.
func RMSNorm(x []float32, rows, cols int, eps float32, weight []float32, out []float32) error {
	if err := checkRows("rms_norm", x, rows, cols, out); err != nil {
		return err
	}
	if weight != nil && len(weight) != cols {
		return fmt.Errorf("rms_norm: weight has %d elements, rows have %d", len(weight), cols)
	}
	for r := 0; r < rows; r++ {
		xr, yr := x[r*cols:(r+1)*cols], out[r*cols:(r+1)*cols]
		var sum float64
		for _, v := range xr {
			sum += float64(float32(v * v))
		}
		mean := float32(sum / float64(cols))
		scale := float32One / float32(math.Sqrt(float64(mean+eps)))
		if weight == nil {
			for i, v := range xr {
				yr[i] = v * scale
			}
		} else {
			w := weight[:len(xr)]
			for i, v := range xr {
				yr[i] = float32(v*scale) * w[i]
			}
		}
	}
	return nil
}

// LayerNorm is ggml_compute_forward_norm_f32 (scalar path) followed by
// ggml_mul with weight and ggml_add with bias: per row, mean =
// float32(Σ float64(x_i)) / float32(cols) (float32 division, as ggml);
// d_i = x_i − mean; variance = float32(Σ float64(d_i·d_i) / cols);
// scale = 1/sqrtf(variance + eps); out_i = d_i·scale, then ·weight_i, then
// +bias_i (each when not nil). out may be x.
func LayerNorm(x []float32, rows, cols int, eps float32, weight, bias []float32, out []float32) error {
	if err := checkRows("layer_norm", x, rows, cols, out); err != nil {
		return err
	}
	if weight != nil && len(weight) != cols {
		return fmt.Errorf("layer_norm: weight has %d elements, rows have %d", len(weight), cols)
	}
	if bias != nil && len(bias) != cols {
		return fmt.Errorf("layer_norm: bias has %d elements, rows have %d", len(bias), cols)
	}
	for r := 0; r < rows; r++ {
		xr, yr := x[r*cols:(r+1)*cols], out[r*cols:(r+1)*cols]
		var sum float64
		for _, v := range xr {
			sum += float64(v)
		}
		mean := float32(sum) / float32(cols)
		var sq float64
		for i, v := range xr {
			d := v - mean
			yr[i] = d
			sq += float64(float32(d * d))
		}
		variance := float32(sq / float64(cols))
		scale := float32One / float32(math.Sqrt(float64(variance+eps)))
		for i := range yr {
			yr[i] *= scale
		}
		if weight != nil {
			binVV(Mul, yr, weight, yr)
		}
		if bias != nil {
			binVV(Add, yr, bias, yr)
		}
	}
	return nil
}
