package mlirgen

import (
	"fmt"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// In-graph dequantization of packed GGML weights.
//
// A packed [rows, cols] weight (blocks along cols) arrives as its stored
// bytes, an i8 tensor. It is viewed as tensor<rows x NB x BB x i8>
// (row-major block order: block b of row o at o·NB + b) or tensor<NB x rows
// x BB x i8> (input-block-major: at b·rows + o), and decoded by ONE
// linalg.generic over (row, block, inner…) whose output is
// tensor<rows x NB x inner… x f32>; tensor.collapse_shape makes it
// [rows, cols]. The inner loops split a block's elements so that every
// byte a value needs is read through an affine indexing map of the loop
// indices (the DESIGN.md Q8_0 sketch, generalized): the quant byte, the
// scale bytes, the f16 scale halves. For input-block-major bytes only the
// input maps swap their first two results, so the decode writes logical
// [rows, cols] order directly: decode and transpose are one op.
//
// Numerics are those of ggml's dequantize_row_* (layout/quant): f16 scales
// are assembled from their two bytes (extui, shli, ori, bitcast i16 → f16,
// extf: exact), integer fields are unpacked in i32, and each float32
// product or difference is its own arith op in ggml's order. The package
// tests check every decoder bit for bit against quant.Dequantize through
// the real iree-compile and iree-run-module.

// UnsupportedEncodingError says a tensor's encoding has no in-graph
// decoder; the export should fail with it (or dequantize at export when
// the user asks for --weights dense).
type UnsupportedEncodingError struct {
	Tensor   string
	Encoding string
}

func (e *UnsupportedEncodingError) Error() string {
	return fmt.Sprintf("tensor %q: encoding %s has no in-graph decoder; export with --weights dense to dequantize it at export time", e.Tensor, e.Encoding)
}

// decoder is the loop structure and body of one encoding's decode.
type decoder struct {
	inner []int64 // loop extents after (row, block); their product is BlockElems
	// reads are the byte offsets inside a block that the body reads, as
	// affine expressions over the inner loop names.
	reads func(d []string) []string
	// body computes the f32 element from the bytes read (i8 SSA names, in
	// reads order); dim(k) is inner loop k's index as an i32.
	body func(r *region, b []string, dim func(k int) string) string
	// tables are the constant tensors the body reads with r.lookup (by
	// position in r.tabs); see dequant_iq.go.
	tables []string
	// segments, when set, replace inner/reads/body: each decodes the next
	// run of a block's elements (a layout no single loop nest maps
	// affinely), and the runs are concatenated.
	segments []decoder
}

// Byte and bit helpers for decoder bodies (all unsigned, in i32).
func (r *region) u32(b string) string { return r.conv("arith.extui", b, I8, I32) }
func (r *region) shr(x, s string) string {
	return r.bin("arith.shrui", x, s, I32)
}
func (r *region) shl(x, s string) string { return r.bin("arith.shli", x, s, I32) }
func (r *region) and(x string, m int64) string {
	return r.bin("arith.andi", x, r.c(float64(m), I32), I32)
}
func (r *region) or(x, y string) string   { return r.bin("arith.ori", x, y, I32) }
func (r *region) addi(x, y string) string { return r.bin("arith.addi", x, y, I32) }
func (r *region) muli(x string, k int64) string {
	return r.bin("arith.muli", x, r.c(float64(k), I32), I32)
}
func (r *region) subk(x string, k int64) string {
	return r.bin("arith.subi", x, r.c(float64(k), I32), I32)
}
func (r *region) shlk(x string, k int64) string { return r.shl(x, r.c(float64(k), I32)) }
func (r *region) shrk(x string, k int64) string { return r.shr(x, r.c(float64(k), I32)) }
func (r *region) i2f(x string) string           { return r.conv("arith.sitofp", x, I32, F32) }
func (r *region) mulf(x, y string) string       { return r.bin("arith.mulf", x, y, F32) }

// half builds the f32 value of the little-endian binary16 (lo, hi):
// extui, shli, ori, bitcast i16 → f16, extf (exact).
func (r *region) half(lo, hi string) string {
	l := r.conv("arith.extui", lo, I8, I16)
	h := r.conv("arith.extui", hi, I8, I16)
	h = r.bin("arith.shli", h, r.c(8, I16), I16)
	bits := r.bin("arith.ori", l, h, I16)
	return r.conv("arith.extf", r.conv("arith.bitcast", bits, I16, F16), F16, F32)
}

// word is the little-endian u32 of four bytes.
func (r *region) word(b0, b1, b2, b3 string) string {
	w := r.u32(b0)
	w = r.or(w, r.shlk(r.u32(b1), 8))
	w = r.or(w, r.shlk(r.u32(b2), 16))
	return r.or(w, r.shlk(r.u32(b3), 24))
}

func consts(v ...string) []string { return v }

// nib is (byte >> (4·h)) & 15.
func (r *region) nib(b, h string) string { return r.and(r.shr(r.u32(b), r.muli(h, 4)), 15) }

// scaleMinK4 unpacks the 6-bit scale and min of sub-block is = 4·ch + k
// (k = 2·cl + h) of the Q4_K/Q5_K scale field from its bytes q[k], q[k+4],
// q[k+8] (a, b, c): ch = 0: (a & 63, b & 63); ch = 1: ((c & 15) | (a >> 6) << 4,
// (c >> 4) | (b >> 6) << 4).
func (r *region) scaleMinK4(a, b, c, ch string) (sc, m string) {
	ua, ub, uc := r.u32(a), r.u32(b), r.u32(c)
	sc0, m0 := r.and(ua, 63), r.and(ub, 63)
	sc1 := r.or(r.and(uc, 15), r.shlk(r.shrk(ua, 6), 4))
	m1 := r.or(r.shrk(uc, 4), r.shlk(r.shrk(ub, 6), 4))
	hi := r.cmpi("ne", ch, r.c(0, I32), I32)
	return r.sel(hi, sc1, sc0, I32), r.sel(hi, m1, m0, I32)
}

var decoders = map[quant.Type]decoder{
	quant.F32: {
		reads: func(d []string) []string { return consts("0", "1", "2", "3") },
		body: func(r *region, b []string, _ func(int) string) string {
			return r.conv("arith.bitcast", r.word(b[0], b[1], b[2], b[3]), I32, F32)
		},
	},
	quant.F16: {
		reads: func(d []string) []string { return consts("0", "1") },
		body:  func(r *region, b []string, _ func(int) string) string { return r.half(b[0], b[1]) },
	},
	quant.BF16: {
		reads: func(d []string) []string { return consts("0", "1") },
		body: func(r *region, b []string, _ func(int) string) string {
			w := r.or(r.u32(b[0]), r.shlk(r.u32(b[1]), 8))
			return r.conv("arith.bitcast", r.shlk(w, 16), I32, F32)
		},
	},
	// x = q·d
	quant.Q8_0: {
		inner: []int64{32},
		reads: func(d []string) []string { return consts("0", "1", d[0]+" + 2") },
		body: func(r *region, b []string, _ func(int) string) string {
			return r.mulf(r.conv("arith.sitofp", b[2], I8, F32), r.half(b[0], b[1]))
		},
	},
	// Q8_1: f16 d, f16 s (unused), 32 int8.
	quant.Q8_1: {
		inner: []int64{32},
		reads: func(d []string) []string { return consts("0", "1", d[0]+" + 4") },
		body: func(r *region, b []string, _ func(int) string) string {
			return r.mulf(r.conv("arith.sitofp", b[2], I8, F32), r.half(b[0], b[1]))
		},
	},
	// Q8_K: f32 d, 256 int8, bsums (unused). x = d·q
	quant.Q8_K: {
		inner: []int64{256},
		reads: func(d []string) []string { return consts("0", "1", "2", "3", d[0]+" + 4") },
		body: func(r *region, b []string, _ func(int) string) string {
			dv := r.conv("arith.bitcast", r.word(b[0], b[1], b[2], b[3]), I32, F32)
			return r.mulf(dv, r.conv("arith.sitofp", b[4], I8, F32))
		},
	},
	// (h, l): element h·16 + l is nibble h of qs[l]; x = (q − 8)·d
	quant.Q4_0: {
		inner: []int64{2, 16},
		reads: func(d []string) []string { return consts("0", "1", d[1]+" + 2") },
		body: func(r *region, b []string, dim func(int) string) string {
			q := r.subk(r.nib(b[2], dim(0)), 8)
			return r.mulf(r.i2f(q), r.half(b[0], b[1]))
		},
	},
	// x = q·d + m
	quant.Q4_1: {
		inner: []int64{2, 16},
		reads: func(d []string) []string { return consts("0", "1", "2", "3", d[1]+" + 4") },
		body: func(r *region, b []string, dim func(int) string) string {
			q := r.nib(b[4], dim(0))
			return r.bin("arith.addf", r.mulf(r.i2f(q), r.half(b[0], b[1])), r.half(b[2], b[3]), F32)
		},
	},
	// (h, lq, lr): element e = h·16 + lq·8 + lr; its 5th bit is bit e of the
	// u32 qh, i.e. bit lr of qh byte 2h + lq; x = (q − 16)·d
	quant.Q5_0: {
		inner: []int64{2, 2, 8},
		reads: func(d []string) []string {
			return consts("0", "1", d[0]+" * 2 + "+d[1]+" + 2", d[1]+" * 8 + "+d[2]+" + 6")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			hb := r.and(r.shr(r.u32(b[2]), dim(2)), 1)
			q := r.subk(r.or(r.nib(b[3], dim(0)), r.shlk(hb, 4)), 16)
			return r.mulf(r.i2f(q), r.half(b[0], b[1]))
		},
	},
	// x = q·d + m
	quant.Q5_1: {
		inner: []int64{2, 2, 8},
		reads: func(d []string) []string {
			return consts("0", "1", "2", "3", d[0]+" * 2 + "+d[1]+" + 4", d[1]+" * 8 + "+d[2]+" + 8")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			hb := r.and(r.shr(r.u32(b[4]), dim(2)), 1)
			q := r.or(r.nib(b[5], dim(0)), r.shlk(hb, 4))
			return r.bin("arith.addf", r.mulf(r.i2f(q), r.half(b[0], b[1])), r.half(b[2], b[3]), F32)
		},
	},
	// (n, s, half, l): element n·128 + s·32 + half·16 + l; scale byte
	// is = n·8 + s·2 + half; quant (qs[n·32 + half·16 + l] >> 2s) & 3;
	// x = (d·sc)·q − dmin·m
	quant.Q2_K: {
		inner: []int64{2, 4, 2, 16},
		reads: func(d []string) []string {
			return consts(d[0]+" * 8 + "+d[1]+" * 2 + "+d[2], d[0]+" * 32 + "+d[2]+" * 16 + "+d[3]+" + 16", "80", "81", "82", "83")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			sc := r.u32(b[0])
			dl := r.mulf(r.half(b[2], b[3]), r.i2f(r.and(sc, 15)))
			ml := r.mulf(r.half(b[4], b[5]), r.i2f(r.shrk(sc, 4)))
			q := r.and(r.shr(r.u32(b[1]), r.muli(dim(1), 2)), 3)
			return r.bin("arith.subf", r.mulf(dl, r.i2f(q)), ml, F32)
		},
	},
	// (n, sh, sl, half, l) with s = 2·sh + sl: element n·128 + s·32 +
	// half·16 + l; hmask bit (4n + s) of hm[half·16 + l]; low bits
	// (qs[n·32 + half·16 + l] >> 2s) & 3; scale j = 8n + 2s + half from
	// the low nibble (shift 4n) of scales[2s + half] and the 2 bits
	// (shift 2·(2n + sh)) of scales[8 + 2·sl + half], minus 32;
	// x = (d·sc)·(q − 4·!h)
	quant.Q3_K: {
		inner: []int64{2, 2, 2, 2, 16},
		reads: func(d []string) []string {
			n, sh, sl, hf, l := d[0], d[1], d[2], d[3], d[4]
			return consts(hf+" * 16 + "+l, n+" * 32 + "+hf+" * 16 + "+l+" + 32",
				sh+" * 4 + "+sl+" * 2 + "+hf+" + 96", sl+" * 2 + "+hf+" + 104", "108", "109")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			n, sh, sl := dim(0), dim(1), dim(2)
			s := r.addi(r.muli(sh, 2), sl)
			hbit := r.and(r.shr(r.u32(b[0]), r.addi(r.muli(n, 4), s)), 1)
			q := r.and(r.shr(r.u32(b[1]), r.muli(s, 2)), 3)
			v := r.subk(r.addi(q, r.muli(hbit, 4)), 4)
			lo := r.and(r.shr(r.u32(b[2]), r.muli(n, 4)), 15)
			hi := r.and(r.shr(r.u32(b[3]), r.muli(r.addi(r.muli(n, 2), sh), 2)), 3)
			sc := r.subk(r.or(lo, r.shlk(hi, 4)), 32)
			dl := r.mulf(r.half(b[4], b[5]), r.i2f(sc))
			return r.mulf(dl, r.i2f(v))
		},
	},
	// (ch, cl, h, l) with chunk c = 2·ch + cl: element c·64 + h·32 + l is
	// nibble h of qs[c·32 + l]; sub-block 2c + h; x = (d·sc)·q − dmin·m
	quant.Q4_K: {
		inner: []int64{2, 2, 2, 32},
		reads: func(d []string) []string {
			ch, cl, h, l := d[0], d[1], d[2], d[3]
			k := cl + " * 2 + " + h
			return consts("0", "1", "2", "3", k+" + 4", k+" + 8", k+" + 12", ch+" * 64 + "+cl+" * 32 + "+l+" + 16")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			sc, m := r.scaleMinK4(b[4], b[5], b[6], dim(0))
			d1 := r.mulf(r.half(b[0], b[1]), r.i2f(sc))
			m1 := r.mulf(r.half(b[2], b[3]), r.i2f(m))
			q := r.nib(b[7], dim(2))
			return r.bin("arith.subf", r.mulf(d1, r.i2f(q)), m1, F32)
		},
	},
	// Q4_K plus a 5th bit: bit (2c + h) of qh[l].
	quant.Q5_K: {
		inner: []int64{2, 2, 2, 32},
		reads: func(d []string) []string {
			ch, cl, h, l := d[0], d[1], d[2], d[3]
			k := cl + " * 2 + " + h
			return consts("0", "1", "2", "3", k+" + 4", k+" + 8", k+" + 12", l+" + 16", ch+" * 64 + "+cl+" * 32 + "+l+" + 48")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			sc, m := r.scaleMinK4(b[4], b[5], b[6], dim(0))
			d1 := r.mulf(r.half(b[0], b[1]), r.i2f(sc))
			m1 := r.mulf(r.half(b[2], b[3]), r.i2f(m))
			bit := r.addi(r.addi(r.muli(dim(0), 4), r.muli(dim(1), 2)), dim(2))
			hb := r.and(r.shr(r.u32(b[7]), bit), 1)
			q := r.or(r.nib(b[8], dim(2)), r.shlk(hb, 4))
			return r.bin("arith.subf", r.mulf(d1, r.i2f(q)), m1, F32)
		},
	},
	// (n, gh, gl, lh, ll) with g = 2·gh + gl, l = 16·lh + ll: element
	// n·128 + g·32 + l; low nibble gh of ql[n·64 + gl·32 + l]; high 2 bits
	// (shift 2g) of qh[n·32 + l]; int8 scale sc[n·8 + 2g + lh];
	// x = (d·sc)·(q − 32)
	quant.Q6_K: {
		inner: []int64{2, 2, 2, 2, 16},
		reads: func(d []string) []string {
			n, gh, gl, lh, ll := d[0], d[1], d[2], d[3], d[4]
			return consts(n+" * 64 + "+gl+" * 32 + "+lh+" * 16 + "+ll,
				n+" * 32 + "+lh+" * 16 + "+ll+" + 128",
				n+" * 8 + "+gh+" * 4 + "+gl+" * 2 + "+lh+" + 192", "208", "209")
		},
		body: func(r *region, b []string, dim func(int) string) string {
			gh, gl := dim(1), dim(2)
			lo := r.nib(b[0], gh)
			hi := r.and(r.shr(r.u32(b[1]), r.addi(r.muli(gh, 4), r.muli(gl, 2))), 3)
			q := r.subk(r.or(lo, r.shlk(hi, 4)), 32)
			dsc := r.mulf(r.half(b[3], b[4]), r.conv("arith.sitofp", b[2], I8, F32))
			return r.mulf(dsc, r.i2f(q))
		},
	},
}

// CanDecode reports whether enc has an in-graph decoder.
func CanDecode(enc layout.Encoding) bool {
	t, ok := enc.GGML()
	if !ok {
		return false
	}
	_, ok = decoders[t]
	return ok
}

// DecodableEncodings lists the encodings with an in-graph decoder.
func DecodableEncodings() []layout.Encoding {
	var out []layout.Encoding
	for _, e := range layout.Encodings() {
		if CanDecode(e) {
			out = append(out, e)
		}
	}
	return out
}

// geometry checks enc and [rows, cols] and returns blocks per row, block
// bytes and block elements.
func geometry(tensor string, enc layout.Encoding, rows, cols int64) (nb, bb, be int64, dec decoder, err error) {
	t, ok := enc.GGML()
	if !ok {
		return 0, 0, 0, decoder{}, &UnsupportedEncodingError{Tensor: tensor, Encoding: enc.String()}
	}
	dec, ok = decoders[t]
	if !ok {
		return 0, 0, 0, decoder{}, &UnsupportedEncodingError{Tensor: tensor, Encoding: enc.String()}
	}
	g := t.Geometry()
	be, bb = int64(g.BlockElems), int64(g.BlockBytes)
	if (rows <= 0 && rows != Dyn) || cols <= 0 || cols%be != 0 {
		return 0, 0, 0, decoder{}, fmt.Errorf("tensor %q: [%d, %d] is not whole %s blocks of %d along the last axis", tensor, rows, cols, enc, be)
	}
	return cols / be, bb, be, dec, nil
}

// PackedType is the parameter type holding the stored bytes of a packed
// [rows, cols] tensor: tensor<rows x (cols/BE·BB) x i8> in row-major block
// order, tensor<NB x rows x BB x i8> in input-block-major order. tensor
// names the tensor in errors.
func PackedType(tensor string, enc layout.Encoding, order layout.BlockOrder, rows, cols int64) (TensorType, error) {
	nb, bb, _, _, err := geometry(tensor, enc, rows, cols)
	if err != nil {
		return TensorType{}, fmt.Errorf("mlirgen: %w", err)
	}
	switch order {
	case layout.RowMajor:
		return Tensor(I8, rows, nb*bb), nil
	case layout.InputBlockMajor:
		return Tensor(I8, nb, rows, bb), nil
	}
	return TensorType{}, fmt.Errorf("mlirgen: tensor %q: unknown block order %s", tensor, order)
}

// Dequantize decodes the stored bytes of the packed [rows, cols] tensor
// named tensor (encoding enc, block order order) into tensor<rows x cols x
// f32>. packed is an i8 tensor of exactly the stored size in any shape
// (PackedType's is the natural one). An encoding without a decoder
// records an *UnsupportedEncodingError.
func (f *FuncWriter) Dequantize(tensor string, packed Value, enc layout.Encoding, order layout.BlockOrder, rows, cols int64) Value {
	op := "dequantize " + enc.String()
	if !f.ok(op, packed) {
		return Value{}
	}
	nb, bb, be, dec, err := geometry(tensor, enc, rows, cols)
	if err != nil {
		f.Fail(err)
		return Value{}
	}
	if n, k := packed.Type.count(); packed.Type.Elem != I8 || (rows != Dyn && (k != 0 || n != rows*nb*bb)) || (rows == Dyn && (k != 1 || n != nb*bb)) {
		f.failf(op, "tensor %q: %s does not hold %d×%d %s blocks (%d bytes)", tensor, packed.Type, rows, nb, enc, rows*nb*bb)
		return Value{}
	}
	var view Value
	switch order {
	case layout.RowMajor:
		view = f.Reshape(packed, rows, nb, bb)
	case layout.InputBlockMajor:
		view = f.Reshape(packed, nb, rows, bb)
	default:
		f.failf(op, "tensor %q: unknown block order %s", tensor, order)
		return Value{}
	}
	if len(dec.segments) > 0 {
		parts := make([]Value, len(dec.segments))
		for i, seg := range dec.segments {
			parts[i] = f.decodeBlocks(view, order, seg, rows, nb)
			parts[i] = f.collapse(parts[i], [][]int64{{0}, {1}, seq(2, parts[i].Rank())})
		}
		return f.collapse(f.Concat(2, parts...), [][]int64{{0}, {1, 2}})
	}
	v := f.decodeBlocks(view, order, dec, rows, nb)
	if be == 1 {
		return v // dense types: [rows, cols] already
	}
	return f.collapse(v, [][]int64{{0}, seq(1, v.Rank())})
}

// decodeBlocks is the linalg.generic of one decoder over the block view
// (row-major [rows, nb, bb] or input-block-major [nb, rows, bb]): its
// result is [rows, nb, inner...].
func (f *FuncWriter) decodeBlocks(view Value, order layout.BlockOrder, dec decoder, rows, nb int64) Value {
	tabs := make([]Value, len(dec.tables))
	for i, name := range dec.tables {
		tabs[i] = f.table(name)
	}
	ni := len(dec.inner)
	loops := 2 + ni
	d := dims(loops)
	reads := dec.reads(d[2:])
	ins := make([]Value, len(reads))
	maps := make([][]string, len(reads))
	for i, e := range reads {
		ins[i] = view
		if order == layout.RowMajor {
			maps[i] = []string{"d0", "d1", e}
		} else {
			maps[i] = []string{"d1", "d0", e}
		}
	}
	outShape := append([]int64{rows, nb}, dec.inner...)
	out := TensorType{Shape: outShape, Elem: F32}
	return f.generic(generic{
		loops: loops, ins: ins, inMaps: maps,
		outs: []Value{f.Empty(out)}, outMaps: [][]string{identityMap(loops)},
		body: func(r *region, a []string) []string {
			r.tabs = tabs
			idx := map[int]string{}
			dim := func(k int) string {
				if s, ok := idx[k]; ok {
					return s
				}
				idx[k] = r.index(2+k, I32)
				return idx[k]
			}
			return []string{dec.body(r, a[:len(reads)], dim)}
		},
	})[0]
}
