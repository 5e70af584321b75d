package layout

// Scratch lends the memory that layout and view edits need (shape and
// stride slices, view headers), so a hot loop — a decode step — can edit
// layouts without touching the Go heap. Everything lent since the last
// Reset is reused by the next round: a caller resets it together with the
// forward scope whose storage those views describe.
//
// A nil *Scratch allocates from the heap, which is what the plain methods
// (Permute, Narrow, ...) do.
//
// After a round that needed more than the current chunk, Reset merges the
// chunks into one large enough for that round, so steady state allocates
// nothing.
type Scratch struct {
	ints      []int64
	next      int
	spilled   int // ints handed out beyond the current chunk this round
	views     []*TensorView
	nextView  int
	roundInts int
}

// NewScratch returns a scratch with room for n ints.
func NewScratch(n int) *Scratch { return &Scratch{ints: make([]int64, n)} }

// Ints lends a zeroed slice of n int64s (capacity n).
func (s *Scratch) Ints(n int) []int64 {
	if s == nil {
		return make([]int64, n)
	}
	s.roundInts += n
	if s.next+n > len(s.ints) {
		s.spilled += n
		return make([]int64, n)
	}
	out := s.ints[s.next : s.next+n : s.next+n]
	s.next += n
	clear(out)
	return out
}

// View lends a view header.
func (s *Scratch) View() *TensorView {
	if s == nil {
		return new(TensorView)
	}
	if s.nextView == len(s.views) {
		s.views = append(s.views, new(TensorView))
	}
	v := s.views[s.nextView]
	s.nextView++
	*v = TensorView{}
	return v
}

// Reset makes everything lent since the last Reset available again.
func (s *Scratch) Reset() {
	if s == nil {
		return
	}
	if s.spilled > 0 {
		s.ints = make([]int64, s.roundInts+s.roundInts/4)
	}
	s.next, s.spilled, s.roundInts, s.nextView = 0, 0, 0, 0
}

// clone copies l's slices into memory from s.
func (l Layout) cloneIn(s *Scratch) Layout {
	out := l
	buf := s.Ints(2 * len(l.Shape))
	out.Shape = buf[:len(l.Shape):len(l.Shape)]
	out.Strides = buf[len(l.Shape):]
	copy(out.Shape, l.Shape)
	copy(out.Strides, l.Strides)
	return out
}

// ContiguousIn is Contiguous with its slices from s.
func ContiguousIn(s *Scratch, shape []int64) Layout {
	buf := s.Ints(2 * len(shape))
	l := Layout{Shape: buf[:len(shape):len(shape)], Strides: buf[len(shape):], BlockElems: 1}
	copy(l.Shape, shape)
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		l.Strides[i] = acc
		acc *= max(shape[i], 1)
	}
	return l
}
