// Package generate is the text generation loop shared by skaic's engines:
// a prompt is evaluated once, then one token at a time is chosen from the
// logits (greedily or by sampling), streamed out, and fed back, until an
// end-of-generation token, the token budget or the context's end.
//
// An engine enters through Stepper: evaluate tokens at positions pos.. with
// the KV cache holding everything before pos, and give the last position's
// logits. Generation knows nothing else of the engine.
package generate

import (
	"errors"
	"fmt"
	"io"
	"time"
	"unicode/utf8"
)

// Stepper evaluates tokens at positions pos, pos+1, … (the KV cache holds
// positions 0..pos-1) and returns the logits of the last one, one value
// per vocabulary entry. The slice may be reused by the next Step.
type Stepper interface {
	Step(tokens []int32, pos int) ([]float32, error)
}

// StepFunc adapts a function to Stepper.
type StepFunc func(tokens []int32, pos int) ([]float32, error)

// Step calls f.
func (f StepFunc) Step(tokens []int32, pos int) ([]float32, error) { return f(tokens, pos) }

// Stop says why generation ended.
type Stop string

const (
	StopEOG       Stop = "end_of_generation" // the model produced an end-of-generation token
	StopMaxTokens Stop = "max_tokens"        // the token budget is spent
	StopContext   Stop = "context"           // the context window is full
)

// Options configure a run.
type Options struct {
	MaxTokens int // tokens to generate at most (0: none)
	// Cached is how many leading prompt tokens the KV cache already holds
	// from an earlier run (a conversation's previous turns): evaluation
	// starts after them. At least the last prompt token is evaluated.
	Cached int
	// Context is the number of positions the model holds (0: no limit);
	// generation stops before a token would need a position past it.
	Context int
	// IsEOG reports end-of-generation tokens (nil: none). The token that
	// ends generation is counted in Result.Tokens, not streamed.
	IsEOG     func(id int32) bool
	IgnoreEOS bool // generate through end-of-generation tokens
	Sampling  Sampling
	// Piece is a token's text for the stream (nil: no text).
	Piece func(id int32) string
	// Out receives the text as it is decoded (nil: nowhere). A UTF-8
	// sequence split over tokens is held until it is complete.
	Out io.Writer
	// OnToken, when set, sees every generated token as it is chosen.
	OnToken func(id int32)
}

// Result is what a run produced.
type Result struct {
	Tokens  []int32 // generated ids, the end-of-generation one included
	Text    string  // the streamed text
	Stop    Stop
	Seed    uint64        // the sampler's seed
	Prefill time.Duration // evaluating the prompt (to the first token's logits)
	Decode  time.Duration // the steps after it
	Steps   int           // decode steps run
}

// Run evaluates prompt and generates after it.
func Run(m Stepper, prompt []int32, o Options) (*Result, error) {
	if len(prompt) == 0 {
		return nil, errors.New("generate: empty prompt")
	}
	if o.MaxTokens < 0 {
		return nil, fmt.Errorf("generate: max tokens %d is negative", o.MaxTokens)
	}
	s, err := NewSampler(o.Sampling)
	if err != nil {
		return nil, err
	}
	res := &Result{Tokens: []int32{}, Seed: s.Seed(), Stop: StopMaxTokens}
	stream := &TextStream{W: o.Out}
	from := min(max(o.Cached, 0), len(prompt)-1)
	start := time.Now()
	logits, err := m.Step(prompt[from:], from)
	if err != nil {
		return nil, err
	}
	res.Prefill = time.Since(start)
	history := append([]int32(nil), prompt...)
	pos := len(prompt)
	start = time.Now()
	for len(res.Tokens) < o.MaxTokens {
		id := s.Sample(logits, history)
		res.Tokens = append(res.Tokens, id)
		history = append(history, id)
		if o.OnToken != nil {
			o.OnToken(id)
		}
		if !o.IgnoreEOS && o.IsEOG != nil && o.IsEOG(id) {
			res.Stop = StopEOG
			break
		}
		if o.Piece != nil {
			if err := stream.Write(o.Piece(id)); err != nil {
				return nil, err
			}
		}
		if len(res.Tokens) == o.MaxTokens {
			break
		}
		if o.Context > 0 && pos >= o.Context {
			res.Stop = StopContext
			break
		}
		if logits, err = m.Step([]int32{id}, pos); err != nil {
			return nil, err
		}
		pos++
		res.Steps++
	}
	res.Decode = time.Since(start)
	if err := stream.Flush(); err != nil {
		return nil, err
	}
	res.Text = stream.Text()
	return res, nil
}

// TextStream writes pieces of text as they come, holding back the bytes of
// a UTF-8 sequence that later pieces complete.
type TextStream struct {
	W       io.Writer // nil: only collect
	pending []byte
	all     []byte
}

// Write adds a piece.
func (s *TextStream) Write(piece string) error {
	s.pending = append(s.pending, piece...)
	n := completePrefix(s.pending)
	if n == 0 {
		return nil
	}
	err := s.emit(s.pending[:n])
	s.pending = append(s.pending[:0], s.pending[n:]...)
	return err
}

// Flush writes what is held back, complete or not.
func (s *TextStream) Flush() error {
	err := s.emit(s.pending)
	s.pending = s.pending[:0]
	return err
}

// Text is everything written so far.
func (s *TextStream) Text() string { return string(s.all) }

func (s *TextStream) emit(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	s.all = append(s.all, b...)
	if s.W == nil {
		return nil
	}
	_, err := s.W.Write(b)
	return err
}

// completePrefix is the length of b without a trailing UTF-8 sequence that
// is still incomplete (invalid bytes count as complete: they will not
// become valid).
func completePrefix(b []byte) int {
	for back := 1; back <= utf8.UTFMax-1 && back <= len(b); back++ {
		c := b[len(b)-back]
		if c < 0x80 {
			return len(b)
		}
		if c >= 0xC0 { // a lead byte: is its sequence complete?
			if utf8.FullRune(b[len(b)-back:]) {
				return len(b)
			}
			return len(b) - back
		}
	}
	return len(b)
}
