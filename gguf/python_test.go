package gguf

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout/quant"
)

// The scripts live in the module's testdata/gguf (shared with cmd/skaic).
var scriptDir = filepath.Join("..", "testdata", "gguf")

// pyDump is what testdata/gguf/dump_gguf.py prints.
type pyDump struct {
	Version    int64 `json:"version"`
	Alignment  int64 `json:"alignment"`
	DataOffset int64 `json:"data_offset"`
	KVs        []struct {
		Key   string         `json:"key"` // hex
		Value map[string]any `json:"value"`
	} `json:"kvs"`
	Tensors []struct {
		Name   string  `json:"name"`
		Type   uint32  `json:"type"`
		Dims   []int64 `json:"dims"`
		Offset int64   `json:"offset"`
		NBytes int64   `json:"n_bytes"`
		SHA256 string  `json:"sha256"`
	} `json:"tensors"`
}

func runPython(t *testing.T, py string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(py, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", py, strings.Join(args, " "), err, stderr.String())
	}
	return out
}

func pythonDump(t *testing.T, py, path string) *pyDump {
	t.Helper()
	out := runPython(t, py, filepath.Join(scriptDir, "dump_gguf.py"), path)
	var d pyDump
	dec := json.NewDecoder(bytes.NewReader(out))
	dec.UseNumber()
	if err := dec.Decode(&d); err != nil {
		t.Fatalf("decoding the dump: %v", err)
	}
	return &d
}

// compareWithPython checks that our reading of the file at path is the
// gguf package's, field by field and bit for bit.
func compareWithPython(t *testing.T, py, path string) {
	t.Helper()
	d := pythonDump(t, py, path)
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if int64(f.Version) != d.Version || f.Alignment != d.Alignment || f.DataOffset != d.DataOffset {
		t.Errorf("header: ours v%d align %d data %d, gguf-py v%d align %d data %d",
			f.Version, f.Alignment, f.DataOffset, d.Version, d.Alignment, d.DataOffset)
	}
	kvs := f.Metadata.KVs()
	if len(kvs) != len(d.KVs) {
		t.Fatalf("%d keys, gguf-py has %d", len(kvs), len(d.KVs))
	}
	for i, kv := range kvs {
		if hex.EncodeToString([]byte(kv.Key)) != d.KVs[i].Key {
			t.Errorf("key %d: %q, gguf-py %s", i, kv.Key, d.KVs[i].Key)
			continue
		}
		if err := compareValue(d.KVs[i].Value, kv.Value); err != nil {
			t.Errorf("key %q: %v", kv.Key, err)
		}
	}
	if len(f.Tensors) != len(d.Tensors) {
		t.Fatalf("%d tensors, gguf-py has %d", len(f.Tensors), len(d.Tensors))
	}
	for i, ti := range f.Tensors {
		pt := d.Tensors[i]
		v := f.View(i)
		raw, err := v.Storage.ReadOnly(0, v.Storage.Len())
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, raw.Len())
		raw.CopyTo(b)
		sum := sha256.Sum256(b)
		if ti.Name != pt.Name || uint32(ti.Type) != pt.Type || !slices.Equal(ti.Dims, pt.Dims) ||
			ti.AbsOffset != pt.Offset || ti.Size != pt.NBytes || hex.EncodeToString(sum[:]) != pt.SHA256 {
			t.Errorf("tensor %d: ours %s %s %v at %d, %d bytes; gguf-py %s %d %v at %d, %d bytes (data equal: %v)",
				i, ti.Name, ti.Type, ti.Dims, ti.AbsOffset, ti.Size, pt.Name, pt.Type, pt.Dims, pt.Offset, pt.NBytes,
				hex.EncodeToString(sum[:]) == pt.SHA256)
		}
	}
}

// compareValue compares a gguf-py value (as dump_gguf.py encodes it) with ours.
func compareValue(py map[string]any, v Value) error {
	typ, _ := py["type"].(string)
	if want := strings.ToUpper(v.Type().String()); typ != want {
		return fmt.Errorf("type %s, gguf-py %s", want, typ)
	}
	pv := py["v"]
	switch x := v.Any().(type) {
	case string:
		if hex.EncodeToString([]byte(x)) != pv {
			return fmt.Errorf("string %q, gguf-py %v", x, pv)
		}
	case bool:
		if pv != x {
			return fmt.Errorf("bool %v, gguf-py %v", x, pv)
		}
	case float32, float64:
		f, _ := v.AsFloat()
		s, _ := pv.(string)
		pf, err := strconv.ParseFloat(s, 64)
		if err != nil || math.Float64bits(pf) != math.Float64bits(f) {
			return fmt.Errorf("float %v, gguf-py %v", f, pv)
		}
	case Array:
		elem, _ := py["elem"].(string)
		if want := strings.ToUpper(x.Elem().String()); elem != want {
			return fmt.Errorf("array of %s, gguf-py array of %s", want, elem)
		}
		items, _ := pv.([]any)
		if len(items) != x.Len() {
			return fmt.Errorf("array of %d, gguf-py %d", x.Len(), len(items))
		}
		for i, it := range items {
			m, _ := it.(map[string]any)
			if err := compareValue(m, x.Index(i)); err != nil {
				return fmt.Errorf("element %d: %v", i, err)
			}
		}
	default:
		n, _ := pv.(json.Number)
		var ours string
		if u, ok := v.AsUint(); ok {
			ours = strconv.FormatUint(u, 10)
		} else {
			i, _ := v.AsInt()
			ours = strconv.FormatInt(i, 10)
		}
		if string(n) != ours {
			return fmt.Errorf("integer %s, gguf-py %v", ours, pv)
		}
	}
	return nil
}

// TestPythonReadsOurFile: what our writer writes, gguf-py's GGUFReader
// reads back identically.
func TestPythonReadsOurFile(t *testing.T) {
	py := toolstest.Python(t)
	md := sampleMetadata()
	var ts []Tensor
	for _, st := range sampleTensors(5) {
		// gguf-py sizes Q8_1 blocks at 40 bytes (an old layout); ggml's
		// block_q8_1 is 36, as skaic has it. gguf-py cannot read it right.
		if st.Type != quant.Q8_1 {
			ts = append(ts, st.Tensor)
		}
	}
	path := filepath.Join(t.TempDir(), "ours.gguf")
	if err := Write(path, md, ts); err != nil {
		t.Fatal(err)
	}
	compareWithPython(t, py, path)

	// And with a non-default alignment.
	md.Set(AlignmentKey, Uint32(64))
	path2 := filepath.Join(t.TempDir(), "ours64.gguf")
	if err := Write(path2, md, ts[:5]); err != nil {
		t.Fatal(err)
	}
	compareWithPython(t, py, path2)
}

// TestWeReadPythonFile: a file gguf-py's GGUFWriter wrote (every packed
// type with 3 blocks per row, every value type) reads as gguf-py reads it.
func TestWeReadPythonFile(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	runPython(t, py, filepath.Join(scriptDir, "make_gguf.py"), dir)
	path := filepath.Join(dir, "py.gguf")
	compareWithPython(t, py, path)

	h, err := ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := h.Metadata.GetUint("llama.block_count"); err != nil || n != 32 {
		t.Errorf("llama.block_count = %d, %v", n, err)
	}
	if a, _ := h.Metadata.GetString("general.architecture"); a != "llama" {
		t.Errorf("architecture %q", a)
	}
	if toks, err := h.Metadata.GetStrings("tokenizer.ggml.tokens"); err != nil || len(toks) != 4 || toks[2] != "▁the" {
		t.Errorf("tokens %q, %v", toks, err)
	}
	if a, err := h.Metadata.GetArray("t.arr.nested"); err != nil || a.Len() != 2 || a.Index(1).String() != "[3, 4, 5]" {
		t.Errorf("nested %v, %v", a, err)
	}
	seen := map[quant.Type]bool{}
	for _, ti := range h.Tensors {
		seen[ti.Type] = true
		if ti.Type.Quantized() && ti.Dims[0]/int64(ti.Type.BlockElems()) < 3 {
			t.Errorf("%s: %d blocks per row", ti.Name, ti.Dims[0]/int64(ti.Type.BlockElems()))
		}
	}
	for _, q := range []quant.Type{quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q8_0, quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.Q8_K,
		quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M, quant.TQ1_0, quant.TQ2_0} {
		if !seen[q] {
			t.Errorf("no %s tensor in the Python file", q)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "manifest.json")); err != nil {
		t.Error(err)
	}
}

// TestCompareValueCatchesDifferences keeps the comparison honest.
func TestCompareValueCatchesDifferences(t *testing.T) {
	num := func(s string) json.Number { return json.Number(s) }
	bad := []struct {
		py map[string]any
		v  Value
	}{
		{map[string]any{"type": "UINT8", "v": num("3")}, Uint8(4)},
		{map[string]any{"type": "UINT16", "v": num("4")}, Uint8(4)},
		{map[string]any{"type": "FLOAT32", "v": "0x1p-1"}, Float32(0.25)},
		{map[string]any{"type": "STRING", "v": "6162"}, String("ab ")},
		{map[string]any{"type": "BOOL", "v": true}, Bool(false)},
		{map[string]any{"type": "ARRAY", "elem": "INT32", "v": []any{map[string]any{"type": "INT32", "v": num("1")}}}, ArrayOf([]int32{2})},
		{map[string]any{"type": "ARRAY", "elem": "INT32", "v": []any{}}, ArrayOf([]int32{2})},
	}
	for i, c := range bad {
		if compareValue(c.py, c.v) == nil {
			t.Errorf("case %d: difference not caught", i)
		}
	}
	if err := compareValue(map[string]any{"type": "FLOAT32", "v": "0x1.0000000000000p-2"}, Float32(0.25)); err != nil {
		t.Error(err)
	}
}
