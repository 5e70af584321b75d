package eager

import (
	"runtime"
	"sync"
)

// The Linear worker pool: a Linear big enough to pay for it has its output
// rows split over several cores. Rows are independent and every kernel
// computes a row the same way whatever range it is given, so the result is
// bitwise the single-threaded one.
//
// The pool is one per process: its workers are goroutines started on first
// use (one fewer than the most threads ever asked for, at most
// maxLinearThreads−1) that then live as long as the process, parked on a
// channel between jobs, so engines need no Close and there is no per-call
// goroutine or allocation. One job runs at a time; a Linear that finds the
// pool busy (another engine on another goroutine) runs on its caller alone.

// maxLinearThreads bounds the threads of one Linear.
const maxLinearThreads = 64

// parallelMinWork is the size (rows·cols·batch multiply-adds) from which a
// Linear is split: below it, waking the workers costs more than it saves.
const parallelMinWork = 1 << 19

// splitAlign: parts start at multiples of this many rows (the SIMD kernels
// compute eight rows at a time).
const splitAlign = 8

// WithThreads makes Linear use up to n threads (the calling goroutine and
// n−1 pool workers). n ≤ 0 means runtime.GOMAXPROCS(0), the default; 1
// runs every op on the caller alone.
func WithThreads(n int) Option {
	return func(e *Engine) { setLinearKernels(e.reg, min(n, maxLinearThreads)) }
}

// linearRange computes output rows [o0, o1) of a Linear (the kernels'
// *Range functions).
type linearRange func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error

type linearPool struct {
	mu      sync.Mutex // held by the running job
	started int        // workers started: worker i (1 ≤ i ≤ started) waits on wake[i]
	wake    [maxLinearThreads]chan struct{}
	done    sync.WaitGroup
	job     linearJob
}

// linearJob is the job being run (its slices are cleared after the run, so
// the pool keeps no tensor alive).
type linearJob struct {
	run               linearRange
	w                 []byte
	rows, cols, batch int
	x, y, scratch     []float32
	parts             int
	errs              [maxLinearThreads]error
}

var pool linearPool

// parallelLinear runs run over all rows, split over up to threads parts.
func parallelLinear(threads int, run linearRange, w []byte, rows, cols int, x []float32, batch int, y, scratch []float32) error {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	parts := min(threads, maxLinearThreads, rows/splitAlign)
	if parts < 2 || rows*cols*batch < parallelMinWork || rows < 0 || cols < 0 || batch < 0 {
		return run(w, rows, cols, x, batch, y, scratch, 0, rows)
	}
	if !pool.mu.TryLock() {
		return run(w, rows, cols, x, batch, y, scratch, 0, rows)
	}
	defer pool.mu.Unlock()
	pool.start(parts - 1)
	j := &pool.job
	j.run, j.w, j.rows, j.cols, j.batch, j.x, j.y, j.scratch, j.parts = run, w, rows, cols, batch, x, y, scratch, parts
	pool.done.Add(parts - 1)
	for i := 1; i < parts; i++ {
		pool.wake[i] <- struct{}{}
	}
	pool.part(0)
	pool.done.Wait()
	var err error
	for i := 0; i < parts; i++ {
		if err == nil {
			err = j.errs[i]
		}
		j.errs[i] = nil
	}
	*j = linearJob{}
	return err
}

// start makes sure workers 1..n run.
func (p *linearPool) start(n int) {
	for ; p.started < n; p.started++ {
		i := p.started + 1
		c := make(chan struct{}, 1)
		p.wake[i] = c
		go func() {
			for range c {
				p.part(i)
				p.done.Done()
			}
		}()
	}
}

// part runs part i of the job: rows [o0, o1) with its share of scratch.
func (p *linearPool) part(i int) {
	j := &p.job
	o0, o1 := partBounds(j.rows, j.parts, i)
	per := len(j.scratch) / j.parts
	j.errs[i] = j.run(j.w, j.rows, j.cols, j.x, j.batch, j.y, j.scratch[i*per:(i+1)*per], o0, o1)
}

// partBounds splits rows into parts contiguous ranges starting at
// multiples of splitAlign (the last one ends at rows).
func partBounds(rows, parts, i int) (o0, o1 int) {
	at := func(k int) int {
		if k == parts {
			return rows
		}
		return rows / splitAlign * k / parts * splitAlign
	}
	return at(i), at(i + 1)
}

// linearWorkers reports how many pool workers run (tests).
func linearWorkers() int {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	return pool.started
}
