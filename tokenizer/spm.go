package tokenizer

import (
	"container/heap"
	"fmt"
)

// symbol is a span of the text being merged, linked to its neighbours.
type symbol struct {
	prev, next int
	start, n   int // byte span in the text; n = 0 once merged away
}

// utf8Len is the length of the UTF-8 sequence a lead byte starts (1 for
// a continuation byte, which then stands alone).
func utf8Len(b byte) int {
	switch {
	case b < 0xC0:
		return 1
	case b < 0xE0:
		return 2
	case b < 0xF0:
		return 3
	}
	return 4
}

// splitChars cuts text into UTF-8 characters, linked.
func splitChars(text string) []symbol {
	syms := make([]symbol, 0, len(text))
	for off := 0; off < len(text); {
		n := min(utf8Len(text[off]), len(text)-off)
		i := len(syms)
		next := i + 1
		if off+n == len(text) {
			next = -1
		}
		syms = append(syms, symbol{prev: i - 1, next: next, start: off, n: n})
		off += n
	}
	return syms
}

// spmBigram is a candidate merge of two adjacent symbols.
type spmBigram struct {
	left, right int
	score       float32
	size        int
}

// queue is a priority queue: container/heap over items ordered by less.
type queue[T any] struct {
	items []T
	less  func(a, b T) bool
}

func (q *queue[T]) Len() int           { return len(q.items) }
func (q *queue[T]) Less(i, j int) bool { return q.less(q.items[i], q.items[j]) }
func (q *queue[T]) Swap(i, j int)      { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *queue[T]) Push(x any)         { q.items = append(q.items, x.(T)) }
func (q *queue[T]) Pop() any {
	x := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return x
}

// spmFirst pops the highest score first, the leftmost among equals.
func spmFirst(a, b spmBigram) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return a.left < b.left
}

// spm tokenizes one text fragment (spaces already "▁") and appends the ids.
func (t *Tokenizer) spm(text string, out []int32) []int32 {
	if text == "" {
		return out
	}
	syms := splitChars(text)
	q := &queue[spmBigram]{less: spmFirst}
	revMerge := map[string][2]int{}
	try := func(left, right int) {
		if left < 0 || right < 0 {
			return
		}
		s := text[syms[left].start : syms[left].start+syms[left].n+syms[right].n]
		id, ok := t.ids[s]
		if !ok {
			return
		}
		heap.Push(q, spmBigram{left: left, right: right, score: t.scores[id], size: len(s)})
		revMerge[s] = [2]int{left, right}
	}
	for i := 1; i < len(syms); i++ {
		try(i-1, i)
	}
	for q.Len() > 0 {
		b := heap.Pop(q).(spmBigram)
		l, r := &syms[b.left], &syms[b.right]
		if l.n == 0 || r.n == 0 || l.n+r.n != b.size {
			continue
		}
		l.n += r.n
		r.n = 0
		l.next = r.next
		if r.next >= 0 {
			syms[r.next].prev = b.left
		}
		try(l.prev, b.left)
		try(b.left, l.next)
	}
	var reseg func(i int)
	reseg = func(i int) {
		s := text[syms[i].start : syms[i].start+syms[i].n]
		if id, ok := t.ids[s]; ok {
			out = append(out, id)
			return
		}
		p, ok := revMerge[s]
		if !ok {
			for j := 0; j < len(s); j++ {
				out = append(out, t.byteID(s[j]))
			}
			return
		}
		reseg(p[0])
		reseg(p[1])
	}
	for i := 0; i != -1; i = syms[i].next {
		reseg(i)
	}
	return out
}

// byteID is the token of one byte: "<0xXX>", else the byte as a one-byte
// token, else the unknown token.
func (t *Tokenizer) byteID(c byte) int32 {
	if id, ok := t.ids[fmt.Sprintf("<0x%02X>", c)]; ok {
		return id
	}
	if id, ok := t.ids[string([]byte{c})]; ok {
		return id
	}
	return t.unk
}
