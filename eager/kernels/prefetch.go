package kernels

import (
	"github.com/skainet/skaic/internal/cpuid"
	"github.com/skainet/skaic/layout/quant"
)

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
const vendorIntel = cpuid.Intel

const (
	prefetchAlways prefetchPolicy = iota // AMD and others
	prefetchShort                        // Intel: short rows (and exact Q6_K)
	prefetchNever                        // SKAIC_PREFETCH=off
)

// pfShortRow is the row length (bytes) below which Intel cores are
// prefetched for, with two exceptions measured the same way: the exact
// Q6_K kernel always (9.1 GB/s with it, 8.2 without at 11760-byte rows),
// and the fast kernels of the types in pfFastLong below pfShortRowFast.
// Fast Q4_0 at 8064-byte rows: 12.2 GB/s with it, 10.2 without; the fast
// kernels at 4096×14336 by thread CPU time, cold, GB/s without/with in
// interleaved runs (BenchmarkMatvecResidencyThreadCPU), AVX-512 VNNI:
// Q4_1 (8960-byte rows) 10.9/12.4, 10.8/12.0, 9.3/10.5, 9.6/10.2,
// 9.6/9.7; Q5_1 (10752) 10.6/11.2, 10.4/11.4, 8.8/10.0, 9.4/10.5,
// 8.8/9.7; IQ4_NL (8064) 9.2/10.0, 9.4/11.3, 9.0/9.7; MXFP4 (7616)
// 9.5/10.3, 9.4/10.2, 9.7/10.1, 9.4/10.3, 8.9/10.1; Q5_0 (9856) 10.0/10.1,
// 10.0/10.0, 9.6/9.9, 9.8/10.1, 9.6/10.4, 9.5/9.7. The AVX2 kernels
// (GODEBUG=cpu.avx512f=off) agree: Q4_1 9.1/9.6, 9.7/10.0; Q5_1 8.4/9.4,
// 8.6/9.5; IQ4_NL 7.6/8.8, 8.7/9.4; MXFP4 8.7/10.6, 8.8/9.6; Q5_0
// 8.6/9.4, 8.8/8.9. The others lose or tie with it there: fast Q4_K at
// 8064 bytes 10.6 without, 9.8 with; Q8_0 (15232) 10.7/9.4, 11.5/8.5;
// IQ4_XS (7616) 9.3/8.9, 9.1/8.9, 8.8/7.4; Q3_K (6160) 8.0/9.0, 8.5/7.8,
// 9.0/8.2, 8.5/8.9, 8.3/7.4.
const (
	pfShortRow     = 6 << 10
	pfShortRowFast = 12 << 10
)

// pfFastLong reports whether the fast kernel of t prefetches rows up to
// pfShortRowFast on Intel.
func pfFastLong(t quant.Type) bool {
	switch t {
	case quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.IQ4_NL, quant.MXFP4:
		return true
	}
	return false
}

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
	case fast && pfFastLong(t):
		return rowBytes < pfShortRowFast
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
