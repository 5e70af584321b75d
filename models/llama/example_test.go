package llama_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// Open a llama-family GGUF (here skaic's built-in demo, written to a file),
// prefill a prompt and decode greedily against the KV cache. The weights
// are served packed, from the file's mapped pages.
func Example() {
	dir, _ := os.MkdirTemp("", "llama-example-")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "demo.gguf")
	if err := demo.Write(path); err != nil {
		panic(err)
	}
	m, err := llama.Open(path)
	if err != nil {
		panic(err)
	}
	defer m.Close()
	fmt.Println(m.Config())

	prompt := []int32{40, 73} // "Hi" in the demo's vocabulary (id i is the character 32+i)
	steps := 6
	if err := m.Reserve(len(prompt) + steps); err != nil {
		panic(err)
	}
	logits, err := m.Prefill(prompt) // [len(prompt), vocab]
	if err != nil {
		panic(err)
	}
	all, _ := logits.Float32s()
	V := m.Config().Vocab
	next := greedy(all[(len(prompt)-1)*V:])
	out := []int32{next}
	for i := 1; i < steps; i++ {
		lg, err := m.Decode(next, len(prompt)+i-1)
		if err != nil {
			panic(err)
		}
		row, _ := lg.Float32s()
		next = greedy(row)
		out = append(out, next)
	}
	v := llama.VocabOf(m.File().Header)
	fmt.Printf("%q → %v %q (cache holds %d positions)\n", v.Text(prompt), out, v.Text(out), m.Filled())
	// Output:
	// llama, 2 layers, dim 256, 8 heads / 2 KV heads × 32, ffn 768, vocab 96, context 256, rope base 10000 dims 32, eps 1e-05
	// "Hi" → [60 25 55 47 26 62] "\\9WO:^" (cache holds 7 positions)
}

// greedy is the id of the largest logit.
func greedy(logits []float32) int32 {
	best := 0
	for i, v := range logits {
		if v > logits[best] {
			best = i
		}
	}
	return int32(best)
}
