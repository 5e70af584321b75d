// Package cpuid names the maker of the CPU skaic runs on, which tuning
// choices tell apart (the eager kernels' prefetching, the tiles of the
// modules compiled for the host).
package cpuid

// The CPUID vendor strings the tuning choices name.
const (
	Intel = "GenuineIntel"
	AMD   = "AuthenticAMD"
)

// Vendor is this CPU's CPUID vendor string ("GenuineIntel",
// "AuthenticAMD", ...), or "" off x86, read once.
func Vendor() string { return vendor }

var vendor = vendorString()
