package resolve

import (
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/skainet/skaic/layout"
)

// Profile is the policy a plan is made under: how much memory load-time
// copies may take, whether weights may be served from file pages, and
// whether a weight without a kernel may be dequantized at all.
type Profile struct {
	Name string
	// Strict refuses, instead of dequantizing, a weight whose format has no
	// kernel: the plan fails with a *RefusedError listing every such weight.
	Strict bool
	// BudgetBytes bounds the resident bytes of load-time copies (heap plus
	// off-heap); mapped file pages are the page cache's and do not count.
	// 0 means no bound. A strict profile refuses a plan over budget; others
	// warn.
	BudgetBytes int64
	// MayMap lets weights be served from read-only file pages.
	MayMap bool
	// PrefersMapped makes the resolver ask for mapped residency wherever
	// the loaded bytes are the stored bytes.
	PrefersMapped bool
	// CopyResidency is where load-time copies (dequantized, requantized,
	// prepacked, transposed weights) go: ResidencyOffHeap or ResidencyHeap.
	CopyResidency Residency
	// DequantDType is the dense dtype a weight without a kernel is decoded
	// into (f32 decodes exactly; f16 halves the cost but rounds).
	DequantDType layout.DType
}

const gib = 1 << 30

// The profiles.
var (
	Desktop = Profile{
		Name: "desktop", MayMap: true, PrefersMapped: true,
		CopyResidency: ResidencyOffHeap, DequantDType: layout.F32,
	}
	Edge = Profile{
		Name: "edge", BudgetBytes: 4 * gib, MayMap: true, PrefersMapped: true,
		CopyResidency: ResidencyOffHeap, DequantDType: layout.F16,
	}
	Mobile2GB = Profile{
		Name: "mobile-2gb", Strict: true, BudgetBytes: 2 * gib, MayMap: true, PrefersMapped: true,
		CopyResidency: ResidencyOffHeap, DequantDType: layout.F32,
	}
)

// Profiles lists the named profiles.
func Profiles() []Profile { return []Profile{Desktop, Edge, Mobile2GB} }

// ProfileByName returns a named profile.
func ProfileByName(name string) (Profile, error) {
	var names []string
	for _, p := range Profiles() {
		if p.Name == name {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Profile{}, fmt.Errorf("resolve: unknown profile %q (have %s)", name, strings.Join(names, ", "))
}

// Platform is what the machine can do for allocations.
type Platform struct {
	OS string
	// CanMap says the platform can map file pages read-only and map
	// anonymous memory outside the Go heap (skaic's readers use mmap on
	// Unix systems).
	CanMap   bool
	PageSize int64
}

// HostPlatform describes the machine this process runs on.
func HostPlatform() Platform {
	canMap := false
	switch runtime.GOOS {
	case "linux", "android", "darwin", "ios", "freebsd", "netbsd", "openbsd", "dragonfly", "solaris", "illumos", "aix":
		canMap = true
	}
	return Platform{OS: runtime.GOOS, CanMap: canMap, PageSize: int64(os.Getpagesize())}
}
