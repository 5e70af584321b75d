package irpa

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Metadata is what skaic puts in an entry's metadata blob: a small JSON
// object saying what the bytes are. The archive format does not interpret
// it (IREE ignores it); it lets `skaic inspect` and the tests tell an
// as-stored Q8_0 weight from a dense f32 one without the MLIR module.
//
//	{"dtype":"f32","shape":[768,768],"encoding":"Q8_0","block_elems":32,
//	 "block_bytes":34,"block_axis":1,"block_order":"row_major"}
type Metadata struct {
	// DType is the logical element type ("f32", "f16", "i8", ...). A
	// packed weight is logically f32: the encoding never replaces it.
	DType string `json:"dtype"`
	// Shape is the logical shape, outermost dimension first.
	Shape []int64 `json:"shape"`
	// Encoding is how the elements are stored ("Q8_0", "Q4_K", ...);
	// empty when the bytes are plain DType elements.
	Encoding string `json:"encoding,omitempty"`
	// BlockElems and BlockBytes give a block encoding's geometry.
	BlockElems int64 `json:"block_elems,omitempty"`
	BlockBytes int64 `json:"block_bytes,omitempty"`
	// BlockAxis is the logical axis the blocks run along (nil: none).
	BlockAxis *int `json:"block_axis,omitempty"`
	// BlockOrder is the order of the blocks in the bytes ("row_major" for
	// file order, "input_block_major" for a kernel feed order).
	BlockOrder string `json:"block_order,omitempty"`
	// Producer names what wrote the entry ("skaic 0.1.0").
	Producer string `json:"producer,omitempty"`
}

// Marshal encodes m as compact JSON, fields in a fixed order.
func (m Metadata) Marshal() ([]byte, error) {
	if err := m.validate(); err != nil {
		return nil, err
	}
	return json.Marshal(m)
}

// MustMarshal is Marshal for metadata known to be valid (tests, literals).
func (m Metadata) MustMarshal() []byte {
	b, err := m.Marshal()
	if err != nil {
		panic(err)
	}
	return b
}

func (m Metadata) validate() error {
	if m.DType == "" {
		return fmt.Errorf("irpa: metadata: empty dtype")
	}
	for i, d := range m.Shape {
		if d < 0 {
			return fmt.Errorf("irpa: metadata: negative dimension %d at %d", d, i)
		}
	}
	if m.BlockElems < 0 || m.BlockBytes < 0 {
		return fmt.Errorf("irpa: metadata: negative block geometry %d/%d", m.BlockElems, m.BlockBytes)
	}
	if m.BlockAxis != nil && (*m.BlockAxis < 0 || *m.BlockAxis >= len(m.Shape)) {
		return fmt.Errorf("irpa: metadata: block axis %d outside a rank-%d shape", *m.BlockAxis, len(m.Shape))
	}
	return nil
}

// ParseMetadata decodes an entry's metadata blob written by Marshal.
// Unknown fields are allowed (a newer writer may add some).
func ParseMetadata(b []byte) (Metadata, error) {
	var m Metadata
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&m); err != nil {
		return Metadata{}, fmt.Errorf("irpa: metadata: %w", err)
	}
	if dec.More() {
		return Metadata{}, fmt.Errorf("irpa: metadata: trailing data after the JSON object")
	}
	if err := m.validate(); err != nil {
		return Metadata{}, err
	}
	return m, nil
}
