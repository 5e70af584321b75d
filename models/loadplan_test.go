package models_test

import (
	"errors"
	"testing"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models"
	"github.com/skainet/skaic/models/demo"
)

// TestLoadPlanAppliesEachAxis: a dequantized, a prepacked, a requantized
// and an off-heap weight come out in the planned format, order and
// memory, with the values of the stored weight; a transposed form and a
// plan of another file are refused with a *models.PlanError.
func TestLoadPlanAppliesEachAxis(t *testing.T) {
	m, err := demo.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	h := m.File().Header
	over := func(name, form string) resolve.Override {
		f, err := resolve.ParseForm(form)
		if err != nil {
			t.Fatal(err)
		}
		return resolve.Override{Pattern: name, Form: f}
	}
	res, err := models.Plan(h, resolve.Options{
		Profile: resolve.Desktop, Caps: eager.New().Capabilities(), Platform: resolve.HostPlatform(),
		PerTensor: []resolve.Override{
			over("blk.0.attn_q.weight", "dense"),
			over("blk.0.attn_k.weight", "prepacked"),
			over("blk.0.ffn_gate.weight", "requant:Q8_0,heap"),
			over("blk.0.ffn_up.weight", "dense:f16"),
			over("output_norm.weight", "off-heap"),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	lp, err := models.NewLoadPlan(res)
	if err != nil {
		t.Fatal(err)
	}
	scope := layout.NewModelScope()
	defer scope.Close()
	for name, want := range map[string]struct {
		format string
		order  layout.BlockOrder
		kind   layout.StorageKind
	}{
		"blk.0.attn_q.weight":   {"f32", layout.RowMajor, layout.OffHeap},
		"blk.0.attn_k.weight":   {"f32/Q4_0", layout.InputBlockMajor, layout.OffHeap},
		"blk.0.ffn_gate.weight": {"f32/Q8_0", layout.RowMajor, layout.Heap},
		"blk.0.ffn_up.weight":   {"f32/F16", layout.RowMajor, layout.OffHeap},
		"output_norm.weight":    {"f32", layout.RowMajor, layout.OffHeap},
		"blk.1.attn_q.weight":   {"f32/Q4_0", layout.RowMajor, layout.Mapped},
	} {
		v, err := m.File().Tensor(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := lp.Apply(v, scope)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.Format.Normalize().String() != want.format || (got.Format.IsBlocked() && got.Layout.Order != want.order) || got.Storage.Kind() != want.kind {
			t.Errorf("%s: loaded %s %s in %s, want %s %s in %s", name, got.Format, got.Layout.Order, got.Storage.Kind(), want.format, want.order, want.kind)
		}
		// The values are the stored weight's (to the precision of the
		// planned format).
		a, b := make([]float32, v.NumElements()), make([]float32, v.NumElements())
		if err := v.DecodeF32(a); err != nil {
			t.Fatal(err)
		}
		if err := got.DecodeF32(b); err != nil {
			t.Fatal(err)
		}
		tol := float32(0)
		if want.format == "f32/F16" || name == "blk.0.ffn_gate.weight" {
			tol = 0.05
		}
		for i := range a {
			if d := a[i] - b[i]; d > tol || d < -tol {
				t.Fatalf("%s[%d]: %g loaded as %g", name, i, a[i], b[i])
			}
		}
	}

	tr, err := models.Plan(h, resolve.Options{Profile: resolve.Desktop, Caps: eager.New().Capabilities(), Platform: resolve.HostPlatform(),
		PerTensor: []resolve.Override{over("blk.0.attn_q.weight", "dense,transposed")}})
	if err != nil {
		t.Fatal(err)
	}
	tlp, _ := models.NewLoadPlan(tr)
	v, _ := m.File().Tensor("blk.0.attn_q.weight")
	var pe *models.PlanError
	if _, err := tlp.Apply(v, scope); !errors.As(err, &pe) || pe.Tensor != "blk.0.attn_q.weight" {
		t.Errorf("transposed: %v, want a *models.PlanError naming the tensor", err)
	}
	other := *res
	other.Decisions = other.Decisions[1:]
	olp, _ := models.NewLoadPlan(&other)
	first := res.Decisions[0].Weight.Name
	v, _ = m.File().Tensor(first)
	if _, err := olp.Apply(v, scope); !errors.As(err, &pe) || pe.Tensor != first {
		t.Errorf("a plan without %s: %v, want a *models.PlanError", first, err)
	}
}
