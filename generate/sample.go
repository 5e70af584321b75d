package generate

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// Sampling chooses the next token from the logits, in llama.cpp's order:
// the repeat penalty, then top-k, top-p and min-p, then the temperature,
// then a draw. Temperature 0 (the default) is greedy: the largest logit
// after the penalty, no draw.
type Sampling struct {
	Temperature float64
	TopK        int     // keep the k most likely (0: all)
	TopP        float64 // keep the most likely whose probabilities sum to p (0 or 1: all)
	MinP        float64 // drop tokens below min_p × the top probability (0: none)
	// RepeatPenalty divides positive logits and multiplies negative ones
	// of tokens among the last RepeatLastN (1: off).
	RepeatPenalty float64
	RepeatLastN   int
	// Seed seeds the draw; the same seed gives the same tokens. RandomSeed
	// picks one (reported in Result.Seed).
	Seed       uint64
	RandomSeed bool
}

// DefaultSampling is greedy decoding with llama.cpp's defaults for the
// other knobs (they act once Temperature is above 0).
func DefaultSampling() Sampling {
	return Sampling{TopK: 40, TopP: 0.95, MinP: 0.05, RepeatPenalty: 1, RepeatLastN: 64}
}

// Validate checks the ranges.
func (s Sampling) Validate() error {
	switch {
	case s.Temperature < 0 || math.IsNaN(s.Temperature) || math.IsInf(s.Temperature, 0):
		return fmt.Errorf("temperature %v: must be 0 (greedy) or more", s.Temperature)
	case s.TopK < 0:
		return fmt.Errorf("top-k %d: must be 0 (off) or more", s.TopK)
	case !(s.TopP >= 0 && s.TopP <= 1):
		return fmt.Errorf("top-p %v: must be in [0, 1]", s.TopP)
	case !(s.MinP >= 0 && s.MinP <= 1):
		return fmt.Errorf("min-p %v: must be in [0, 1]", s.MinP)
	case !(s.RepeatPenalty > 0) || math.IsInf(s.RepeatPenalty, 0):
		return fmt.Errorf("repeat penalty %v: must be above 0 (1 is off)", s.RepeatPenalty)
	case s.RepeatLastN < 0:
		return fmt.Errorf("repeat last-n %d: must be 0 or more", s.RepeatLastN)
	}
	return nil
}

// Sampler applies a Sampling.
type Sampler struct {
	s    Sampling
	seed uint64
	rng  *rand.Rand
	cand []cand
}

type cand struct {
	id    int32
	logit float64
	p     float64
}

// NewSampler checks s and seeds the draw.
func NewSampler(s Sampling) (*Sampler, error) {
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("generate: %w", err)
	}
	seed := s.Seed
	if s.RandomSeed {
		seed = rand.Uint64()
	}
	return &Sampler{s: s, seed: seed, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}, nil
}

// Seed is the draw's seed.
func (x *Sampler) Seed() uint64 { return x.seed }

// Sample picks the next token; history is the sequence so far (prompt and
// generated), for the repeat penalty.
func (x *Sampler) Sample(logits []float32, history []int32) int32 {
	s := x.s
	var penalized map[int32]bool
	if s.RepeatPenalty != 1 && s.RepeatLastN > 0 {
		penalized = map[int32]bool{}
		for _, id := range history[max(0, len(history)-s.RepeatLastN):] {
			if id >= 0 && int(id) < len(logits) {
				penalized[id] = true
			}
		}
	}
	logit := func(i int) float64 {
		l := float64(logits[i])
		if penalized[int32(i)] {
			if l > 0 {
				l /= s.RepeatPenalty
			} else {
				l *= s.RepeatPenalty
			}
		}
		return l
	}
	if s.Temperature == 0 {
		best := 0
		bl := logit(0)
		for i := 1; i < len(logits); i++ {
			if l := logit(i); l > bl {
				best, bl = i, l
			}
		}
		return int32(best)
	}

	c := x.cand[:0]
	for i := range logits {
		c = append(c, cand{id: int32(i), logit: logit(i)})
	}
	// Largest first, the lower id among equals.
	order := func(a, b cand) int {
		if r := cmp.Compare(b.logit, a.logit); r != 0 {
			return r
		}
		return cmp.Compare(a.id, b.id)
	}
	if s.TopK > 0 && s.TopK < len(c) {
		c = topK(c, s.TopK, order)
	}
	slices.SortFunc(c, order)
	softmax(c)
	if s.TopP > 0 && s.TopP < 1 {
		sum := 0.0
		for i := range c {
			sum += c[i].p
			if sum >= s.TopP {
				c = c[:i+1]
				break
			}
		}
	}
	if s.MinP > 0 {
		lim := math.Log(s.MinP) + c[0].logit
		n := 1
		for n < len(c) && c[n].logit >= lim {
			n++
		}
		c = c[:n]
	}
	for i := range c {
		c[i].logit /= s.Temperature
	}
	softmax(c)
	x.cand = c
	r := x.rng.Float64()
	acc := 0.0
	for _, k := range c {
		acc += k.p
		if r < acc {
			return k.id
		}
	}
	return c[len(c)-1].id
}

// softmax sets p from the logits of c, sorted largest first.
func softmax(c []cand) {
	sum := 0.0
	for i := range c {
		c[i].p = math.Exp(c[i].logit - c[0].logit)
		sum += c[i].p
	}
	for i := range c {
		c[i].p /= sum
	}
}

// topK moves the k first candidates in order to the front of c (in no
// particular order among themselves) and returns them, by quickselect.
func topK(c []cand, k int, order func(a, b cand) int) []cand {
	lo, hi := 0, len(c)-1
	for lo < hi {
		p := c[(lo+hi)/2]
		i, j := lo, hi
		for i <= j {
			for order(c[i], p) < 0 {
				i++
			}
			for order(c[j], p) > 0 {
				j--
			}
			if i <= j {
				c[i], c[j] = c[j], c[i]
				i++
				j--
			}
		}
		switch {
		case k-1 <= j:
			hi = j
		case k-1 >= i:
			lo = i
		default:
			return c[:k]
		}
	}
	return c[:k]
}
