package eager

import (
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/resolve"
)

// Capabilities is the engine's kernel table seen by the weight-form
// resolver: which stored formats a Linear kernel takes as they are. The
// canonical-order kernels are preferred because they read the file's own
// pages (the weight stays mapped); an input-block-major kernel is used when
// a weight was prepacked.
type Capabilities struct{ e *Engine }

// Capabilities returns the engine's table for layout/resolve.
func (e *Engine) Capabilities() resolve.KernelCapabilities { return Capabilities{e} }

// Name implements resolve.KernelCapabilities.
func (Capabilities) Name() string { return "engine" }

// LinearKernel implements resolve.KernelCapabilities.
func (c Capabilities) LinearKernel(f layout.Format) (layout.BlockOrder, bool) {
	f = f.Normalize()
	if c.e.LinearKernelFor(f, layout.RowMajor) {
		return layout.RowMajor, true
	}
	if f.IsBlocked() && c.e.LinearKernelFor(f, layout.InputBlockMajor) {
		return layout.InputBlockMajor, true
	}
	return layout.RowMajor, false
}

func init() { resolve.RegisterCapabilities(New().Capabilities()) }
