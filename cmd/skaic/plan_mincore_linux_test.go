//go:build linux

package main

import (
	"os"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"
)

// mapForProbe maps f read-only for TestPlanReadsNoPayload's page-cache
// probe (mapping touches no page; only reading through it would).
func mapForProbe(t *testing.T, f *os.File, size int64) []byte {
	t.Helper()
	b, err := unix.Mmap(int(f.Fd()), 0, int(size), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { unix.Munmap(b) })
	return b
}

// residentPages counts the pages of b (page-aligned) that are in the page
// cache, with mincore(2).
func residentPages(t *testing.T, b []byte) int {
	t.Helper()
	page := os.Getpagesize()
	vec := make([]byte, (len(b)+page-1)/page)
	if len(b) == 0 {
		return 0
	}
	_, _, errno := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(unsafe.Pointer(&vec[0])))
	if errno != 0 {
		t.Fatalf("mincore: %v", errno)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n
}
