package bench

import "unsafe"

// SumF32 returns the sum of x (8 lanes, like a SIMD sum; the order does not
// matter here: it exists so that every byte is read).
func SumF32(x []float32) float32 {
	n := len(x) &^ 31
	var s float32
	if n > 0 {
		s = sumF32x32(unsafe.SliceData(x), n)
	}
	for _, v := range x[n:] {
		s += v
	}
	return s
}

// sumGo sums n (a multiple of 32) float32s with 8 independent lanes.
func sumGo(x []float32) float32 {
	var l [8]float32
	for i := 0; i+8 <= len(x); i += 8 {
		c := (*[8]float32)(x[i : i+8])
		l[0] += c[0]
		l[1] += c[1]
		l[2] += c[2]
		l[3] += c[3]
		l[4] += c[4]
		l[5] += c[5]
		l[6] += c[6]
		l[7] += c[7]
	}
	return ((l[0] + l[4]) + (l[2] + l[6])) + ((l[1] + l[5]) + (l[3] + l[7]))
}

// f32s views b as float32s (b is page-aligned benchmark memory).
func f32s(b []byte) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
}
