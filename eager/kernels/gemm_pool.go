package kernels

import (
	"math"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
)

// The GEMM worker pool: persistent goroutines, each with its own packing
// buffers, started on first need and kept for the life of the process. A
// call splits C into one block per thread along M or N (whichever makes
// the redundant packing of the shared operand cheaper), hands the blocks to
// the workers, computes block 0 itself and waits. Nothing is allocated per
// call once the buffers have grown. Each block runs the same k slicing, so
// the split never changes a result bit.
//
// Waking a parked goroutine costs tens of microseconds on a virtual machine
// (a futex round trip), as much as a whole 256³ product takes on one core.
// So a worker spins for gemmSpin after each task before it parks, and the
// caller spins (yielding its P) while it waits for the last block: back-to-
// back calls, as in a prefill, never sleep.
//
// One call at a time owns the pool; a concurrent call does not wait for it
// but runs single-threaded on the calling goroutine with buffers from a
// sync.Pool.
//
// B is often a weight in a mapped model file, whose pages fault if the
// file shrinks under the run. Workers turn faults into panics
// (debug.SetPanicOnFault) and hand any panic of their block to the caller,
// which raises it once every block is done: on the caller's goroutine the
// engine's op boundary turns a mapped-file fault into an error, and no
// worker takes the process down or leaves the pool mid-call.

// gemmSpin is how long an idle worker polls for its next task.
const gemmSpin = 200 * time.Microsecond

type gemmTask struct {
	p              *GemmArgs
	i0, i1, j0, j1 int
	pending        *atomic.Int32
	panicked       any // the block's panic, raised again by the caller
}

// gemmRangeCaught is gemmRange returning its panic, if any, as a value.
func gemmRangeCaught(p *GemmArgs, bufs *gemmBufs, i0, i1, j0, j1 int) (panicked any) {
	defer func() { panicked = recover() }()
	gemmRange(p, bufs, i0, i1, j0, j1)
	return nil
}

type gemmWorker struct {
	slot   atomic.Pointer[gemmTask] // the next task
	parked atomic.Bool              // blocked on wake
	wake   chan struct{}            // capacity 1
	bufs   gemmBufs
}

func (w *gemmWorker) loop() {
	debug.SetPanicOnFault(true)
	for {
		deadline := time.Now().Add(gemmSpin)
		for i := 0; ; i++ {
			if t := w.slot.Swap(nil); t != nil {
				t.panicked = gemmRangeCaught(t.p, &w.bufs, t.i0, t.i1, t.j0, t.j1)
				t.pending.Add(-1)
				deadline = time.Now().Add(gemmSpin)
				continue
			}
			if i%64 == 63 && time.Now().After(deadline) {
				break
			}
		}
		// Park. Announce it first, then look again: a task stored before
		// the announcement is seen here, one stored after it comes with a
		// wake-up.
		w.parked.Store(true)
		if t := w.slot.Load(); t != nil {
			w.parked.Store(false)
			continue
		}
		<-w.wake
		w.parked.Store(false)
	}
}

func (w *gemmWorker) give(t *gemmTask) {
	w.slot.Store(t)
	if w.parked.Load() {
		select {
		case w.wake <- struct{}{}:
		default: // a wake-up is already pending
		}
	}
}

type gemmPool struct {
	mu      sync.Mutex
	args    GemmArgs      // the current call's (tasks point here, so the caller's copy stays on its stack)
	main    gemmBufs      // the calling goroutine's buffers
	workers []*gemmWorker // background workers: block w+1 goes to workers[w]
	tasks   []gemmTask
	pending atomic.Int32 // blocks handed to workers and not finished
}

var (
	gemmShared    gemmPool
	gemmSpareBufs = sync.Pool{New: func() any { return new(gemmBufs) }}
)

// gemmThreadsFor is how many threads p is worth, and whether to split
// along M (else N).
func gemmThreadsFor(p *GemmArgs) (threads int, splitM bool) {
	work := p.M * p.N * p.K
	if p.M > 0 && p.N > 0 && p.K > 0 && work/p.M/p.N != p.K {
		work = math.MaxInt // overflow: plenty of work
	}
	threads = min(p.Threads, max(1, work/gemmMinWorkPerThread))
	tilesM, tilesN := (p.M+gemmMR-1)/gemmMR, (p.N+gemmNR-1)/gemmNR
	// Splitting M makes every thread pack all of B (K×N), splitting N all
	// of A (M×K): split the dimension whose other operand is smaller, if
	// it has enough tiles.
	splitM = p.N <= p.M
	if splitM && tilesM < threads && tilesN > tilesM {
		splitM = false
	} else if !splitM && tilesN < threads && tilesM > tilesN {
		splitM = true
	}
	if splitM {
		threads = min(threads, tilesM)
	} else {
		threads = min(threads, tilesN)
	}
	return max(threads, 1), splitM
}

// gemmPoolRun computes the validated, non-empty product p.
func gemmPoolRun(p *GemmArgs) {
	threads, splitM := gemmThreadsFor(p)
	pool := &gemmShared
	if !pool.mu.TryLock() {
		bufs := gemmSpareBufs.Get().(*gemmBufs)
		gemmRange(p, bufs, 0, p.M, 0, p.N)
		gemmSpareBufs.Put(bufs)
		return
	}
	defer pool.mu.Unlock()
	if threads == 1 {
		gemmRange(p, &pool.main, 0, p.M, 0, p.N)
		return
	}
	// The tasks point at the pool's copy of the arguments (a pointer to
	// the caller's would move them to the heap on every call).
	pool.args = *p
	q := &pool.args
	defer func() { pool.args = GemmArgs{} }() // do not keep the caller's slices alive
	for len(pool.workers) < threads-1 {
		w := &gemmWorker{wake: make(chan struct{}, 1)}
		go w.loop()
		pool.workers = append(pool.workers, w)
		pool.tasks = append(pool.tasks, gemmTask{})
	}
	// Blocks of whole tiles, as even as the tile count allows.
	unit, total := gemmNR, p.N
	if splitM {
		unit, total = gemmMR, p.M
	}
	tiles := (total + unit - 1) / unit
	bound := func(w int) int { return min(total, (tiles*w/threads)*unit) }
	pool.pending.Store(int32(threads - 1))
	for w := 1; w < threads; w++ {
		t := &pool.tasks[w-1]
		*t = gemmTask{p: q, i0: 0, i1: p.M, j0: 0, j1: p.N, pending: &pool.pending}
		if splitM {
			t.i0, t.i1 = bound(w), bound(w+1)
		} else {
			t.j0, t.j1 = bound(w), bound(w+1)
		}
		pool.workers[w-1].give(t)
	}
	var panicked any
	if splitM {
		panicked = gemmRangeCaught(q, &pool.main, 0, bound(1), 0, p.N)
	} else {
		panicked = gemmRangeCaught(q, &pool.main, 0, p.M, 0, bound(1))
	}
	for pool.pending.Load() != 0 {
		runtime.Gosched()
	}
	for w := 1; w < threads; w++ {
		if t := &pool.tasks[w-1]; t.panicked != nil {
			if panicked == nil {
				panicked = t.panicked
			}
			t.panicked = nil
		}
	}
	if panicked != nil {
		panic(panicked)
	}
}
