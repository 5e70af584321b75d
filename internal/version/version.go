// Package version names this build of skaic: the release version, which is
// also stamped into everything skaic writes (the MLIR module's
// skainet.producer attribute, reports), and the Go toolchain and source
// revision the binary was built from.
package version

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Name is the program name used in producer strings.
const Name = "skaic"

// Version is skaic's release version.
const Version = "0.1.0"

// Set with -ldflags "-X github.com/skainet/skaic/internal/version.commit=…"
// (the Makefile does) for builds that carry no VCS stamp, e.g. when GOFLAGS
// holds -buildvcs=false.
var (
	commit   string
	modified string // "true" when the tree was dirty
)

// Producer is the string that identifies skaic in its outputs, e.g.
// "skaic 0.1.0". It carries no revision so that outputs stay reproducible
// across rebuilds of the same release.
func Producer() string { return Name + " " + Version }

// Build describes the running binary.
type Build struct {
	Version   string // Version
	GoVersion string // toolchain that built the binary, e.g. "go1.26.8"
	Platform  string // GOOS/GOARCH
	Commit    string // vcs.revision, "" when the build carries none
	Modified  bool   // the working tree had uncommitted changes
	Time      string // vcs.time (commit time, RFC 3339), "" when unknown
}

// Current reads the build information of the running binary. `go build`
// inside a git checkout stamps the revision, and `make build` passes it by
// -ldflags as well; `go run` and `go test` do neither, and then Commit is
// empty.
func Current() Build {
	b := Build{
		Version:   Version,
		GoVersion: runtime.Version(),
		Platform:  runtime.GOOS + "/" + runtime.GOARCH,
		Commit:    commit,
		Modified:  modified == "true",
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return b
	}
	if info.GoVersion != "" {
		b.GoVersion = info.GoVersion
	}
	vcs := map[string]string{}
	for _, s := range info.Settings {
		vcs[s.Key] = s.Value
	}
	if rev := vcs["vcs.revision"]; rev != "" {
		b.Commit = rev
		b.Modified = vcs["vcs.modified"] == "true"
		b.Time = vcs["vcs.time"]
	}
	return b
}

// CommitString is the revision as people read it: the full hash, a
// "(modified)" mark for a dirty tree and the commit time, or "unknown".
func (b Build) CommitString() string {
	if b.Commit == "" {
		return "unknown (no VCS stamp; build with `make build` or `go build` in a git checkout)"
	}
	s := b.Commit
	if b.Modified {
		s += " (modified)"
	}
	if b.Time != "" {
		s += " " + b.Time
	}
	return s
}

// String is the multi-line report printed by `skaic version`.
func (b Build) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s %s\n", Name, b.Version)
	fmt.Fprintf(&sb, "go:     %s %s\n", b.GoVersion, b.Platform)
	fmt.Fprintf(&sb, "commit: %s\n", b.CommitString())
	return sb.String()
}
