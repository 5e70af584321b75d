package ir_test

import (
	"errors"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// small is a valid module: a Q8_0 parameter, a constant, and
// f(x [2, 96], ids [2]) = linear(x, w) + c, plus a gather and a reshape.
type small struct {
	m             *ir.Module
	f             *ir.Func
	w             *ir.Parameter
	c             *ir.Constant
	x, ids        *ir.Value
	wv, lin, cv   *ir.Value
	sum, rs, gath *ir.Value
}

func newSmall(t *testing.T) *small {
	t.Helper()
	s := &small{m: ir.NewModule("")}
	s.m.AddSource(tape.SourceOfBytes("small.gguf", nil))
	s.w = packedParam(t, s.m, "w", layout.EncQ8_0, 4, 96)
	s.c = s.m.AddConst("c", ir.T(layout.F32, 4), f32Bytes(1, 2, 3, 4))
	s.f = s.m.NewFunc("f")
	s.x = s.f.AddArg("x", ir.T(layout.F32, 2, 96))
	s.ids = s.f.AddArg("ids", ir.T(layout.I32, 2))
	b := ir.NewBuilder(s.f)
	s.wv = b.Param(s.w)
	s.lin = b.Linear(s.x, s.wv)
	s.cv = b.Const(s.c)
	s.sum = b.Binary(ir.OpAdd, s.lin, s.cv)
	s.rs = b.Reshape(s.sum, 8)
	s.gath = b.Embedding(s.wv, s.ids)
	b.Return(s.rs, s.gath)
	if b.Err() != nil {
		t.Fatal(b.Err())
	}
	if err := ir.Verify(s.m); err != nil {
		t.Fatalf("the valid module fails: %v", err)
	}
	return s
}

// assign stamps default decisions as layout assignment would.
func (s *small) assign(t *testing.T) {
	t.Helper()
	d, err := ir.ParamDecision(s.w, ir.FormAsStored, layout.RowMajor, layout.F32, "test")
	if err != nil {
		t.Fatal(err)
	}
	s.w.Layout = d
	s.c.Layout = ir.ConstDecision(s.c)
	for _, a := range s.f.Args {
		a.Layout = ir.ArgDecision(a)
	}
	for _, v := range s.f.Body {
		switch {
		case v.Param() != nil:
			v.Layout = v.Param().Layout
		case v.Const() != nil:
			v.Layout = v.Const().Layout
		default:
			v.Layout = ir.DefaultDecision(s.f, v)
		}
	}
	s.m.LayoutsAssigned = true
	if err := ir.Verify(s.m); err != nil {
		t.Fatalf("the assigned module fails: %v", err)
	}
}

func TestVerifyRejects(t *testing.T) {
	cases := []struct {
		name    string
		breakIt func(t *testing.T, s *small)
		want    error
	}{
		{"arg op in body", func(t *testing.T, s *small) { s.f.Body = append(s.f.Body, s.x) }, ir.ErrDuplicate},
		{"invalid op", func(t *testing.T, s *small) { s.sum.Op = ir.Op(200) }, ir.ErrInvalidOp},
		{"arg op as a body value", func(t *testing.T, s *small) { s.rs.Op = ir.OpArg }, ir.ErrInvalidOp},
		{"too many operands", func(t *testing.T, s *small) { s.sum.Args = append(s.sum.Args, s.cv) }, ir.ErrArity},
		{"too few operands", func(t *testing.T, s *small) { s.lin.Args = s.lin.Args[:1] }, ir.ErrArity},
		{"wrong attrs type", func(t *testing.T, s *small) { s.rs.Attrs = &ir.AxisAttrs{Axis: 0} }, ir.ErrAttrs},
		{"attrs on an op without", func(t *testing.T, s *small) { s.sum.Attrs = &ir.ScaleAttrs{Scale: 2} }, ir.ErrAttrs},
		{"nil typed attrs", func(t *testing.T, s *small) { s.rs.Attrs = (*ir.ShapeAttrs)(nil) }, ir.ErrAttrs},
		{"wrong result shape", func(t *testing.T, s *small) { s.lin.Type = ir.T(layout.F32, 2, 5) }, ir.ErrType},
		{"wrong result dtype", func(t *testing.T, s *small) { s.lin.Type = ir.T(layout.F16, 2, 4) }, ir.ErrType},
		{"shape rule fails", func(t *testing.T, s *small) { s.rs.Attrs = &ir.ShapeAttrs{Shape: []int64{7}} }, ir.ErrType},
		{"use before def", func(t *testing.T, s *small) {
			s.f.Body[1], s.f.Body[3] = s.f.Body[3], s.f.Body[1] // add before linear
		}, ir.ErrUseBeforeDef},
		{"self use", func(t *testing.T, s *small) { s.sum.Args[0] = s.sum; s.sum.Args[1] = s.sum }, ir.ErrUseBeforeDef},
		{"operand of another function", func(t *testing.T, s *small) {
			g := s.m.NewFunc("g")
			y := g.AddArg("y", ir.T(layout.F32, 2, 96))
			s.lin.Args[0] = y
		}, ir.ErrDangling},
		{"operand removed from the body", func(t *testing.T, s *small) {
			s.f.Remove(func(v *ir.Value) bool { return v == s.lin })
		}, ir.ErrDangling},
		{"nil operand", func(t *testing.T, s *small) { s.sum.Args[1] = nil }, ir.ErrDangling},
		{"result not in the function", func(t *testing.T, s *small) {
			s.f.Remove(func(v *ir.Value) bool { return v == s.rs })
		}, ir.ErrDangling},
		{"no results", func(t *testing.T, s *small) { s.f.Results = nil }, ir.ErrNoResults},
		{"parameter not in the module", func(t *testing.T, s *small) { s.m.Params = nil }, ir.ErrUnknownSymbol},
		{"constant not in the module", func(t *testing.T, s *small) { s.m.Consts = nil }, ir.ErrUnknownSymbol},
		{"parameter of another module", func(t *testing.T, s *small) {
			other := newSmall(t)
			s.wv.Attrs = &ir.ParamRef{Param: other.w}
		}, ir.ErrUnknownSymbol},
		{"value listed twice", func(t *testing.T, s *small) { s.f.Body = append(s.f.Body, s.rs) }, ir.ErrDuplicate},
		{"value id reused", func(t *testing.T, s *small) { s.rs.ID = s.sum.ID }, ir.ErrDuplicate},
		{"duplicate parameter", func(t *testing.T, s *small) { s.m.Params = append(s.m.Params, s.w) }, ir.ErrDuplicate},
		{"duplicate constant", func(t *testing.T, s *small) { s.m.AddConst("c", ir.T(layout.F32, 1), f32Bytes(1)) }, ir.ErrDuplicate},
		{"duplicate function", func(t *testing.T, s *small) {
			g := s.m.NewFunc("f")
			g.SetResults(g.AddArg("y", ir.T(layout.F32, 1)))
		}, ir.ErrDuplicate},
		{"duplicate argument name", func(t *testing.T, s *small) { s.ids.Name = "x" }, ir.ErrDuplicate},
		{"unnamed argument", func(t *testing.T, s *small) { s.ids.Name = "" }, ir.ErrBadArg},
		{"argument that is an op", func(t *testing.T, s *small) { s.f.Args = append(s.f.Args, s.sum) }, ir.ErrBadArg},
		{"constant data size", func(t *testing.T, s *small) { s.c.Data = s.c.Data[:12] }, ir.ErrBadSymbol},
		{"parameter shape disagrees", func(t *testing.T, s *small) { s.w.Stored.Shape = []int64{4, 128} }, ir.ErrBadSymbol},
		{"parameter source out of range", func(t *testing.T, s *small) { s.w.Source = 3 }, ir.ErrBadSymbol},
		{"parameter blocked flag disagrees", func(t *testing.T, s *small) { s.w.Stored.Blocked = false }, ir.ErrBadSymbol},
		{"unnamed parameter", func(t *testing.T, s *small) { s.w.Name = "" }, ir.ErrBadSymbol},
		{"missing value decision", func(t *testing.T, s *small) { s.assign(t); s.sum.Layout = nil }, ir.ErrMissingLayout},
		{"missing parameter decision", func(t *testing.T, s *small) { s.assign(t); s.w.Layout = nil; s.wv.Layout = nil }, ir.ErrMissingLayout},
		{"missing argument decision", func(t *testing.T, s *small) { s.assign(t); s.x.Layout = nil }, ir.ErrMissingLayout},
		{"missing constant decision", func(t *testing.T, s *small) { s.assign(t); s.c.Layout = nil; s.cv.Layout = nil }, ir.ErrMissingLayout},
		{"decision shape", func(t *testing.T, s *small) {
			s.assign(t)
			s.sum.Layout.Physical = layout.Contiguous([]int64{8})
		}, ir.ErrBadLayout},
		{"reference with its own decision", func(t *testing.T, s *small) {
			s.assign(t)
			d := *s.w.Layout
			s.wv.Layout = &d
		}, ir.ErrBadLayout},
		{"as-stored decision in another format", func(t *testing.T, s *small) {
			s.assign(t)
			s.w.Layout.Format = layout.DenseFormat(layout.F32)
			s.w.Layout.Physical = layout.Contiguous([]int64{4, 96})
		}, ir.ErrBadLayout},
		{"parameter decision identity", func(t *testing.T, s *small) { s.assign(t); s.w.Layout.Identity = "v" }, ir.ErrBadLayout},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newSmall(t)
			tc.breakIt(t, s)
			err := ir.Verify(s.m)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Verify = %v, want %v", err, tc.want)
			}
			var ve *ir.VerifyError
			if !errors.As(err, &ve) || ve.Where == "" {
				t.Errorf("error %v is not a *VerifyError with a place", err)
			}
			_ = s.m.String() // a broken module still prints
		})
	}
}
