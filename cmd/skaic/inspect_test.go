package main

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout/quant"
)

// pythonGGUF has gguf-py write testdata/gguf/make_gguf.py's file (every
// packed type with 3 blocks per row) and its reference decodings.
func pythonGGUF(t *testing.T) (dir string, manifest []struct{ Name, Type, Ref string }) {
	t.Helper()
	py := toolstest.Python(t)
	dir = t.TempDir()
	out, err := exec.Command(py, filepath.Join("..", "..", "testdata", "gguf", "make_gguf.py"), dir).CombinedOutput()
	if err != nil {
		t.Fatalf("make_gguf.py: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Tensors []struct{ Name, Type, Ref string }
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return dir, m.Tensors
}

// TestInspectExtractBitExact is the acceptance test: for a GGUF written by
// gguf-py holding every packed type (3 blocks per row), `skaic inspect
// --extract` of every tensor is bit-exact with gguf.quants.dequantize of
// the same tensor read by GGUFReader.
func TestInspectExtractBitExact(t *testing.T) {
	dir, manifest := pythonGGUF(t)
	model := filepath.Join(dir, "py.gguf")
	packed := 0
	for _, m := range manifest {
		out := filepath.Join(dir, "out-"+m.Name+".npy")
		code, stdout, stderr := skaic(t, "inspect", model, "--extract", m.Name, "-o", out)
		if code != 0 {
			t.Errorf("extract %s: exit %d: %s", m.Name, code, stderr)
			continue
		}
		if !strings.Contains(stdout, m.Name) {
			t.Errorf("extract %s: stdout %q", m.Name, stdout)
		}
		got, err := npy.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if m.Ref == "" {
			// gguf-py cannot decode this type (Q8_K); the extract still works.
			continue
		}
		want, err := npy.ReadFile(filepath.Join(dir, "ref", m.Ref))
		if err != nil {
			t.Fatal(err)
		}
		if got.DType != npy.Float32 || !slices.Equal(got.Shape, want.Shape) {
			t.Errorf("%s (%s): %s %v, gguf-py %s %v", m.Name, m.Type, got.DType, got.Shape, want.DType, want.Shape)
			continue
		}
		if !bytes.Equal(got.Data, want.Data) {
			g, _ := got.Float32()
			w, _ := want.Float32()
			for i := range g {
				if math.Float32bits(g[i]) != math.Float32bits(w[i]) {
					t.Errorf("%s (%s): element %d is %g (%#08x), gguf.quants says %g (%#08x)", m.Name, m.Type, i, g[i], math.Float32bits(g[i]), w[i], math.Float32bits(w[i]))
					break
				}
			}
			continue
		}
		if qt, ok := quant.ByName(m.Type); ok && qt.Quantized() {
			packed++
		}
	}
	if packed != 22 {
		t.Errorf("%d packed types compared bit-exact, want 22 (Q4_0 Q4_1 Q5_0 Q5_1 Q8_0 Q2_K…Q6_K IQ4_NL IQ4_XS MXFP4, IQ2_XXS IQ2_XS IQ2_S IQ3_XXS IQ3_S IQ1_S IQ1_M TQ1_0 TQ2_0)", packed)
	}

	// plan keeps the types the engine has Linear kernels for packed.
	code, stdout, stderr := skaic(t, "plan", model, "--json")
	if code != 0 {
		t.Fatalf("plan: exit %d: %s", code, stderr)
	}
	var plan struct {
		Tensors []struct{ Name, Form string }
	}
	if err := json.Unmarshal([]byte(stdout), &plan); err != nil {
		t.Fatal(err)
	}
	kept := 0
	for _, p := range plan.Tensors {
		if qt, ok := quant.ByName(strings.TrimPrefix(p.Name, "w.")); !ok || !quant.IsIQBlock(qt) {
			continue
		}
		if !strings.HasPrefix(p.Form, "keep,") {
			t.Errorf("plan: %s: form %q, want it kept packed (the engine has a Linear kernel)", p.Name, p.Form)
		}
		kept++
	}
	if kept != 9 {
		t.Errorf("plan: %d grid i-quant and ternary tensors, want 9", kept)
	}
}

func TestInspectText(t *testing.T) {
	dir, _ := pythonGGUF(t)
	model := filepath.Join(dir, "py.gguf")
	code, out, stderr := skaic(t, "inspect", model)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"GGUF v3", "alignment 32",
		"llama.block_count", "uint32", "32",
		`[string × 4]`, `["<s>", "</s>", "▁the", "<0x0A>"]`,
		`[int32 × 100]`, "… (92 more)",
		`"hello\nworld"`, "[[1, 2], [3, 4, 5]]",
		"w.Q4_K", "Q4_K", "[768 3]", "1296",
		"totals by type:", "all",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	code, out, stderr = skaic(t, "inspect", model, "--json")
	if code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr)
	}
	var rep inspection
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output: %v", err)
	}
	h, err := gguf.ReadHeader(model)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Format != "gguf" || len(rep.Tensors) != len(h.Tensors) || len(rep.Metadata) != h.Metadata.Len() || rep.TotalBytes != h.DataSize() {
		t.Errorf("json: %+v", rep)
	}
	for _, kv := range rep.Metadata {
		if kv.Key == "t.arr.long" && (!kv.Truncated || kv.Count == nil || *kv.Count != 100 || len(kv.Value.([]any)) != shownElems) {
			t.Errorf("long array: %+v", kv)
		}
	}
	var sum int64
	for _, tt := range rep.Totals {
		sum += tt.Bytes
	}
	if sum != rep.TotalBytes {
		t.Errorf("totals %d vs %d", sum, rep.TotalBytes)
	}
	for i, ti := range h.Tensors {
		rt := rep.Tensors[i]
		if rt.Name != ti.Name || rt.Offset != ti.AbsOffset || rt.Bytes != ti.Size || !slices.Equal(rt.Dims, ti.Dims) || !slices.Equal(rt.Shape, ti.Shape()) {
			t.Errorf("tensor %d: %+v", i, rt)
		}
	}
}

// goGGUF writes a small GGUF with our writer (no Python needed).
func goGGUF(t *testing.T) (string, []byte) {
	t.Helper()
	md := gguf.NewMetadata(
		gguf.KV{Key: "general.architecture", Value: gguf.String("llama")},
		gguf.KV{Key: "llama.block_count", Value: gguf.Uint32(1)},
		gguf.KV{Key: "tokenizer.ggml.tokens", Value: gguf.ArrayOf([]string{"<s>", "a", "b"})},
		gguf.KV{Key: "f", Value: gguf.Float32(float32(math.NaN()))},
	)
	rng := rand.New(rand.NewPCG(1, 2))
	var ts []gguf.Tensor
	for _, c := range []struct {
		name string
		t    quant.Type
		dims []int64
	}{
		{"blk.0.attn_q.weight", quant.Q8_0, []int64{96, 2}},
		{"blk.0.attn_k.weight", quant.Q4_K, []int64{768, 2}},
		{"output_norm.weight", quant.F32, []int64{8}},
	} {
		n := int64(1)
		for _, d := range c.dims {
			n *= d
		}
		src := make([]float32, n)
		for i := range src {
			src[i] = float32(rng.NormFloat64())
		}
		b := make([]byte, must(quant.RowBytes(c.t, n)))
		if err := quant.Quantize(c.t, src, b); err != nil {
			t.Fatal(err)
		}
		ts = append(ts, gguf.Tensor{Name: c.name, Type: c.t, Dims: c.dims, Data: bytes.NewReader(b)})
	}
	path := filepath.Join(t.TempDir(), "go.gguf")
	if err := gguf.Write(path, md, ts); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, b
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// checkOneLineFailure asserts exit 1 with exactly one line on stderr and
// nothing that looks like a crash.
func checkOneLineFailure(t *testing.T, what string, code int, stderr string) {
	t.Helper()
	if code != 1 {
		t.Fatalf("%s: exit %d, want 1 (stderr %q)", what, code, stderr)
	}
	if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "skaic: ") {
		t.Fatalf("%s: stderr is not one line: %q", what, stderr)
	}
	for _, bad := range []string{"panic", "goroutine", "internal error", "runtime."} {
		if strings.Contains(stderr, bad) {
			t.Fatalf("%s: stderr has %q: %q", what, bad, stderr)
		}
	}
}

func TestInspectExtractGoFile(t *testing.T) {
	path, _ := goGGUF(t)
	out := filepath.Join(t.TempDir(), "q.npy")
	code, _, stderr := skaic(t, "inspect", path, "--extract", "blk.0.attn_k.weight", "--npy", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got := must(npy.ReadFile(out))
	f := must(gguf.Open(path))
	defer f.Close()
	v := must(f.Tensor("blk.0.attn_k.weight"))
	want := make([]float32, v.NumElements())
	if err := v.DecodeF32(want); err != nil {
		t.Fatal(err)
	}
	g := must(got.Float32())
	if !slices.Equal(got.Shape, []int64{2, 768}) || !slices.Equal(g, want) {
		t.Errorf("extract: shape %v, values equal to the view's decode: %v", got.Shape, slices.Equal(g, want))
	}
}

func TestInspectUnknownTensor(t *testing.T) {
	path, _ := goGGUF(t)
	out := filepath.Join(t.TempDir(), "x.npy")
	code, _, stderr := skaic(t, "inspect", path, "--extract", "blk.0.attn_q.weigth", "--npy", out)
	checkOneLineFailure(t, "near miss", code, stderr)
	if !strings.Contains(stderr, `no tensor named "blk.0.attn_q.weigth"`) || !strings.Contains(stderr, "closest: blk.0.attn_q.weight") {
		t.Errorf("near miss: %q", stderr)
	}
	code, _, stderr = skaic(t, "inspect", path, "--extract", "norm", "--npy", out)
	checkOneLineFailure(t, "substring", code, stderr)
	if !strings.Contains(stderr, "output_norm.weight") {
		t.Errorf("substring: %q", stderr)
	}
	code, _, stderr = skaic(t, "inspect", path, "--extract", "zzzzzzzzzzzzzzzzzz", "--npy", out)
	checkOneLineFailure(t, "far", code, stderr)
	if !strings.Contains(stderr, "among its 3 tensors") {
		t.Errorf("far: %q", stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed extract left %s", out)
	}
	// --extract needs -o/--out (--npy is its older spelling): a usage error.
	code, _, stderr = skaic(t, "inspect", path, "--extract", "x")
	if code != 1 || !strings.Contains(stderr, "missing [out]") {
		t.Errorf("--extract without -o: exit %d %q", code, stderr)
	}
}

func TestInspectDetectsFormatByMagic(t *testing.T) {
	dir := t.TempDir()
	_, b := goGGUF(t)
	// A GGUF by content, whatever its name.
	odd := filepath.Join(dir, "model.bin")
	if err := os.WriteFile(odd, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, stderr := skaic(t, "inspect", odd); code != 0 || !strings.Contains(out, "GGUF v3") {
		t.Errorf("GGUF named .bin: exit %d %q", code, stderr)
	}
	cases := map[string]struct {
		content []byte
		want    string
	}{
		"text.gguf":  {[]byte("hello world, not a model"), "68 65 6c 6c 6f 20 77 6f"},
		"short.gguf": {[]byte("GG"), "47 47"},
		"empty.gguf": {nil, "empty"},
		"a.irpa":     {[]byte("IRPA\x00\x00\x00\x00"), "88-byte header"},
		"t.tape":     {[]byte("\x0a\x0askaic.tape\x12\x00"), "skaic tape"},
	}
	for name, c := range cases {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, c.content, 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := skaic(t, "inspect", p)
		checkOneLineFailure(t, name, code, stderr)
		if !strings.Contains(stderr, c.want) || !strings.Contains(stderr, p) {
			t.Errorf("%s: %q should name the file and contain %q", name, stderr, c.want)
		}
	}
	code, _, stderr := skaic(t, "inspect", filepath.Join(dir, "missing.gguf"))
	checkOneLineFailure(t, "missing", code, stderr)
	code, _, stderr = skaic(t, "inspect", dir)
	checkOneLineFailure(t, "directory", code, stderr)
}

// TestInspectTruncatedAndFlipped: a GGUF cut at any header offset (and a
// sample of data offsets), or with a header byte flipped, exits 1 with one
// line; listing, --json and --extract alike.
func TestInspectTruncatedAndFlipped(t *testing.T) {
	_, b := goGGUF(t)
	h := must(gguf.ParseBytes(b, "x"))
	var end int64
	for _, ti := range h.Tensors {
		end = max(end, ti.AbsOffset+ti.Size)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "cut.gguf")
	npyOut := filepath.Join(dir, "o.npy")
	checked := 0
	for n := int64(1); n < end; n++ {
		if n > h.DataOffset+8 && n%61 != 0 && n != end-1 {
			continue
		}
		if err := os.WriteFile(p, b[:n], 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := skaic(t, "inspect", p)
		checkOneLineFailure(t, "cut at "+itoa(n), code, stderr)
		code, _, stderr = skaic(t, "inspect", p, "--json")
		checkOneLineFailure(t, "cut at "+itoa(n)+" --json", code, stderr)
		if n%7 == 0 || n > h.DataOffset {
			code, _, stderr = skaic(t, "inspect", p, "--extract", "blk.0.attn_q.weight", "--npy", npyOut)
			checkOneLineFailure(t, "cut at "+itoa(n)+" --extract", code, stderr)
		}
		checked++
	}
	flips, failures := 0, 0
	for i := int64(0); i < h.HeaderSize; i++ {
		c := slices.Clone(b)
		c[i] ^= 0xFF
		if err := os.WriteFile(p, c, 0o644); err != nil {
			t.Fatal(err)
		}
		_, perr := gguf.ParseBytes(c, "x")
		code, _, stderr := skaic(t, "inspect", p)
		flips++
		if perr != nil {
			checkOneLineFailure(t, "flip at "+itoa(i), code, stderr)
			failures++
		} else if code != 0 {
			t.Fatalf("flip at %d: the parser accepts it but inspect exits %d: %s", i, code, stderr)
		}
	}
	t.Logf("%d truncations, %d header flips (%d rejected) checked", checked, flips, failures)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestInspectBinaryNoStackTrace runs the real binary on broken files: one
// line on stderr, exit 1, no Go stack trace.
func TestInspectBinaryNoStackTrace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "skaic")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	_, b := goGGUF(t)
	dir := t.TempDir()
	for _, n := range []int{3, 20, 40, 100, len(b) - 1} {
		p := filepath.Join(dir, "cut.gguf")
		if err := os.WriteFile(p, b[:n], 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"inspect", p}, {"inspect", p, "--extract", "output_norm.weight", "--npy", filepath.Join(dir, "o.npy")}} {
			cmd := exec.Command(bin, args...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			ee, ok := err.(*exec.ExitError)
			if !ok || ee.ExitCode() != 1 {
				t.Fatalf("%v on a file cut at %d: %v, stderr %q", args, n, err, stderr.String())
			}
			checkOneLineFailure(t, "binary cut at "+itoa(int64(n)), 1, stderr.String())
		}
	}
}
