// Package ireehosttest writes a toy generation export for tests: a
// hand-written module with an exported model's contract (prefill with a
// dynamic length, decode, the cache as a mutable util.global, one
// parameter), whose logits are a simple function of the cached tokens.
package ireehosttest

import (
	_ "embed"
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/irpa"
)

//go:embed toy_generation.mlir
var toyModule string

// The toy's vocabulary, cache capacity and bias parameter.
const (
	ToyVocab    = 8
	ToyCapacity = 16
	toyBias     = 2
)

// ToyLogits is what the toy module computes at position p after the
// cache holds tokens[0..p].
func ToyLogits(tokens []int32, p int) []float32 {
	sum := 0
	for _, t := range tokens[:p+1] {
		sum += int(t)
	}
	m := (sum + p + toyBias) % ToyVocab
	out := make([]float32, ToyVocab)
	for v := range out {
		d := float32(m - v)
		out[v] = -d * d
	}
	return out
}

// ToyExport writes an export directory around toy_generation.mlir (its
// text edited by edit, when set): manifest.json as the exporter writes
// it, and model.irpa with the bias. It needs iree-compile and the venv's
// python (skipped without them, failed under CI).
func ToyExport(t *testing.T, edit func(string) string) string {
	t.Helper()
	toolstest.Need(t, "iree-compile")
	toolstest.Python(t)
	dir := t.TempDir()
	s := toyModule
	if edit != nil {
		s = edit(s)
	}
	if err := os.WriteFile(filepath.Join(dir, "model.mlir"), []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	bias := make([]byte, 16)
	binary.LittleEndian.PutUint32(bias[12:], math.Float32bits(toyBias))
	if err := irpa.Write(filepath.Join(dir, "model.irpa"), []irpa.Entry{irpa.BytesEntry("bias", nil, bias)}); err != nil {
		t.Fatal(err)
	}
	mf := map[string]any{
		"producer": "test", "module": "model.mlir",
		"parameters": map[string]any{"scope": "model", "file": "model.irpa", "mode": "irpa", "count": 1, "bytes": 16},
		"functions": []any{
			map[string]any{"name": "prefill", "inputs": []any{map[string]any{"name": "tokens", "dtype": "i32", "shape": []int{1, -1}}},
				"outputs": []any{map[string]any{"name": "logits", "dtype": "f32", "shape": []int{1, -1, ToyVocab}}}},
			map[string]any{"name": "decode", "inputs": []any{map[string]any{"name": "token", "dtype": "i32", "shape": []int{1, 1}},
				map[string]any{"name": "position", "dtype": "i32", "shape": []int{1}}},
				"outputs": []any{map[string]any{"name": "logits", "dtype": "f32", "shape": []int{1, 1, ToyVocab}}}},
		},
		"cache": map[string]any{"capacity": ToyCapacity, "dtype": "f32", "layers": 1,
			"tensors": []any{map[string]any{"name": "cache.k.0", "shape": []int{ToyCapacity, 1, 1}}}},
	}
	b, _ := json.MarshalIndent(mf, "", "  ")
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}
