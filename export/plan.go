package export

import (
	"fmt"
	"strings"

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

// PlanSpec is how an export's weights were planned when the plan was not
// the default one: the profile and the overrides as skaic plan reads them.
type PlanSpec struct {
	Profile   string   `json:"profile"`
	Uniform   string   `json:"weight_form,omitempty"`
	PerTensor []string `json:"weight_form_for,omitempty"` // NAME=FORM
}

// planSpecOf records o; nil for the default plan (desktop, no override).
func planSpecOf(o *resolve.Options) *PlanSpec {
	if o == nil || (o.Profile.Name == resolve.Desktop.Name && o.Uniform.IsZero() && len(o.PerTensor) == 0) {
		return nil
	}
	ps := &PlanSpec{Profile: o.Profile.Name}
	if !o.Uniform.IsZero() {
		ps.Uniform = o.Uniform.String()
	}
	for _, pt := range o.PerTensor {
		ps.PerTensor = append(ps.PerTensor, pt.Pattern+"="+pt.Form.String())
	}
	return ps
}

// ResolveOptions are the plan options the export was made with (nil: the
// default plan), for exporting the same module again.
func (m *Manifest) ResolveOptions() (*resolve.Options, error) {
	ps := m.Plan
	if ps == nil {
		return nil, nil
	}
	p, err := resolve.ProfileByName(ps.Profile)
	if err != nil {
		return nil, err
	}
	o := &resolve.Options{Profile: p}
	if ps.Uniform != "" {
		if o.Uniform, err = resolve.ParseForm(ps.Uniform); err != nil {
			return nil, err
		}
	}
	for _, s := range ps.PerTensor {
		i := strings.LastIndex(s, "=")
		if i <= 0 {
			return nil, fmt.Errorf("plan: weight_form_for %q: want NAME=FORM", s)
		}
		f, err := resolve.ParseForm(s[i+1:])
		if err != nil {
			return nil, err
		}
		o.PerTensor = append(o.PerTensor, resolve.Override{Pattern: s[:i], Form: f})
	}
	return o, nil
}
