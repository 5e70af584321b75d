package quant

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// The live cross-check: fresh random data every run, decoded and encoded by
// Go and by testdata/quant/quant_ref.py (gguf.quants where gguf has the
// type, a numpy reference otherwise), compared bit for bit. It needs the
// project's venv python: skipped without it, failed under CI=true.

const liveBlocks = 2048 // per packed type; the brief asks for >= 1000

// liveJob is one entry of the batch quant_ref.py runs.
type liveJob struct {
	Op   string `json:"op"`
	Type string `json:"type"`
	In   string `json:"in"`
	Out  string `json:"out"`

	label  string
	typ    Type
	raw    []byte    // dequantize: the input; quantize: Go's output
	values []float32 // dequantize: Go's output; quantize: the input
}

func liveSeed(t *testing.T) uint64 {
	if s := os.Getenv("SKAIC_QUANT_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("SKAIC_QUANT_SEED=%q: %v", s, err)
		}
		return v
	}
	return uint64(time.Now().UnixNano())
}

func TestLiveCrossCheck(t *testing.T) {
	py := toolstest.Python(t)
	script, err := filepath.Abs(filepath.Join(testdataDir, "quant_ref.py"))
	if err != nil {
		t.Fatal(err)
	}
	seed := liveSeed(t)
	t.Logf("seed %d (rerun with SKAIC_QUANT_SEED=%d)", seed, seed)
	r := rand.New(rand.NewPCG(seed, 0x5ca1ab1e))
	dir := t.TempDir()

	var jobs []*liveJob
	add := func(op, label string, typ Type, raw []byte, values []float32) {
		j := &liveJob{Op: op, Type: typ.String(), label: label, typ: typ, raw: raw, values: values}
		j.In = filepath.Join(dir, label+"."+op+".in")
		j.Out = filepath.Join(dir, label+"."+op+".out")
		in := raw
		if op == "quantize" {
			in = floatsToBytes(values)
		}
		if err := os.WriteFile(j.In, in, 0o644); err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, j)
	}

	for _, typ := range DecodableTypes() {
		n := liveBlocks
		if !typ.Quantized() {
			n = 4 * liveBlocks
		}
		add("dequantize", typ.String(), typ, randomBlocks(typ, n, r), nil)
	}
	// Every bit pattern of the small dense types.
	for _, typ := range []Type{F16, BF16, I16, I8} {
		n := 1 << (8 * typ.BlockBytes())
		raw := make([]byte, n*typ.BlockBytes())
		for i := 0; i < n; i++ {
			if typ == I8 {
				raw[i] = byte(i)
			} else {
				raw[2*i], raw[2*i+1] = byte(i), byte(i>>8)
			}
		}
		add("dequantize", typ.String()+"-all", typ, raw, nil)
	}

	for _, typ := range DecodableTypes() {
		if !CanQuantize(typ) || !liveQuantRef[typ] {
			continue
		}
		var values []float32
		switch typ {
		case F16:
			values = halfTies(r)
		case F32, BF16, F64:
			values = randomBitFloats(4*liveBlocks, r)
		default:
			values = randomFloats(liveBlocks, typ.BlockElems(), r)
		}
		if typ == Q4_1 || typ == Q5_1 {
			unmixZeroExtremes(values, typ.BlockElems())
		}
		add("quantize", typ.String(), typ, nil, values)
	}

	// Go's side first, so the python run is the only thing left to wait for.
	for _, j := range jobs {
		if j.Op == "dequantize" {
			j.values = make([]float32, len(j.raw)/j.typ.BlockBytes()*j.typ.BlockElems())
			if err := Dequantize(j.typ, j.raw, j.values); err != nil {
				t.Fatalf("%s: %v", j.label, err)
			}
		} else {
			j.raw = make([]byte, len(j.values)/j.typ.BlockElems()*j.typ.BlockBytes())
			if err := Quantize(j.typ, j.values, j.raw); err != nil {
				t.Fatalf("%s: %v", j.label, err)
			}
		}
	}

	manifest, err := json.Marshal(jobs)
	if err != nil {
		t.Fatal(err)
	}
	jobsPath := filepath.Join(dir, "jobs.json")
	if err := os.WriteFile(jobsPath, manifest, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(py, script, jobsPath).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", py, script, err, out)
	}
	sources := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if k, v, ok := strings.Cut(line, ": "); ok {
			sources[k] = v
		}
	}

	for _, j := range jobs {
		t.Run(j.Op+"/"+j.label, func(t *testing.T) {
			ref, err := os.ReadFile(j.Out)
			if err != nil {
				t.Fatal(err)
			}
			src := sources[j.Type+" "+j.Op]
			if j.Op == "dequantize" {
				want := bytesToFloats(ref)
				bad, first := bitDiff(j.typ, j.values, want)
				if bad > 0 {
					t.Fatalf("%d of %d blocks differ from %s; first: %s", bad, len(j.raw)/j.typ.BlockBytes(), src, first)
				}
				t.Logf("%s: %d blocks bit-exact with %s", j.label, len(j.raw)/j.typ.BlockBytes(), src)
				return
			}
			bad, first := byteDiff(j.typ, j.raw, ref)
			if bad > 0 {
				t.Fatalf("%d of %d blocks differ from %s; first: %s", bad, len(j.values)/j.typ.BlockElems(), src, first)
			}
			t.Logf("%s: %d blocks quantized bit-exact with %s", j.label, len(j.values)/j.typ.BlockElems(), src)
		})
	}
}

// liveQuantRef lists the quantizers quant_ref.py can check (those Go has:
// CanQuantize): gguf's and the
// numpy references of Q8_1 and Q8_K (the other k-quants have no reference
// quantizer in gguf; see roundtrip_test.go).
var liveQuantRef = map[Type]bool{
	F32: true, F16: true, BF16: true, F64: true,
	Q4_0: true, Q4_1: true, Q5_0: true, Q5_1: true, Q8_0: true, Q8_1: true, Q8_K: true,
	TQ1_0: true, TQ2_0: true, MXFP4: true, // gguf.quants quantizes these three
}

// halfTies is every finite half value's upper rounding boundary (exact tie,
// one float32 ulp below, one above), with random signs: the cases where a
// float32→f16 rounding mode shows.
func halfTies(r *rand.Rand) []float32 {
	out := make([]float32, 0, 3*0x7c00+64)
	for h := uint16(0); h < 0x7c00; h++ {
		lo := float64(HalfToFloat32(h))
		hi := float64(HalfToFloat32(h + 1)) // 0x7c00 is +Inf: use 2^16
		if h+1 == 0x7c00 {
			hi = 65536
		}
		mid := float32((lo + hi) / 2)
		sign := float32(1)
		if r.IntN(2) == 0 {
			sign = -1
		}
		out = append(out, sign*mid,
			sign*math.Nextafter32(mid, 0), sign*math.Nextafter32(mid, float32(math.Inf(1))))
	}
	return append(out, specialFloats()...)
}

// randomBitFloats is n arbitrary float32 bit patterns, a third of them bf16
// rounding ties, plus the specials.
func randomBitFloats(n int, r *rand.Rand) []float32 {
	out := make([]float32, n, n+64)
	for i := range out {
		b := r.Uint32()
		if i%3 == 0 {
			b = b&0xffff0000 | 0x8000
		}
		out[i] = math.Float32frombits(b)
	}
	return append(out, specialFloats()...)
}

func specialFloats() []float32 {
	bits := []uint32{
		0x00000000, 0x80000000, 0x00000001, 0x007fffff, 0x00800000, 0x3f800000, 0x7f7fffff,
		0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffa00000, 0x7fffffff,
		0x477ff000, 0x477fefff, 0x477ff001, 0x33000000, 0x33000001, 0x387fc000,
	}
	out := make([]float32, len(bits))
	for i, b := range bits {
		out[i] = math.Float32frombits(b)
	}
	return out
}

// unmixZeroExtremes makes every zero of a block +0 where the block's minimum
// or maximum is a zero of both signs: numpy's SIMD min/max picks either sign
// there depending on the machine (see minMax), so no reference exists for
// that one bit. TestMinMaxSignedZero pins Go's own rule.
func unmixZeroExtremes(values []float32, elems int) {
	for b := 0; b < len(values); b += elems {
		blk := values[b : b+elems]
		lo, hi := minMax(blk)
		if lo != 0 && hi != 0 {
			continue
		}
		var pos, neg bool
		for _, v := range blk {
			if v == 0 {
				pos, neg = pos || !math.Signbit(float64(v)), neg || math.Signbit(float64(v))
			}
		}
		if pos && neg {
			for i, v := range blk {
				if v == 0 {
					blk[i] = 0
				}
			}
		}
	}
}
