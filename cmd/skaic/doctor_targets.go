package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/target"
)

// targetReport says whether the installed iree-compile has a target's
// backend (skaic export --target can be compiled) and whether the runtime
// has a device for it here (the module can run on this machine).
type targetReport struct {
	Target   string `json:"target"`
	Backend  string `json:"backend"`
	Compiler bool   `json:"compiler"`
	Device   string `json:"device"`
	// Devices are the runtime's devices of the target's driver
	// (iree-run-module --list_devices); empty when none can be opened.
	Devices []string `json:"devices"`
	Note    string   `json:"note,omitempty"`
}

// probeTargets asks iree-compile which backends it has and iree-run-module
// which devices it can open, for every backend of --target.
func probeTargets(ctx context.Context) []targetReport {
	var backends string
	if c, err := tools.Find("iree-compile"); err == nil {
		backends, _ = runTool(ctx, c, "--iree-hal-list-target-backends")
	}
	have := map[string]bool{}
	for _, l := range strings.Split(backends, "\n") {
		have[strings.TrimSpace(l)] = true
	}
	runner, runErr := tools.Find("iree-run-module")
	var out []targetReport
	for _, b := range target.Backends() {
		t := target.Target{Backend: b}.Normalize()
		r := targetReport{Target: t.String(), Backend: string(b), Compiler: have[t.CompilerBackend()], Device: t.Device(), Devices: []string{}}
		switch {
		case runErr != nil:
			r.Note = "no iree-run-module to ask for devices"
		default:
			driver := t.Device()
			listed, _ := runTool(ctx, runner, "--list_devices="+driver)
			for _, l := range strings.Split(listed, "\n") {
				if l = strings.TrimSpace(l); strings.HasPrefix(l, driver+"://") {
					r.Devices = append(r.Devices, l)
				}
			}
			if len(r.Devices) == 0 {
				r.Note = "no " + driver + " device here: compile only"
			}
		}
		out = append(out, r)
	}
	return out
}

func writeTargetsText(w io.Writer, ts []targetReport) error {
	if len(ts) == 0 {
		return nil
	}
	fmt.Fprintln(w, "\ntargets (skaic export --target):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, t := range ts {
		comp := "compiles"
		if !t.Compiler {
			comp = "not in iree-compile"
		}
		dev := strings.Join(t.Devices, ", ")
		if dev == "" {
			dev = "-"
		}
		line := fmt.Sprintf("  %s\t%s\truns on: %s", t.Target, comp, dev)
		if t.Note != "" {
			line += "\t" + t.Note
		}
		fmt.Fprintln(tw, line)
	}
	return tw.Flush()
}
