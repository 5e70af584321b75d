package tape

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
)

// NewTape starts an empty tape written by producer (e.g. version.Producer()).
func NewTape(producer string) *Tape {
	return &Tape{Version: CurrentVersion, Producer: producer}
}

// AddSource appends a source file and returns its index. The first source
// is the model the weights come from.
func (t *Tape) AddSource(s Source) int {
	t.Sources = append(t.Sources, s)
	return len(t.Sources) - 1
}

// SourceOfFile describes the file at path: its base name, size and SHA-256.
func SourceOfFile(path string) (Source, error) {
	f, err := os.Open(path)
	if err != nil {
		return Source{}, fmt.Errorf("tape: source: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return Source{}, fmt.Errorf("tape: source %s: %w", path, err)
	}
	s := Source{Name: filepath.Base(path), Size: n}
	h.Sum(s.SHA256[:0])
	return s, nil
}

// SourceOfBytes describes an in-memory file (e.g. a built-in model) under
// the given name.
func SourceOfBytes(name string, b []byte) Source {
	return Source{Name: name, Size: int64(len(b)), SHA256: sha256.Sum256(b)}
}

func (t *Tape) addValue(v Value) ValueID {
	v.ID = t.nextID()
	v.Meta = v.Meta.clone()
	t.Values = append(t.Values, v)
	return v.ID
}

// nextID is one past the largest id in use, so ids stay unique even in a
// tape read from elsewhere.
func (t *Tape) nextID() ValueID {
	n := len(t.Values)
	if n == 0 {
		return 0
	}
	if t.Values[n-1].ID == ValueID(n-1) {
		return ValueID(n)
	}
	next := ValueID(0)
	for i := range t.Values {
		next = max(next, t.Values[i].ID+1)
	}
	return next
}

// AddInput declares a function input; inputs are the function's arguments
// in the order they are added.
func (t *Tape) AddInput(name string, m Meta) ValueID {
	return t.addValue(Value{Kind: Input, Name: name, Meta: m, Source: NoSource})
}

// AddState declares module state (a KV cache) by its identity.
func (t *Tape) AddState(name string, m Meta) ValueID {
	return t.addValue(Value{Kind: State, Name: name, Meta: m, Source: NoSource})
}

// AddWeight declares a weight of the model (Sources[0]) by its identity.
func (t *Tape) AddWeight(name string, m Meta) ValueID {
	return t.AddWeightFrom(0, name, m)
}

// AddWeightFrom declares a weight held by Sources[source].
func (t *Tape) AddWeightFrom(source int, name string, m Meta) ValueID {
	return t.addValue(Value{Kind: Weight, Name: name, Meta: m, Source: source})
}

// AddConst declares a constant stored inline; data (copied) holds its
// bytes as the layout addresses them.
func (t *Tape) AddConst(m Meta, data []byte) ValueID {
	return t.addValue(Value{Kind: Const, Meta: m, Source: NoSource, Data: append([]byte{}, data...)})
}

// AddConstRef declares a constant stored by reference: the tensor name of
// Sources[source] holds its bytes.
func (t *Tape) AddConstRef(m Meta, name string, source int) ValueID {
	return t.addValue(Value{Kind: Const, Name: name, Meta: m, Source: source})
}

// Append records an executed op and defines its outputs, one intermediate
// value per output meta; it returns the outputs' ids.
func (t *Tape) Append(op string, attrs Attrs, inputs []ValueID, outputs []Meta) []ValueID {
	ids := make([]ValueID, len(outputs))
	for i, m := range outputs {
		ids[i] = t.addValue(Value{Kind: Intermediate, Meta: m, Source: NoSource})
	}
	t.Entries = append(t.Entries, Entry{
		Op: op, Attrs: attrs.clone(), Inputs: slices.Clone(inputs), Outputs: slices.Clone(ids),
	})
	return ids
}

// AddAdapter records on the last entry a visible adapter applied to one of
// its inputs; result (copied) is the form the operand was converted to, or
// nil. A recorder that learns of adapters while dispatching keeps them
// until the op's Append, then adds them. It fails when there is no entry or
// value is not one of the last entry's inputs.
func (t *Tape) AddAdapter(kind AdapterKind, value ValueID, result *Meta, reason string) error {
	if len(t.Entries) == 0 {
		return fmt.Errorf("tape: %s adapter on %s: no entry to attach it to", kind, value)
	}
	e := &t.Entries[len(t.Entries)-1]
	if !slices.Contains(e.Inputs, value) {
		return fmt.Errorf("tape: %s adapter on %s: not an input of entry %d (%s)", kind, value, len(t.Entries)-1, e.Op)
	}
	e.Adapters = append(e.Adapters, newAdapter(kind, value, result, reason))
	return nil
}

func newAdapter(kind AdapterKind, value ValueID, result *Meta, reason string) Adapter {
	a := Adapter{Kind: kind, Value: value, Reason: reason}
	if result != nil {
		r := result.clone()
		a.Result = &r
	}
	return a
}

// SetOutputs names the function's results.
func (t *Tape) SetOutputs(ids ...ValueID) { t.Outputs = slices.Clone(ids) }
