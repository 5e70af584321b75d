//go:build !linux

package main

import (
	"os"
	"testing"
)

// The page-cache probe of TestPlanReadsNoPayload runs on Linux only; the
// test skips before it calls these elsewhere.

func mapForProbe(t *testing.T, _ *os.File, _ int64) []byte {
	t.Skip("page-cache probe needs Linux")
	return nil
}

func residentPages(t *testing.T, _ []byte) int {
	t.Skip("page-cache probe needs Linux")
	return 0
}
