package version

import (
	"regexp"
	"strings"
	"testing"
)

func TestProducer(t *testing.T) {
	if got, want := Producer(), "skaic 0.1.0"; got != want {
		t.Fatalf("Producer() = %q, want %q", got, want)
	}
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(Version) {
		t.Fatalf("Version %q is not MAJOR.MINOR.PATCH", Version)
	}
}

func TestBuildString(t *testing.T) {
	b := Build{Version: "0.1.0", GoVersion: "go1.26.0", Platform: "linux/amd64",
		Commit: "0123456789abcdef", Modified: true, Time: "2025-01-02T03:04:05Z"}
	want := "skaic 0.1.0\n" +
		"go:     go1.26.0 linux/amd64\n" +
		"commit: 0123456789abcdef (modified) 2025-01-02T03:04:05Z\n"
	if got := b.String(); got != want {
		t.Fatalf("String() =\n%s\nwant\n%s", got, want)
	}
	b.Commit = ""
	if got := b.CommitString(); !strings.HasPrefix(got, "unknown") {
		t.Fatalf("CommitString() without a stamp = %q, want it to start with \"unknown\"", got)
	}
}

func TestCurrent(t *testing.T) {
	b := Current()
	if b.Version != Version || !strings.HasPrefix(b.GoVersion, "go") || !strings.Contains(b.Platform, "/") {
		t.Fatalf("Current() = %+v", b)
	}
}
