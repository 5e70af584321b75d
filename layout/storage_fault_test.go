//go:build linux || darwin || freebsd || netbsd || openbsd

package layout

import (
	"errors"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"

	"github.com/skainet/skaic/internal/robytes"
)

// addrError is what the runtime panics with on a fault when
// SetPanicOnFault is on: an error with the faulting address.
type addrError uintptr

func (a addrError) Error() string { return "unexpected fault address" }
func (a addrError) Addr() uintptr { return uintptr(a) }
func uintptrOf(b []byte, off int) uintptr {
	return uintptr(unsafe.Pointer(unsafe.SliceData(b))) + uintptr(off)
}

// truncatedMapping maps a file of n bytes and then cuts the file to keep
// bytes: the pages past the new end fault when read.
func truncatedMapping(t *testing.T, n, keep int64) (*Storage, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "shrinks.bin")
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i%251 + 1)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := MapFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := os.Truncate(path, keep); err != nil {
		t.Fatal(err)
	}
	return st, path
}

func checkFault(t *testing.T, what string, err error, path string, n int64) {
	t.Helper()
	var fe *MappedFaultError
	if !errors.As(err, &fe) {
		t.Fatalf("%s: got %v, want a *MappedFaultError", what, err)
	}
	if fe.File != path || fe.Size != n || fe.Offset < int64(pageSize) || fe.Offset >= n || fe.NowSize != int64(pageSize) {
		t.Errorf("%s: %+v", what, fe)
	}
	if msg := err.Error(); !strings.Contains(msg, path) || !strings.Contains(msg, "truncated") {
		t.Errorf("%s: message %q should name the file and say what happened", what, msg)
	}
}

// TestTruncatedMappingIsAnError: reading the pages of a mapped file after
// the file shrank is a *MappedFaultError naming the file — through
// ReadAt, a view's decode and prepack, and any code that defers
// RecoverFault — never a crash.
func TestTruncatedMappingIsAnError(t *testing.T) {
	n := int64(16 * pageSize)
	st, path := truncatedMapping(t, n, int64(pageSize))

	// Bytes still in the file read fine.
	p := make([]byte, 64)
	if _, err := st.ReadAt(p, 10); err != nil || p[0] != byte(10%251+1) {
		t.Fatalf("ReadAt within the file: %v, %d", err, p[0])
	}
	_, err := st.ReadAt(make([]byte, 4*pageSize), int64(8*pageSize))
	checkFault(t, "ReadAt", err, path, n)

	read := func() (sum int, err error) {
		defer RecoverFault(&err, CatchFaults())
		win, err := st.ReadOnly(0, st.Len())
		if err != nil {
			return 0, err
		}
		for _, c := range robytes.Unwrap(win) {
			sum += int(c)
		}
		return sum, nil
	}
	_, err = read()
	checkFault(t, "a loop over the window", err, path, n)

	win, err := st.Slice(0, n, "w")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewView("w", DenseFormat(F32), Contiguous([]int64{n / 4}), win)
	if err != nil {
		t.Fatal(err)
	}
	_, err = v.Materialize(DenseFormat(F32), Ambient())
	checkFault(t, "Materialize", err, path, n)
	_, err = v.At(n/4 - 1)
	checkFault(t, "At", err, path, n)

	// Q8_0 rows of 3 blocks, prepacked to the kernel feed order.
	rows := n / (3 * 34)
	q8, err := FormatFromGGML(8)
	if err != nil {
		t.Fatal(err)
	}
	l, err := ForFormat([]int64{rows, 96}, q8)
	if err != nil {
		t.Fatal(err)
	}
	qw, err := st.Slice(0, rows*3*34, "q")
	if err != nil {
		t.Fatal(err)
	}
	qv, err := NewView("q", q8, l, qw)
	if err != nil {
		t.Fatal(err)
	}
	_, err = qv.Prepack(InputBlockMajor, Ambient())
	checkFault(t, "Prepack", err, path, n)

	// The fault setting is restored, and a panic that is not a fault in a
	// mapped file goes on.
	if debug.SetPanicOnFault(false) {
		t.Error("the goroutine was left with faults turned into panics")
	}
	func() {
		defer func() {
			if r := recover(); r != "not a fault" {
				t.Errorf("recovered %v, want the original panic", r)
			}
		}()
		var err error
		defer RecoverFault(&err, CatchFaults())
		panic("not a fault")
	}()
}

// TestFaultAfterCloseIsNotAFileError: once the storage is closed its range
// is no longer a live mapping, so a fault there is not reported as the
// file's (it is a bug: the storage's liveness check exists to prevent it).
func TestFaultAfterCloseIsNotAFileError(t *testing.T) {
	st, _ := truncatedMapping(t, int64(4*pageSize), int64(pageSize))
	win, err := st.ReadOnly(0, st.Len())
	if err != nil {
		t.Fatal(err)
	}
	b := robytes.Unwrap(win)
	if FaultOf(addrError(uintptrOf(b, 2*pageSize))) == nil {
		t.Fatal("a fault inside the live mapping is not recognised")
	}
	st.Close()
	if fe := FaultOf(addrError(uintptrOf(b, 2*pageSize))); fe != nil {
		t.Fatalf("a fault in a closed mapping reported as %v", fe)
	}
	if FaultOf("a string") != nil || FaultOf(errors.New("x")) != nil {
		t.Fatal("not a fault, but converted")
	}
}
