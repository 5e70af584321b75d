//go:build unix

package ireehost

import (
	"os"
	"runtime"
	"syscall"
)

// peakRSS is a finished process's peak resident set size in bytes (0 when
// unknown).
func peakRSS(ps *os.ProcessState) int64 {
	if ps == nil {
		return 0
	}
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return ru.Maxrss // bytes there
	}
	return ru.Maxrss * 1024 // KiB on Linux and the BSDs
}
