package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/skainet/skaic/target"
)

// ireeRunFlags are --target and --device of commands that compile and run
// on IREE (run --engine iree, conform).
type ireeRunFlags struct {
	target, device string
}

func (r *ireeRunFlags) register(f *pflag.FlagSet) {
	f.StringVar(&r.target, "target", "", "compile target BACKEND[:ARCH] for IREE (llvm-cpu[:CPU], cuda[:sm_NN], rocm[:gfxNNN], vulkan-spirv[:ENV]; default: an export's own, else llvm-cpu:host)")
	f.StringVar(&r.device, "device", "", "IREE runtime device: local-task, local-sync, cuda, hip, vulkan, or DRIVER:N (default: the target's)")
}

// eagerOnly refuses --target and --device where nothing runs on IREE.
func (r *ireeRunFlags) eagerOnly(cmd *cobra.Command) error {
	for _, name := range []string{"target", "device"} {
		if cmd.Flags().Changed(name) {
			return fmt.Errorf("--%s is for --engine iree; the eager engine runs on this CPU", name)
		}
	}
	return nil
}

// parse returns the target (zero when not given) and checks the device
// can run its modules.
func (r *ireeRunFlags) parse() (target.Target, error) {
	var t target.Target
	if r.target != "" {
		var err error
		if t, err = target.Parse(r.target); err != nil {
			return t, fmt.Errorf("--target: %w", err)
		}
	}
	if r.device != "" {
		if err := t.CheckDevice(r.device); err != nil {
			return t, fmt.Errorf("--device: %w", err)
		}
	}
	return t, nil
}
