package layout

import (
	"errors"
	"fmt"
	"unsafe"
)

// forwardAlign is the alignment of every ForwardScope allocation: a cache
// line, and enough for any SIMD load a kernel makes.
const forwardAlign = 64

// headerChunk is how many storage headers a ForwardScope allocates at once
// while it warms up.
const headerChunk = 64

// ForwardScope is one pre-sized slab, bump-allocated, recycled by Reset once
// per forward step. Allocations are 64-byte aligned aliases of the slab.
// Reset invalidates every storage handed out since the previous Reset (one
// generation bump) and starts again at the slab's beginning. An allocation
// that does not fit fails with *ScopeOverflowError and is counted in Stats;
// the slab never grows silently. Retain copies a value that must outlive the
// step into another scope.
//
// Steady state allocates nothing on the Go heap: the slab is allocated once
// (off-heap by default, on the Go heap with WithHeapSlab or when mapping
// fails), and the *Storage headers Alloc returns come from per-scope arrays
// of headerChunk headers that only grow while the scope warms up (the first
// steps, until the step with the most allocations). After that, Alloc and
// Reset allocate 0 bytes.
//
// Header recycling and stale pointers: the scope keeps two banks of headers
// and alternates between them at each Reset, so a header is reused two
// resets after it was handed out, never at the next one. A stale *Storage
// used in the step after its own is therefore always caught
// (StorageClosedError, Reason ClosedScopeReset). One kept for two or more
// resets may by then be the header of a newer allocation; a holder that must
// catch that case records ID() when it receives the storage and checks with
// ValidateID (each allocation gets a fresh ID). Rule of thumb: never keep a
// forward-scope storage past its step; Retain what must survive.
//
// A ForwardScope is not safe for concurrent use.
type ForwardScope struct {
	name  string
	outer *Lifetime // the slab lives in it, until Close
	step  *Lifetime // allocations live in it; Reset bumps it
	slab  *Storage
	mem   []byte // the slab's 64-byte aligned bytes

	used, highWater   int64
	allocs            int
	overflows, resets uint64

	banks  [2]headerBank
	bank   int
	closed bool
}

type headerBank struct {
	chunks []*[headerChunk]Storage
	next   int
}

// ForwardStats is a snapshot of a ForwardScope's accounting.
type ForwardStats struct {
	Capacity  int64       // slab bytes
	Used      int64       // bytes handed out since the last Reset (with alignment padding)
	HighWater int64       // the most bytes ever in use at once
	Allocs    int         // allocations since the last Reset
	Overflows uint64      // allocations refused because they did not fit
	Resets    uint64      // Resets so far
	Headers   int         // storage headers allocated so far (both banks)
	SlabKind  StorageKind // OffHeap, or Heap (WithHeapSlab or fallback)
}

// NewForwardScope returns a forward scope with a slab of slabBytes bytes,
// off-heap unless WithHeapSlab is given; if the off-heap mapping fails it
// falls back to the Go heap (Stats().SlabKind says which) unless
// WithOffHeapOnly is given. The default name is "forward".
func NewForwardScope(slabBytes int64, opts ...ScopeOption) (*ForwardScope, error) {
	o := buildOptions("forward", opts)
	if slabBytes < 0 {
		return nil, fmt.Errorf("layout: forward scope %q: negative slab size %d", o.name, slabBytes)
	}
	f := &ForwardScope{name: o.name, outer: NewLifetime(o.name + " slab"), step: NewLifetime(o.name)}
	slabName := "forward:" + o.name
	if !o.heapSlab {
		s, err := NewOffHeap(slabBytes, f.outer)
		switch {
		case err == nil:
			s.name = slabName
			f.slab, f.mem = s, s.data // mmap returns page-aligned memory
		case o.strictOff:
			return nil, fmt.Errorf("layout: forward scope %q: %w", o.name, err)
		}
	}
	if f.slab == nil {
		f.slab, f.mem = alignedHeapSlab(slabBytes, f.outer, slabName)
	}
	return f, nil
}

// alignedHeapSlab allocates n bytes on the Go heap starting at a 64-byte
// aligned address (Go's heap does not move objects).
func alignedHeapSlab(n int64, lt *Lifetime, name string) (*Storage, []byte) {
	raw := make([]byte, n+forwardAlign)
	skip := 0
	if n > 0 {
		if mis := int(uintptr(unsafe.Pointer(&raw[0])) % forwardAlign); mis != 0 {
			skip = forwardAlign - mis
		}
	}
	mem := raw[skip : int64(skip)+n : int64(skip)+n]
	s := &Storage{id: nextStorageID(), kind: Heap, owner: Owned, lt: lt, gen: lt.gen.Load(), data: mem, name: name, regIdx: -1}
	return s, mem
}

func (*ForwardScope) isScope()              {}
func (*ForwardScope) Kind() ScopeKind       { return ScopeForward }
func (f *ForwardScope) Name() string        { return f.name }
func (f *ForwardScope) Lifetime() *Lifetime { return f.step }

// Alloc hands out n zeroed bytes of the slab at the next 64-byte aligned
// offset, as an alias of the slab labelled with tensor, alive until the next
// Reset or Close. When they do not fit it returns *ScopeOverflowError and
// counts the overflow. It allocates nothing on the Go heap once the scope is
// warm.
func (f *ForwardScope) Alloc(n int64, tensor string) (*Storage, error) {
	if err := checkAllocSize(ScopeForward, f.name, n, tensor); err != nil {
		return nil, err
	}
	if f.closed {
		return nil, fmt.Errorf("layout: forward scope %q: allocate %d bytes for tensor %s: %w", f.name, n, tensorLabel(tensor), ErrScopeClosed)
	}
	capacity := int64(len(f.mem))
	off := (f.used + forwardAlign - 1) &^ (forwardAlign - 1)
	if n == 0 {
		off = min(off, capacity)
	}
	if off > capacity || n > capacity-off {
		f.overflows++
		return nil, &ScopeOverflowError{Scope: f.name, Tensor: tensor, Requested: n, Available: max(capacity-off, 0), Capacity: capacity}
	}
	h := f.header()
	h.id = nextStorageID()
	h.kind, h.owner = f.slab.kind, Alias
	h.closed.Store(false)
	h.lt, h.gen = f.step, f.step.birth()
	h.parent, h.parentOff = f.slab, off
	h.data = f.mem[off : off+n : off+n]
	h.base, h.baseOff = f.slab.base, f.slab.baseOff+off
	h.name, h.tensor, h.regIdx = "", tensor, -1
	clear(h.data)
	f.used = off + n
	f.highWater = max(f.highWater, f.used)
	f.allocs++
	return h, nil
}

// header returns the next header of the current bank, growing the bank by
// one chunk when it is exhausted (only while warming up).
func (f *ForwardScope) header() *Storage {
	b := &f.banks[f.bank]
	ci, si := b.next/headerChunk, b.next%headerChunk
	if ci == len(b.chunks) {
		b.chunks = append(b.chunks, new([headerChunk]Storage))
	}
	b.next++
	return &b.chunks[ci][si]
}

// Reset recycles the slab: every storage allocated since the previous Reset
// dies (its accesses return *StorageClosedError naming this scope), as does
// any storage made with this scope's Lifetime, and allocation starts again
// at the slab's beginning. It allocates nothing on the Go heap.
func (f *ForwardScope) Reset() error {
	if f.closed {
		return fmt.Errorf("layout: forward scope %q: reset: %w", f.name, ErrScopeClosed)
	}
	err := f.step.Reset()
	f.used, f.allocs = 0, 0
	f.resets++
	f.bank ^= 1
	f.banks[f.bank].next = 0
	return err
}

// Retain copies s (alive, from any scope) into a new allocation of scope to
// (nil: Ambient()), labelled with s's tensor, so the value escapes this
// scope's next Reset. Retaining into the scope itself is an error: it would
// not escape anything.
func (f *ForwardScope) Retain(s *Storage, to Scope) (*Storage, error) {
	if to == nil {
		to = Ambient()
	}
	if fs, ok := to.(*ForwardScope); ok && fs == f {
		return nil, fmt.Errorf("layout: forward scope %q: retain storage %s into the same scope: it would die at the next reset", f.name, s)
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	dst, err := to.Alloc(s.Len(), s.tensor)
	if err != nil {
		return nil, fmt.Errorf("layout: forward scope %q: retain storage %d (tensor %s) into %s scope %q: %w", f.name, s.id, tensorLabel(s.tensor), to.Kind(), to.Name(), err)
	}
	copy(dst.data, s.data)
	return dst, nil
}

// Stats reports the scope's accounting.
func (f *ForwardScope) Stats() ForwardStats {
	headers := 0
	for i := range f.banks {
		headers += len(f.banks[i].chunks) * headerChunk
	}
	return ForwardStats{
		Capacity: int64(len(f.mem)), Used: f.used, HighWater: f.highWater, Allocs: f.allocs,
		Overflows: f.overflows, Resets: f.resets, Headers: headers, SlabKind: f.slab.kind,
	}
}

// Close ends the scope: every storage it handed out dies (Reason
// ClosedScopeClosed) and the slab is unmapped (or left to the garbage
// collector). Closing twice is safe.
func (f *ForwardScope) Close() error {
	if f.closed {
		return nil
	}
	f.closed = true
	err := errors.Join(f.step.Close(), f.slab.Close(), f.outer.Close())
	f.mem = nil
	f.banks = [2]headerBank{}
	return err
}
