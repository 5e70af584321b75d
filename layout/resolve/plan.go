package resolve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/skainet/skaic/internal/suggest"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/skainet/skaic/layout"
)

// Source says which level of precedence decided a tensor's form.
type Source string

// The sources, highest precedence first.
const (
	SourcePerTensor Source = "per-tensor override"
	SourceUniform   Source = "uniform override"
	SourceResolver  Source = "resolver"
)

// Override fixes some axes of the form of every tensor its pattern matches:
// an exact name, or a path.Match glob ("blk.*.ffn_down.weight").
type Override struct {
	Pattern string
	Form    WeightForm
}

// Options configure a plan.
type Options struct {
	Profile  Profile
	Caps     KernelCapabilities
	Platform Platform
	// Uniform fixes axes for every tensor (--form-all). An encoding or
	// orientation it asks for that cannot apply to some tensor (dequantizing
	// an integer tensor, transposing a vector) is left to the resolver for
	// that tensor, and its reason says so.
	Uniform WeightForm
	// PerTensor fixes axes per tensor (--form NAME=FORM); where several
	// match one tensor, later ones win axis by axis. Each must match some
	// tensor, and must apply to every tensor it matches.
	PerTensor []Override
}

// Decision is the plan for one tensor.
type Decision struct {
	Weight Weight
	// Form has every axis set; Loaded is the format its bytes hold.
	Form   WeightForm
	Loaded layout.Format
	Alloc  AllocationSpec
	// Reasons: how the source decided the form, then where the bytes live.
	Reasons []Reason
	// Source is the highest precedence that fixed any axis of Form.
	Source Source
	// Refused marks a weight a strict profile refuses to dequantize; Form
	// and Alloc are then what dequantizing would have taken.
	Refused bool
}

// Totals sum a plan.
type Totals struct {
	Tensors      int   `json:"tensors"`
	StoredBytes  int64 `json:"stored_bytes"`
	MappedBytes  int64 `json:"mapped_bytes"`
	HeapBytes    int64 `json:"heap_bytes"`
	OffHeapBytes int64 `json:"off_heap_bytes"`
	// Converted counts weights dequantized or requantized at load; their
	// stored and loaded sizes give the cost, ConvertedExtraBytes the
	// difference (the dequantization cost).
	Converted           int   `json:"converted"`
	ConvertedFromBytes  int64 `json:"converted_from_bytes"`
	ConvertedToBytes    int64 `json:"converted_to_bytes"`
	ConvertedExtraBytes int64 `json:"converted_extra_bytes"`
	Prepacked           int   `json:"prepacked"`
	PrepackedBytes      int64 `json:"prepacked_bytes"`
	Refused             int   `json:"refused"`
	// BudgetBytes is the profile's bound on heap plus off-heap bytes (0:
	// none); OverBudget says the plan exceeds it.
	BudgetBytes int64    `json:"budget_bytes"`
	OverBudget  bool     `json:"over_budget"`
	Warnings    []string `json:"warnings,omitempty"`
}

// ResidentBytes is what load-time copies take: heap plus off-heap.
func (t Totals) ResidentBytes() int64 { return t.HeapBytes + t.OffHeapBytes }

// Result is a whole plan.
type Result struct {
	Profile   Profile
	Caps      string
	Platform  Platform
	Decisions []Decision
	Totals    Totals
}

// Plan decides every weight's form and allocation, in the order given:
// per-tensor overrides over the uniform override over the resolvers. It
// reads nothing but the descriptions. Errors: a malformed weight or
// duplicate name, an override that matches no tensor (*UnknownTensorError)
// or cannot apply (*FormError). A strict profile that refuses returns the
// full Result (refused decisions marked) and a *RefusedError listing every
// weight it refuses and any budget excess.
func Plan(weights []Weight, opts Options) (*Result, error) {
	if opts.Caps == nil {
		return nil, errors.New("resolve: no kernel capabilities")
	}
	seen := make(map[string]bool, len(weights))
	for _, w := range weights {
		if err := w.validate(); err != nil {
			return nil, err
		}
		if seen[w.Name] {
			return nil, fmt.Errorf("resolve: duplicate tensor name %q", w.Name)
		}
		seen[w.Name] = true
	}
	for _, o := range opts.PerTensor {
		if !slices.ContainsFunc(weights, func(w Weight) bool { return o.matches(w.Name) }) {
			return nil, &UnknownTensorError{Pattern: o.Pattern, Near: nearNames(o.Pattern, weights)}
		}
	}

	res := &Result{Profile: opts.Profile, Caps: opts.Caps.Name(), Platform: opts.Platform}
	refused := &RefusedError{Profile: opts.Profile.Name, Caps: opts.Caps.Name()}
	var formRes WeightFormResolver
	var allocRes AllocationResolver
	for _, w := range weights {
		uniform, dropped := applicableUniform(w, opts.Uniform)
		var perTensor WeightForm
		for _, o := range opts.PerTensor {
			if o.matches(w.Name) {
				perTensor = o.Form.Over(perTensor)
			}
		}
		fixed := perTensor.Over(uniform)
		src := SourceResolver
		switch {
		case !perTensor.IsZero():
			src = SourcePerTensor
		case !uniform.IsZero():
			src = SourceUniform
		}
		form, why, err := formRes.ResolveWith(w, opts.Profile, opts.Caps, fixed)
		var re *RefusedError
		switch {
		case errors.As(err, &re):
			refused.Tensors = append(refused.Tensors, re.Tensors...)
		case err != nil:
			return nil, err
		}
		alloc, where := allocRes.Resolve(w, form, opts.Profile, opts.Platform)
		why.Text = sourcePrefix(src, perTensor, uniform, dropped) + why.Text
		res.Decisions = append(res.Decisions, Decision{
			Weight: w, Form: form, Loaded: form.TargetFormat(w.Format), Alloc: alloc,
			Reasons: []Reason{why, where}, Source: src, Refused: re != nil,
		})
	}
	res.Totals = totals(res.Decisions, opts.Profile)
	if opts.Profile.Strict && res.Totals.OverBudget {
		refused.OverBudget, refused.Budget, refused.Resident = true, res.Totals.BudgetBytes, res.Totals.ResidentBytes()
	}
	if len(refused.Tensors) > 0 || refused.OverBudget {
		return res, refused
	}
	return res, nil
}

func (o Override) matches(name string) bool {
	if o.Pattern == name {
		return true
	}
	ok, err := path.Match(o.Pattern, name)
	return err == nil && ok
}

// applicableUniform drops the axes of the uniform override that cannot
// apply to w, and says which.
func applicableUniform(w Weight, u WeightForm) (WeightForm, string) {
	var dropped []string
	if u.Encoding.Kind != EncodingUnset {
		if err := checkEncoding(w, u.Encoding); err != nil {
			dropped = append(dropped, fmt.Sprintf("%s (%v)", u.Encoding, err))
			u.Encoding = EncodingRequest{}
		}
	}
	if u.Orientation == OrientTransposed {
		probe := u.Over(WeightForm{Encoding: KeepAsStored()})
		if err := checkTransposed(w, probe, probe.TargetFormat(w.Format)); err != nil {
			dropped = append(dropped, fmt.Sprintf("%s (%v)", u.Orientation, err))
			u.Orientation = OrientationUnset
		}
	}
	return u, strings.Join(dropped, ", ")
}

func sourcePrefix(src Source, perTensor, uniform WeightForm, dropped string) string {
	var parts []string
	if !perTensor.IsZero() {
		parts = append(parts, fmt.Sprintf("per-tensor override %s", perTensor))
	}
	if !uniform.IsZero() {
		parts = append(parts, fmt.Sprintf("uniform override %s", uniform))
	}
	if dropped != "" {
		parts = append(parts, "uniform override does not apply: "+dropped)
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + "; "
}

func totals(ds []Decision, p Profile) Totals {
	t := Totals{Tensors: len(ds), BudgetBytes: p.BudgetBytes}
	for _, d := range ds {
		t.StoredBytes += d.Weight.Bytes
		switch d.Alloc.Domain {
		case layout.Mapped:
			t.MappedBytes += d.Alloc.Bytes
		case layout.Heap:
			t.HeapBytes += d.Alloc.Bytes
		case layout.OffHeap:
			t.OffHeapBytes += d.Alloc.Bytes
		}
		if !sameBytes(d.Loaded, d.Weight.Format) {
			t.Converted++
			t.ConvertedFromBytes += d.Weight.Bytes
			t.ConvertedToBytes += d.Alloc.Bytes
		}
		for _, c := range loadCopies(d.Weight, d.Form) {
			if strings.HasPrefix(c, "prepacked") {
				t.Prepacked++
				t.PrepackedBytes += d.Alloc.Bytes
			}
		}
		if d.Refused {
			t.Refused++
		}
	}
	t.ConvertedExtraBytes = t.ConvertedToBytes - t.ConvertedFromBytes
	if t.BudgetBytes > 0 && t.ResidentBytes() > t.BudgetBytes {
		t.OverBudget = true
		t.Warnings = append(t.Warnings, fmt.Sprintf("load-time copies take %s, over profile %s's budget of %s",
			fmtBytes(t.ResidentBytes()), p.Name, fmtBytes(t.BudgetBytes)))
	}
	return t
}

// nearNames suggests tensor names close to a pattern that matched nothing.
func nearNames(pattern string, weights []Weight) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, w := range weights {
		d := suggest.Distance(pattern, w.Name)
		if d <= max(3, len(pattern)/4) || strings.Contains(w.Name, pattern) {
			cs = append(cs, cand{w.Name, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for i := 0; i < len(cs) && i < 3; i++ {
		out = append(out, cs[i].name)
	}
	return out
}

// MarshalJSON writes a decision with formats and forms spelled as text.
func (d Decision) MarshalJSON() ([]byte, error) {
	return marshalJSON(struct {
		Name        string         `json:"name"`
		Stored      string         `json:"stored"`
		Shape       []int64        `json:"shape"`
		StoredBytes int64          `json:"stored_bytes"`
		FileBacked  bool           `json:"file_backed"`
		FileOffset  int64          `json:"file_offset"`
		Form        WeightForm     `json:"form"`
		Loaded      string         `json:"loaded"`
		BlockOrder  string         `json:"block_order,omitempty"`
		Alloc       AllocationSpec `json:"allocation"`
		Source      Source         `json:"source"`
		Refused     bool           `json:"refused,omitempty"`
		Reasons     []Reason       `json:"reasons"`
	}{
		Name: d.Weight.Name, Stored: d.Weight.Format.String(), Shape: nonNil(d.Weight.Shape),
		StoredBytes: d.Weight.Bytes, FileBacked: d.Weight.FileBacked, FileOffset: d.Weight.FileOffset,
		Form: d.Form, Loaded: d.Loaded.String(), BlockOrder: blockOrderOf(d),
		Alloc: d.Alloc, Source: d.Source, Refused: d.Refused, Reasons: d.Reasons,
	})
}

func blockOrderOf(d Decision) string {
	if !d.Loaded.IsBlocked() {
		return ""
	}
	return d.Form.Order.Resulting().String()
}

func nonNil(s []int64) []int64 {
	if s == nil {
		return []int64{}
	}
	return s
}

// marshalJSON is json.Marshal without HTML escaping: '<', '>' and '&' in
// names and reasons stay as they are, as the document's encoder writes
// them.
func marshalJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
