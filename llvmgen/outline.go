package llvmgen

import (
	"fmt"

	lir "github.com/llir/llvm/ir"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"
)

// outlined writes one op's loops as a function of its own, called from
// the entry function: LLVM's optimizer then works on many small functions
// (time linear in the model's size) instead of one body of thousands of
// loop nests. The op's tensors (base pointers, and the sizes and strides
// that are not constants) and the scratch become the function's
// parameters; it returns 0 or the error code the entry function returns.
func (g *fgen) outlined(ts []*tensor, body func(inner []*tensor) error) error {
	var params []*lir.Param
	var args []lirvalue.Value
	memo := map[lirvalue.Value]lirvalue.Value{}
	pass := func(v lirvalue.Value, t lirtypes.Type) lirvalue.Value {
		if _, ok := constInt(v); ok || v == nil {
			return v
		}
		if p, ok := memo[v]; ok {
			return p
		}
		p := lir.NewParam(fmt.Sprintf("a%d", len(params)), t)
		params = append(params, p)
		args = append(args, v)
		memo[v] = p
		return p
	}
	scratch := pass(g.scratch, tPI8)
	inner := make([]*tensor, len(ts))
	for i, t := range ts {
		if t == nil {
			continue
		}
		it := *t
		if t.packed != nil {
			pw := *t.packed
			pw.base = pass(pw.base, tPI8)
			it.packed = &pw
		} else {
			it.base = pass(t.base, lirtypes.NewPointer(t.el.llvm()))
		}
		it.dims = make([]lirvalue.Value, len(t.dims))
		for k, d := range t.dims {
			it.dims[k] = pass(d, tI64)
		}
		it.strides = make([]lirvalue.Value, len(t.strides))
		for k, s := range t.strides {
			it.strides[k] = pass(s, tI64)
		}
		inner[i] = &it
	}
	g.ops++
	f := g.mod.NewFunc(fmt.Sprintf("%s.op%d", g.sym, g.ops), tI32, params...)
	f.Linkage = lirenum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, lirenum.FuncAttrNoUnwind)
	for _, p := range params {
		if _, ok := p.Typ.(*lirtypes.PointerType); ok {
			p.Attrs = append(p.Attrs, lirenum.ParamAttrNoCapture)
		}
	}
	saved, savedScratch := g.fn, g.scratch
	g.fn = fn{f: f, rt: saved.rt}
	g.b = f.NewBlock("entry")
	g.scratch = scratch
	err := body(inner)
	g.b.NewRet(i32c(CodeOK))
	g.fn, g.scratch = saved, savedScratch
	if err != nil {
		return err
	}
	rc := g.b.NewCall(f, args...)
	fail, cont := g.block(), g.block()
	g.b.NewCondBr(g.b.NewICmp(lirenum.IPredNE, rc, i32c(CodeOK)), fail, cont)
	fail.NewRet(rc)
	g.b = cont
	return nil
}
