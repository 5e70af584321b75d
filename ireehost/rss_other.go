//go:build !unix

package ireehost

import "os"

func peakRSS(ps *os.ProcessState) int64 { return 0 }
