package eager

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/tape"
)

// traceWeight is one weight of traceProgram: its format, layout and bytes.
type traceWeight struct {
	name string
	f    layout.Format
	l    layout.Layout
	raw  []byte
}

func traceWeights(t *testing.T) []traceWeight {
	rng := rand.New(rand.NewPCG(21, 22))
	packed := func(name string, qt quant.Type, rows, cols int, order layout.BlockOrder) traceWeight {
		raw := make([]byte, rows*cols/qt.BlockElems()*qt.BlockBytes())
		if err := quant.Quantize(qt, randF32(rng, rows*cols), raw); err != nil {
			t.Fatal(err)
		}
		f, _ := layout.FormatFromGGML(uint32(qt))
		l, err := layout.ForFormat([]int64{int64(rows), int64(cols)}, f)
		if err == nil && order != l.Order {
			l, err = l.WithOrder(order)
		}
		if err != nil {
			t.Fatal(err)
		}
		return traceWeight{name, f, l, raw}
	}
	return []traceWeight{
		packed("emb", quant.Q6_K, 11, 256, layout.RowMajor),
		packed("norm", quant.F32, 1, 256, layout.RowMajor),
		packed("norm16", quant.F16, 1, 256, layout.RowMajor), // elementwise on f16: a materialize adapter
		packed("wq", quant.Q8_0, 32, 96, layout.RowMajor),
		packed("wo", quant.Q4_K, 32, 256, layout.RowMajor),
		packed("wt", quant.F32, 256, 32, layout.RowMajor),         // used transposed: materialized
		packed("wp", quant.Q6_K, 32, 256, layout.InputBlockMajor), // no IBM kernel: prepacked back
	}
}

// traceProgram runs every kind of op the engine has, with the adapters
// (materialize, prepack) its dispatch inserts, and returns its outputs.
func traceProgram(e *Engine, w map[string]Tensor) []Tensor {
	const S, H, D = 3, 4, 8
	ids := e.InputI32("tokens", []int32{3, 1, 7}, S)
	pos := e.ConstI32("positions", []int32{0, 1, 2}, S)
	x := e.Embedding(w["emb"], ids) // [S, 256]
	x = e.RMSNorm(x, e.Reshape(w["norm"], 256), 1e-5)
	x = e.LayerNorm(x, e.Reshape(w["norm16"], 256), Tensor{}, 1e-5)
	h := e.Linear(e.Narrow(x, 1, 0, 96), w["wq"]) // [S, 32]
	q := e.Rope(e.Reshape(h, S, H, D), pos, 10000, D, RopeNeoX)
	a := e.Reshape(e.Attention(q, q, q, true, 0, 0), S, H*D)
	y := e.Linear(e.Silu(x), w["wo"])
	z := e.Linear(x, e.Transpose(w["wt"], 0, 1))
	p := e.Linear(e.Exp(x), w["wp"])
	out := e.Sub(e.Mul(e.Add(a, y), z), e.Scale(p, 0.5))
	c := e.Concat(0, out, e.BroadcastTo(e.Sum(out, 0, true), 2, 32)) // [S+2, 32]
	m := e.Where(e.Cast(e.Maximum(c, e.Neg(c)), layout.I32), c, e.Mean(c, -1, true))
	r := e.Contiguous(e.Transpose(e.Cast(m, layout.F16), 0, 1)) // [32, S+2] f32
	s := e.Softmax(e.Reshape(r, -1))
	return []Tensor{out, e.ReduceMax(r, 1, false), s, e.MatMul(r, c)}
}

// recordProgram records traceProgram on an engine made with opts, its
// weights views of storages made by store; it returns the tape bytes, the
// adapters and the outputs.
func recordProgram(t *testing.T, ws []traceWeight, store func(i int) *layout.Storage, opts ...Option) ([]byte, []AdapterEvent, []Tensor) {
	t.Helper()
	rec := NewTapeRecorder("test", tape.SourceOfBytes("w", []byte("w")))
	e := New(append(opts, WithRecorder(rec))...)
	w := map[string]Tensor{}
	for i, tw := range ws {
		v, err := layout.NewView(layout.TensorID(tw.name), tw.f, tw.l, store(i))
		if err != nil {
			t.Fatal(err)
		}
		w[tw.name] = e.Weight(v)
	}
	outs := traceProgram(e, w)
	if e.Err() != nil || rec.Err() != nil {
		t.Fatal(e.Err(), rec.Err())
	}
	rec.SetOutputs(outs...)
	b, err := rec.Tape.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b, e.Adapters(), outs
}

// A traced run records the tape a computing run records, and reads no
// weight byte: its weights are windows of a mapped file truncated to
// nothing, where any read faults.
func TestTraceRecordsWithoutReading(t *testing.T) {
	ws := traceWeights(t)
	want, wantAd, wantOuts := recordProgram(t, ws, func(i int) *layout.Storage { return layout.HeapFromBytes(ws[i].raw, nil) })

	path := filepath.Join(t.TempDir(), "weights.bin")
	var file []byte
	offs := make([]int64, len(ws))
	for i, tw := range ws {
		offs[i] = int64(len(file))
		file = append(file, tw.raw...)
		file = append(file, make([]byte, 64-len(file)%64)...)
	}
	if err := os.WriteFile(path, file, 0o644); err != nil {
		t.Fatal(err)
	}
	mapped, err := layout.MapFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer mapped.Close()
	if err := os.Truncate(path, 0); err != nil { // every page of the mapping now faults
		t.Fatal(err)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("the traced run read a weight's bytes: %v", r)
		}
	}()
	got, gotAd, gotOuts := recordProgram(t, ws, func(i int) *layout.Storage {
		st, err := mapped.Slice(offs[i], int64(len(ws[i].raw)), ws[i].name)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}, WithTrace())

	if !bytes.Equal(got, want) {
		t.Error("the traced tape differs from the computed one")
	}
	if fmt.Sprint(gotAd) != fmt.Sprint(wantAd) || len(wantAd) < 3 {
		t.Errorf("adapters: traced %v, computed %v", gotAd, wantAd)
	}
	for i := range wantOuts {
		if gotOuts[i].View.Format != wantOuts[i].View.Format || !gotOuts[i].View.Layout.Equal(wantOuts[i].View.Layout) {
			t.Errorf("output %d: traced %s, computed %s", i, gotOuts[i].View.String(), wantOuts[i].View.String())
		}
	}
}

// A traced op allocates its output and leaves it unwritten.
func TestTraceRunsNoKernel(t *testing.T) {
	e := New(WithTrace())
	if !e.Tracing() || New().Tracing() {
		t.Fatal("Tracing")
	}
	one := e.ConstF32("one", []float32{1, 1}, 2)
	y := e.Exp(e.Add(one, one))
	got, err := y.Float32s()
	if err != nil || e.Err() != nil {
		t.Fatal(err, e.Err())
	}
	if got[0] != 0 || got[1] != 0 || len(got) != 2 {
		t.Fatalf("a traced exp(1+1) holds %v: a kernel ran", got)
	}
}
