package layout

import (
	"errors"
	"fmt"
	"strconv"
)

// ClosedReason says why a storage is no longer alive.
type ClosedReason uint8

const (
	// ClosedStorage: the storage itself was closed.
	ClosedStorage ClosedReason = iota + 1
	// ClosedParent: the storage it aliases (directly or not) was closed.
	ClosedParent
	// ClosedScopeClosed: the scope (lifetime) it was born in was closed.
	ClosedScopeClosed
	// ClosedScopeReset: the scope (lifetime) it was born in was reset.
	ClosedScopeReset
	// ClosedRecycled: its forward scope was reset and the storage header
	// reused for a later allocation (reported by ValidateID).
	ClosedRecycled
)

func (r ClosedReason) String() string {
	switch r {
	case ClosedStorage:
		return "storage closed"
	case ClosedParent:
		return "parent storage closed"
	case ClosedScopeClosed:
		return "scope closed"
	case ClosedScopeReset:
		return "scope reset"
	case ClosedRecycled:
		return "scope reset and storage recycled"
	}
	return "closed_reason(" + strconv.Itoa(int(r)) + ")"
}

// StorageClosedError is the answer of every access to a storage that is no
// longer alive. It names the storage, the tensor its bytes came from and the
// scope it was born in, and says why it died.
type StorageClosedError struct {
	StorageID uint64
	Name      string // the storage's name: a file path, "heap#12", ...
	Tensor    string // the tensor the bytes came from ("" when unlabelled)
	Scope     string // the name of the lifetime (scope) it was born in
	Reason    ClosedReason
	// ParentID and ParentName name the closed parent (Reason ClosedParent).
	ParentID   uint64
	ParentName string
}

func (e *StorageClosedError) Error() string {
	var why string
	switch e.Reason {
	case ClosedStorage:
		why = "after it was closed"
	case ClosedParent:
		why = fmt.Sprintf("after the storage it aliases (storage %d %s) was closed", e.ParentID, e.ParentName)
	case ClosedScopeClosed:
		why = fmt.Sprintf("after its scope %q was closed", e.Scope)
	case ClosedScopeReset:
		why = fmt.Sprintf("after its scope %q was reset", e.Scope)
	case ClosedRecycled:
		why = fmt.Sprintf("after its scope %q was reset (the header now holds another allocation)", e.Scope)
	default:
		why = "after it died"
	}
	return fmt.Sprintf("layout: storage %d %s (tensor %s) used %s", e.StorageID, e.Name, tensorLabel(e.Tensor), why)
}

func tensorLabel(t string) string {
	if t == "" {
		return "(unlabelled)"
	}
	return strconv.Quote(t)
}

// ReadOnlyError reports an attempt to get writable bytes of a storage that
// has none: a read-only file mapping (or an alias of one).
type ReadOnlyError struct {
	StorageID uint64
	Name      string
	Tensor    string
	Op        string
}

func (e *ReadOnlyError) Error() string {
	return fmt.Sprintf("layout: storage %d %s (tensor %s): %s: a read-only file mapping has no writable bytes; materialize a copy first",
		e.StorageID, e.Name, tensorLabel(e.Tensor), e.Op)
}

// StorageRangeError reports a byte range [Off, Off+N) that does not lie
// inside a storage of Len bytes.
type StorageRangeError struct {
	StorageID uint64
	Name      string
	Tensor    string
	Op        string
	Off, N    int64
	Len       int64
}

func (e *StorageRangeError) Error() string {
	return fmt.Sprintf("layout: storage %d %s (tensor %s): %s: byte range [%d, %d+%d) outside the storage's %d bytes",
		e.StorageID, e.Name, tensorLabel(e.Tensor), e.Op, e.Off, e.Off, e.N, e.Len)
}

// ScopeOverflowError reports a ForwardScope allocation that does not fit in
// what is left of the slab. The scope never grows silently: the slab size is
// a decision, and an overflow means it was wrong (see ForwardScope.Stats).
type ScopeOverflowError struct {
	Scope     string
	Tensor    string
	Requested int64 // bytes asked for
	Available int64 // bytes left in the slab (after alignment)
	Capacity  int64 // the slab's size
}

func (e *ScopeOverflowError) Error() string {
	return fmt.Sprintf("layout: forward scope %q: allocating %d bytes for tensor %s overflows the slab: %d of %d bytes left; size the slab larger",
		e.Scope, e.Requested, tensorLabel(e.Tensor), e.Available, e.Capacity)
}

// ErrScopeClosed is wrapped by errors from allocating in, resetting or
// retaining through a scope (or lifetime) that was closed.
var ErrScopeClosed = errors.New("scope closed")

var errNilStorage = errors.New("layout: nil storage")
