package eager

import (
	"fmt"

	"github.com/skainet/skaic/tape"
)

// TapeRecorder records an engine run into a tape.
type TapeRecorder struct {
	Tape *tape.Tape
	err  error
}

// NewTapeRecorder starts a tape whose weights come from source (the model
// file's identity).
func NewTapeRecorder(producer string, source tape.Source) *TapeRecorder {
	t := tape.NewTape(producer)
	t.AddSource(source)
	return &TapeRecorder{Tape: t}
}

// Err is the first recording error (an adapter the tape refused).
func (r *TapeRecorder) Err() error { return r.err }

// Value implements Recorder.
func (r *TapeRecorder) Value(t *Tensor, data []byte) int64 {
	m := tape.MetaOf(&t.View)
	switch t.Kind {
	case Input:
		return int64(r.Tape.AddInput(t.Name, m))
	case Weight:
		return int64(r.Tape.AddWeight(t.Name, m))
	case Const:
		return int64(r.Tape.AddConst(m, data))
	case State:
		return int64(r.Tape.AddState(t.Name, m))
	}
	if r.err == nil {
		r.err = fmt.Errorf("eager: recording: value %s of kind %s does not enter from outside", t.label(), t.Kind)
	}
	return 0
}

// Op implements Recorder.
func (r *TapeRecorder) Op(op string, attrs tape.Attrs, ins, outs []Tensor, adapters []AdapterEvent) []int64 {
	inIDs := make([]tape.ValueID, len(ins))
	for i, t := range ins {
		inIDs[i] = tape.ValueID(t.RecID)
	}
	metas := make([]tape.Meta, len(outs))
	for i, t := range outs {
		metas[i] = tape.MetaOf(&t.View)
	}
	ids := r.Tape.Append(op, attrs, inIDs, metas)
	for _, a := range adapters {
		kind := map[AdapterKind]tape.AdapterKind{AdaptMaterialize: tape.Materialize, AdaptPrepack: tape.Prepack, AdaptRequantize: tape.Requantize}[a.Kind]
		if err := r.Tape.AddAdapter(kind, tape.ValueID(a.Value), nil, a.From+" → "+a.To); err != nil && r.err == nil {
			r.err = fmt.Errorf("eager: recording %s: %w", op, err)
		}
	}
	out := make([]int64, len(ids))
	for i, id := range ids {
		out[i] = int64(id)
	}
	return out
}

// SetOutputs marks the tensors the recorded function returns.
func (r *TapeRecorder) SetOutputs(ts ...Tensor) {
	ids := make([]tape.ValueID, len(ts))
	for i, t := range ts {
		ids[i] = tape.ValueID(t.RecID)
	}
	r.Tape.SetOutputs(ids...)
}
