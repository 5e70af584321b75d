package mlirgen

// The codes wider than 4 bits of the planar forms: their high bits are a
// part of their own (codes_hi), a byte serving several elements, shifted
// by a constant per step of the loop the byte does not run along.
//
// Planar Q6_K: the 6-bit code of an element is two parts, its low 4 bits
// (codes, i4, element order: group, sub-block of the group, element) and
// its high 2 bits (codes_hi, one byte per group and element of a
// sub-block, bits 2j and 2j+1 for sub-block j), so the archive holds the
// 210 bytes a block the GGUF does. codes_hi is read through the map of
// the codes without the sub-block axis, and the shift is 2j for the
// loop j of that axis: in a vector step over the elements of a sub-block
// it is one constant for the whole vector.

// q6Code is the f32 value of the signed Q6_K quant (lo | hi<<4) − 32 from
// the scalars lo (the low 4 bits as an i32) and hiByte (i8, the high-bit
// byte of the element's group and position); axisLoops are the loops of
// the codes' Dims (group, sub-block, element). Integer operations, then
// one exact conversion (|q| ≤ 32).
func q6Code(r *region, l, hiByte string, axisLoops []int) string {
	shift := r.bin("arith.muli", r.index(axisLoops[1], I32), r.c(2, I32), I32)
	h := r.bin("arith.shrui", r.conv("arith.extui", hiByte, I8, I32), shift, I32)
	h = r.bin("arith.shli", r.bin("arith.andi", h, r.c(3, I32), I32), r.c(4, I32), I32)
	q := r.bin("arith.subi", r.bin("arith.ori", l, h, I32), r.c(32, I32), I32)
	return r.i2f(q)
}

// q5Code is the 5-bit code lo | hi<<4 of Q5_0, Q5_1 and Q5_K (an i32)
// from lo (the low 4 bits as an i32) and hiByte (i8, the high-bit byte of
// the element's position along the codes' second axis); axisLoops are
// the loops of the codes' Dims, the bit the index of the first.
func q5Code(r *region, lo, hiByte string, axisLoops []int) string {
	h := r.bin("arith.shrui", r.conv("arith.extui", hiByte, I8, I32), r.index(axisLoops[0], I32), I32)
	h = r.bin("arith.shli", r.bin("arith.andi", h, r.c(1, I32), I32), r.c(4, I32), I32)
	return r.bin("arith.ori", lo, h, I32)
}
