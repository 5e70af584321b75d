package layout

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
)

// Lifetime is the liveness a storage is born into: an open/closed flag and a
// generation. A storage records the generation it was born in; it is alive
// while its lifetime is open and still in that generation. Reset bumps the
// generation (every storage born before dies at once, in O(1)); Close bumps
// it and marks the lifetime closed for good. Both also release the owned
// off-heap and mapped storages born in the lifetime (unmap them).
//
// Every scope has a lifetime (Scope.Lifetime). The constructors of this
// package take one; nil means the process-wide ambient lifetime, which never
// closes or resets.
//
// The liveness test is one atomic load of the generation, compared with the
// storage's own. Close and Reset must not run concurrently with accesses to
// the storages they invalidate (a window taken just before a close would
// point at unmapped memory); they may run concurrently with each other and
// with registration.
type Lifetime struct {
	name      string
	gen       atomic.Uint64
	closed    atomic.Bool
	permanent bool // the ambient lifetime: Close and Reset refuse

	mu    sync.Mutex
	owned []*Storage // owned storages holding memory to unmap
}

// NewLifetime returns an open lifetime named name (used in errors).
func NewLifetime(name string) *Lifetime { return &Lifetime{name: name} }

var ambientLifetime = &Lifetime{name: "ambient", permanent: true}

func lifetimeOrAmbient(lt *Lifetime) *Lifetime {
	if lt == nil {
		return ambientLifetime
	}
	return lt
}

// Name is the name given at creation.
func (lt *Lifetime) Name() string { return lt.name }

// Generation is the current generation; it changes on every Reset and on
// Close.
func (lt *Lifetime) Generation() uint64 { return lt.gen.Load() }

// Closed reports whether Close was called.
func (lt *Lifetime) Closed() bool { return lt.closed.Load() }

// birth is the generation a storage born now records: the current one, or
// one that can never match again when the lifetime is closed (a closed
// lifetime's generation no longer changes), so it is born dead.
func (lt *Lifetime) birth() uint64 {
	g := lt.gen.Load()
	if lt.closed.Load() {
		g--
	}
	return g
}

// register adds an owned storage that holds memory to release, stamping it
// with the current generation; it refuses when the lifetime is closed.
func (lt *Lifetime) register(s *Storage) error {
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if lt.closed.Load() {
		return fmt.Errorf("lifetime %q: %w", lt.name, ErrScopeClosed)
	}
	s.gen = lt.gen.Load()
	s.regIdx = len(lt.owned)
	lt.owned = append(lt.owned, s)
	return nil
}

func (lt *Lifetime) unregister(s *Storage) {
	lt.mu.Lock()
	defer lt.mu.Unlock()
	i := s.regIdx
	if i < 0 || i >= len(lt.owned) || lt.owned[i] != s {
		return
	}
	last := len(lt.owned) - 1
	lt.owned[i] = lt.owned[last]
	lt.owned[i].regIdx = i
	lt.owned[last] = nil
	lt.owned = lt.owned[:last]
	s.regIdx = -1
}

// Reset starts a new generation: every storage born in the lifetime so far
// is dead from now on (accesses return *StorageClosedError with Reason
// ClosedScopeReset), and the owned off-heap and mapped ones are unmapped.
// It does not allocate when nothing needs unmapping.
func (lt *Lifetime) Reset() error {
	if lt.permanent {
		return fmt.Errorf("layout: lifetime %q is permanent and cannot be reset", lt.name)
	}
	lt.mu.Lock()
	if lt.closed.Load() {
		lt.mu.Unlock()
		return fmt.Errorf("layout: reset lifetime %q: %w", lt.name, ErrScopeClosed)
	}
	lt.gen.Add(1)
	owned := lt.detach()
	lt.mu.Unlock()
	return closeAll(owned)
}

// Close ends the lifetime: every storage born in it is dead (Reason
// ClosedScopeClosed) and the owned off-heap and mapped ones are unmapped.
// Closing twice is safe and returns nil.
func (lt *Lifetime) Close() error {
	if lt.permanent {
		return nil
	}
	lt.mu.Lock()
	if lt.closed.Load() {
		lt.mu.Unlock()
		return nil
	}
	lt.closed.Store(true)
	lt.gen.Add(1)
	owned := lt.detach()
	lt.owned = nil
	lt.mu.Unlock()
	return closeAll(owned)
}

// detach takes the registered storages out of the list (lt.mu held); later
// registrations start a new list.
func (lt *Lifetime) detach() []*Storage {
	owned := lt.owned
	for _, s := range owned {
		s.regIdx = -1
	}
	lt.owned = nil
	return owned
}

func closeAll(owned []*Storage) error {
	var errs []error
	for i, s := range owned {
		if err := s.Close(); err != nil {
			errs = append(errs, err)
		}
		owned[i] = nil
	}
	return errors.Join(errs...)
}
