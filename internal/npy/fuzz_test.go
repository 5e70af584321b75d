package npy

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/skainet/skaic/internal/golden"
)

// fuzzSeeds are files of every dtype as Encode writes them, headers as
// other NumPy versions spell them (format 2.0, a 0-d shape, Python 2 longs,
// keys in another order), and a few malformed ones.
func fuzzSeeds(t testing.TB) map[string][]byte {
	enc := func(a *Array, err error) []byte {
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := Encode(&b, a); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	raw := func(major byte, dict string, data []byte) []byte {
		b := []byte(magic)
		b = append(b, major, 0)
		if major == 1 {
			b = append(b, byte(len(dict)), byte(len(dict)>>8))
		} else {
			b = append(b, byte(len(dict)), byte(len(dict)>>8), 0, 0)
		}
		return append(append(b, dict...), data...)
	}
	return map[string][]byte{
		"seed-f32":       enc(FromFloat32([]int64{2, 3}, []float32{1, -2, 3.5, 0, 1e-30, -0.0})),
		"seed-f16":       enc(FromFloat16([]int64{3}, []uint16{0x3c00, 0xc000, 0x7e00})),
		"seed-i32-0d":    enc(FromInt32([]int64{}, []int32{-7})),
		"seed-i64":       enc(FromInt64([]int64{1, 2, 1}, []int64{-1, 1 << 40})),
		"seed-empty":     enc(FromFloat32([]int64{0, 5}, nil)),
		"seed-v2":        raw(2, "{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }\n", []byte{0, 0, 128, 63}),
		"seed-order":     raw(1, "{'shape': (2L,), 'fortran_order': False, 'descr': '<i4'}\n", []byte{1, 0, 0, 0, 2, 0, 0, 0}),
		"seed-fortran":   raw(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (1,), }\n", []byte{0, 0, 0, 0}),
		"seed-big-shape": raw(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }\n", nil),
		"seed-short":     raw(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (9,), }\n", []byte{1, 2, 3}),
	}
}

// TestWriteFuzzCorpus keeps testdata/fuzz/FuzzDecode in step with the
// seeds; run with -update-corpus to rewrite it.
func TestWriteFuzzCorpus(t *testing.T) { golden.CheckFuzzSeeds(t, "FuzzDecode", fuzzSeeds(t)) }

// FuzzDecode: no input panics, hangs or allocates beyond what it holds;
// every refusal Is ErrFormat; whatever decodes is consistent and encodes
// back to an array that decodes the same.
func FuzzDecode(f *testing.F) {
	for _, b := range fuzzSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := Decode(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("not an ErrFormat: %v", err)
			}
			return
		}
		n, err := NumElements(a.Shape)
		if err != nil || int64(len(a.Data)) != n*int64(a.DType.Size()) || len(a.Data) > len(data) {
			t.Fatalf("decoded %s %v with %d data bytes from %d input bytes (%v)", a.DType, a.Shape, len(a.Data), len(data), err)
		}
		var b bytes.Buffer
		if err := Encode(&b, a); err != nil {
			// Only a shape whose header does not fit format 1.0 may fail.
			if len(a.Shape) < 1000 {
				t.Fatalf("re-encoding %s %v: %v", a.DType, a.Shape, err)
			}
			return
		}
		back, err := Decode(&b)
		if err != nil {
			t.Fatalf("re-encoded array does not decode: %v", err)
		}
		if back.DType != a.DType || !slices.Equal(back.Shape, a.Shape) || !bytes.Equal(back.Data, a.Data) {
			t.Fatalf("round trip changed the array: %+v vs %+v", back, a)
		}
	})
}
