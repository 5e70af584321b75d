package llama_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// RecordExport on a tracing engine records the tape a computing one does
// and reads no weight: the model's file is cut at its data section, so
// that a read of any weight page past the first faults.
func TestRecordExportTracedReadsNoWeight(t *testing.T) {
	path := filepath.Join(t.TempDir(), demo.Name)
	if err := demo.Write(path); err != nil {
		t.Fatal(err)
	}
	computed, err := llama.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	traced, err := llama.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer traced.Close()
	tokens := []int32{5, 9, 2, 70, 3}
	record := func(m *llama.Model, opts ...eager.Option) []byte {
		rec := eager.NewTapeRecorder("test", tape.Source{})
		out, err := m.RecordExport(tokens, rec, opts...)
		if err != nil {
			t.Fatal(err)
		}
		if got := out.Shape(); len(got) != 3 || got[1] != int64(len(tokens)) {
			t.Fatalf("logits %v", got)
		}
		b, err := rec.Tape.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	want := record(computed)
	computed.Close()

	if err := os.Truncate(path, traced.File().Header.DataOffset); err != nil {
		t.Fatal(err)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("the traced recording read a weight: %v", r)
		}
	}()
	if got := record(traced, eager.WithTrace()); !bytes.Equal(got, want) {
		t.Fatal("the traced tape differs from the computed one")
	}
}
