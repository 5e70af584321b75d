package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/internal/version"
)

func newVersionCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print skaic's version, the Go toolchain that built it, and its source commit",
		Long: `Print skaic's release version (the same string skaic stamps into the MLIR
modules it writes as skainet.producer), the Go toolchain and platform the
binary was built for, and the git commit it was built from when the build
recorded one ('go build' in a git checkout does; 'go run' does not).

'skaic --version' prints the same; --json prints it as one JSON object.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			b := version.Current()
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), versionReport{
					Name: version.Name, Version: b.Version, Producer: version.Producer(), Go: b.GoVersion,
					Platform: b.Platform, Commit: b.Commit, Modified: b.Modified, CommitTime: b.Time,
				})
			}
			_, err := fmt.Fprint(cmd.OutOrStdout(), b.String())
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the version as JSON")
	return cmd
}

// versionReport is what skaic version --json prints.
type versionReport struct {
	Name       string `json:"name"`
	Version    string `json:"version"`
	Producer   string `json:"producer"` // as stamped into skaic's outputs
	Go         string `json:"go"`
	Platform   string `json:"platform"`
	Commit     string `json:"commit"` // "" when the build carries none
	Modified   bool   `json:"modified"`
	CommitTime string `json:"commit_time,omitempty"`
}
