package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// The README is the user's map: it names every command (in its table) and
// stays a README (long tables live in docs/performance.md); `make help`
// names every Makefile target.
func TestREADMEListsEveryCommand(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	if n := strings.Count(readme, "\n"); n > 220 {
		t.Errorf("README.md has %d lines; keep it a README (tables go to docs/)", n)
	}
	for _, c := range newRootCmd(&globals{}).Commands() {
		if c.Hidden || c.Name() == "help" {
			continue
		}
		if !strings.Contains(readme, "| `skaic "+c.Name()) {
			t.Errorf("README.md's command table has no row for skaic %s", c.Name())
		}
	}
	for _, link := range []string{"docs/performance.md", "LICENSE"} {
		if !strings.Contains(readme, "("+link+")") {
			t.Errorf("README.md does not link %s", link)
		}
		if _, err := os.Stat("../../" + link); err != nil {
			t.Errorf("README.md links %s: %v", link, err)
		}
	}
}

func TestMakeHelpListsEveryTarget(t *testing.T) {
	b, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	phony := regexp.MustCompile(`(?m)^\.PHONY:(.*)$`).FindStringSubmatch(string(b))
	if phony == nil {
		t.Fatal("Makefile has no .PHONY line")
	}
	targets := regexp.MustCompile(`(?m)^([a-z][a-z-]*):`).FindAllStringSubmatch(string(b), -1)
	// The help recipe: the echo lines after "help:".
	_, help, ok := strings.Cut(string(b), "\nhelp:\n")
	if !ok {
		t.Fatal("Makefile has no help target")
	}
	if i := strings.Index(help, "\n\n"); i >= 0 {
		help = help[:i]
	}
	for _, m := range targets {
		if !strings.Contains(help, `@echo "make `+m[1]+" ") {
			t.Errorf("make help does not list %q:\n%s", m[1], help)
		}
		if !strings.Contains(" "+phony[1]+" ", " "+m[1]+" ") {
			t.Errorf("target %q is not .PHONY", m[1])
		}
	}
}
