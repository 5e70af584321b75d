package export

import (
	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/tape"
)

// releasingRecorder records like the TapeRecorder it wraps and, once an op
// has run, lets go of the mapped file pages of the weights it read: the
// recording prefill reads every weight once, and without this each page it
// touched would stay mapped into the process until the export ends — a
// peak RSS as large as the model. The pages stay in the page cache (the
// archive copy reads them from there); only this process's mapping of
// them is dropped, and a later read faults them back in, unchanged.
type releasingRecorder struct{ *eager.TapeRecorder }

// Op implements eager.Recorder.
func (r releasingRecorder) Op(op string, attrs tape.Attrs, ins, outs []eager.Tensor, adapters []eager.AdapterEvent) []int64 {
	ids := r.TapeRecorder.Op(op, attrs, ins, outs, adapters)
	for i := range ins {
		if ins[i].Kind == eager.Weight {
			releaseMapped(ins[i].View.Storage, ins[i].View.ByteSpan())
		}
	}
	return ids
}
