package bench

import "unsafe"

// sumStreams is how many parts of a buffer SumF32 reads at once. A
// matrix-vector kernel reads four rows or more at a time, and one core
// reads several streams faster than one: on an Ice Lake Xeon core 13.1-13.4
// GB/s from four against 10.4 from one (1 GiB, AVX2 sums), so the read
// bandwidth that bounds those kernels is the four-stream one.
const sumStreams = 4

// SumF32 returns the sum of x (8 lanes a stream, like a SIMD sum; the order
// does not matter here: it exists so that every byte is read), reading
// sumStreams equal parts of x side by side.
func SumF32(x []float32) float32 {
	n := len(x) &^ (32*sumStreams - 1)
	var s float32
	if n > 0 {
		s = sumF32Streams(unsafe.SliceData(x), n/sumStreams)
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

// sumGoStreams is sumF32Streams in Go: the parts one after another.
func sumGoStreams(p *float32, q int) float32 {
	x := unsafe.Slice(p, sumStreams*q)
	var s float32
	for k := range sumStreams {
		s += sumGo(x[k*q : (k+1)*q])
	}
	return s
}

// f32s views b as float32s (b is page-aligned benchmark memory).
func f32s(b []byte) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
}
