//go:build amd64 && !purego

package kernels

import "testing"

// q8Variants runs f once per fast kernel set this machine has: AVX2, and
// AVX-512 VNNI where present.
func q8Variants(t *testing.T, f func(t *testing.T)) {
	saved := useQ8VNNI
	defer func() { useQ8VNNI = saved }()
	for _, vnni := range []bool{false, true} {
		if vnni && !saved {
			continue
		}
		useQ8VNNI = vnni
		t.Run(map[bool]string{false: "avx2", true: "avx512-vnni"}[vnni], f)
	}
}
