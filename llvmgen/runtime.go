package llvmgen

import (
	lir "github.com/llir/llvm/ir"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"
)

// runtime holds the module's helper functions, each made on first use:
// the libm functions the elementwise ops call (in double, rounded to
// float32 as the eager kernels do with Go's math) and the 16-bit float
// conversions, written with integer operations so that no target needs a
// compiler-rt routine for them.
type runtime struct {
	m     *lir.Module
	funcs map[string]*lir.Func
}

func newRuntime(m *lir.Module) *runtime { return &runtime{m: m, funcs: map[string]*lir.Func{}} }

// libm declares a double → double function (an LLVM intrinsic where one
// exists: llc turns it into the libm call, or inline code).
func (r *runtime) libm(name string) *lir.Func {
	sym := name
	switch name {
	case "exp", "log", "sqrt", "cos", "sin":
		sym = "llvm." + name + ".f64"
	}
	if f, ok := r.funcs[sym]; ok {
		return f
	}
	for _, f := range r.m.Funcs {
		if f.Name() == sym {
			r.funcs[sym] = f
			return f
		}
	}
	f := r.m.NewFunc(sym, tF64, lir.NewParam("", tF64))
	r.funcs[sym] = f
	return f
}

// helper makes an internal function once; build writes its body.
func (r *runtime) helper(name string, ret lirtypes.Type, params []*lir.Param, build func(g *fn)) *lir.Func {
	if f, ok := r.funcs[name]; ok {
		return f
	}
	// Another writer of the module (a decoder) may have made it already.
	for _, f := range r.m.Funcs {
		if f.Name() == name {
			r.funcs[name] = f
			return f
		}
	}
	f := r.m.NewFunc(name, ret, params...)
	f.Linkage = lirenum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, lirenum.FuncAttrAlwaysInline, lirenum.FuncAttrNoUnwind)
	r.funcs[name] = f
	g := &fn{f: f, rt: r}
	g.b = f.NewBlock("")
	build(g)
	return f
}

// f16ToF32 widens binary16 bits exactly: the exponent and mantissa
// shifted into place and scaled by 2^112 (exact for subnormals too), Inf
// and NaN kept.
func (r *runtime) f16ToF32() *lir.Func {
	return r.helper("skaic_f16_to_f32", tF32, []*lir.Param{lir.NewParam("h", tI16)}, func(g *fn) {
		h := g.b.NewZExt(g.f.Params[0], tI32)
		mag := g.b.NewAnd(h, i32c(0x7fff))
		sign := g.b.NewShl(g.b.NewAnd(h, i32c(0x8000)), i32c(16))
		scaled := g.b.NewFMul(g.b.NewBitCast(g.b.NewShl(mag, i32c(13)), tF32), f32c(0x1p112))
		special := g.b.NewICmp(lirenum.IPredUGE, mag, i32c(0x7c00))
		infnan := g.b.NewOr(i32c(0x7f800000), g.b.NewShl(g.b.NewAnd(h, i32c(0x3ff)), i32c(13)))
		bits := g.b.NewSelect(special, infnan, g.b.NewBitCast(scaled, tI32))
		g.b.NewRet(g.b.NewBitCast(g.b.NewOr(bits, sign), tF32))
	})
}

// f32ToF16 rounds to binary16, to nearest even (overflow to Inf, NaN to a
// quiet NaN).
func (r *runtime) f32ToF16() *lir.Func {
	return r.helper("skaic_f32_to_f16", tI16, []*lir.Param{lir.NewParam("x", tF32)}, func(g *fn) {
		b := g.b.NewBitCast(g.f.Params[0], tI32)
		sign := g.b.NewAnd(b, i32c(-0x80000000))
		a := g.b.NewXor(b, sign)
		// ≥ 65520 rounds to Inf; NaN stays NaN.
		big := g.b.NewSelect(g.b.NewICmp(lirenum.IPredUGT, a, i32c(0x7f800000)), i32c(0x7e00), i32c(0x7c00))
		// Subnormal results: add 0.5 (2^-1, whose ulp is 2^-24 = the
		// smallest binary16 subnormal) and keep the low bits.
		const magic = ((127 - 15) + (23 - 10) + 1) << 23
		sub := g.b.NewSub(g.b.NewBitCast(g.b.NewFAdd(g.b.NewBitCast(a, tF32), g.b.NewBitCast(i32c(magic), tF32)), tI32), i32c(magic))
		// Normal results: rebias, round half to even on the dropped 13 bits.
		odd := g.b.NewAnd(g.b.NewLShr(a, i32c(13)), i32c(1))
		norm := g.b.NewLShr(g.b.NewAdd(g.b.NewAdd(a, i32c(((15-127)<<23)+0xfff)), odd), i32c(13))
		small := g.b.NewSelect(g.b.NewICmp(lirenum.IPredULT, a, i32c(113<<23)), sub, norm)
		o := g.b.NewSelect(g.b.NewICmp(lirenum.IPredUGE, a, i32c((127+16)<<23)), big, small)
		o2 := g.b.NewOr(o, g.b.NewLShr(sign, i32c(16)))
		g.b.NewRet(g.b.NewTrunc(o2, tI16))
	})
}

// bf16ToF32 is exact: the bits are the high half of a float32.
func (r *runtime) bf16ToF32() *lir.Func {
	return r.helper("skaic_bf16_to_f32", tF32, []*lir.Param{lir.NewParam("h", tI16)}, func(g *fn) {
		g.b.NewRet(g.b.NewBitCast(g.b.NewShl(g.b.NewZExt(g.f.Params[0], tI32), i32c(16)), tF32))
	})
}

// f32ToBF16 rounds to nearest even; NaN stays a quiet NaN.
func (r *runtime) f32ToBF16() *lir.Func {
	return r.helper("skaic_f32_to_bf16", tI16, []*lir.Param{lir.NewParam("x", tF32)}, func(g *fn) {
		n := g.b.NewBitCast(g.f.Params[0], tI32)
		nan := g.b.NewICmp(lirenum.IPredUGT, g.b.NewAnd(n, i32c(0x7fffffff)), i32c(0x7f800000))
		q := g.b.NewOr(g.b.NewLShr(n, i32c(16)), i32c(0x40))
		odd := g.b.NewAnd(g.b.NewLShr(n, i32c(16)), i32c(1))
		rounded := g.b.NewLShr(g.b.NewAdd(g.b.NewAdd(n, i32c(0x7fff)), odd), i32c(16))
		g.b.NewRet(g.b.NewTrunc(g.b.NewSelect(nan, q, rounded), tI16))
	})
}

// exp32 is float32(exp(float64(x))), the eager kernels' exp.
func (g *fn) exp32(x lirvalue.Value) lirvalue.Value { return g.call1(g.rt.libm("exp"), x) }
