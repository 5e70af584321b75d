package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skainet/skaic/export"
)

// TestSkaicProcess is not a test: run as a subprocess by skaicProcess
// (with SKAIC_PROCESS=1), it is skaic with the arguments after "--".
func TestSkaicProcess(t *testing.T) {
	if os.Getenv("SKAIC_PROCESS") != "1" {
		return
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Exit(run(args, os.Stdout, os.Stderr))
}

// skaicProcess starts skaic with args as a process of its own, its
// temporary files in tmp.
func skaicProcess(t *testing.T, stderr *bytes.Buffer, tmp string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^TestSkaicProcess$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), "SKAIC_PROCESS=1", "TMPDIR="+tmp)
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// stopMidExport waits until the export's temporary directory in parent is
// being written, and stops the process there (SIGSTOP): the export is
// under way, its temporary directory named in the result.
func stopMidExport(t *testing.T, cmd *exec.Cmd, parent string) string {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		matches, _ := filepath.Glob(filepath.Join(parent, ".out.tmp-*", "model.*"))
		if len(matches) > 0 {
			cmd.Process.Signal(syscall.SIGSTOP)
			tmp := filepath.Dir(matches[0])
			if _, err := os.Stat(filepath.Join(tmp, ".skaic-export")); err == nil {
				return tmp
			}
			cmd.Process.Signal(syscall.SIGCONT)
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	t.Fatalf("the export's temporary directory did not appear in %s", parent)
	return ""
}

// TestExportSignals: SIGINT and SIGTERM during an export remove its
// temporary directory and files and exit 130 and 143; after SIGKILL, which no
// process can handle, the next export of the destination removes what was
// left.
func TestExportSignals(t *testing.T) {
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}, {syscall.SIGKILL, -1}} {
		t.Run(tc.sig.String(), func(t *testing.T) {
			parent := t.TempDir()
			out := filepath.Join(parent, "out")
			var stderr bytes.Buffer
			tmpdir := t.TempDir()
			cmd := skaicProcess(t, &stderr, tmpdir, "export", "-o", out, "--seq", "256")
			tmp := stopMidExport(t, cmd, parent)
			cmd.Process.Signal(tc.sig)
			cmd.Process.Signal(syscall.SIGCONT)
			cmd.Wait()
			code := cmd.ProcessState.ExitCode()
			if code != tc.code {
				t.Fatalf("exit %d (%v), want %d; stderr:\n%s", code, cmd.ProcessState, tc.code, stderr.String())
			}
			left, _ := filepath.Glob(filepath.Join(parent, ".out.*"))
			if tc.sig == syscall.SIGKILL {
				if len(left) != 1 || left[0] != tmp {
					t.Fatalf("after SIGKILL: %v; want the temporary directory %s left", left, tmp)
				}
				if code, _, stderr := skaic(t, "export", "-o", out, "--seq", "2"); code != exitOK {
					t.Fatalf("the next export: exit %d: %s", code, stderr)
				}
				left, _ = filepath.Glob(filepath.Join(parent, ".out.*"))
			} else {
				msg := stderr.String()
				if !strings.Contains(msg, "export to "+out+" stopped") || strings.Contains(msg, ".tmp-") {
					t.Errorf("stderr %q: want it to name %s and no temporary path", msg, out)
				}
				if left := entries(t, tmpdir); len(left) > 0 {
					t.Errorf("temporary files left (the demo's GGUF?): %v", left)
				}
			}
			if len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
		})
	}
}

// TestExportConcurrentProcesses: skaic processes exporting to one
// destination at once all succeed and leave one whole export and nothing
// beside it (no DIR.old-*, no temporaries).
func TestExportConcurrentProcesses(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "out")
	var cmds []*exec.Cmd
	var errs []*bytes.Buffer
	for range 4 {
		var stderr bytes.Buffer
		cmds = append(cmds, skaicProcess(t, &stderr, t.TempDir(), "export", "-o", out, "--seq", "64"))
		errs = append(errs, &stderr)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("export %d: %v\n%s", i, err, errs[i])
		}
	}
	if left := entries(t, parent); len(left) != 1 || left[0] != "out" {
		t.Errorf("beside the export: %v", left)
	}
	if _, err := export.ReadManifest(out); err != nil {
		t.Error(err)
	}
}
