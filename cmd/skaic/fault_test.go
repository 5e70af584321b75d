//go:build linux

package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/bench"
	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// TestRunModelTruncatedUnderIt runs the real binary on a copy of a GGUF
// and truncates the file while it decodes: the mapped pages fault
// (SIGBUS), and skaic must exit 1 with one line naming the file — not die
// with "fatal error: fault" and exit 2, which means a policy refusal.
func TestRunModelTruncatedUnderIt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "skaic")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	// 22 MB of Q8_0/Q4_K weights: a millisecond or more per decode step, so
	// 4000 steps take seconds and the truncation lands mid-decode.
	model := bench.SynthLlama{Dim: 512, Layers: 8, Heads: 8, KVHeads: 8, FFN: 1536, Vocab: 2048, Context: 4096,
		Attn: quant.Q8_0, FFNType: quant.Q4_K, Embed: quant.Q8_0, Output: quant.Q8_0, Name: "shrinking"}
	path := filepath.Join(dir, "model.gguf")
	if err := model.Write(path); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "run", path, "--steps", "4000")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	if err := os.Truncate(path, 4096); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitFailure {
		t.Fatalf("skaic run: %v, want exit %d\nstdout: %s\nstderr: %s", err, exitFailure, stdout.String(), stderr.String())
	}
	msg := stderr.String()
	checkOneLineFailure(t, "run on a truncated file", 1, msg)
	for _, want := range []string{path, "truncated", "now 4096 bytes"} {
		if !strings.Contains(msg, want) {
			t.Errorf("stderr %q lacks %q", msg, want)
		}
	}
}

var faultSink byte

// TestExecuteCatchesPanics: on the command's goroutine, a fault reading a
// mapped file is an error naming the file (exit 1) and any other panic an
// internal error (exit 3, the stack as --verbose details), never a crash.
func TestExecuteCatchesPanics(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.bin")
	if err := os.WriteFile(path, make([]byte, 3*os.Getpagesize()), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := layout.MapFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	win, err := st.ReadOnly(0, st.Len())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		run  func()
		code int
		want string
	}{
		{"fault", func() { faultSink = robytes.Unwrap(win)[2*os.Getpagesize()] }, exitFailure, path},
		{"panic", func() { panic("boom") }, exitInternal, "internal error (please report it): boom"},
	} {
		g := &globals{}
		root := &cobra.Command{Use: "x", SilenceErrors: true, SilenceUsage: true, RunE: func(*cobra.Command, []string) error {
			g.started = true
			c.run()
			return nil
		}}
		root.SetArgs(nil)
		_, err := execute(root)
		var stderr bytes.Buffer
		code := report(&stderr, nil, g, err)
		if code != c.code || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and %q", c.name, code, stderr.String(), c.code, c.want)
		}
		if c.name == "panic" {
			var d detailedError
			if !errors.As(err, &d) || !strings.Contains(d.Details(), "goroutine") {
				t.Errorf("panic: no stack in the details of %v", err)
			}
		}
	}
}
