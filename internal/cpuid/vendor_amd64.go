//go:build amd64 && !purego

package cpuid

import "encoding/binary"

func cpuidVendor() (ebx, edx, ecx uint32)

// vendorString is CPUID leaf 0's twelve vendor bytes.
func vendorString() string {
	b, d, c := cpuidVendor()
	var s [12]byte
	binary.LittleEndian.PutUint32(s[0:], b)
	binary.LittleEndian.PutUint32(s[4:], d)
	binary.LittleEndian.PutUint32(s[8:], c)
	return string(s[:])
}
