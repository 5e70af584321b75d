package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/internal/version"
)

func newVersionCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print skaic's version, the Go toolchain that built it, and its source commit",
		Long: `Print skaic's release version (the same string skaic stamps into the MLIR
modules it writes as skainet.producer), the Go toolchain and platform the
binary was built for, and the git commit it was built from when the build
recorded one ('go build' in a git checkout does; 'go run' does not).

'skaic --version' prints the same.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), version.Current().String())
			return err
		},
	}
}
