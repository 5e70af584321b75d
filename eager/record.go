package eager

import "github.com/skainet/skaic/tape"

// Recorder receives every value and op the engine executes while recording.
// TapeRecorder builds a tape from them; the engine knows only this
// interface.
type Recorder interface {
	// Value registers a tensor that enters the computation from outside (an
	// input, a weight, a constant with its bytes) and returns its id.
	Value(t *Tensor, data []byte) int64
	// Op registers one executed op with its attributes, inputs, outputs and
	// any adapters the dispatcher inserted for it; it returns the outputs' ids.
	Op(op string, attrs tape.Attrs, ins []Tensor, outs []Tensor, adapters []AdapterEvent) []int64
}
