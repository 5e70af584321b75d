package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/generate"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tokenizer"
)

const chatLong = `Chat with a GGUF model on the eager engine: each line read from stdin is
a user message; the conversation so far is rendered with the file's chat
template (tokenizer.chat_template, or --chat-template NAME: chatml, gemma,
llama3, phi3) and the answer is streamed to stdout until an end-of-turn
token or -n tokens. The KV cache is kept across turns: only what a turn
adds to the conversation is evaluated. End of input (Ctrl-D on a
terminal) ends the chat. On a terminal a "> " prompt is shown.

--system TEXT opens the conversation with a system message. The sampling
flags are those of skaic run (greedy by default).

Exit codes: 0 when the input ends; 1 usage error, a missing or invalid
model file, a file without a tokenizer, a chat template that cannot be
rendered, or a conversation longer than the model's context.`

func newChatCmd(g *globals) *cobra.Command {
	var (
		gen       genFlags
		maxTokens int
		fast      bool
		wf        weightFormFlags
	)
	cmd := &cobra.Command{
		Use:   "chat MODEL.gguf",
		Short: "Chat with a GGUF model: a conversation on stdin, answers streamed, the KV cache kept across turns",
		Long:  chatLong,
		Example: `  skaic chat model.gguf
  skaic chat model.gguf --system "Answer in one sentence." --temperature 0.7
  echo "What is the capital of France?" | skaic chat model.gguf`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if maxTokens < 1 {
				return failed(fmt.Errorf("-n/--max-tokens %d: must be 1 or more", maxTokens))
			}
			if err := gen.finish(); err != nil {
				return failed(err)
			}
			load, err := wf.loadOption()
			if err != nil {
				return failed(err)
			}
			opts := []llama.Option{load}
			if fast {
				opts = append(opts, llama.WithFastLinear())
			}
			m, err := llama.Open(args[0], opts...)
			if err != nil {
				return failed(err)
			}
			defer m.Close()
			text := textOf(m.File().Header)
			if text.tok == nil {
				return failed(fmt.Errorf("skaic chat needs the file's tokenizer: %w", text.err))
			}
			c := &chat{m: m, tok: text.tok, gen: gen, maxTokens: maxTokens, out: cmd.OutOrStdout()}
			if gen.system != "" {
				c.msgs = append(c.msgs, tokenizer.Message{Role: "system", Content: gen.system})
			}
			in := cmd.InOrStdin()
			tty := false
			if f, ok := in.(*os.File); ok {
				if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
					tty = true
				}
			}
			r := bufio.NewReader(in)
			for {
				if tty {
					fmt.Fprint(c.out, "> ")
				}
				line, err := r.ReadString('\n')
				if err != nil && !errors.Is(err, io.EOF) {
					return failed(err)
				}
				if msg := strings.TrimRight(line, "\r\n"); strings.TrimSpace(msg) != "" {
					if err := c.turn(msg); err != nil {
						return failed(err)
					}
				}
				if err != nil { // end of input
					if tty {
						fmt.Fprintln(c.out)
					}
					return nil
				}
			}
		},
	}
	f := cmd.Flags()
	f.IntVarP(&maxTokens, "max-tokens", "n", 512, "tokens to generate at most per answer")
	f.BoolVar(&fast, "fast", false, "8-bit activations for Q8_0/Q4_0/Q4_1/Q5_0/Q5_1/Q4_K/Q6_K/IQ4_NL/IQ4_XS/MXFP4 weights (see skaic run --help)")
	gen.registerChat(f)
	wf.register(f)
	gen.registerSampling(f)
	addThreadsFlag(cmd, "")
	return cmd
}

// chat is a conversation with the positions its KV cache holds.
type chat struct {
	m         *llama.Model
	tok       *tokenizer.Tokenizer
	gen       genFlags
	maxTokens int
	out       io.Writer
	msgs      []tokenizer.Message
	cached    []int32 // the tokens at positions 0.. of the KV cache
}

// turn answers one user message.
func (c *chat) turn(msg string) error {
	msgs := append(c.msgs, tokenizer.Message{Role: "user", Content: msg})
	rendered, err := c.tok.RenderChat(c.gen.template, msgs, true)
	if err != nil {
		return err
	}
	ids := c.tok.Encode(rendered, true, true)
	ctx := c.m.Config().Context
	budget := min(c.maxTokens, ctx-len(ids))
	if budget < 1 {
		return fmt.Errorf("the conversation (%d tokens) fills the model's context of %d positions", len(ids), ctx)
	}
	if err := c.m.Reserve(len(ids) + budget - 1); err != nil {
		return err
	}
	same := 0
	for same < len(c.cached) && same < len(ids) && c.cached[same] == ids[same] {
		same++
	}
	res, err := generate.Run(eagerStepper(c.m, nil), ids, generate.Options{
		Cached: same, MaxTokens: budget, Context: ctx, IsEOG: c.tok.IsEOG, IgnoreEOS: c.gen.ignoreEOS,
		Sampling: c.gen.sampling, Piece: func(id int32) string { return c.tok.Piece(id, false) }, Out: c.out,
	})
	if err != nil {
		return err
	}
	if !strings.HasSuffix(res.Text, "\n") {
		fmt.Fprintln(c.out)
	}
	// The cache holds the prompt and every generated token that was fed
	// back (all but the last).
	c.cached = append(ids, res.Tokens[:res.Steps]...)
	c.msgs = append(msgs, tokenizer.Message{Role: "assistant", Content: res.Text})
	return nil
}

// eagerStepper evaluates tokens on the eager model: a prompt from position
// 0 as one prefill (whose logits, all positions, go to onPrefill when it
// is set; otherwise only the last position's are computed), tokens after
// cached positions one decode step each.
func eagerStepper(m *llama.Model, onPrefill func(all []float32)) generate.StepFunc {
	row := make([]float32, m.Config().Vocab)
	return func(toks []int32, pos int) ([]float32, error) {
		if pos == 0 {
			prefill := m.PrefillLast
			if onPrefill != nil {
				prefill = m.Prefill
			}
			lg, err := prefill(toks)
			if err != nil {
				return nil, err
			}
			all, err := lg.Float32s()
			if err != nil {
				return nil, err
			}
			if onPrefill != nil {
				onPrefill(all)
			}
			copy(row, all[len(all)-len(row):])
			return row, nil
		}
		for i, t := range toks {
			lg, err := m.Decode(t, pos+i)
			if err != nil {
				return nil, err
			}
			if i == len(toks)-1 {
				return row, lg.View.DecodeF32(row)
			}
		}
		return row, nil
	}
}
