package tape

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"io"
	"math"
	"strconv"
)

// The JSON dump mirrors the schema with names instead of enum numbers. It
// is for people and scripts (`skaic inspect --json`), not a second file
// format: nothing reads it back.
type (
	jsonTape struct {
		FormatVersion string       `json:"format_version"`
		Producer      string       `json:"producer"`
		Sources       []jsonSource `json:"sources"`
		Values        []jsonValue  `json:"values"`
		Entries       []jsonEntry  `json:"entries"`
		Outputs       []ValueID    `json:"outputs"`
	}
	jsonSource struct {
		Name   string `json:"name"`
		Size   int64  `json:"size"`
		SHA256 string `json:"sha256,omitempty"`
	}
	jsonValue struct {
		ID     ValueID  `json:"id"`
		Kind   string   `json:"kind"`
		Name   string   `json:"name,omitempty"`
		Type   jsonMeta `json:"type"`
		Source *int     `json:"source,omitempty"`
		Inline []byte   `json:"inline_data,omitempty"`
	}
	jsonMeta struct {
		DType      string  `json:"dtype"`
		Encoding   string  `json:"encoding"`
		Shape      []int64 `json:"shape"`
		Strides    []int64 `json:"strides"`
		Offset     int64   `json:"offset"`
		Blocked    bool    `json:"blocked"`
		BlockAxis  *int    `json:"block_axis,omitempty"`
		BlockElems *int64  `json:"block_elems,omitempty"`
		BlockOrder string  `json:"block_order,omitempty"`
	}
	jsonEntry struct {
		Index    int           `json:"index"`
		Op       string        `json:"op"`
		Attrs    []jsonAttr    `json:"attrs,omitempty"`
		Inputs   []ValueID     `json:"inputs"`
		Outputs  []ValueID     `json:"outputs"`
		Adapters []jsonAdapter `json:"adapters,omitempty"`
	}
	jsonAttr struct {
		Name  string          `json:"name"`
		Kind  string          `json:"kind"`
		Value json.RawMessage `json:"value"`
	}
	jsonAdapter struct {
		Kind   string    `json:"kind"`
		Value  ValueID   `json:"value"`
		Result *jsonMeta `json:"result,omitempty"`
		Reason string    `json:"reason,omitempty"`
	}
)

// WriteJSON writes the tape as indented JSON: every value with its kind,
// identity, format and full layout (inline constant bytes in base64),
// every entry with typed attributes, inputs, outputs and adapters.
// Non-finite float attributes are written as the strings "NaN", "+Inf" and
// "-Inf".
func (t *Tape) WriteJSON(w io.Writer) error {
	jt := jsonTape{
		FormatVersion: t.Version.String(), Producer: t.Producer,
		Sources: []jsonSource{}, Values: []jsonValue{}, Entries: []jsonEntry{}, Outputs: nonNilIDs(t.Outputs),
	}
	for _, s := range t.Sources {
		js := jsonSource{Name: s.Name, Size: s.Size}
		if s.HasHash() {
			js.SHA256 = hex.EncodeToString(s.SHA256[:])
		}
		jt.Sources = append(jt.Sources, js)
	}
	for i := range t.Values {
		v := &t.Values[i]
		jv := jsonValue{ID: v.ID, Kind: v.Kind.String(), Name: v.Name, Type: toJSONMeta(v.Meta), Inline: v.Data}
		if v.Source != NoSource {
			src := v.Source
			jv.Source = &src
		}
		jt.Values = append(jt.Values, jv)
	}
	for i := range t.Entries {
		e := &t.Entries[i]
		je := jsonEntry{Index: i, Op: e.Op, Inputs: nonNilIDs(e.Inputs), Outputs: nonNilIDs(e.Outputs)}
		for _, a := range e.Attrs {
			je.Attrs = append(je.Attrs, jsonAttr{Name: a.Name, Kind: a.Kind.String(), Value: attrJSON(a)})
		}
		for _, a := range e.Adapters {
			ja := jsonAdapter{Kind: a.Kind.String(), Value: a.Value, Reason: a.Reason}
			if a.Result != nil {
				m := toJSONMeta(*a.Result)
				ja.Result = &m
			}
			je.Adapters = append(je.Adapters, ja)
		}
		jt.Entries = append(jt.Entries, je)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(jt)
}

func toJSONMeta(m Meta) jsonMeta {
	l := m.Layout
	jm := jsonMeta{
		DType: m.Format.DType.String(), Encoding: m.Format.Encoding.String(),
		Shape: nonNilInts(l.Shape), Strides: nonNilInts(l.Strides), Offset: l.Offset, Blocked: l.Blocked,
	}
	if l.Blocked {
		axis, elems := l.BlockAxis, l.BlockElems
		jm.BlockAxis, jm.BlockElems, jm.BlockOrder = &axis, &elems, l.Order.String()
	}
	return jm
}

func attrJSON(a Attr) json.RawMessage {
	var b []byte
	switch a.Kind {
	case AttrInt:
		b = strconv.AppendInt(b, a.Int, 10)
	case AttrFloat:
		b = appendJSONFloat(b, a.Float)
	case AttrString:
		b = jsonString(a.Str)
	case AttrBool:
		b = strconv.AppendBool(b, a.Bool)
	case AttrInts:
		b = append(b, '[')
		for i, v := range a.Ints {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, v, 10)
		}
		b = append(b, ']')
	case AttrFloats:
		b = append(b, '[')
		for i, v := range a.Floats {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONFloat(b, v)
		}
		b = append(b, ']')
	default:
		b = []byte("null")
	}
	return b
}

func appendJSONFloat(b []byte, f float64) []byte {
	switch {
	case math.IsNaN(f):
		return append(b, `"NaN"`...)
	case math.IsInf(f, 1):
		return append(b, `"+Inf"`...)
	case math.IsInf(f, -1):
		return append(b, `"-Inf"`...)
	}
	return strconv.AppendFloat(b, f, 'g', -1, 64)
}

func nonNilIDs(ids []ValueID) []ValueID {
	if ids == nil {
		return []ValueID{}
	}
	return ids
}

func nonNilInts(v []int64) []int64 {
	if v == nil {
		return []int64{}
	}
	return v
}

// jsonString is s as a JSON string, with '<', '>' and '&' as they are (as
// the document's encoder writes them).
func jsonString(s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
