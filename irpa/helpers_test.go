package irpa

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// pseudoBytes returns n deterministic pseudo-random bytes.
func pseudoBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func axis(i int) *int { return &i }

type sampleEntry struct {
	Entry
	want []byte // the bytes the entry stands for
}

// sampleEntries covers the shapes of entry the writer must lay out: dotted
// and slashed names, metadata and none, empty data, sizes around the
// 64-byte data alignment, splats of every pattern width.
func sampleEntries() []sampleEntry {
	q8 := Metadata{DType: "f32", Shape: []int64{2, 96}, Encoding: "Q8_0", BlockElems: 32, BlockBytes: 34, BlockAxis: axis(1), BlockOrder: "row_major"}.MustMarshal()
	f32 := Metadata{DType: "f32", Shape: []int64{4}}.MustMarshal()
	var out []sampleEntry
	add := func(e Entry, want []byte) { out = append(out, sampleEntry{e, want}) }
	b := pseudoBytes(204, 1)
	add(BytesEntry("blk.0.attn_q.weight", q8, b), b)
	b = pseudoBytes(16, 2)
	add(BytesEntry("w", f32, b), b)
	add(BytesEntry("empty", nil, nil), []byte{})
	b = pseudoBytes(1, 3)
	add(BytesEntry("one/byte", nil, b), b)
	add(SplatEntry("splat.f32", f32, []byte{0, 0, 0xc0, 0x3f}, 4), bytes.Repeat([]byte{0, 0, 0xc0, 0x3f}, 4))
	b = pseudoBytes(64, 4)
	add(BytesEntry("exactly.64", nil, b), b)
	src := pseudoBytes(1000, 6)
	add(DataEntry("window", []byte("not json \x00 binary"), bytes.NewReader(src), 100, 65), src[100:165])
	for _, w := range []int{1, 2, 8, 16} {
		pat := pseudoBytes(w, uint64(w))
		add(SplatEntry("splat/"+string(rune('a'+w)), nil, pat, 3), bytes.Repeat(pat, 3))
	}
	return out
}

func entriesOf(s []sampleEntry) []Entry {
	out := make([]Entry, len(s))
	for i := range s {
		out[i] = s[i].Entry
	}
	return out
}

// encode writes entries to memory.
func encode(t testing.TB, entries []Entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := (&Writer{}).WriteTo(&buf, entries); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// writeFile writes entries to a file in a fresh temp dir.
func writeFile(t testing.TB, entries []Entry) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "model.irpa")
	if err := Write(path, entries); err != nil {
		t.Fatal(err)
	}
	return path
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func parseBytes(t testing.TB, b []byte) *Archive {
	t.Helper()
	a, err := ParseNamed(bytes.NewReader(b), int64(len(b)), "mem.irpa")
	if err != nil {
		t.Fatal(err)
	}
	return a
}
