package mlirgen

import (
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/layout/quant"
)

// Every planar form through the real iree-compile and iree-run-module,
// from parameters in an archive (as an export serves them), 3 blocks per
// row: the dequantization bit for bit against quant.Dequantize of the
// original blocks, the one-row Linear (dequantization inside the
// contraction), the several-row Linear and the embedding gather; each
// form also with its rows interleaved in groups of planarGroup.

const (
	planarRows        = 5
	planarGroup       = 4
	planarGroupedRows = 8
)

type planarCase struct {
	typ        quant.Type
	rows, cols int64
	pf         quant.PlanarForm
	parts      [][]byte
	dq         []float32
	dqFn, mvFn string
	mmFn, emFn string
}

func planarCases(t *testing.T) []*planarCase {
	rng := rand.New(rand.NewPCG(3, 4))
	var out []*planarCase
	for _, group := range []int{0, planarGroup} {
		for _, typ := range quant.PlanarTypes() {
			g := typ.Geometry()
			c := &planarCase{typ: typ, rows: planarRows, cols: 3 * int64(g.BlockElems)}
			c.pf, _ = quant.Planar(typ)
			n := strings.ToLower(typ.String())
			if group > 0 {
				c.pf.Rows, c.rows = group, planarGroupedRows
				n += "_rows"
			}
			raw := randomBlocks(rng, typ, int(c.rows)*3)
			var err error
			if c.parts, err = c.pf.Split(raw); err != nil {
				t.Fatal(err)
			}
			if group > 0 {
				if c.parts, err = c.pf.InterleaveRows(c.parts, int(c.rows)); err != nil {
					t.Fatal(err)
				}
			}
			c.dq = make([]float32, c.rows*c.cols)
			if err := quant.Dequantize(typ, raw, c.dq); err != nil {
				t.Fatal(err)
			}
			c.dqFn, c.mvFn, c.mmFn, c.emFn = "pdq_"+n, "pmv_"+n, "pmm_"+n, "pem_"+n
			out = append(out, c)
		}
	}
	return out
}

func TestPlanarInGraph(t *testing.T) {
	t.Parallel()
	cases := planarCases(t)
	m := NewModule("planar")
	m.cpuTiles = true // compiled for the host: the llvm-cpu tiles run
	var entries []irpa.Entry
	type fns struct{ dq, mv, mm, em *FuncWriter }
	made := map[*planarCase]fns{}
	for _, c := range cases {
		var fs fns
		var err error
		if fs.dq, err = m.Func(c.dqFn); err != nil {
			t.Fatal(err)
		}
		if fs.mv, err = m.Func(c.mvFn, Tensor(F32, 1, 1, c.cols)); err != nil {
			t.Fatal(err)
		}
		if fs.mm, err = m.Func(c.mmFn, Tensor(F32, 3, c.cols)); err != nil {
			t.Fatal(err)
		}
		if fs.em, err = m.Func(c.emFn, Tensor(I32, 4)); err != nil {
			t.Fatal(err)
		}
		made[c] = fs
	}
	for _, c := range cases {
		types, err := planarTypes("w", c.pf, c.rows, c.cols)
		if err != nil {
			t.Fatal(err)
		}
		name := "w." + c.dqFn[len("pdq_"):]
		var gs []*Global
		for i, tt := range types {
			key := PlanarKey(name, c.pf.Parts[i].Name)
			g, err := m.Parameter(DefaultScope, key, tt)
			if err != nil {
				t.Fatal(err)
			}
			gs = append(gs, g)
			entries = append(entries, irpa.BytesEntry(key, nil, c.parts[i]))
		}
		load := func(f *FuncWriter) []Value {
			var vs []Value
			for _, g := range gs {
				vs = append(vs, f.Load(g))
			}
			return vs
		}
		fs := made[c]
		fs.dq.Return(fs.dq.DequantizePlanar(name, c.pf, load(fs.dq), c.rows, c.cols))
		fs.mv.Return(fs.mv.LinearPlanar(name, fs.mv.Arg(0), c.pf, load(fs.mv), c.rows, c.cols))
		fs.mm.Return(fs.mm.LinearPlanar(name, fs.mm.Arg(0), c.pf, load(fs.mm), c.rows, c.cols))
		fs.em.Return(fs.em.EmbeddingPlanar(name, c.pf, load(fs.em), c.rows, c.cols, fs.em.Arg(0)))
	}
	text := emit(t, m)
	golden(t, "planar.mlir", text)
	// The one-row Linear never builds the f32 weight: its function holds
	// the contraction (4-bit codes with each row apart: the lane
	// contraction and the sum of its lanes) besides the fills, and no
	// tensor of the weight's f32 shape.
	for _, c := range cases {
		body := funcText(t, text, c.mvFn)
		want := 1
		if e := c.pf.Parts[0].Elem; (e == quant.PlanarI4 || e == quant.PlanarU4) && c.pf.Rows == 0 {
			want = 2
		}
		if c.pf.Rows > 1 && blockSumsForm(c.pf) {
			want = 3 // the partial products, the sums of x, their combination
		}
		if n := strings.Count(body, "linalg.generic"); n != want {
			t.Errorf("%s: %d linalg.generic, want %d", c.mvFn, n, want)
		}
		if !strings.Contains(body, "compilation_info = ") {
			t.Errorf("%s: the contraction has no llvm-cpu tiles", c.mvFn)
		}
		for _, ty := range []string{Tensor(F32, c.rows, c.cols).String(), Tensor(F32, c.rows, 3, int64(c.pf.Codes().BlockElems())).String()} {
			if strings.Contains(body, ty) {
				t.Errorf("%s materializes the weight as %s", c.mvFn, ty)
			}
		}
	}
	comp := compile(t, "planar", text)
	archive := filepath.Join(comp.dir, "planar.irpa")
	if err := irpa.Write(archive, entries); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range cases {
		got := comp.run(t, c.dqFn, archive, 1)[0]
		bad := 0
		for i := range c.dq {
			if math.Float32bits(got[i]) != math.Float32bits(c.dq[i]) {
				if bad < 3 {
					t.Errorf("%s: element %d = %v, quant.Dequantize gives %v", c.dqFn, i, got[i], c.dq[i])
				}
				bad++
			}
		}
		if bad == 0 {
			t.Logf("%-13s bit-exact: %d values, %d rows × 3 blocks", c.dqFn, len(c.dq), c.rows)
		}
		w := f64s(c.dq)
		for _, rows := range []int64{1, 3} {
			xv := make([]float32, rows*c.cols)
			for i := range xv {
				xv[i] = float32(rng.NormFloat64())
			}
			xa := arr{shape: []int64{rows, c.cols}, v: f64s(xv)}
			want := linearRef(xa, w, c.rows, c.cols)
			abs := arr{shape: xa.shape, v: make([]float64, len(xa.v))}
			for i, v := range xa.v {
				abs.v[i] = math.Abs(v)
			}
			wa := make([]float64, len(w))
			for i, v := range w {
				wa[i] = math.Abs(v)
			}
			mag := linearRef(abs, wa, c.rows, c.cols)
			fn, shape := c.mmFn, []int64{rows, c.cols}
			if rows == 1 {
				fn, shape = c.mvFn, []int64{1, 1, c.cols}
			}
			got := comp.run(t, fn, archive, 1, npyF32(shape, xv))[0]
			compareMag(t, fn, got, want, mag, 0, 1e-6)
		}
		ids := []int32{4, 0, 2, 4}
		var want []float64
		for _, id := range ids {
			want = append(want, w[int64(id)*c.cols:(int64(id)+1)*c.cols]...)
		}
		compare(t, c.emFn, comp.run(t, c.emFn, archive, 1, npyI32([]int64{4}, ids))[0], want, 0, 0)
	}
}

// funcText is the text of func @name in module text.
func funcText(t *testing.T, text []byte, name string) string {
	t.Helper()
	s := string(text)
	i := strings.Index(s, "func.func @"+name+"(")
	if i < 0 {
		t.Fatalf("no func @%s", name)
	}
	s = s[i:]
	if j := strings.Index(s[1:], "func.func @"); j >= 0 {
		s = s[:j+1]
	}
	return s
}
