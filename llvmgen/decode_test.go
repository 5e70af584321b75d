package llvmgen

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	lir "github.com/llir/llvm/ir"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// dqCase is one call of a decoder and a dot function in the native test.
type dqCase struct {
	enc     layout.Encoding
	fn      int // index of enc in the harness table
	nblocks int
	src     []byte
	x       []float32
	what    string
}

// dqHarness is a C program calling the functions of a module through a
// table: per case on stdin (i32 fn, i64 nblocks, i64 nbytes, bytes, i64
// nelems, nelems f32 of x) it writes nelems decoded f32 and the dot (f32).
func dqHarness(encs []layout.Encoding) string {
	var b strings.Builder
	b.WriteString("#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n\n")
	for _, enc := range encs {
		fmt.Fprintf(&b, "void %s(const uint8_t*, float*, int64_t);\nfloat %s(const uint8_t*, const float*, int64_t);\n",
			DecodeFuncName(enc), DotFuncName(enc))
	}
	b.WriteString("static void (*dec[])(const uint8_t*, float*, int64_t) = {")
	for _, enc := range encs {
		b.WriteString(DecodeFuncName(enc) + ", ")
	}
	b.WriteString("};\nstatic float (*dot[])(const uint8_t*, const float*, int64_t) = {")
	for _, enc := range encs {
		b.WriteString(DotFuncName(enc) + ", ")
	}
	b.WriteString(`};

static void need(int ok) { if (!ok) { fprintf(stderr, "harness: short input\n"); exit(2); } }

int main(void) {
	int32_t fn;
	while (fread(&fn, 4, 1, stdin) == 1) {
		int64_t nb, nbytes, ne;
		need(fread(&nb, 8, 1, stdin) == 1 && fread(&nbytes, 8, 1, stdin) == 1);
		uint8_t *src = malloc(nbytes + 1);
		need(fread(src, 1, nbytes, stdin) == (size_t)nbytes && fread(&ne, 8, 1, stdin) == 1);
		float *x = malloc(4 * ne + 4), *y = malloc(4 * ne + 4);
		need(fread(x, 4, ne, stdin) == (size_t)ne);
		dec[fn](src, y, nb);
		float d = dot[fn](src, x, nb);
		fwrite(y, 4, ne, stdout);
		fwrite(&d, 4, 1, stdout);
		free(src); free(x); free(y);
	}
	return 0;
}
`)
	return b.String()
}

// dqBuild compiles module text ll with llc -O3 and links it with the C
// source csrc into an executable in dir.
func dqBuild(t *testing.T, dir, ll, csrc string, llcArgs ...string) string {
	t.Helper()
	llc, cc := dqNeedLLVM(t, "llc"), toolstest.Need(t, "cc")
	llPath, obj := filepath.Join(dir, "m.ll"), filepath.Join(dir, "m.o")
	cPath, exe := filepath.Join(dir, "harness.c"), filepath.Join(dir, "harness")
	if err := os.WriteFile(llPath, []byte(ll), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cPath, []byte(csrc), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-O3", "-filetype=obj", "-relocation-model=pic"}, llcArgs...)
	dqRun(t, llc, append(args, llPath, "-o", obj)...)
	dqRun(t, cc, "-O1", "-o", exe, cPath, obj)
	return exe
}

func dqRun(t *testing.T, name string, args ...string) {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

// dqCases builds, per encoding, blocks quantized from random values by
// layout/quant's reference quantizer (where it has one) and blocks of
// random bytes (every bit pattern, NaN and Inf scales included), with
// random x.
func dqCases(encs []layout.Encoding) []dqCase {
	r := rand.New(rand.NewPCG(16, 2))
	var cases []dqCase
	for fi, enc := range encs {
		qt, _ := enc.GGML()
		g := qt.Geometry()
		counts := []int{1, 3, 8}
		if g.BlockElems == 1 {
			counts = []int{0, 1, 15, 16, 37, 64}
		}
		for _, nb := range counts {
			n := nb * g.BlockElems
			x := make([]float32, n)
			for i := range x {
				x[i] = float32(r.NormFloat64())
			}
			if quant.CanQuantize(qt) {
				vals := make([]float32, n)
				scale := math.Exp(4 * r.NormFloat64())
				for i := range vals {
					vals[i] = float32(r.NormFloat64() * scale)
				}
				src := make([]byte, nb*g.BlockBytes)
				if err := quant.Quantize(qt, vals, src); err != nil {
					panic(err)
				}
				cases = append(cases, dqCase{enc, fi, nb, src, x, "quantized"})
			}
			src := make([]byte, nb*g.BlockBytes)
			for i := range src {
				src[i] = byte(r.Uint32())
			}
			cases = append(cases, dqCase{enc, fi, nb, src, x, "random bytes"})
		}
		if qt == quant.F16 || qt == quant.BF16 {
			// every 16-bit pattern: subnormals, Inf and NaN payloads
			src := make([]byte, 2<<16)
			x := make([]float32, 1<<16)
			for i := range x {
				binary.LittleEndian.PutUint16(src[2*i:], uint16(i))
				x[i] = float32(r.NormFloat64())
			}
			cases = append(cases, dqCase{enc, fi, 1 << 16, src, x, "all bit patterns"})
		}
	}
	return cases
}

func TestDecodeAndDotNative(t *testing.T) {
	encs := DecoderEncodings()
	m := lir.NewModule()
	for _, enc := range encs {
		dec, err := DecodeFunc(m, enc)
		if err != nil {
			t.Fatal(err)
		}
		dot, err := DotFunc(m, enc)
		if err != nil {
			t.Fatal(err)
		}
		dec2, _ := DecodeFunc(m, enc)
		dot2, _ := DotFunc(m, enc)
		if dec2 != dec || dot2 != dot {
			t.Fatalf("%s: a second call added new functions", enc)
		}
	}
	defined := 0
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			defined++
		}
	}
	if defined != 2*len(encs) {
		t.Fatalf("module defines %d functions, want %d", defined, 2*len(encs))
	}
	exe := dqBuild(t, t.TempDir(), m.String(), dqHarness(encs))

	cases := dqCases(encs)
	var in bytes.Buffer
	for _, c := range cases {
		binary.Write(&in, binary.LittleEndian, int32(c.fn))
		binary.Write(&in, binary.LittleEndian, int64(c.nblocks))
		binary.Write(&in, binary.LittleEndian, int64(len(c.src)))
		in.Write(c.src)
		binary.Write(&in, binary.LittleEndian, int64(len(c.x)))
		binary.Write(&in, binary.LittleEndian, c.x)
	}
	cmd := exec.Command(exe)
	cmd.Stdin = &in
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("harness: %v\n%s", err, stderr.Bytes())
	}

	covered := map[layout.Encoding]int{}
	dots := map[layout.Encoding]int{}
	for _, c := range cases {
		n := len(c.x)
		if len(out) < 4*(n+1) {
			t.Fatalf("harness output ends early at %s", c.enc)
		}
		want := make([]float32, n)
		if err := quant.Dequantize(mustGGML(c.enc), c.src, want); err != nil {
			t.Fatal(err)
		}
		bad := 0
		for i := 0; i < n; i++ {
			got := binary.LittleEndian.Uint32(out[4*i:])
			if w := math.Float32bits(want[i]); got != w && bad < 3 {
				t.Errorf("%s %s, %d blocks: element %d = %#08x (%g), layout/quant %#08x (%g)",
					c.enc, c.what, c.nblocks, i, got, math.Float32frombits(got), w, want[i])
				bad++
			}
		}
		got := math.Float32frombits(binary.LittleEndian.Uint32(out[4*n:]))
		out = out[4*(n+1):]
		covered[c.enc]++

		var ref, mag float64
		finite := true
		for i, v := range want {
			p := float64(v) * float64(c.x[i])
			ref += p
			mag += math.Abs(p)
			finite = finite && !math.IsInf(p, 0) && !math.IsNaN(p)
		}
		if !finite || mag > math.MaxFloat32/4 {
			continue // a random block with Inf/NaN scales: its dot has no reference
		}
		dots[c.enc]++
		if d := math.Abs(float64(got) - ref); d > 1e-5*mag+1e-30 {
			t.Errorf("%s %s, %d blocks: dot = %g, want %g (|Σ| %g)", c.enc, c.what, c.nblocks, got, ref, mag)
		}
	}
	if len(out) != 0 {
		t.Fatalf("harness wrote %d bytes more than expected", len(out))
	}
	for _, enc := range encs {
		if covered[enc] == 0 || dots[enc] < 2 {
			t.Errorf("%s: %d decode cases, %d dot cases checked", enc, covered[enc], dots[enc])
		}
	}
}

func mustGGML(enc layout.Encoding) quant.Type {
	t, ok := enc.GGML()
	if !ok {
		panic(enc)
	}
	return t
}

func TestDecoderEncodings(t *testing.T) {
	want := []layout.Encoding{layout.EncF32, layout.EncF16, layout.EncQ4_0, layout.EncQ4_1,
		layout.EncQ5_0, layout.EncQ5_1, layout.EncQ8_0, layout.EncQ8_1, layout.EncQ2_K, layout.EncQ3_K,
		layout.EncQ4_K, layout.EncQ5_K, layout.EncQ6_K, layout.EncQ8_K, layout.EncBF16,
		layout.EncIQ4_NL, layout.EncIQ4_XS, layout.EncMXFP4, layout.EncTQ2_0, layout.EncTQ1_0, layout.EncIQ2_XXS, layout.EncIQ2_XS, layout.EncIQ2_S, layout.EncIQ3_XXS, layout.EncIQ3_S, layout.EncIQ1_S, layout.EncIQ1_M}
	for _, enc := range want {
		if !HasDecoder(enc) {
			t.Errorf("HasDecoder(%s) = false", enc)
		}
	}
	m := lir.NewModule()
	for _, enc := range []layout.Encoding{layout.Dense, layout.EncF64, layout.EncI32, layout.Encoding(999)} {
		if HasDecoder(enc) {
			t.Errorf("HasDecoder(%s) = true", enc)
		}
		_, err := DecodeFunc(m, enc)
		var ue *UnsupportedEncodingError
		if !errors.As(err, &ue) || ue.Encoding != enc || !strings.Contains(err.Error(), enc.String()) {
			t.Errorf("DecodeFunc(%s) error = %v", enc, err)
		}
		if _, err := DotFunc(m, enc); !errors.As(err, &ue) {
			t.Errorf("DotFunc(%s) error = %v", enc, err)
		}
	}
	if len(m.Funcs) != 0 {
		t.Errorf("unsupported encodings added %d functions", len(m.Funcs))
	}
}
