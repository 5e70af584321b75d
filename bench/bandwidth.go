package bench

import (
	"fmt"
	"os"
	"strings"
	"unsafe"
)

// ReadBandwidth measures the streaming read bandwidth: a SIMD sum over a
// buffer of n bytes (1 GiB in a full run: far beyond any cache), split
// into equal contiguous parts over each thread count, each part read as
// sumStreams streams side by side (SumF32). The buffer is freed
// before it returns.
func ReadBandwidth(n int, threadCounts []int, reps int) ([]Result, error) {
	buf, err := NewBuffer(n)
	if err != nil {
		return nil, err
	}
	defer buf.Free()
	b := buf.Bytes()
	x := unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
	for i := range x {
		x[i] = 1
	}
	var out []Result
	for _, th := range threadCounts {
		pool := NewPool(th)
		sums := make([]float32, th)
		t := measure(reps, 1, func() {
			pool.Run(func(part, parts int) {
				lo, hi := split(len(x), 1024, part, parts)
				sums[part] = SumF32(x[lo:hi])
			})
		})
		pool.Close()
		var total float32
		for _, s := range sums {
			total += s
		}
		if total <= 0 {
			return nil, fmt.Errorf("bench: read bandwidth: the sum is %v", total)
		}
		r := t.result(fmt.Sprintf("read bandwidth %d MiB (sum, %s)", n>>20, SumKernel()), th, reps)
		r.Bytes = int64(n)
		r.finish(nil)
		out = append(out, r)
	}
	return out, nil
}

// CPUName is the processor's model name (from /proc/cpuinfo where there is
// one).
func CPUName() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				return strings.TrimSpace(v)
			}
		}
	}
	return "unknown"
}
