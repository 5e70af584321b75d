package tape

import (
	"bytes"
	"io"
	"testing"

	"google.golang.org/protobuf/proto"
)

func marshalUnchecked(tp *Tape) ([]byte, error) {
	return proto.MarshalOptions{Deterministic: true}.Marshal(tp.toPB())
}

// FuzzUnmarshal feeds arbitrary bytes to the reader: it must answer with an
// error or a valid tape, never panic, and a tape it accepts must survive
// re-encoding unchanged and dump as text and JSON.
func FuzzUnmarshal(f *testing.F) {
	good := marshal(f, sampleTape(f))
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(good[:len(Magic)+3])
	f.Add([]byte{})
	f.Add([]byte(Magic))
	f.Add([]byte("GGUF\x03\x00\x00\x00"))
	flipped := append([]byte{}, good...)
	for i := len(Magic); i < len(flipped); i += 37 {
		flipped[i] ^= 0x5a
	}
	f.Add(flipped)
	newer := sampleTape(f).toPB()
	newer.Version.Major = 2
	if b, err := proto.Marshal(newer); err == nil {
		f.Add(b)
	}

	f.Fuzz(func(t *testing.T, data []byte) {
		tp, err := Unmarshal(data)
		if err != nil {
			if tp != nil {
				t.Fatalf("Unmarshal returned a tape and an error")
			}
			return
		}
		if err := tp.Validate(); err != nil {
			t.Fatalf("Unmarshal accepted an invalid tape: %v", err)
		}
		if err := tp.Format(io.Discard); err != nil {
			t.Fatal(err)
		}
		if err := tp.WriteJSON(io.Discard); err != nil {
			t.Fatal(err)
		}
		b1, err := tp.Marshal()
		if err != nil {
			t.Fatalf("re-encoding an accepted tape: %v", err)
		}
		tp2, err := Unmarshal(b1)
		if err != nil {
			t.Fatalf("decoding a re-encoded tape: %v", err)
		}
		b2, err := tp2.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b1, b2) {
			t.Fatalf("re-encoding is not stable")
		}
	})
}
