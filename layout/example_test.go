package layout_test

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// A dense f32 matrix: transpose and narrow are layout edits over the same
// bytes; Materialize is the one copy.
func ExampleTensorView() {
	// [[0 1 2] [3 4 5]], f32, row-major.
	buf := make([]byte, 6*4)
	for i := range 6 {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(float32(i)))
	}
	st := layout.HeapFromBytes(buf, nil)
	m, err := layout.NewView("m", layout.DenseFormat(layout.F32), layout.Contiguous([]int64{2, 3}), st)
	if err != nil {
		panic(err)
	}
	t, _ := m.Transpose(0, 1)   // no copy: the strides swap
	col, _ := t.Narrow(0, 1, 2) // rows 1..2 of the transpose: another offset
	x, _ := t.At(2, 1)
	fmt.Println("m:        ", m.Layout)
	fmt.Println("m^T:      ", t.Layout)
	fmt.Println("m^T[2,1] =", x)
	fmt.Println("narrowed: ", col.Layout)

	dense, _ := col.Materialize(layout.DenseFormat(layout.F32), layout.Ambient())
	vals := make([]float32, dense.NumElements())
	dense.DecodeF32(vals)
	fmt.Println("copied:   ", dense.Layout, vals)
	// Output:
	// m:         shape=[2 3] strides=[3 1] offset=0
	// m^T:       shape=[3 2] strides=[1 3] offset=0
	// m^T[2,1] = 5
	// narrowed:  shape=[2 2] strides=[1 3] offset=1
	// copied:    shape=[2 2] strides=[2 1] offset=0 [1 4 2 5]
}

// A Q8_0 weight stays packed: its layout counts whole blocks of 32, and
// its logical dtype stays f32.
func ExampleBlockedRowMajor() {
	const rows, cols = 2, 96 // 3 blocks per row
	x := make([]float32, rows*cols)
	for i := range x {
		x[i] = float32(i%7) - 3
	}
	size, _ := quant.RowBytes(quant.Q8_0, rows*cols)
	packed := make([]byte, size)
	if err := quant.Quantize(quant.Q8_0, x, packed); err != nil {
		panic(err)
	}
	f, _ := layout.FormatFromGGML(uint32(quant.Q8_0))
	l, _ := layout.BlockedRowMajor([]int64{rows, cols}, f.BlockElems())
	w, err := layout.NewView("w", f, l, layout.HeapFromBytes(packed, nil))
	if err != nil {
		panic(err)
	}
	v, _ := w.At(1, 43) // x[139] = 3, as Q8_0 stores it (int8 × an f16 scale)
	fmt.Println("format:", w.Format, "block:", f.BlockElems(), "values in", f.BlockBytes(), "bytes")
	fmt.Println("layout:", w.Layout)
	fmt.Println("bytes: ", w.ByteSpan(), "for", w.NumElements(), "values")
	fmt.Printf("w[1,43] = %.4f\n", v)
	// Output:
	// format: f32/Q8_0 block: 32 values in 34 bytes
	// layout: shape=[2 96] strides=[3 1] offset=0 blocked(axis=1, elems=32, order=row_major)
	// bytes:  204 for 192 values
	// w[1,43] = 2.9998
}
