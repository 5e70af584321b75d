package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// outputAlias accepts --output as an older spelling of -o/--out, the name
// of the output on every command. It is not listed in the help.
func outputAlias(cmd *cobra.Command) {
	cmd.Flags().SetNormalizeFunc(func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
		if name == "output" {
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
