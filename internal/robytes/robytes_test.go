package robytes

import "testing"

func TestBytes(t *testing.T) {
	src := []byte{1, 2, 3, 4, 5}
	r := Wrap(src[:4])
	if r.Len() != 4 || r.At(3) != 4 {
		t.Fatalf("Len/At: %d %d", r.Len(), r.At(3))
	}
	if got := Unwrap(r); cap(got) != 4 {
		t.Fatalf("Wrap must clip capacity to length, cap=%d", cap(got))
	}
	s := r.Slice(1, 2)
	if !s.Equal([]byte{2, 3}) || s.Equal([]byte{2, 3, 4}) {
		t.Fatalf("Slice/Equal wrong")
	}
	if cap(Unwrap(s)) != 2 {
		t.Fatalf("Slice must clip capacity")
	}
	dst := make([]byte, 8)
	if n := r.CopyTo(dst); n != 4 || dst[0] != 1 || dst[3] != 4 {
		t.Fatalf("CopyTo: n=%d dst=%v", n, dst)
	}
	var zero Bytes
	if zero.Len() != 0 || !zero.Equal(nil) || Wrap(nil).Len() != 0 {
		t.Fatalf("zero window")
	}
	if r.String() != "robytes.Bytes(len=4)" {
		t.Fatalf("String: %s", r.String())
	}
	for _, c := range [][2]int{{-1, 1}, {0, 5}, {4, 1}, {2, -1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Slice(%d, %d) did not panic", c[0], c[1])
				}
			}()
			r.Slice(c[0], c[1])
		}()
	}
}
