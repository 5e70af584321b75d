//go:build amd64 && !purego

package kernels

import (
	"os"

	"github.com/skainet/skaic/internal/cpuid"
)

// prefetchMode is this machine's prefetch policy (see prefetch.go).
var prefetchMode = prefetchModeOf(os.Getenv("SKAIC_PREFETCH"), cpuVendor)

// cpuVendor is this CPU's CPUID vendor string.
var cpuVendor = cpuid.Vendor()
