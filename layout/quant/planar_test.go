package quant

import (
	"math"
	"math/rand/v2"
	"testing"
)

// planarValue evaluates element e of block k from the planar parts with
// the formulas the in-graph decode uses (ggml's float32 operations in
// ggml's order).
func planarValue(t *testing.T, f PlanarForm, parts [][]byte, k, e int) float32 {
	t.Helper()
	get := func(i, idx int) int32 {
		p := f.Parts[i]
		n := k*p.BlockElems() + idx
		switch p.Elem {
		case PlanarI4, PlanarU4:
			v := parts[i][n/2] >> (4 * (n % 2)) & 0x0f
			if p.Elem == PlanarI4 && v >= 8 {
				return int32(v) - 16
			}
			return int32(v)
		case PlanarI8:
			return int32(int8(parts[i][n]))
		case PlanarU8:
			return int32(parts[i][n])
		}
		t.Fatalf("part %s: not an integer part", p.Name)
		return 0
	}
	half := func(i int) float32 { return halfAt(parts[i][2*k:]) }
	switch f.Type {
	case Q8_0, Q4_0:
		return float32(get(0, e)) * half(1)
	case Q4_1:
		return float32(float32(get(0, e))*half(1)) + half(2)
	case Q4_K:
		s := e / 32
		d1 := float32(half(1) * float32(get(3, s)))
		m1 := float32(half(2) * float32(get(4, s)))
		return float32(d1*float32(get(0, e))) - m1
	case Q5_0, Q5_1:
		c := get(0, e) | get(1, e%4)>>(e/4)&1<<4
		if f.Type == Q5_0 {
			return float32(c-16) * half(2)
		}
		return float32(float32(c)*half(2)) + half(3)
	case Q5_K:
		sb := e / 32
		c := get(0, e) | get(1, e%32)>>sb&1<<4
		d1 := float32(half(2) * float32(get(4, sb)))
		m1 := float32(half(3) * float32(get(5, sb)))
		return float32(d1*float32(c)) - m1
	case Q6_K:
		g, j, l := e/64, e/16%4, e%16
		q := get(0, e) | get(1, g*16+l)>>(2*j)&3<<4 - 32
		return float32(half(3)*float32(get(2, e/16))) * float32(q)
	}
	t.Fatalf("no planar formula for %s", f.Type)
	return 0
}

// The parts hold exactly the blocks' values: every element rebuilt from
// them equals Dequantize bit for bit, on random blocks (every code and
// scale bit pattern), 3 blocks per row.
func TestPlanarSplit(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, typ := range PlanarTypes() {
		f, _ := Planar(typ)
		g := typ.Geometry()
		const n = 12
		src := randomBlocks(typ, n, r)
		parts, err := f.Split(src)
		if err != nil {
			t.Fatal(err)
		}
		sizes, total := f.Bytes(n)
		for i := range parts {
			if int64(len(parts[i])) != sizes[i] {
				t.Fatalf("%s part %s: %d bytes, Bytes says %d", typ, f.Parts[i].Name, len(parts[i]), sizes[i])
			}
		}
		want := make([]float32, n*g.BlockElems)
		if err := Dequantize(typ, src, want); err != nil {
			t.Fatal(err)
		}
		bad := 0
		for k := 0; k < n; k++ {
			for e := 0; e < g.BlockElems; e++ {
				got := planarValue(t, f, parts, k, e)
				w := want[k*g.BlockElems+e]
				if math.Float32bits(got) != math.Float32bits(w) && !(got != got && w != w) {
					if bad < 3 {
						t.Errorf("%s block %d element %d: planar %v, Dequantize %v", typ, k, e, got, w)
					}
					bad++
				}
			}
		}
		t.Logf("%s: %d parts, %d bytes for %d stored (%.3f×)", typ, len(parts), total, len(src), float64(total)/float64(len(src)))
	}
	f, _ := Planar(Q4_0)
	if _, err := f.Split(make([]byte, 19)); err == nil {
		t.Error("Split accepted 19 bytes of Q4_0")
	}
}

// Q6_K's planar parts hold the stored bytes exactly: 210 a block, and
// the edge codes (0 and 63, every high-bit pair with every nibble) and
// edge scales (−128, 127) rebuild to Dequantize's values.
func TestPlanarQ6KEdges(t *testing.T) {
	f, _ := Planar(Q6_K)
	if _, total := f.Bytes(1); total != int64(Q6_K.BlockBytes()) {
		t.Errorf("Q6_K planar: %d bytes a block, stored %d", total, Q6_K.BlockBytes())
	}
	// code is element e's 6-bit code in block k: all 0, all 63, then
	// every code in turn, up and down.
	code := func(k, e int) byte { return []byte{0, 63, byte(e % 64), byte(63 - e%64)}[k] }
	const n = 4
	src := make([]byte, n*210)
	for k := 0; k < n; k++ {
		b := src[k*210 : (k+1)*210]
		for e := 0; e < QK_K; e++ {
			// ggml's Q6_K bit layout, the inverse of its decoder.
			c, half, k4, l := code(k, e), e/128, e%128/32, e%32
			ql := &b[64*half+l+32*(k4%2)]
			*ql |= c & 0x0f << (4 * (k4 / 2))
			b[128+32*half+l] |= c >> 4 << (2 * k4)
		}
		for s := 0; s < 16; s++ {
			b[192+s] = []byte{0x80, 0x7f, 0x01, 0xff}[(s+k)%4]
		}
		b[208], b[209] = 0x00, 0x3c // d = 1
	}
	parts, err := f.Split(src)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]float32, n*QK_K)
	if err := Dequantize(Q6_K, src, want); err != nil {
		t.Fatal(err)
	}
	seen := map[int32]bool{}
	for k := 0; k < n; k++ {
		for e := 0; e < QK_K; e++ {
			got, w := planarValue(t, f, parts, k, e), want[k*QK_K+e]
			if math.Float32bits(got) != math.Float32bits(w) {
				t.Fatalf("block %d element %d: planar %v, Dequantize %v", k, e, got, w)
			}
			if q := int32(w) / int32(int8(src[k*210+192+e/16])); q != int32(code(k, e))-32 {
				t.Fatalf("block %d element %d: %v is not code %d", k, e, w, code(k, e))
			}
			seen[int32(code(k, e))] = true
		}
	}
	if len(seen) != 64 {
		t.Errorf("the edge blocks reach %d of the 64 codes", len(seen))
	}
}

// Interleaved rows: element k of row r of every part lands at element
// (r/g·perRow + k)·g + ρ, ρ = r%g (4-bit parts: 2(ρ mod g/2) + ρ/(g/2)),
// the same value, for 4-, 8- and 16-bit parts.
func TestPlanarInterleaveRows(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, typ := range PlanarTypes() {
		f, _ := Planar(typ)
		const rows, nb, g = 8, 3, 4
		parts, err := f.Split(randomBlocks(typ, rows*nb, r))
		if err != nil {
			t.Fatal(err)
		}
		f.Rows = g
		got, err := f.InterleaveRows(parts, rows)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range f.Parts {
			bits, perRow := p.Elem.Bits(), nb*p.BlockElems()
			elem := func(b []byte, n int) int {
				switch bits {
				case 4:
					return int(b[n/2] >> (4 * (n % 2)) & 0x0f)
				case 8:
					return int(b[n])
				}
				return int(b[2*n]) | int(b[2*n+1])<<8
			}
			for row := 0; row < rows; row++ {
				rho := row % g
				if bits == 4 {
					rho = 2*(rho%(g/2)) + rho/(g/2)
				}
				for k := 0; k < perRow; k++ {
					if w, v := elem(parts[i], row*perRow+k), elem(got[i], (row/g*perRow+k)*g+rho); v != w {
						t.Fatalf("%s part %s: row %d element %d is %d, want %d", typ, p.Name, row, k, v, w)
					}
				}
			}
		}
	}
	f, _ := Planar(Q4_1)
	parts, _ := f.Split(make([]byte, 6*20))
	for _, c := range []struct{ rows, g int }{{6, 4}, {6, 3}, {0, 2}, {6, 1}} {
		f.Rows = c.g
		if _, err := f.InterleaveRows(parts, c.rows); err == nil {
			t.Errorf("InterleaveRows(%d rows, groups of %d): no error", c.rows, c.g)
		}
	}
}
