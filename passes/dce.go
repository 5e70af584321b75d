package passes

import "github.com/skainet/skaic/ir"

// DCE removes the values no result depends on, in every function of m,
// then the parameters, constants and states no function references any
// more (so they reach neither the module nor its parameter archive).
// Every op of the set is pure but cache_write: its update of module state
// keeps it (and what it reads) alive when some function of the module
// reads that state back; writes to a state nothing reads are dead like any
// unused value. It returns the number of values and symbols removed.
func DCE(m *ir.Module) int {
	read := statesRead(m)
	n := 0
	for _, f := range m.Funcs {
		live := map[*ir.Value]bool{}
		work := append([]*ir.Value{}, f.Results...)
		for _, v := range f.Body {
			if !v.Op.Pure() && read[stateOf(v)] {
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

// stateOf is the state a state reference or cache_write chain value
// stands for (nil for any other value).
func stateOf(v *ir.Value) *ir.State {
	for v != nil {
		switch {
		case v.State() != nil:
			return v.State()
		case v.Op == ir.OpCacheWrite && len(v.Args) > 0:
			v = v.Args[0]
		default:
			return nil
		}
	}
	return nil
}

// statesRead are the states some function of m reads: a state's value is
// used other than as the cache a cache_write updates.
func statesRead(m *ir.Module) map[*ir.State]bool {
	read := map[*ir.State]bool{}
	for _, f := range m.Funcs {
		for _, v := range f.Body {
			for i, a := range v.Args {
				if s := stateOf(a); s != nil && !(v.Op == ir.OpCacheWrite && i == 0) {
					read[s] = true
				}
			}
		}
		for _, r := range f.Results {
			if s := stateOf(r); s != nil {
				read[s] = true
			}
		}
	}
	return read
}
