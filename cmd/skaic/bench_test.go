package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skainet/skaic/bench"
)

// No timed assertions: the checks are that the command runs, measures
// what it says and prints it.

func TestBenchQuickTable(t *testing.T) {
	code, stdout, stderr := skaic(t, "bench", "--quick", "--filter", "Q4_K|Q8_0|gemm|demo")
	if code != exitOK {
		t.Fatalf("skaic bench --quick: exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"case", "median", "min", "max", "GB/s", "GFLOP/s", "×read-bw",
		"read bandwidth", "linear Q4_K 256x512 batch 1", "linear Q8_0 256x512 batch 8",
		"gemm f32 64^3", "demo prefill", "demo decode",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "linear F32") {
		t.Errorf("--filter did not drop linear F32:\n%s", stdout)
	}
}

func TestBenchQuickJSON(t *testing.T) {
	code, stdout, stderr := skaic(t, "bench", "--quick", "--json", "--threads", "2", "--filter", "Q6_K")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep bench.Report
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, stdout)
	}
	if rep.ReadBW[1] <= 0 || rep.ReadBW[2] <= 0 {
		t.Errorf("read bandwidth for 1 and 2 threads missing: %v", rep.ReadBW)
	}
	var linear int
	for _, r := range rep.Results {
		if r.Reps < 5 || r.Min > r.Median || r.Median > r.Max {
			t.Errorf("%s: reps %d, min %g median %g max %g", r.Name, r.Reps, r.Min, r.Median, r.Max)
		}
		if strings.HasPrefix(r.Name, "linear Q6_K") {
			linear++
			if r.GBps <= 0 || r.GFLOPs <= 0 || r.BWRatio <= 0 {
				t.Errorf("%s: rates missing: %+v", r.Name, r)
			}
		}
	}
	if linear != 4 { // batch 1 and 8, threads 1 and 2
		t.Errorf("%d linear Q6_K rows, want 4", linear)
	}
}

func TestBenchBadFlags(t *testing.T) {
	if code, _, _ := skaic(t, "bench", "--quick", "--filter", "("); code != exitFailure {
		t.Errorf("bad regexp: exit %d", code)
	}
	if code, _, _ := skaic(t, "bench", "--quick", "--threads", "-1"); code != exitFailure {
		t.Errorf("negative threads: exit %d", code)
	}
}
