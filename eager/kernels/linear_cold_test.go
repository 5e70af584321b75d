package kernels

import (
	"fmt"
	"math"
	"sort"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// Cold-weight Linear benchmarks: the weights rotate over enough distinct
// copies that every call reads them from RAM (working set ≥ coldBytes, far
// beyond the last-level cache), as a decode step does. SetBytes is the
// weight bytes, so MB/s is weight bandwidth; compare it with
// BenchmarkReadBandwidth of the same run (a streaming SIMD sum over 1 GiB).
//
//	go test ./eager/kernels -run '^$' -bench 'ReadBandwidth|LinearCold' -benchtime 20x -count 5
//
// Sub-benchmarks TYPE_ROWSxCOLS[_batchN]_tN: N threads split the output
// rows (goroutines started once per benchmark, as the engine's pool does).
// Each reports GB/s of weights and x_read_bw, its ratio to the streaming
// read bandwidth measured on as many threads in the same process (median
// of three passes over 1 GiB, measured once before the first case).

const coldBytes = 320 << 20

// coldTypes are the types with SIMD matvec kernels.
var coldTypes = []quant.Type{quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1,
	quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4}

// coldCopies returns n copies of a rows×cols weight of type t, n·size ≥
// coldBytes (at least 2).
func coldCopies(t quant.Type, rows, cols int) [][]byte {
	w := benchWeights(t, rows, cols)
	n := max(2, (coldBytes+len(w)-1)/len(w))
	out := make([][]byte, n)
	out[0] = w
	for i := 1; i < n; i++ {
		out[i] = append([]byte(nil), w...)
	}
	return out
}

// splitter runs f(part) for part < n on n goroutines (the caller is part
// 0) and waits; the goroutines live until stop.
type splitter struct {
	n    int
	f    func(part int)
	wake []chan struct{}
	wg   sync.WaitGroup
}

func newSplitter(n int) *splitter {
	s := &splitter{n: n}
	for p := 1; p < n; p++ {
		c := make(chan struct{}, 1)
		s.wake = append(s.wake, c)
		go func() {
			for range c {
				s.f(p)
				s.wg.Done()
			}
		}()
	}
	return s
}

func (s *splitter) run(f func(part int)) {
	s.f = f
	s.wg.Add(s.n - 1)
	for _, c := range s.wake {
		c <- struct{}{}
	}
	f(0)
	s.wg.Wait()
}

func (s *splitter) stop() {
	for _, c := range s.wake {
		close(c)
	}
}

var (
	bwOnce sync.Once
	bwGBs  [3]float64 // by threads
)

// readBandwidth is the streaming read bandwidth (GB/s) on 1 or 2 threads,
// measured once per process: the median of three passes over 1 GiB.
func readBandwidth(threads int) float64 {
	bwOnce.Do(func() {
		buf := make([]float32, (1<<30)/4)
		for i := range buf {
			buf[i] = 1
		}
		var sums [8]float32
		for t := 1; t <= 2; t++ {
			s := newSplitter(t)
			var passes []float64
			for range 3 {
				start := time.Now()
				s.run(func(p int) {
					n := len(buf) / t
					sums[p] = streamSum(buf[p*n : (p+1)*n])
				})
				passes = append(passes, float64(4*len(buf))/float64(time.Since(start).Nanoseconds()))
			}
			s.stop()
			sort.Float64s(passes)
			bwGBs[t] = passes[1]
		}
	})
	return bwGBs[threads]
}

// BenchmarkReadBandwidth: the streaming read bandwidth of this machine, a
// SIMD sum over a 1 GiB buffer, on 1 and 2 threads (each its half).
func BenchmarkReadBandwidth(b *testing.B) {
	buf := make([]float32, (1<<30)/4)
	for i := range buf {
		buf[i] = 1
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("t%d", threads), func(b *testing.B) {
			s := newSplitter(threads)
			defer s.stop()
			var sums [8]float32
			b.SetBytes(int64(4 * len(buf)))
			for range b.N {
				s.run(func(p int) {
					n := len(buf) / threads
					sums[p] = streamSum(buf[p*n : (p+1)*n])
				})
			}
		})
	}
}

// streamSum reads every element of v (len a multiple of 64).
func streamSum(v []float32) float32 {
	if useSIMD {
		return sumF32Any(unsafe.SliceData(v), len(v))
	}
	var s [8]float32
	for i := 0; i+8 <= len(v); i += 8 {
		for j := range s {
			s[j] += v[i+j]
		}
	}
	return s[0] + s[1] + s[2] + s[3] + s[4] + s[5] + s[6] + s[7]
}

func BenchmarkLinearCold(b *testing.B) {
	readBandwidth(1)
	type shape struct{ rows, cols, batch int }
	shapes := []shape{{4096, 4096, 1}, {4096, 14336, 1}, {4096, 4096, 8}}
	for _, t := range coldTypes {
		for _, sh := range shapes {
			ws := coldCopies(t, sh.rows, sh.cols)
			x := randNormal(newRand(7), sh.batch*sh.cols, 1)
			for _, threads := range []int{1, 2} {
				name := fmt.Sprintf("%s_%dx%d", t, sh.rows, sh.cols)
				if sh.batch > 1 {
					name += fmt.Sprintf("_batch%d", sh.batch)
				}
				name += fmt.Sprintf("_t%d", threads)
				b.Run(name, func(b *testing.B) {
					s := newSplitter(threads)
					defer s.stop()
					y := make([]float32, sh.batch*sh.rows)
					var errs [8]error
					b.SetBytes(int64(len(ws[0])))
					i := 0
					for range b.N {
						w := ws[i%len(ws)]
						i++
						s.run(func(p int) {
							o0, o1 := p*sh.rows/threads, (p+1)*sh.rows/threads
							errs[p] = LinearRange(t, w, sh.rows, sh.cols, x, sh.batch, y, nil, o0, o1)
						})
						if errs[0] != nil || errs[1] != nil {
							b.Fatal(errs[0], errs[1])
						}
					}
					gbs := float64(len(ws[0])) * float64(b.N) / float64(b.Elapsed().Nanoseconds())
					b.ReportMetric(gbs, "GB/s")
					b.ReportMetric(gbs/readBandwidth(threads), "x_read_bw")
				})
			}
			ws = nil
		}
	}
}

// BenchmarkLinearHot: matvec on a weight that stays in L2 (256×1024): the
// kernels' compute throughput, without memory in the way. MB/s is weight
// bytes; ns/chunk is per 32 elements of a row; best-GB/s is the fastest
// call's weight bandwidth (what a busy machine disturbs least).
func BenchmarkLinearHot(b *testing.B) {
	const rows, cols = 256, 1024
	for _, t := range coldTypes {
		variants := []string{"portable"}
		if simdAvailable {
			variants = append(variants, "avx2")
		}
		if useAVX512 {
			variants = append(variants, "avx512")
		}
		w := benchWeights(t, rows, cols)
		x := randNormal(newRand(7), cols, 1)
		y := make([]float32, rows)
		for _, v := range variants {
			b.Run(fmt.Sprintf("%s_%s", t, v), func(b *testing.B) {
				savedSIMD, saved512 := useSIMD, useAVX512
				defer func() { useSIMD, useAVX512 = savedSIMD, saved512 }()
				useSIMD, useAVX512 = v != "portable", v == "avx512"
				b.SetBytes(int64(len(w)))
				best := time.Duration(math.MaxInt64)
				for range b.N {
					t0 := time.Now()
					if err := Linear(t, w, rows, cols, x, 1, y, nil); err != nil {
						b.Fatal(err)
					}
					best = min(best, time.Since(t0))
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(rows*cols/32), "ns/chunk")
				b.ReportMetric(float64(len(w))/best.Seconds()/1e9, "best-GB/s")
			})
		}
	}
}
