package export

import (
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/resolve"
)

// notePlan adds to the layout reason of every parameter the loader's plan
// changed (an override, a dequantized, requantized or prepacked weight,
// bytes copied off the file) the plan's own reason: the module consumes
// the loaded form, and skainet.tensor_layouts says why it is that form.
func notePlan(m *ir.Module, plan *resolve.Result) {
	if plan == nil {
		return
	}
	byName := make(map[string]*resolve.Decision, len(plan.Decisions))
	for i := range plan.Decisions {
		byName[plan.Decisions[i].Weight.Name] = &plan.Decisions[i]
	}
	for _, p := range m.Params {
		d, ok := byName[p.Name]
		if !ok || p.Layout == nil || !planChanged(d) {
			continue
		}
		why := "loaded as planned (profile " + plan.Profile.Name + ", " + string(d.Source) + ")"
		if len(d.Reasons) > 0 && d.Reasons[0].Text != "" {
			why += ": " + d.Reasons[0].Text
		}
		p.Layout.Reason += "; " + why
	}
}

// planChanged says the plan did something to a weight beyond serving the
// file's bytes as they are.
func planChanged(d *resolve.Decision) bool {
	if d.Source != resolve.SourceResolver || d.Alloc.Domain != layout.Mapped {
		return true
	}
	if d.Loaded.Normalize() != d.Weight.Format.Normalize() {
		return true
	}
	return d.Loaded.IsBlocked() && d.Form.Order.Resulting() != layout.RowMajor
}
