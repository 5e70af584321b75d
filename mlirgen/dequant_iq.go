package mlirgen

import (
	"encoding/hex"
	"fmt"

	"github.com/skainet/skaic/layout/quant"
)

// In-graph decoders of the grid i-quants (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS,
// IQ3_S, IQ1_S, IQ1_M) and the ternary types (TQ1_0, TQ2_0).
//
// The i-quants look their values up: a grid index assembled from the
// block's bytes picks a row of a lattice grid, and a 7-bit sign index a
// row of the sign table. Those tables are constant tensors of the function
// (arith.constant dense<"0x…"> : tensor<N x W x i8>, emitted once per
// function), read with tensor.extract at the computed indices inside the
// decode's linalg.generic. Everything else is the pattern of dequant.go:
// every byte a value needs through an affine map of the loop indices, ggml's
// float32 operations in ggml's order (layout/quant/iquants.go states them).
//
// TQ1_0 stores its 256 trits in three runs of different shapes (bytes
// 0..31: five trits each, elements n·32 + m; bytes 32..47: 160 + n·16 + m;
// bytes 48..51: 240 + n·4 + m), so it decodes as three segments,
// concatenated.

// tableData gives the type and contents of a named lookup table.
func tableData(name string) (TensorType, []byte) {
	if name == "ksigns" {
		s := quant.SignTable()
		return Tensor(I8, 128), s[:]
	}
	var t quant.Type
	switch name {
	case "iq2xxs_grid":
		t = quant.IQ2_XXS
	case "iq2xs_grid":
		t = quant.IQ2_XS
	case "iq2s_grid":
		t = quant.IQ2_S
	case "iq3xxs_grid":
		t = quant.IQ3_XXS
	case "iq3s_grid":
		t = quant.IQ3_S
	case "iq1s_grid":
		t = quant.IQ1_S
	default:
		panic("mlirgen: no lookup table " + name)
	}
	vals, width, _ := quant.GridTable(t)
	b := make([]byte, len(vals))
	for i, v := range vals {
		b[i] = byte(v)
	}
	return Tensor(I8, int64(len(vals)/width), int64(width)), b
}

// table is the function's constant tensor of the lookup table name,
// emitted on first use.
func (f *FuncWriter) table(name string) Value {
	if v, ok := f.tables[name]; ok {
		return v
	}
	t, data := tableData(name)
	v := f.op(t, fmt.Sprintf(`arith.constant dense<"0x%s"> : %s`, hex.EncodeToString(data), t))
	if f.tables == nil {
		f.tables = map[string]Value{}
	}
	f.tables[name] = v
	return v
}

// lookup is element [idx…] (i32 indices) of lookup table k, as an i32
// (sign-extended: the IQ1 grid holds −1).
func (r *region) lookup(k int, idx ...string) string {
	tab := r.tabs[k]
	ix := make([]string, len(idx))
	for i, x := range idx {
		ix[i] = r.op("arith.index_cast " + x + " : i32 to index")
	}
	list := ix[0]
	for _, x := range ix[1:] {
		list += ", " + x
	}
	v := r.op("tensor.extract " + tab.Name + "[" + list + "] : " + tab.Type.String())
	return r.conv("arith.extsi", v, I8, I32)
}

func (r *region) cf(v float64) string { return r.c(v, F32) }
func (r *region) addf(x, y string) string {
	return r.bin("arith.addf", x, y, F32)
}

// halfScale is (d·(0.5 + s))·k with s an i32 (IQ2_*: k = 0.25, IQ3_XXS: 0.5).
func (r *region) halfScale(d, s string, k float64) string {
	return r.mulf(r.mulf(d, r.addf(r.cf(0.5), r.i2f(s))), r.cf(k))
}

// signed is v, negated where bit j of the sign byte sb (an i32) is set.
func (r *region) signed(v, sb, j string) string {
	bit := r.and(r.shr(sb, j), 1)
	neg := r.cmpi("ne", bit, r.c(0, I32), I32)
	return r.sel(neg, r.un("arith.negf", v, F32), v, F32)
}

// iq1Value is dl·(grid + δ), δ = −0.125 where neg (an i32 flag) is set.
func (r *region) iq1Value(dl, grid, neg string) string {
	isNeg := r.cmpi("ne", neg, r.c(0, I32), I32)
	delta := r.sel(isNeg, r.cf(-0.125), r.cf(0.125), F32)
	return r.mulf(dl, r.addf(r.i2f(grid), delta))
}

// aff joins affine terms with " + ".
func aff(terms ...string) string {
	s := terms[0]
	for _, t := range terms[1:] {
		s += " + " + t
	}
	return s
}

// tritSegment decodes the trits of bytes [off, off+n), pows of them a
// byte: element p·n + m is trit p of byte off + m. The byte loop is split
// (m = 4·mh + ml) so that no read is a bare loop index (linalg would take
// it for the loop's extent).
func tritSegment(off, n, pows int64) decoder {
	return decoder{
		inner: []int64{pows, n / 4, 4},
		reads: func(d []string) []string { return consts(aff(d[1]+" * 4", d[2], fmt.Sprint(off)), "52", "53") },
		body: func(r *region, b []string, dim func(int) string) string {
			// v·3^p mod 256, then its leading base-3 digit: (q·3) >> 8.
			// 3^p for p in 0..4: a chain of selects.
			pow, p := r.c(1, I32), dim(0)
			for k, v := range []int64{3, 9, 27, 81} {
				ge := r.cmpi("sge", p, r.c(float64(k+1), I32), I32)
				pow = r.sel(ge, r.c(float64(v), I32), pow, I32)
			}
			q := r.and(r.bin("arith.muli", r.u32(b[0]), pow, I32), 255)
			t := r.shrk(r.muli(q, 3), 8)
			return r.mulf(r.half(b[1], b[2]), r.i2f(r.subk(t, 1)))
		},
	}
}

func init() {
	// (ib, l, j): element 32ib + 8l + j; grid index byte 2 + 8ib + l; the
	// u32 at 2 + 8ib + 4 holds the sign indices (bits 7l…) and the scale.
	decoders[quant.IQ2_XXS] = decoder{
		inner:  []int64{8, 4, 8},
		tables: []string{"iq2xxs_grid", "ksigns"},
		reads: func(d []string) []string {
			a := d[0] + " * 8"
			return consts("0", "1", aff(a, d[1], "2"), aff(a, "6"), aff(a, "7"), aff(a, "8"), aff(a, "9"))
		},
		body: func(r *region, b []string, dim func(int) string) string {
			aux := r.word(b[3], b[4], b[5], b[6])
			db := r.halfScale(r.half(b[0], b[1]), r.shrk(aux, 28), 0.25)
			g := r.lookup(0, r.u32(b[2]), dim(2))
			si := r.and(r.shr(aux, r.muli(dim(1), 7)), 127)
			return r.signed(r.mulf(db, r.i2f(g)), r.and(r.lookup(1, si), 255), dim(2))
		},
	}
	// (k, h, q, j) with i = 4k + 2h + q: element 8i + j; u16 qs[i] at
	// 2 + 2i (9-bit grid index, 7-bit sign index); scale nibble h of byte
	// 66 + k.
	decoders[quant.IQ2_XS] = decoder{
		inner:  []int64{8, 2, 2, 8},
		tables: []string{"iq2xs_grid", "ksigns"},
		reads: func(d []string) []string {
			i2 := aff(d[0]+" * 8", d[1]+" * 4", d[2]+" * 2")
			return consts("0", "1", aff(i2, "2"), aff(i2, "3"), aff(d[0], "66"))
		},
		body: func(r *region, b []string, dim func(int) string) string {
			q := r.or(r.u32(b[2]), r.shlk(r.u32(b[3]), 8))
			s := r.and(r.shr(r.u32(b[4]), r.muli(dim(1), 4)), 15)
			db := r.halfScale(r.half(b[0], b[1]), s, 0.25)
			g := r.lookup(0, r.and(q, 511), dim(3))
			return r.signed(r.mulf(db, r.i2f(g)), r.and(r.lookup(1, r.shrk(q, 9)), 255), dim(3))
		},
	}
	// (k, h, q, j) with i = 4k + 2h + q: element 8i + j; grid index
	// qs[i] (2 + i) | 2 bits (shift 2·(2h + q)) of qh[k] (66 + k) << 8;
	// sign byte 34 + i; scale nibble h of byte 74 + k.
	decoders[quant.IQ2_S] = decoder{
		inner:  []int64{8, 2, 2, 8},
		tables: []string{"iq2s_grid"},
		reads: func(d []string) []string {
			i := aff(d[0]+" * 4", d[1]+" * 2", d[2])
			return consts("0", "1", aff(i, "2"), aff(i, "34"), aff(d[0], "66"), aff(d[0], "74"))
		},
		body: func(r *region, b []string, dim func(int) string) string {
			sh := r.muli(r.addi(r.muli(dim(1), 2), dim(2)), 2)
			idx := r.or(r.u32(b[2]), r.shlk(r.and(r.shr(r.u32(b[4]), sh), 3), 8))
			s := r.and(r.shr(r.u32(b[5]), r.muli(dim(1), 4)), 15)
			db := r.halfScale(r.half(b[0], b[1]), s, 0.25)
			g := r.lookup(0, idx, dim(3))
			return r.signed(r.mulf(db, r.i2f(g)), r.u32(b[3]), dim(3))
		},
	}
	// (ib, l, g, j): element 32ib + 8l + 4g + j; grid index byte
	// 2 + 8ib + 2l + g; the u32 at 66 + 4ib holds the sign indices (bits
	// 7l…) and the scale.
	decoders[quant.IQ3_XXS] = decoder{
		inner:  []int64{8, 4, 2, 4},
		tables: []string{"iq3xxs_grid", "ksigns"},
		reads: func(d []string) []string {
			w := d[0] + " * 4"
			return consts("0", "1", aff(d[0]+" * 8", d[1]+" * 2", d[2], "2"),
				aff(w, "66"), aff(w, "67"), aff(w, "68"), aff(w, "69"))
		},
		body: func(r *region, b []string, dim func(int) string) string {
			aux := r.word(b[3], b[4], b[5], b[6])
			db := r.halfScale(r.half(b[0], b[1]), r.shrk(aux, 28), 0.5)
			g := r.lookup(0, r.u32(b[2]), dim(3))
			si := r.and(r.shr(aux, r.muli(dim(1), 7)), 127)
			j := r.addi(r.muli(dim(2), 4), dim(3))
			return r.signed(r.mulf(db, r.i2f(g)), r.and(r.lookup(1, si), 255), j)
		},
	}
	// (p, h, l, g, j) with ib = 2p + h, i = 8ib + 2l + g: element
	// 32ib + 8l + 4g + j; grid index qs[i] (2 + i) | bit 2l + g of qh[ib]
	// (66 + ib) << 8; sign bit 4g + j of byte 74 + 4ib + l; scale nibble
	// h of byte 106 + p.
	decoders[quant.IQ3_S] = decoder{
		inner:  []int64{4, 2, 4, 2, 4},
		tables: []string{"iq3s_grid"},
		reads: func(d []string) []string {
			p, h, l, g := d[0], d[1], d[2], d[3]
			return consts("0", "1", aff(p+" * 16", h+" * 8", l+" * 2", g, "2"), aff(p+" * 2", h, "66"),
				aff(p+" * 8", h+" * 4", l, "74"), aff(p, "106"))
		},
		body: func(r *region, b []string, dim func(int) string) string {
			l, g, j := dim(2), dim(3), dim(4)
			s := r.and(r.shr(r.u32(b[5]), r.muli(dim(1), 4)), 15)
			db := r.mulf(r.half(b[0], b[1]), r.i2f(r.addi(r.muli(s, 2), r.c(1, I32))))
			hb := r.and(r.shr(r.u32(b[3]), r.addi(r.muli(l, 2), g)), 1)
			gv := r.lookup(0, r.or(r.u32(b[2]), r.shlk(hb, 8)), j)
			return r.signed(r.mulf(db, r.i2f(gv)), r.u32(b[4]), r.addi(r.muli(g, 4), j))
		},
	}
	// (ib, l, j): element 32ib + 8l + j; grid index qs (2 + 4ib + l) | 3
	// bits (shift 3l) of the u16 qh at 34 + 2ib << 8; its bits 12..14 are
	// the scale, bit 15 the delta's sign.
	decoders[quant.IQ1_S] = decoder{
		inner:  []int64{8, 4, 8},
		tables: []string{"iq1s_grid"},
		reads: func(d []string) []string {
			return consts("0", "1", aff(d[0]+" * 4", d[1], "2"), aff(d[0]+" * 2", "34"), aff(d[0]+" * 2", "35"))
		},
		body: func(r *region, b []string, dim func(int) string) string {
			qh := r.or(r.u32(b[3]), r.shlk(r.u32(b[4]), 8))
			s := r.and(r.shrk(qh, 12), 7)
			dl := r.mulf(r.half(b[0], b[1]), r.i2f(r.addi(r.muli(s, 2), r.c(1, I32))))
			idx := r.or(r.u32(b[2]), r.shlk(r.and(r.shr(qh, r.muli(dim(1), 3)), 7), 8))
			return r.iq1Value(dl, r.lookup(0, idx, dim(2)), r.and(qh, 0x8000))
		},
	}
	// (w, m, n, j) with i = 8w + 2m + n: element 8i + j; grid index
	// qs[i] (i) | 3 bits of nibble n of qh[4w + m] (32 + …) << 8, the
	// nibble's bit 3 the delta's sign; scale (word w >> 3m) & 7 of the u16
	// at 48 + 2w; d the top nibbles of the four scale words (bytes 49, 51,
	// 53, 55).
	decoders[quant.IQ1_M] = decoder{
		inner:  []int64{4, 4, 2, 8},
		tables: []string{"iq1s_grid"},
		reads: func(d []string) []string {
			w, m, n := d[0], d[1], d[2]
			return consts(aff(w+" * 8", m+" * 2", n), aff(w+" * 4", m, "32"), aff(w+" * 2", "48"), aff(w+" * 2", "49"),
				"49", "51", "53", "55")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			bits := r.shrk(r.u32(b[4]), 4)
			for k, hb := range b[5:8] {
				bits = r.or(bits, r.shlk(r.shrk(r.u32(hb), 4), int64(4*(k+1))))
			}
			h16 := r.conv("arith.trunci", bits, I32, I16)
			d := r.conv("arith.extf", r.conv("arith.bitcast", h16, I16, F16), F16, F32)
			word := r.or(r.u32(b[2]), r.shlk(r.u32(b[3]), 8))
			s := r.and(r.shr(word, r.muli(dim(1), 3)), 7)
			dl := r.mulf(d, r.i2f(r.addi(r.muli(s, 2), r.c(1, I32))))
			nib := r.and(r.shr(r.u32(b[1]), r.muli(dim(2), 4)), 15)
			idx := r.or(r.u32(b[0]), r.shlk(r.and(nib, 7), 8))
			return r.iq1Value(dl, r.lookup(0, idx, dim(3)), r.and(nib, 8))
		},
	}
	// Five trits a byte in three runs (see the package comment above).
	decoders[quant.TQ1_0] = decoder{segments: []decoder{tritSegment(0, 32, 5), tritSegment(32, 16, 5), tritSegment(48, 4, 4)}}
	// (c, s, m): element 128c + 32s + m is bits 2s of byte 32c + m, minus 1.
	decoders[quant.TQ2_0] = decoder{
		inner: []int64{2, 4, 32},
		reads: func(d []string) []string { return consts(aff(d[0]+" * 32", d[2]), "64", "65") },
		body: func(r *region, b []string, dim func(int) string) string {
			q := r.and(r.shr(r.u32(b[0]), r.muli(dim(1), 2)), 3)
			return r.mulf(r.half(b[1], b[2]), r.i2f(r.subk(q, 1)))
		},
	}
}
