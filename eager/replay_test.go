package eager

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/tape"
)

// TestTapeRoundTripReplay records a small program that touches packed
// weights, norms, rope (plain and scaled), attention (causal and
// sliding-window) and shape ops; writes and reads the tape;
// replays it; and checks the outputs are bitwise equal.
func TestTapeRoundTripReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	rec := NewTapeRecorder("test", tape.SourceOfBytes("test-weights", []byte("w")))
	e := New(WithRecorder(rec))
	const S, H, D = 3, 4, 8
	wq, _ := packedWeight(t, e, quant.Q8_0, H*D, 3*32, rng)
	wo, _ := packedWeight(t, e, quant.Q4_K, 3*32*0+H*D, 256, rng) // [32, 256]
	emb, _ := packedWeight(t, e, quant.Q6_K, 11, 256, rng)
	weights := map[string]*layout.TensorView{}
	for _, w := range []Tensor{wq, wo, emb} {
		weights[w.Name] = &w.View
	}
	ids := e.InputI32("tokens", []int32{3, 1, 7}, S)
	pos := e.InputI32("positions", []int32{0, 1, 2}, S)
	norm := e.ConstF32("norm", randF32(rng, 256), 256)

	x := e.Embedding(emb, ids)               // [S, 256]
	x = e.RMSNorm(x, norm, 1e-5)             // [S, 256]
	h := e.Linear(e.Narrow(x, 1, 0, 96), wq) // [S, 32]
	q := e.Rope(e.Reshape(h, S, H, D), pos, 10000, D, RopeAdjacent)
	k := e.RopeScaled(e.Reshape(h, S, H, D), pos, 10000, D, RopeAdjacent, RopeScaling{FreqScale: 0.5, Factors: []float32{1, 2, 4, 8}})
	a := e.Attention(q, k, q, true, 0, 0)
	a = e.Add(a, e.AttentionWindow(q, k, q, pos, 2, 0.3))
	y := e.Linear(e.Silu(x), wo) // [S, 32]
	out := e.Add(e.Add(e.Reshape(a, S, H*D), y), e.Reshape(k, S, H*D))
	if e.Err() != nil || rec.Err() != nil {
		t.Fatal(e.Err(), rec.Err())
	}
	rec.SetOutputs(out)
	want, _ := out.Float32s()

	b, err := rec.Tape.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := tape.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	inputs := map[string]*layout.TensorView{"tokens": &ids.View, "positions": &pos.View}
	e2 := New()
	outs, err := Replay(e2, back, func(v *tape.Value) (*layout.TensorView, error) {
		if v.Kind == tape.Weight {
			return weights[v.Name], nil
		}
		return inputs[v.Name], nil
	})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := outs[0].Float32s()
	if len(got) != len(want) {
		t.Fatalf("len %d vs %d", len(got), len(want))
	}
	for i := range want {
		if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			t.Fatalf("replay differs at %d: %v vs %v", i, got[i], want[i])
		}
	}
	if len(back.Entries) < 15 {
		t.Fatalf("only %d entries recorded", len(back.Entries))
	}
	if back.Weight(string(wq.Name)) == nil || back.Weight(string(emb.Name)) == nil {
		t.Fatal("weights must be recorded by name")
	}
}
