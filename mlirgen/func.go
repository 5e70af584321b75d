package mlirgen

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// FuncWriter writes the body of one function. Its emitters take and return
// Values; the first error (a shape mismatch, an unsupported encoding, …)
// sticks: later emitters do nothing and return the zero Value, and Err,
// Module.Err and Module.Emit report it. Glue code therefore checks once, at
// the end, like bufio.Writer.
type FuncWriter struct {
	m        *Module
	name     string
	args     []Value
	results  []TensorType
	body     strings.Builder
	next     int
	err      error
	returned bool
	// dyn is the index value of the function's dynamic length ("" until
	// SetDynamic): the size of every Dyn dimension.
	dyn string
	// tables are the lookup tables already emitted (dequant_iq.go).
	tables map[string]Value
}

// SetDynamic makes the index value name the function's dynamic length, the
// size of every Dyn dimension its values have from then on. A function has
// one; setting another fails.
func (f *FuncWriter) SetDynamic(name string) {
	if f.dyn != "" && f.dyn != name {
		f.failf("dynamic length", "already %s, not %s", f.dyn, name)
		return
	}
	f.dyn = name
}

// Dynamic is the index value of the dynamic length ("" when none is set).
func (f *FuncWriter) Dynamic() string { return f.dyn }

// sizes spells shape as the size list of a slice or an output_shape: Dyn
// dimensions as the dynamic length's value.
func (f *FuncWriter) sizes(shape []int64) string {
	parts := make([]string, len(shape))
	for i, d := range shape {
		if d == Dyn {
			if f.dyn == "" {
				f.failf("sizes", "a dynamic dimension before the function's dynamic length is known")
			}
			parts[i] = f.dyn
		} else {
			parts[i] = strconv.FormatInt(d, 10)
		}
	}
	return strings.Join(parts, ", ")
}

// dynOperands is the operand list of tensor.empty for t: the dynamic
// length once per Dyn dimension.
func (f *FuncWriter) dynOperands(t TensorType) string {
	var ops []string
	for _, d := range t.Shape {
		if d == Dyn {
			if f.dyn == "" {
				f.failf("empty", "%s needs the function's dynamic length, which is not known yet", t)
			}
			ops = append(ops, f.dyn)
		}
	}
	return strings.Join(ops, ", ")
}

// Index writes an index constant and returns its name.
func (f *FuncWriter) Index(n int64) string {
	name := f.fresh()
	f.line(fmt.Sprintf("%s = arith.constant %d : index", name, n))
	return name
}

// Dim writes tensor.dim of x's axis and returns the index value's name.
func (f *FuncWriter) Dim(x Value, axis int) string {
	c := f.Index(int64(axis))
	name := f.fresh()
	f.line(fmt.Sprintf("%s = tensor.dim %s, %s : %s", name, x.Name, c, x.Type))
	return name
}

// Name is the function's symbol.
func (f *FuncWriter) Name() string { return f.name }

// Arg returns argument i (%argI).
func (f *FuncWriter) Arg(i int) Value {
	if i < 0 || i >= len(f.args) {
		f.fail("arg", fmt.Errorf("argument %d of %d", i, len(f.args)))
		return Value{}
	}
	return f.args[i]
}

// Args returns the arguments.
func (f *FuncWriter) Args() []Value { return slices.Clone(f.args) }

// Err returns the first error recorded.
func (f *FuncWriter) Err() error { return f.err }

// Fail records err (prefixed with the function's name) unless an error is
// already recorded; glue code uses it for ops it cannot lower, so that the
// export fails naming the op and tensor.
func (f *FuncWriter) Fail(err error) {
	if f.err == nil && err != nil {
		f.err = fmt.Errorf("mlirgen: func @%s: %w", f.name, err)
	}
}

func (f *FuncWriter) fail(op string, err error) {
	f.Fail(fmt.Errorf("%s: %w", op, err))
}

func (f *FuncWriter) failf(op, format string, args ...any) {
	f.fail(op, fmt.Errorf(format, args...))
}

// ok reports whether emission may go on: no error yet and every operand a
// real value.
func (f *FuncWriter) ok(op string, vs ...Value) bool {
	if f.err != nil {
		return false
	}
	for i, v := range vs {
		if !v.Valid() {
			f.failf(op, "operand %d is not a value (an earlier emitter failed?)", i)
			return false
		}
	}
	if f.returned {
		f.failf(op, "emitted after return")
		return false
	}
	return true
}

func (f *FuncWriter) fresh() string {
	s := "%" + strconv.Itoa(f.next)
	f.next++
	return s
}

// line writes one op line of the function body.
func (f *FuncWriter) line(s string) {
	f.body.WriteString("    ")
	f.body.WriteString(s)
	f.body.WriteByte('\n')
}

// op writes "%N = rhs" and returns %N with type t.
func (f *FuncWriter) op(t TensorType, rhs string) Value {
	v := Value{Name: f.fresh(), Type: t.With(t.Elem)}
	f.line(v.Name + " = " + rhs)
	return v
}

// Load reads a parameter: util.global.load @SYM : T.
func (f *FuncWriter) Load(g *Global) Value {
	if !f.ok("load") {
		return Value{}
	}
	if g == nil {
		f.failf("load", "nil parameter")
		return Value{}
	}
	return f.op(g.Type, fmt.Sprintf("util.global.load @%s : %s", g.Symbol, g.Type))
}

// Store replaces a mutable global's value: util.global.store %v, @SYM.
func (f *FuncWriter) Store(g *Global, v Value) {
	if !f.ok("store", v) {
		return
	}
	if g == nil || !g.Mutable || !g.Type.Equal(v.Type) {
		f.failf("store", "%s into %v: not a mutable global of that type", v.Type, g)
		return
	}
	f.line(fmt.Sprintf("util.global.store %s, @%s : %s", v.Name, g.Symbol, g.Type))
}

// SlotOf is slot i of a stack [N, ...] of states: its [...] tensor.
func (f *FuncWriter) SlotOf(stack Value, i int) Value {
	if !f.ok("slot", stack) {
		return Value{}
	}
	return f.ReadRows(stack, i, stack.Type.Shape[1:])
}

// ReadRows is the leading sizes[0] rows (Dyn: the dynamic length) of slot
// i of a stack of caches [N, C, ...]: tensor.extract_slice, rank-reduced
// to sizes.
func (f *FuncWriter) ReadRows(stack Value, i int, sizes []int64) Value {
	if !f.ok("read_rows", stack) {
		return Value{}
	}
	if stack.Rank() < 2 || i < 0 || int64(i) >= stack.Type.Shape[0] || len(sizes) != stack.Rank()-1 ||
		!slices.Equal(sizes[1:], stack.Type.Shape[2:]) || (sizes[0] != Dyn && (sizes[0] < 1 || sizes[0] > stack.Type.Shape[1])) {
		f.failf("read_rows", "rows %v of slot %d of %s", sizes, i, stack.Type)
		return Value{}
	}
	t := TensorType{Shape: slices.Clone(sizes), Elem: stack.Type.Elem}
	offs, ones := make([]int64, stack.Rank()), make([]int64, stack.Rank())
	for k := range ones {
		ones[k] = 1
	}
	offs[0] = int64(i)
	return f.op(t, fmt.Sprintf("tensor.extract_slice %s[%s] [1, %s] [%s] : %s to %s",
		stack.Name, joinInts(offs), f.sizes(t.Shape), joinInts(ones), stack.Type, t))
}

// WriteRows is tensor.insert_slice of rows [S, ...] into slot i of a
// stack of caches [N, C, ...] at row off (an index value): the in-place
// update of a KV cache.
func (f *FuncWriter) WriteRows(stack Value, i int, rows Value, off string) Value {
	if !f.ok("write_rows", stack, rows) {
		return Value{}
	}
	if rows.Rank()+1 != stack.Rank() || rows.Type.Elem != stack.Type.Elem || !slices.Equal(rows.Type.Shape[1:], stack.Type.Shape[2:]) {
		f.failf("write_rows", "rows %s do not fit the caches %s", rows.Type, stack.Type)
		return Value{}
	}
	// A step past the capacity fails the call, never writes out of
	// bounds or wraps.
	var n string
	if d := rows.Type.Shape[0]; d == Dyn {
		n = f.dyn
	} else {
		n = f.Index(d)
	}
	end := f.fresh()
	f.line(fmt.Sprintf("%s = arith.addi %s, %s : index", end, off, n))
	fits := f.fresh()
	f.line(fmt.Sprintf("%s = arith.cmpi ule, %s, %s : index", fits, end, f.Index(stack.Type.Shape[1])))
	nonneg := f.fresh()
	f.line(fmt.Sprintf("%s = arith.cmpi sge, %s, %s : index", nonneg, off, f.Index(0)))
	ok := f.fresh()
	f.line(fmt.Sprintf("%s = arith.andi %s, %s : i1", ok, fits, nonneg))
	f.line(fmt.Sprintf("cf.assert %s, %s", ok, Quote(fmt.Sprintf("KV cache: a step past its capacity of %d positions", stack.Type.Shape[1]))))
	offs := make([]string, stack.Rank())
	ones := make([]int64, stack.Rank())
	for k := range offs {
		offs[k], ones[k] = "0", 1
	}
	offs[0], offs[1] = strconv.Itoa(i), off
	return f.op(stack.Type, fmt.Sprintf("tensor.insert_slice %s into %s[%s] [1, %s] [%s] : %s into %s",
		rows.Name, stack.Name, strings.Join(offs, ", "), f.sizes(rows.Type.Shape), joinInts(ones), rows.Type, stack.Type))
}

// ExtractIndex reads element i of a 1-D integer tensor as an index value
// (plus add).
func (f *FuncWriter) ExtractIndex(x Value, i int64, add int64) string {
	if !f.ok("extract", x) {
		return ""
	}
	if x.Rank() != 1 || !x.Type.Elem.IsInt() {
		f.failf("extract", "%s is not a 1-D integer tensor", x.Type)
		return ""
	}
	c := f.Index(i)
	e := f.fresh()
	f.line(fmt.Sprintf("%s = tensor.extract %s[%s] : %s", e, x.Name, c, x.Type))
	idx := f.fresh()
	f.line(fmt.Sprintf("%s = arith.index_cast %s : %s to index", idx, e, x.Type.Elem))
	if add == 0 {
		return idx
	}
	a := f.Index(add)
	sum := f.fresh()
	f.line(fmt.Sprintf("%s = arith.addi %s, %s : index", sum, idx, a))
	return sum
}

// Arange is positions [n] i32 = start, start+1, … with n the length of
// like (1-D).
func (f *FuncWriter) Arange(like Value, start int64) Value {
	if !f.ok("arange", like) {
		return Value{}
	}
	if like.Rank() != 1 {
		f.failf("arange", "like %s is not 1-D", like.Type)
		return Value{}
	}
	t := Tensor(I32, like.Type.Shape...)
	return f.generic(generic{
		loops: 1, outs: []Value{f.Empty(t)}, outMaps: [][]string{{"d0"}},
		body: func(r *region, a []string) []string {
			i := r.index(0, I32)
			if start == 0 {
				return []string{i}
			}
			return []string{r.bin("arith.addi", i, r.c(float64(start), I32), I32)}
		},
	})[0]
}

// Return ends the function; the values' types become its result types.
func (f *FuncWriter) Return(vs ...Value) {
	if !f.ok("return", vs...) {
		return
	}
	names := make([]string, len(vs))
	types := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.Name
		types[i] = v.Type.String()
		f.results = append(f.results, v.Type)
	}
	if len(vs) == 0 {
		f.line("return")
	} else {
		f.line("return " + strings.Join(names, ", ") + " : " + strings.Join(types, ", "))
	}
	f.returned = true
}

func (f *FuncWriter) writeTo(b *bytes.Buffer) {
	args := make([]string, len(f.args))
	for i, a := range f.args {
		args[i] = a.Name + ": " + a.Type.String()
	}
	fmt.Fprintf(b, "  func.func @%s(%s)", f.name, strings.Join(args, ", "))
	switch len(f.results) {
	case 0:
	case 1:
		b.WriteString(" -> " + f.results[0].String())
	default:
		rs := make([]string, len(f.results))
		for i, r := range f.results {
			rs[i] = r.String()
		}
		b.WriteString(" -> (" + strings.Join(rs, ", ") + ")")
	}
	b.WriteString(" {\n")
	b.WriteString(f.body.String())
	b.WriteString("  }\n")
}

// Empty is tensor.empty() : t (an uninitialized destination).
func (f *FuncWriter) Empty(t TensorType) Value {
	if !f.ok("empty") {
		return Value{}
	}
	return f.op(t, "tensor.empty("+f.dynOperands(t)+") : "+t.String())
}

// scalarConst writes "%N = arith.constant LIT : e" in the function body.
func (f *FuncWriter) scalarConst(v float64, e Elem) string {
	name := f.fresh()
	f.line(name + " = arith.constant " + constLit(v, e) + " : " + string(e))
	return name
}

func constLit(v float64, e Elem) string {
	if e.IsFloat() {
		return formatFloat(v, e)
	}
	if e == I1 {
		if v != 0 {
			return "true"
		}
		return "false"
	}
	return strconv.FormatInt(int64(v), 10)
}

// Full is a tensor of type t filled with v (linalg.fill of tensor.empty).
func (f *FuncWriter) Full(t TensorType, v float64) Value {
	if !f.ok("full") {
		return Value{}
	}
	c := f.scalarConst(v, t.Elem)
	e := f.op(t, "tensor.empty("+f.dynOperands(t)+") : "+t.String())
	return f.op(t, fmt.Sprintf("linalg.fill ins(%s : %s) outs(%s : %s) -> %s", c, t.Elem, e.Name, t, t))
}

// Constant is a dense constant tensor of type t holding data (row-major;
// one value means a splat). Floats are written exactly (shortest
// round-trip decimal at t's precision); integers must be whole numbers.
func (f *FuncWriter) Constant(t TensorType, data []float64) Value {
	if !f.ok("constant") {
		return Value{}
	}
	if err := t.validate(); err != nil {
		f.fail("constant", err)
		return Value{}
	}
	n := t.NumElements()
	if int64(len(data)) != n && len(data) != 1 {
		f.failf("constant", "%d values for %s", len(data), t)
		return Value{}
	}
	var b strings.Builder
	b.WriteString("arith.constant dense<")
	if len(data) == 1 {
		b.WriteString(constLit(data[0], t.Elem))
	} else {
		writeNested(&b, t.Shape, data, t.Elem)
	}
	b.WriteString("> : " + t.String())
	return f.op(t, b.String())
}

func writeNested(b *strings.Builder, shape []int64, data []float64, e Elem) {
	if len(shape) == 0 {
		b.WriteString(constLit(data[0], e))
		return
	}
	b.WriteByte('[')
	inner := int64(1)
	for _, d := range shape[1:] {
		inner *= d
	}
	for i := int64(0); i < shape[0]; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		writeNested(b, shape[1:], data[i*inner:(i+1)*inner], e)
	}
	b.WriteByte(']')
}

// ---- linalg.generic -------------------------------------------------------

// generic describes one linalg.generic: loop count, operands with their
// indexing maps (result expressions over d0…dN-1), iterator kinds and a
// body that gets the block arguments (inputs then outputs) and returns the
// values to yield.
type generic struct {
	loops   int
	ins     []Value
	inMaps  [][]string
	outs    []Value // initial values of the outputs
	outMaps [][]string
	iters   []string // "parallel" / "reduction"; nil: all parallel
	body    func(r *region, args []string) []string
	// attrs are extra attributes of the op ("name = value", after
	// iterator_types).
	attrs []string
}

func dims(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "d" + strconv.Itoa(i)
	}
	return out
}

func affineMap(loops int, results []string) string {
	return "affine_map<(" + strings.Join(dims(loops), ", ") + ") -> (" + strings.Join(results, ", ") + ")>"
}

func (f *FuncWriter) generic(g generic) []Value {
	iters := g.iters
	if iters == nil {
		iters = make([]string, g.loops)
		for i := range iters {
			iters[i] = "parallel"
		}
	}
	var maps, itq []string
	for _, m := range g.inMaps {
		maps = append(maps, affineMap(g.loops, m))
	}
	for _, m := range g.outMaps {
		maps = append(maps, affineMap(g.loops, m))
	}
	for _, it := range iters {
		itq = append(itq, `"`+it+`"`)
	}
	var res strings.Builder
	results := make([]Value, len(g.outs))
	head := f.fresh()
	for i, o := range g.outs {
		results[i] = Value{Name: head, Type: o.Type}
		if len(g.outs) > 1 {
			results[i].Name = fmt.Sprintf("%s#%d", head, i)
		}
	}
	lhs := head
	if len(g.outs) > 1 {
		lhs = fmt.Sprintf("%s:%d", head, len(g.outs))
	}
	res.WriteString(lhs + " = linalg.generic {indexing_maps = [" + strings.Join(maps, ", ") +
		"], iterator_types = [" + strings.Join(itq, ", ") + "]" + strings.Join(append([]string{""}, g.attrs...), ", ") + "}")
	names := func(vs []Value) (string, string) {
		var n, t []string
		for _, v := range vs {
			n = append(n, v.Name)
			t = append(t, v.Type.String())
		}
		return strings.Join(n, ", "), strings.Join(t, ", ")
	}
	if len(g.ins) > 0 {
		n, t := names(g.ins)
		res.WriteString(" ins(" + n + " : " + t + ")")
	}
	n, t := names(g.outs)
	res.WriteString(" outs(" + n + " : " + t + ") {")
	f.line(res.String())
	var bargs, bdecl []string
	for _, v := range append(slices.Clone(g.ins), g.outs...) {
		a := f.fresh()
		bargs = append(bargs, a)
		bdecl = append(bdecl, a+": "+string(v.Type.Elem))
	}
	f.body.WriteString("    ^bb0(" + strings.Join(bdecl, ", ") + "):\n")
	r := &region{f: f}
	ys := g.body(r, bargs)
	var ytypes []string
	for _, o := range g.outs {
		ytypes = append(ytypes, string(o.Type.Elem))
	}
	f.body.WriteString("      linalg.yield " + strings.Join(ys, ", ") + " : " + strings.Join(ytypes, ", ") + "\n")
	var rt []string
	for _, o := range g.outs {
		rt = append(rt, o.Type.String())
	}
	if len(rt) == 1 {
		f.line("} -> " + rt[0])
	} else {
		f.line("} -> (" + strings.Join(rt, ", ") + ")")
	}
	return results
}

// identityMap is (d0, …, dN-1) -> (d0, …, dN-1).
func identityMap(n int) []string { return dims(n) }

// region writes the scalar body of a linalg.generic.
type region struct {
	f    *FuncWriter
	tabs []Value // the decoder's lookup tables (decodeBlocks)
}

func (r *region) op(rhs string) string {
	name := r.f.fresh()
	r.f.body.WriteString("      " + name + " = " + rhs + "\n")
	return name
}

// c is a scalar constant of type e.
func (r *region) c(v float64, e Elem) string {
	return r.op("arith.constant " + constLit(v, e) + " : " + string(e))
}

// bin is "arith.OP x, y : e" (or any two-operand op spelled the same way).
func (r *region) bin(op, x, y string, e Elem) string {
	return r.op(op + " " + x + ", " + y + " : " + string(e))
}

// un is "OP x : e" (math.exp, arith.negf, …).
func (r *region) un(op, x string, e Elem) string { return r.op(op + " " + x + " : " + string(e)) }

// conv is "OP x : from to to" (extui, sitofp, bitcast, …).
func (r *region) conv(op, x string, from, to Elem) string {
	return r.op(op + " " + x + " : " + string(from) + " to " + string(to))
}

// index is linalg.index d as an integer of type e.
func (r *region) index(d int, e Elem) string {
	i := r.op("linalg.index " + strconv.Itoa(d) + " : index")
	return r.op("arith.index_cast " + i + " : index to " + string(e))
}

func (r *region) cmpf(pred, x, y string, e Elem) string {
	return r.op("arith.cmpf " + pred + ", " + x + ", " + y + " : " + string(e))
}

func (r *region) cmpi(pred, x, y string, e Elem) string {
	return r.op("arith.cmpi " + pred + ", " + x + ", " + y + " : " + string(e))
}

func (r *region) sel(c, x, y string, e Elem) string {
	return r.op("arith.select " + c + ", " + x + ", " + y + " : " + string(e))
}
