// Package realmodels gives tests the real GGUF models and the llama.cpp
// reference that tools/realmodels.sh fetches into a cache outside the
// repository ($SKAIC_CACHE, default ~/.cache/skaic). What is missing skips
// the test on a developer machine and fails it when CI=true.
package realmodels

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// The models tools/realmodels.sh fetches.
const (
	// SmolLM2 is SmolLM2-135M-Instruct in Q4_1: the llama architecture, a
	// gpt2 BPE tokenizer with the "smollm" pre-tokenizer, ChatML.
	SmolLM2 = "SmolLM2-135M-Instruct.Q4_1.gguf"
	// Gemma3 is Gemma 3 270M in Q4_K_M: the gemma3 architecture, a
	// SentencePiece tokenizer.
	Gemma3 = "gemma-3-270m-q4_k_m.gguf"
)

// Dir is the cache folder.
func Dir() string {
	if d := os.Getenv("SKAIC_CACHE"); d != "" {
		return d
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(os.TempDir(), "skaic-cache")
	}
	return filepath.Join(home, ".cache", "skaic")
}

type missing string

func (m missing) Error() string { return string(m) }

// Model is the path of a cached model, verified by tools/realmodels.sh (its
// .sha256 stamp is there), or the test skips (fails under CI).
func Model(t testing.TB, name string) string {
	t.Helper()
	p := filepath.Join(Dir(), "models", name)
	if _, err := os.Stat(p + ".sha256"); err != nil {
		toolstest.Missing(t, missing("real model "+p+" is not fetched (run tools/realmodels.sh or make models)"))
	}
	return p
}

// RunNode runs a Node script of ours against llama.cpp (node-llama-cpp in
// the cache) and returns its standard output, or skips (fails under CI)
// when node or the package is missing. A failing script fails the test.
func RunNode(t testing.TB, script string, args ...string) []byte {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		toolstest.Missing(t, missing("node is not on PATH (the llama.cpp reference runs in node-llama-cpp)"))
	}
	mods := filepath.Join(Dir(), "llamacpp", "node_modules")
	if _, err := os.Stat(filepath.Join(mods, "node-llama-cpp", "package.json")); err != nil {
		toolstest.Missing(t, missing("node-llama-cpp is not installed in "+mods+" (run tools/realmodels.sh or make models)"))
	}
	// Node resolves the package from the script's folder upwards: the
	// script goes into a temporary folder next to a link to the modules.
	dir := t.TempDir()
	src, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, filepath.Base(script))
	if err := os.WriteFile(dst, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(mods, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, append([]string{dst}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s %s: %v\n%s", filepath.Base(script), strings.Join(args, " "), err, stderr.String())
	}
	return out
}

// GGMLBase is the path of the ggml library (libggml-base.so, linux-x64)
// that node-llama-cpp in the cache ships, or the test skips (fails under
// CI).
func GGMLBase(t testing.TB) string {
	t.Helper()
	p := filepath.Join(Dir(), "llamacpp", "node_modules", "@node-llama-cpp", "linux-x64", "bins", "linux-x64", "libggml-base.so")
	if _, err := os.Stat(p); err != nil {
		toolstest.Missing(t, missing("ggml's library "+p+" is not installed (run tools/realmodels.sh or make models)"))
	}
	return p
}
