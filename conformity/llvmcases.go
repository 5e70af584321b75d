package conformity

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/llvmgen"
)

// The LLVM case kind: every op case and every model case of the corpus
// (and every generation case) exported with --backend llvm, built with
// opt, llc and cc into the C harness, run on the same inputs and compared
// with the same eager outputs under the same tolerances. Each distinct
// module is built once (cached by the SHA-256 of its text).

// LLVMStored is the variant of the LLVM cases: the archive, weights as
// stored — dequantized at export only where llvmgen has no decoder for an
// encoding, which the case's note then says.
var LLVMStored = Variant{Params: export.ParamsIRPA, Weights: export.WeightsAsStored, Backend: export.BackendLLVM}

// LLVMOpCases are the op cases in the LLVM variant.
func LLVMOpCases() []*OpCase {
	var out []*OpCase
	for _, c := range OpCases() {
		cc := *c
		cc.Variants = []Variant{LLVMStored}
		out = append(out, &cc)
	}
	return out
}

// LLVMModelCases are the model cases (every model row at every sample
// length) in the LLVM variant.
func LLVMModelCases() []*ModelCase {
	var cs []*ModelCase
	for _, r := range modelRows {
		for _, s := range r.seqs {
			cs = append(cs, &ModelCase{
				Name:  fmt.Sprintf("models/%s/s%d%s", r.model, s, LLVMStored.suffix()),
				Model: r.model, Seq: s, Variant: LLVMStored, Tol: tolModel, RefTol: tolModelRef,
			})
		}
	}
	return cs
}

// LLVMGenCases are the generation cases (every model row) in the LLVM
// variant.
func LLVMGenCases() []*GenCase {
	var cs []*GenCase
	for _, r := range modelRows {
		cs = append(cs, &GenCase{
			Name:  "generation/" + r.model + LLVMStored.suffix(),
			Model: r.model, Variant: LLVMStored, Prompts: genPrompts, Steps: genSteps, Seq: r.seqs[0], Tol: tolGeneration,
		})
	}
	return cs
}

// runExport is export.Run with denseWhereUndecodable.
func runExport(opts export.Options) error {
	return denseWhereUndecodable(opts, func(o export.Options) error { _, err := export.Run(o); return err })
}

// denseWhereUndecodable runs an export; an LLVM export of weights as
// stored dequantizes at export only the weights whose encoding llvmgen
// has no decoder for (export.Options.DenseFallback), every other weight
// stays packed and is decoded in the module.
func denseWhereUndecodable(opts export.Options, run func(export.Options) error) error {
	if opts.Backend == export.BackendLLVM && opts.Weights == export.WeightsAsStored {
		opts.DenseFallback = true
	}
	return run(opts)
}

// denseNote says how many weights an LLVM export of weights as stored
// dequantized at export because llvmgen cannot decode their encoding (a
// weight the load plan made dense is not counted).
func denseNote(mf *export.Manifest) string {
	if mf == nil || mf.Backend != export.BackendLLVM || mf.Weights != export.WeightsAsStored {
		return ""
	}
	n := 0
	for _, l := range mf.Layouts {
		if l.Form == "dense" && strings.HasPrefix(l.Reason, "no in-graph decoder") { // the dense fallback's reason
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d weights dequantized at export (llvmgen has no decoder for their encodings)", n)
}

// llvmSplit splits a case's encodings into those an LLVM export of
// weights as stored decodes in the module and those it dequantized at
// export (no llvmgen decoder).
func llvmSplit(mf *export.Manifest, encs []string) (packed, dense []string) {
	if mf == nil || mf.Backend != export.BackendLLVM || mf.Weights != export.WeightsAsStored {
		return encs, nil
	}
	for _, e := range encs {
		if slices.ContainsFunc(llvmgen.DecodableEncodings(), func(d layout.Encoding) bool { return d.String() == e }) {
			packed = append(packed, e)
		} else {
			dense = append(dense, e)
		}
	}
	return packed, dense
}

// nativeEngine runs prefill and decode in a harness process.
type nativeEngine struct {
	h               *nativeHost
	prefill, decode int
}

func (e *nativeEngine) Prefill(tokens []int32) ([]float32, error) {
	outs, err := e.h.call(e.prefill, int64(len(tokens)), [][]byte{i32Bytes(tokens)})
	if err != nil {
		return nil, err
	}
	return f32Values(outs[0]), nil
}

func (e *nativeEngine) Decode(token int32, position int) ([]float32, error) {
	outs, err := e.h.call(e.decode, 0, [][]byte{i32Bytes([]int32{token}), i32Bytes([]int32{int32(position)})})
	if err != nil {
		return nil, err
	}
	return f32Values(outs[0]), nil
}

// runGenNative builds the LLVM export in exp and checks its generation
// against the eager engine.
func (d *Driver) runGenNative(c *GenCase, file, exp string, r *Result) {
	mf, err := export.ReadManifest(exp)
	if err != nil {
		r.fail(err.Error())
		return
	}
	r.Note = denseNote(mf)
	exe, secs, cached, err := d.native.build(exp, mf)
	r.CompileSeconds, r.CompileCached = secs, cached
	if err != nil {
		r.fail(err.Error())
		return
	}
	if mf.Cache == nil {
		r.fail("the export has no cache")
		return
	}
	params := mf.Parameters.File
	if mf.Native != nil && mf.Native.Embedded {
		params = "" // the module holds its weights: the harness passes NULL
	}
	if params != "" && !strings.HasPrefix(params, "/") {
		params = exp + "/" + params
	}
	h, err := startNative(exe, params, mf)
	if err != nil {
		r.fail(err.Error())
		return
	}
	defer h.close()
	pi, ok1 := h.funcIndex("prefill")
	di, ok2 := h.funcIndex("decode")
	if !ok1 || !ok2 {
		r.fail("the export has no prefill and decode")
		return
	}
	out := mf.Functions[pi].Outputs[0].Shape
	note := r.Note
	start := time.Now()
	defer func() { r.RunSeconds = time.Since(start).Seconds() }()
	checkGeneration(&nativeEngine{h: h, prefill: pi, decode: di}, file, mf.Cache.Capacity, int(out[len(out)-1]), c, r)
	if note != "" {
		r.Note = note + "; " + r.Note
	}
}

func i32Bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

func f32Values(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}
