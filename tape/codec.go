package tape

import (
	"errors"
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape/tapepb"
)

// MagicString is the value of field 1 of every tape.
const MagicString = "skaic.tape"

// Magic is how every tape file starts: the tag of field 1 (number 1, wire
// type 2: 0x0a), the length of MagicString (0x0a), then MagicString.
const Magic = "\x0a\x0a" + MagicString

// IsTape reports whether data (a file's first bytes; len(Magic) suffice)
// starts like a tape.
func IsTape(prefix []byte) bool {
	return len(prefix) >= len(Magic) && string(prefix[:len(Magic)]) == Magic
}

// ErrNotTape is returned for data that is not a skaic tape.
var ErrNotTape = errors.New("tape: not a skaic tape (no \"skaic.tape\" magic)")

// ErrCorrupt wraps every failure to decode a tape's bytes.
var ErrCorrupt = errors.New("tape: corrupt")

// VersionError reports a tape whose format major version this reader does
// not support (written by a newer skaic).
type VersionError struct {
	Got       Version
	Supported Version
}

func (e *VersionError) Error() string {
	if e.Got.Major > e.Supported.Major {
		return fmt.Sprintf("tape: format version %s is newer than this reader supports (%d.x); upgrade skaic",
			e.Got, e.Supported.Major)
	}
	return fmt.Sprintf("tape: format version %s is older than this reader supports (%d.x)", e.Got, e.Supported.Major)
}

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
}

// Marshal validates the tape and encodes it (deterministically) in the
// current format version.
func (t *Tape) Marshal() ([]byte, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(t.toPB())
	if err != nil {
		return nil, fmt.Errorf("tape: encode: %w", err)
	}
	return b, nil
}

// Unmarshal decodes and validates a tape. Data that is not a tape gives
// ErrNotTape; a newer major version a *VersionError; undecodable bytes an
// error wrapping ErrCorrupt; an inconsistent tape a *ValidationError.
func Unmarshal(data []byte) (*Tape, error) {
	opts := proto.UnmarshalOptions{DiscardUnknown: true}
	var h tapepb.Header
	if err := opts.Unmarshal(data, &h); err != nil {
		if !IsTape(data) {
			return nil, ErrNotTape
		}
		return nil, corrupt("%v", err)
	}
	if h.Magic != MagicString {
		return nil, ErrNotTape
	}
	if h.Version == nil || h.Version.Major == 0 {
		return nil, corrupt("no format version")
	}
	v := Version{Major: h.Version.Major, Minor: h.Version.Minor}
	if v.Major != CurrentVersion.Major {
		return nil, &VersionError{Got: v, Supported: CurrentVersion}
	}
	var pb tapepb.Tape
	if err := opts.Unmarshal(data, &pb); err != nil {
		return nil, corrupt("%v", err)
	}
	t, err := fromPB(&pb)
	if err != nil {
		return nil, err
	}
	t.Version = v
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

func (t *Tape) toPB() *tapepb.Tape {
	pb := &tapepb.Tape{
		Magic:    MagicString,
		Version:  &tapepb.Version{Major: CurrentVersion.Major, Minor: CurrentVersion.Minor},
		Producer: t.Producer,
		Outputs:  idsToPB(t.Outputs),
	}
	for _, s := range t.Sources {
		ps := &tapepb.Source{Name: s.Name, Size: s.Size}
		if s.HasHash() {
			ps.Sha256 = append([]byte{}, s.SHA256[:]...)
		}
		pb.Sources = append(pb.Sources, ps)
	}
	for i := range t.Values {
		v := &t.Values[i]
		pv := &tapepb.Value{Id: int64(v.ID), Kind: valueKindToPB[v.Kind], Name: v.Name, Type: metaToPB(v.Meta)}
		switch {
		case v.Data != nil:
			pv.BytesFrom = &tapepb.Value_InlineData{InlineData: v.Data}
		case v.Source != NoSource:
			pv.BytesFrom = &tapepb.Value_Source{Source: uint32(v.Source)}
		}
		pb.Values = append(pb.Values, pv)
	}
	for i := range t.Entries {
		e := &t.Entries[i]
		pe := &tapepb.Entry{Op: e.Op, Inputs: idsToPB(e.Inputs), Outputs: idsToPB(e.Outputs)}
		for _, a := range e.Attrs {
			pe.Attrs = append(pe.Attrs, attrToPB(a))
		}
		for _, a := range e.Adapters {
			pa := &tapepb.Adapter{Kind: adapterKindToPB[a.Kind], Value: int64(a.Value), Reason: a.Reason}
			if a.Result != nil {
				pa.Result = metaToPB(*a.Result)
			}
			pe.Adapters = append(pe.Adapters, pa)
		}
		pb.Entries = append(pb.Entries, pe)
	}
	return pb
}

func fromPB(pb *tapepb.Tape) (*Tape, error) {
	t := &Tape{Producer: pb.Producer, Outputs: idsFromPB(pb.Outputs)}
	for i, ps := range pb.Sources {
		s := Source{Name: ps.Name, Size: ps.Size}
		switch len(ps.Sha256) {
		case 0:
		case len(s.SHA256):
			copy(s.SHA256[:], ps.Sha256)
		default:
			return nil, corrupt("source %d (%q): sha256 has %d bytes, want 32", i, ps.Name, len(ps.Sha256))
		}
		t.Sources = append(t.Sources, s)
	}
	if len(pb.Values) > 0 {
		t.Values = make([]Value, 0, len(pb.Values))
	}
	for _, pv := range pb.Values {
		where := fmt.Sprintf("value %%%d", pv.Id)
		kind, ok := valueKindFromPB[pv.Kind]
		if !ok {
			return nil, corrupt("%s: unknown value kind %d", where, pv.Kind)
		}
		m, err := metaFromPB(pv.Type)
		if err != nil {
			return nil, corrupt("%s: %v", where, err)
		}
		v := Value{ID: ValueID(pv.Id), Kind: kind, Name: pv.Name, Meta: m, Source: NoSource}
		switch b := pv.BytesFrom.(type) {
		case *tapepb.Value_InlineData:
			v.Data = b.InlineData
			if v.Data == nil {
				v.Data = []byte{}
			}
		case *tapepb.Value_Source:
			v.Source = int(b.Source)
		}
		t.Values = append(t.Values, v)
	}
	for i, pe := range pb.Entries {
		where := fmt.Sprintf("entry %d (%s)", i, pe.Op)
		e := Entry{Op: pe.Op, Inputs: idsFromPB(pe.Inputs), Outputs: idsFromPB(pe.Outputs)}
		for _, pa := range pe.Attrs {
			a, err := attrFromPB(pa)
			if err != nil {
				return nil, corrupt("%s: %v", where, err)
			}
			e.Attrs = append(e.Attrs, a)
		}
		for _, pa := range pe.Adapters {
			kind, ok := adapterKindFromPB[pa.Kind]
			if !ok {
				return nil, corrupt("%s: unknown adapter kind %d", where, pa.Kind)
			}
			a := Adapter{Kind: kind, Value: ValueID(pa.Value), Reason: pa.Reason}
			if pa.Result != nil {
				m, err := metaFromPB(pa.Result)
				if err != nil {
					return nil, corrupt("%s: %s adapter result: %v", where, kind, err)
				}
				a.Result = &m
			}
			e.Adapters = append(e.Adapters, a)
		}
		t.Entries = append(t.Entries, e)
	}
	return t, nil
}

var (
	valueKindToPB = map[ValueKind]tapepb.ValueKind{
		Input:        tapepb.ValueKind_VALUE_KIND_INPUT,
		Weight:       tapepb.ValueKind_VALUE_KIND_WEIGHT,
		Const:        tapepb.ValueKind_VALUE_KIND_CONST,
		Intermediate: tapepb.ValueKind_VALUE_KIND_INTERMEDIATE,
		State:        tapepb.ValueKind_VALUE_KIND_STATE,
	}
	valueKindFromPB = invert(valueKindToPB)

	adapterKindToPB = map[AdapterKind]tapepb.AdapterKind{
		Materialize: tapepb.AdapterKind_ADAPTER_KIND_MATERIALIZE,
		Prepack:     tapepb.AdapterKind_ADAPTER_KIND_PREPACK,
		Requantize:  tapepb.AdapterKind_ADAPTER_KIND_REQUANTIZE,
	}
	adapterKindFromPB = invert(adapterKindToPB)
)

func invert[K, V comparable](m map[K]V) map[V]K {
	out := make(map[V]K, len(m))
	for k, v := range m {
		out[v] = k
	}
	return out
}

func idsToPB(ids []ValueID) []int64 {
	if ids == nil {
		return nil
	}
	out := make([]int64, len(ids))
	for i, id := range ids {
		out[i] = int64(id)
	}
	return out
}

func idsFromPB(ids []int64) []ValueID {
	if len(ids) == 0 {
		return nil
	}
	out := make([]ValueID, len(ids))
	for i, id := range ids {
		out[i] = ValueID(id)
	}
	return out
}

func metaToPB(m Meta) *tapepb.TensorType {
	l := m.Layout
	return &tapepb.TensorType{
		Shape:    l.Shape,
		Dtype:    m.Format.DType.String(),
		Encoding: m.Format.Encoding.String(),
		Layout: &tapepb.TensorLayout{
			Strides:    l.Strides,
			Offset:     l.Offset,
			Blocked:    l.Blocked,
			BlockAxis:  int32(l.BlockAxis),
			BlockElems: l.BlockElems,
			BlockOrder: l.Order.String(),
		},
	}
}

func metaFromPB(pt *tapepb.TensorType) (Meta, error) {
	if pt == nil {
		return Meta{}, fmt.Errorf("no tensor type")
	}
	d, err := layout.ParseDType(pt.Dtype)
	if err != nil {
		return Meta{}, err
	}
	enc, err := layout.ParseEncoding(pt.Encoding)
	if err != nil {
		return Meta{}, err
	}
	m := Meta{Format: layout.Format{DType: d, Encoding: enc}}
	m.Layout.Shape = nonNil(pt.Shape)
	if pl := pt.Layout; pl != nil {
		m.Layout.Strides = nonNil(pl.Strides)
		m.Layout.Offset = pl.Offset
		m.Layout.Blocked = pl.Blocked
		m.Layout.BlockAxis = int(pl.BlockAxis)
		m.Layout.BlockElems = pl.BlockElems
		if pl.BlockOrder != "" {
			if m.Layout.Order, err = layout.ParseBlockOrder(pl.BlockOrder); err != nil {
				return Meta{}, err
			}
		}
	} else {
		m.Layout.Strides = []int64{}
	}
	return m, nil
}

// nonNil keeps a scalar's empty shape distinct from "no shape" so a built
// tape and its decoded copy compare equal.
func nonNil(s []int64) []int64 {
	if s == nil {
		return []int64{}
	}
	return s
}

func attrToPB(a Attr) *tapepb.Attr {
	pa := &tapepb.Attr{Name: a.Name}
	switch a.Kind {
	case AttrInt:
		pa.Value = &tapepb.Attr_Int{Int: a.Int}
	case AttrFloat:
		pa.Value = &tapepb.Attr_Float{Float: a.Float}
	case AttrString:
		pa.Value = &tapepb.Attr_String_{String_: a.Str}
	case AttrBool:
		pa.Value = &tapepb.Attr_Bool{Bool: a.Bool}
	case AttrInts:
		pa.Value = &tapepb.Attr_Ints{Ints: &tapepb.IntList{Values: a.Ints}}
	case AttrFloats:
		pa.Value = &tapepb.Attr_Floats{Floats: &tapepb.FloatList{Values: a.Floats}}
	}
	return pa
}

func attrFromPB(pa *tapepb.Attr) (Attr, error) {
	switch v := pa.Value.(type) {
	case *tapepb.Attr_Int:
		return Int(pa.Name, v.Int), nil
	case *tapepb.Attr_Float:
		return Float(pa.Name, v.Float), nil
	case *tapepb.Attr_String_:
		return String(pa.Name, v.String_), nil
	case *tapepb.Attr_Bool:
		return Bool(pa.Name, v.Bool), nil
	case *tapepb.Attr_Ints:
		return Ints(pa.Name, v.Ints.GetValues()...), nil
	case *tapepb.Attr_Floats:
		return Floats(pa.Name, v.Floats.GetValues()...), nil
	}
	return Attr{}, fmt.Errorf("attribute %q has no value", pa.Name)
}
