package layout

import (
	"fmt"
	"strconv"
)

// ScopeKind names the three ways allocations can live.
type ScopeKind uint8

const (
	// ScopeModel allocations live until the model (the scope) closes.
	ScopeModel ScopeKind = iota + 1
	// ScopeForward allocations live until the next Reset of a pre-sized,
	// bump-allocated slab: one forward step.
	ScopeForward
	// ScopeAmbient allocations are ordinary Go heap memory, collected by the
	// garbage collector when unreferenced. The default.
	ScopeAmbient
)

func (k ScopeKind) String() string {
	switch k {
	case ScopeModel:
		return "model"
	case ScopeForward:
		return "forward"
	case ScopeAmbient:
		return "ambient"
	}
	return "scope_kind(" + strconv.Itoa(int(k)) + ")"
}

// Scope decides how long the storages allocated in it live. The kinds are
// closed: *ModelScope, *ForwardScope and *AmbientScope.
//
// Scopes are not safe for concurrent use: Alloc, Reset and Close must come
// from one goroutine at a time (the storages they hand out may be read
// concurrently).
type Scope interface {
	Kind() ScopeKind
	// Name identifies the scope in errors.
	Name() string
	// Lifetime is the liveness the scope's allocations are born in; pass it
	// to NewHeap, NewOffHeap or MapFile to tie other storages to the scope.
	Lifetime() *Lifetime
	// Alloc returns n zeroed, writable bytes labelled with the tensor they
	// are for (the label appears in errors). A forward scope's bytes are
	// recycled slab bytes, zeroed on every Alloc.
	Alloc(n int64, tensor string) (*Storage, error)
	// Close ends the scope; its storages are dead afterwards. Closing twice
	// is safe.
	Close() error

	isScope()
}

// ScopeOption configures a scope at construction.
type ScopeOption func(*scopeOptions)

type scopeOptions struct {
	name      string
	heapSlab  bool
	strictOff bool
}

// WithScopeName names the scope (its lifetime) for errors and stats.
func WithScopeName(name string) ScopeOption { return func(o *scopeOptions) { o.name = name } }

// WithHeapSlab makes a ForwardScope take its slab from the Go heap instead
// of an off-heap mapping.
func WithHeapSlab() ScopeOption { return func(o *scopeOptions) { o.heapSlab = true } }

// WithOffHeapOnly makes a ForwardScope fail when the off-heap slab cannot be
// mapped, instead of falling back to the Go heap.
func WithOffHeapOnly() ScopeOption { return func(o *scopeOptions) { o.strictOff = true } }

func buildOptions(defName string, opts []ScopeOption) scopeOptions {
	o := scopeOptions{name: defName}
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

func checkAllocSize(kind ScopeKind, scope string, n int64, tensor string) error {
	if n < 0 {
		return fmt.Errorf("layout: %s scope %q: allocate %d bytes for tensor %s: negative size", kind, scope, n, tensorLabel(tensor))
	}
	return nil
}

// ModelScope holds what lives as long as a model: its mapped files,
// off-heap weights and heap copies made at load. Close unmaps every owned
// off-heap and mapped storage it created and kills every storage born in it.
type ModelScope struct {
	lt *Lifetime
}

// NewModelScope returns an open model scope (default name "model").
func NewModelScope(opts ...ScopeOption) *ModelScope {
	o := buildOptions("model", opts)
	return &ModelScope{lt: NewLifetime(o.name)}
}

func (*ModelScope) isScope()              {}
func (*ModelScope) Kind() ScopeKind       { return ScopeModel }
func (m *ModelScope) Name() string        { return m.lt.name }
func (m *ModelScope) Lifetime() *Lifetime { return m.lt }

// Alloc returns n zeroed heap bytes that live until the scope closes.
func (m *ModelScope) Alloc(n int64, tensor string) (*Storage, error) {
	if err := checkAllocSize(ScopeModel, m.lt.name, n, tensor); err != nil {
		return nil, err
	}
	if m.lt.closed.Load() {
		return nil, fmt.Errorf("layout: model scope %q: allocate %d bytes for tensor %s: %w", m.lt.name, n, tensorLabel(tensor), ErrScopeClosed)
	}
	s := NewHeap(n, m.lt)
	s.tensor = tensor
	return s, nil
}

// AllocOffHeap returns n zeroed off-heap bytes, unmapped when the scope
// closes.
func (m *ModelScope) AllocOffHeap(n int64, tensor string) (*Storage, error) {
	s, err := NewOffHeap(n, m.lt)
	if err != nil {
		return nil, fmt.Errorf("layout: model scope %q: tensor %s: %w", m.lt.name, tensorLabel(tensor), err)
	}
	s.tensor = tensor
	return s, nil
}

// MapFile maps the file at path read-only for as long as the scope lives
// (see MapFile).
func (m *ModelScope) MapFile(path string) (*Storage, error) { return MapFile(path, m.lt) }

// Close closes the scope: every storage born in it dies and every owned
// off-heap or mapped storage is unmapped. Closing twice is safe.
func (m *ModelScope) Close() error { return m.lt.Close() }

// AmbientScope allocates on the Go heap; its storages live as long as they
// are referenced (the garbage collector frees them). It is the default
// scope.
type AmbientScope struct {
	lt *Lifetime
}

var ambientScope = &AmbientScope{lt: ambientLifetime}

// Ambient returns the process-wide ambient scope.
func Ambient() *AmbientScope { return ambientScope }

func (*AmbientScope) isScope()              {}
func (*AmbientScope) Kind() ScopeKind       { return ScopeAmbient }
func (a *AmbientScope) Name() string        { return a.lt.name }
func (a *AmbientScope) Lifetime() *Lifetime { return a.lt }

// Alloc returns n zeroed heap bytes.
func (a *AmbientScope) Alloc(n int64, tensor string) (*Storage, error) {
	if err := checkAllocSize(ScopeAmbient, a.lt.name, n, tensor); err != nil {
		return nil, err
	}
	s := NewHeap(n, a.lt)
	s.tensor = tensor
	return s, nil
}

// Close does nothing and returns nil: the ambient scope never ends (its
// storages can still be closed one by one).
func (a *AmbientScope) Close() error { return nil }
