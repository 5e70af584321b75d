package llvmgen

import (
	"fmt"

	lir "github.com/llir/llvm/ir"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// codec is how the lowering reaches the GGML block decoders (the
// decode/dot functions of decode.go, which register themselves here):
// has says which encodings they support, decode and dot return
//
//	void  @skaic_decode_<enc>(i8* src, float* dst, i64 nblocks)
//	float @skaic_dot_<enc>(i8* row, float* x, i64 nblocks)
//
// made once per module.
var codec struct {
	has    func(layout.Encoding) bool
	decode func(*lir.Module, layout.Encoding) (*lir.Func, error)
	dot    func(*lir.Module, layout.Encoding) (*lir.Func, error)
}

// UnsupportedEncodingError reports a packed weight whose encoding
// llvmgen has no decoder for.
type UnsupportedEncodingError struct{ Encoding layout.Encoding }

func (e *UnsupportedEncodingError) Error() string {
	return fmt.Sprintf("llvmgen: no decoder for encoding %s", e.Encoding)
}

func canDecode(e layout.Encoding) bool { return codec.has != nil && codec.has(e) }

// DecodableEncodings lists the encodings a weight may keep as stored in
// an LLVM module: the 16-bit floats, read element by element, and every
// GGML encoding the block decoders support (decoded inside the Linear
// and Embedding loops, nothing dequantized at export).
func DecodableEncodings() []layout.Encoding {
	out := []layout.Encoding{layout.EncF16, layout.EncBF16}
	for e := layout.Encoding(0); e < 64; e++ {
		if layout.Encoding(e) != layout.EncF16 && canDecode(e) {
			out = append(out, e)
		}
	}
	return out
}

// rowBufBytes is the scratch row a packed weight is decoded into: for a
// Linear over several rows of x, or over a strided x, and for a weight in
// another block order than row_major.
func rowBufBytes(f *ir.Func) int64 {
	var n int64
	for _, v := range f.Body {
		if v.Op != ir.OpLinear && v.Op != ir.OpEmbedding {
			continue
		}
		w := v.Args[0]
		if v.Op == ir.OpLinear {
			w = v.Args[1]
		}
		for w.Op == ir.OpNarrow {
			w = w.Args[0]
		}
		if p := w.Param(); p != nil && p.Layout != nil && p.Layout.Physical.Blocked &&
			(p.Layout.Physical.Order != layout.RowMajor || v.Op == ir.OpLinear) {
			n = max(n, 4*p.Type.Shape[1])
		}
	}
	return n
}

// oneRow reports whether a Linear's x shape holds a single row (every
// dimension but the last a static 1).
func oneRow(shape []int64) bool {
	for _, d := range shape[:max(len(shape)-1, 0)] {
		if d != 1 {
			return false
		}
	}
	return true
}

// blockPtr is the address of block b of row o.
func (g *fgen) blockPtr(w *packedWeight, o, b lirvalue.Value) lirvalue.Value {
	bb := int64(layout.Format{DType: layout.F32, Encoding: w.enc}.BlockBytes())
	var pos lirvalue.Value
	if w.order == layout.RowMajor {
		pos = g.add(g.mul(o, i64c(w.stride()/bb)), b)
	} else {
		pos = g.add(g.mul(b, i64c(w.rows)), o)
	}
	return g.gep(tI8, w.base, g.mul(pos, i64c(bb)))
}

// decodeRow decodes row o of w into dst (cols floats).
func (g *fgen) decodeRow(w *packedWeight, o, dst lirvalue.Value) error {
	if !canDecode(w.enc) {
		return &UnsupportedEncodingError{Encoding: w.enc}
	}
	dec, err := codec.decode(g.mod, w.enc)
	if err != nil {
		return err
	}
	bb := int64(layout.Format{DType: layout.F32, Encoding: w.enc}.BlockBytes())
	nb := w.rowBytes / bb
	be := w.cols / nb
	if w.order == layout.RowMajor {
		g.b.NewCall(dec, g.blockPtr(w, o, i64c(0)), dst, i64c(nb))
		return nil
	}
	g.loop(i64c(nb), func(b lirvalue.Value) {
		g.b.NewCall(dec, g.blockPtr(w, o, b), g.gep(tF32, dst, g.mul(b, i64c(be))), i64c(1))
	})
	return nil
}

// rowBuf is the scratch row a non-row-major packed weight decodes into.
func (g *fgen) rowBuf() lirvalue.Value {
	return g.b.NewBitCast(g.gep(tI8, g.scratch, i64c(g.rowBufAt)), tPF32)
}

// linearPacked: out[..., o] = dot(row o of w, x[...]), the row decoded
// inside the loop by the encoding's dot function (row_major blocks) or
// into a scratch row first (any other order).
func (g *fgen) linearPacked(out, x *tensor, w *packedWeight) error {
	if !canDecode(w.enc) {
		return &UnsupportedEncodingError{Encoding: w.enc}
	}
	if x.el != eF32 {
		return fmt.Errorf("x must be f32 for a %s weight", w.enc)
	}
	if x.shape[len(x.shape)-1] != w.cols {
		return fmt.Errorf("x %v has not the %d inputs of the %s weight", x.shape, w.cols, w.enc)
	}
	xs := x.strides[len(x.strides)-1]
	s, ok := constInt(xs)
	contig := ok && s == 1
	bb := int64(layout.Format{DType: layout.F32, Encoding: w.enc}.BlockBytes())
	nb := w.rowBytes / bb
	xRow := func(pre []lirvalue.Value) lirvalue.Value {
		return g.gep(tF32, x.base, g.dot(with(pre, i64c(0)), x.strides))
	}
	switch {
	case w.order == layout.RowMajor && contig && oneRow(x.shape):
		// One row of x (a decode step): the encoding's dot product reads
		// each packed row once.
		dot, err := codec.dot(g.mod, w.enc)
		if err != nil {
			return err
		}
		g.rows(x, func(pre []lirvalue.Value) {
			xp := xRow(pre)
			g.loop(i64c(w.rows), func(o lirvalue.Value) {
				g.store(out, with(pre, o), g.b.NewCall(dot, g.blockPtr(w, o, i64c(0)), xp, i64c(nb)))
			})
		})
		return nil
	case w.order == layout.RowMajor && contig:
		// Several rows of x (a prefill): each weight row is decoded once
		// into the scratch row, then dotted with every row of x in f32.
		dec, err := codec.decode(g.mod, w.enc)
		if err != nil {
			return err
		}
		dense, err := DotFunc(g.mod, layout.EncF32) // the f32 dot of decode.go, whatever codec holds
		if err != nil {
			return err
		}
		g.loop(i64c(w.rows), func(o lirvalue.Value) {
			buf := g.rowBuf()
			g.b.NewCall(dec, g.blockPtr(w, o, i64c(0)), buf, i64c(nb))
			row := g.b.NewBitCast(buf, tPI8)
			g.rows(x, func(pre []lirvalue.Value) {
				g.store(out, with(pre, o), g.b.NewCall(dense, row, xRow(pre), i64c(w.cols)))
			})
		})
		return nil
	}
	// Another block order, or x strided along its inputs: the row decoded
	// into scratch, then a dot loop over x's strides.
	var ferr error
	g.rows(x, func(pre []lirvalue.Value) {
		xp := xRow(pre)
		g.loop(i64c(w.rows), func(o lirvalue.Value) {
			buf := g.rowBuf()
			if err := g.decodeRow(w, o, buf); err != nil {
				ferr = err
				return
			}
			rb := &tensor{el: eF32, base: buf}
			sum := g.dotLoop(i64c(w.cols), func(k lirvalue.Value) lirvalue.Value { return g.loadAt(rb, k) },
				func(k lirvalue.Value) lirvalue.Value { return g.b.NewLoad(tF32, g.gep(tF32, xp, g.mul(k, xs))) })
			g.store(out, with(pre, o), sum)
		})
	})
	return ferr
}

// gatherPacked decodes table row id into out at element offset at.
func (g *fgen) gatherPacked(out *tensor, at, id lirvalue.Value, w *packedWeight) {
	dst := g.gep(tF32, out.base, at)
	if err := g.decodeRow(w, id, dst); err != nil && g.err == nil {
		g.err = err
	}
}
