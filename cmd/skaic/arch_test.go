package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models/demo"
)

// relabelledDemo writes the demo model with general.architecture set to
// arch and its "llama." keys renamed to "ARCH.": the same tensors under
// llama's names, complete hyperparameters, another architecture.
func relabelledDemo(t *testing.T, arch string) string {
	t.Helper()
	return rewrittenDemo(t, arch+".gguf", func(k string, v gguf.Value) (string, gguf.Value) {
		switch {
		case k == "general.architecture":
			v = gguf.String(arch)
		case strings.HasPrefix(k, "llama."):
			k = arch + strings.TrimPrefix(k, "llama")
		}
		return k, v
	}, nil)
}

// rewrittenDemo writes the demo's tensors with its metadata passed through
// edit, then extra keys, to a file named name in a temporary directory.
func rewrittenDemo(t *testing.T, name string, edit func(string, gguf.Value) (string, gguf.Value), extra []gguf.KV) string {
	t.Helper()
	b, err := demo.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	h, err := gguf.ParseBytes(b, demo.Name)
	if err != nil {
		t.Fatal(err)
	}
	md := gguf.NewMetadata()
	for k, v := range h.Metadata.All() {
		if edit != nil {
			k, v = edit(k, v)
		}
		md.Set(k, v)
	}
	for _, kv := range extra {
		md.Set(kv.Key, kv.Value)
	}
	var tensors []gguf.Tensor
	for _, ti := range h.Tensors {
		tensors = append(tensors, gguf.Tensor{Name: ti.Name, Type: ti.Type, Dims: ti.Dims,
			Data: io.NewSectionReader(bytes.NewReader(b), ti.AbsOffset, ti.Size)})
	}
	path := filepath.Join(t.TempDir(), name)
	if err := gguf.Write(path, md, tensors); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestArchitectureRefused: a file whose tensors are llama's but whose
// general.architecture is another is refused by every command that
// computes, with a message naming the key, the value and what is
// supported; plan and inspect say so in one line. The same file labelled
// llama runs, so the refusal is the architecture's.
func TestArchitectureRefused(t *testing.T) {
	gemma := relabelledDemo(t, "gemma")
	dir := t.TempDir()
	for _, args := range [][]string{
		{"run", gemma, "--steps", "1"},
		{"record", gemma, "-o", filepath.Join(dir, "t.tape")},
		{"export", gemma, "-o", filepath.Join(dir, "out")},
		{"conform", gemma},
	} {
		code, _, stderr := skaic(t, args...)
		if code != exitFailure || !strings.Contains(stderr, `general.architecture is "gemma"`) || !strings.Contains(stderr, "supported: gemma3, llama") {
			t.Errorf("skaic %s: exit %d, stderr %q; want exit 1 naming general.architecture, \"gemma\" and llama", strings.Join(args, " "), code, stderr)
		}
	}
	for _, cmd := range []string{"plan", "inspect"} {
		code, stdout, stderr := skaic(t, cmd, gemma)
		if code != exitOK || !strings.Contains(stdout, `engine: cannot run this file: general.architecture is "gemma"`) {
			t.Errorf("skaic %s gemma.gguf: exit %d, stderr %q; stdout lacks the engine line:\n%s", cmd, code, stderr, stdout)
		}
	}

	llama := relabelledDemo(t, "llama")
	if code, _, stderr := skaic(t, "run", llama, "--steps", "1"); code != exitOK {
		t.Fatalf("the same file labelled llama: exit %d: %s", code, stderr)
	}
	code, stdout, _ := skaic(t, "inspect", llama)
	if code != exitOK || !strings.Contains(stdout, `engine: can run this file (general.architecture is "llama")`) {
		t.Errorf("skaic inspect llama.gguf: exit %d:\n%s", code, stdout)
	}
}

// TestExportMisalignedGGUFWarns: export --params gguf of a GGUF written
// with general.alignment 1 (its f32 tensors at offsets = 2 mod 4) warns on
// stderr naming a tensor and its offset, and writes the export.
func TestExportMisalignedGGUFWarns(t *testing.T) {
	path := rewrittenDemo(t, "a1.gguf", nil, []gguf.KV{{Key: gguf.AlignmentKey, Value: gguf.Uint32(1)}})
	out := filepath.Join(t.TempDir(), "out")
	code, _, stderr := skaic(t, "export", path, "--params", "gguf", "-o", out)
	if code != exitOK || !strings.HasPrefix(stderr, "skaic: warning: a1.gguf: tensor ") || !strings.Contains(stderr, "not a multiple of 4") {
		t.Errorf("exit %d, stderr %q; want exit 0 and a warning naming a misaligned f32 tensor", code, stderr)
	}
	code, _, stderr = skaic(t, "export", path, "-o", out)
	if code != exitOK || stderr != "" {
		t.Errorf("--params irpa: exit %d, stderr %q; want no warning", code, stderr)
	}
}
