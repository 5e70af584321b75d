package eager

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/skainet/skaic/layout"
)

// The Linear worker pool: a Linear big enough to pay for it has its output
// rows split over several cores, in a few pieces per thread taken in turn
// (so a thread the OS runs late, on a machine shared with other work,
// leaves its pieces to the others instead of holding up the call). Rows are independent and every kernel
// computes a row the same way whatever range it is given, so the result is
// bitwise the single-threaded one.
//
// The pool is one per process: its workers are goroutines started on first
// use (one fewer than the most threads ever asked for, at most
// maxLinearThreads−1) that then live as long as the process, so engines
// need no Close and there is no per-call goroutine or allocation. One job
// runs at a time; a Linear that finds the pool busy (another engine on
// another goroutine) runs on its caller alone.
//
// Waking a parked goroutine takes tens of microseconds on a virtual machine
// (the idle vCPU must be woken), as long as a whole mid-sized matvec. So a
// worker that finishes a job keeps watching for the next one for a while
// (spinFor yields, ~100 µs: the gap between the Linears of a decode step is
// far shorter) before it parks on its channel, and the caller, done with
// its own part, watches the parts still running before it blocks.
//
// The weights a job reads are usually pages of a mapped model file, which
// fault if the file shrinks under the run. Workers run with faults turned
// into panics (layout.CatchFaults); each part recovers its own: a fault in
// a mapped file becomes the part's error (a *layout.MappedFaultError, which
// the Linear op makes its sticky error), any other panic is raised again
// on the caller once every part is done, so a worker never takes the
// process down and the pool is never left mid-job.

// maxLinearThreads bounds the threads of one Linear.
const maxLinearThreads = 64

// parallelMinWork is the size (rows·cols·batch multiply-adds) from which a
// Linear is split: below it, waking the workers costs more than it saves.
var parallelMinWork = 1 << 17

// splitAlign: parts start at multiples of this many rows (the SIMD kernels
// compute eight rows at a time).
const splitAlign = 8

// WithThreads makes Linear use up to n threads (the calling goroutine and
// n−1 pool workers). n ≤ 0 means runtime.GOMAXPROCS(0), the default; 1
// runs every op on the caller alone.
func WithThreads(n int) Option {
	return func(e *Engine) { e.threads = min(n, maxLinearThreads); setLinearKernels(e.reg, e.threads) }
}

// linearRange computes output rows [o0, o1) of a Linear (the kernels'
// *Range functions).
type linearRange func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error

type linearPool struct {
	mu      sync.Mutex // held by the running job
	started int        // workers started: worker i is 1 ≤ i ≤ started
	workers [maxLinearThreads]poolWorker
	gen     atomic.Uint64 // job count << 8 | the job's parts: bumped per job
	pending atomic.Int32  // worker parts of the current job not yet done
	done    sync.WaitGroup
	job     linearJob
}

type poolWorker struct {
	parked atomic.Bool   // the worker is (about to be) blocked on wake
	wake   chan struct{} // buffered: one token unparks the worker
}

// spinFor is how many times an idle worker, or a caller waiting for the
// workers, yields before it blocks.
const spinFor = 1000

// linearJob is the job being run (its slices are cleared after the run, so
// the pool keeps no tensor alive).
type linearJob struct {
	run               linearRange
	w                 []byte
	rows, cols, batch int
	x, y, scratch     []float32
	parts             int          // threads taking pieces
	pieces            int          // row ranges, taken in turn
	next              atomic.Int32 // the next piece to take
	errs              [maxLinearThreads]error
	panics            [maxLinearThreads]any // a part's panic other than a mapped-file fault
}

// piecesPerPart is how many row ranges a Linear is cut into per thread.
const piecesPerPart = 4

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
	j.pieces = min(rows/splitAlign, parts*piecesPerPart)
	j.next.Store(0)
	pool.done.Add(parts - 1)
	pool.pending.Store(int32(parts - 1))
	pool.gen.Store((pool.gen.Load()>>8+1)<<8 | uint64(parts))
	for i := 1; i < parts; i++ {
		if w := &pool.workers[i]; w.parked.CompareAndSwap(true, false) {
			w.wake <- struct{}{}
		}
	}
	pool.part(0)
	for spin := 0; pool.pending.Load() != 0 && spin < spinFor; spin++ {
		runtime.Gosched()
	}
	pool.done.Wait()
	var err error
	var raise any
	for i := 0; i < parts; i++ {
		if err == nil {
			err = j.errs[i]
		}
		if raise == nil {
			raise = j.panics[i]
		}
		j.errs[i], j.panics[i] = nil, nil
	}
	j.run, j.w, j.x, j.y, j.scratch = nil, nil, nil, nil, nil
	if raise != nil {
		panic(raise)
	}
	return err
}

// start makes sure workers 1..n run.
func (p *linearPool) start(n int) {
	for ; p.started < n; p.started++ {
		i := p.started + 1
		p.workers[i].wake = make(chan struct{}, 1)
		go p.work(i, p.gen.Load())
	}
}

// work is worker i's loop: run part i of every job with enough parts; spin
// a while after each job, then park until woken.
func (p *linearPool) work(i int, seen uint64) {
	layout.CatchFaults()
	w := &p.workers[i]
	for {
		g := p.gen.Load()
		for spin := 0; g == seen && spin < spinFor; spin++ {
			runtime.Gosched()
			g = p.gen.Load()
		}
		if g == seen {
			// Park. The caller bumps gen before it looks at parked, so
			// either it sees parked and sends a token, or this worker sees
			// the new gen after setting parked and takes itself back.
			w.parked.Store(true)
			if p.gen.Load() != seen && w.parked.CompareAndSwap(true, false) {
				continue
			}
			<-w.wake
			continue
		}
		// Only the job's own threads read it: the others may see the
		// next job's fields being written.
		seen = g
		if i < int(g&0xff) {
			p.part(i)
			p.pending.Add(-1)
			p.done.Done()
		}
	}
}

// part is thread i's share of the job: pieces taken in turn, with its own
// share of scratch; the first error it meets is kept. A panic ends the
// part and the job (no part takes another piece): the call fails.
func (p *linearPool) part(i int) {
	j := &p.job
	defer func() {
		if r := recover(); r != nil {
			if fe := layout.FaultOf(r); fe != nil {
				j.errs[i] = fe
			} else {
				j.panics[i] = r
			}
			j.next.Store(int32(j.pieces))
		}
	}()
	per := len(j.scratch) / j.parts
	scratch := j.scratch[i*per : (i+1)*per]
	for {
		k := int(j.next.Add(1)) - 1
		if k >= j.pieces {
			return
		}
		o0, o1 := partBounds(j.rows, j.pieces, k)
		if err := j.run(j.w, j.rows, j.cols, j.x, j.batch, j.y, scratch, o0, o1); err != nil && j.errs[i] == nil {
			j.errs[i] = err
		}
	}
}

// partBounds splits rows into parts contiguous ranges starting at
// multiples of splitAlign (the last one ends at rows): range i.
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
