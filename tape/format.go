package tape

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Format writes a human-readable dump of the tape: header and sources, the
// inputs, weights and constants with their identities, formats and layouts,
// one line per entry (with its adapters), and the outputs. `skaic inspect`
// prints it.
func (t *Tape) Format(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "skaic tape %s, producer %q\n", t.Version, t.Producer)
	for i, s := range t.Sources {
		fmt.Fprintf(bw, "source %d %q size=%d", i, s.Name, s.Size)
		if s.HasHash() {
			fmt.Fprintf(bw, " sha256=%s", hex.EncodeToString(s.SHA256[:]))
		}
		bw.WriteString("\n")
	}
	sections := []struct {
		title string
		kind  ValueKind
	}{{"inputs", Input}, {"weights", Weight}, {"constants", Const}, {"state", State}}
	for _, sec := range sections {
		ids := t.ValuesOf(sec.kind)
		if len(ids) == 0 {
			continue
		}
		fmt.Fprintf(bw, "%s:\n", sec.title)
		for _, id := range ids {
			v := t.Value(id)
			fmt.Fprintf(bw, "  %s", id)
			if v.Name != "" {
				fmt.Fprintf(bw, " %q", v.Name)
			}
			fmt.Fprintf(bw, " : %s", FormatMeta(v.Meta))
			switch {
			case v.Data != nil:
				fmt.Fprintf(bw, " inline %d bytes", len(v.Data))
			case v.Source != NoSource:
				fmt.Fprintf(bw, " from source %d", v.Source)
			}
			bw.WriteString("\n")
		}
	}
	if len(t.Entries) > 0 {
		bw.WriteString("entries:\n")
	}
	width := len(strconv.Itoa(len(t.Entries) - 1))
	for i := range t.Entries {
		e := &t.Entries[i]
		fmt.Fprintf(bw, "  %*d  ", width, i)
		if len(e.Outputs) > 0 {
			fmt.Fprintf(bw, "%s = ", joinIDs(e.Outputs))
		}
		fmt.Fprintf(bw, "%s(%s)", e.Op, t.operands(e.Inputs))
		if len(e.Attrs) > 0 {
			parts := make([]string, len(e.Attrs))
			for j, a := range e.Attrs {
				parts[j] = a.String()
			}
			fmt.Fprintf(bw, " {%s}", strings.Join(parts, ", "))
		}
		if len(e.Outputs) > 0 {
			types := make([]string, len(e.Outputs))
			for j, id := range e.Outputs {
				types[j] = "?"
				if v := t.Value(id); v != nil {
					types[j] = FormatMeta(v.Meta)
				}
			}
			fmt.Fprintf(bw, " : %s", strings.Join(types, ", "))
		}
		bw.WriteString("\n")
		for _, a := range e.Adapters {
			fmt.Fprintf(bw, "  %*s    adapter %s %s", width, "", a.Kind, t.operands([]ValueID{a.Value}))
			if a.Result != nil {
				fmt.Fprintf(bw, " -> %s", FormatMeta(*a.Result))
			}
			if a.Reason != "" {
				fmt.Fprintf(bw, " (%s)", a.Reason)
			}
			bw.WriteString("\n")
		}
	}
	fmt.Fprintf(bw, "outputs: %s\n", t.operands(t.Outputs))
	return bw.Flush()
}

// operands prints ids, each weight or named constant followed by its
// identity, so a dump shows which tensor every op reads.
func (t *Tape) operands(ids []ValueID) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = id.String()
		if v := t.Value(id); v != nil && v.Name != "" && v.Kind != Intermediate {
			parts[i] += " " + strconv.Quote(v.Name)
		}
	}
	return strings.Join(parts, ", ")
}

func joinIDs(ids []ValueID) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = id.String()
	}
	return strings.Join(parts, ", ")
}

// FormatMeta prints a value's format, logical shape and layout as the dump
// shows it: "f32/Q8_0 [96, 96] blocks(axis=1, elems=32, order=row_major)
// strides=[3, 1]". A dense contiguous layout at offset 0 adds nothing;
// otherwise strides (and a non-zero offset) are printed, and blocked layouts
// always show their block geometry, order and strides.
func FormatMeta(m Meta) string {
	var b strings.Builder
	l := m.Layout
	fmt.Fprintf(&b, "%s %s", m.Format, ints(l.Shape))
	if l.Blocked {
		fmt.Fprintf(&b, " blocks(axis=%d, elems=%d, order=%s)", l.BlockAxis, l.BlockElems, l.Order)
	}
	if l.Blocked || !contiguous(l.Shape, l.Strides) {
		fmt.Fprintf(&b, " strides=%s", ints(l.Strides))
	}
	if l.Offset != 0 {
		fmt.Fprintf(&b, " offset=%d", l.Offset)
	}
	return b.String()
}

// contiguous reports whether dense strides are row-major without gaps; it
// does not rely on the layout being valid, so a dump of any tape works.
func contiguous(shape, strides []int64) bool {
	if len(shape) != len(strides) {
		return false
	}
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		if shape[i] != 1 && strides[i] != acc {
			return false
		}
		acc *= max(shape[i], 1)
	}
	return true
}

func ints(v []int64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
