package layout

import (
	"slices"
	"strings"
	"testing"
)

// mustLayout returns a checker for (Layout, error) results.
func mustLayout(t *testing.T) func(Layout, error) Layout {
	return func(l Layout, err error) Layout {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if err := l.Validate(); err != nil {
			t.Fatalf("invalid layout %v: %v", l, err)
		}
		return l
	}
}

func TestDenseIndex(t *testing.T) {
	l := Contiguous([]int64{2, 3, 4})
	if !slices.Equal(l.Strides, []int64{12, 4, 1}) {
		t.Fatalf("strides %v", l.Strides)
	}
	cases := []struct {
		name   string
		edit   func(Layout) (Layout, error)
		coords []int64
		want   int64
	}{
		{"identity", func(l Layout) (Layout, error) { return l, nil }, []int64{1, 2, 3}, 23},
		{"transpose01", func(l Layout) (Layout, error) { return l.Transpose(0, 1) }, []int64{2, 1, 3}, 23},
		{"transpose-of-transpose", func(l Layout) (Layout, error) {
			a, err := l.Transpose(0, 2)
			if err != nil {
				return a, err
			}
			return a.Transpose(2, 0)
		}, []int64{1, 2, 3}, 23},
		{"permute201", func(l Layout) (Layout, error) { return l.Permute(2, 0, 1) }, []int64{3, 1, 2}, 23},
		{"narrow-axis1", func(l Layout) (Layout, error) { return l.Narrow(1, 1, 2) }, []int64{1, 1, 3}, 23},
		{"narrow-of-transpose", func(l Layout) (Layout, error) {
			a, err := l.Transpose(1, 2) // [2,4,3] strides [12,1,4]
			if err != nil {
				return a, err
			}
			return a.Narrow(2, 1, 2) // axis 2 (old axis 1) from 1
		}, []int64{1, 3, 1}, 23},
		{"broadcast-lead", func(l Layout) (Layout, error) { return l.Broadcast([]int64{5, 2, 3, 4}) }, []int64{4, 1, 2, 3}, 23},
		{"reshape-merge", func(l Layout) (Layout, error) { return l.Reshape([]int64{6, 4}) }, []int64{5, 3}, 23},
		{"reshape-split", func(l Layout) (Layout, error) { return l.Reshape([]int64{2, 3, 2, 2}) }, []int64{1, 2, 1, 1}, 23},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.edit(l)
			got = mustLayout(t)(got, err)
			pos, within, err := got.Index(c.coords...)
			if err != nil {
				t.Fatal(err)
			}
			if pos != c.want || within != 0 {
				t.Fatalf("Index%v = %d,%d want %d (%v)", c.coords, pos, within, c.want, got)
			}
		})
	}
}

func TestBroadcastSizeOne(t *testing.T) {
	l := Contiguous([]int64{3, 1})
	b := mustLayout(t)(l.Broadcast([]int64{2, 3, 5}))
	if !slices.Equal(b.Strides, []int64{0, 1, 0}) {
		t.Fatalf("strides %v", b.Strides)
	}
	for j := int64(0); j < 5; j++ {
		pos, _, _ := b.Index(1, 2, j)
		if pos != 2 {
			t.Fatalf("broadcast pos %d", pos)
		}
	}
	if _, err := l.Broadcast([]int64{4, 5}); err == nil {
		t.Fatal("broadcast 3→4 must fail")
	}
}

func TestReshapeNeedsCopy(t *testing.T) {
	l := Contiguous([]int64{3, 4})
	tr := mustLayout(t)(l.Transpose(0, 1))
	_, err := tr.Reshape([]int64{12})
	if err == nil || !strings.Contains(err.Error(), "materialize") {
		t.Fatalf("reshape of a transpose must ask to materialize, got %v", err)
	}
	if _, err := l.Reshape([]int64{5, 2}); err == nil {
		t.Fatal("element count mismatch must fail")
	}
}

func TestBlockedIndex(t *testing.T) {
	// 4 rows × 96 elements in 32-element blocks: 3 blocks per row.
	l := mustLayout(t)(BlockedRowMajor([]int64{4, 96}, 32))
	if !slices.Equal(l.Strides, []int64{3, 1}) {
		t.Fatalf("strides %v", l.Strides)
	}
	pos, within, _ := l.Index(2, 70) // block 2 of row 2
	if pos != 2*3+2 || within != 6 {
		t.Fatalf("row-major index %d,%d", pos, within)
	}
	ibm := mustLayout(t)(l.WithOrder(InputBlockMajor))
	pos, within, _ = ibm.Index(2, 70) // b·rows + o = 2·4 + 2
	if pos != 10 || within != 6 || ibm.Order != InputBlockMajor {
		t.Fatalf("input-block-major index %d,%d order %s", pos, within, ibm.Order)
	}
	// Both orders hold every block exactly once.
	seenRM, seenIBM := map[int64]bool{}, map[int64]bool{}
	for o := int64(0); o < 4; o++ {
		for b := int64(0); b < 3; b++ {
			p1, _, _ := l.Index(o, b*32)
			p2, _, _ := ibm.Index(o, b*32)
			seenRM[p1], seenIBM[p2] = true, true
		}
	}
	if len(seenRM) != 12 || len(seenIBM) != 12 {
		t.Fatalf("orders are not permutations: %d %d", len(seenRM), len(seenIBM))
	}
	// Transpose keeps the stored order and moves the block axis.
	tr := mustLayout(t)(l.Transpose(0, 1))
	if tr.BlockAxis != 0 || tr.Order != RowMajor || tr.IsContiguous() {
		t.Fatalf("transpose: %v", tr)
	}
	p, w, _ := tr.Index(70, 2)
	if p != 8 || w != 6 {
		t.Fatalf("transposed index %d,%d", p, w)
	}
	// Narrow on the block axis must be block aligned.
	if _, err := l.Narrow(1, 16, 32); err == nil {
		t.Fatal("unaligned narrow on the block axis must fail")
	}
	n := mustLayout(t)(l.Narrow(1, 32, 64))
	p, w, _ = n.Index(1, 5)
	if p != 3+1 || w != 5 {
		t.Fatalf("narrowed index %d,%d", p, w)
	}
	n = mustLayout(t)(l.Narrow(0, 1, 2))
	p, _, _ = n.Index(0, 0)
	if p != 3 {
		t.Fatalf("row narrow offset %d", p)
	}
	if _, err := l.Broadcast([]int64{4, 1}); err == nil {
		t.Fatal("broadcasting the block axis must fail")
	}
	if _, err := BlockedRowMajor([]int64{4, 100}, 32); err == nil {
		t.Fatal("row not a multiple of the block must fail")
	}
}

func TestBlockedReshape(t *testing.T) {
	l := mustLayout(t)(BlockedRowMajor([]int64{2, 3, 64}, 32))
	r := mustLayout(t)(l.Reshape([]int64{6, 64}))
	p, w, _ := r.Index(5, 40)
	if p != 11 || w != 8 {
		t.Fatalf("reshaped blocked index %d,%d", p, w)
	}
	if _, err := l.Reshape([]int64{2, 192}); err == nil {
		t.Fatal("reshape that changes the block axis must fail")
	}
}

func TestSpanAndContiguity(t *testing.T) {
	l := Contiguous([]int64{3, 4})
	if l.Span() != 12 || !l.IsContiguous() {
		t.Fatal("contiguous span")
	}
	n := mustLayout(t)(l.Narrow(1, 1, 2))
	if n.Span() != 11 || n.IsContiguous() {
		t.Fatalf("narrow span %d", n.Span())
	}
	b := mustLayout(t)(BlockedRowMajor([]int64{4, 96}, 32))
	if b.Span() != 12 {
		t.Fatalf("blocked span %d", b.Span())
	}
}

func TestIndexBounds(t *testing.T) {
	l := Contiguous([]int64{2, 2})
	if _, _, err := l.Index(2, 0); err == nil {
		t.Fatal("out of range must fail")
	}
	if _, _, err := l.Index(0); err == nil {
		t.Fatal("wrong rank must fail")
	}
	if _, err := l.Permute(0, 0); err == nil {
		t.Fatal("bad permutation must fail")
	}
}

func TestFormats(t *testing.T) {
	f, err := FormatFromGGML(12)
	if err != nil || f.DType != F32 || f.Encoding != EncQ4_K || f.BlockElems() != 256 || f.BlockBytes() != 144 {
		t.Fatalf("Q4_K format %v %v", f, err)
	}
	f, _ = FormatFromGGML(0)
	if f != DenseFormat(F32) {
		t.Fatalf("F32 → %v", f)
	}
	f, _ = FormatFromGGML(1)
	if f.DType != F32 || f.Encoding != EncF16 || f.IsDense() {
		t.Fatalf("F16 weight → %v", f)
	}
	if _, err := FormatFromGGML(99); err == nil {
		t.Fatal("unknown code must fail")
	}
	if n, err := (Format{F32, EncQ8_0}).ByteSize(96); err != nil || n != 102 {
		t.Fatalf("bytes %d %v", n, err)
	}
	if _, err := (Format{F32, EncQ8_0}).ByteSize(100); err == nil {
		t.Fatal("partial block must fail")
	}
	for _, e := range Encodings() {
		p, err := ParseEncoding(e.String())
		if err != nil || p != e {
			t.Fatalf("parse %s: %v %v", e, p, err)
		}
	}
}
