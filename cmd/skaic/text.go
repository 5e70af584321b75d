package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/generate"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tokenizer"
)

// genFlags are the text and sampling flags of skaic run.
type genFlags struct {
	prompt    string
	chat      bool
	system    string
	template  string
	ignoreEOS bool
	sampling  generate.Sampling
	seed      int64
}

const genLong = `-p/--prompt TEXT gives the prompt as text, tokenized with the file's
tokenizer as llama.cpp tokenizes it (BOS first when the file's
tokenizer.ggml.add_bos_token says so; control tokens written in the text,
such as <|im_start|>, are those tokens). Without -p or --tokens the prompt
is the BOS token, when the file adds one.

--chat makes -p the user's message of a conversation, rendered with the
file's chat template (tokenizer.chat_template, Jinja) with the assistant's
turn opened; --system TEXT adds a system message before it. --chat-template
NAME uses a built-in template instead (chatml, gemma, llama3, phi3): for a
file without a template, or with one skaic cannot render (the error names
the construct).

Generation stops at the file's end-of-generation tokens (its EOS and EOT
tokens and the end-of-turn tokens of the chat formats, such as <|im_end|>,
<end_of_turn> or <|eot_id|>) unless --ignore-eos, after -n/--max-tokens
tokens (--steps is the same flag), or at the end of the context. The text
goes to stdout as it is decoded (a UTF-8 character split over tokens is
written when complete), the statistics to stderr; --json prints one
report object instead.

Decoding is greedy (--temperature 0, the default). A temperature above 0
samples, in llama.cpp's order: --repeat-penalty over the last 64 tokens,
--top-k, --top-p, --min-p, the temperature, then a draw seeded by --seed
(the same seed gives the same text; without --seed a random one, shown in
the statistics).`

// flagSet is the part of pflag.FlagSet the flags below use.
type flagSet interface {
	StringVarP(*string, string, string, string, string)
	BoolVar(*bool, string, bool, string)
	Float64Var(*float64, string, float64, string)
	IntVar(*int, string, int, string)
	Int64Var(*int64, string, int64, string)
}

func (g *genFlags) register(f flagSet) {
	f.StringVarP(&g.prompt, "prompt", "p", "", "the prompt as text (tokenized with the file's tokenizer)")
	f.BoolVar(&g.chat, "chat", false, "render -p as a user message with the file's chat template")
	g.registerChat(f)
	g.registerSampling(f)
}

// registerChat adds --system and --chat-template.
func (g *genFlags) registerChat(f flagSet) {
	f.StringVarP(&g.system, "system", "", "", "a system message before the user's")
	f.StringVarP(&g.template, "chat-template", "", "", "a built-in chat template instead of the file's: "+strings.Join(tokenizer.ChatTemplates(), ", "))
}

// registerSampling adds --ignore-eos and the sampling flags.
func (g *genFlags) registerSampling(f flagSet) {
	d := generate.DefaultSampling()
	f.BoolVar(&g.ignoreEOS, "ignore-eos", false, "generate through end-of-generation tokens")
	f.Float64Var(&g.sampling.Temperature, "temperature", 0, "sampling temperature (0: greedy)")
	f.IntVar(&g.sampling.TopK, "top-k", d.TopK, "sample among the k most likely tokens (0: all)")
	f.Float64Var(&g.sampling.TopP, "top-p", d.TopP, "sample among the most likely tokens whose probabilities sum to p (1: all)")
	f.Float64Var(&g.sampling.MinP, "min-p", d.MinP, "drop tokens less likely than min-p × the most likely (0: none)")
	f.Float64Var(&g.sampling.RepeatPenalty, "repeat-penalty", d.RepeatPenalty, "penalize the last 64 tokens (1: off)")
	f.Int64Var(&g.seed, "seed", -1, "seed of the sampler (-1: random)")
	g.sampling.RepeatLastN = d.RepeatLastN
}

// finish completes the sampling settings from the parsed flags.
func (g *genFlags) finish() error {
	if g.seed >= 0 {
		g.sampling.Seed = uint64(g.seed)
	} else {
		g.sampling.RandomSeed = true
	}
	if err := g.sampling.Validate(); err != nil {
		return fmt.Errorf("sampling: %w", err)
	}
	return nil
}

// textIO is what generation needs of a model's vocabulary: the tokenizer
// when the file describes one, else the token texts for display.
type textIO struct {
	tok   *tokenizer.Tokenizer // nil: ids only
	vocab *llama.Vocab         // display fallback (nil: no text)
	err   error                // why tok is nil
}

func textOf(h *gguf.Header) textIO {
	tok, err := tokenizer.FromGGUF(h)
	return textIO{tok: tok, vocab: llama.VocabOf(h), err: err}
}

// prompt is the prompt's ids: --tokens, else -p tokenized (rendered as a
// chat first with --chat), else BOS.
func (x textIO) prompt(cmd *cobra.Command, ids string, g genFlags, m *llama.Model) ([]int32, error) {
	text := g.prompt
	hasText := cmd.Flags().Changed("prompt")
	if chat := g.chat || g.system != "" || g.template != ""; chat {
		if !hasText {
			return nil, errors.New("--chat needs the user's message: give -p TEXT")
		}
		if x.tok == nil {
			return nil, fmt.Errorf("--chat needs the file's tokenizer: %w", x.err)
		}
		var msgs []tokenizer.Message
		if g.system != "" {
			msgs = append(msgs, tokenizer.Message{Role: "system", Content: g.system})
		}
		msgs = append(msgs, tokenizer.Message{Role: "user", Content: text})
		var err error
		if text, err = x.tok.RenderChat(g.template, msgs, true); err != nil {
			return nil, err
		}
	}
	if hasText && strings.TrimSpace(ids) != "" {
		return nil, errors.New("-p/--prompt and --tokens both give the prompt: use one")
	}
	if !hasText {
		if x.tok != nil && strings.TrimSpace(ids) == "" {
			if !x.tok.AddBOS() {
				return nil, errors.New("no prompt: the file's tokenizer adds no BOS token (tokenizer.ggml.add_bos_token), so there is no default prompt; give -p TEXT or --tokens IDS")
			}
			return []int32{x.tok.BOS()}, nil
		}
		return promptTokens(m, ids)
	}
	if x.tok == nil {
		return nil, fmt.Errorf("-p/--prompt needs the file's tokenizer: %w", x.err)
	}
	p := x.tok.Encode(text, true, true)
	if len(p) == 0 {
		return nil, errors.New("-p/--prompt: the text gives no tokens (and the file adds no BOS); give a non-empty prompt")
	}
	return p, nil
}

// piece is a generated token's text for the stream (nil: no text).
func (x textIO) piece() func(int32) string {
	switch {
	case x.tok != nil:
		return func(id int32) string { return x.tok.Piece(id, false) }
	case x.vocab != nil:
		return func(id int32) string { return x.vocab.Text([]int32{id}) }
	}
	return nil
}

// options are generation's settings from the flags, for any engine's
// step function: at most maxTokens tokens within context positions, the
// text streamed to out (nil: not streamed).
func (x textIO) options(g genFlags, maxTokens, context int, out io.Writer) generate.Options {
	return generate.Options{
		MaxTokens: maxTokens, Context: context, IsEOG: x.isEOG(), IgnoreEOS: g.ignoreEOS,
		Sampling: g.sampling, Piece: x.piece(), Out: out,
	}
}

// isEOG reports end-of-generation tokens (nil without a tokenizer).
func (x textIO) isEOG() func(int32) bool {
	if x.tok == nil {
		return nil
	}
	return x.tok.IsEOG
}

// text is ids as text for the report (special tokens as their text).
func (x textIO) text(ids []int32) *string {
	var s string
	switch {
	case x.tok != nil:
		var err error
		if s, err = x.tok.Decode(ids, true); err != nil {
			return nil
		}
	case x.vocab != nil:
		s = x.vocab.Text(ids)
	default:
		return nil
	}
	return &s
}
