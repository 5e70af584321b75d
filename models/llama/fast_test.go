package llama_test

import (
	"math"
	"slices"
	"testing"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// demoLogits runs a prefill and decode steps on the demo model opened with
// opts and returns the prefill logits and every decode step's logits.
func demoLogits(t *testing.T, prompt []int32, steps int, opts ...llama.Option) (pre []float32, dec [][]float32) {
	t.Helper()
	m, err := demo.Open(opts...)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	lg, err := m.Prefill(prompt)
	if err != nil {
		t.Fatal(err)
	}
	if pre, err = lg.Float32s(); err != nil {
		t.Fatal(err)
	}
	for s := 0; s < steps; s++ {
		lg, err := m.Decode(prompt[s%len(prompt)], len(prompt)+s)
		if err != nil {
			t.Fatal(err)
		}
		v, err := lg.Float32s()
		if err != nil {
			t.Fatal(err)
		}
		dec = append(dec, slices.Clone(v))
	}
	return pre, dec
}

// TestFastLinearDemo measures fast mode against exact mode on the demo
// model (prefill and decode logits; the figure is stated in `skaic run
// --help` and docs/performance.md) and checks that fast mode computes something
// else than exact mode, within the stated error.
func TestFastLinearDemo(t *testing.T) {
	// Eight tokens, or as many as fast mode takes for the demo's Q8_0
	// weights on this machine (4 on Intel, 2 with AVX2 alone).
	n := 8
	for n > 1 && !kernels.LinearQ8FastAt(quant.Q8_0, n) {
		n--
	}
	prompt := []int32{40, 41, 42, 43, 44, 45, 46, 47}[:n]
	const steps = 16
	exactPre, exactDec := demoLogits(t, prompt, steps)
	fastPre, fastDec := demoLogits(t, prompt, steps, llama.WithFastLinear())
	preErr := relL2(fastPre, exactPre)
	var decErr float64
	same := 0
	for s := range exactDec {
		decErr = max(decErr, relL2(fastDec[s], exactDec[s]))
		if argmax(fastDec[s]) == argmax(exactDec[s]) {
			same++
		}
	}
	t.Logf("demo: fast vs exact logits relative L2: prefill %.2e, decode (max over %d steps) %.2e; greedy token equal in %d/%d steps",
		preErr, steps, decErr, same, steps)
	if preErr == 0 && kernels.LinearQ8Fast(quant.Q8_0) {
		t.Error("fast mode gave exact mode's logits bit for bit: it did not run")
	}
	if preErr > 3e-2 || decErr > 3e-2 {
		t.Errorf("fast mode relative L2 error prefill %.3g, decode %.3g; want < 3e-2", preErr, decErr)
	}
}

// TestFastLinearRecordsExact: a model opened in fast mode records (the
// compile lane's input) exactly as an exact model does.
func TestFastLinearRecordsExact(t *testing.T) {
	tokens := []int32{5, 6, 7, 8}
	record := func(opts ...llama.Option) []float32 {
		m, err := demo.Open(opts...)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		b, _ := demo.Bytes()
		out, err := m.Record(tokens, eager.NewTapeRecorder("test", tape.SourceOfBytes(demo.Name, b)))
		if err != nil {
			t.Fatal(err)
		}
		v, err := out.Float32s()
		if err != nil {
			t.Fatal(err)
		}
		return slices.Clone(v)
	}
	exact, fast := record(), record(llama.WithFastLinear())
	for i := range exact {
		if math.Float32bits(exact[i]) != math.Float32bits(fast[i]) {
			t.Fatalf("recorded logits differ at %d: exact %v, fast model %v", i, exact[i], fast[i])
		}
	}
}
