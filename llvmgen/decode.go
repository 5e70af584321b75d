package llvmgen

import (
	"strings"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/layout"
)

// The lowering reaches the decoders through codec (packed.go).
func init() {
	codec.has, codec.decode, codec.dot = HasDecoder, DecodeFunc, DotFunc
}

// HasDecoder reports whether DecodeFunc and DotFunc support enc.
func HasDecoder(enc layout.Encoding) bool {
	_, err := dqCodecOf(enc)
	return err == nil
}

// DecoderEncodings lists the encodings HasDecoder accepts, by ggml code.
func DecoderEncodings() []layout.Encoding {
	var out []layout.Encoding
	for _, enc := range layout.Encodings() {
		if HasDecoder(enc) {
			out = append(out, enc)
		}
	}
	return out
}

func dqCodecOf(enc layout.Encoding) (dqCodec, error) {
	t, ok := enc.GGML()
	if !ok {
		return dqCodec{}, &UnsupportedEncodingError{Encoding: enc}
	}
	c, ok := dqCodecs[t]
	if !ok {
		return dqCodec{}, &UnsupportedEncodingError{Encoding: enc}
	}
	return c, nil
}

// DecodeFuncName and DotFuncName are the symbols of enc's functions
// (skaic_decode_q4_k, skaic_dot_q4_k).
func DecodeFuncName(enc layout.Encoding) string {
	return "skaic_decode_" + strings.ToLower(enc.String())
}
func DotFuncName(enc layout.Encoding) string { return "skaic_dot_" + strings.ToLower(enc.String()) }

// dqFindFunc returns the function of m named name, or nil.
func dqFindFunc(m *lir.Module, name string) *lir.Func {
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f
		}
	}
	return nil
}

// DecodeFunc returns
//
//	void @skaic_decode_<enc>(i8* src, float* dst, i64 nblocks)
//
// decoding nblocks consecutive blocks (file order) into nblocks·BlockElems
// f32, bit-exact with layout/quant's decoder. It adds the function to m on
// the first call and returns the same function afterwards; an unsupported
// encoding is an *UnsupportedEncodingError.
func DecodeFunc(m *lir.Module, enc layout.Encoding) (*lir.Func, error) {
	c, err := dqCodecOf(enc)
	if err != nil {
		return nil, err
	}
	name := DecodeFuncName(enc)
	if f := dqFindFunc(m, name); f != nil {
		return f, nil
	}
	src, dst, n := lir.NewParam("src", dqI8p), lir.NewParam("dst", dqF32p), lir.NewParam("nblocks", dqI64)
	dqNoAlias(src, dst)
	f := m.NewFunc(name, lirtypes.Void, src, dst, n)
	f.FuncAttrs = append(f.FuncAttrs, lirenum.FuncAttrNoUnwind)
	e := newDQEm(f)
	c.walk(e, src, n, nil, func(elem lirvalue.Value, off int, v lirvalue.Value, _ []lirvalue.Value) []lirvalue.Value {
		e.vstoreF(v, e.fAt(dst, e.b.NewAdd(elem, lirconst.NewInt(dqI64, int64(off)))))
		return nil
	})
	e.b.NewRet(nil)
	return f, nil
}

// dqContract lets llc fuse a dot product's multiply and accumulate into
// one fused multiply-add where the target has it (the decoded values
// themselves are never contracted).
var dqContract = []lirenum.FastMathFlag{lirenum.FastMathFlagContract}

// dqDotAccs is the number of vector accumulators of a dot product.
const dqDotAccs = 4

// DotFunc returns
//
//	float @skaic_dot_<enc>(i8* row, float* x, i64 nblocks)
//
// = Σ decode(row)[i]·x[i] over nblocks·BlockElems elements, summed in f32
// in four accumulators of 16 lanes (then pairwise), each multiply-add fused where the target
// has FMA; like DecodeFunc it is added once per module.
func DotFunc(m *lir.Module, enc layout.Encoding) (*lir.Func, error) {
	c, err := dqCodecOf(enc)
	if err != nil {
		return nil, err
	}
	name := DotFuncName(enc)
	if f := dqFindFunc(m, name); f != nil {
		return f, nil
	}
	row, x, n := lir.NewParam("row", dqI8p), lir.NewParam("x", dqF32p), lir.NewParam("nblocks", dqI64)
	dqNoAlias(row, x)
	f := m.NewFunc(name, dqF32, row, x, n)
	f.FuncAttrs = append(f.FuncAttrs, lirenum.FuncAttrNoUnwind)
	e := newDQEm(f)
	// Four vector accumulators (run k of a group goes to k mod 4, so
	// consecutive multiply-adds do not wait on each other) and a scalar one
	// for a dense type's tail.
	acc := make([]lirvalue.Value, dqDotAccs+1)
	for k := range dqDotAccs {
		acc[k] = lirconst.NewZeroInitializer(dqVec(dqLanes, dqF32))
	}
	acc[dqDotAccs] = lirconst.NewZeroInitializer(dqVec(1, dqF32))
	acc = c.walk(e, row, n, acc, func(elem lirvalue.Value, off int, v lirvalue.Value, acc []lirvalue.Value) []lirvalue.Value {
		xv := e.vloadF(e.fAt(x, e.b.NewAdd(elem, lirconst.NewInt(dqI64, int64(off)))), dqLanesOf(v))
		p := e.b.NewFMul(v, xv)
		p.FastMathFlags = dqContract
		k := dqDotAccs
		if dqLanesOf(v) == dqLanes {
			k = off / dqLanes % dqDotAccs
		}
		sum := e.b.NewFAdd(acc[k], p)
		sum.FastMathFlags = dqContract
		next := append([]lirvalue.Value(nil), acc...)
		next[k] = sum
		return next
	})
	tail := e.b.NewExtractElement(acc[dqDotAccs], lirconst.NewInt(dqI32, 0))
	sum := e.fadd(e.fadd(acc[0], acc[1]), e.fadd(acc[2], acc[3]))
	e.b.NewRet(e.fadd(e.hsum(sum), tail))
	return f, nil
}

// dqNoAlias tells LLVM the pointers of a decoder do not alias and
// are not captured, so it may keep values in registers across stores.
func dqNoAlias(ps ...*lir.Param) {
	for _, p := range ps {
		p.Attrs = append(p.Attrs, lirenum.ParamAttrNoAlias, lirenum.ParamAttrNoCapture)
	}
}

// dqVisit is called for each run of decoded lanes: elem is the index of the
// group's first element, off the run's offset in the group, v the lanes;
// it threads carried values (accumulators) through the walk.
type dqVisit func(elem lirvalue.Value, off int, v lirvalue.Value, carried []lirvalue.Value) []lirvalue.Value

// walk emits the loops that decode nblocks blocks at src, calling fn for
// every run of lanes, and returns the carried values after the loops.
func (c dqCodec) walk(e *dqEm, src, nblocks lirvalue.Value, carried []lirvalue.Value, fn dqVisit) []lirvalue.Value {
	g := c.t.Geometry()
	group := int64(c.group)
	groupBytes := group / int64(g.BlockElems) * int64(g.BlockBytes)
	zero := lirconst.NewInt(dqI64, 0)
	ngroups := nblocks
	if c.dense {
		ngroups = e.b.NewSDiv(nblocks, lirconst.NewInt(dqI64, group))
	}
	carried = e.loop("group", zero, ngroups, carried, func(i lirvalue.Value, acc []lirvalue.Value) []lirvalue.Value {
		p := e.atDyn(src, e.b.NewMul(i, lirconst.NewInt(dqI64, groupBytes)))
		elem := e.b.NewMul(i, lirconst.NewInt(dqI64, group))
		c.emit(e, p, dqLanes, func(off int, v lirvalue.Value) { acc = fn(elem, off, v, acc) })
		return acc
	})
	if !c.dense {
		return carried
	}
	from := e.b.NewMul(ngroups, lirconst.NewInt(dqI64, group))
	return e.loop("tail", from, nblocks, carried, func(i lirvalue.Value, acc []lirvalue.Value) []lirvalue.Value {
		p := e.atDyn(src, e.b.NewMul(i, lirconst.NewInt(dqI64, int64(g.BlockBytes))))
		c.emit(e, p, 1, func(off int, v lirvalue.Value) { acc = fn(i, off, v, acc) })
		return acc
	})
}
