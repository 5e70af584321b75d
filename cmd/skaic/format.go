package main

import "fmt"

// plural is "1 token", "2 tokens": n with its noun, in the plural unless n
// is 1. many is the plural form when it is not noun+"s".
func plural(n int, noun string, many ...string) string {
	if n == 1 {
		return "1 " + noun
	}
	p := noun + "s"
	if len(many) > 0 {
		p = many[0]
	}
	return fmt.Sprintf("%d %s", n, p)
}
