package main

import (
	"fmt"
	"strconv"
)

// count is "1 token", "2 tokens": n with its noun, plural unless n is 1.
// plural is the plural form when it is not noun+"s".
func count(n int, noun string, plural ...string) string {
	if n == 1 {
		return "1 " + noun
	}
	p := noun + "s"
	if len(plural) > 0 {
		p = plural[0]
	}
	return fmt.Sprintf("%d %s", n, p)
}

// shortFloat32 prints a float32 value (a model's epsilon, a tolerance) in
// the fewest digits that read back as the same float32: 1e-05, not
// 9.999999747378752e-06.
func shortFloat32(f float64) string {
	return strconv.FormatFloat(float64(float32(f)), 'g', -1, 32)
}
