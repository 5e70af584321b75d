package kernels

// The 16-lane order: the one summation order of Dot and of every Linear
// kernel.
//
// Element i of a dot product goes to lane i mod 16. Each lane starts at +0
// and takes its elements in increasing i with a fused multiply-add,
//
//	lane ← fma(a_i, b_i, lane)        (one rounding to float32 per element)
//
// and the sixteen lanes are then folded in halves,
//
//	l[j] += l[j+8] (j < 8);  l[j] += l[j+4] (j < 4);  l[j] += l[j+2] (j < 2);  l[0] + l[1]
//
// which is the horizontal sum of a 16-wide vector. A 16-wide SIMD kernel
// (one 512-bit register per dot product, or a pair of 256-bit ones) keeps
// one accumulator per dot product for the whole row and reduces it once,
// at the end — no per-chunk reduction — which is what lets the packed
// kernels run near memory bandwidth. The lanes of a row may be carried
// across calls (lanes16.add): a call that continues a row starts at an
// element index that is a multiple of 16, and every quantized block holds
// a multiple of 32 elements, so a packed Linear gives bitwise the result
// of Dot over the exactly dequantized weight row.
//
// The fused multiply-add is exact here too: fma32 computes the correctly
// rounded float32 a·b + c in portable Go, bit for bit what VFMADD231PS
// gives, so the SIMD and portable kernels agree to the bit on every
// architecture.

// lanes16 are the sixteen partial sums of one dot product.
type lanes16 [16]float32

// add continues the dot product with a·b (len(b) ≥ len(a)); the first
// element of a is element k·16 of the row for some k.
func (l *lanes16) add(a, b []float32) {
	b = b[:len(a)]
	i := 0
	for ; i+16 <= len(a); i += 16 {
		a16, b16 := (*[16]float32)(a[i:i+16]), (*[16]float32)(b[i:i+16])
		for j := range 16 {
			l[j] = fma32(a16[j], b16[j], l[j])
		}
	}
	for j := 0; i < len(a); i, j = i+1, j+1 {
		l[j] = fma32(a[i], b[i], l[j])
	}
}

// sum folds the lanes into the dot product.
func (l *lanes16) sum() float32 {
	var r [8]float32
	for j := range 8 {
		r[j] = l[j] + l[j+8]
	}
	for j := range 4 {
		r[j] += r[j+4]
	}
	r[0] += r[2]
	r[1] += r[3]
	return r[0] + r[1]
}

// Dot returns Σ a_i·b_i in the 16-lane order (deterministic: the same
// inputs always give bitwise the same result). b must have at least len(a)
// elements; as the inner loop of the kernels, Dot does not return errors
// and panics (index out of range) if it has fewer.
func Dot(a, b []float32) float32 {
	var l lanes16
	l.add(a, b)
	return l.sum()
}
