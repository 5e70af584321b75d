package irpa

import (
	"crypto/sha256"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// genReader is a 64 MiB-or-whatever source that exists nowhere in memory:
// byte i is a function of i.
type genReader struct{ n int64 }

func (g genReader) ReadAt(p []byte, off int64) (int, error) {
	if off >= g.n {
		return 0, io.EOF
	}
	k := min(int64(len(p)), g.n-off)
	for i := range k {
		x := uint64(off + i)
		p[i] = byte(x ^ x>>8 ^ x>>19)
	}
	if k < int64(len(p)) {
		return int(k), io.EOF
	}
	return int(k), nil
}

// Writing a 64 MiB entry allocates a bounded buffer, not the entry: the
// bytes allocated during the write are far below 64 MiB.
func TestWriteStreamsBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 64 MiB")
	}
	const size = 64 << 20
	src := genReader{n: size}
	path := filepath.Join(t.TempDir(), "big.irpa")
	entries := []Entry{
		DataEntry("big.weight", Metadata{DType: "i8", Shape: []int64{size}}.MustMarshal(), src, 0, size),
		DataEntry("big.window", nil, src, 12345, 3<<20),
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if err := Write(path, entries); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("wrote %d MiB, allocated %d KiB", (size+3<<20)>>20, allocated>>10)
	if allocated > 4<<20 {
		t.Errorf("writing allocated %d bytes; the writer stages entries instead of streaming them", allocated)
	}

	a, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	for i, e := range entries {
		sr, err := a.ReadData(&a.Entries[i])
		if err != nil {
			t.Fatal(err)
		}
		got, want := sha256.New(), sha256.New()
		if _, err := io.Copy(got, sr); err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(want, io.NewSectionReader(src, e.Offset, e.Length)); err != nil {
			t.Fatal(err)
		}
		if string(got.Sum(nil)) != string(want.Sum(nil)) {
			t.Errorf("entry %q: content differs", e.Name)
		}
	}
	if fi, _ := os.Stat(path); fi.Size()%DefaultFileAlignment != 0 {
		t.Errorf("size %d", fi.Size())
	}
}

func BenchmarkWrite64MiB(b *testing.B) {
	const size = 64 << 20
	src := genReader{n: size}
	path := filepath.Join(b.TempDir(), "big.irpa")
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(path, []Entry{DataEntry("big", nil, src, 0, size)}); err != nil {
			b.Fatal(err)
		}
	}
}
