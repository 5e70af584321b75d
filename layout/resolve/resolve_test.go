package resolve

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout"
)

// wt describes a file-backed weight of encoding enc (a ggml name, or a
// dense dtype name) and numpy shape at offset.
func wt(t *testing.T, name, enc string, shape []int64, offset int64) Weight {
	t.Helper()
	var f layout.Format
	if d, err := layout.ParseDType(enc); err == nil {
		f = layout.DenseFormat(d)
	} else {
		e, err := layout.ParseEncoding(enc)
		if err != nil {
			t.Fatal(err)
		}
		f = layout.Format{DType: layout.F32, Encoding: e}
	}
	w := Weight{Name: name, Format: f, Shape: shape, FileBacked: true, FileOffset: offset}
	n, err := f.ByteSize(w.NumElements())
	if err != nil {
		t.Fatal(err)
	}
	w.Bytes = n
	return w
}

// model is a small mixed-format model: every packed weight has 3 blocks
// per row, so file order and input-block-major order differ.
func model(t *testing.T) []Weight {
	return []Weight{
		wt(t, "token_embd.weight", "F16", []int64{16, 96}, 0),
		wt(t, "blk.0.attn_norm.weight", "f32", []int64{768}, 4096),
		wt(t, "blk.0.attn_q.weight", "Q4_K", []int64{4, 768}, 8192),
		wt(t, "blk.0.ffn_down.weight", "Q8_0", []int64{8, 96}, 12288),
		wt(t, "blk.0.ffn_up.weight", "Q6_K", []int64{2, 768}, 16384),
	}
}

var linux = Platform{OS: "linux", CanMap: true, PageSize: 4096}

func TestResolveWithKernelStaysPackedAndMapped(t *testing.T) {
	w := wt(t, "blk.0.attn_q.weight", "Q4_K", []int64{4, 768}, 8192)
	form, why, err := WeightFormResolver{}.Resolve(w, Desktop, EnginePlan)
	if err != nil {
		t.Fatal(err)
	}
	want := WeightForm{KeepAsStored(), AsStoredOrder(), OrientAsStored, ResidencyMapped}
	if form != want {
		t.Fatalf("form = %s, want %s", form, want)
	}
	if why.Code != ReasonKernel || !strings.Contains(why.Text, "stays packed") {
		t.Errorf("reason = %+v", why)
	}
	spec, where := AllocationResolver{}.Resolve(w, form, Desktop, linux)
	if spec.Domain != layout.Mapped || spec.Scope != layout.ScopeModel || spec.FileOffset != 8192 || spec.Alignment != 4096 || spec.Bytes != w.Bytes {
		t.Errorf("alloc = %+v", spec)
	}
	if where.Code != ReasonMapped || !strings.Contains(where.Text, "file's pages") {
		t.Errorf("alloc reason = %+v", where)
	}
}

func TestResolveWithoutKernelDequantizesWithCost(t *testing.T) {
	w := wt(t, "blk.0.attn_q.weight", "Q4_K", []int64{4, 768}, 8192)
	for _, tc := range []struct {
		profile Profile
		want    layout.Format
		bytes   int64
	}{
		{Desktop, layout.DenseFormat(layout.F32), 4 * 768 * 4},
		{Edge, layout.Format{DType: layout.F32, Encoding: layout.EncF16}, 4 * 768 * 2},
	} {
		form, why, err := WeightFormResolver{}.Resolve(w, tc.profile, DenseOnly)
		if err != nil {
			t.Fatalf("%s: %v", tc.profile.Name, err)
		}
		if got := form.TargetFormat(w.Format); got != tc.want || form.Residency != ResidencyOffHeap {
			t.Errorf("%s: form %s loads %s, want %s off-heap", tc.profile.Name, form, got, tc.want)
		}
		if why.Code != ReasonDequant || !strings.Contains(why.Text, "1728 B") || !strings.Contains(why.Text, "dequantized once at load") {
			t.Errorf("%s: reason %+v does not state the cost", tc.profile.Name, why)
		}
		if LoadedBytes(w, form) != tc.bytes {
			t.Errorf("%s: loaded bytes %d, want %d", tc.profile.Name, LoadedBytes(w, form), tc.bytes)
		}
	}
}

func TestStrictProfileRefusesEveryPackedTensor(t *testing.T) {
	ws := model(t)
	res, err := Plan(ws, Options{Profile: Mobile2GB, Caps: DenseOnly, Platform: linux})
	var re *RefusedError
	if !errors.As(err, &re) {
		t.Fatalf("err = %v, want *RefusedError", err)
	}
	want := map[string]int64{ // name → size it would grow to (f32)
		"blk.0.attn_q.weight":   4 * 768 * 4,
		"blk.0.ffn_down.weight": 8 * 96 * 4,
		"blk.0.ffn_up.weight":   2 * 768 * 4,
	}
	if len(re.Tensors) != len(want) {
		t.Fatalf("refused %d tensors, want %d: %v", len(re.Tensors), len(want), re)
	}
	for _, rt := range re.Tensors {
		if want[rt.Name] != rt.WouldBeBytes || !rt.Format.IsBlocked() {
			t.Errorf("refused %+v, want %d bytes", rt, want[rt.Name])
		}
		for _, s := range []string{rt.Name, rt.Format.Encoding.String()} {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("error does not name %q: %v", s, err)
			}
		}
	}
	if res == nil || res.Totals.Refused != 3 {
		t.Fatalf("result = %+v", res)
	}
	for _, d := range res.Decisions {
		if d.Refused != d.Weight.Format.IsBlocked() {
			t.Errorf("%s: refused = %v", d.Weight.Name, d.Refused)
		}
	}
	// The same model with kernels for its encodings plans fine.
	if _, err := Plan(ws, Options{Profile: Mobile2GB, Caps: EnginePlan, Platform: linux}); err != nil {
		t.Errorf("with engine caps: %v", err)
	}
	// An override that asks to dequantize is obeyed, not refused.
	if _, err := Plan(ws, Options{Profile: Mobile2GB, Caps: DenseOnly, Platform: linux, Uniform: WeightForm{Encoding: DequantizeTo(layout.F32)}}); err != nil {
		t.Errorf("with an explicit dense override: %v", err)
	}
}

func TestStrictProfileRefusesOverBudget(t *testing.T) {
	p := Mobile2GB
	p.BudgetBytes = 1000
	ws := model(t)
	_, err := Plan(ws, Options{Profile: p, Caps: EnginePlan, Platform: linux, Uniform: WeightForm{Residency: ResidencyHeap}})
	var re *RefusedError
	if !errors.As(err, &re) || !re.OverBudget || len(re.Tensors) != 0 || re.Budget != 1000 {
		t.Fatalf("err = %v", err)
	}
	d := Desktop
	d.BudgetBytes = 1000
	res, err := Plan(ws, Options{Profile: d, Caps: EnginePlan, Platform: linux, Uniform: WeightForm{Residency: ResidencyHeap}})
	if err != nil || !res.Totals.OverBudget || len(res.Totals.Warnings) != 1 {
		t.Fatalf("non-strict over budget: err %v, totals %+v", err, res.Totals)
	}
}

func mustForm(t *testing.T, s string) WeightForm {
	t.Helper()
	f, err := ParseForm(s)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestPrecedence(t *testing.T) {
	ws := model(t)
	tests := []struct {
		name      string
		uniform   string
		perTensor [][2]string
		tensor    string
		source    Source
		form      string
	}{
		{"resolver", "", nil, "blk.0.attn_q.weight", SourceResolver, "keep,stored-order,shape:stored,mapped"},
		{"uniform", "dense", nil, "blk.0.attn_q.weight", SourceUniform, "dense:f32,stored-order,shape:stored,off-heap"},
		{"uniform fills only its axes", "heap", nil, "blk.0.attn_q.weight", SourceUniform, "keep,stored-order,shape:stored,heap"},
		{"per-tensor over uniform", "dense", [][2]string{{"blk.0.attn_q.weight", "keep"}}, "blk.0.attn_q.weight", SourcePerTensor, "keep,stored-order,shape:stored,mapped"},
		{"per-tensor leaves others to uniform", "dense", [][2]string{{"blk.0.attn_q.weight", "keep"}}, "blk.0.ffn_down.weight", SourceUniform, "dense:f32,stored-order,shape:stored,off-heap"},
		{"per-tensor axis by axis", "dense:f16", [][2]string{{"blk.0.attn_q.weight", "heap"}}, "blk.0.attn_q.weight", SourcePerTensor, "dense:f16,stored-order,shape:stored,heap"},
		{"glob", "", [][2]string{{"blk.*.ffn_*.weight", "requant:Q8_0"}}, "blk.0.ffn_up.weight", SourcePerTensor, "requant:Q8_0,stored-order,shape:stored,off-heap"},
		{"later per-tensor wins", "", [][2]string{{"blk.*", "dense"}, {"blk.0.ffn_down.weight", "keep"}}, "blk.0.ffn_down.weight", SourcePerTensor, "keep,stored-order,shape:stored,mapped"},
		{"uniform that cannot apply is dropped", "transposed", nil, "blk.0.attn_q.weight", SourceResolver, "keep,stored-order,shape:stored,mapped"},
		{"uniform transposes dense", "transposed", nil, "token_embd.weight", SourceUniform, "keep,stored-order,transposed,off-heap"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{Profile: Desktop, Caps: EnginePlan, Platform: linux}
			if tc.uniform != "" {
				opts.Uniform = mustForm(t, tc.uniform)
			}
			for _, o := range tc.perTensor {
				opts.PerTensor = append(opts.PerTensor, Override{Pattern: o[0], Form: mustForm(t, o[1])})
			}
			res, err := Plan(ws, opts)
			if err != nil {
				t.Fatal(err)
			}
			var d *Decision
			for i := range res.Decisions {
				if res.Decisions[i].Weight.Name == tc.tensor {
					d = &res.Decisions[i]
				}
			}
			if d.Source != tc.source || d.Form.String() != tc.form {
				t.Errorf("%s: source %q form %s, want %q %s", tc.tensor, d.Source, d.Form, tc.source, tc.form)
			}
			if tc.source != SourceResolver && !strings.Contains(d.Reasons[0].Text, string(tc.source)) {
				t.Errorf("reason does not name the override: %q", d.Reasons[0].Text)
			}
		})
	}
}

func TestOverrideErrors(t *testing.T) {
	ws := model(t)
	_, err := Plan(ws, Options{Profile: Desktop, Caps: EnginePlan, Platform: linux,
		PerTensor: []Override{{Pattern: "blk.0.attn_k.weight", Form: mustForm(t, "dense")}}})
	var ue *UnknownTensorError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "blk.0.attn_q.weight") {
		t.Errorf("unknown tensor: %v", err)
	}
	_, err = Plan(ws, Options{Profile: Desktop, Caps: EnginePlan, Platform: linux,
		PerTensor: []Override{{Pattern: "blk.0.attn_q.weight", Form: mustForm(t, "transposed")}}})
	var fe *FormError
	if !errors.As(err, &fe) || fe.Tensor != "blk.0.attn_q.weight" {
		t.Errorf("transposing packed bytes: %v", err)
	}
	_, err = Plan(ws, Options{Profile: Desktop, Caps: EnginePlan, Platform: linux,
		PerTensor: []Override{{Pattern: "token_embd.weight", Form: mustForm(t, "requant:Q4_K")}}})
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "blocks of 256") {
		t.Errorf("requantizing rows of 96 to Q4_K: %v", err)
	}
}

func TestMappedNeedsAllThree(t *testing.T) {
	w := wt(t, "blk.0.attn_q.weight", "Q4_K", []int64{4, 768}, 8192)
	mapped := WeightForm{KeepAsStored(), AsStoredOrder(), OrientAsStored, ResidencyMapped}
	notFile := w
	notFile.FileBacked = false
	noMapPlatform := Platform{OS: "js", CanMap: false, PageSize: 4096}
	noMapProfile := Desktop
	noMapProfile.MayMap = false
	tests := []struct {
		name     string
		w        Weight
		form     WeightForm
		profile  Profile
		platform Platform
		domain   layout.StorageKind
		because  string
	}{
		{"all three", w, mapped, Desktop, linux, layout.Mapped, "file's pages"},
		{"form does not ask", w, WeightForm{KeepAsStored(), AsStoredOrder(), OrientAsStored, ResidencyOffHeap}, Desktop, linux, layout.OffHeap, "read into"},
		{"platform cannot map", w, mapped, Desktop, noMapPlatform, layout.Heap, "platform js cannot map"},
		{"not the file's bytes", notFile, mapped, Desktop, linux, layout.OffHeap, "not the file's"},
		{"profile forbids", w, mapped, noMapProfile, linux, layout.OffHeap, "does not map"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			spec, why := AllocationResolver{}.Resolve(tc.w, tc.form, tc.profile, tc.platform)
			if spec.Domain != tc.domain || spec.Scope != layout.ScopeModel {
				t.Errorf("alloc %s, want %s", spec, tc.domain)
			}
			if !strings.Contains(why.Text, tc.because) {
				t.Errorf("reason %q does not say %q", why.Text, tc.because)
			}
		})
	}
}

func TestCopiesAreNeverMapped(t *testing.T) {
	w := wt(t, "blk.0.ffn_down.weight", "Q8_0", []int64{8, 96}, 12288)
	for _, f := range []string{"dense,mapped", "dense:f16,mapped", "requant:Q4_0,mapped", "prepack,mapped", "dense,transposed,mapped"} {
		form := mustForm(t, f).Over(WeightForm{KeepAsStored(), AsStoredOrder(), OrientAsStored, ResidencyUnset})
		spec, why := AllocationResolver{}.Resolve(w, form, Desktop, linux)
		if spec.Domain == layout.Mapped || why.Code != ReasonNotMapped || !strings.Contains(why.Text, "load-time copy") {
			t.Errorf("%s: alloc %s, reason %+v", f, spec, why)
		}
	}
	// Through the planner too.
	res, err := Plan([]Weight{w}, Options{Profile: Desktop, Caps: EnginePlan, Platform: linux,
		PerTensor: []Override{{Pattern: w.Name, Form: mustForm(t, "dense,mapped")}}})
	if err != nil {
		t.Fatal(err)
	}
	if d := res.Decisions[0]; d.Alloc.Domain == layout.Mapped || res.Totals.MappedBytes != 0 || res.Totals.OffHeapBytes != 8*96*4 {
		t.Errorf("decision %+v totals %+v", d.Alloc, res.Totals)
	}
}

// feedCaps wants input-block-major blocks for Q8_0 and Q4_K.
var feedCaps = NewCapabilityTable("feed", map[layout.Encoding]layout.BlockOrder{
	layout.EncF32: layout.RowMajor, layout.EncF16: layout.RowMajor,
	layout.EncQ8_0: layout.InputBlockMajor, layout.EncQ4_K: layout.InputBlockMajor,
	layout.EncQ6_K: layout.RowMajor,
})

func TestPrepackWhenKernelWantsFeedOrder(t *testing.T) {
	res, err := Plan(model(t), Options{Profile: Desktop, Caps: feedCaps, Platform: linux})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		order  layout.BlockOrder
		domain layout.StorageKind
	}{
		"blk.0.attn_q.weight":   {layout.InputBlockMajor, layout.OffHeap},
		"blk.0.ffn_down.weight": {layout.InputBlockMajor, layout.OffHeap},
		"blk.0.ffn_up.weight":   {layout.RowMajor, layout.Mapped},
	}
	for _, d := range res.Decisions {
		wnt, ok := want[d.Weight.Name]
		if !ok {
			continue
		}
		if d.Form.Order.Resulting() != wnt.order || d.Alloc.Domain != wnt.domain || d.Form.Encoding.Kind != EncKeep {
			t.Errorf("%s: form %s alloc %s", d.Weight.Name, d.Form, d.Alloc)
		}
		if wnt.order == layout.InputBlockMajor && (d.Reasons[0].Code != ReasonPrepack || !strings.Contains(d.Reasons[1].Text, "prepacked")) {
			t.Errorf("%s: reasons %+v", d.Weight.Name, d.Reasons)
		}
	}
	if res.Totals.Prepacked != 2 || res.Totals.PrepackedBytes != 1728+816 {
		t.Errorf("totals %+v", res.Totals)
	}
	// One block per row: the feed order coincides with file order, so the
	// weight is still the file's bytes and stays mapped.
	one := wt(t, "small", "Q8_0", []int64{4, 32}, 4096)
	res, err = Plan([]Weight{one}, Options{Profile: Desktop, Caps: feedCaps, Platform: linux})
	if err != nil {
		t.Fatal(err)
	}
	if d := res.Decisions[0]; d.Alloc.Domain != layout.Mapped || !strings.Contains(d.Reasons[0].Text, "coincides") {
		t.Errorf("one block per row: %s %s %+v", d.Form, d.Alloc, d.Reasons)
	}
}

func TestTotals(t *testing.T) {
	ws := model(t) // F16 16x96, f32 768, Q4_K 4x768, Q8_0 8x96, Q6_K 2x768
	res, err := Plan(ws, Options{Profile: Desktop, Caps: DenseOnly, Platform: linux,
		PerTensor: []Override{{Pattern: "token_embd.weight", Form: mustForm(t, "heap")}}})
	if err != nil {
		t.Fatal(err)
	}
	stored := int64(16*96*2 + 768*4 + 1728 + 816 + 1260)
	want := Totals{
		Tensors: 5, StoredBytes: stored,
		MappedBytes:  768 * 4,
		HeapBytes:    16 * 96 * 2,
		OffHeapBytes: (4*768 + 8*96 + 2*768) * 4,
		Converted:    3, ConvertedFromBytes: 1728 + 816 + 1260, ConvertedToBytes: (4*768 + 8*96 + 2*768) * 4,
	}
	want.ConvertedExtraBytes = want.ConvertedToBytes - want.ConvertedFromBytes
	got := res.Totals
	got.Warnings = nil
	if got.Tensors != want.Tensors || got.StoredBytes != want.StoredBytes || got.MappedBytes != want.MappedBytes ||
		got.HeapBytes != want.HeapBytes || got.OffHeapBytes != want.OffHeapBytes || got.Converted != want.Converted ||
		got.ConvertedFromBytes != want.ConvertedFromBytes || got.ConvertedToBytes != want.ConvertedToBytes ||
		got.ConvertedExtraBytes != want.ConvertedExtraBytes || got.Prepacked != 0 || got.Refused != 0 {
		t.Errorf("totals\n got %+v\nwant %+v", got, want)
	}
}

func TestParseForm(t *testing.T) {
	good := map[string]string{
		"as-stored":                             "keep,stored-order,shape:stored",
		"dense":                                 "dense:f32",
		"dense:f16":                             "dense:f16",
		"Dense:BF16":                            "dense:bf16",
		"requant:Q8_0":                          "requant:Q8_0",
		"requant:q4_k":                          "requant:Q4_K",
		"prepack":                               "feed:input_block_major",
		"feed:row_major,heap":                   "feed:row_major,heap",
		"heap":                                  "heap",
		"offheap":                               "off-heap",
		" keep , mapped ":                       "keep,mapped",
		"dense,transposed,off-heap":             "dense:f32,transposed,off-heap",
		"keep,stored-order,shape:stored,mapped": "keep,stored-order,shape:stored,mapped",
	}
	for in, want := range good {
		f, err := ParseForm(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if f.String() != want {
			t.Errorf("%q parses to %s, want %s", in, f, want)
		}
		if g, err := ParseForm(f.String()); err != nil || g != f {
			t.Errorf("%q does not round-trip: %v %v", in, g, err)
		}
	}
	for _, in := range []string{"", "bogus", "dense:i32", "requant:", "requant:Q9", "keep,dense", "as-stored,prepack", "heap,mapped", "feed:sideways", "keep,,heap"} {
		var se *FormSyntaxError
		if _, err := ParseForm(in); !errors.As(err, &se) {
			t.Errorf("%q: err = %v, want *FormSyntaxError", in, err)
		}
	}
}

func TestExplainOneLinePerTensor(t *testing.T) {
	res, err := Plan(model(t), Options{Profile: Desktop, Caps: EnginePlan, Platform: linux})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := Explain(&b, res.Decisions); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != len(res.Decisions) {
		t.Fatalf("%d lines for %d tensors:\n%s", len(lines), len(res.Decisions), b.String())
	}
	for i, l := range lines {
		d := res.Decisions[i]
		if !strings.HasPrefix(l, d.Weight.Name+":") || !strings.Contains(l, d.Reasons[0].Text) || !strings.Contains(l, d.Reasons[1].Text) {
			t.Errorf("line %q lacks the decision or reason of %s", l, d.Weight.Name)
		}
	}
	b.Reset()
	if err := WriteTable(&b, res.Decisions); err != nil || strings.Count(b.String(), "\n") != len(res.Decisions)+1 {
		t.Errorf("table: %v\n%s", err, b.String())
	}
	if err := WriteTotals(&b, res.Totals); err != nil {
		t.Error(err)
	}
}

func TestCapabilities(t *testing.T) {
	f16 := layout.Format{DType: layout.F32, Encoding: layout.EncF16}
	for _, tc := range []struct {
		caps KernelCapabilities
		f    layout.Format
		ok   bool
	}{
		{DenseOnly, layout.DenseFormat(layout.F32), true},
		{DenseOnly, f16, true},
		{DenseOnly, layout.DenseFormat(layout.F16), true},
		{DenseOnly, layout.Format{DType: layout.F32, Encoding: layout.EncQ8_0}, false},
		{All, layout.Format{DType: layout.F32, Encoding: layout.EncQ8_K}, true},
		{EnginePlan, layout.Format{DType: layout.F32, Encoding: layout.EncQ6_K}, true},
		{EnginePlan, layout.Format{DType: layout.F32, Encoding: layout.EncQ8_K}, false},
	} {
		if o, ok := tc.caps.LinearKernel(tc.f); ok != tc.ok || o != layout.RowMajor {
			t.Errorf("%s %s: %v %v", tc.caps.Name(), tc.f, o, ok)
		}
	}
	for _, name := range []string{"engine", "dense-only", "all"} {
		if c, err := CapabilitiesByName(name); err != nil || c.Name() != name {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := CapabilitiesByName("gpu"); err == nil {
		t.Error("unknown caps accepted")
	}
}

func TestIntegerTensorsAreKept(t *testing.T) {
	w := wt(t, "rope_freqs.idx", "i32", []int64{64}, 0)
	form, why, err := WeightFormResolver{}.Resolve(w, Mobile2GB, DenseOnly)
	if err != nil || form.Encoding.Kind != EncKeep || why.Code != ReasonNoKernel {
		t.Errorf("form %s reason %+v err %v", form, why, err)
	}
	// A uniform dense override does not apply to it and says so.
	res, err := Plan([]Weight{w}, Options{Profile: Desktop, Caps: DenseOnly, Platform: linux, Uniform: mustForm(t, "dense")})
	if err != nil || !strings.Contains(res.Decisions[0].Reasons[0].Text, "does not apply") {
		t.Errorf("%v %+v", err, res)
	}
}
