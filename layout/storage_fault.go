package layout

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"unsafe"
)

// Reading a mapped file's pages faults (SIGBUS) when the file has shrunk
// under the mapping — another process truncated or rewrote it — and Go's
// runtime then dies with "fatal error: fault". Code that reads mapped
// storage therefore runs with faults turned into panics
// (runtime/debug.SetPanicOnFault, which is per goroutine) and recovers them
// at its boundary into a *MappedFaultError naming the file:
//
//	func work() (err error) {
//		defer layout.RecoverFault(&err, layout.CatchFaults())
//		... read mapped bytes ...
//	}
//
// Every goroutine that reads mapped pages needs this, workers included. A
// fault at an address outside every live mapping is a bug, not a file
// problem: it stays a panic.

// MappedFaultError reports that the pages of a mapped file could not be
// read: the file was truncated (or otherwise changed) while it was mapped.
type MappedFaultError struct {
	StorageID uint64
	File      string // the mapped file's path
	Offset    int64  // the byte of the file whose page faulted
	Size      int64  // the file's size when it was mapped
	NowSize   int64  // its size when the fault was caught; -1 when unknown
}

func (e *MappedFaultError) Error() string {
	now := "it can no longer be read"
	if e.NowSize >= 0 {
		now = fmt.Sprintf("it is now %d bytes", e.NowSize)
	}
	return fmt.Sprintf("layout: %s: reading byte %d of the mapped file failed: the file was %d bytes when mapped and %s (was it truncated or rewritten while in use?)",
		e.File, e.Offset, e.Size, now)
}

// mapping is a live file mapping, as the fault handler needs it.
type mapping struct {
	start, end uintptr
	id         uint64
	file       string
}

var mappings struct {
	sync.Mutex
	live []mapping
}

func registerMapping(s *Storage) {
	if len(s.base) == 0 {
		return
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(s.base)))
	mappings.Lock()
	mappings.live = append(mappings.live, mapping{start: start, end: start + uintptr(len(s.base)), id: s.id, file: s.name})
	mappings.Unlock()
}

func unregisterMapping(s *Storage) {
	mappings.Lock()
	defer mappings.Unlock()
	for i, m := range mappings.live {
		if m.id == s.id {
			mappings.live = append(mappings.live[:i], mappings.live[i+1:]...)
			return
		}
	}
}

// faultAddr is what the runtime's panic value for a memory fault has when
// SetPanicOnFault is on.
type faultAddr interface {
	error
	Addr() uintptr
}

// FaultOf returns the *MappedFaultError for v — a recovered panic value, or
// an error wrapping one — when v is a memory fault at an address inside a
// live file mapping; otherwise nil.
func FaultOf(v any) *MappedFaultError {
	var fe *MappedFaultError
	var fa faultAddr
	switch x := v.(type) {
	case *MappedFaultError:
		return x
	case error:
		if errors.As(x, &fe) {
			return fe
		}
		if !errors.As(x, &fa) {
			return nil
		}
	default:
		return nil
	}
	addr := fa.Addr()
	mappings.Lock()
	var m mapping
	found := false
	for _, l := range mappings.live {
		if addr >= l.start && addr < l.end {
			m, found = l, true
			break
		}
	}
	mappings.Unlock()
	if !found {
		return nil
	}
	e := &MappedFaultError{StorageID: m.id, File: m.file, Offset: int64(addr - m.start), Size: int64(m.end - m.start), NowSize: -1}
	if fi, err := os.Stat(m.file); err == nil {
		e.NowSize = fi.Size()
	}
	return e
}

// CatchFaults makes a memory fault in the calling goroutine a panic instead
// of a fatal error and returns the previous setting, for RecoverFault (or
// debug.SetPanicOnFault) to restore.
func CatchFaults() (previous bool) { return debug.SetPanicOnFault(true) }

// RecoverFault, deferred as `defer layout.RecoverFault(&err,
// layout.CatchFaults())`, restores the goroutine's fault setting and turns
// a fault reading a mapped file into a *MappedFaultError stored in *err.
// Any other panic goes on.
func RecoverFault(err *error, previous bool) {
	debug.SetPanicOnFault(previous)
	r := recover()
	if r == nil {
		return
	}
	if fe := FaultOf(r); fe != nil {
		*err = fe
		return
	}
	panic(r)
}
