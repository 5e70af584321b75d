package kernels

import (
	"fmt"
	"sync"
)

// MatMul computes the batched product out[..., M, N] = a[..., M, K] ·
// b[..., K, N]. a and b have the same rank (≥ 2) and the same leading
// dimensions (the caller expands broadcast ones with stride 0); any strides.
// out is contiguous.
//
// Loop order i-k-j: for each output row, out_row += a[i,k]·b_row(k) for
// k = 0…K−1, which streams rows of b when they are contiguous. Each output
// element is therefore summed sequentially in k, starting from +0, every
// product rounded to float32: out[i,j] = ((0 + a_i0·b_0j) + a_i1·b_1j) + ….
// (This is not Dot's 16-lane order: MatMul and Linear are different ops
// with separately stated numerics.)
func MatMul(a, b Strided, out []float32) error {
	rows, err := checkMatMul(a, b, out)
	if err != nil {
		return err
	}
	matmulRows(a, b, out, 0, rows)
	return nil
}

// MatMulRows is MatMul restricted to the flattened output rows [r0, r1)
// (row r is batch r / M, row r % M of that batch): it writes
// out[r·N : r1·N] with bitwise the values MatMul writes there, so callers
// may split rows over goroutines.
func MatMulRows(a, b Strided, out []float32, r0, r1 int) error {
	rows, err := checkMatMul(a, b, out)
	if err != nil {
		return err
	}
	if r0 < 0 || r1 < r0 || r1 > rows {
		return fmt.Errorf("matmul: rows [%d, %d) outside [0, %d)", r0, r1, rows)
	}
	matmulRows(a, b, out, r0, r1)
	return nil
}

// checkMatMul validates the operands and returns the number of output rows
// (batch·M).
func checkMatMul(a, b Strided, out []float32) (int, error) {
	if _, err := a.check("matmul", "", "a"); err != nil {
		return 0, err
	}
	if _, err := b.check("matmul", "", "b"); err != nil {
		return 0, err
	}
	ra, rb := len(a.Shape), len(b.Shape)
	if ra < 2 || ra != rb {
		return 0, fmt.Errorf("matmul: ranks %d and %d (need equal ranks ≥ 2)", ra, rb)
	}
	if !sameShape(a.Shape[:ra-2], b.Shape[:rb-2]) {
		return 0, fmt.Errorf("matmul: leading dimensions %v and %v differ (broadcast them first)", a.Shape[:ra-2], b.Shape[:rb-2])
	}
	if a.Shape[ra-1] != b.Shape[rb-2] {
		return 0, fmt.Errorf("matmul: a is [..., %d, %d] and b [..., %d, %d]: inner dimensions differ",
			a.Shape[ra-2], a.Shape[ra-1], b.Shape[rb-2], b.Shape[rb-1])
	}
	m, n := a.Shape[ra-2], b.Shape[rb-1]
	outShape := [MaxRank]int{}
	copy(outShape[:], a.Shape[:ra-1])
	outShape[ra-1] = n
	total, err := numel(outShape[:ra])
	if err != nil {
		return 0, fmt.Errorf("matmul: out: %w", err)
	}
	if len(out) != total {
		return 0, fmt.Errorf("matmul: out has %d elements, [..., %d, %d] needs %d", len(out), m, n, total)
	}
	if n == 0 {
		return 0, nil
	}
	return total / n, nil
}

func matmulRows(a, b Strided, out []float32, r0, r1 int) {
	r := len(a.Shape)
	m, k, n := a.Shape[r-2], a.Shape[r-1], b.Shape[r-1]
	if m == 0 {
		return
	}
	sam, sak := a.Strides[r-2], a.Strides[r-1]
	sbk, sbn := b.Strides[r-2], b.Strides[r-1]
	// With a SIMD axpy, a b whose columns are strided (attention's keys,
	// transposed) is copied into contiguous rows once per batch index the
	// rows share; the sums are the same, in the same order. With one row
	// per batch index (a decode step) nothing is shared and b is read in
	// place, so a decode step allocates nothing.
	var pack *[]float32
	packed := -1
	if sbn != 1 && n > 1 && m > 1 && matmulPack() {
		pack = matmulPackPool.Get().(*[]float32)
		defer matmulPackPool.Put(pack)
		if cap(*pack) < k*n {
			*pack = make([]float32, k*n)
		}
	}
	for row := r0; row < r1; row++ {
		batch, i := row/m, row%m
		// Unravel the batch index over the leading dimensions.
		aBase, bBase := a.Offset, b.Offset
		for d := r - 3; d >= 0; d-- {
			dim := a.Shape[d]
			idx := batch % dim
			batch /= dim
			aBase += idx * a.Strides[d]
			bBase += idx * b.Strides[d]
		}
		dst := out[row*n : (row+1)*n]
		Fill(dst, 0)
		ai := aBase + i*sam
		bd, bk, bn := b.Data, sbk, sbn
		if pack != nil {
			p := (*pack)[:k*n]
			if packed != bBase {
				for kk := 0; kk < k; kk++ {
					bo := bBase + kk*sbk
					for j := range n {
						p[kk*n+j] = b.Data[bo+j*sbn]
					}
				}
				packed = bBase
			}
			bd, bk, bn, bBase = p, n, 1, 0
		}
		for kk := 0; kk < k; kk++ {
			aik := a.Data[ai+kk*sak]
			bo := bBase + kk*bk
			if bn == 1 {
				axpy(dst, aik, bd[bo:bo+n])
			} else {
				for j := range dst {
					dst[j] += float32(aik * bd[bo])
					bo += bn
				}
			}
		}
	}
}

// matmulPackPool holds the buffers matmulRows copies strided b into.
var matmulPackPool = sync.Pool{New: func() any { return new([]float32) }}

// axpyGo is axpy's portable loop.
func axpyGo(dst []float32, a float32, b []float32) {
	b = b[:len(dst)]
	for j, v := range b {
		dst[j] += float32(a * v)
	}
}
