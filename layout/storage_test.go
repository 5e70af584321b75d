package layout

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/skainet/skaic/internal/robytes"
)

// wantClosed asserts err is a *StorageClosedError for s with the reason, and
// that its message names the storage id, its name and its tensor.
func wantClosed(t *testing.T, err error, s *Storage, reason ClosedReason) {
	t.Helper()
	var ce *StorageClosedError
	if !errors.As(err, &ce) {
		t.Fatalf("want *StorageClosedError, got %T: %v", err, err)
	}
	if ce.StorageID != s.ID() || ce.Reason != reason {
		t.Fatalf("closed error for storage %d reason %v, want storage %d reason %v: %v", ce.StorageID, ce.Reason, s.ID(), reason, err)
	}
	msg := err.Error()
	for _, want := range []string{"storage " + strconv.FormatUint(s.ID(), 10) + " ", s.Name(), tensorLabel(s.Tensor())} {
		if !strings.Contains(msg, want) {
			t.Fatalf("message %q does not name %q", msg, want)
		}
	}
}

// everyAccess runs every accessor on s and returns their errors.
func everyAccess(s *Storage) map[string]error {
	_, ro := s.ReadOnly(0, 1)
	_, wr := s.Writable(0, 1)
	_, ra := s.ReadAt(make([]byte, 1), 0)
	_, sl := s.Slice(0, 1, "")
	return map[string]error{
		"ReadOnly": ro, "Writable": wr, "ReadAt": ra, "Slice": sl,
		"AdviseWillNeed": s.AdviseWillNeed(0, 1), "Validate": s.Validate(),
	}
}

func wantAllClosed(t *testing.T, s *Storage, reason ClosedReason) {
	t.Helper()
	if s.Alive() {
		t.Fatalf("%s still alive", s)
	}
	for op, err := range everyAccess(s) {
		if err == nil {
			t.Fatalf("%s on dead %s succeeded", op, s)
		}
		wantClosed(t, err, s, reason)
	}
}

func writeTemp(t *testing.T, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "weights.bin")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func randomBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 7))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// mappedAt reports whether /proc/self/maps has a mapping containing addr.
func mappedAt(t *testing.T, addr uintptr) bool {
	t.Helper()
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		t.Skipf("no /proc/self/maps: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		rng, _, _ := strings.Cut(sc.Text(), " ")
		lo, hi, ok := strings.Cut(rng, "-")
		if !ok {
			continue
		}
		a, err1 := strconv.ParseUint(lo, 16, 64)
		b, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 == nil && err2 == nil && uint64(addr) >= a && uint64(addr) < b {
			return true
		}
	}
	return false
}

func addrOf(t *testing.T, s *Storage) uintptr {
	t.Helper()
	ro, err := s.ReadOnly(0, s.Len())
	if err != nil {
		t.Fatal(err)
	}
	return uintptr(unsafe.Pointer(&robytes.Unwrap(ro)[0]))
}

func TestHeapStorage(t *testing.T) {
	a, b := NewHeap(16, nil), NewHeap(16, nil)
	if a.ID() == b.ID() {
		t.Fatalf("ids not unique: %d", a.ID())
	}
	if a.Kind() != Heap || a.Owner() != Owned || a.Len() != 16 || a.Name() != "heap#"+strconv.FormatUint(a.ID(), 10) {
		t.Fatalf("heap storage: %s", a)
	}
	if a.Lifetime() != Ambient().Lifetime() {
		t.Fatalf("nil lifetime is not the ambient one")
	}
	w, err := a.Writable(4, 4)
	if err != nil {
		t.Fatal(err)
	}
	copy(w, "abcd")
	if cap(w) != 4 {
		t.Fatalf("writable window leaks capacity: %d", cap(w))
	}
	ro, err := a.ReadOnly(4, 4)
	if err != nil || !ro.Equal([]byte("abcd")) {
		t.Fatalf("ReadOnly: %v %v", ro, err)
	}
	a.SetTensor("blk.0.ffn_up.weight")
	if a.Tensor() != "blk.0.ffn_up.weight" || !strings.Contains(a.String(), "blk.0.ffn_up.weight") {
		t.Fatalf("tensor label: %s", a)
	}
}

func TestReadAt(t *testing.T) {
	s := HeapFromBytes([]byte("0123456789"), nil)
	p := make([]byte, 4)
	if n, err := s.ReadAt(p, 2); n != 4 || err != nil || string(p) != "2345" {
		t.Fatalf("ReadAt middle: %d %v %q", n, err, p)
	}
	if n, err := s.ReadAt(p, 8); n != 2 || err != io.EOF || string(p[:2]) != "89" {
		t.Fatalf("ReadAt tail: %d %v", n, err)
	}
	if n, err := s.ReadAt(p, 10); n != 0 || err != io.EOF {
		t.Fatalf("ReadAt at end: %d %v", n, err)
	}
	if n, err := s.ReadAt(nil, 10); n != 0 || err != nil {
		t.Fatalf("empty ReadAt at end: %d %v", n, err)
	}
	var re *StorageRangeError
	if _, err := s.ReadAt(p, -1); !errors.As(err, &re) {
		t.Fatalf("negative offset: %v", err)
	}
	// io.SectionReader drives it like any ReaderAt.
	all, err := io.ReadAll(io.NewSectionReader(s, 0, s.Len()))
	if err != nil || string(all) != "0123456789" {
		t.Fatalf("SectionReader: %q %v", all, err)
	}
}

func TestSliceBounds(t *testing.T) {
	s := NewHeap(100, nil)
	s.SetTensor("w")
	for _, c := range [][2]int64{{-1, 1}, {0, 101}, {100, 1}, {50, -1}, {1 << 62, 1 << 62}, {99, 2}} {
		_, err := s.Slice(c[0], c[1], "")
		var re *StorageRangeError
		if !errors.As(err, &re) || re.Off != c[0] || re.N != c[1] || re.Len != 100 || re.StorageID != s.ID() {
			t.Fatalf("Slice(%d, %d): want StorageRangeError, got %v", c[0], c[1], err)
		}
		if !strings.Contains(err.Error(), `"w"`) {
			t.Fatalf("range error does not name the tensor: %v", err)
		}
		if _, err := s.ReadOnly(c[0], c[1]); !errors.As(err, &re) {
			t.Fatalf("ReadOnly(%d, %d): %v", c[0], c[1], err)
		}
		if _, err := s.Writable(c[0], c[1]); !errors.As(err, &re) {
			t.Fatalf("Writable(%d, %d): %v", c[0], c[1], err)
		}
	}
	if a, err := s.Slice(100, 0, ""); err != nil || a.Len() != 0 {
		t.Fatalf("empty slice at the end: %v", err)
	}
}

func TestAliasSharesLiveness(t *testing.T) {
	parent := NewHeap(64, nil)
	parent.SetTensor("token_embd.weight")
	w, _ := parent.Writable(0, 64)
	for i := range w {
		w[i] = byte(i)
	}
	a, err := parent.Slice(16, 32, "")
	if err != nil {
		t.Fatal(err)
	}
	if a.Owner() != Alias || a.Kind() != Heap || a.Tensor() != "token_embd.weight" || a.Len() != 32 {
		t.Fatalf("alias: %s", a)
	}
	if want := parent.Name() + "[16:48]"; a.Name() != want {
		t.Fatalf("alias name %q, want %q", a.Name(), want)
	}
	aa, err := a.Slice(8, 8, "row.3")
	if err != nil {
		t.Fatal(err)
	}
	if ro, _ := aa.ReadOnly(0, 1); ro.At(0) != 24 {
		t.Fatalf("alias of alias reads byte %d, want 24", ro.At(0))
	}
	// Closing an alias closes only the alias.
	sibling, _ := parent.Slice(0, 8, "")
	if err := sibling.Close(); err != nil {
		t.Fatal(err)
	}
	wantAllClosed(t, sibling, ClosedStorage)
	if !parent.Alive() || !a.Alive() || !aa.Alive() {
		t.Fatalf("closing an alias killed its parent or a sibling")
	}
	// Closing an intermediate alias kills its own aliases.
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	wantAllClosed(t, aa, ClosedParent)
	if !parent.Alive() {
		t.Fatalf("parent died with its alias")
	}
	// Closing the parent kills every alias.
	b, _ := parent.Slice(0, 8, "")
	if err := parent.Close(); err != nil {
		t.Fatal(err)
	}
	wantAllClosed(t, parent, ClosedStorage)
	wantAllClosed(t, b, ClosedParent)
	if _, err := b.ReadOnly(0, 1); !strings.Contains(err.Error(), parent.Name()) {
		t.Fatalf("parent-closed error does not name the parent: %v", err)
	}
}

func TestDoubleClose(t *testing.T) {
	off, err := NewOffHeap(4096, nil)
	if err != nil {
		t.Fatal(err)
	}
	mapped, err := MapFile(writeTemp(t, []byte("gguf")), nil)
	if err != nil {
		t.Fatal(err)
	}
	heap := NewHeap(8, nil)
	alias, _ := heap.Slice(0, 4, "")
	for _, s := range []*Storage{off, mapped, heap, alias, HeapFromBytes([]byte{1}, nil)} {
		for i := range 3 {
			if err := s.Close(); err != nil {
				t.Fatalf("close #%d of %s: %v", i+1, s, err)
			}
		}
		wantAllClosed(t, s, ClosedStorage)
	}
	var nilStorage *Storage
	if nilStorage.Close() != nil || nilStorage.Validate() == nil || nilStorage.Alive() {
		t.Fatalf("nil storage")
	}
}

func TestBorrowedNeverFrees(t *testing.T) {
	b := []byte("borrowed bytes")
	s := HeapFromBytes(b, nil)
	if s.Owner() != Borrowed || s.Kind() != Heap {
		t.Fatalf("borrowed: %s", s)
	}
	w, err := s.Writable(0, 8)
	if err != nil {
		t.Fatal(err)
	}
	copy(w, "BORROWED")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if string(b) != "BORROWED bytes" {
		t.Fatalf("lender's bytes: %q", b)
	}
	wantAllClosed(t, s, ClosedStorage)
}

func TestMappedFile(t *testing.T) {
	data := randomBytes(3*pageSize+123, 1)
	path := writeTemp(t, data)
	lt := NewLifetime("model")
	s, err := MapFile(path, lt)
	if err != nil {
		t.Fatal(err)
	}
	s.SetTensor("whole-file")
	if s.Kind() != Mapped || s.Owner() != Owned || s.Len() != int64(len(data)) || s.Name() != path {
		t.Fatalf("mapped: %s", s)
	}
	ro, err := s.ReadOnly(0, s.Len())
	if err != nil || !ro.Equal(data) {
		t.Fatalf("mapped bytes differ from the file (%v)", err)
	}
	got, err := io.ReadAll(io.NewSectionReader(s, 0, s.Len()))
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("ReadAt: %v", err)
	}
	tensor, err := s.Slice(1000, 2*int64(pageSize), "blk.0.attn_q.weight")
	if err != nil {
		t.Fatal(err)
	}
	if ro, _ := tensor.ReadOnly(0, tensor.Len()); !ro.Equal(data[1000 : 1000+2*pageSize]) {
		t.Fatalf("alias of the mapping reads wrong bytes")
	}
	// No writable bytes of a mapping, from the root or from an alias.
	for _, st := range []*Storage{s, tensor} {
		_, err := st.Writable(0, 1)
		var roe *ReadOnlyError
		if !errors.As(err, &roe) || roe.StorageID != st.ID() || roe.Tensor != st.Tensor() {
			t.Fatalf("Writable on %s: want ReadOnlyError, got %v", st, err)
		}
		if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), strconv.Quote(st.Tensor())) {
			t.Fatalf("read-only error does not name storage and tensor: %v", err)
		}
	}
	// Hints take unaligned ranges (widened to pages) anywhere in the mapping.
	for _, st := range []*Storage{s, tensor} {
		for _, adv := range []func(int64, int64) error{st.AdviseSequential, st.AdviseWillNeed, st.AdviseRandom} {
			if err := adv(17, st.Len()-17); err != nil {
				t.Fatalf("advise %s: %v", st, err)
			}
		}
	}
	if err := s.AdviseRandom(0, s.Len()+1); err == nil {
		t.Fatalf("advise past the end succeeded")
	}
	addr := addrOf(t, s)
	if runtime.GOOS == "linux" && !mappedAt(t, addr) {
		t.Fatalf("mapping not in /proc/self/maps")
	}
	if err := lt.Close(); err != nil {
		t.Fatal(err)
	}
	wantAllClosed(t, s, ClosedScopeClosed)
	wantAllClosed(t, tensor, ClosedScopeClosed)
	if runtime.GOOS == "linux" && mappedAt(t, addr) {
		t.Fatalf("mapping still present after its lifetime closed")
	}
	if err := s.Close(); err != nil {
		t.Fatalf("close after lifetime close: %v", err)
	}
	if _, err := MapFile(path, lt); !errors.Is(err, ErrScopeClosed) {
		t.Fatalf("MapFile into a closed lifetime: %v", err)
	}
}

func TestMapFileErrors(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.gguf")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{empty, dir, filepath.Join(dir, "missing.gguf")} {
		s, err := MapFile(p, nil)
		if err == nil || s != nil {
			t.Fatalf("MapFile(%s) succeeded", p)
		}
		if !strings.Contains(err.Error(), p) {
			t.Fatalf("error does not name the path: %v", err)
		}
	}
}

func TestOffHeapFreedOnClose(t *testing.T) {
	n := int64(5*pageSize + 1)
	s, err := NewOffHeap(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.SetTensor("scratch")
	if s.Kind() != OffHeap || s.Owner() != Owned || s.Len() != n {
		t.Fatalf("offheap: %s", s)
	}
	w, err := s.Writable(0, n)
	if err != nil {
		t.Fatal(err)
	}
	for i := range w {
		if w[i] != 0 {
			t.Fatalf("off-heap memory not zeroed at %d", i)
		}
		w[i] = byte(i)
	}
	if ro, _ := s.ReadOnly(n-1, 1); ro.At(0) != byte(n-1) {
		t.Fatalf("read back wrong byte")
	}
	addr := addrOf(t, s)
	if runtime.GOOS == "linux" && !mappedAt(t, addr) {
		t.Fatalf("off-heap mapping not in /proc/self/maps")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "linux" && mappedAt(t, addr) {
		t.Fatalf("off-heap mapping still present after Close")
	}
	// Every access after the unmap is an error, never a touch of the
	// unmapped pages (which would fault).
	wantAllClosed(t, s, ClosedStorage)
	if _, err := NewOffHeap(-1, nil); err == nil {
		t.Fatalf("negative off-heap size accepted")
	}
	z, err := NewOffHeap(0, nil)
	if err != nil || z.Len() != 0 || z.Close() != nil {
		t.Fatalf("empty off-heap storage: %v", err)
	}
}

func TestLifetimeReset(t *testing.T) {
	lt := NewLifetime("step")
	h := NewHeap(8, lt)
	h.SetTensor("x")
	off, err := NewOffHeap(int64(pageSize), lt)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := h.Slice(0, 4, "")
	addr := addrOf(t, off)
	if err := lt.Reset(); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Storage{h, off, a} {
		wantAllClosed(t, s, ClosedScopeReset)
	}
	if runtime.GOOS == "linux" && mappedAt(t, addr) {
		t.Fatalf("reset left the off-heap storage mapped")
	}
	fresh := NewHeap(8, lt)
	if !fresh.Alive() {
		t.Fatalf("storage born after the reset is dead")
	}
	if _, err := h.ReadOnly(0, 1); !strings.Contains(err.Error(), `scope "step" was reset`) {
		t.Fatalf("message does not say the scope was reset: %v", err)
	}
	if err := lt.Close(); err != nil || lt.Close() != nil {
		t.Fatal("close twice", err)
	}
	wantAllClosed(t, fresh, ClosedScopeClosed)
	if err := lt.Reset(); !errors.Is(err, ErrScopeClosed) {
		t.Fatalf("reset after close: %v", err)
	}
	born := NewHeap(1, lt)
	wantAllClosed(t, born, ClosedScopeClosed)
	if Ambient().Lifetime().Reset() == nil || Ambient().Lifetime().Close() != nil || Ambient().Lifetime().Closed() {
		t.Fatalf("ambient lifetime must refuse reset and ignore close")
	}
}

// TestConcurrentReads runs under -race: storages are safe for concurrent
// readers.
func TestConcurrentReads(t *testing.T) {
	s, err := NewOffHeap(4096, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 1000 {
				ro, err := s.ReadOnly(int64((g*1000+i)%4096), 1)
				if err != nil || ro.At(0) != 0 {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
}
