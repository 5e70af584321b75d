package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

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

// exportStoppedMidway starts skaic export -o PARENT/out and stops it
// (SIGSTOP) while its temporary directory exists (its marker is there):
// the export is under way. An export that ends before it is caught is
// started again. wait waits for the process to exit.
func exportStoppedMidway(t *testing.T, parent, tmpdir string, stderr *bytes.Buffer) (cmd *exec.Cmd, tmp string, wait func()) {
	t.Helper()
	for range 10 {
		stderr.Reset()
		cmd = skaicProcess(t, stderr, tmpdir, "export", "-o", filepath.Join(parent, "out"), "--seq", "256")
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
		wait = func() { <-exited }
		for {
			select {
			case <-exited:
			default:
				matches, _ := filepath.Glob(filepath.Join(parent, ".out.tmp-*", ".skaic-export"))
				if len(matches) == 0 {
					continue
				}
				cmd.Process.Signal(syscall.SIGSTOP)
				if _, err := os.Stat(matches[0]); err == nil {
					return cmd, filepath.Dir(matches[0]), wait
				}
				cmd.Process.Signal(syscall.SIGCONT)
				continue
			}
			break
		}
	}
	t.Fatalf("no export was caught under way in %s", parent)
	return nil, "", nil
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
			cmd, tmp, wait := exportStoppedMidway(t, parent, tmpdir, &stderr)
			cmd.Process.Signal(tc.sig)
			cmd.Process.Signal(syscall.SIGCONT)
			wait()
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
