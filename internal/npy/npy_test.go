package npy

import (
	"bytes"
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

func TestRoundTrip(t *testing.T) {
	f32, _ := FromFloat32([]int64{2, 3}, []float32{1, -2, 3.5, float32(math.Inf(1)), 0, -0.0})
	f16, _ := FromFloat16([]int64{3}, []uint16{0x3c00, 0xc000, 0x7e00})
	i32, _ := FromInt32([]int64{}, []int32{-7})
	i64, _ := FromInt64([]int64{1, 2, 1, 1}, []int64{math.MinInt64, math.MaxInt64})
	empty, _ := FromFloat32([]int64{0, 5}, nil)
	for _, a := range []*Array{f32, f16, i32, i64, empty} {
		var b bytes.Buffer
		if err := Encode(&b, a); err != nil {
			t.Fatal(err)
		}
		if (bytes.IndexByte(b.Bytes(), '\n')+1)%64 != 0 {
			t.Errorf("%s: data does not start on a 64-byte boundary", a.DType)
		}
		got, err := Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		if got.DType != a.DType || !slices.Equal(got.Shape, a.Shape) || !bytes.Equal(got.Data, a.Data) {
			t.Errorf("round trip: %+v vs %+v", got, a)
		}
	}
	v, err := f32.Float32()
	if err != nil || v[2] != 3.5 {
		t.Errorf("Float32: %v %v", v, err)
	}
	if _, err := f32.Int32(); err == nil {
		t.Errorf("Int32 of a float32 array")
	}
	if h, _ := f16.Float16(); h[1] != 0xc000 {
		t.Errorf("Float16: %x", h)
	}
	if x, _ := i64.Int64(); x[0] != math.MinInt64 {
		t.Errorf("Int64: %v", x)
	}
	if x, _ := i32.Int32(); x[0] != -7 {
		t.Errorf("Int32: %v", x)
	}
	if _, err := FromFloat32([]int64{2, 2}, []float32{1}); err == nil {
		t.Errorf("shape mismatch accepted")
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.npy")
	a, _ := FromFloat32([]int64{2}, []float32{1, 2})
	if err := WriteFile(path, a); err != nil {
		t.Fatal(err)
	}
	got, err := ReadFile(path)
	if err != nil || !bytes.Equal(got.Data, a.Data) {
		t.Fatalf("%v %v", got, err)
	}
	bad := &Array{DType: Float32, Shape: []int64{3}, Data: make([]byte, 4)}
	if err := WriteFile(path, bad); err == nil {
		t.Fatal("inconsistent array written")
	}
	if got, _ := ReadFile(path); got == nil || !bytes.Equal(got.Data, a.Data) {
		t.Errorf("failed write clobbered the file")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

func TestMalformed(t *testing.T) {
	good := func() []byte {
		a, _ := FromFloat32([]int64{4}, []float32{1, 2, 3, 4})
		var b bytes.Buffer
		Encode(&b, a)
		return b.Bytes()
	}()
	withHeader := func(h string) []byte {
		var b bytes.Buffer
		b.WriteString(magic)
		b.Write([]byte{1, 0, byte(len(h)), 0})
		b.WriteString(h)
		return b.Bytes()
	}
	cases := map[string][]byte{
		"empty":         nil,
		"bad magic":     append([]byte("\x93NUMPX"), good[6:]...),
		"version 9":     append(append([]byte{}, good[:6]...), append([]byte{9, 0}, good[8:]...)...),
		"short data":    good[:len(good)-1],
		"fortran":       withHeader("{'descr': '<f4', 'fortran_order': True, 'shape': (1,), }\n"),
		"dtype":         withHeader("{'descr': '>f4', 'fortran_order': False, 'shape': (1,), }\n"),
		"object":        withHeader("{'descr': '|O', 'fortran_order': False, 'shape': (1,), }\n"),
		"negative dim":  withHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }\n"),
		"missing shape": withHeader("{'descr': '<f4', 'fortran_order': False, }\n"),
		"not a dict":    withHeader("descr\n"),
		"huge shape":    withHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }\n"),
	}
	for name, b := range cases {
		if _, err := Decode(bytes.NewReader(b)); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v", name, err)
		}
	}
	// Truncation anywhere is an error.
	for n := range len(good) {
		if _, err := Decode(bytes.NewReader(good[:n])); err == nil {
			t.Fatalf("cut at %d accepted", n)
		}
	}
}

// TestNumpyInterop: numpy loads what we write; we load what numpy writes
// (format 1.0 and 2.0).
func TestNumpyInterop(t *testing.T) {
	py := toolstest.Python(t)
	dir := t.TempDir()
	a, _ := FromFloat32([]int64{2, 3}, []float32{1, -2, 3.5, 1e-30, 0, 7})
	ours := filepath.Join(dir, "ours.npy")
	if err := WriteFile(ours, a); err != nil {
		t.Fatal(err)
	}
	script := `
import sys, numpy as np
from numpy.lib import format as fmt
d = sys.argv[1]
x = np.load(d + "/ours.npy")
assert x.dtype == np.float32 and x.shape == (2, 3), (x.dtype, x.shape)
assert np.array_equal(x, np.array([[1, -2, 3.5], [1e-30, 0, 7]], dtype=np.float32)), x
np.save(d + "/np_f16.npy", np.array([1, 2, 3], dtype=np.float16))
np.save(d + "/np_i64.npy", np.arange(6, dtype=np.int64).reshape(3, 2))
np.save(d + "/np_i32.npy", np.int32(-5))
with open(d + "/np_v2.npy", "wb") as f:
    fmt.write_array(f, np.arange(4, dtype=np.float32), version=(2, 0))
print("ok")
`
	out, err := exec.Command(py, "-c", script, dir).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "ok") {
		t.Fatalf("numpy: %v\n%s", err, out)
	}
	f16 := must(ReadFile(filepath.Join(dir, "np_f16.npy")))
	if h, _ := f16.Float16(); !slices.Equal(h, []uint16{0x3c00, 0x4000, 0x4200}) {
		t.Errorf("f16: %x", h)
	}
	i64 := must(ReadFile(filepath.Join(dir, "np_i64.npy")))
	if v, _ := i64.Int64(); !slices.Equal(i64.Shape, []int64{3, 2}) || v[5] != 5 {
		t.Errorf("i64: %v %v", i64.Shape, v)
	}
	i32 := must(ReadFile(filepath.Join(dir, "np_i32.npy")))
	if v, _ := i32.Int32(); len(i32.Shape) != 0 || v[0] != -5 {
		t.Errorf("i32 scalar: %v %v", i32.Shape, v)
	}
	v2 := must(ReadFile(filepath.Join(dir, "np_v2.npy")))
	if v, _ := v2.Float32(); !slices.Equal(v, []float32{0, 1, 2, 3}) {
		t.Errorf("v2: %v", v)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
