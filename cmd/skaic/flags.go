package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// outputAlias accepts older spellings of -o/--out, the name of the output
// on every command: --output, and the names given in also (e.g. "npy").
// They are not listed in the help.
func outputAlias(cmd *cobra.Command, also ...string) {
	cmd.Flags().SetNormalizeFunc(func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
		if name == "output" || slices.Contains(also, name) {
			name = "out"
		}
		return pflag.NormalizedName(name)
	})
}

// checkEmptyValues refuses a string flag given explicitly with an empty
// value (--tokens "", -o ""): it is never meant as the default, which is
// what leaving the flag out gives.
func checkEmptyValues(cmd *cobra.Command) error {
	var err error
	cmd.Flags().Visit(func(f *pflag.Flag) {
		if err == nil && f.Value.Type() == "string" && strings.TrimSpace(f.Value.String()) == "" {
			err = fmt.Errorf("--%s is empty: give a value, or leave the flag out for its default", f.Name)
		}
	})
	return err
}
