package llama

import (
	"fmt"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models"
)

// WithPlan loads every weight in the form res decided for it (see
// models.LoadPlan): dequantized, requantized or prepacked once at load, on
// the heap, off-heap or served from the file's pages. res must be a plan
// of this file (models.Plan of its header); a plan a strict profile
// refused fails the load with its *resolve.RefusedError.
func WithPlan(res *resolve.Result) Option { return func(o *options) { o.plan = res } }

// WithResolve plans the file's weights under opts when it is opened (the
// eager engine's kernel capabilities when opts.Caps is nil) and loads them
// as WithPlan does.
func WithResolve(opts resolve.Options) Option {
	return func(o *options) { o.resolve = &opts }
}

// Plan is the plan the model was loaded with (nil: every weight as the
// file stores it).
func (m *Model) Plan() *resolve.Result { return m.plan }

// applyPlan resolves the plan the options ask for and applies it to every
// distinct weight view (a tied output stays one tensor).
func (m *Model) applyPlan() error {
	res := m.opts.plan
	if res == nil && m.opts.resolve != nil {
		ro := *m.opts.resolve
		if ro.Caps == nil {
			ro.Caps = m.eng.Capabilities()
		}
		if ro.Platform.OS == "" {
			ro.Platform = resolve.HostPlatform()
		}
		var err error
		if res, err = models.Plan(m.file.Header, ro); err != nil {
			return err
		}
	}
	if res == nil {
		return nil
	}
	lp, err := models.NewLoadPlan(res)
	if err != nil {
		return err
	}
	m.plan = res
	return m.views.replace(func(v *layout.TensorView) (*layout.TensorView, error) {
		return lp.Apply(v, m.scope)
	})
}

// replace sets every distinct weight view to fn of it; a slot the family
// leaves empty stays empty, a tied output stays token_embd.weight.
func (w *weightSet[T]) replace(fn func(T) (T, error)) error {
	var zero T
	tied := any(w.output) == any(w.tokEmbd)
	var err error
	do := func(x *T) {
		if err == nil && any(*x) != any(zero) {
			var y T
			if y, err = fn(*x); err == nil {
				*x = y
			}
		}
	}
	do(&w.tokEmbd)
	for i := range w.blocks {
		for s := range w.blocks[i] {
			do(&w.blocks[i][s])
		}
	}
	do(&w.outNorm)
	if tied {
		w.output = w.tokEmbd
	} else {
		do(&w.output)
	}
	if err != nil {
		return fmt.Errorf("llama: %w", err)
	}
	return nil
}
