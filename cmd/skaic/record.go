package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/tape"
)

const recordLong = `Record the prefill forward pass of a GGUF model (a family the engine
implements) on the eager engine into a tape: every op executed, with its
attributes, its operands and the shape, format and layout of its result. Weights enter the tape by their
GGUF names with their encoding and block order, and are referenced, not
copied: the tape names the model file (its name, size and SHA-256) as the
source of their bytes. The prompt enters as the inputs "tokens" and
"positions" (both [n_tokens] i32); the logits [n_tokens, n_vocab] are the
output. Replaying the tape on the eager engine gives bitwise the recorded
logits; 'skaic inspect OUT.tape.pb' shows it.

Without MODEL.gguf, the built-in demo model is recorded (its source is the
demo GGUF's bytes, named skaic-demo.gguf).

-o/--out names the tape file, written atomically. --json prints the
summary as one JSON object; --threads N computes on N threads.

Exit codes: 0 success; 1 usage error, a missing or invalid model file, a
token id outside the vocabulary, or an unwritable output.`

func newRecordCmd(g *globals) *cobra.Command {
	var (
		tokens, out string
		asJSON      bool
		wf          weightFormFlags
	)
	cmd := &cobra.Command{
		Use:   "record [MODEL.gguf] -o OUT.tape.pb",
		Short: "Record a model's prefill forward pass into a tape (the compile lane's input)",
		Long:  recordLong,
		Example: `  skaic record -o demo.tape.pb
  skaic record model.gguf --tokens 1,15043,3186 -o prefill.tape.pb`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			load, err := wf.loadOption()
			if err != nil {
				return failed(err)
			}
			m, name, err := openModel(args, "record", load)
			if err != nil {
				return failed(err)
			}
			defer m.Close()
			prompt, err := promptTokens(m, tokens)
			if err != nil {
				return failed(err)
			}
			src, err := modelSource(m, args)
			if err != nil {
				return failed(err)
			}
			if err := m.Reserve(len(prompt)); err != nil {
				return failed(err)
			}
			rec := eager.NewTapeRecorder(version.Producer(), src)
			if _, err := m.Record(prompt, rec); err != nil {
				return failed(err)
			}
			if err := rec.Tape.WriteFile(out); err != nil {
				return failed(err)
			}
			rep := summarizeRecord(name, prompt, rec.Tape, out)
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			rep.print(cmd.OutOrStdout())
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&tokens, "tokens", "", "prompt token ids, comma-separated (default: BOS, else 1)")
	f.StringVarP(&out, "out", "o", "", "the tape file to write")
	wf.register(f)
	cmd.MarkFlagRequired("out")
	f.BoolVar(&asJSON, "json", false, "print the summary as JSON")
	addThreadsFlag(cmd, "")
	outputAlias(cmd)
	return cmd
}

// recordReport is what skaic record prints.
type recordReport struct {
	Model     string         `json:"model"`
	Prompt    []int32        `json:"prompt"`
	Ops       int            `json:"ops"`
	Weights   int            `json:"weights"`
	Encodings map[string]int `json:"encodings"` // weights per format
	Inputs    int            `json:"inputs"`
	Adapters  int            `json:"adapters"`
	Tape      string         `json:"tape"` // the file written
}

func summarizeRecord(name string, prompt []int32, t *tape.Tape, out string) *recordReport {
	rep := &recordReport{
		Model: name, Prompt: prompt, Ops: len(t.Entries), Weights: len(t.ValuesOf(tape.Weight)),
		Encodings: map[string]int{}, Inputs: len(t.ValuesOf(tape.Input)), Tape: out,
	}
	for _, id := range t.ValuesOf(tape.Weight) {
		rep.Encodings[t.Value(id).Meta.Format.String()]++
	}
	for _, e := range t.Entries {
		rep.Adapters += len(e.Adapters)
	}
	return rep
}

func (r *recordReport) print(w io.Writer) {
	var encs []string
	for k, n := range r.Encodings {
		encs = append(encs, fmt.Sprintf("%d %s", n, k))
	}
	sort.Strings(encs)
	fmt.Fprintf(w, "recorded   prefill of %s (%s) on %s\n", plural(len(r.Prompt), "token"), idList(r.Prompt), r.Model)
	fmt.Fprintf(w, "tape       %s, %s (%s), %s, %s\n", plural(r.Ops, "op"), plural(r.Weights, "weight"),
		strings.Join(encs, ", "), plural(r.Inputs, "input"), plural(r.Adapters, "adapter"))
	fmt.Fprintf(w, "wrote      %s\n", r.Tape)
}

// inspectTape prints a tape (skaic inspect's tape inspector): its sources,
// inputs, weights by GGUF name with format and layout (encoding, block
// order), and one line per op; --json prints tape's JSON form.
func inspectTape(w io.Writer, path string, asJSON bool, extract string) error {
	if extract != "" {
		return failed(fmt.Errorf("%s: a skaic tape references weights, it holds no tensor bytes to --extract", path))
	}
	t, err := tape.ReadFile(path)
	if err != nil {
		return failed(fmt.Errorf("inspecting a skaic tape: %w", err))
	}
	if asJSON {
		return t.WriteJSON(w)
	}
	return t.Format(w)
}
