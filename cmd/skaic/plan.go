package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models"
	"github.com/skainet/skaic/models/demo"
)

const planLong = `Decide, for every tensor of a GGUF model, the physical form it takes when
loaded (its WeightForm) and where its bytes live (its AllocationSpec), and
print the plan with totals. plan reads only the file's header: not a byte of
tensor payload is read, so it answers in milliseconds for any model size.

Resolvers decide, consumers obey: a weight whose encoding has a matmul
kernel in the chosen capabilities stays packed (reordered once at load if
the kernel wants a feed order: a prepack), a weight without one is
dequantized once at load with its cost stated, and a strict profile refuses
instead. Weights that stay as stored are served read-only from the file's
pages; mapping needs all three of: the form asks for it, the platform can
map, and the bytes are the file's (a dequantized, requantized, prepacked or
transposed weight is a load-time copy, held off-heap, model scope).

Profiles (--profile):
  desktop      maps what it can; dequantizes to f32 where there is no kernel
  edge         like desktop, dequantizes to f16 (half the cost, rounded) and
               warns above 4 GiB of load-time copies
  mobile-2gb   strict: refuses to dequantize anything (exit 2; the message
               counts such tensors, their bytes, names the first few, and
               --verbose lists each with its encoding and the size it would
               grow to) and refuses more than 2 GiB of load-time copies

Kernel capabilities (--caps):
  engine       the eager engine's Linear kernels: F32, F16, BF16, Q4_0, Q4_1,
               Q5_0, Q5_1, Q8_0, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_NL,
               IQ4_XS, MXFP4, IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S,
               IQ1_M, TQ1_0, TQ2_0, file order
               (the engine's own table replaces this one once it registers)
  dense-only   dense f32, f16 and bf16 only (a target without packed kernels)
  all          every encoding, file order (e.g. a module that decodes in-graph)

Overrides, highest precedence first: --weight-form-for NAME=FORM for the
tensors NAME names (an exact name or a glob such as 'blk.*.ffn_down.weight';
repeatable, later ones win axis by axis), then --weight-form FORM for every
tensor, then the resolver for whatever axes they leave open. An override
that asks to dequantize is obeyed even under a strict profile, its cost
stated.

run, record, export, bench and chat take the same --profile, --weight-form
and --weight-form-for and load exactly what plan prints for them (with
--caps engine, the default): the same form, block order and memory per
tensor; export's module consumes those loaded forms.

` + resolve.FormGrammar + `

Without MODEL.gguf, skaic plans its built-in demo model (see skaic run).

--json holds every refused tensor under "refused".

Output: one row per tensor (with --explain, one line per tensor with the
reasons for its decision) and totals: bytes mapped from the file, on the heap
and off-heap, and what dequantization costs. --json prints the same as one
JSON object.

Exit codes: 0 planned; 1 usage error or a file that is not a valid GGUF;
2 refused by the profile's policy.`

func newPlanCmd(g *globals) *cobra.Command {
	var (
		capsName        string
		wf              weightFormFlags
		explain, asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "plan [MODEL.gguf]",
		Short: "Decide each weight's form (packed, dequantized, prepacked) and memory (mapped, heap) from the header alone",
		Long:  planLong,
		Example: `  skaic plan
  skaic plan model.gguf --explain
  skaic plan model.gguf --profile mobile-2gb --caps dense-only
  skaic plan model.gguf --weight-form dense
  skaic plan model.gguf --weight-form-for blk.0.attn_q.weight=dense --explain
  skaic plan model.gguf --weight-form heap --weight-form-for 'blk.*.ffn_down.weight=dense:f16' --json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			caps, err := resolve.CapabilitiesByName(capsName)
			if err != nil {
				return failed(fmt.Errorf("--caps: %w", err))
			}
			opts, err := wf.options(caps)
			if err != nil {
				return failed(err)
			}
			path, h, err := planHeader(args)
			if err == nil {
				err = h.CheckTypes() // a tensor of an unknown type code cannot be planned
			}
			if err != nil {
				return failed(err)
			}
			res, planErr := models.Plan(h, opts)
			var re *resolve.RefusedError
			if planErr != nil && !errors.As(planErr, &re) {
				return failed(fmt.Errorf("plan %s: %w", path, planErr))
			}
			out := cmd.OutOrStdout()
			if asJSON {
				err = writePlanJSON(out, path, h, res, re)
			} else {
				err = writePlanText(out, path, h, res, explain)
			}
			if err != nil {
				return err
			}
			if re != nil {
				return failed(fmt.Errorf("plan %s: %w", path, re))
			}
			return nil
		},
	}
	f := cmd.Flags()
	wf.register(f)
	wf.registerLegacy(f)
	f.StringVar(&capsName, "caps", "engine", "kernel capabilities to plan against: "+strings.Join(resolve.CapabilityNames(), ", "))
	f.BoolVar(&explain, "explain", false, "print one line per tensor with the reasons for its decision")
	f.BoolVar(&asJSON, "json", false, "print the plan as JSON on stdout")
	return cmd
}

// planHeader reads the header of args[0], or of the built-in demo model
// when there is none, and returns it with the name the plan gives it.
func planHeader(args []string) (string, *gguf.Header, error) {
	if len(args) == 0 {
		b, err := demo.Bytes()
		if err != nil {
			return "", nil, err
		}
		h, err := gguf.ParseBytes(b, demo.Name)
		return demo.Name + " (built-in demo)", h, err
	}
	if _, err := checkInput(args[0], "plan", formatGGUF); err != nil {
		return "", nil, err
	}
	h, err := gguf.ReadHeader(args[0])
	return args[0], h, err
}

func writePlanText(w io.Writer, path string, h *gguf.Header, res *resolve.Result, explain bool) error {
	pl := res.Platform
	mapping := "can map files"
	if !pl.CanMap {
		mapping = "cannot map files"
	}
	if _, err := fmt.Fprintf(w, "plan for %s: profile %s, caps %s, platform %s (%s, page %d B)\n%s\n\n",
		path, res.Profile.Name, res.Caps, pl.OS, mapping, pl.PageSize, engineSupportOf(h).Line()); err != nil {
		return err
	}
	var err error
	if explain {
		err = resolve.Explain(w, res.Decisions)
	} else {
		err = resolve.WriteTable(w, res.Decisions)
	}
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(w); err != nil {
		return err
	}
	return resolve.WriteTotals(w, res.Totals)
}

// planJSON is the --json document.
type planJSON struct {
	File       string             `json:"file"`
	DataOffset int64              `json:"data_offset"`
	Profile    planProfileJSON    `json:"profile"`
	Caps       string             `json:"caps"`
	Platform   planPlatformJSON   `json:"platform"`
	Tensors    []resolve.Decision `json:"tensors"`
	Totals     resolve.Totals     `json:"totals"`
	Refused    []planRefusedJSON  `json:"refused,omitempty"`
	Error      string             `json:"error,omitempty"`
	Engine     engineSupport      `json:"engine"`
}

type planProfileJSON struct {
	Name          string `json:"name"`
	Strict        bool   `json:"strict"`
	BudgetBytes   int64  `json:"budget_bytes"`
	MayMap        bool   `json:"may_map"`
	PrefersMapped bool   `json:"prefers_mapped"`
	CopyResidency string `json:"copy_residency"`
	DequantDType  string `json:"dequant_dtype"`
}

type planPlatformJSON struct {
	OS       string `json:"os"`
	CanMap   bool   `json:"can_map"`
	PageSize int64  `json:"page_size"`
}

type planRefusedJSON struct {
	Name         string `json:"name"`
	Stored       string `json:"stored"`
	StoredBytes  int64  `json:"stored_bytes"`
	WouldBe      string `json:"would_be"`
	WouldBeBytes int64  `json:"would_be_bytes"`
}

func writePlanJSON(w io.Writer, path string, h *gguf.Header, res *resolve.Result, re *resolve.RefusedError) error {
	p := res.Profile
	doc := planJSON{
		File: path, DataOffset: h.DataOffset, Caps: res.Caps,
		Profile: planProfileJSON{
			Name: p.Name, Strict: p.Strict, BudgetBytes: p.BudgetBytes, MayMap: p.MayMap,
			PrefersMapped: p.PrefersMapped, CopyResidency: p.CopyResidency.String(), DequantDType: p.DequantDType.String(),
		},
		Platform: planPlatformJSON{OS: res.Platform.OS, CanMap: res.Platform.CanMap, PageSize: res.Platform.PageSize},
		Tensors:  res.Decisions,
		Totals:   res.Totals,
		Engine:   engineSupportOf(h),
	}
	if doc.Tensors == nil {
		doc.Tensors = []resolve.Decision{}
	}
	if re != nil {
		doc.Error = re.Error()
		for _, t := range re.Tensors {
			doc.Refused = append(doc.Refused, planRefusedJSON{
				Name: t.Name, Stored: t.Format.String(), StoredBytes: t.StoredBytes,
				WouldBe: t.WouldBe.String(), WouldBeBytes: t.WouldBeBytes,
			})
		}
	}
	return writeJSON(w, doc)
}
