package main

import (
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
