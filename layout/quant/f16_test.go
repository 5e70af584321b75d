package quant

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestHalfKnownValues(t *testing.T) {
	cases := []struct {
		h uint16
		f uint32 // float32 bits
	}{
		{0x0000, 0x00000000}, {0x8000, 0x80000000}, // ±0
		{0x0001, 0x33800000},                       // smallest subnormal 2^-24
		{0x03ff, 0x387fc000},                       // largest subnormal
		{0x0400, 0x38800000},                       // smallest normal 2^-14
		{0x3c00, 0x3f800000}, {0xc000, 0xc0000000}, // 1, -2
		{0x7bff, 0x477fe000},                       // 65504
		{0x7c00, 0x7f800000}, {0xfc00, 0xff800000}, // ±Inf
		{0x7e00, 0x7fc00000}, // quiet NaN
		{0x7c01, 0x7f802000}, // signalling NaN keeps its payload (numpy)
	}
	for _, c := range cases {
		if got := math.Float32bits(HalfToFloat32(c.h)); got != c.f {
			t.Errorf("HalfToFloat32(%#04x) = %#08x, want %#08x", c.h, got, c.f)
		}
		if got := Float32ToHalf(math.Float32frombits(c.f)); got != c.h {
			t.Errorf("Float32ToHalf(%#08x) = %#04x, want %#04x", c.f, got, c.h)
		}
	}
	narrow := []struct {
		f uint32
		h uint16
	}{
		{0x33000000, 0x0000}, // 2^-25: a tie to the even zero
		{0x33000001, 0x0001}, // just above: the smallest subnormal
		{0x477ff000, 0x7c00}, // 65520: a tie, rounds to even = Inf
		{0x477fefff, 0x7bff}, // just below: 65504
		{0x3f801000, 0x3c00}, // 1 + 2^-11: tie to even 1
		{0x3f803000, 0x3c02}, // 1 + 3·2^-11: tie to even 1 + 2^-9
		{0x7f800001, 0x7c01}, // a NaN payload that would vanish stays a NaN
		{0x7fa00000, 0x7d00}, // a signalling NaN stays signalling (numpy)
		{0x4b000000, 0x7c00}, // 2^23: overflow
		{0x00000001, 0x0000}, // float32 subnormal: underflow
	}
	for _, c := range narrow {
		if got := Float32ToHalf(math.Float32frombits(c.f)); got != c.h {
			t.Errorf("Float32ToHalf(%#08x) = %#04x, want %#04x", c.f, got, c.h)
		}
	}
}

// TestHalfRoundTripAll: every half widens and narrows back to itself.
func TestHalfRoundTripAll(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		h := uint16(i)
		if got := Float32ToHalf(HalfToFloat32(h)); got != h {
			t.Fatalf("%#04x → %#08x → %#04x", h, math.Float32bits(HalfToFloat32(h)), got)
		}
		if b := uint16(i); math.Float32bits(BFloat16ToFloat32(b))>>16 != uint32(b) {
			t.Fatalf("bf16 %#04x widens wrong", b)
		}
	}
}

// TestFloat32ToHalfAgainstNearest compares the narrowing with a brute-force
// reference: the nearest half by value (float64 arithmetic), ties to the
// even code.
func TestFloat32ToHalfAgainstNearest(t *testing.T) {
	halves := make([]float64, 0x7c00+1) // all non-negative finite halves, and 2^16 as "Inf"
	for h := range 0x7c00 {
		halves[h] = float64(HalfToFloat32(uint16(h)))
	}
	halves[0x7c00] = 65536
	nearest := func(f float32) uint16 {
		a := math.Abs(float64(f))
		lo, hi := 0, len(halves)-1
		for hi-lo > 1 { // largest half <= a
			mid := (lo + hi) / 2
			if halves[mid] <= a {
				lo = mid
			} else {
				hi = mid
			}
		}
		h := lo
		if lo < 0x7c00 {
			dl, dh := a-halves[lo], halves[lo+1]-a
			if dh < dl || (dh == dl && lo&1 == 1) {
				h = lo + 1
			}
		}
		if math.Signbit(float64(f)) {
			return uint16(h) | 0x8000
		}
		return uint16(h)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 1_000_000; i++ {
		b := r.Uint32()
		if i%2 == 0 { // concentrate on the half range
			b = b&0x80ffffff | uint32(98+r.IntN(48))<<23
		}
		f := math.Float32frombits(b)
		if f != f {
			continue
		}
		if got, want := Float32ToHalf(f), nearest(f); got != want {
			t.Fatalf("Float32ToHalf(%g = %#08x) = %#04x, want %#04x", f, b, got, want)
		}
	}
}

func TestFloat32ToBFloat16(t *testing.T) {
	cases := []struct {
		f uint32
		h uint16
	}{
		{0x3f800000, 0x3f80},
		{0x3f808000, 0x3f80}, // tie to even
		{0x3f818000, 0x3f82}, // tie to even, upwards
		{0x3f808001, 0x3f81},
		{0x7f7fffff, 0x7f80}, // rounds to Inf
		{0x7f800001, 0x7fc0}, // signalling NaN made quiet
		{0xffc12345, 0xffc1},
		{0x80000000, 0x8000},
	}
	for _, c := range cases {
		if got := Float32ToBFloat16(math.Float32frombits(c.f)); got != c.h {
			t.Errorf("Float32ToBFloat16(%#08x) = %#04x, want %#04x", c.f, got, c.h)
		}
	}
}
