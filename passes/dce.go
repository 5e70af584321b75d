package passes

import "github.com/skainet/skaic/ir"

// DCE removes the values no result depends on, in every function of m,
// then the parameters and constants no function references any more (so
// they reach neither the module nor its parameter archive). Every op of
// the set is pure but cache_write, whose update of module state keeps it
// (and what it reads) alive; nothing else does. It returns the number of
// values and symbols removed.
func DCE(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		live := map[*ir.Value]bool{}
		work := append([]*ir.Value{}, f.Results...)
		for _, v := range f.Body {
			if !v.Op.Pure() {
				work = append(work, v)
			}
		}
		for len(work) > 0 {
			v := work[len(work)-1]
			work = work[:len(work)-1]
			if live[v] {
				continue
			}
			live[v] = true
			work = append(work, v.Args...)
		}
		before := len(f.Body)
		f.Remove(func(v *ir.Value) bool { return !live[v] })
		n += before - len(f.Body)
	}
	return n + m.RemoveUnreferenced()
}
