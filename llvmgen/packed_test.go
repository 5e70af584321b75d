package llvmgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	lir "github.com/llir/llvm/ir"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/passes"
	"github.com/skainet/skaic/tape"
)

// testQ8Codec is a Q8_0 decoder written for this test (the decoders
// proper are another file's): d = f16 of bytes 0–1, x_j = d·int8(byte 2+j).
// It exercises the packed paths of the lowering (the codec seam, both
// block orders, the dot per row, the gather per row).
func testQ8Codec(m *lir.Module, dot bool) (*lir.Func, error) {
	name := "test_decode_q8_0"
	ret := lirtypes.Type(lirtypes.Void)
	if dot {
		name, ret = "test_dot_q8_0", tF32
	}
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f, nil
		}
	}
	rt := newRuntime(m)
	f := m.NewFunc(name, ret, lir.NewParam("src", tPI8), lir.NewParam("dst", tPF32), lir.NewParam("nb", tI64))
	g := &fn{f: f, rt: rt}
	g.b = f.NewBlock("")
	src, dst, nb := f.Params[0], f.Params[1], f.Params[2]
	acc := g.reduce(nb, f32c(0), func(b, acc lirvalue.Value) lirvalue.Value {
		blk := g.gep(tI8, src, g.mul(b, i64c(34)))
		h := g.b.NewLoad(tI16, g.b.NewBitCast(blk, lirtypes.NewPointer(tI16)))
		d := g.b.NewCall(rt.f16ToF32(), h)
		return g.reduce(i64c(32), acc, func(j, acc lirvalue.Value) lirvalue.Value {
			q := g.b.NewSIToFP(g.b.NewLoad(tI8, g.gep(tI8, blk, g.add(j, i64c(2)))), tF32)
			v := g.fmul(d, q)
			p := g.gep(tF32, dst, g.add(g.mul(b, i64c(32)), j))
			if !dot {
				g.b.NewStore(v, p)
				return acc
			}
			return g.fastAdd(acc, g.fastMul(v, g.b.NewLoad(tF32, p)))
		})
	})
	if dot {
		g.b.NewRet(acc)
	} else {
		g.b.NewRet(nil)
	}
	f.Linkage = lirenum.LinkageInternal
	return f, nil
}

func withTestCodec(t *testing.T) {
	saved := codec
	t.Cleanup(func() { codec = saved })
	codec.has = func(e layout.Encoding) bool { return e == layout.EncQ8_0 }
	codec.decode = func(m *lir.Module, e layout.Encoding) (*lir.Func, error) { return testQ8Codec(m, false) }
	codec.dot = func(m *lir.Module, e layout.Encoding) (*lir.Func, error) { return testQ8Codec(m, true) }
}

// TestPackedLinearAndEmbedding: a Q8_0 weight kept as stored, in file
// order and prepacked (input-block-major), read by a Linear and an
// Embedding through the decoders; the built module's outputs match
// float64 sums over layout/quant's dequantization of the same bytes.
func TestPackedLinearAndEmbedding(t *testing.T) {
	llc, err := tools.FindVersioned("llc")
	if err != nil {
		toolstest.Missing(t, err)
	}
	opt, err := tools.FindVersioned("opt")
	if err != nil {
		toolstest.Missing(t, err)
	}
	cc, err := tools.Find("cc")
	if err != nil {
		toolstest.Missing(t, err)
	}
	withTestCodec(t)
	const R, K = 5, 96 // 3 blocks per row
	rng := rand.New(rand.NewPCG(1, 2))
	vals := make([]float32, R*K)
	for i := range vals {
		vals[i] = float32(rng.NormFloat64())
	}
	raw := make([]byte, R*K/32*34)
	if err := quant.Quantize(quant.Q8_0, vals, raw); err != nil {
		t.Fatal(err)
	}
	deq := make([]float32, R*K)
	if err := quant.Dequantize(quant.Q8_0, raw, deq); err != nil {
		t.Fatal(err)
	}
	// The prepacked copy: block b of row o at b·R + o.
	ibm := make([]byte, len(raw))
	for o := 0; o < R; o++ {
		for b := 0; b < K/32; b++ {
			copy(ibm[(b*R+o)*34:], raw[(o*(K/32)+b)*34:(o*(K/32)+b+1)*34])
		}
	}
	m := ir.NewModule("test")
	src := m.AddSource(tape.Source{Name: "w.gguf"})
	f8 := layout.Format{DType: layout.F32, Encoding: layout.EncQ8_0}
	rowMajor, err := layout.BlockedRowMajor([]int64{R, K}, 32)
	if err != nil {
		t.Fatal(err)
	}
	blockMajor, err := rowMajor.WithOrder(layout.InputBlockMajor)
	if err != nil {
		t.Fatal(err)
	}
	w1 := m.AddParam("w.rm", f8, rowMajor, src)
	w2 := m.AddParam("w.ibm", f8, blockMajor, src)
	fn := m.NewFunc("forward")
	x := fn.AddArg("x", ir.T(layout.F32, 2, K))
	ids := fn.AddArg("ids", ir.T(layout.I32, 3))
	b := ir.NewBuilder(fn)
	b.Return(b.Linear(x, b.Param(w1)), b.Linear(x, b.Param(w2)), b.Embedding(b.Param(w1), ids), b.Embedding(b.Param(w2), ids))
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	if err := passes.AssignLayouts(m, passes.Target{Name: "llvm", Decodes: DecodableEncodings(), DenseDType: layout.F32}, passes.LayoutOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Params {
		if p.Layout.Form != ir.FormAsStored {
			t.Fatalf("%s: %s, want as stored (Q8_0 is decodable with the test codec)", p.Name, p.Layout.Form)
		}
	}
	res, err := Lower(m, Options{Offsets: map[string]int64{"w.rm": 0, "w.ibm": int64(len(raw))}})
	if err != nil {
		t.Fatal(err)
	}
	xs := make([]float32, 2*K)
	for i := range xs {
		xs[i] = float32(rng.NormFloat64())
	}
	idv := []int32{4, 0, 2}

	dir := t.TempDir()
	var c strings.Builder
	c.WriteString("#include <stdio.h>\n#include <stdlib.h>\n#include \"model.h\"\n")
	fmt.Fprintf(&c, "static const uint8_t P[%d] = {", 2*len(raw))
	for _, bb := range append(append([]byte{}, raw...), ibm...) {
		fmt.Fprintf(&c, "%d,", bb)
	}
	c.WriteString("};\nstatic const float X[] = {")
	for _, v := range xs {
		fmt.Fprintf(&c, "%.9g,", v)
	}
	c.WriteString("};\nstatic const int32_t I[] = {4, 0, 2};\n")
	fmt.Fprintf(&c, `int main(void) {
	float y1[%[1]d], y2[%[1]d], e1[%[2]d], e2[%[2]d];
	uint8_t *s = aligned_alloc(64, (skaic_forward_scratch_bytes(0) + 127) / 64 * 64);
	int rc = skaic_forward(P, 0, s, 0, X, I, y1, y2, e1, e2);
	if (rc) return 10 + rc;
	for (int i = 0; i < %[1]d; i++) printf("%%a %%a\n", y1[i], y2[i]);
	for (int i = 0; i < %[2]d; i++) printf("%%a %%a\n", e1[i], e2[i]);
	return 0;
}
`, 2*R, 3*K)
	files := map[string][]byte{"model.ll": res.IR, "model.h": Header(res.ABI), "main.c": []byte(c.String())}
	for n, bb := range files {
		if err := os.WriteFile(filepath.Join(dir, n), bb, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, cmd := range [][]string{
		{opt, "-O3", "-mtriple=x86_64-pc-linux-gnu", "model.ll", "-o", "model.bc"},
		{llc, "-O3", "-filetype=obj", "-relocation-model=pic", "model.bc", "-o", "model.o"},
		{cc, "-O1", "main.c", "model.o", "-o", "main", "-lm"},
	} {
		c := exec.Command(cmd[0], cmd[1:]...)
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(cmd, " "), err, out)
		}
	}
	out, err := exec.Command(filepath.Join(dir, "main")).Output()
	if err != nil {
		t.Fatalf("main: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2*R+3*K {
		t.Fatalf("%d output lines", len(lines))
	}
	parse := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for i := 0; i < 2*R; i++ {
		r, o := i/R, i%R
		var want float64
		for k := 0; k < K; k++ {
			want += float64(deq[o*K+k]) * float64(xs[r*K+k])
		}
		f := strings.Fields(lines[i])
		for j, s := range f {
			if got := parse(s); math.Abs(got-want) > 1e-4*(1+math.Abs(want)) {
				t.Errorf("linear %d [%d, %d] = %g, want %g", j, r, o, got, want)
			}
		}
	}
	for i := 0; i < 3*K; i++ {
		want := float64(deq[int(idv[i/K])*K+i%K])
		for j, s := range strings.Fields(lines[2*R+i]) {
			if got := parse(s); got != want {
				t.Errorf("embedding %d [%d, %d] = %g, want %g (exact)", j, i/K, i%K, got, want)
			}
		}
	}
}
