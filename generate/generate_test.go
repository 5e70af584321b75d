package generate

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"
)

// script is a Stepper whose logits favour next[last token]; it records
// every call.
type script struct {
	vocab int
	next  map[int32]int32
	calls [][2]int // len(tokens), pos
}

func (s *script) Step(tokens []int32, pos int) ([]float32, error) {
	s.calls = append(s.calls, [2]int{len(tokens), pos})
	l := make([]float32, s.vocab)
	for i := range l {
		l[i] = float32(i) * 0.01
	}
	l[s.next[tokens[len(tokens)-1]]] = 10
	return l, nil
}

func TestRunGreedyStopsAtEOG(t *testing.T) {
	m := &script{vocab: 8, next: map[int32]int32{1: 3, 3: 4, 4: 5, 5: 7, 7: 2}}
	pieces := map[int32]string{3: "a", 4: "b", 5: "c", 7: "\n"}
	var out bytes.Buffer
	res, err := Run(m, []int32{0, 1}, Options{
		MaxTokens: 10, IsEOG: func(id int32) bool { return id == 5 },
		Piece: func(id int32) string { return pieces[id] }, Out: &out, Sampling: DefaultSampling(),
	})
	if err != nil {
		t.Fatal(err)
	}
	// 3, 4, then the end-of-generation 5: counted, not streamed.
	if !slices.Equal(res.Tokens, []int32{3, 4, 5}) || res.Stop != StopEOG || out.String() != "ab" || res.Text != "ab" {
		t.Fatalf("tokens %v stop %s text %q/%q", res.Tokens, res.Stop, out.String(), res.Text)
	}
	// The prompt at position 0, then one token per step at the next position.
	if want := [][2]int{{2, 0}, {1, 2}, {1, 3}}; !slices.Equal(m.calls, want) {
		t.Errorf("steps %v, want %v", m.calls, want)
	}
	m.calls = nil
	res, _ = Run(m, []int32{0, 1}, Options{MaxTokens: 5, IgnoreEOS: true, IsEOG: func(id int32) bool { return id == 5 }, Sampling: DefaultSampling()})
	if !slices.Equal(res.Tokens, []int32{3, 4, 5, 7, 2}) || res.Stop != StopMaxTokens || res.Steps != 4 {
		t.Errorf("--ignore-eos: tokens %v stop %s steps %d", res.Tokens, res.Stop, res.Steps)
	}
	res, _ = Run(m, []int32{0, 1}, Options{MaxTokens: 5, Context: 4, Sampling: DefaultSampling()})
	if !slices.Equal(res.Tokens, []int32{3, 4, 5}) || res.Stop != StopContext {
		t.Errorf("context 4: tokens %v stop %s", res.Tokens, res.Stop)
	}
	res, _ = Run(m, []int32{0, 1}, Options{MaxTokens: 0, Sampling: DefaultSampling()})
	if len(res.Tokens) != 0 || res.Stop != StopMaxTokens {
		t.Errorf("max 0: tokens %v stop %s", res.Tokens, res.Stop)
	}
	// A cached prefix is not evaluated again; the last prompt token always is.
	m.calls = nil
	if res, _ = Run(m, []int32{0, 1, 3}, Options{MaxTokens: 2, Cached: 2, Sampling: DefaultSampling()}); !slices.Equal(res.Tokens, []int32{4, 5}) {
		t.Errorf("cached: tokens %v", res.Tokens)
	}
	m.calls = nil
	Run(m, []int32{0, 1, 3}, Options{MaxTokens: 1, Cached: 9, Sampling: DefaultSampling()})
	if want := [][2]int{{1, 2}}; !slices.Equal(m.calls, want) {
		t.Errorf("all cached: steps %v, want %v", m.calls, want)
	}
	if _, err := Run(m, nil, Options{}); err == nil {
		t.Error("an empty prompt ran")
	}
}

// countWriter records each Write.
type countWriter struct{ writes []string }

func (w *countWriter) Write(b []byte) (int, error) {
	w.writes = append(w.writes, string(b))
	return len(b), nil
}

func TestTextStreamHoldsSplitUTF8(t *testing.T) {
	w := &countWriter{}
	s := &TextStream{W: w}
	// "€" (E2 82 AC) split over three tokens, then "x", then an emoji's
	// four bytes in two, then a lone continuation byte (invalid, written).
	for _, p := range []string{"a", "\xe2", "\x82", "\xac", "x", "\xf0\x9f", "\x98\x80", "\x80"} {
		if err := s.Write(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "€", "x", "😀", "\x80"}; !slices.Equal(w.writes, want) {
		t.Errorf("writes %q, want %q", w.writes, want)
	}
	// An incomplete tail still comes out at the end.
	s = &TextStream{W: w}
	s.Write("b\xe2\x82")
	s.Flush()
	if s.Text() != "b\xe2\x82" {
		t.Errorf("flushed text %q", s.Text())
	}
}

// TestTopK: quickselect keeps exactly the k best of many, ties included.
func TestTopK(t *testing.T) {
	order := func(a, b cand) int {
		if a.logit != b.logit {
			if a.logit > b.logit {
				return -1
			}
			return 1
		}
		return int(a.id - b.id)
	}
	for _, n := range []int{1, 2, 7, 100, 1001} {
		c := make([]cand, n)
		for i := range c {
			c[i] = cand{id: int32(i), logit: float64((i * 7919) % 13)}
		}
		want := slices.Clone(c)
		slices.SortFunc(want, order)
		for _, k := range []int{1, 2, n / 2, n - 1} {
			if k < 1 || k > n {
				continue
			}
			got := topK(slices.Clone(c), k, order)
			slices.SortFunc(got, order)
			if !slices.Equal(got, want[:k]) {
				t.Fatalf("n=%d k=%d: %v, want %v", n, k, got, want[:k])
			}
		}
	}
}

func TestSampler(t *testing.T) {
	logits := []float32{1, 0.5, 0.2, -1, 2.5}
	sample := func(s Sampling, n int) []int32 {
		x, err := NewSampler(s)
		if err != nil {
			t.Fatal(err)
		}
		var out []int32
		for range n {
			out = append(out, x.Sample(logits, nil))
		}
		return out
	}
	warm := Sampling{Temperature: 1, RepeatPenalty: 1, Seed: 42}
	a, b := sample(warm, 200), sample(warm, 200)
	if !slices.Equal(a, b) {
		t.Error("the same seed gave different tokens")
	}
	warm.Seed = 43
	if slices.Equal(a, sample(warm, 200)) {
		t.Error("seeds 42 and 43 gave the same 200 tokens")
	}
	// Temperature 1 without truncation draws from the softmax.
	counts := make([]float64, len(logits))
	const n = 40000
	for _, id := range sample(warm, n) {
		counts[id]++
	}
	sum := 0.0
	for _, l := range logits {
		sum += math.Exp(float64(l))
	}
	for i, l := range logits {
		if p := math.Exp(float64(l)) / sum; math.Abs(counts[i]/n-p) > 0.01 {
			t.Errorf("token %d drawn %.4f of the time, softmax gives %.4f", i, counts[i]/n, p)
		}
	}
	// Truncations: top-k 2 keeps {4, 0}; top-p 0.6 keeps {4} (p = 0.64);
	// min-p 0.2 keeps tokens within log(0.2) of the best: {4, 0}.
	for _, c := range []struct {
		s    Sampling
		keep []int32
	}{
		{Sampling{Temperature: 1, TopK: 2, RepeatPenalty: 1}, []int32{0, 4}},
		{Sampling{Temperature: 1, TopP: 0.6, RepeatPenalty: 1}, []int32{4}},
		{Sampling{Temperature: 1, MinP: 0.2, RepeatPenalty: 1}, []int32{0, 4}},
		{Sampling{Temperature: 5, TopK: 1, RepeatPenalty: 1}, []int32{4}},
	} {
		seen := map[int32]bool{}
		for _, id := range sample(c.s, 2000) {
			seen[id] = true
		}
		var got []int32
		for id := range seen {
			got = append(got, id)
		}
		slices.Sort(got)
		if !slices.Equal(got, c.keep) {
			t.Errorf("%+v drew %v, want exactly %v", c.s, got, c.keep)
		}
	}
	// Greedy, and the repeat penalty: 2.5 / 3 < 1 moves the choice to 0.
	x, _ := NewSampler(DefaultSampling())
	if id := x.Sample(logits, []int32{3}); id != 4 {
		t.Errorf("greedy chose %d, want 4", id)
	}
	x, _ = NewSampler(Sampling{RepeatPenalty: 3, RepeatLastN: 2})
	if id := x.Sample(logits, []int32{4, 1}); id != 0 {
		t.Errorf("greedy with the penalty chose %d, want 0", id)
	}
	// 4 is outside the last 1 token: no penalty.
	x, _ = NewSampler(Sampling{RepeatPenalty: 3, RepeatLastN: 1})
	if id := x.Sample(logits, []int32{4, 1}); id != 4 {
		t.Errorf("penalty beyond last-n chose %d, want 4", id)
	}
	for _, bad := range []Sampling{{Temperature: -1, RepeatPenalty: 1}, {TopP: 2, RepeatPenalty: 1}, {MinP: -0.1, RepeatPenalty: 1}, {TopK: -1, RepeatPenalty: 1}, {}} {
		if _, err := NewSampler(bad); err == nil || !strings.Contains(err.Error(), "must") {
			t.Errorf("%+v: error %v", bad, err)
		}
	}
}

// BenchmarkSample: one draw over a Gemma-sized vocabulary with the default
// truncations (top-k 40, top-p 0.95, min-p 0.05), and one greedy choice.
func BenchmarkSample(b *testing.B) {
	logits := make([]float32, 262144)
	for i := range logits {
		logits[i] = float32((i*7919)%1000) / 100
	}
	for _, c := range []struct {
		name string
		temp float64
	}{{"greedy", 0}, {"temperature", 0.8}} {
		b.Run(c.name, func(b *testing.B) {
			s := DefaultSampling()
			s.Temperature = c.temp
			x, _ := NewSampler(s)
			for b.Loop() {
				x.Sample(logits, nil)
			}
		})
	}
}
