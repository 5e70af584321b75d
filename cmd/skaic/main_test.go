package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/internal/version"
)

// skaic runs the command line in-process and returns its exit code and
// output.
func skaic(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestEveryCommandHasRealHelp(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" || c.Name() == "completion" {
			return
		}
		t.Run(c.CommandPath(), func(t *testing.T) {
			if len(c.Short) < 20 || len(c.Long) < 80 {
				t.Errorf("%s: help too thin: Short=%q, Long has %d characters", c.CommandPath(), c.Short, len(c.Long))
			}
			low := strings.ToLower(c.Long)
			for _, bad := range []string{"todo", "placeholder", "lorem", "a brief description"} {
				if strings.Contains(low, bad) {
					t.Errorf("%s: help contains %q", c.CommandPath(), bad)
				}
			}
			args := append(strings.Fields(c.CommandPath())[1:], "--help")
			code, stdout, stderr := skaic(t, args...)
			if code != 0 || !strings.Contains(stdout, strings.TrimSpace(c.Long)) {
				t.Errorf("skaic %s: exit %d, stdout lacks the long help; stderr=%q", strings.Join(args, " "), code, stderr)
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRootCmd(&globals{}))
}

func TestVersion(t *testing.T) {
	code, out, stderr := skaic(t, "version")
	if code != 0 || stderr != "" {
		t.Fatalf("skaic version: exit %d, stderr %q", code, stderr)
	}
	if !strings.HasPrefix(out, version.Producer()+"\n") {
		t.Errorf("skaic version: first line is not %q:\n%s", version.Producer(), out)
	}
	for _, want := range []string{"\ngo:     go1.", "\ncommit: "} {
		if !strings.Contains(out, want) {
			t.Errorf("skaic version: output lacks %q:\n%s", want, out)
		}
	}
	code2, out2, _ := skaic(t, "--version")
	if code2 != 0 || out2 != out {
		t.Errorf("skaic --version (exit %d) differs from skaic version:\n%s\nvs\n%s", code2, out2, out)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		wantErr string
		usage   string // the start of the usage printed
	}{
		{[]string{"bogus"}, `unknown command "bogus" for "skaic"`, "Usage:\n  skaic [command]"},
		{[]string{"version", "extra"}, `unknown command "extra" for "skaic version"`, "Usage:\n  skaic version [flags]"},
		{[]string{"doctor", "--nope"}, "unknown flag: --nope", "Usage:\n  skaic doctor [flags]"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, stdout, stderr := skaic(t, tc.args...)
			if code != exitFailure || stdout != "" {
				t.Errorf("exit %d, stdout %q; want exit %d and no stdout", code, stdout, exitFailure)
			}
			if !strings.HasPrefix(stderr, tc.usage) {
				t.Errorf("stderr does not start with the usage %q:\n%s", tc.usage, stderr)
			}
			if !strings.HasSuffix(stderr, "\nskaic: "+tc.wantErr+"\n") {
				t.Errorf("stderr does not end with the one-line error %q:\n%s", tc.wantErr, stderr)
			}
		})
	}
}

func TestReportExitCodes(t *testing.T) {
	base := errors.New("strict profile mobile-2gb refuses to dequantize blk.0.attn_q.weight (Q4_K)")
	for _, tc := range []struct {
		name string
		err  error
		want int
	}{
		{"nil", nil, exitOK},
		{"plain", base, exitFailure},
		{"failed", failed(base), exitFailure},
		{"refused", refused(base), exitRefused},
		{"refused wrapped", fmt.Errorf("export: %w", refused(base)), exitRefused},
		{"refused with details", withDetails(refused(base), "resolver trace"), exitRefused},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			got := report(&stderr, nil, &globals{started: true}, tc.err)
			if got != tc.want {
				t.Errorf("exit %d, want %d", got, tc.want)
			}
			if tc.err != nil && strings.Count(stderr.String(), "skaic: ") == 0 {
				t.Errorf("error not printed: %q", stderr.String())
			}
		})
	}
}

func TestReportOneLineAndVerbose(t *testing.T) {
	err := failed(withDetails(errors.New("step failed\nsecond line"), "tool said: boom\nand more"))
	var quiet, loud bytes.Buffer
	report(&quiet, nil, &globals{started: true}, err)
	report(&loud, nil, &globals{started: true, verbose: true}, err)
	if got := quiet.String(); got != "skaic: step failed …\nskaic: (run with --verbose for details)\n" {
		t.Errorf("quiet report = %q", got)
	}
	if got := loud.String(); got != "skaic: step failed …\n  tool said: boom\n  and more\n" {
		t.Errorf("verbose report = %q", got)
	}
}
