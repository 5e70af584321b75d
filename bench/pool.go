package bench

import (
	"runtime"
	"sync/atomic"
	"time"
)

// Pool runs one function on n goroutines at once: the caller and n−1
// persistent workers. Waking a parked goroutine costs tens of microseconds
// on a virtual machine — a good part of a 4096×4096 matvec — so idle
// workers spin a while before they park and the caller spins while it
// waits: in a timing loop no call pays for a wake-up.
type Pool struct {
	workers []*poolWorker
	pending atomic.Int32
	fn      func(part, parts int)
	parts   int
}

const poolSpin = 2 * time.Millisecond

type poolWorker struct {
	slot   atomic.Int32 // part+1 to run; 0: none
	parked atomic.Bool
	wake   chan struct{}
	p      *Pool
}

// NewPool starts threads−1 workers (none for threads ≤ 1).
func NewPool(threads int) *Pool {
	p := &Pool{}
	for i := 1; i < threads; i++ {
		w := &poolWorker{wake: make(chan struct{}, 1), p: p}
		p.workers = append(p.workers, w)
		go w.loop()
	}
	return p
}

// Threads is the number of goroutines Run uses.
func (p *Pool) Threads() int { return len(p.workers) + 1 }

// Run calls fn(part, parts) for part = 0 … parts−1, parts = Threads(),
// concurrently, and returns when all have returned. Not reentrant.
func (p *Pool) Run(fn func(part, parts int)) {
	parts := p.Threads()
	if parts == 1 {
		fn(0, 1)
		return
	}
	p.fn, p.parts = fn, parts
	p.pending.Store(int32(parts - 1))
	for i, w := range p.workers {
		w.slot.Store(int32(i + 2))
		if w.parked.Load() {
			select {
			case w.wake <- struct{}{}:
			default:
			}
		}
	}
	fn(0, parts)
	for p.pending.Load() != 0 {
		runtime.Gosched()
	}
	p.fn = nil
}

// Close stops the workers.
func (p *Pool) Close() {
	for _, w := range p.workers {
		w.slot.Store(-1)
		select {
		case w.wake <- struct{}{}:
		default:
		}
	}
	p.workers = nil
}

func (w *poolWorker) loop() {
	for {
		deadline := time.Now().Add(poolSpin)
		for i := 0; ; i++ {
			if s := w.slot.Swap(0); s > 0 {
				w.p.fn(int(s-1), w.p.parts)
				w.p.pending.Add(-1)
				deadline = time.Now().Add(poolSpin)
				continue
			} else if s < 0 {
				return
			}
			if i%64 == 63 && time.Now().After(deadline) {
				break
			}
		}
		w.parked.Store(true)
		if w.slot.Load() != 0 {
			w.parked.Store(false)
			continue
		}
		<-w.wake
		w.parked.Store(false)
	}
}

// split is part's share [lo, hi) of n items in units of unit.
func split(n, unit, part, parts int) (lo, hi int) {
	units := (n + unit - 1) / unit
	lo = min(n, units*part/parts*unit)
	hi = min(n, units*(part+1)/parts*unit)
	return lo, hi
}
