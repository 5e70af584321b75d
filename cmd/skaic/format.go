package main

import "fmt"

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
