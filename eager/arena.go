package eager

import (
	"fmt"

	"github.com/skainet/skaic/layout"
)

// arena lends the small things every op needs — tensor and view headers,
// shape and stride slices — from memory reused step after step, so a decode
// step allocates nothing on the Go heap once warm. It is active only while
// the engine allocates from a ForwardScope: everything it lends dies at the
// same ResetStep as the activations it describes.
type arena struct {
	sc   *layout.Scratch // nil: plain heap allocation
	ints []int
	ni   int
	want int // ints asked for this round
}

// scratch is the layout scratch (nil: heap).
func (a *arena) scratch() *layout.Scratch {
	if a == nil {
		return nil
	}
	return a.sc
}

// intsOf lends an []int copy of x (for kernels.Strided).
func (a *arena) intsOf(x []int64) []int {
	out := a.intSlice(len(x))
	for i, v := range x {
		out[i] = int(v)
	}
	return out
}

func (a *arena) intSlice(n int) []int {
	if a == nil {
		return make([]int, n)
	}
	a.want += n
	if a.ni+n > len(a.ints) {
		return make([]int, n) // grown at the next reset
	}
	out := a.ints[a.ni : a.ni+n : a.ni+n]
	a.ni += n
	clear(out)
	return out
}

func (a *arena) int64s(n int) []int64 { return a.scratch().Ints(n) }

func (a *arena) reset() {
	a.sc.Reset()
	if a.want > len(a.ints) {
		a.ints = make([]int, a.want+a.want/4)
	}
	a.ni, a.want = 0, 0
}

// BeginStage makes f the scope ops allocate from and resets it: every
// activation allocated in f before dies, and so do the headers the engine
// lent for them. A model that alternates two forward scopes (so one stage's
// outputs survive into the next) calls BeginStage for each stage; a model
// with one scope calls ResetStep. Tensors allocated in f before must not be
// used afterwards.
func (e *Engine) BeginStage(f *layout.ForwardScope) error {
	e.setScope(f)
	if err := f.Reset(); err != nil {
		return err
	}
	e.ar.reset()
	return nil
}

// ResetStep ends a step on the engine's current forward scope (see
// BeginStage).
func (e *Engine) ResetStep() error {
	fs, ok := e.scope.(*layout.ForwardScope)
	if !ok {
		return fmt.Errorf("eager: ResetStep needs a forward scope, the engine allocates from %s", e.scope.Name())
	}
	return e.BeginStage(fs)
}

// setScope selects the arena of a forward scope (one per scope, kept for
// the engine's life), or none for other scopes.
func (e *Engine) setScope(s layout.Scope) {
	e.scope = s
	fs, ok := s.(*layout.ForwardScope)
	if !ok {
		e.ar = nil
		return
	}
	a := e.arenas[fs]
	if a == nil {
		if e.arenas == nil {
			e.arenas = map[*layout.ForwardScope]*arena{}
		}
		for old := range e.arenas { // forget scopes that were closed
			if old.Lifetime().Closed() {
				delete(e.arenas, old)
			}
		}
		a = &arena{sc: layout.NewScratch(1 << 12)}
		e.arenas[fs] = a
	}
	e.ar = a
}
