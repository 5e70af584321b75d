// Package bench measures skaic's eager engine against the machine it runs
// on: the streaming read bandwidth of memory, the packed Linear kernels
// with their weights cold in RAM, the F32 GEMM, and the demo model's
// prefill and decode speed. `skaic bench` prints its report; the Go
// benchmarks of this package (`go test -bench . ./bench/`) give the same
// figures to benchstat, next to gonum's Sgemm as the GEMM baseline.
//
// Every figure is the median of at least five repetitions, with min and
// max; bandwidth figures are weight bytes read per second, and each is set
// against the read bandwidth measured in the same run with the same number
// of threads — the physical limit of a matrix-vector product.
package bench

import (
	"fmt"
	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/models/llama"
	"io"
	"regexp"
	"runtime"
	"slices"
	"time"
)

// Config selects what Run measures.
type Config struct {
	// Threads is the multi-threaded figures' thread count (0: GOMAXPROCS).
	// Every case also runs on one thread.
	Threads int
	// Filter keeps the cases whose name matches (nil: all). The read
	// bandwidth is always measured: every ratio needs it.
	Filter *regexp.Regexp
	// Quick uses small sizes (seconds in all; for tests). Its figures say
	// nothing about the machine.
	Quick bool
	// Reps is the number of timed repetitions per case (at least 5).
	Reps int
	// Fast adds the fast Linear mode's figures (activations requantized to
	// 8 bits) next to the exact ones: Linear matvec and the demo model.
	Fast bool
	// Model loads the demo model of the tokens/s figures (e.g.
	// llama.WithResolve: its weights in the forms a plan decides).
	Model []llama.Option
	// Log receives a line per case as it starts (nil: quiet).
	Log io.Writer
}

// Result is one measured case.
type Result struct {
	Name    string  `json:"name"`
	Threads int     `json:"threads"`
	Reps    int     `json:"reps"`
	Median  float64 `json:"median_s"`
	Min     float64 `json:"min_s"`
	Max     float64 `json:"max_s"`
	// Bytes is what one operation reads (weight bytes for Linear; 0 where
	// a bandwidth means nothing).
	Bytes int64 `json:"bytes,omitempty"`
	// Flops is the floating-point operations of one operation (0: none
	// counted).
	Flops float64 `json:"flops,omitempty"`
	// Items is the tokens of one operation (model cases).
	Items int     `json:"tokens,omitempty"`
	GBps  float64 `json:"gb_per_s,omitempty"`
	// GFLOPs is Flops per second at the median, in 10⁹.
	GFLOPs float64 `json:"gflop_per_s,omitempty"`
	// TokPerS is Items per second at the median.
	TokPerS float64 `json:"tokens_per_s,omitempty"`
	// BWRatio is GBps over the read bandwidth with the same thread count.
	BWRatio float64 `json:"bw_ratio,omitempty"`
	// Kernel names the kernel a Linear case ran (LinearCase.Kernel).
	Kernel string `json:"kernel,omitempty"`
	Note   string `json:"note,omitempty"`
}

// Report is a whole run.
type Report struct {
	Date       string `json:"date"`
	CPU        string `json:"cpu"`
	GOMAXPROCS int    `json:"gomaxprocs"`
	Go         string `json:"go"`
	GEMMKernel string `json:"gemm_kernel"`
	SumKernel  string `json:"sum_kernel"`
	// Prefetch is the Linear kernels' software prefetch policy
	// (kernels.PrefetchPolicy).
	Prefetch string   `json:"prefetch"`
	Quick    bool     `json:"quick,omitempty"`
	Results  []Result `json:"results"`
	// ReadBW is the streaming read bandwidth by thread count, GB/s.
	ReadBW map[int]float64 `json:"read_bw_gb_per_s"`
}

// timing is the spread of one case's repetitions, per operation.
type timing struct{ median, min, max time.Duration }

// Median is the middle repetition.
func (t timing) Median() time.Duration { return t.median }

// Min is the fastest repetition.
func (t timing) Min() time.Duration { return t.min }

// Max is the slowest repetition.
func (t timing) Max() time.Duration { return t.max }

// measure runs one repetition warm-up, then reps timed repetitions of
// ops operations each, and returns the per-operation median, min and max.
func measure(reps, ops int, rep func()) timing {
	rep() // warm-up: caches, workers, first-use allocations
	ds := make([]time.Duration, reps)
	for i := range ds {
		t0 := time.Now()
		rep()
		ds[i] = time.Since(t0) / time.Duration(ops)
	}
	slices.Sort(ds)
	return timing{median: ds[len(ds)/2], min: ds[0], max: ds[len(ds)-1]}
}

// opsFor is how many operations one repetition runs so that it lasts at
// least target, given one operation's duration (a warm-up call).
func opsFor(one, target time.Duration) int {
	if one <= 0 {
		return 1000
	}
	return int(max(1, min(1000, (target+one-1)/one)))
}

func (t timing) result(name string, threads, reps int) Result {
	return Result{Name: name, Threads: threads, Reps: reps,
		Median: t.median.Seconds(), Min: t.min.Seconds(), Max: t.max.Seconds()}
}

// finish fills in the derived rates.
func (r *Result) finish(readBW map[int]float64) {
	if r.Median <= 0 {
		return
	}
	if r.Bytes > 0 {
		r.GBps = float64(r.Bytes) / r.Median / 1e9
		if bw := readBW[r.Threads]; bw > 0 {
			r.BWRatio = r.GBps / bw
		}
	}
	if r.Flops > 0 {
		r.GFLOPs = r.Flops / r.Median / 1e9
	}
	if r.Items > 0 {
		r.TokPerS = float64(r.Items) / r.Median
	}
}

// Run measures everything cfg selects.
func Run(cfg Config) (*Report, error) {
	if cfg.Threads <= 0 {
		cfg.Threads = runtime.GOMAXPROCS(0)
	}
	cfg.Reps = max(cfg.Reps, 5)
	rep := &Report{
		Date: time.Now().UTC().Format("2006-01-02 15:04 MST"), CPU: CPUName(), GOMAXPROCS: runtime.GOMAXPROCS(0),
		Go: runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH, GEMMKernel: gemmKernelName(),
		SumKernel: SumKernel(), Prefetch: kernels.PrefetchPolicy(), Quick: cfg.Quick, ReadBW: map[int]float64{},
	}
	threadCounts := []int{1}
	if cfg.Threads > 1 {
		threadCounts = append(threadCounts, cfg.Threads)
	}
	keep := func(name string) bool { return cfg.Filter == nil || cfg.Filter.MatchString(name) }
	logf := func(format string, args ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, format+"\n", args...)
		}
	}

	// Read bandwidth first, on its own: nothing else is in memory yet.
	bwBytes := 1 << 30
	if cfg.Quick {
		bwBytes = 16 << 20
	}
	logf("bench: read bandwidth (%d MiB)", bwBytes>>20)
	bw, err := ReadBandwidth(bwBytes, threadCounts, cfg.Reps)
	if err != nil {
		return nil, err
	}
	for _, r := range bw {
		rep.ReadBW[r.Threads] = r.GBps
		rep.Results = append(rep.Results, r)
	}

	cases := LinearCases(cfg.Quick)
	if cfg.Fast {
		cases = append(cases, FastLinearCases(cfg.Quick)...)
	}
	for _, lc := range cases {
		if !slices.ContainsFunc(lc.Names(threadCounts), keep) {
			continue
		}
		logf("bench: %s", lc.Label())
		rs, err := lc.Run(threadCounts, cfg.Reps, keep)
		if err != nil {
			return nil, err
		}
		rep.Results = append(rep.Results, rs...)
	}
	for _, n := range GEMMSizes(cfg.Quick) {
		for _, th := range threadCounts {
			name := GEMMName(n, th)
			if !keep(name) {
				continue
			}
			logf("bench: %s", name)
			rep.Results = append(rep.Results, RunGEMM(n, th, cfg.Reps))
		}
	}
	demoNames := []string{"demo prefill", "demo decode"}
	if cfg.Fast {
		demoNames = append(demoNames, "demo prefill fast", "demo decode fast")
	}
	for _, name := range demoNames {
		if keep(name) {
			logf("bench: demo model")
			rs, err := RunDemo(cfg.Quick, cfg.Reps, cfg.Fast, cfg.Model...)
			if err != nil {
				return nil, err
			}
			for _, r := range rs {
				if keep(r.Name) {
					rep.Results = append(rep.Results, r)
				}
			}
			break
		}
	}
	for i := range rep.Results {
		rep.Results[i].finish(rep.ReadBW)
	}
	return rep, nil
}
