package llama_test

import (
	"slices"
	"testing"

	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// TestPrefillLast: PrefillLast's logits are bitwise the last row of
// Prefill's, [1, vocab], and leave the same KV cache (the next decode step
// gives the same bits) — on the demo and on a gemma3 model (logit softcap,
// window mask), for prompts of one and of several tokens.
func TestPrefillLast(t *testing.T) {
	gemma := gemma3File(t, "gemma3_swa")
	models := map[string]func() (*llama.Model, error){
		"demo":   func() (*llama.Model, error) { return demo.Open() },
		"gemma3": func() (*llama.Model, error) { return llama.Open(gemma) },
	}
	for name, open := range models {
		for _, prompt := range [][]int32{{7}, {3, 9, 4, 1, 5, 2}} {
			full, fullNext := prefillThenDecode(t, open, prompt, false)
			last, lastNext := prefillThenDecode(t, open, prompt, true)
			vocab := len(fullNext)
			if len(last) != vocab {
				t.Fatalf("%s: PrefillLast gave %d logits, want one row of %d", name, len(last), vocab)
			}
			requireSameBits(t, name+" PrefillLast", last, full[len(full)-vocab:])
			requireSameBits(t, name+" decode after PrefillLast", lastNext, fullNext)
		}
	}
}

// prefillThenDecode opens a model, prefills prompt (PrefillLast when
// last) and decodes one more token, returning both logits.
func prefillThenDecode(t *testing.T, open func() (*llama.Model, error), prompt []int32, last bool) (pre, next []float32) {
	t.Helper()
	m, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	prefill := m.Prefill
	if last {
		prefill = m.PrefillLast
	}
	lg, err := prefill(prompt)
	if err != nil {
		t.Fatal(err)
	}
	v, err := lg.Float32s()
	if err != nil {
		t.Fatal(err)
	}
	pre = slices.Clone(v)
	lg, err = m.Decode(prompt[0], len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	if v, err = lg.Float32s(); err != nil {
		t.Fatal(err)
	}
	return pre, slices.Clone(v)
}
