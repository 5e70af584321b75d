package bench

import (
	"fmt"
	"runtime"
	"time"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// DemoPrompt and DemoSteps size the demo-model case: a prefill of
// DemoPrompt tokens, then DemoSteps greedy decode steps.
const (
	DemoPrompt = 64
	DemoSteps  = 64
)

// RunDemo measures the built-in demo model: prefill tokens/s (the prompt
// at once) and decode tokens/s (one token per step against the KV cache),
// each repetition a fresh prefill followed by the decode steps.
// With fast, the same again with the model in fast Linear mode
// ("demo prefill fast", "demo decode fast"). opts load the model (e.g.
// llama.WithResolve: the weights in the forms a plan decides).
func RunDemo(quick bool, reps int, fast bool, opts ...llama.Option) ([]Result, error) {
	out, err := runDemo(quick, reps, "", opts...)
	if err != nil || !fast {
		return out, err
	}
	rs, err := runDemo(quick, reps, " fast", append(opts[:len(opts):len(opts)], llama.WithFastLinear())...)
	return append(out, rs...), err
}

func runDemo(quick bool, reps int, suffix string, opts ...llama.Option) ([]Result, error) {
	m, err := demo.Open(opts...)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	prompt, steps := DemoPrompt, DemoSteps
	if quick {
		prompt, steps = 8, 8
	}
	pre, dec, err := DecodeTimings(m, prompt, steps, reps)
	if err != nil {
		return nil, err
	}
	threads := eagerThreads()
	rp := pre.result("demo prefill"+suffix, threads, reps)
	rp.Items = prompt
	rp.Note = fmt.Sprintf("%d-token prompt", prompt)
	rd := dec.result("demo decode"+suffix, threads, reps)
	rd.Items = 1
	rd.Note = fmt.Sprintf("%d steps after the prompt", steps)
	return []Result{rp, rd}, nil
}

// eagerThreads is the thread count of the model's engine: its Linear
// pool's default, GOMAXPROCS.
func eagerThreads() int { return runtime.GOMAXPROCS(0) }

// DecodeTimings runs reps+1 rounds (the first a warm-up) of: prefill the
// prompt, then decode steps tokens greedily. It returns the prefill time
// per round and the decode time per token.
func DecodeTimings(m *llama.Model, prompt, steps, reps int) (pre, dec timing, err error) {
	vocab := m.Config().Vocab
	tokens := make([]int32, prompt)
	for i := range tokens {
		tokens[i] = int32((i*37 + 11) % vocab)
	}
	if err := m.Reserve(prompt + steps); err != nil {
		return pre, dec, err
	}
	var preD, decD []time.Duration
	var buf []float32
	for round := 0; round <= reps; round++ {
		t0 := time.Now()
		logits, err := m.PrefillLast(tokens) // as generation (and llama.cpp) computes it
		if err != nil {
			return pre, dec, err
		}
		next, err := lastArgmax(logits, &buf)
		if err != nil {
			return pre, dec, err
		}
		t1 := time.Now()
		for s := 0; s < steps; s++ {
			logits, err := m.Decode(next, prompt+s)
			if err != nil {
				return pre, dec, err
			}
			if next, err = lastArgmax(logits, &buf); err != nil {
				return pre, dec, err
			}
		}
		t2 := time.Now()
		if round > 0 {
			preD = append(preD, t1.Sub(t0))
			decD = append(decD, t2.Sub(t1)/time.Duration(max(steps, 1)))
		}
	}
	return spread(preD), spread(decD), nil
}

func spread(ds []time.Duration) timing {
	s := append([]time.Duration(nil), ds...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return timing{median: s[len(s)/2], min: s[0], max: s[len(s)-1]}
}

// lastArgmax is the greedy next token from the last row of logits,
// decoded into buf (grown as needed).
func lastArgmax(logits eager.Tensor, buf *[]float32) (int32, error) {
	n := int(logits.NumElements())
	if cap(*buf) < n {
		*buf = make([]float32, n)
	}
	x := (*buf)[:n]
	if err := logits.View.DecodeF32(x); err != nil {
		return 0, err
	}
	shape := logits.Shape()
	v := int(shape[len(shape)-1])
	row := x[len(x)-v:]
	best := 0
	for i, f := range row {
		if f > row[best] {
			best = i
		}
	}
	return int32(best), nil
}
