package layout

import (
	"fmt"
	"slices"
)

// TensorID is a tensor's stable identity (a GGUF tensor name, a tape value).
type TensorID string

// TensorView is what a kernel unwraps once: the logical shape (in Layout),
// what the elements are (Format), where they sit (Layout) and who owns the
// bytes (Storage). Narrow, Transpose, Permute, Reshape and Broadcast return
// new views of the same storage; Materialize and Prepack are the only copies.
type TensorView struct {
	ID      TensorID
	Format  Format
	Layout  Layout
	Storage *Storage

	// storageID is Storage's ID when the view was made: a forward scope
	// recycles storage headers, and the ID tells a recycled header from the
	// one this view was given.
	storageID uint64
}

// ViewError reports an operation on a view that cannot be done, naming the
// tensor.
type ViewError struct {
	Tensor TensorID
	Op     string
	Err    error
}

func (e *ViewError) Error() string {
	name := string(e.Tensor)
	if name == "" {
		name = "(unnamed)"
	}
	return fmt.Sprintf("tensor %q: %s: %v", name, e.Op, e.Err)
}

func (e *ViewError) Unwrap() error { return e.Err }

// NewView checks that the format, the layout and the storage fit together:
// every position the layout reaches lies inside the storage.
func NewView(id TensorID, f Format, l Layout, s *Storage) (*TensorView, error) {
	return NewViewIn(nil, id, f, l, s)
}

// NewViewIn is NewView with the view header from sc (the layout is used as
// given: build it from the same scratch to keep a hot loop off the heap).
func NewViewIn(sc *Scratch, id TensorID, f Format, l Layout, s *Storage) (*TensorView, error) {
	v := sc.View()
	*v = TensorView{ID: id, Format: f, Layout: l, Storage: s}
	if s != nil {
		v.storageID = s.ID()
	}
	if err := v.check(); err != nil {
		return nil, &ViewError{Tensor: id, Op: "new view", Err: err}
	}
	return v, nil
}

func (v *TensorView) check() error {
	if err := v.Format.Validate(); err != nil {
		return err
	}
	if err := v.Layout.Validate(); err != nil {
		return err
	}
	if v.Format.DType == I4 && v.Format.Encoding == Dense {
		return fmt.Errorf("dense i4 views are not addressable element-wise; use a packed i8 view")
	}
	if v.Format.IsBlocked() != v.Layout.Blocked {
		return fmt.Errorf("format %s and layout blocked=%v disagree", v.Format, v.Layout.Blocked)
	}
	if v.Layout.Blocked && v.Layout.BlockElems != int64(v.Format.BlockElems()) {
		return fmt.Errorf("layout block size %d, format %s has %d", v.Layout.BlockElems, v.Format, v.Format.BlockElems())
	}
	if v.Storage == nil {
		return fmt.Errorf("no storage")
	}
	need := v.Layout.Span() * int64(v.Format.BlockBytes())
	if need > v.Storage.Len() {
		return fmt.Errorf("layout reaches byte %d but storage %s holds %d", need, v.Storage.Name(), v.Storage.Len())
	}
	return nil
}

// Shape is the logical shape (numpy order).
func (v *TensorView) Shape() []int64 { return v.Layout.Shape }

// NumElements is the product of the shape.
func (v *TensorView) NumElements() int64 { return v.Layout.NumElements() }

// ByteSpan is the number of storage bytes the view reaches from position 0.
func (v *TensorView) ByteSpan() int64 { return v.Layout.Span() * int64(v.Format.BlockBytes()) }

func (v *TensorView) String() string {
	return fmt.Sprintf("%s %s %v", v.ID, v.Format, v.Layout)
}

func (v *TensorView) with(sc *Scratch, op string, l Layout, err error) (*TensorView, error) {
	if err != nil {
		return nil, &ViewError{Tensor: v.ID, Op: op, Err: err}
	}
	out := sc.View()
	*out = TensorView{ID: v.ID, Format: v.Format, Layout: l, Storage: v.Storage, storageID: v.storageID}
	return out, nil
}

// Narrow restricts axis to [start, start+size) without copying.
func (v *TensorView) Narrow(axis int, start, size int64) (*TensorView, error) {
	return v.NarrowIn(nil, axis, start, size)
}

// NarrowIn is Narrow with the new header and layout from sc.
func (v *TensorView) NarrowIn(sc *Scratch, axis int, start, size int64) (*TensorView, error) {
	l, err := v.Layout.NarrowIn(sc, axis, start, size)
	return v.with(sc, "narrow", l, err)
}

// Transpose swaps two axes without copying.
func (v *TensorView) Transpose(a, b int) (*TensorView, error) {
	l, err := v.Layout.Transpose(a, b)
	return v.with(nil, "transpose", l, err)
}

// Permute reorders axes without copying.
func (v *TensorView) Permute(perm ...int) (*TensorView, error) { return v.PermuteIn(nil, perm...) }

// PermuteIn is Permute with the new header and layout from sc.
func (v *TensorView) PermuteIn(sc *Scratch, perm ...int) (*TensorView, error) {
	l, err := v.Layout.PermuteIn(sc, perm...)
	return v.with(sc, "permute", l, err)
}

// Reshape gives a new shape without copying, where the strides allow it.
func (v *TensorView) Reshape(shape ...int64) (*TensorView, error) { return v.ReshapeIn(nil, shape...) }

// ReshapeIn is Reshape with the new header and layout from sc.
func (v *TensorView) ReshapeIn(sc *Scratch, shape ...int64) (*TensorView, error) {
	l, err := v.Layout.ReshapeIn(sc, shape)
	return v.with(sc, "reshape", l, err)
}

// Broadcast expands to shape with stride-0 axes.
func (v *TensorView) Broadcast(shape ...int64) (*TensorView, error) {
	return v.BroadcastIn(nil, shape...)
}

// BroadcastIn is Broadcast with the new header and layout from sc.
func (v *TensorView) BroadcastIn(sc *Scratch, shape ...int64) (*TensorView, error) {
	l, err := v.Layout.BroadcastIn(sc, shape)
	return v.with(sc, "broadcast", l, err)
}

// At returns the decoded value of one element as float32, whatever the
// encoding and block order. It is for tests, dumps and reference code, not
// for inner loops.
func (v *TensorView) At(coords ...int64) (_ float32, err error) {
	defer RecoverFault(&err, CatchFaults())
	pos, within, err := v.Layout.Index(coords...)
	if err != nil {
		return 0, &ViewError{Tensor: v.ID, Op: "at", Err: err}
	}
	var buf [maxBlockElems]float32
	bb := int64(v.Format.BlockBytes())
	if err := v.Storage.ValidateID(v.storageID); err != nil {
		return 0, err
	}
	raw, err := v.Storage.ReadOnly(pos*bb, bb)
	if err != nil {
		return 0, err
	}
	if err := decodeBlock(v.Format, raw, buf[:v.Format.BlockElems()]); err != nil {
		return 0, &ViewError{Tensor: v.ID, Op: "at", Err: err}
	}
	return buf[within], nil
}

// Materialize copies the view into a new contiguous tensor of a dense
// format (f32, f16, bf16, f64 or an integer dtype) allocated in scope. It
// is the single copy point of the tensor model.
func (v *TensorView) Materialize(f Format, scope Scope) (*TensorView, error) {
	f = f.Normalize()
	if f.Encoding != Dense {
		return nil, &ViewError{Tensor: v.ID, Op: "materialize", Err: fmt.Errorf("target %s is not dense; quantizing is a requantize adapter, not a materialize", f)}
	}
	if f.DType == I4 {
		return nil, &ViewError{Tensor: v.ID, Op: "materialize", Err: fmt.Errorf("cannot materialize to i4")}
	}
	n := v.NumElements()
	size, _ := f.ByteSize(n)
	st, err := scope.Alloc(size, string(v.ID))
	if err != nil {
		return nil, &ViewError{Tensor: v.ID, Op: "materialize", Err: err}
	}
	dst, err := st.Writable(0, size)
	if err != nil {
		return nil, err
	}
	copied, err := v.copySameDense(f, dst)
	if err != nil {
		return nil, err
	}
	if !copied {
		if err := v.decodeInto(func(i int64, x float32) { putElem(f.DType, dst, i, x) }); err != nil {
			return nil, err
		}
	}
	return &TensorView{ID: v.ID, Format: f, Layout: Contiguous(v.Shape()), Storage: st, storageID: st.ID()}, nil
}

// DecodeF32 decodes the view into dst in row-major logical order; len(dst)
// must equal NumElements. It copies nothing into a new storage.
func (v *TensorView) DecodeF32(dst []float32) error {
	if int64(len(dst)) != v.NumElements() {
		return &ViewError{Tensor: v.ID, Op: "decode", Err: fmt.Errorf("destination holds %d values, view has %d", len(dst), v.NumElements())}
	}
	return v.decodeInto(func(i int64, x float32) { dst[i] = x })
}

// decodeInto visits every element in row-major logical order, decoding each
// stored block once per visit run.
func (v *TensorView) decodeInto(put func(i int64, x float32)) (err error) {
	defer RecoverFault(&err, CatchFaults())
	n := v.NumElements()
	if n == 0 {
		return nil
	}
	bb := int64(v.Format.BlockBytes())
	be := v.Format.BlockElems()
	all, err := v.Bytes()
	if err != nil {
		return err
	}
	var buf [maxBlockElems]float32
	lastPos := int64(-1)
	coords := make([]int64, v.Layout.Rank())
	for i := int64(0); i < n; i++ {
		pos, within := v.Layout.index(coords)
		if pos != lastPos {
			if err := decodeBlock(v.Format, all.Slice(int(pos*bb), int(bb)), buf[:be]); err != nil {
				return &ViewError{Tensor: v.ID, Op: "decode", Err: err}
			}
			lastPos = pos
		}
		put(i, buf[within])
		incCoords(coords, v.Layout.Shape)
	}
	return nil
}

// Prepack moves the blocks of a 2-D blocked tensor (blocked along axis 1)
// into the requested order, once, into storage from scope. It is the single
// visible relayout: the result's Layout.Order says which order it holds.
// When the view already holds that order contiguously it is returned as is.
func (v *TensorView) Prepack(order BlockOrder, scope Scope) (_ *TensorView, err error) {
	defer RecoverFault(&err, CatchFaults())
	target, err := v.Layout.WithOrder(order)
	if err != nil {
		return nil, &ViewError{Tensor: v.ID, Op: "prepack", Err: err}
	}
	// Already in that order, at some offset: nothing to move.
	shifted := target
	shifted.Offset = v.Layout.Offset
	if v.Layout.Equal(shifted) {
		return v, nil
	}
	bb := int64(v.Format.BlockBytes())
	rows, nb := target.Shape[0], target.Shape[1]/target.BlockElems
	size := rows * nb * bb
	src, err := v.Bytes()
	if err != nil {
		return nil, err
	}
	st, err := scope.Alloc(size, string(v.ID))
	if err != nil {
		return nil, &ViewError{Tensor: v.ID, Op: "prepack", Err: err}
	}
	dst, err := st.Writable(0, size)
	if err != nil {
		return nil, err
	}
	for o := int64(0); o < rows; o++ {
		for b := int64(0); b < nb; b++ {
			from, _ := v.Layout.index([]int64{o, b * target.BlockElems})
			to, _ := target.index([]int64{o, b * target.BlockElems})
			src.Slice(int(from*bb), int(bb)).CopyTo(dst[to*bb : (to+1)*bb])
		}
	}
	return &TensorView{ID: v.ID, Format: v.Format, Layout: target, Storage: st, storageID: st.ID()}, nil
}

// Bytes returns the read-only storage window the view reaches (from
// position 0 to its span), after checking that the storage is alive and is
// still the one the view was given.
func (v *TensorView) Bytes() (ReadOnlyBytes, error) {
	if err := v.Storage.ValidateID(v.storageID); err != nil {
		return ReadOnlyBytes{}, err
	}
	return v.Storage.ReadOnly(0, v.ByteSpan())
}

// Alive reports whether the view's storage can still be read.
func (v *TensorView) Alive() bool { return v.Storage.ValidateID(v.storageID) == nil }

func incCoords(coords, shape []int64) {
	for k := len(coords) - 1; k >= 0; k-- {
		coords[k]++
		if coords[k] < shape[k] {
			return
		}
		coords[k] = 0
	}
}

// Clone returns a copy of the view header (the storage is shared).
func (v *TensorView) Clone() *TensorView {
	c := *v
	c.Layout = v.Layout.clone()
	c.Layout.Shape = slices.Clone(v.Layout.Shape)
	return &c
}
