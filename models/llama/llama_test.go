package llama_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

func demoHeader(t *testing.T) *gguf.Header {
	t.Helper()
	b, err := demo.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	h, err := gguf.ParseBytes(b, demo.Name)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestConfigErrorsNameTheKey(t *testing.T) {
	cases := []struct {
		name string
		edit func(md *gguf.Metadata)
		key  string
	}{
		{"missing embedding_length", func(md *gguf.Metadata) { md.Delete("llama.embedding_length") }, "llama.embedding_length"},
		{"missing block_count", func(md *gguf.Metadata) { md.Delete("llama.block_count") }, "llama.block_count"},
		{"missing eps", func(md *gguf.Metadata) { md.Delete("llama.attention.layer_norm_rms_epsilon") }, "llama.attention.layer_norm_rms_epsilon"},
		{"missing context", func(md *gguf.Metadata) { md.Delete("llama.context_length") }, "llama.context_length"},
		{"missing architecture", func(md *gguf.Metadata) { md.Delete("general.architecture") }, "general.architecture"},
		{"dim not divisible by heads", func(md *gguf.Metadata) { md.Set("llama.attention.head_count", gguf.Uint32(7)) }, "llama.embedding_length"},
		{"kv heads do not divide heads", func(md *gguf.Metadata) { md.Set("llama.attention.head_count_kv", gguf.Uint32(3)) }, "llama.attention.head_count_kv"},
		{"odd rope dims", func(md *gguf.Metadata) { md.Set("llama.rope.dimension_count", gguf.Uint32(33)) }, "llama.rope.dimension_count"},
		{"zero heads", func(md *gguf.Metadata) { md.Set("llama.attention.head_count", gguf.Uint32(0)) }, "llama.attention.head_count"},
		{"string block count", func(md *gguf.Metadata) { md.Set("llama.block_count", gguf.String("two")) }, "llama.block_count"},
		{"negative rope base", func(md *gguf.Metadata) { md.Set("llama.rope.freq_base", gguf.Float32(-1)) }, "llama.rope.freq_base"},
		{"yarn rope scaling", func(md *gguf.Metadata) { md.Set("llama.rope.scaling.type", gguf.String("yarn")) }, "llama.rope.scaling.type"},
		{"longrope scaling", func(md *gguf.Metadata) { md.Set("llama.rope.scaling.type", gguf.String("longrope")) }, "llama.rope.scaling.type"},
		{"rope attention factor", func(md *gguf.Metadata) { md.Set("llama.rope.scaling.attn_factor", gguf.Float32(1.2)) }, "llama.rope.scaling.attn_factor"},
		{"negative rope scaling factor", func(md *gguf.Metadata) { md.Set("llama.rope.scaling.factor", gguf.Float32(-2)) }, "llama.rope.scaling.factor"},
		{"mixture of experts", func(md *gguf.Metadata) { md.Set("llama.expert_count", gguf.Uint32(8)) }, "llama.expert_count"},
		{"embedding table width", func(md *gguf.Metadata) {
			md.Set("llama.embedding_length", gguf.Uint32(128))
			md.Delete("llama.rope.dimension_count")
		}, "token_embd.weight"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := demoHeader(t)
			c.edit(h.Metadata)
			_, err := llama.ConfigFromHeader(h)
			var ce *llama.ConfigError
			if !errors.As(err, &ce) {
				t.Fatalf("got %v, want a *llama.ConfigError", err)
			}
			if ce.Key != c.key || !strings.Contains(err.Error(), c.key) {
				t.Fatalf("error %q names %q, want %q", err, ce.Key, c.key)
			}
		})
	}
	// Linear RoPE scaling as llama.cpp reads it: the type defaults to
	// linear, the scale is 1/factor, type none never scales.
	for _, sc := range []struct {
		name string
		md   map[string]gguf.Value
		want float32
	}{
		{"factor", map[string]gguf.Value{"llama.rope.scaling.factor": gguf.Float32(8)}, 0.125},
		{"linear factor", map[string]gguf.Value{"llama.rope.scaling.type": gguf.String("linear"), "llama.rope.scaling.factor": gguf.Float32(3)}, 1 / float32(3)},
		{"old key", map[string]gguf.Value{"llama.rope.scale_linear": gguf.Float32(4)}, 0.25},
		{"none ignores factor", map[string]gguf.Value{"llama.rope.scaling.type": gguf.String("none"), "llama.rope.scaling.factor": gguf.Float32(8)}, 1},
		{"factor 0", map[string]gguf.Value{"llama.rope.scaling.factor": gguf.Float32(0)}, 1},
		{"no keys", nil, 1},
	} {
		h := demoHeader(t)
		for k, v := range sc.md {
			h.Metadata.Set(k, v)
		}
		c, err := llama.ConfigFromHeader(h)
		if err != nil || c.RopeFreqScale != sc.want {
			t.Errorf("%s: rope freq scale %v, %v; want %v", sc.name, c.RopeFreqScale, err, sc.want)
		}
	}
	h := demoHeader(t)
	c, err := llama.ConfigFromHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	want := llama.Config{Arch: "llama", Dim: demo.Dim, Layers: demo.Layers, Heads: demo.Heads, KVHeads: demo.KVHeads,
		HeadDim: demo.HeadDim, FFN: demo.FFN, Context: demo.Context, Eps: float64(float32(demo.Eps)),
		RopeBase: demo.RopeBase, RopeDim: demo.HeadDim, RopeFreqScale: 1, Vocab: demo.Vocab}
	if c != want {
		t.Fatalf("config %+v, want %+v", c, want)
	}
}

// rewrite writes the demo's tensors with edited metadata (and optionally
// without some tensors) to a new GGUF.
func rewrite(t *testing.T, edit func(md *gguf.Metadata), drop ...string) string {
	t.Helper()
	return rewriteWith(t, edit, nil, drop...)
}

// rewriteWith is rewrite with extra tensors appended.
func rewriteWith(t *testing.T, edit func(md *gguf.Metadata), extra []gguf.Tensor, drop ...string) string {
	t.Helper()
	var ts []gguf.Tensor
	for _, gt := range demoTensors(t) {
		if !slices.Contains(drop, gt.Name) {
			ts = append(ts, gt)
		}
	}
	ts = append(ts, extra...)
	h := demoHeader(t)
	edit(h.Metadata)
	out := filepath.Join(t.TempDir(), "edited.gguf")
	if err := gguf.Write(out, h.Metadata, ts); err != nil {
		t.Fatal(err)
	}
	return out
}

// demoTensors are the demo's tensors, to write into another file (their
// bytes come from a demo file open until the test ends).
func demoTensors(t *testing.T) []gguf.Tensor {
	t.Helper()
	src := filepath.Join(t.TempDir(), "demo.gguf")
	if err := demo.Write(src); err != nil {
		t.Fatal(err)
	}
	f, err := gguf.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	var ts []gguf.Tensor
	for _, v := range f.Views() {
		gt, err := gguf.TensorFromView(v)
		if err != nil {
			t.Fatal(err)
		}
		ts = append(ts, gt)
	}
	return ts
}

func TestOpenRefusesInconsistentTensors(t *testing.T) {
	cases := []struct {
		name string
		edit func(md *gguf.Metadata)
		drop []string
		key  string
	}{
		{"ffn length", func(md *gguf.Metadata) { md.Set("llama.feed_forward_length", gguf.Uint32(512)) }, nil, "blk.0.ffn_gate.weight"},
		{"kv heads", func(md *gguf.Metadata) { md.Set("llama.attention.head_count_kv", gguf.Uint32(4)) }, nil, "blk.0.attn_k.weight"},
		{"missing tensor", func(*gguf.Metadata) {}, []string{"blk.1.ffn_up.weight"}, "blk.1.ffn_up.weight"},
		{"fewer blocks declared", func(md *gguf.Metadata) { md.Set("llama.block_count", gguf.Uint32(1)) }, nil, "blk.1."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := rewrite(t, c.edit, c.drop...)
			m, err := llama.Open(path)
			if err == nil {
				m.Close()
				t.Fatal("opened an inconsistent model")
			}
			var ce *llama.ConfigError
			if !errors.As(err, &ce) || !strings.HasPrefix(ce.Key, c.key) {
				t.Fatalf("error %v, want a ConfigError naming %s", err, c.key)
			}
		})
	}
	// Tied output: dropping output.weight still loads and uses token_embd.
	m, err := llama.Open(rewrite(t, func(*gguf.Metadata) {}, "output.weight"))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	names := map[string]int{}
	for _, v := range m.Weights() {
		names[string(v.ID)]++
	}
	if names["token_embd.weight"] != 1 || names["output.weight"] != 0 || len(names) != 2+9*demo.Layers {
		t.Fatalf("tied model weights %v", names)
	}
	if _, err := m.Prefill([]int32{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
}

// A Llama 3.1-style GGUF carries rope_freqs.weight, per-pair factors
// dividing the RoPE angles: all ones give the plain model's logits bit for
// bit, others change them (the numbers themselves are checked against the
// numpy reference by the conformity corpus's llama31_rope model), and a
// wrong shape or a non-positive factor is refused naming the tensor.
func TestRopeFrequencyFactors(t *testing.T) {
	half := demo.HeadDim / 2
	factorsTensor := func(n int, f func(i int) float32) gguf.Tensor {
		b := make([]byte, 4*n)
		for i := range n {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f(i)))
		}
		return gguf.Tensor{Name: "rope_freqs.weight", Type: quant.F32, Dims: []int64{int64(n)}, Data: bytes.NewReader(b)}
	}
	logits := func(path string) []float32 {
		t.Helper()
		m, err := llama.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		out, err := m.Prefill([]int32{1, 2, 3, 4, 5, 6})
		if err != nil {
			t.Fatal(err)
		}
		v, err := out.Float32s()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	none := func(*gguf.Metadata) {}
	plain := logits(rewrite(t, none))
	ones := logits(rewriteWith(t, none, []gguf.Tensor{factorsTensor(half, func(int) float32 { return 1 })}))
	requireSameBits(t, "factors of 1", ones, plain)
	scaled := logits(rewriteWith(t, none, []gguf.Tensor{factorsTensor(half, func(i int) float32 { return 1 + float32(i)/4 })}))
	if slices.Equal(scaled, plain) {
		t.Fatal("frequency factors changed nothing")
	}
	linear := logits(rewrite(t, func(md *gguf.Metadata) { md.Set("llama.rope.scaling.factor", gguf.Float32(4)) }))
	if slices.Equal(linear, plain) {
		t.Fatal("a linear scaling factor changed nothing")
	}
	for _, bad := range []struct {
		name string
		t    gguf.Tensor
		msg  string
	}{
		{"shape", factorsTensor(half+1, func(int) float32 { return 1 }), "shape"},
		{"zero factor", factorsTensor(half, func(i int) float32 { return float32(i % 3) }), "frequency factor 0 is 0"},
	} {
		m, err := llama.Open(rewriteWith(t, none, []gguf.Tensor{bad.t}))
		if err == nil {
			m.Close()
			t.Fatalf("%s: opened", bad.name)
		}
		var ce *llama.ConfigError
		if !errors.As(err, &ce) || ce.Key != "rope_freqs.weight" || !strings.Contains(err.Error(), bad.msg) {
			t.Fatalf("%s: error %v, want a ConfigError naming rope_freqs.weight (%s)", bad.name, err, bad.msg)
		}
	}
}

func requireSameBits(t *testing.T, what string, got, want []float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			t.Fatalf("%s: value %d is %v, want %v", what, i, got[i], want[i])
		}
	}
}

func TestBadTokensAndPositions(t *testing.T) {
	m, err := demo.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	_, err = m.Prefill([]int32{1, demo.Vocab, 2})
	var te *llama.TokenError
	if !errors.As(err, &te) || te.ID != demo.Vocab || te.Vocab != demo.Vocab || te.Index != 1 {
		t.Fatalf("got %v, want a TokenError for id %d", err, demo.Vocab)
	}
	if !strings.Contains(err.Error(), "96") {
		t.Fatalf("error %q should name the id and the vocabulary size", err)
	}
	if _, err := m.Prefill([]int32{-1}); !errors.As(err, &te) {
		t.Fatalf("negative id: %v", err)
	}
	if _, err := m.Prefill(nil); err == nil {
		t.Fatal("empty prompt accepted")
	}
	if _, err := m.Prefill([]int32{1, 2}); err != nil {
		t.Fatal(err)
	}
	var ce *llama.CacheError
	if _, err := m.Decode(3, 5); !errors.As(err, &ce) {
		t.Fatalf("decode past the filled cache: %v", err)
	}
	if _, err := m.Decode(demo.Vocab+4, 2); !errors.As(err, &te) {
		t.Fatalf("decode of a bad token: %v", err)
	}
	// A failed step does not poison the next.
	if _, err := m.Decode(3, 2); err != nil {
		t.Fatal(err)
	}
	long := make([]int32, m.CacheLen()+1)
	if _, err := m.Prefill(long); !errors.As(err, &ce) {
		t.Fatalf("prompt longer than the cache: %v", err)
	}
	if _, err := llama.Open(filepath.Join(t.TempDir(), "missing.gguf")); err == nil {
		t.Fatal("opened a missing file")
	}
}

// TestDecodeReadsTheCache checks that decode depends on the cached
// history, and that a previous step's logits are dead.
func TestDecodeReadsTheCache(t *testing.T) {
	m, err := demo.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	a := prefillRows(t, m, []int32{10, 20, 30})
	old, err := m.Prefill([]int32{11})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Decode(20, 1); err != nil {
		t.Fatal(err)
	}
	var sc *layout.StorageClosedError
	if _, err := old.Float32s(); !errors.As(err, &sc) {
		t.Fatalf("reading the previous step's logits: %v, want StorageClosedError", err)
	}
	lg, err := m.Decode(30, 2)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := lg.Float32s()
	if relL2(b, a[2]) < 1e-3 {
		t.Fatal("decode after another history gives the same logits: the cache is not read")
	}
}

// TestDecodeSteadyState checks a warm decode step: zero Go heap
// allocations (testing.AllocsPerRun), and no slab or header growth. Speed
// is only reported (speed goals are benchmarks, not unit-test timings).
func TestDecodeSteadyState(t *testing.T) {
	t.Run("exact", func(t *testing.T) {
		testDecodeSteadyState(t, "demo", func() (*llama.Model, error) { return demo.Open() })
	})
	t.Run("fast", func(t *testing.T) {
		testDecodeSteadyState(t, "demo", func() (*llama.Model, error) { return demo.Open(llama.WithFastLinear()) })
	})
	// The families' biases, per-head norms and fused projections too.
	for _, arch := range []string{"qwen2", "qwen3", "phi3"} {
		t.Run(arch, func(t *testing.T) {
			path := familyFile(t, arch, nil, nil)
			testDecodeSteadyState(t, arch, func() (*llama.Model, error) { return llama.Open(path) })
		})
	}
}

func testDecodeSteadyState(t *testing.T, name string, open func() (*llama.Model, error)) {
	m, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	prompt := []int32{40, 41, 42, 43, 44, 45, 46, 47}
	start := time.Now()
	lg, err := m.Prefill(prompt)
	if err != nil {
		t.Fatal(err)
	}
	prefill := time.Since(start)
	if lg.Shape()[0] != int64(len(prompt)) {
		t.Fatalf("logits shape %v", lg.Shape())
	}
	pos := len(prompt)
	step := func() {
		if _, err := m.Decode(int32(pos%demo.Vocab), pos); err != nil {
			t.Fatal(err)
		}
		pos++
	}
	for range 4 {
		step()
	}
	before := m.ForwardStats()
	const runs = 32
	start = time.Now()
	allocs := testing.AllocsPerRun(runs, step)
	decode := time.Since(start) / (runs + 1)
	after := m.ForwardStats()
	for i := range before {
		if after[i].Capacity != before[i].Capacity || after[i].Headers != before[i].Headers || after[i].Overflows != 0 {
			t.Errorf("forward slab %d grew during steady-state decode: %+v → %+v", i, before[i], after[i])
		}
	}
	t.Logf("%s: prefill %d tokens in %v (%.0f tok/s); decode %v/step (%.0f tok/s); allocations per decode step: %.0f",
		name, len(prompt), prefill, float64(len(prompt))/prefill.Seconds(), decode, 1/decode.Seconds(), allocs)
	if allocs != 0 {
		t.Errorf("a warm decode step allocates %.0f times on the Go heap, want 0", allocs)
	}
}

// TestRecordReplay records a prefill of the demo and of every other
// family's file, writes and reads the tape, and replays it with weights
// bound from the GGUF and inputs from the tokens: the replayed logits are
// bitwise the recorded ones, which are Prefill's.
func TestRecordReplay(t *testing.T) {
	m, err := demo.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	b, _ := demo.Bytes()
	testRecordReplay(t, m, tape.SourceOfBytes(demo.Name, b))
	for _, arch := range []string{"qwen2", "qwen3", "phi3"} {
		t.Run(arch, func(t *testing.T) {
			path := familyFile(t, arch, nil, nil)
			m, err := llama.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			src, err := tape.SourceOfFile(path)
			if err != nil {
				t.Fatal(err)
			}
			testRecordReplay(t, m, src)
		})
	}
}

func testRecordReplay(t *testing.T, m *llama.Model, src tape.Source) {
	rec := eager.NewTapeRecorder("test", src)
	tokens := []int32{5, 6, 7, 8}
	out, err := m.Record(tokens, rec)
	if err != nil {
		t.Fatal(err)
	}
	want, err := out.Float32s()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "prefill.tape.pb")
	if err := rec.Tape.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	tp, err := tape.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range m.Weights() {
		w := tp.Weight(string(v.ID))
		if w == nil {
			t.Fatalf("weight %s not in the tape", v.ID)
		}
		if w.Meta.Format != v.Format || w.Meta.Layout.Order != v.Layout.Order {
			t.Errorf("weight %s recorded as %s/%s, is %s/%s", v.ID, w.Meta.Format, w.Meta.Layout.Order, v.Format, v.Layout.Order)
		}
	}
	if n := len(tp.ValuesOf(tape.Weight)); n != len(m.Weights()) {
		t.Errorf("%d weights in the tape, model has %d", n, len(m.Weights()))
	}

	e := eager.New()
	toks, pos := llama.PrefillInputs(e, tokens)
	inputs := map[string]*layout.TensorView{"tokens": &toks.View, "positions": &pos.View}
	outs, err := eager.Replay(e, tp, func(v *tape.Value) (*layout.TensorView, error) {
		if v.Kind == tape.Weight {
			return m.File().Tensor(v.Name)
		}
		if in, ok := inputs[v.Name]; ok {
			return in, nil
		}
		return nil, errors.New("unknown input")
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := outs[0].Float32s()
	if err != nil {
		t.Fatal(err)
	}
	requireSameBits(t, "replay against the recorded run", got, want)
	// The recorded run is a real prefill: its logits are Prefill's.
	pre := prefillRows(t, m, tokens)
	for i := range pre {
		for j, x := range pre[i] {
			if math.Float32bits(x) != math.Float32bits(want[i*m.Config().Vocab+j]) {
				t.Fatalf("recorded logits differ from Prefill at [%d, %d]", i, j)
			}
		}
	}
}
