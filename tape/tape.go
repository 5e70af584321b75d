// Package tape is the recorded op list of an eager run: every op the engine
// executed, in order, with its attributes, its input and output values, and
// the visible adapters it needed; every value with its identity (a weight's
// GGUF name, an input's name), logical shape, format and full layout.
//
// A Tape is plain Go data; the protobuf schema (tape.proto, generated code in
// tapepb) is only the file format, reached through Marshal, Unmarshal,
// WriteFile and ReadFile. A tape is self-contained except for weight bytes
// (and constants stored by reference), which it names by identity and by
// source file (Tape.Sources, with size and SHA-256).
//
// # File format and detection
//
// A tape file is one protobuf message skaic.tape.v1.Tape, with no framing, so
// `protoc --decode=skaic.tape.v1.Tape tape.proto < x.tape.pb` reads it. Its
// field 1 is the magic string "skaic.tape" and is written first (protobuf
// writers emit fields in field-number order), so every tape starts with the
// 12 bytes 0x0a 0x0a "skaic.tape" ([Magic]); [IsTape] checks that prefix,
// letting tools recognize a tape by content rather than by its name.
//
// # Versions
//
// The file carries a format version (major.minor, [CurrentVersion]). Readers
// decode the version before anything else and reject a newer major with a
// [*VersionError]; a newer minor only adds fields, which are ignored.
//
// # Building a tape
//
// A recorder calls [NewTape], declares function inputs, weights,
// constants and state (AddInput, AddWeight, AddConst, AddConstRef,
// AddState), appends one entry
// per executed op (Append, which defines the op's outputs and returns their
// ids; AddAdapter records a visible adapter on the last entry), and finally
// SetOutputs. The builder never fails; [Tape.Validate] (also run by Marshal
// and Unmarshal) reports the first inconsistency.
package tape

import (
	"fmt"

	"github.com/skainet/skaic/layout"
)

// Version is a tape format version.
type Version struct {
	Major, Minor uint32
}

// CurrentVersion is the format version this package writes and the newest
// major it reads.
var CurrentVersion = Version{Major: 1, Minor: 0}

func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// ValueID names a value inside one tape.
type ValueID int64

func (id ValueID) String() string { return fmt.Sprintf("%%%d", int64(id)) }

// ValueKind says where a value comes from.
type ValueKind uint8

const (
	// Input is a function argument, named by its input name.
	Input ValueKind = iota + 1
	// Weight is a model tensor, named by its identity (the GGUF tensor
	// name); its bytes live in a source file.
	Weight
	// Const is a constant, stored inline (Value.Data) or by reference
	// (Value.Name in Value.Source).
	Const
	// Intermediate is the result of an entry.
	Intermediate
	// State is mutable state that outlives one call (a layer's KV cache),
	// named by its identity ("cache.k.0"); it has no stored bytes: a
	// module holds it, zero at load, and cache_write entries update it.
	State
)

var valueKindNames = [...]string{Input: "input", Weight: "weight", Const: "const", Intermediate: "intermediate", State: "state"}

func (k ValueKind) valid() bool { return k >= Input && k <= State }

func (k ValueKind) String() string {
	if k.valid() {
		return valueKindNames[k]
	}
	return fmt.Sprintf("value_kind(%d)", uint8(k))
}

// NoSource is Value.Source of a value whose bytes no source file holds.
const NoSource = -1

// MaxInlineConstBytes is the size above which a recorder should store a
// constant by reference rather than inline. It is advice: Validate does not
// enforce it.
const MaxInlineConstBytes = 64 << 10

// Meta is what a tape records about a tensor value: its format and layout.
// The logical shape is Layout.Shape.
type Meta struct {
	Format layout.Format
	Layout layout.Layout
}

// MetaOf returns the metadata of a view (copied, so later edits of the view
// do not reach the tape).
func MetaOf(v *layout.TensorView) Meta { return Meta{Format: v.Format, Layout: v.Layout}.clone() }

// DenseMeta is a contiguous dense tensor of shape.
func DenseMeta(d layout.DType, shape ...int64) Meta {
	return Meta{Format: layout.DenseFormat(d), Layout: layout.Contiguous(shape)}
}

// Shape is the logical shape.
func (m Meta) Shape() []int64 { return m.Layout.Shape }

// clone copies the slices, never leaving them nil, so a built tape and its
// decoded copy compare equal.
func (m Meta) clone() Meta {
	m.Layout.Shape = append([]int64{}, m.Layout.Shape...)
	m.Layout.Strides = append([]int64{}, m.Layout.Strides...)
	return m
}

// check verifies that format and layout are each valid and agree.
func (m Meta) check() error {
	if err := m.Format.Validate(); err != nil {
		return err
	}
	if err := m.Layout.Validate(); err != nil {
		return err
	}
	if m.Format.IsBlocked() != m.Layout.Blocked {
		return fmt.Errorf("format %s and layout blocked=%v disagree", m.Format, m.Layout.Blocked)
	}
	if m.Layout.Blocked && m.Layout.BlockElems != int64(m.Format.BlockElems()) {
		return fmt.Errorf("layout block size %d, format %s has %d", m.Layout.BlockElems, m.Format, m.Format.BlockElems())
	}
	return nil
}

// Source identifies a file that holds tensor bytes.
type Source struct {
	Name   string   // file name as recorded (base name)
	Size   int64    // bytes
	SHA256 [32]byte // all zero when unknown
}

// HasHash reports whether the source's SHA-256 is known.
func (s Source) HasHash() bool { return s.SHA256 != [32]byte{} }

// Value is one tensor value of a tape.
type Value struct {
	ID   ValueID
	Kind ValueKind
	// Name is the identity: a weight's GGUF tensor name, an input's name, a
	// referenced constant's name in its source; optional otherwise.
	Name string
	Meta Meta
	// Source indexes Tape.Sources for weights and constants stored by
	// reference; NoSource otherwise.
	Source int
	// Data holds an inline constant's bytes (non-nil exactly then).
	Data []byte
}

// Inline reports whether v is a constant stored inline.
func (v *Value) Inline() bool { return v.Kind == Const && v.Data != nil }

// AdapterKind names a visible conversion the engine made to run an op.
type AdapterKind uint8

const (
	// Materialize copied the operand to a dense format.
	Materialize AdapterKind = iota + 1
	// Prepack reordered the operand's blocks for a kernel.
	Prepack
	// Requantize re-encoded the operand (e.g. activations to Q8_K).
	Requantize
)

var adapterKindNames = [...]string{Materialize: "materialize", Prepack: "prepack", Requantize: "requantize"}

func (k AdapterKind) valid() bool { return k >= Materialize && k <= Requantize }

func (k AdapterKind) String() string {
	if k.valid() {
		return adapterKindNames[k]
	}
	return fmt.Sprintf("adapter_kind(%d)", uint8(k))
}

// Adapter is a visible conversion of one of an entry's inputs.
type Adapter struct {
	Kind   AdapterKind
	Value  ValueID // the entry input it applied to
	Result *Meta   // the form the operand was converted to; nil when not recorded
	Reason string
}

// Entry is one executed op.
type Entry struct {
	Op       string
	Attrs    Attrs
	Inputs   []ValueID
	Outputs  []ValueID
	Adapters []Adapter
}

// Tape is a recorded op list.
type Tape struct {
	// Version is the format version the tape was read with (CurrentVersion
	// for a built tape); Marshal always writes CurrentVersion.
	Version  Version
	Producer string
	// Sources lists the files holding weight bytes; Sources[0] is the model.
	Sources []Source
	Values  []Value
	Entries []Entry
	Outputs []ValueID
}

// Value returns the value with the given id, or nil.
func (t *Tape) Value(id ValueID) *Value {
	if id >= 0 && id < ValueID(len(t.Values)) && t.Values[id].ID == id {
		return &t.Values[id]
	}
	for i := range t.Values {
		if t.Values[i].ID == id {
			return &t.Values[i]
		}
	}
	return nil
}

// ValuesOf returns the ids of the values of one kind, in table order. The
// function's inputs are ValuesOf(Input).
func (t *Tape) ValuesOf(k ValueKind) []ValueID {
	var ids []ValueID
	for i := range t.Values {
		if t.Values[i].Kind == k {
			ids = append(ids, t.Values[i].ID)
		}
	}
	return ids
}

// Weight returns the weight with the given identity, or nil.
func (t *Tape) Weight(name string) *Value {
	for i := range t.Values {
		if t.Values[i].Kind == Weight && t.Values[i].Name == name {
			return &t.Values[i]
		}
	}
	return nil
}
