package llama_test

import (
	"bytes"
	"math"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// scriptDir holds the numpy reference and the test GGUF generator.
var scriptDir = filepath.Join("..", "..", "testdata", "models")

// generatedSpecs are the test GGUFs testdata/models/make_llama_gguf.py
// writes with the gguf package's own writer: MHA with untied output; GQA
// 4:1, tied output, rope base 500000, eps 1e-6; mixed k-quants with GQA
// 3:1 and partial rope; and files of every other family (qwen2 biases,
// with legacy types and with k-quants; qwen3 per-head norms with head_dim
// != dim/heads; phi3 fused and separate q/k/v with a sliding window);
// and make_gemma3_gguf.py's gemma3 files (sliding windows shorter than
// the prompt).
var generatedSpecs = []string{"mha_untied", "gqa4_tied", "kquants_mixed", "qwen2_gqa3_tied", "qwen2_kquants", "qwen3_hd48", "phi3_fused", "phi3_window", "gemma3_swa", "gemma3_default_pattern"}

// promptTokens is the prompt every model runs (ids below every test
// vocabulary).
var promptTokens = []int32{1, 5, 9, 2, 7, 3, 11, 4, 60, 33}

func python(t *testing.T, py string, args ...string) {
	t.Helper()
	cmd := exec.Command(py, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", py, strings.Join(args, " "), err, stderr.String())
	}
}

func tokenList(ts []int32) string {
	s := make([]string, len(ts))
	for i, x := range ts {
		s[i] = strconv.Itoa(int(x))
	}
	return strings.Join(s, ",")
}

// relL2 is ‖a − b‖₂ / ‖b‖₂.
func relL2(a, b []float32) float64 {
	var num, den float64
	for i := range b {
		d := float64(a[i]) - float64(b[i])
		num += d * d
		den += float64(b[i]) * float64(b[i])
	}
	return math.Sqrt(num / den)
}

func argmax(x []float32) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}

// top2Gap is the margin between the two largest values (how far a row is
// from an argmax tie).
func top2Gap(x []float32) float64 {
	a, b := math.Inf(-1), math.Inf(-1)
	for _, v := range x {
		f := float64(v)
		if f > a {
			a, b = f, a
		} else if f > b {
			b = f
		}
	}
	return a - b
}

// testModels writes the demo and the generated GGUFs into a temporary
// directory and returns their paths by name.
func testModels(t *testing.T, py string) map[string]string {
	t.Helper()
	dir := t.TempDir()
	paths := map[string]string{"demo": filepath.Join(dir, "demo.gguf")}
	if err := demo.Write(paths["demo"]); err != nil {
		t.Fatal(err)
	}
	for _, s := range generatedSpecs {
		paths[s] = filepath.Join(dir, s+".gguf")
		python(t, py, filepath.Join(scriptDir, generatorOf(s)), s, paths[s])
	}
	return paths
}

// generatorOf is the script that writes the test GGUF of spec.
func generatorOf(spec string) string {
	if strings.HasPrefix(spec, "gemma3") {
		return "make_gemma3_gguf.py"
	}
	return "make_llama_gguf.py"
}

func prefillRows(t *testing.T, m *llama.Model, tokens []int32) [][]float32 {
	t.Helper()
	lg, err := m.Prefill(tokens)
	if err != nil {
		t.Fatal(err)
	}
	flat, err := lg.Float32s()
	if err != nil {
		t.Fatal(err)
	}
	V := m.Config().Vocab
	rows := make([][]float32, len(tokens))
	for i := range rows {
		rows[i] = flat[i*V : (i+1)*V]
	}
	return rows
}

// TestPrefillMatchesNumpyReference runs each model's prompt through our
// prefill and through testdata/models/llama_ref.py (float64 numpy over the
// gguf package's dequantization): relative L2 ≤ 1e-4 and the same argmax at
// every position. It then checks that decoding token by token with the KV
// cache reproduces the prefill logits (relative L2 ≤ 1e-5 per position),
// and that prepacked weights give the same logits.
func TestPrefillMatchesNumpyReference(t *testing.T) {
	py := toolstest.Python(t)
	paths := testModels(t, py)
	for _, name := range append([]string{"demo"}, generatedSpecs...) {
		t.Run(name, func(t *testing.T) {
			path := paths[name]
			refPath := filepath.Join(t.TempDir(), "ref.npy")
			python(t, py, filepath.Join(scriptDir, "llama_ref.py"), path, "--tokens", tokenList(promptTokens), "--out", refPath)
			arr, err := npy.ReadFile(refPath)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := arr.Float32()
			if err != nil {
				t.Fatal(err)
			}

			m, err := llama.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			V := m.Config().Vocab
			if len(arr.Shape) != 2 || arr.Shape[0] != int64(len(promptTokens)) || arr.Shape[1] != int64(V) {
				t.Fatalf("reference shape %v, want [%d %d]", arr.Shape, len(promptTokens), V)
			}
			got := prefillRows(t, m, promptTokens)
			flat := make([]float32, 0, len(ref))
			minGap := math.Inf(1)
			for i, row := range got {
				flat = append(flat, row...)
				want := ref[i*V : (i+1)*V]
				if a, b := argmax(row), argmax(want); a != b {
					t.Errorf("position %d: argmax %d, reference %d (reference top-2 gap %.3g)", i, a, b, top2Gap(want))
				}
				minGap = min(minGap, top2Gap(want))
			}
			e := relL2(flat, ref)
			t.Logf("%s (%s): prefill vs numpy rel L2 %.3g; argmax identical at %d positions (min top-2 gap %.3g)",
				name, m.Config(), e, len(got), minGap)
			if e > 1e-4 {
				t.Errorf("prefill logits rel L2 %.3g > 1e-4 against the numpy reference", e)
			}

			// Decode with the KV cache, position by position.
			first := prefillRows(t, m, promptTokens[:1])
			worst := relL2(first[0], got[0])
			for p := 1; p < len(promptTokens); p++ {
				lg, err := m.Decode(promptTokens[p], p)
				if err != nil {
					t.Fatal(err)
				}
				row, err := lg.Float32s()
				if err != nil {
					t.Fatal(err)
				}
				worst = max(worst, relL2(row, got[p]))
			}
			t.Logf("%s: decode vs prefill worst rel L2 %.3g over %d positions", name, worst, len(promptTokens))
			if worst > 1e-5 {
				t.Errorf("decode vs prefill rel L2 %.3g > 1e-5", worst)
			}

			// Weights prepacked into kernel feed order compute the same.
			pm, err := llama.Open(path, llama.WithPrepack())
			if err != nil {
				t.Fatal(err)
			}
			defer pm.Close()
			packed := prefillRows(t, pm, promptTokens)
			same := true
			for i := range packed {
				for j := range packed[i] {
					same = same && math.Float32bits(packed[i][j]) == math.Float32bits(got[i][j])
				}
				if e := relL2(packed[i], got[i]); e > 1e-6 {
					t.Errorf("prepacked weights: position %d rel L2 %.3g", i, e)
				}
			}
			t.Logf("%s: prepacked weights give bitwise the same logits: %v", name, same)
		})
	}
}
