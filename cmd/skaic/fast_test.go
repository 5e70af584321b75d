package main

import (
	"strings"
	"testing"
)

// TestRunFast: skaic run --fast decodes the demo model, and its help
// states the measured error.
func TestRunFast(t *testing.T) {
	code, _, stderr := skaic(t, "run", "--fast", "--steps", "4")
	if code != exitOK {
		t.Fatalf("skaic run --fast: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "generated  4 tokens") {
		t.Errorf("statistics lack the generated tokens:\n%s", stderr)
	}
	_, help, _ := skaic(t, "run", "--help")
	for _, want := range []string{"--fast", "relative L2", "5.1e-3", "IQ4_XS", "exact"} {
		if !strings.Contains(help, want) {
			t.Errorf("run --help lacks %q", want)
		}
	}
}

// TestBenchFast: skaic bench --fast adds fast rows next to the exact ones.
func TestBenchFast(t *testing.T) {
	code, stdout, stderr := skaic(t, "bench", "--quick", "--fast", "--filter", "Q4_K|demo decode")
	if code != exitOK {
		t.Fatalf("skaic bench --quick --fast: exit %d: %s", code, stderr)
	}
	for _, want := range []string{"linear Q4_K 256x512 batch 1", "linear fast Q4_K 256x512 batch 1", "demo decode", "demo decode fast"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}
