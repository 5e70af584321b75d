package ir

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Parse reads a module in the text form Print writes; blank lines and
// lines starting with // are skipped, so test files can carry comments.
// Op result types are inferred and must match the printed ones. Parse
// checks syntax and types only; run Verify on the result.
func Parse(r io.Reader) (*Module, error) {
	p := parser{vals: map[string]*Value{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	for sc.Scan() {
		p.line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "//") {
			continue
		}
		if err := p.parseLine(text); err != nil {
			return nil, fmt.Errorf("ir: parse: line %d: %w", p.line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("ir: parse: %w", err)
	}
	if p.m == nil || !p.done {
		return nil, fmt.Errorf("ir: parse: unterminated or missing module")
	}
	p.finish()
	return p.m, nil
}

// ParseString is Parse of a string.
func ParseString(s string) (*Module, error) { return Parse(strings.NewReader(s)) }

type parser struct {
	line      int
	m         *Module
	assigned  bool
	done      bool
	lastParam *Parameter
	f         *Func
	vals      map[string]*Value
	decided   map[*Value]bool
}

func (p *parser) parseLine(text string) error {
	c := &cursor{s: text}
	if p.done {
		return fmt.Errorf("text after the module's end")
	}
	if p.m == nil {
		return p.moduleHeader(c)
	}
	if p.f != nil {
		return p.bodyLine(c)
	}
	switch w := c.word(); w {
	case "source":
		return p.source(c)
	case "param":
		return p.param(c)
	case "layout":
		return p.paramLayout(c)
	case "const":
		return p.constant(c)
	case "state":
		name, t, err := p.symbolAndType(c)
		if err != nil {
			return err
		}
		p.m.AddState(name, t)
		return c.end()
	case "func":
		return p.funcHeader(c)
	case "":
		if c.eat("}") {
			p.done = true
			return c.end()
		}
	default:
		return fmt.Errorf("unexpected %q", w)
	}
	return fmt.Errorf("unexpected %q", c.rest())
}

func (p *parser) moduleHeader(c *cursor) error {
	if c.word() != "module" {
		return fmt.Errorf("expected module")
	}
	p.m = NewModule("")
	if c.eat("attributes") {
		d, err := c.dict()
		if err != nil {
			return err
		}
		for _, a := range d {
			switch {
			case a.Name == "producer" && a.Kind == tape.AttrString:
				p.m.Producer = a.Str
			case a.Name == "layouts" && a.Kind == tape.AttrString && a.Str == "assigned":
				p.assigned = true
			default:
				return fmt.Errorf("unknown module attribute %s", a)
			}
		}
	}
	if err := c.expect("{"); err != nil {
		return err
	}
	return c.end()
}

func (p *parser) source(c *cursor) error {
	n, err := strconv.Atoi(c.word())
	if err != nil || n != len(p.m.Sources) {
		return fmt.Errorf("source numbers run 0, 1, …; want %d", len(p.m.Sources))
	}
	d, err := c.dict()
	if err != nil {
		return err
	}
	var s tape.Source
	if s.Name, err = d.Str("name"); err != nil {
		return err
	}
	if s.Size, err = d.Int("size"); err != nil {
		return err
	}
	if d.Has("sha256") {
		h, err := d.Str("sha256")
		if err != nil {
			return err
		}
		b, err := hex.DecodeString(h)
		if err != nil || len(b) != len(s.SHA256) {
			return fmt.Errorf("bad sha256 %q", h)
		}
		copy(s.SHA256[:], b)
	}
	p.m.AddSource(s)
	return c.end()
}

func (p *parser) symbolAndType(c *cursor) (string, Type, error) {
	name, err := c.symbol()
	if err != nil {
		return "", Type{}, err
	}
	if err := c.expect(":"); err != nil {
		return "", Type{}, err
	}
	t, err := c.typ()
	return name, t, err
}

func (p *parser) param(c *cursor) error {
	name, t, err := p.symbolAndType(c)
	if err != nil {
		return err
	}
	d, err := c.dict()
	if err != nil {
		return err
	}
	fs, err := d.Str("format")
	if err != nil {
		return err
	}
	f, err := parseFormat(fs)
	if err != nil {
		return err
	}
	l, err := dictLayout(d, t.Shape)
	if err != nil {
		return err
	}
	src := int64(tape.NoSource)
	if d.Has("source") {
		if src, err = d.Int("source"); err != nil {
			return err
		}
	}
	prm := p.m.AddParam(name, f, l, int(src))
	prm.Type = t
	p.lastParam = prm
	return c.end()
}

// dictLayout reads strides, offset and block geometry fields.
func dictLayout(d tape.Attrs, shape []int64) (layout.Layout, error) {
	var l layout.Layout
	var err error
	l.Shape = append([]int64{}, shape...)
	st, err := d.Ints("strides")
	if err != nil {
		return l, err
	}
	l.Strides = append([]int64{}, st...)
	if l.Offset, err = d.Int("offset"); err != nil {
		return l, err
	}
	l.BlockElems = 1
	if d.Has("block_axis") {
		l.Blocked = true
		ax, err := d.Int("block_axis")
		if err != nil {
			return l, err
		}
		l.BlockAxis = int(ax)
		if l.BlockElems, err = d.Int("block_elems"); err != nil {
			return l, err
		}
		o, err := d.Str("order")
		if err != nil {
			return l, err
		}
		if l.Order, err = layout.ParseBlockOrder(o); err != nil {
			return l, err
		}
	}
	// A layout that does not fit its own shape is a syntax error: nothing
	// (the printer included) could use it.
	return l, l.Validate()
}

func (p *parser) paramLayout(c *cursor) error {
	prm := p.lastParam
	if prm == nil || prm.Layout != nil {
		return fmt.Errorf("a layout line follows its param line")
	}
	d, err := c.dict()
	if err != nil {
		return err
	}
	fs, err := d.Str("form")
	if err != nil {
		return err
	}
	form, err := ParseForm(fs)
	if err != nil {
		return err
	}
	order, dense := prm.Stored.Order, layout.InvalidDType
	if d.Has("order") {
		o, err := d.Str("order")
		if err != nil {
			return err
		}
		if order, err = layout.ParseBlockOrder(o); err != nil {
			return err
		}
	}
	if form == FormDense {
		s, err := d.Str("format")
		if err != nil {
			return err
		}
		f, err := parseFormat(s)
		if err != nil {
			return err
		}
		dense = f.DType
	}
	reason, err := d.Str("reason")
	if err != nil {
		return err
	}
	dec, err := ParamDecision(prm, form, order, dense, reason)
	if err != nil {
		return err
	}
	if d.Has("planar_rows") {
		n, err := d.Int("planar_rows")
		if err != nil {
			return err
		}
		dec.PlanarRows = int(n)
	}
	if r, err := d.Str("residency"); err != nil || r != dec.Residency.String() {
		return fmt.Errorf("residency %q, the decision gives %s", r, dec.Residency)
	}
	if b, err := d.Int("bytes"); err != nil || b != dec.Bytes {
		return fmt.Errorf("bytes %d, the decision gives %d", b, dec.Bytes)
	}
	prm.Layout = dec
	return c.end()
}

func (p *parser) constant(c *cursor) error {
	name, t, err := p.symbolAndType(c)
	if err != nil {
		return err
	}
	if err := c.expect("="); err != nil {
		return err
	}
	if err := c.expect("dense<"); err != nil {
		return err
	}
	s, err := c.quoted()
	if err != nil {
		return err
	}
	h, ok := strings.CutPrefix(s, "0x")
	if !ok {
		return fmt.Errorf("constant data %q is not 0x…", s)
	}
	data, err := hex.DecodeString(h)
	if err != nil {
		return fmt.Errorf("constant data: %w", err)
	}
	if err := c.expect(">"); err != nil {
		return err
	}
	p.m.AddConst(name, t, data)
	return c.end()
}

func (p *parser) funcHeader(c *cursor) error {
	name, err := c.symbol()
	if err != nil {
		return err
	}
	p.f = p.m.NewFunc(name)
	p.vals = map[string]*Value{}
	if err := c.expect("("); err != nil {
		return err
	}
	for !c.eat(")") {
		if len(p.f.Args) > 0 {
			if err := c.expect(","); err != nil {
				return err
			}
		}
		ref, err := c.valueRef()
		if err != nil {
			return err
		}
		if err := c.expect(":"); err != nil {
			return err
		}
		t, err := c.typ()
		if err != nil {
			return err
		}
		argName := strings.TrimPrefix(ref, "%")
		if c.peek() == '{' {
			d, err := c.dict()
			if err != nil {
				return err
			}
			if argName, err = d.Str("name"); err != nil {
				return err
			}
		}
		if _, dup := p.vals[ref]; dup {
			return fmt.Errorf("argument %s declared twice", ref)
		}
		p.vals[ref] = p.f.AddArg(argName, t)
	}
	if err := c.expect("->"); err != nil {
		return err
	}
	if err := c.expect("("); err != nil {
		return err
	}
	for !c.eat(")") {
		if !c.eat(",") {
			if _, err := c.typ(); err != nil {
				return err
			}
		}
	}
	if err := c.expect("{"); err != nil {
		return err
	}
	return c.end()
}

func (p *parser) bodyLine(c *cursor) error {
	if c.eat("}") {
		if len(p.f.Results) == 0 {
			return fmt.Errorf("func %s ends without return", p.f.Name)
		}
		p.f = nil
		return c.end()
	}
	if c.peek() != '%' {
		if c.word() != "return" {
			return fmt.Errorf("expected a value definition or return")
		}
		var rs []*Value
		for {
			v, err := p.operand(c)
			if err != nil {
				return err
			}
			rs = append(rs, v)
			if !c.eat(",") {
				break
			}
		}
		p.f.SetResults(rs...)
		return c.end()
	}
	ref, err := c.valueRef()
	if err != nil {
		return err
	}
	if _, dup := p.vals[ref]; dup {
		return fmt.Errorf("%s defined twice", ref)
	}
	if err := c.expect("="); err != nil {
		return err
	}
	name := c.word()
	op, ok := LookupOp(name)
	if !ok || op == OpArg {
		return fmt.Errorf("unknown op %q", name)
	}
	var attrs Attrs
	var args []*Value
	switch op {
	case OpParam, OpConst, OpState:
		sym, err := c.symbol()
		if err != nil {
			return err
		}
		if op == OpState {
			st := p.m.State(sym)
			if st == nil {
				return fmt.Errorf("unknown state %q", sym)
			}
			attrs = &StateRef{State: st}
		} else if op == OpParam {
			prm := p.m.Param(sym)
			if prm == nil {
				return fmt.Errorf("unknown parameter %q", sym)
			}
			attrs = &ParamRef{Param: prm}
		} else {
			k := p.m.Const(sym)
			if k == nil {
				return fmt.Errorf("unknown constant %q", sym)
			}
			attrs = &ConstRef{Const: k}
		}
	default:
		for c.peek() == '%' {
			v, err := p.operand(c)
			if err != nil {
				return err
			}
			args = append(args, v)
			if !c.eat(",") {
				break
			}
		}
		var d tape.Attrs
		if c.peek() == '{' {
			if d, err = c.dict(); err != nil {
				return err
			}
		}
		if attrs, err = DecodeAttrs(op, d); err != nil {
			return err
		}
	}
	if err := c.expect(":"); err != nil {
		return err
	}
	t, err := c.typ()
	if err != nil {
		return err
	}
	b := NewBuilder(p.f)
	v := b.Op(op, attrs, args...)
	if b.Err() != nil {
		return b.Err()
	}
	if !v.Type.Equal(t) {
		return fmt.Errorf("%s: printed type %s, the op's rule gives %s", ref, t, v.Type)
	}
	save := c.pos
	if c.word() != "layout" {
		c.pos = save
	} else {
		d, err := c.dict()
		if err != nil {
			return err
		}
		if v.Layout, err = dictDecision(d, v.Type); err != nil {
			return err
		}
		if p.decided == nil {
			p.decided = map[*Value]bool{}
		}
		p.decided[v] = true
	}
	p.vals[ref] = v
	return c.end()
}

func (p *parser) operand(c *cursor) (*Value, error) {
	ref, err := c.valueRef()
	if err != nil {
		return nil, err
	}
	v, ok := p.vals[ref]
	if !ok {
		return nil, fmt.Errorf("%s is not defined", ref)
	}
	return v, nil
}

// dictDecision reads a full decision as decision() prints it.
func dictDecision(d tape.Attrs, t Type) (*LayoutDecision, error) {
	var dec LayoutDecision
	var err error
	str := func(name string) string {
		s, e := d.Str(name)
		if e != nil && err == nil {
			err = e
		}
		return s
	}
	dec.Identity = str("identity")
	form, residency, format, reason := str("form"), str("residency"), str("format"), str("reason")
	if err != nil {
		return nil, err
	}
	dec.Reason = reason
	if dec.Form, err = ParseForm(form); err != nil {
		return nil, err
	}
	if dec.Residency, err = ParseResidency(residency); err != nil {
		return nil, err
	}
	if dec.Format, err = parseFormat(format); err != nil {
		return nil, err
	}
	if dec.Physical, err = dictLayout(d, t.Shape); err != nil {
		return nil, err
	}
	if dec.Bytes, err = d.Int("bytes"); err != nil {
		return nil, err
	}
	return &dec, nil
}

// finish stamps the decisions the text leaves implicit once layouts are
// assigned: arguments, constants, symbol references and default values.
func (p *parser) finish() {
	if !p.assigned {
		return
	}
	for _, c := range p.m.Consts {
		c.Layout = ConstDecision(c)
	}
	for _, s := range p.m.States {
		s.Layout = StateDecision(s)
	}
	for _, f := range p.m.Funcs {
		for _, a := range f.Args {
			a.Layout = ArgDecision(a)
		}
		for _, v := range f.Body {
			if !p.decided[v] {
				StampDecision(f, v)
			}
		}
	}
	p.m.LayoutsAssigned = true
}

// parseFormat reads a format as layout.Format.String prints it: "f32",
// "f32/Q8_0".
func parseFormat(s string) (layout.Format, error) {
	ds, es, packed := strings.Cut(s, "/")
	d, err := layout.ParseDType(ds)
	if err != nil {
		return layout.Format{}, err
	}
	f := layout.DenseFormat(d)
	if packed {
		if f.Encoding, err = layout.ParseEncoding(es); err != nil {
			return layout.Format{}, err
		}
	}
	return f, nil
}
