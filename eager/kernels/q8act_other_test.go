//go:build !amd64 || purego

package kernels

import "testing"

// q8Variants runs f: there are no SIMD fast kernels in this build.
func q8Variants(t *testing.T, f func(t *testing.T)) { f(t) }

// vendorVariants: no vendor-dependent kernel choices in this build.
func vendorVariants(t *testing.T, f func(t *testing.T)) { f(t) }
