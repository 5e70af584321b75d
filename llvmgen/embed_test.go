package llvmgen

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirtypes "github.com/llir/llvm/ir/types"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Weights embedded as constants decode, through the packed decoders, to
// what layout/quant decodes from the same bytes, in a native build.
func TestEmbedWeightNative(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	type weight struct {
		name string
		enc  layout.Encoding
		nb   int
		data []byte
	}
	ws := []weight{
		{"blk.0.attn_q.weight", layout.EncQ4_K, 3, nil},
		{"token_embd.weight", layout.EncF16, 77, nil},
		{"blk.0.ffn_down.weight", layout.EncQ8_0, 5, nil},
	}
	m := lir.NewModule()
	out := lir.NewParam("out", dqF32p)
	f := m.NewFunc("skaic_test_embedded", lirtypes.Void, out)
	b := f.NewBlock("entry")
	var off int64
	var c strings.Builder
	c.WriteString("#include <stdio.h>\nvoid skaic_test_embedded(float*);\nstatic float y[1<<16];\n")
	for i := range ws {
		w := &ws[i]
		qt := mustGGML(w.enc)
		vals := make([]float32, w.nb*qt.BlockElems())
		for j := range vals {
			vals[j] = float32(r.NormFloat64())
		}
		w.data = make([]byte, w.nb*qt.BlockBytes())
		if err := quant.Quantize(qt, vals, w.data); err != nil {
			t.Fatal(err)
		}
		p, err := EmbedWeight(m, w.name, w.data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := EmbedWeight(m, w.name, w.data)
		if err != nil || again.Ident() != p.Ident() {
			t.Fatalf("embedding %s again: %v, %v vs %v", w.name, err, again, p)
		}
		dec, err := DecodeFunc(m, w.enc)
		if err != nil {
			t.Fatal(err)
		}
		dst := b.NewGetElementPtr(dqF32, out, lirconst.NewInt(dqI64, off))
		b.NewCall(dec, p, dst, lirconst.NewInt(dqI64, int64(w.nb)))
		off += int64(len(vals))
	}
	b.NewRet(nil)
	if len(m.Globals) != len(ws) {
		t.Fatalf("%d globals for %d weights", len(m.Globals), len(ws))
	}
	fmt.Fprintf(&c, "int main(void) { skaic_test_embedded(y); fwrite(y, 4, %d, stdout); return 0; }\n", off)

	ll := m.String()
	if !strings.Contains(ll, "private unnamed_addr constant") || !strings.Contains(ll, "align 64") {
		t.Errorf("embedded weights are not private aligned constants:\n%.400s", ll)
	}
	exe := dqBuild(t, t.TempDir(), ll, c.String())
	got, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4*int(off) {
		t.Fatalf("harness wrote %d bytes, want %d", len(got), 4*off)
	}
	for _, w := range ws {
		qt := mustGGML(w.enc)
		want := make([]float32, w.nb*qt.BlockElems())
		if err := quant.Dequantize(qt, w.data, want); err != nil {
			t.Fatal(err)
		}
		for j, v := range want {
			if g := binary.LittleEndian.Uint32(got[4*j:]); g != math.Float32bits(v) {
				t.Fatalf("%s element %d = %g, want %g", w.name, j, math.Float32frombits(g), v)
			}
		}
		got = got[4*len(want):]
	}
}

func TestEmbedWeightConflictAndNames(t *testing.T) {
	m := lir.NewModule()
	if _, err := EmbedWeight(m, "w", []byte{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	_, err := EmbedWeight(m, "w", []byte{1, 2, 4})
	var ce *EmbedConflictError
	if !errors.As(err, &ce) || ce.Name != "w" || ce.Had != 3 || ce.Want != 3 {
		t.Errorf("different bytes under one name: %v", err)
	}
	seen := map[string]string{}
	for _, n := range []string{"a.b", "a_2eb", "a_b", "a__b", "a-b", "blk.0.attn_q.weight", "ä"} {
		s := EmbedGlobalName(n)
		if o, ok := seen[s]; ok {
			t.Errorf("%q and %q share the symbol %s", n, o, s)
		}
		seen[s] = n
		for _, ch := range s {
			if !(ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9') {
				t.Errorf("symbol %q of %q is not a C identifier", s, n)
			}
		}
	}
}
