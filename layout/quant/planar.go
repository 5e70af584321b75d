package quant

import "fmt"

// Planar forms: a block-quantized tensor split into separate tensors of
// codes and scales (and mins), still at the stored precision, so that a
// compiler sees plain integer and f16 tensors indexed by (row, block, …)
// instead of bytes to unpack. Every part of a [rows, cols] tensor has the
// shape [rows, cols/BlockElems, Dims…] and holds its blocks in row-major
// block order; the codes part's Dims split a block's elements in their
// natural order (element e of the block at the codes index e), and every
// other part's Dims are a prefix of the codes' Dims (a scale per
// sub-block, or per block when it has none) or, where its Axes say so,
// a selection of them.
//
// 4-bit parts pack two elements per byte, element 2i in the low nibble of
// byte i: the way IREE and MLIR lay out i4 tensors.

// PlanarElem is the element type of a planar part.
type PlanarElem uint8

// The element types of planar parts. Signed and unsigned integers are
// distinct because the decode extends them differently.
const (
	PlanarI4  PlanarElem = iota + 1 // signed 4-bit
	PlanarU4                        // unsigned 4-bit
	PlanarI8                        // signed byte
	PlanarU8                        // unsigned byte
	PlanarF16                       // IEEE binary16, as stored
)

var planarElemNames = [...]string{PlanarI4: "i4", PlanarU4: "u4", PlanarI8: "i8", PlanarU8: "u8", PlanarF16: "f16"}

func (e PlanarElem) String() string {
	if e >= PlanarI4 && e <= PlanarF16 {
		return planarElemNames[e]
	}
	return fmt.Sprintf("planar_elem(%d)", uint8(e))
}

// Bits is the width of one element.
func (e PlanarElem) Bits() int {
	switch e {
	case PlanarI4, PlanarU4:
		return 4
	case PlanarI8, PlanarU8:
		return 8
	case PlanarF16:
		return 16
	}
	return 0
}

// Signed reports whether the integer element is sign-extended.
func (e PlanarElem) Signed() bool { return e == PlanarI4 || e == PlanarI8 }

// PlanarPart is one tensor of a planar form.
type PlanarPart struct {
	// Name is the part's role: "codes", "codes_hi" (the high bits of
	// codes wider than 4 bits), "d", "m", "dmin", "sc".
	Name string
	Elem PlanarElem
	// Dims are the part's dimensions per block (none: one per block).
	Dims []int
	// Axes are the axes of the codes' Dims that the part's Dims run
	// along, in order (nil: the first len(Dims)).
	Axes []int
}

// CodesAxes are the axes of the codes' Dims the part's Dims run along.
func (p PlanarPart) CodesAxes() []int {
	if p.Axes != nil {
		return p.Axes
	}
	axes := make([]int, len(p.Dims))
	for i := range axes {
		axes[i] = i
	}
	return axes
}

// BlockElems is the number of elements the part holds per block.
func (p PlanarPart) BlockElems() int {
	n := 1
	for _, d := range p.Dims {
		n *= d
	}
	return n
}

// BlockBits is the part's size per block in bits.
func (p PlanarPart) BlockBits() int { return p.BlockElems() * p.Elem.Bits() }

// PlanarForm is the planar form of one block type: its parts, codes
// first.
type PlanarForm struct {
	Type  Type
	Parts []PlanarPart
	// Rows is the row group of row-interleaved parts (InterleaveRows);
	// 0: each row's elements apart.
	Rows  int
	split func(block []byte, dst [][]byte)
}

// Codes is the codes part.
func (f PlanarForm) Codes() PlanarPart { return f.Parts[0] }

// Bytes is the size of the parts of n blocks, and their total.
func (f PlanarForm) Bytes(n int64) (parts []int64, total int64) {
	parts = make([]int64, len(f.Parts))
	for i, p := range f.Parts {
		parts[i] = n * int64(p.BlockBits()) / 8
		total += parts[i]
	}
	return parts, total
}

// Split splits whole blocks of f.Type (row-major block order) into the
// parts, one byte slice per part.
func (f PlanarForm) Split(src []byte) ([][]byte, error) {
	g := f.Type.Geometry()
	if len(src)%g.BlockBytes != 0 {
		return nil, fmt.Errorf("quant: planar split of %s: %d bytes is not a whole number of %d-byte blocks", f.Type, len(src), g.BlockBytes)
	}
	n := len(src) / g.BlockBytes
	sizes, _ := f.Bytes(int64(n))
	out := make([][]byte, len(f.Parts))
	for i := range out {
		out[i] = make([]byte, sizes[i])
	}
	dst := make([][]byte, len(f.Parts))
	for k := 0; k < n; k++ {
		for i, p := range f.Parts {
			w := p.BlockBits() / 8
			dst[i] = out[i][k*w : (k+1)*w]
		}
		f.split(src[k*g.BlockBytes:(k+1)*g.BlockBytes], dst)
	}
	return out, nil
}

// Planar returns the planar form of t, if it has one.
func Planar(t Type) (PlanarForm, bool) {
	f, ok := planarForms[t]
	if ok {
		f.Type = t
	}
	return f, ok
}

// PlanarTypes lists the types with a planar form.
func PlanarTypes() []Type {
	var out []Type
	for _, t := range []Type{Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q4_K, Q5_K, Q6_K} {
		if _, ok := planarForms[t]; ok {
			out = append(out, t)
		}
	}
	return out
}

// put4 stores the 4-bit value v as element i of a packed nibble array.
func put4(dst []byte, i int, v byte) {
	if i%2 == 0 {
		dst[i/2] = dst[i/2]&0xf0 | v&0x0f
	} else {
		dst[i/2] = dst[i/2]&0x0f | v<<4
	}
}

// splitQ5 writes the codes and codes_hi parts of a Q5_0 or Q5_1 block
// from its nibbles qs and high bits qh (bit e: element e's).
func splitQ5(qs []byte, qh uint32, dst [][]byte) {
	for j, q := range qs {
		put4(dst[0], j, q&0x0f)
		put4(dst[0], j+16, q>>4)
	}
	clear(dst[1])
	for e := 0; e < 32; e++ {
		dst[1][e%4] |= byte(qh>>e&1) << (e / 4)
	}
}

// splitK4 writes a Q4_K or Q5_K block's low 4-bit codes (from its nibbles
// qs, element order) and its d, dmin, sc and m parts (rest, in that
// order).
func splitK4(b, qs, codes []byte, rest [][]byte) {
	for c := 0; c < 4; c++ {
		for l := 0; l < 32; l++ {
			v := qs[c*32+l]
			put4(codes, c*64+l, v&0x0f)
			put4(codes, c*64+32+l, v>>4)
		}
	}
	copy(rest[0], b[0:2])
	copy(rest[1], b[2:4])
	for s := 0; s < 8; s++ {
		rest[2][s], rest[3][s] = scaleMinK4(s, b[4:16])
	}
}

var planarForms = map[Type]PlanarForm{
	// x = q·d
	Q8_0: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarI8, Dims: []int{32}}, {Name: "d", Elem: PlanarF16}},
		split: func(b []byte, dst [][]byte) {
			copy(dst[0], b[2:34])
			copy(dst[1], b[0:2])
		},
	},
	// x = q·d with q = nibble − 8, stored signed.
	Q4_0: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarI4, Dims: []int{32}}, {Name: "d", Elem: PlanarF16}},
		split: func(b []byte, dst [][]byte) {
			for j, q := range b[2:18] {
				put4(dst[0], j, q&0x0f-8)
				put4(dst[0], j+16, q>>4-8)
			}
			copy(dst[1], b[0:2])
		},
	},
	// x = q·d + m
	Q4_1: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarU4, Dims: []int{32}}, {Name: "d", Elem: PlanarF16}, {Name: "m", Elem: PlanarF16}},
		split: func(b []byte, dst [][]byte) {
			for j, q := range b[4:20] {
				put4(dst[0], j, q&0x0f)
				put4(dst[0], j+16, q>>4)
			}
			copy(dst[1], b[0:2])
			copy(dst[2], b[2:4])
		},
	},
	// x = (c − 16)·d, the 5-bit code c split into its low 4 bits (codes,
	// element order, as [8][4]: element 4g + i at (g, i)) and its high
	// bit (codes_hi: byte i holds element 4g + i's at bit g), 22 bytes a
	// block as stored; a step over elements i of one g shifts every
	// byte by the same g.
	Q5_0: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarU4, Dims: []int{8, 4}},
			{Name: "codes_hi", Elem: PlanarU8, Dims: []int{4}, Axes: []int{1}}, {Name: "d", Elem: PlanarF16}},
		split: func(b []byte, dst [][]byte) {
			splitQ5(b[6:22], le32(b[2:]), dst)
			copy(dst[2], b[0:2])
		},
	},
	// x = c·d + m, c as Q5_0's.
	Q5_1: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarU4, Dims: []int{8, 4}},
			{Name: "codes_hi", Elem: PlanarU8, Dims: []int{4}, Axes: []int{1}}, {Name: "d", Elem: PlanarF16}, {Name: "m", Elem: PlanarF16}},
		split: func(b []byte, dst [][]byte) {
			splitQ5(b[8:24], le32(b[4:]), dst)
			copy(dst[2], b[0:2])
			copy(dst[3], b[2:4])
		},
	},
	// Eight sub-blocks of 32: x = (d·sc)·q − dmin·m, the 6-bit scales and
	// mins unpacked to bytes.
	Q4_K: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarU4, Dims: []int{8, 32}}, {Name: "d", Elem: PlanarF16}, {Name: "dmin", Elem: PlanarF16},
			{Name: "sc", Elem: PlanarU8, Dims: []int{8}}, {Name: "m", Elem: PlanarU8, Dims: []int{8}}},
		split: func(b []byte, dst [][]byte) {
			splitK4(b, b[16:144], dst[0], dst[1:])
		},
	},
	// Q4_K with 5-bit codes c: x = (d·sc)·c − dmin·m, the high bits as
	// stored (codes_hi: byte l holds element 32s + l's at bit s), 180
	// bytes a block for 176.
	Q5_K: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarU4, Dims: []int{8, 32}},
			{Name: "codes_hi", Elem: PlanarU8, Dims: []int{32}, Axes: []int{1}},
			{Name: "d", Elem: PlanarF16}, {Name: "dmin", Elem: PlanarF16},
			{Name: "sc", Elem: PlanarU8, Dims: []int{8}}, {Name: "m", Elem: PlanarU8, Dims: []int{8}}},
		split: func(b []byte, dst [][]byte) {
			copy(dst[1], b[16:48])
			splitK4(b, b[48:176], dst[0], dst[2:])
		},
	},
	// Sixteen sub-blocks of 16, four groups of four: x = (d·sc)·q with
	// q = c − 32, the 6-bit code c split into its low 4 bits (codes, in
	// element order: group, sub-block of the group, element of the
	// sub-block) and its high 2 bits (codes_hi: one byte per group and
	// element of a sub-block, bits 2j and 2j+1 for sub-block j of the
	// group): 210 bytes a block, as stored. A 16-element row of codes_hi
	// serves four sub-blocks, each a shift by a constant of the whole row.
	Q6_K: {
		Parts: []PlanarPart{{Name: "codes", Elem: PlanarU4, Dims: []int{4, 4, 16}},
			{Name: "codes_hi", Elem: PlanarU8, Dims: []int{4, 16}, Axes: []int{0, 2}},
			{Name: "sc", Elem: PlanarI8, Dims: []int{4, 4}}, {Name: "d", Elem: PlanarF16}},
		split: func(b []byte, dst [][]byte) {
			// ggml's order: in each half of 128 elements, byte l of
			// qh holds the high bits of elements l, l+32, l+64, l+96;
			// the low nibbles of ql hold elements l and l+32, its high
			// nibbles l+64 and l+96.
			clear(dst[1])
			for n := 0; n < QK_K; n += 128 {
				ql := b[n/2 : n/2+64]
				qh := b[128+n/4 : 128+n/4+32]
				for l := 0; l < 32; l++ {
					lo := [4]byte{ql[l] & 0x0f, ql[l+32] & 0x0f, ql[l] >> 4, ql[l+32] >> 4}
					for k, v := range lo {
						e := n + 32*k + l
						put4(dst[0], e, v)
						dst[1][e/64*16+e%16] |= qh[l] >> (2 * k) & 3 << (2 * (e / 16 % 4))
					}
				}
			}
			copy(dst[2], b[192:208])
			copy(dst[3], b[208:210])
		},
	},
}
