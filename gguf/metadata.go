package gguf

import (
	"errors"
	"fmt"
	"iter"
	"math"
)

// KV is one metadata entry.
type KV struct {
	Key   string
	Value Value
}

// Metadata is the ordered key/value section of a GGUF file. Keys keep the
// order of the file (or of the Set calls that built it). The zero Metadata
// is empty and ready to use.
type Metadata struct {
	kvs   []KV
	index map[string]int
}

// NewMetadata returns metadata holding kvs in order; a repeated key keeps
// its first position and its last value.
func NewMetadata(kvs ...KV) *Metadata {
	m := &Metadata{}
	for _, kv := range kvs {
		m.Set(kv.Key, kv.Value)
	}
	return m
}

// Len is the number of entries.
func (m *Metadata) Len() int {
	if m == nil {
		return 0
	}
	return len(m.kvs)
}

// Set stores v under key: in place when the key exists, else appended.
func (m *Metadata) Set(key string, v Value) {
	if m.index == nil {
		m.index = make(map[string]int)
	}
	if i, ok := m.index[key]; ok {
		m.kvs[i].Value = v
		return
	}
	m.index[key] = len(m.kvs)
	m.kvs = append(m.kvs, KV{key, v})
}

// Delete removes key, keeping the order of the others.
func (m *Metadata) Delete(key string) {
	i, ok := m.index[key]
	if !ok {
		return
	}
	m.kvs = append(m.kvs[:i], m.kvs[i+1:]...)
	delete(m.index, key)
	for j := i; j < len(m.kvs); j++ {
		m.index[m.kvs[j].Key] = j
	}
}

// Get returns the value under key.
func (m *Metadata) Get(key string) (Value, bool) {
	if m == nil {
		return Value{}, false
	}
	i, ok := m.index[key]
	if !ok {
		return Value{}, false
	}
	return m.kvs[i].Value, true
}

// Has reports whether key is present.
func (m *Metadata) Has(key string) bool { _, ok := m.Get(key); return ok }

// Keys returns the keys in order.
func (m *Metadata) Keys() []string {
	out := make([]string, m.Len())
	for i := range out {
		out[i] = m.kvs[i].Key
	}
	return out
}

// KVs returns the entries in order (a copy of the list; values are shared).
func (m *Metadata) KVs() []KV {
	if m == nil {
		return nil
	}
	return append([]KV(nil), m.kvs...)
}

// All iterates over the entries in order.
func (m *Metadata) All() iter.Seq2[string, Value] {
	return func(yield func(string, Value) bool) {
		for i := range m.Len() {
			if !yield(m.kvs[i].Key, m.kvs[i].Value) {
				return
			}
		}
	}
}

// ErrKeyNotFound is what a typed getter's error Is when the key is absent.
var ErrKeyNotFound = errors.New("key not found")

// KeyError reports a metadata key that is missing or holds a value of
// another type than the getter wants.
type KeyError struct {
	Key     string
	Missing bool
	Got     ValueType // the stored type, when present
	Want    string    // what the getter accepts ("any integer type", "string", ...)
	Reason  string    // extra detail (e.g. "negative value -3")
}

func (e *KeyError) Error() string {
	if e.Missing {
		return fmt.Sprintf("gguf: metadata key %q not found", e.Key)
	}
	msg := fmt.Sprintf("gguf: metadata key %q holds %s, want %s", e.Key, e.Got, e.Want)
	if e.Reason != "" {
		msg += ": " + e.Reason
	}
	return msg
}

// Is makes errors.Is(err, ErrKeyNotFound) true for a missing key.
func (e *KeyError) Is(target error) bool { return target == ErrKeyNotFound && e.Missing }

func (m *Metadata) lookup(key, want string) (Value, error) {
	v, ok := m.Get(key)
	if !ok {
		return Value{}, &KeyError{Key: key, Missing: true, Want: want}
	}
	return v, nil
}

func mismatch(key string, v Value, want, reason string) error {
	return &KeyError{Key: key, Got: v.Type(), Want: want, Reason: reason}
}

// GetUint returns an integer of any width (u8 … u64, or a non-negative
// signed value) as uint64. GGUF writers disagree on widths: llama.cpp
// stores block counts as u32 where the spec says u64.
func (m *Metadata) GetUint(key string) (uint64, error) {
	const want = "a non-negative integer"
	v, err := m.lookup(key, want)
	if err != nil {
		return 0, err
	}
	u, ok := v.AsUint()
	if !ok {
		if v.Type().isInteger() {
			return 0, mismatch(key, v, want, "negative value "+v.String())
		}
		return 0, mismatch(key, v, want, "")
	}
	return u, nil
}

// GetInt returns an integer of any width as int64.
func (m *Metadata) GetInt(key string) (int64, error) {
	const want = "an integer"
	v, err := m.lookup(key, want)
	if err != nil {
		return 0, err
	}
	i, ok := v.AsInt()
	if !ok {
		if v.Type().isInteger() {
			return 0, mismatch(key, v, want, fmt.Sprintf("%s overflows int64", v))
		}
		return 0, mismatch(key, v, want, "")
	}
	return i, nil
}

// GetFloat returns a float32 or float64 value as float64.
func (m *Metadata) GetFloat(key string) (float64, error) {
	const want = "float32 or float64"
	v, err := m.lookup(key, want)
	if err != nil {
		return 0, err
	}
	f, ok := v.AsFloat()
	if !ok {
		return 0, mismatch(key, v, want, "")
	}
	return f, nil
}

// GetBool returns a bool value.
func (m *Metadata) GetBool(key string) (bool, error) {
	v, err := m.lookup(key, "bool")
	if err != nil {
		return false, err
	}
	b, ok := v.AsBool()
	if !ok {
		return false, mismatch(key, v, "bool", "")
	}
	return b, nil
}

// GetString returns a string value.
func (m *Metadata) GetString(key string) (string, error) {
	v, err := m.lookup(key, "string")
	if err != nil {
		return "", err
	}
	s, ok := v.AsString()
	if !ok {
		return "", mismatch(key, v, "string", "")
	}
	return s, nil
}

// GetArray returns an array value of any element type.
func (m *Metadata) GetArray(key string) (Array, error) {
	v, err := m.lookup(key, "array")
	if err != nil {
		return Array{}, err
	}
	a, ok := v.AsArray()
	if !ok {
		return Array{}, mismatch(key, v, "array", "")
	}
	return a, nil
}

// GetStrings returns an array of strings (shared with the metadata: do not
// modify it).
func (m *Metadata) GetStrings(key string) ([]string, error) {
	const want = "array of string"
	a, err := m.GetArray(key)
	if err != nil {
		return nil, retarget(err, want)
	}
	s, ok := a.Strings()
	if !ok {
		return nil, &KeyError{Key: key, Got: TypeArray, Want: want, Reason: "elements are " + a.Elem().String()}
	}
	return s, nil
}

// GetUints returns an integer array of any width as []uint64.
func (m *Metadata) GetUints(key string) ([]uint64, error) {
	const want = "array of non-negative integers"
	a, err := m.GetArray(key)
	if err != nil {
		return nil, retarget(err, want)
	}
	u, ok := a.Uints()
	if !ok {
		return nil, &KeyError{Key: key, Got: TypeArray, Want: want, Reason: "elements are " + a.Elem().String()}
	}
	return u, nil
}

// GetInts returns an integer array of any width as []int64.
func (m *Metadata) GetInts(key string) ([]int64, error) {
	const want = "array of integers"
	a, err := m.GetArray(key)
	if err != nil {
		return nil, retarget(err, want)
	}
	v, ok := a.Ints()
	if !ok {
		return nil, &KeyError{Key: key, Got: TypeArray, Want: want, Reason: "elements are " + a.Elem().String()}
	}
	return v, nil
}

// GetFloats returns a float32 or float64 array as []float64.
func (m *Metadata) GetFloats(key string) ([]float64, error) {
	const want = "array of floats"
	a, err := m.GetArray(key)
	if err != nil {
		return nil, retarget(err, want)
	}
	f, ok := a.Floats()
	if !ok {
		return nil, &KeyError{Key: key, Got: TypeArray, Want: want, Reason: "elements are " + a.Elem().String()}
	}
	return f, nil
}

func retarget(err error, want string) error {
	var ke *KeyError
	if errors.As(err, &ke) {
		c := *ke
		c.Want = want
		return &c
	}
	return err
}

// Equal reports whether two values have the same type and contents; floats
// compare by their bits, so NaNs with equal payloads are equal.
func (v Value) Equal(o Value) bool {
	if v.typ != o.typ {
		return false
	}
	switch x := v.x.(type) {
	case float32:
		y, ok := o.x.(float32)
		return ok && math.Float32bits(x) == math.Float32bits(y)
	case float64:
		y, ok := o.x.(float64)
		return ok && math.Float64bits(x) == math.Float64bits(y)
	case Array:
		y, ok := o.x.(Array)
		return ok && x.Equal(y)
	}
	return v.x == o.x
}

// Equal reports whether two arrays have the same element type and elements.
func (a Array) Equal(b Array) bool {
	if a.elem != b.elem || a.Len() != b.Len() {
		return false
	}
	for i := range a.Len() {
		if !a.Index(i).Equal(b.Index(i)) {
			return false
		}
	}
	return true
}

// Equal reports whether two metadata sections hold the same keys in the
// same order with equal values.
func (m *Metadata) Equal(o *Metadata) bool {
	if m.Len() != o.Len() {
		return false
	}
	for i := range m.Len() {
		if m.kvs[i].Key != o.kvs[i].Key || !m.kvs[i].Value.Equal(o.kvs[i].Value) {
			return false
		}
	}
	return true
}
