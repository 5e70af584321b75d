package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/demo"
)

// demoWithUnknownType writes the demo model plus a tensor "extra.weight"
// whose ggml type code is 42, which skaic does not know (written as Q8_0,
// then its code patched in the header).
func demoWithUnknownType(t *testing.T) string {
	t.Helper()
	b := must(demo.Bytes())
	h := must(gguf.ParseBytes(b, demo.Name))
	var tensors []gguf.Tensor
	for _, ti := range h.Tensors {
		tensors = append(tensors, gguf.Tensor{Name: ti.Name, Type: ti.Type, Dims: ti.Dims,
			Data: io.NewSectionReader(bytes.NewReader(b), ti.AbsOffset, ti.Size)})
	}
	const name = "extra.weight"
	tensors = append(tensors, gguf.Tensor{Name: name, Type: quant.Q8_0, Dims: []int64{64}, Data: bytes.NewReader(make([]byte, 68))})
	var buf bytes.Buffer
	if _, err := gguf.WriteTo(&buf, h.Metadata, tensors); err != nil {
		t.Fatal(err)
	}
	out := buf.Bytes()
	// The info: u64 name length, name, u32 n_dims = 1, u64 ne0, u32 type.
	i := bytes.Index(out, append(binary.LittleEndian.AppendUint64(nil, uint64(len(name))), name...))
	if i < 0 {
		t.Fatal("tensor info not found")
	}
	typ := i + 8 + len(name) + 4 + 8
	if binary.LittleEndian.Uint32(out[typ:]) != uint32(quant.Q8_0) {
		t.Fatal("type code not where expected")
	}
	binary.LittleEndian.PutUint32(out[typ:], 42)
	path := filepath.Join(t.TempDir(), "unknown-type.gguf")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestUnknownTypeCode: inspect lists a file with a tensor of an unknown
// ggml type code (the rest as usual, that tensor marked, the engine line
// naming it), --extract reads the other tensors and refuses that one, and
// plan, run and export refuse the file naming the tensor and the code.
func TestUnknownTypeCode(t *testing.T) {
	path := demoWithUnknownType(t)
	code, stdout, stderr := skaic(t, "inspect", path)
	if code != exitOK {
		t.Fatalf("inspect: exit %d: %s", code, stderr)
	}
	for _, want := range []string{"token_embd.weight", "extra.weight", "ggml_type(42)",
		`engine: cannot run this file: gguf: ` + path + `: tensor "extra.weight": ggml type code 42 is not one skaic knows`,
		`tensor "extra.weight": ggml_type(42) is a ggml type code skaic does not know`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("inspect output lacks %q:\n%s", want, stdout)
		}
	}
	code, stdout, _ = skaic(t, "inspect", path, "--json")
	var rep struct {
		Tensors []struct {
			Name        string `json:"name"`
			Type        string `json:"type"`
			Bytes       int64  `json:"bytes"`
			UnknownType bool   `json:"unknown_type"`
		} `json:"tensors"`
	}
	if code != exitOK || json.Unmarshal([]byte(stdout), &rep) != nil {
		t.Fatalf("inspect --json: exit %d\n%s", code, stdout)
	}
	unknown := 0
	for _, tt := range rep.Tensors {
		if tt.UnknownType {
			unknown++
			if tt.Name != "extra.weight" || tt.Type != "ggml_type(42)" || tt.Bytes < 68 {
				t.Errorf("unknown tensor listed as %+v", tt)
			}
		}
	}
	if unknown != 1 || len(rep.Tensors) < 2 {
		t.Errorf("%d tensors listed, %d unknown", len(rep.Tensors), unknown)
	}

	dir := t.TempDir()
	if code, _, stderr := skaic(t, "inspect", path, "--extract", "token_embd.weight", "-o", filepath.Join(dir, "e.npy")); code != exitOK {
		t.Errorf("extract of a known tensor: exit %d: %s", code, stderr)
	}
	code, _, stderr = skaic(t, "inspect", path, "--extract", "extra.weight", "-o", filepath.Join(dir, "x.npy"))
	checkOneLineFailure(t, "extract of the unknown tensor", code, stderr)
	if !strings.Contains(stderr, `tensor "extra.weight"`) || !strings.Contains(stderr, "type code 42") {
		t.Errorf("extract of the unknown tensor: %q", stderr)
	}
	for _, args := range [][]string{
		{"plan", path},
		{"run", path, "--steps", "1"},
		{"export", path, "-o", filepath.Join(dir, "out")},
	} {
		code, _, stderr := skaic(t, args...)
		checkOneLineFailure(t, args[0], code, stderr)
		if !strings.Contains(stderr, `tensor "extra.weight"`) || !strings.Contains(stderr, "ggml type code 42") {
			t.Errorf("skaic %s: %q; want the tensor and the code named", args[0], stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
		t.Errorf("a refused export left %s", filepath.Join(dir, "out"))
	}
}
