package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models/llama"
)

// weightFormFlags are the resolver's flags, the same on every command that
// loads a model (run, record, export, bench, chat) and on plan, which
// prints what they decide: --profile, --weight-form (uniform) and
// --weight-form-for NAME=FORM (per tensor; precedence per-tensor >
// uniform > resolver).
type weightFormFlags struct {
	profile   string
	uniform   string
	perTensor []string
	// legacy spellings on plan (hidden): --form-all, --form
	formAll string
	forms   []string
}

// weightFormHelp is the flags' paragraph in command help.
const weightFormHelp = `Weight forms: --profile (desktop, edge, mobile-2gb) decides how each weight
is loaded, as skaic plan prints it; --weight-form FORM fixes the form of every
weight (dense, packed or prepacked, or any FORM of skaic plan --help) and
--weight-form-for NAME=FORM that of the tensors NAME names (an exact name or
a glob; repeatable). Precedence: --weight-form-for > --weight-form > the
resolver. A strict profile that refuses the plan exits 2 naming the tensors.`

func (w *weightFormFlags) register(f *pflag.FlagSet) {
	f.StringVar(&w.profile, "profile", resolve.Desktop.Name, "weight policy: desktop, edge or mobile-2gb (strict)")
	f.StringVar(&w.uniform, "weight-form", "", "form of every weight: dense, packed, prepacked or a FORM (see skaic plan --help)")
	// StringArray, not StringSlice: a FORM holds commas.
	f.StringArrayVar(&w.perTensor, "weight-form-for", nil, "form of the tensors NAME names, NAME=FORM (NAME may be a glob; repeatable)")
}

// registerLegacy adds plan's older spellings, hidden.
func (w *weightFormFlags) registerLegacy(f *pflag.FlagSet) {
	f.StringVar(&w.formAll, "form-all", "", "the same as --weight-form")
	f.StringArrayVar(&w.forms, "form", nil, "the same as --weight-form-for")
	_ = f.MarkHidden("form-all")
	_ = f.MarkHidden("form")
}

// options turns the flags into resolver options for caps (nil: the
// loader's engine).
func (w *weightFormFlags) options(caps resolve.KernelCapabilities) (resolve.Options, error) {
	var opts resolve.Options
	var err error
	if opts.Profile, err = resolve.ProfileByName(w.profile); err != nil {
		return opts, fmt.Errorf("--profile: %w", err)
	}
	opts.Caps = caps
	opts.Platform = resolve.HostPlatform()
	uniform, uniformFlag := w.uniform, "--weight-form"
	if w.formAll != "" {
		if uniform != "" {
			return opts, fmt.Errorf("--form-all and --weight-form: give one")
		}
		uniform, uniformFlag = w.formAll, "--form-all"
	}
	if uniform != "" {
		if opts.Uniform, err = resolve.ParseForm(uniform); err != nil {
			return opts, fmt.Errorf("%s: %w", uniformFlag, err)
		}
	}
	for _, s := range append(append([]string(nil), w.perTensor...), w.forms...) {
		name, form, ok := strings.Cut(s, "=")
		if !ok || strings.TrimSpace(name) == "" {
			return opts, fmt.Errorf("--weight-form-for %q: want NAME=FORM", s)
		}
		f, err := resolve.ParseForm(form)
		if err != nil {
			return opts, fmt.Errorf("--weight-form-for %s: %w", name, err)
		}
		opts.PerTensor = append(opts.PerTensor, resolve.Override{Pattern: strings.TrimSpace(name), Form: f})
	}
	return opts, nil
}

// changed reports whether any of the flags was given.
func (w *weightFormFlags) changed(cmd *cobra.Command) bool {
	for _, n := range []string{"profile", "weight-form", "weight-form-for", "form", "form-all"} {
		if f := cmd.Flags().Lookup(n); f != nil && f.Changed {
			return true
		}
	}
	return false
}

// loadOption is the llama option that loads the weights as the flags
// plan them.
func (w *weightFormFlags) loadOption() (llama.Option, error) {
	opts, err := w.options(nil)
	if err != nil {
		return nil, err
	}
	return llama.WithResolve(opts), nil
}
