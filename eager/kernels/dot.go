package kernels

// The 32-chunk order: the one summation order of Dot and of every Linear
// kernel.
//
// A dot product of n elements is cut into chunks of 32 consecutive
// elements (the last one shorter when n is not a multiple of 32). Within a
// chunk, lane j (0…7) sums the products of the elements 8m+j, m = 0…3, in
// increasing m; the lanes are then combined in the fixed tree
//
//	((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
//
// (the horizontal sum of an 8-wide vector: high half onto low half, twice,
// then the last pair). The chunk sums are added, in chunk order, to an
// accumulator that starts at +0. Every product is rounded to float32 before
// it is added (no fused multiply-add), and so is every sum.
//
// A short last chunk behaves exactly as if it were padded with zeros, and
// because the accumulator starts at +0 the sign of a zero lane never shows,
// so Dot over a whole row equals the block-by-block accumulation the packed
// kernels do (every quantized block is a multiple of 32 elements long). An
// 8-wide SIMD kernel (mul, add; no FMA) can reproduce the order exactly.

const dotChunk = 32

// Dot returns Σ a_i·b_i in the 32-chunk order (deterministic: the same
// inputs always give bitwise the same result). b must have at least len(a)
// elements; as the inner loop of the kernels, Dot does not return errors
// and panics (index out of range) if it has fewer.
func Dot(a, b []float32) float32 {
	return accumulate(0, a, b)
}

// accumulate adds the chunk sums of a·b (over len(a) elements) to acc, in
// the 32-chunk order. A call that continues a row must start on a chunk
// boundary; only a row's last call may end off one.
func accumulate(acc float32, a, b []float32) float32 {
	n := len(a)
	b = b[:n]
	i := 0
	for ; i+dotChunk <= n; i += dotChunk {
		acc += dot32((*[dotChunk]float32)(a[i:i+dotChunk]), (*[dotChunk]float32)(b[i:i+dotChunk]))
	}
	if i < n {
		acc += dotTail(a[i:], b[i:])
	}
	return acc
}

// dot32 is the sum of one full chunk.
func dot32(a, b *[dotChunk]float32) float32 {
	l0 := float32(a[0] * b[0])
	l1 := float32(a[1] * b[1])
	l2 := float32(a[2] * b[2])
	l3 := float32(a[3] * b[3])
	l4 := float32(a[4] * b[4])
	l5 := float32(a[5] * b[5])
	l6 := float32(a[6] * b[6])
	l7 := float32(a[7] * b[7])

	l0 += float32(a[8] * b[8])
	l1 += float32(a[9] * b[9])
	l2 += float32(a[10] * b[10])
	l3 += float32(a[11] * b[11])
	l4 += float32(a[12] * b[12])
	l5 += float32(a[13] * b[13])
	l6 += float32(a[14] * b[14])
	l7 += float32(a[15] * b[15])

	l0 += float32(a[16] * b[16])
	l1 += float32(a[17] * b[17])
	l2 += float32(a[18] * b[18])
	l3 += float32(a[19] * b[19])
	l4 += float32(a[20] * b[20])
	l5 += float32(a[21] * b[21])
	l6 += float32(a[22] * b[22])
	l7 += float32(a[23] * b[23])

	l0 += float32(a[24] * b[24])
	l1 += float32(a[25] * b[25])
	l2 += float32(a[26] * b[26])
	l3 += float32(a[27] * b[27])
	l4 += float32(a[28] * b[28])
	l5 += float32(a[29] * b[29])
	l6 += float32(a[30] * b[30])
	l7 += float32(a[31] * b[31])

	return ((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
}

// dotTail is the sum of a short chunk (fewer than 32 elements), as if
// zero-padded.
func dotTail(a, b []float32) float32 {
	var l [8]float32
	b = b[:len(a)]
	for i, v := range a {
		l[i&7] += float32(v * b[i])
	}
	return ((l[0] + l[4]) + (l[2] + l[6])) + ((l[1] + l[5]) + (l[3] + l[7]))
}
