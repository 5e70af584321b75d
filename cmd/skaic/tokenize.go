package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/tokenizer"
)

const tokenizeLong = `Tokenize text with the tokenizer a GGUF file describes, as llama.cpp
tokenizes it: SentencePiece for tokenizer.ggml.model = "llama" (scores,
"▁" for spaces, byte fallback <0xXX>), byte-level BPE with the file's
merges for "gpt2", split first by the pre-tokenizer tokenizer.ggml.pre names.
Only the file's header is read, never its tensors.

--text T is the text. BOS and EOS are added as the file's
tokenizer.ggml.add_bos_token and add_eos_token say (--no-special adds
neither). Control tokens written in the text, such as <|im_start|>, are
matched as those tokens (--parse-special=false tokenizes them as text);
user-defined tokens always are. --ids 1,2,3 decodes ids to text instead
(control tokens shown as their text). The output lists each id with its
piece; --json prints one object.

Exit codes: 0 success; 1 usage error, a missing or invalid model file, a
tokenizer type skaic does not implement, or an id outside the vocabulary.`

func newTokenizeCmd(g *globals) *cobra.Command {
	var (
		text, ids                    string
		asJSON, noSpecial, parseSpcl bool
	)
	cmd := &cobra.Command{
		Use:   "tokenize MODEL.gguf (--text T | --ids 1,2,3)",
		Short: "Tokenize text (or decode ids) with a GGUF file's tokenizer",
		Long:  tokenizeLong,
		Example: `  skaic tokenize model.gguf --text "Hello, world!"
  skaic tokenize model.gguf --text "<|im_start|>user" --json
  skaic tokenize model.gguf --ids 9259,1902`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			h, err := gguf.ReadHeader(args[0])
			if err != nil {
				return failed(err)
			}
			tok, err := tokenizer.FromGGUF(h)
			if err != nil {
				return failed(err)
			}
			var rep tokenizeReport
			rep.Model, rep.Tokenizer, rep.Pre = args[0], tok.Kind().String(), tok.Pre()
			if cmd.Flags().Changed("ids") {
				list, err := parseTokenList(ids)
				if err != nil {
					return failed(err)
				}
				s, err := tok.Decode(list, true)
				if err != nil {
					return failed(fmt.Errorf("%s: %w", args[0], err))
				}
				rep.IDs, rep.Text = list, s
			} else {
				rep.Text = text
				rep.IDs = tok.Encode(text, !noSpecial, parseSpcl)
				if rep.IDs == nil {
					rep.IDs = []int32{}
				}
			}
			for _, id := range rep.IDs {
				rep.Pieces = append(rep.Pieces, tok.Token(id))
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			rep.print(cmd.OutOrStdout())
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&text, "text", "", "the text to tokenize")
	f.StringVar(&ids, "ids", "", "token ids to decode, comma-separated")
	f.BoolVar(&asJSON, "json", false, "print the result as JSON")
	f.BoolVar(&noSpecial, "no-special", false, "add neither BOS nor EOS")
	f.BoolVar(&parseSpcl, "parse-special", true, "match control tokens written in the text")
	cmd.MarkFlagsOneRequired("text", "ids")
	cmd.MarkFlagsMutuallyExclusive("text", "ids")
	return cmd
}

// tokenizeReport is what skaic tokenize prints.
type tokenizeReport struct {
	Model     string   `json:"model"`
	Tokenizer string   `json:"tokenizer"`
	Pre       string   `json:"pre_tokenizer,omitempty"`
	Text      string   `json:"text"`
	IDs       []int32  `json:"ids"`
	Pieces    []string `json:"pieces"`
}

func (r *tokenizeReport) print(w io.Writer) {
	fmt.Fprintf(w, "tokenizer  %s", r.Tokenizer)
	if r.Pre != "" {
		fmt.Fprintf(w, ", pre-tokenizer %s", r.Pre)
	}
	fmt.Fprintf(w, "\ntext       %s\n", strconv.Quote(r.Text))
	fmt.Fprintf(w, "ids        %d tokens: %s\n", len(r.IDs), idList(r.IDs))
	for i, id := range r.IDs {
		fmt.Fprintf(w, "  %7d  %s\n", id, strconv.Quote(r.Pieces[i]))
	}
}
