package ir

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/skainet/skaic/tape"
)

// Print writes the module's text form. The output is deterministic: body
// values are numbered %0, %1, … by position, symbols and attributes are
// printed in declaration order, and floats in their shortest exact form.
// Layout decisions appear on parameter lines (layout {…}) and, for op
// values, only where they differ from the default.
func Print(w io.Writer, m *Module) error {
	bw := bufio.NewWriter(w)
	p := printer{w: bw}
	p.module(m)
	return bw.Flush()
}

// String is the module's text form.
func (m *Module) String() string {
	var b strings.Builder
	_ = Print(&b, m)
	return b.String()
}

type printer struct {
	w     *bufio.Writer
	names map[*Value]string
}

func (p *printer) printf(format string, args ...any) { fmt.Fprintf(p.w, format, args...) }

func (p *printer) module(m *Module) {
	var attrs []string
	if m.Producer != "" {
		attrs = append(attrs, "producer = "+strconv.Quote(m.Producer))
	}
	if m.LayoutsAssigned {
		attrs = append(attrs, "layouts = \"assigned\"")
	}
	p.printf("module")
	if len(attrs) > 0 {
		p.printf(" attributes {%s}", strings.Join(attrs, ", "))
	}
	p.printf(" {\n")
	for i, s := range m.Sources {
		p.printf("  source %d {name = %s, size = %d", i, strconv.Quote(s.Name), s.Size)
		if s.HasHash() {
			p.printf(", sha256 = %q", hex.EncodeToString(s.SHA256[:]))
		}
		p.printf("}\n")
	}
	for _, prm := range m.Params {
		p.param(prm)
	}
	for _, c := range m.Consts {
		p.printf("  const %s : %s = dense<\"0x%s\">\n", symbol(c.Name), c.Type, strings.ToUpper(hex.EncodeToString(c.Data)))
	}
	for _, st := range m.States {
		p.printf("  state %s : %s\n", symbol(st.Name), st.Type)
	}
	for _, f := range m.Funcs {
		p.fn(f)
	}
	p.printf("}\n")
}

func (p *printer) param(prm *Parameter) {
	l := prm.Stored
	fields := []string{
		"format = " + strconv.Quote(prm.Format.String()),
		"strides = " + ints(l.Strides),
		"offset = " + strconv.FormatInt(l.Offset, 10),
	}
	if l.Blocked {
		fields = append(fields, fmt.Sprintf("block_axis = %d", l.BlockAxis), fmt.Sprintf("block_elems = %d", l.BlockElems),
			"order = "+strconv.Quote(l.Order.String()))
	}
	if prm.Source != tape.NoSource {
		fields = append(fields, fmt.Sprintf("source = %d", prm.Source))
	}
	p.printf("  param %s : %s {%s}\n", symbol(prm.Name), prm.Type, strings.Join(fields, ", "))
	if d := prm.Layout; d != nil {
		fields = []string{"form = " + strconv.Quote(d.Form.String())}
		if d.Form == FormDense {
			fields = append(fields, "format = "+strconv.Quote(d.Format.String()))
		}
		if o, ok := d.BlockOrder(); ok {
			fields = append(fields, "order = "+strconv.Quote(o.String()))
		}
		if d.PlanarRows != 0 {
			fields = append(fields, fmt.Sprintf("planar_rows = %d", d.PlanarRows))
		}
		fields = append(fields, "residency = "+strconv.Quote(d.Residency.String()),
			fmt.Sprintf("bytes = %d", d.Bytes), "reason = "+strconv.Quote(d.Reason))
		p.printf("    layout {%s}\n", strings.Join(fields, ", "))
	}
}

// decision prints a full decision (for op values with a non-default one).
func decision(d *LayoutDecision) string {
	l := d.Physical
	fields := []string{
		"identity = " + strconv.Quote(d.Identity),
		"form = " + strconv.Quote(d.Form.String()),
		"format = " + strconv.Quote(d.Format.String()),
		"strides = " + ints(l.Strides),
		"offset = " + strconv.FormatInt(l.Offset, 10),
	}
	if l.Blocked {
		fields = append(fields, fmt.Sprintf("block_axis = %d", l.BlockAxis), fmt.Sprintf("block_elems = %d", l.BlockElems),
			"order = "+strconv.Quote(l.Order.String()))
	}
	fields = append(fields, "residency = "+strconv.Quote(d.Residency.String()), fmt.Sprintf("bytes = %d", d.Bytes),
		"reason = "+strconv.Quote(d.Reason))
	return "layout {" + strings.Join(fields, ", ") + "}"
}

var bareIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
var argN = regexp.MustCompile(`^arg[0-9]+$`)

// symbol prints @name, quoted unless it is a plain identifier.
func symbol(name string) string {
	if bareIdent.MatchString(name) {
		return "@" + name
	}
	return "@" + strconv.Quote(name)
}

func (p *printer) fn(f *Func) {
	p.names = make(map[*Value]string, len(f.Args)+len(f.Body))
	args := make([]string, len(f.Args))
	for i, a := range f.Args {
		if a == nil {
			args[i] = "<nil>"
			continue
		}
		if bareIdent.MatchString(a.Name) && !argN.MatchString(a.Name) {
			p.names[a] = "%" + a.Name
			args[i] = fmt.Sprintf("%s: %s", p.names[a], a.Type)
		} else {
			p.names[a] = fmt.Sprintf("%%arg%d", i)
			args[i] = fmt.Sprintf("%s: %s {name = %s}", p.names[a], a.Type, strconv.Quote(a.Name))
		}
	}
	for i, v := range f.Body {
		if _, dup := p.names[v]; v != nil && !dup {
			p.names[v] = fmt.Sprintf("%%%d", i)
		}
	}
	results := make([]string, len(f.Results))
	for i, r := range f.Results {
		results[i] = "<nil>"
		if r != nil {
			results[i] = r.Type.String()
		}
	}
	p.printf("  func %s(%s) -> (%s) {\n", symbol(f.Name), strings.Join(args, ", "), strings.Join(results, ", "))
	for i, v := range f.Body {
		if v == nil {
			p.printf("    %%%d = <nil>\n", i)
			continue
		}
		p.printf("    %s = %s", p.names[v], v.Op)
		switch {
		case v.Param() != nil:
			p.printf(" %s", symbol(v.Param().Name))
		case v.Const() != nil:
			p.printf(" %s", symbol(v.Const().Name))
		case v.State() != nil:
			p.printf(" %s", symbol(v.State().Name))
		}
		for j, a := range v.Args {
			sep := ", "
			if j == 0 {
				sep = " "
			}
			p.printf("%s%s", sep, p.ref(a))
		}
		if s := AttrsString(v.Attrs); s != "" {
			p.printf(" %s", s)
		}
		p.printf(" : %s", v.Type)
		if d := v.Layout; d != nil && v.Param() == nil && v.Const() == nil && v.State() == nil && !d.Default() {
			p.printf(" %s", decision(d))
		}
		p.printf("\n")
	}
	refs := make([]string, len(f.Results))
	for i, r := range f.Results {
		refs[i] = p.ref(r)
	}
	p.printf("    return %s\n  }\n", strings.Join(refs, ", "))
}

// ref names an operand; a value outside the function (which the verifier
// rejects) prints as <vID?> so dumps of broken modules still show it.
func (p *printer) ref(v *Value) string {
	if v == nil {
		return "<nil>"
	}
	if n, ok := p.names[v]; ok {
		return n
	}
	return fmt.Sprintf("<v%d?>", v.ID)
}

func ints(v []int64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
