package eager_test

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/tape"
)

// q8Weight packs rows×cols values into a Q8_0 view in file order.
func q8Weight(name string, rows, cols int, w []float32) *layout.TensorView {
	size, _ := quant.RowBytes(quant.Q8_0, int64(rows*cols))
	packed := make([]byte, size)
	if err := quant.Quantize(quant.Q8_0, w, packed); err != nil {
		panic(err)
	}
	f, _ := layout.FormatFromGGML(uint32(quant.Q8_0))
	l, _ := layout.BlockedRowMajor([]int64{int64(rows), int64(cols)}, f.BlockElems())
	v, err := layout.NewView(layout.TensorID(name), f, l, layout.HeapFromBytes(packed, nil))
	if err != nil {
		panic(err)
	}
	return v
}

// A Linear over a packed Q8_0 weight runs on its packed bytes (no adapter,
// no dequantized copy), then an RMSNorm and a SiLU; a misfit records the
// engine's first error instead of panicking.
func Example() {
	const rows, cols = 4, 64 // two Q8_0 blocks per row
	w := make([]float32, rows*cols)
	for r := range rows {
		for c := range cols {
			if c%2 == 0 {
				w[r*cols+c] = 127 // every block's largest value: its scale is exactly 1
			} else {
				w[r*cols+c] = -float32(r + 1)
			}
		}
	}
	e := eager.New()
	W := e.Weight(q8Weight("blk.0.ffn_up.weight", rows, cols, w))
	ones := make([]float32, cols)
	for i := range ones {
		ones[i] = 1
	}
	x := e.ConstF32("x", ones, 1, cols)
	y := e.Linear(x, W) // row r: 32·127 − 32·(r+1)
	n := e.RMSNorm(y, e.ConstF32("norm", []float32{1, 1, 1, 1}, rows), 1e-5)
	s := e.Silu(e.Scale(n, 0.5))
	if err := e.Err(); err != nil {
		panic(err)
	}
	yv, _ := y.Float32s()
	sv, _ := s.Float32s()
	fmt.Println("W:", W.Format(), W.Shape(), "adapters:", len(e.Adapters()))
	fmt.Println("y = x·Wᵀ:", yv)
	fmt.Printf("silu(rmsnorm(y)/2): %.4f\n", sv)

	e.Linear(e.ConstF32("bad", ones[:63], 1, 63), W)
	fmt.Println(e.Err())
	// Output:
	// W: f32/Q8_0 [4 64] adapters: 0
	// y = x·Wᵀ: [4032 4000 3968 3936]
	// silu(rmsnorm(y)/2): [0.3157 0.3127 0.3097 0.3068]
	// eager: linear([bad blk.0.ffn_up.weight]): x [1 63] and W [4 64] do not fit x[..., in]·W[out, in]
}

// Recording: the same ops on an engine with a tape recorder give a tape
// that names the weight by its identity, with its encoding, and that
// Replay runs again on the eager engine.
func ExampleNewTapeRecorder() {
	const rows, cols = 2, 96
	w := make([]float32, rows*cols)
	for i := range w {
		w[i] = float32(i%5) - 2
	}
	wv := q8Weight("output.weight", rows, cols, w)
	rec := eager.NewTapeRecorder("example", tape.SourceOfBytes("model.gguf", []byte("weights")))
	e := eager.New(eager.WithRecorder(rec))
	x := make([]float32, cols)
	for i := range x {
		x[i] = 0.25
	}
	y := e.Linear(e.Input("x", mustView(x)), e.Weight(wv))
	if err := e.Err(); err != nil {
		panic(err)
	}
	rec.SetOutputs(y)
	for _, en := range rec.Tape.Entries {
		fmt.Println("op:", en.Op)
	}
	for _, id := range rec.Tape.ValuesOf(tape.Weight) {
		v := rec.Tape.Value(id)
		fmt.Println("weight:", v.Name, v.Meta.Format)
	}
	got, _ := y.Float32s() // −0.5 and −0.25 but for Q8_0's rounding of the weights

	// Replay binds the weight and input by name and recomputes.
	outs, err := eager.Replay(eager.New(), rec.Tape, func(v *tape.Value) (*layout.TensorView, error) {
		if v.Kind == tape.Weight {
			return wv, nil
		}
		return mustView(x), nil
	})
	if err != nil {
		panic(err)
	}
	again, _ := outs[0].Float32s()
	fmt.Println("recorded:", got, "replayed:", again)
	// Output:
	// op: linear
	// weight: output.weight f32/Q8_0
	// recorded: [-0.49996948 -0.25195312] replayed: [-0.49996948 -0.25195312]
}

func mustView(x []float32) *layout.TensorView {
	st := layout.HeapFromBytes(f32bytes(x), nil)
	v, err := layout.NewView("x", layout.DenseFormat(layout.F32), layout.Contiguous([]int64{1, int64(len(x))}), st)
	if err != nil {
		panic(err)
	}
	return v
}

func f32bytes(x []float32) []byte {
	b := make([]byte, 4*len(x))
	for i, v := range x {
		u := math.Float32bits(v)
		b[4*i], b[4*i+1], b[4*i+2], b[4*i+3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
	}
	return b
}
