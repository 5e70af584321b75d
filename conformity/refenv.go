package conformity

import (
	"github.com/skainet/skaic/export"
)

// RefEnv is what an independent reference computes from: the case's
// sample inputs and its weights as the gguf package dequantizes them
// (from the canonical row-major block bytes, whatever order the module
// reads them in).
type RefEnv struct {
	Inputs  []export.Array
	Weights map[string]RefWeight
}

// RefWeight is a weight's logical values, row-major under Shape.
type RefWeight struct {
	Shape  []int64
	Values []float32
}

// X returns input i as float64 values.
func (r *RefEnv) X(i int) []float64 {
	a := r.Inputs[i]
	out := make([]float64, len(a.F32)+len(a.I32))
	for j, v := range a.F32 {
		out[j] = float64(v)
	}
	for j, v := range a.I32 {
		out[j] = float64(v)
	}
	return out
}

// Ids returns input i as integers.
func (r *RefEnv) Ids(i int) []int { return intsOf(r.Inputs[i].I32) }

// W returns the weight named name as float64 values and its shape.
func (r *RefEnv) W(name string) ([]float64, []int64) {
	w := r.Weights[name]
	out := make([]float64, len(w.Values))
	for i, v := range w.Values {
		out[i] = float64(v)
	}
	return out, w.Shape
}

func intsOf(v []int32) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

// linear is x [B, K] · w[N, K]ᵀ → [B, N] with w given row by row.
func linear(x []float64, K int, rows [][]float64) []float64 {
	B := len(x) / K
	out := make([]float64, B*len(rows))
	for b := 0; b < B; b++ {
		xb := x[b*K : (b+1)*K]
		for n, w := range rows {
			var s float64
			for k, xv := range xb {
				s += xv * w[k]
			}
			out[b*len(rows)+n] = s
		}
	}
	return out
}

// rowsOf cuts w [R, C] into rows [r0, r0+nr), each restricted to the
// columns [c0, c0+nc).
func rowsOf(w []float64, C, r0, nr, c0, nc int) [][]float64 {
	out := make([][]float64, nr)
	for i := range out {
		row := w[(r0+i)*C:]
		out[i] = row[c0 : c0+nc]
	}
	return out
}

// gather is table [R, C] rows picked by ids → [len(ids), C].
func gather(table []float64, C int, ids []int) []float64 {
	out := make([]float64, 0, len(ids)*C)
	for _, id := range ids {
		out = append(out, table[id*C:(id+1)*C]...)
	}
	return out
}

// transpose2 is x [R, C] → [C, R].
func transpose2(x []float64, R, C int) []float64 {
	out := make([]float64, len(x))
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			out[c*R+r] = x[r*C+c]
		}
	}
	return out
}
