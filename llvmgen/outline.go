package llvmgen

import (
	"fmt"
	"strings"

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
//
// Ops that would write the same function (the same op and attributes on
// tensors of the same shapes, storage and strides, as every layer of a
// model has) share one: key names the op, and the tensors' structure is
// added to it here.
func (g *fgen) outlined(key string, ts []*tensor, body func(inner []*tensor) error) error {
	var params []*lir.Param
	var args []lirvalue.Value
	var sig strings.Builder
	sig.WriteString(key)
	memo := map[lirvalue.Value]lirvalue.Value{}
	pass := func(v lirvalue.Value, t lirtypes.Type) lirvalue.Value {
		if c, ok := constInt(v); ok || v == nil {
			fmt.Fprintf(&sig, " c%d", c)
			return v
		}
		if p, ok := memo[v]; ok {
			fmt.Fprintf(&sig, " %s", p.Ident())
			return p
		}
		p := lir.NewParam(fmt.Sprintf("a%d", len(params)), t)
		params = append(params, p)
		args = append(args, v)
		memo[v] = p
		fmt.Fprintf(&sig, " new")
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
		fmt.Fprintf(&sig, " | %d %v", t.el, t.shape)
		if t.packed != nil {
			fmt.Fprintf(&sig, " %s %s %d %d %d", t.packed.enc, t.packed.order, t.packed.rows, t.packed.cols, t.packed.rowBytes)
		}
	}
	if f, ok := g.shared[sig.String()]; ok && key != "" {
		return g.callOp(f, args)
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
	if key != "" {
		g.shared[sig.String()] = f
	}
	return g.callOp(f, args)
}

// callOp calls an op function and returns its error code, if any, from
// the entry function.
func (g *fgen) callOp(f *lir.Func, args []lirvalue.Value) error {
	rc := g.b.NewCall(f, args...)
	fail, cont := g.block(), g.block()
	g.b.NewCondBr(g.b.NewICmp(lirenum.IPredNE, rc, i32c(CodeOK)), fail, cont)
	fail.NewRet(rc)
	g.b = cont
	return nil
}
