package eager

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// newCache makes a zero state tensor [rows, 2] f32 named name.
func newCache(t *testing.T, e *Engine, name string, rows int64) Tensor {
	t.Helper()
	st := layout.NewHeap(rows*2*4, nil)
	v, err := layout.NewView(layout.TensorID(name), layout.DenseFormat(layout.F32), layout.Contiguous([]int64{rows, 2}), st)
	if err != nil {
		t.Fatal(err)
	}
	return e.State(v)
}

func TestCacheWriteReadArange(t *testing.T) {
	rec := NewTapeRecorder("test", tape.Source{})
	e := New(WithRecorder(rec))
	cache := newCache(t, e, "cache.k.0", 4)
	rows := e.ConstF32("rows", []float32{1, 2, 3, 4}, 2, 2)
	pos := e.Arange(e.InputI32("tokens", []int32{7, 8}, 2), 1) // positions 1, 2
	w := e.CacheWrite(cache, rows, pos, 1)
	r := e.CacheRead(w, pos, 3)
	if err := e.Err(); err != nil {
		t.Fatal(err)
	}
	got, err := r.Float32s()
	if err != nil {
		t.Fatal(err)
	}
	if want := []float32{0, 0, 1, 2, 3, 4}; !slices.Equal(got, want) {
		t.Errorf("rows [0, 3) after writing at 1, 2: %v, want %v", got, want)
	}
	// Written in place: the state's own bytes hold the rows.
	all, _ := cache.Float32s()
	if all[2] != 1 || all[7] != 0 {
		t.Errorf("the cache itself holds %v", all)
	}
	// Recorded as ops on a state value with its identity.
	var ops []string
	for _, en := range rec.Tape.Entries {
		ops = append(ops, en.Op)
	}
	if want := []string{"arange", "cache_write", "cache_read"}; !slices.Equal(ops, want) {
		t.Errorf("recorded %v, want %v", ops, want)
	}
	if ids := rec.Tape.ValuesOf(tape.State); len(ids) != 1 || rec.Tape.Value(ids[0]).Name != "cache.k.0" {
		t.Errorf("state values %v", ids)
	}
	if rows, _ := rec.Tape.Entries[2].Attrs.Int("rows"); rows != 3 {
		t.Errorf("cache_read rows = %d, want 3", rows)
	}
	// Replaying the tape binds the state to zeros and gives the same rows.
	outsT := rec.Tape
	outsT.Outputs = []tape.ValueID{tape.ValueID(r.RecID)}
	outs, err := Replay(New(), outsT, func(v *tape.Value) (*layout.TensorView, error) {
		x := New().InputI32(v.Name, []int32{7, 8}, 2)
		return &x.View, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := outs[0].Float32s(); !slices.Equal(again, got) {
		t.Errorf("replay read %v, the run %v", again, got)
	}
}

func TestCacheRefusesSteps(t *testing.T) {
	cases := []struct {
		name string
		pos  []int32
		n    int64
		want string
	}{
		{"past the capacity", []int32{3, 4}, 0, "past its capacity of 4"},
		{"not consecutive", []int32{0, 2}, 0, "not consecutive"},
		{"negative", []int32{-1, 0}, 0, "past its capacity"},
		{"read past the positions", []int32{0, 1}, 3, "3 rows asked for, the last position is 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := New()
			cache := newCache(t, e, "cache.v.1", 4)
			pos := e.InputI32("positions", c.pos, 2)
			rows := e.ConstF32("rows", []float32{1, 2, 3, 4}, 2, 2)
			if c.n == 0 {
				e.CacheWrite(cache, rows, pos, int64(c.pos[0]))
			} else {
				e.CacheRead(cache, pos, c.n)
			}
			err := e.Err()
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want one saying %q", err, c.want)
			}
			var ce *CacheError
			if c.n == 0 && !errors.As(err, &ce) {
				t.Errorf("%T is not a *CacheError", err)
			}
			if all, _ := cache.Float32s(); !slices.Equal(all, make([]float32, 8)) {
				t.Errorf("a refused step wrote %v", all)
			}
		})
	}
}

func TestCacheOpsTraceWithoutPositions(t *testing.T) {
	// Traced, positions are not read: the caller's first position and row
	// count give the shapes and the bounds.
	e := New(WithTrace(), WithRecorder(NewTapeRecorder("test", tape.Source{})))
	cache := newCache(t, e, "cache.k.0", 8)
	rows := e.ConstF32("rows", []float32{1, 2}, 1, 2)
	pos := e.InputI32("position", []int32{0}, 1) // not what is traced
	w := e.CacheWrite(cache, rows, pos, 5)
	r := e.CacheRead(w, pos, 6)
	if err := e.Err(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Shape(), []int64{6, 2}) {
		t.Errorf("traced read %v, want [6 2]", r.Shape())
	}
	if all, _ := cache.Float32s(); !slices.Equal(all, make([]float32, 16)) {
		t.Errorf("a traced write wrote %v", all)
	}
	e.CacheWrite(cache, rows, pos, 8)
	if err := e.Err(); err == nil || !strings.Contains(err.Error(), "past its capacity") {
		t.Errorf("traced write at 8 of 8: %v", err)
	}
}
