package export_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/target"
)

// The planar row groups follow the target CPU's vectors: at most 64 rows
// (eight 8-lane accumulators of AVX2's 16 registers) for a CPU with AVX2
// and no AVX-512, 128 (eight of AVX-512's 16 lanes) otherwise, recorded
// with the measurement behind them in skainet.tensor_layouts. Against
// several rows of x (the prefill) a vector step covers at most 32 of a
// group's rows with AVX2 (two rows of x: eight accumulators), a whole
// group with AVX-512.
func TestPlanarRowGroupsFollowVectorWidth(t *testing.T) {
	rows := regexp.MustCompile(`"planar_rows" = (\d+) : i64, "reason" = "([^"]*)"`)
	prefill := regexp.MustCompile(`distribution = \[2, 1, [0, ]*\], vector_common_parallel = \[2, 1, (\d+), (\d+)?`)
	for _, tc := range []struct {
		cpu        string
		most       string
		why        string
		prefillMax int
	}{
		{"znver3", "64", "AVX2's 16 registers", 32},
		{"haswell", "64", "AVX2's 16 registers", 32},
		{"znver4", "128", "Zen 4", 128},
		{"sapphirerapids", "128", "Zen 4", 128},
	} {
		tg, err := target.Parse("llvm-cpu:" + tc.cpu)
		if err != nil {
			t.Fatal(err)
		}
		res, err := export.Run(export.Options{Out: filepath.Join(t.TempDir(), tc.cpu), Seq: 4, Reference: export.ReferenceOff, Target: tg})
		if err != nil {
			t.Fatal(err)
		}
		text, err := os.ReadFile(filepath.Join(res.Dir, res.Manifest.Module))
		if err != nil {
			t.Fatal(err)
		}
		groups := map[string]int{}
		for _, m := range rows.FindAllStringSubmatch(string(text), -1) {
			groups[m[1]]++
			if !strings.Contains(m[2], "groups of "+m[1]+" ("+"a decode product") || !strings.Contains(m[2], tc.why) {
				t.Errorf("%s: groups of %s, reason %q", tc.cpu, m[1], m[2])
			}
		}
		if groups[tc.most] == 0 || len(groups) == 0 {
			t.Errorf("%s: planar row groups %v, want some of %s", tc.cpu, groups, tc.most)
		}
		widest := 0
		for _, m := range prefill.FindAllStringSubmatch(string(text), -1) {
			n, _ := strconv.Atoi(m[1])
			if m[2] != "" {
				k, _ := strconv.Atoi(m[2])
				n *= k
			}
			widest = max(widest, n)
		}
		if widest != tc.prefillMax {
			t.Errorf("%s: the prefill contractions step over at most %d rows of a group, want %d", tc.cpu, widest, tc.prefillMax)
		}
		for g := range groups {
			if len(g) > len(tc.most) || (len(g) == len(tc.most) && g > tc.most) {
				t.Errorf("%s: groups of %s rows, at most %s wanted", tc.cpu, g, tc.most)
			}
		}
	}
}
