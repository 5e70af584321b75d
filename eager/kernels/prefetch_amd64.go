//go:build amd64 && !purego

package kernels

import (
	"encoding/binary"
	"os"
)

// prefetchMode is this machine's prefetch policy (see prefetch.go).
var prefetchMode = prefetchModeOf(os.Getenv("SKAIC_PREFETCH"), cpuVendor)

// cpuVendor is this CPU's CPUID vendor string, read once.
var cpuVendor = cpuVendorString()

func cpuidVendor() (ebx, edx, ecx uint32)

// cpuVendorString is CPUID leaf 0's vendor ("GenuineIntel",
// "AuthenticAMD", ...).
func cpuVendorString() string {
	b, d, c := cpuidVendor()
	var s [12]byte
	binary.LittleEndian.PutUint32(s[0:], b)
	binary.LittleEndian.PutUint32(s[4:], d)
	binary.LittleEndian.PutUint32(s[8:], c)
	return string(s[:])
}
