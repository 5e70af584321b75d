package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// openPTY opens a pseudo-terminal pair (master, slave).
func openPTY(t *testing.T) (*os.File, *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		toolstest.Missing(t, fmt.Errorf("no pseudo-terminals here: %w", err))
	}
	t.Cleanup(func() { master.Close() })
	if err := unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	slave, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { slave.Close() })
	return master, slave
}

// TestChatOnATerminal: on a terminal skaic chat prompts with "> ", answers
// a line, and ends at Ctrl-D.
func TestChatOnATerminal(t *testing.T) {
	master, slave := openPTY(t)
	// A line, then Ctrl-D at the start of the next: end of input.
	if _, err := master.Write([]byte("HI\n\x04")); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := skaicIn(t, slave, "chat", demoWithTokenizer(t, 2, false), "--chat-template", "chatml", "-n", "3")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(stdout, "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "> ") || len(lines[0]) != 5 || lines[1] != "> " || lines[2] != "" {
		t.Errorf("terminal output %q, want \"> \" and a 3-character answer, then \"> \" and a newline at Ctrl-D", stdout)
	}
}
