package passes

import (
	"fmt"
	"strings"

	"github.com/skainet/skaic/ir"
)

// CSE merges pure ops that compute the same value — the same op, the same
// attributes (symbol references included) and the same operands — in
// every function of m: uses of a later one are redirected to the first,
// which dominates it in a straight-line body. It returns the number of
// values merged; the merged ones stay in the body, unused, for DCE. Values
// with a non-default layout decision merge only when they share it.
func CSE(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		r := newReplacer()
		seen := map[string]*ir.Value{}
		for _, v := range f.Body {
			r.resolveArgs(v)
			if !v.Op.Pure() {
				continue
			}
			k := cseKey(v)
			if w, ok := seen[k]; ok {
				r.replace(v, w)
				n++
				continue
			}
			seen[k] = v
		}
		r.resolveResults(f)
	}
	return n
}

func cseKey(v *ir.Value) string {
	var b strings.Builder
	b.WriteString(v.Op.String())
	switch {
	case v.Param() != nil:
		fmt.Fprintf(&b, " @%q", v.Param().Name)
	case v.Const() != nil:
		fmt.Fprintf(&b, " @%q", v.Const().Name)
	case v.State() != nil:
		fmt.Fprintf(&b, " @%q", v.State().Name)
	}
	for _, a := range v.Args {
		fmt.Fprintf(&b, " v%d", a.ID)
	}
	fmt.Fprintf(&b, " %s : %s", ir.AttrsString(v.Attrs), v.Type)
	if d := v.Layout; d != nil && !d.Default() && v.Param() == nil && v.Const() == nil && v.State() == nil {
		fmt.Fprintf(&b, " layout %p", d)
	}
	return b.String()
}
