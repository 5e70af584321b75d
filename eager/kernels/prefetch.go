package kernels

import "github.com/skainet/skaic/layout/quant"

// prefetchPolicy says when the SIMD Linear kernels prefetch the next row
// group (the kernels' pf argument) into L2 by software.
//
// Whether it pays depends on the core, and was measured (skaic bench,
// weights cold, 4096×4096 and 4096×14336, one and two threads):
//
//   - AMD Zen 4: it helps every kernel (the fast Q4_K decode of a 1 GB
//     model went from 15.8 to 18.4 tokens/s with it), so it is always on.
//   - Intel (a 2-vCPU Xeon with AVX-512, 2026-12-01): the hardware
//     streamers follow long rows well, and the extra prefetch stream
//     slows them down — exact F32 at 14336 columns read 10.9 GB/s with it
//     and 15.6 without, Q8_0 10.4 and 13.5, Q4_0 8.9 and 10.1 — while
//     short rows need it (Q4_0 at 4096 columns, 2304-byte rows: 9.2 GB/s
//     with it, 6.5 without). So on Intel the kernels prefetch rows shorter
//     than pfShortRow bytes (see there for the two exceptions).
//
// Other vendors get Zen 4's setting. SKAIC_PREFETCH=on or off overrides
// the choice (for measuring it); the arithmetic is the same either way.
// prefetchMode, the machine's policy, is set per platform
// (prefetch_amd64.go).
type prefetchPolicy uint8

// vendorIntel is CPUID's vendor string of Intel CPUs, which the tuning
// choices tell apart.
const vendorIntel = "GenuineIntel"

const (
	prefetchAlways prefetchPolicy = iota // AMD and others
	prefetchShort                        // Intel: short rows (and exact Q6_K)
	prefetchNever                        // SKAIC_PREFETCH=off
)

// pfShortRow is the row length (bytes) below which Intel cores are
// prefetched for, with two exceptions measured the same way: the exact
// Q6_K kernel always (9.1 GB/s with it, 8.2 without at 11760-byte rows),
// and the fast Q4_0 kernel below pfShortRowQ40Fast (8064-byte rows: 12.2
// GB/s with it, 10.2 without; fast Q4_K at the same rows: 9.8 with, 10.6
// without).
const (
	pfShortRow        = 6 << 10
	pfShortRowQ40Fast = 10 << 10
)

func prefetchModeOf(env, vendor string) prefetchPolicy {
	switch env {
	case "on":
		return prefetchAlways
	case "off":
		return prefetchNever
	}
	if vendor == vendorIntel {
		return prefetchShort
	}
	return prefetchAlways
}

// softPrefetch reports whether a kernel over rows of rowBytes bytes of
// type t prefetches the next group; fast is the fast (8-bit activation)
// kernels.
func softPrefetch(t quant.Type, rowBytes int, fast bool) bool {
	switch prefetchMode {
	case prefetchAlways:
		return true
	case prefetchNever:
		return false
	}
	switch {
	case t == quant.Q6_K && !fast:
		return true
	case t == quant.Q4_0 && fast:
		return rowBytes < pfShortRowQ40Fast
	}
	return rowBytes < pfShortRow
}

// PrefetchPolicy names the prefetch choice of this machine, for reports.
func PrefetchPolicy() string {
	if !simdAvailable {
		return "none"
	}
	switch prefetchMode {
	case prefetchAlways:
		return "always"
	case prefetchNever:
		return "off"
	}
	return "short-rows"
}
