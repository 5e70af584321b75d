package layout

import (
	"fmt"
	"io"
	"strconv"
	"sync/atomic"

	"github.com/skainet/skaic/internal/robytes"
)

// ReadOnlyBytes is a read-only window on a storage's bytes. Its methods only
// read; no exported API of this package hands out a writable slice of mapped
// file pages.
//
// A window is checked for liveness when it is handed out, not on every byte:
// a window obtained before its storage was closed (or its scope closed or
// reset) must not be used afterwards — for an off-heap or mapped storage the
// memory under it may be unmapped. Take windows per operation; never keep
// them in a long-lived structure. Keep the *Storage instead.
type ReadOnlyBytes = robytes.Bytes

// StorageKind says where a storage's bytes live.
type StorageKind uint8

const (
	// Heap bytes are an ordinary Go []byte, managed by the garbage collector.
	Heap StorageKind = iota + 1
	// OffHeap bytes are an anonymous private mapping outside the Go heap,
	// unmapped when the owning storage closes.
	OffHeap
	// Mapped bytes are the pages of a file mapped read-only (PROT_READ,
	// MAP_SHARED): served straight from the page cache and never writable.
	Mapped
)

func (k StorageKind) String() string {
	switch k {
	case Heap:
		return "heap"
	case OffHeap:
		return "offheap"
	case Mapped:
		return "mapped"
	}
	return "storage_kind(" + strconv.Itoa(int(k)) + ")"
}

// Owner says who frees a storage's bytes.
type Owner uint8

const (
	// Owned storage frees its bytes when it closes (or when its lifetime
	// closes or resets).
	Owned Owner = iota + 1
	// Borrowed storage wraps bytes somebody else owns; closing it only ends
	// this storage's access to them.
	Borrowed
	// Alias storage is a window on another storage (a slice is always an
	// alias). It shares its parent's liveness: when the parent closes, the
	// alias is closed too. Closing an alias closes only the alias.
	Alias
)

func (o Owner) String() string {
	switch o {
	case Owned:
		return "owned"
	case Borrowed:
		return "borrowed"
	case Alias:
		return "alias"
	}
	return "owner(" + strconv.Itoa(int(o)) + ")"
}

var storageIDs atomic.Uint64

func nextStorageID() uint64 { return storageIDs.Add(1) }

// Storage is a run of bytes with an owner and a liveness: who owns which
// bytes, and for how long.
//
// Every access (ReadOnly, Writable, ReadAt, Slice, the Advise hints) checks
// liveness first: the storage itself and every parent it aliases must be
// open, and the Lifetime it was born in must be open and still in the
// generation it was born in. A dead storage answers with a
// *StorageClosedError naming its id, its name and the tensor it came from —
// never garbage, never a fault. The check is a few loads, cheap enough for
// every kernel call.
//
// A Storage is safe for concurrent reads. Close, and closing or resetting
// its Lifetime or Scope, must not run concurrently with accesses to it.
type Storage struct {
	id     uint64
	kind   StorageKind
	owner  Owner
	closed atomic.Bool

	lt  *Lifetime
	gen uint64 // the lifetime generation this storage was born in

	parent    *Storage // the storage an alias windows; nil for a root
	parentOff int64    // offset of data within parent

	data []byte // this storage's bytes
	// base is the whole mapping of an OffHeap or Mapped root (what munmap
	// and madvise take); baseOff is the offset of data within it.
	base    []byte
	baseOff int64

	name   string // explicit name (a mapped file's path); else derived
	tensor string // the tensor the bytes came from, for errors

	regIdx int // index in lt.owned while registered, else -1
}

// NewHeap allocates n zeroed bytes on the Go heap, owned by the new storage
// and alive while lt is open and in its current generation (nil lt means the
// process-wide ambient lifetime, which never ends). n must not be negative
// (like make, NewHeap panics if it is). A storage born in a lifetime that is
// already closed is born dead: every access returns *StorageClosedError.
func NewHeap(n int64, lt *Lifetime) *Storage {
	if n < 0 {
		panic("layout: NewHeap: negative size " + strconv.FormatInt(n, 10))
	}
	lt = lifetimeOrAmbient(lt)
	return &Storage{id: nextStorageID(), kind: Heap, owner: Owned, lt: lt, gen: lt.birth(), data: make([]byte, n), regIdx: -1}
}

// HeapFromBytes wraps b, which the caller keeps owning, as a borrowed heap
// storage alive while lt is (nil lt: ambient). Closing it never frees b.
// Writable hands out b's bytes: the caller lends them for writing too.
func HeapFromBytes(b []byte, lt *Lifetime) *Storage {
	lt = lifetimeOrAmbient(lt)
	return &Storage{id: nextStorageID(), kind: Heap, owner: Borrowed, lt: lt, gen: lt.birth(), data: b[:len(b):len(b)], regIdx: -1}
}

// ID is unique among all storages of the process. A ForwardScope reuses
// storage headers after a reset but gives every allocation a fresh ID (see
// ValidateID).
func (s *Storage) ID() uint64 { return s.id }

// Kind says where the bytes live. An alias has its parent's kind.
func (s *Storage) Kind() StorageKind { return s.kind }

// Owner says who frees the bytes.
func (s *Storage) Owner() Owner { return s.owner }

// Len is the number of bytes. It stays readable after close.
func (s *Storage) Len() int64 { return int64(len(s.data)) }

// Lifetime is the lifetime the storage was born in.
func (s *Storage) Lifetime() *Lifetime { return s.lt }

// Tensor is the label of the tensor the bytes came from (e.g. a GGUF tensor
// name), used in errors; empty when none was set.
func (s *Storage) Tensor() string { return s.tensor }

// SetTensor sets the tensor label. It does not allocate.
func (s *Storage) SetTensor(name string) { s.tensor = name }

// Name names the storage for humans: a mapped file's path, "heap#12",
// "offheap#7", or an alias as its parent's name with the byte range it
// windows, e.g. "model.gguf[4096:8192]".
func (s *Storage) Name() string {
	if s.name != "" {
		return s.name
	}
	if s.owner == Alias && s.parent != nil {
		off := s.parentOff
		return s.parent.Name() + "[" + strconv.FormatInt(off, 10) + ":" + strconv.FormatInt(off+int64(len(s.data)), 10) + "]"
	}
	return s.kind.String() + "#" + strconv.FormatUint(s.id, 10)
}

// String describes the storage: id, name, kind, owner, length and tensor.
func (s *Storage) String() string {
	if s == nil {
		return "storage(nil)"
	}
	t := ""
	if s.tensor != "" {
		t = fmt.Sprintf(" tensor %q", s.tensor)
	}
	return fmt.Sprintf("storage %d %s (%s, %s, %d bytes%s)", s.id, s.Name(), s.kind, s.owner, len(s.data), t)
}

// Alive reports whether accesses would succeed now.
func (s *Storage) Alive() bool { return s.check() == nil }

// Validate returns nil while the storage is alive, else the
// *StorageClosedError an access would return.
func (s *Storage) Validate() error { return s.check() }

// ValidateID is Validate for a holder that recorded ID() when it received
// the storage: it also fails when the header has since been recycled for
// another allocation (a ForwardScope reuses its headers after a reset; see
// ForwardScope). The error names the recorded id.
func (s *Storage) ValidateID(id uint64) error {
	if s != nil && s.id != id {
		return &StorageClosedError{StorageID: id, Name: s.Name(), Tensor: s.tensor, Scope: s.lt.name, Reason: ClosedRecycled}
	}
	return s.check()
}

// check is the liveness test every access starts with: the lifetime's
// generation (one load; closing a lifetime bumps it too), then the closed
// flag of the storage and of every parent it aliases.
func (s *Storage) check() error {
	if s == nil {
		return errNilStorage
	}
	if s.lt.gen.Load() != s.gen {
		reason := ClosedScopeReset
		if s.lt.closed.Load() {
			reason = ClosedScopeClosed
		}
		return s.closedError(reason, nil)
	}
	if s.closed.Load() {
		return s.closedError(ClosedStorage, nil)
	}
	for p := s.parent; p != nil; p = p.parent {
		if p.closed.Load() {
			return s.closedError(ClosedParent, p)
		}
	}
	return nil
}

func (s *Storage) closedError(reason ClosedReason, parent *Storage) *StorageClosedError {
	e := &StorageClosedError{StorageID: s.id, Name: s.Name(), Tensor: s.tensor, Scope: s.lt.name, Reason: reason}
	if parent != nil {
		e.ParentID, e.ParentName = parent.id, parent.Name()
	}
	return e
}

func (s *Storage) checkRange(op string, off, n int64) error {
	if off < 0 || n < 0 || off > int64(len(s.data))-n {
		return &StorageRangeError{StorageID: s.id, Name: s.Name(), Tensor: s.tensor, Op: op, Off: off, N: n, Len: int64(len(s.data))}
	}
	return nil
}

// ReadOnly returns a read-only window on bytes [off, off+n), after checking
// liveness and bounds. It works for every kind. The window must not be used
// after the storage closes or its scope closes or resets.
func (s *Storage) ReadOnly(off, n int64) (ReadOnlyBytes, error) {
	if err := s.check(); err != nil {
		return ReadOnlyBytes{}, err
	}
	if err := s.checkRange("read", off, n); err != nil {
		return ReadOnlyBytes{}, err
	}
	return robytes.Wrap(s.data[off : off+n : off+n]), nil
}

// Writable returns bytes [off, off+n) for writing, after checking liveness
// and bounds. Only Heap and OffHeap storages (and their aliases) are
// writable; a Mapped storage answers *ReadOnlyError. The slice must not be
// used after the storage closes or its scope closes or resets.
func (s *Storage) Writable(off, n int64) ([]byte, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	if s.kind == Mapped {
		return nil, &ReadOnlyError{StorageID: s.id, Name: s.Name(), Tensor: s.tensor, Op: "write"}
	}
	if err := s.checkRange("write", off, n); err != nil {
		return nil, err
	}
	return s.data[off : off+n : off+n], nil
}

// ReadAt copies bytes from offset off into p with io.ReaderAt semantics:
// fewer than len(p) bytes only at the end, with io.EOF.
func (s *Storage) ReadAt(p []byte, off int64) (n int, err error) {
	if err := s.check(); err != nil {
		return 0, err
	}
	if s.kind == Mapped {
		defer RecoverFault(&err, CatchFaults())
	}
	if off < 0 {
		return 0, &StorageRangeError{StorageID: s.id, Name: s.Name(), Tensor: s.tensor, Op: "read at", Off: off, N: int64(len(p)), Len: int64(len(s.data))}
	}
	if off >= int64(len(s.data)) {
		if len(p) == 0 {
			return 0, nil
		}
		return 0, io.EOF
	}
	n = copy(p, s.data[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

var _ io.ReaderAt = (*Storage)(nil)

// Slice returns an alias of bytes [off, off+n), labelled with tensor (the
// parent's label when tensor is empty). The alias shares the parent's
// liveness; closing the alias closes only the alias. An out-of-range window
// is a *StorageRangeError, a dead parent a *StorageClosedError.
func (s *Storage) Slice(off, n int64, tensor string) (*Storage, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	if err := s.checkRange("slice", off, n); err != nil {
		return nil, err
	}
	if tensor == "" {
		tensor = s.tensor
	}
	a := &Storage{
		id: nextStorageID(), kind: s.kind, owner: Alias,
		lt: s.lt, gen: s.gen,
		parent: s, parentOff: off,
		data: s.data[off : off+n : off+n],
		base: s.base, baseOff: s.baseOff + off,
		tensor: tensor, regIdx: -1,
	}
	return a, nil
}

// Close ends the storage. An owned OffHeap or Mapped storage unmaps its
// memory, exactly once; an owned heap storage drops its bytes for the
// garbage collector; a borrowed storage never frees what it borrowed;
// closing an alias closes only that alias (aliases of an owner closed
// afterwards see their parent closed). Closing twice is safe and returns
// nil. After Close, every access returns *StorageClosedError.
func (s *Storage) Close() error {
	if s == nil || !s.closed.CompareAndSwap(false, true) {
		return nil
	}
	var err error
	if s.owner == Owned {
		s.lt.unregister(s)
		if s.kind == OffHeap || s.kind == Mapped {
			err = s.unmap()
		}
	}
	s.data, s.base = nil, nil
	return err
}

func (s *Storage) unmap() error {
	if s.base == nil {
		return nil
	}
	if s.kind == Mapped {
		unregisterMapping(s)
	}
	if err := munmap(s.base); err != nil {
		return fmt.Errorf("layout: unmap storage %d %s: %w", s.id, s.Name(), err)
	}
	return nil
}

// AdviseSequential hints the kernel that bytes [off, off+n) will be read
// sequentially (madvise MADV_SEQUENTIAL; the range is widened to whole
// pages). A no-op for heap storages.
func (s *Storage) AdviseSequential(off, n int64) error { return s.advise(off, n, adviceSequential) }

// AdviseWillNeed hints that bytes [off, off+n) will be needed soon
// (MADV_WILLNEED: start reading them in). A no-op for heap storages.
func (s *Storage) AdviseWillNeed(off, n int64) error { return s.advise(off, n, adviceWillNeed) }

// AdviseRandom hints that bytes [off, off+n) will be read in random order
// (MADV_RANDOM: no read-ahead). A no-op for heap storages.
func (s *Storage) AdviseRandom(off, n int64) error { return s.advise(off, n, adviceRandom) }

func (s *Storage) advise(off, n int64, advice adviceKind) error {
	if err := s.check(); err != nil {
		return err
	}
	if err := s.checkRange("advise", off, n); err != nil {
		return err
	}
	if s.kind == Heap || n == 0 || s.base == nil {
		return nil
	}
	page := int64(pageSize)
	start := (s.baseOff + off) &^ (page - 1)
	end := min((s.baseOff+off+n+page-1)&^(page-1), int64(len(s.base)))
	if end <= start {
		return nil
	}
	if err := madvise(s.base[start:end], advice); err != nil {
		return fmt.Errorf("layout: madvise storage %d %s: %w", s.id, s.Name(), err)
	}
	return nil
}
