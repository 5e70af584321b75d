package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// planTensor is a tensor info to write: dims in GGUF order (ne0 first).
type planTensor struct {
	name string
	typ  quant.Type
	dims []uint64
}

// planModel is a small llama-like model; every packed weight has at least
// 3 blocks per row.
var planModel = []planTensor{
	{"token_embd.weight", quant.F16, []uint64{96, 16}},
	{"blk.0.attn_norm.weight", quant.F32, []uint64{768}},
	{"blk.0.attn_q.weight", quant.Q4_K, []uint64{768, 4}},
	{"blk.0.ffn_gate.weight", quant.Q4_0, []uint64{96, 4}},
	{"blk.0.ffn_down.weight", quant.Q8_0, []uint64{96, 8}},
	{"blk.0.ffn_up.weight", quant.Q6_K, []uint64{768, 2}},
	{"output.weight", quant.Q5_K, []uint64{768, 3}},
}

func planPacked(ts []planTensor) []planTensor {
	var out []planTensor
	for _, t := range ts {
		if t.typ.Quantized() {
			out = append(out, t)
		}
	}
	return out
}

// writePlanGGUF writes a valid GGUF v3 file (see DESIGN.md, "GGUF facts")
// whose header is real and whose data section is a sparse hole: the file is
// truncated up to its full size, so no payload byte is ever written and
// none is on disk. It returns the header's size, the data section's start
// and the file's size.
func writePlanGGUF(t *testing.T, path string, alignment uint32, tensors []planTensor) (headerSize, dataStart, size int64) {
	t.Helper()
	var b bytes.Buffer
	u32 := func(v uint32) { b.Write(binary.LittleEndian.AppendUint32(nil, v)) }
	u64 := func(v uint64) { b.Write(binary.LittleEndian.AppendUint64(nil, v)) }
	str := func(s string) { u64(uint64(len(s))); b.WriteString(s) }
	b.WriteString("GGUF")
	u32(3)
	u64(uint64(len(tensors)))
	u64(2) // metadata entries
	str("general.architecture")
	u32(8) // string
	str("llama")
	str("general.alignment")
	u32(4) // uint32
	u32(alignment)
	align := func(n int64) int64 { a := int64(alignment); return (n + a - 1) / a * a }
	var off int64
	for _, tn := range tensors {
		str(tn.name)
		u32(uint32(len(tn.dims)))
		n := int64(1)
		for _, d := range tn.dims {
			u64(d)
			n *= int64(d)
		}
		u32(uint32(tn.typ))
		u64(uint64(off))
		sz, err := quant.RowBytes(tn.typ, n)
		if err != nil {
			t.Fatal(err)
		}
		off = align(off + sz)
	}
	headerSize = int64(b.Len())
	dataStart = align(headerSize)
	size = dataStart + off
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(b.Bytes()); err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	return headerSize, dataStart, size
}

func planFixture(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "model.gguf")
	writePlanGGUF(t, path, 32, planModel)
	return path
}

// (a) A strict profile with no packed kernels refuses, exit 2: a one-line
// summary (how many, their bytes, the first few), and with --verbose every
// packed tensor with its encoding and the size it would grow to.
func TestPlanStrictRefusesEveryPackedTensor(t *testing.T) {
	path := planFixture(t)
	code, stdout, stderr := skaic(t, "plan", path, "--profile", "mobile-2gb", "--caps", "dense-only")
	if code != exitRefused {
		t.Fatalf("exit %d, want %d; stderr:\n%s", code, exitRefused, stderr)
	}
	packed := planPacked(planModel)
	var stored, grown int64
	for _, tn := range packed {
		ti := mustTensor(t, path, tn.name)
		stored += ti.Size
		grown += ti.NumElements() * 4
	}
	summary, hint, _ := strings.Cut(strings.TrimSpace(stderr), "\n")
	for _, want := range []string{
		fmt.Sprintf("%d weights", len(packed)), fmt.Sprintf("%d B", stored), fmt.Sprintf("→ %d B", grown),
		packed[0].name, packed[2].name, fmt.Sprintf("and %d more", len(packed)-3),
	} {
		if !strings.Contains(summary, want) {
			t.Errorf("summary lacks %q:\n%s", want, summary)
		}
	}
	if strings.Contains(summary, packed[3].name) {
		t.Errorf("summary lists more than the first three:\n%s", summary)
	}
	if !strings.Contains(hint, "--verbose") {
		t.Errorf("no hint how to see all under the summary: %q", hint)
	}
	if n := strings.Count(strings.TrimSpace(stderr), "\n"); n != 1 {
		t.Errorf("refusal is %d lines, want the summary and the hint:\n%s", n+1, stderr)
	}
	code, _, stderr = skaic(t, "plan", path, "--profile", "mobile-2gb", "--caps", "dense-only", "--verbose")
	if code != exitRefused {
		t.Fatalf("--verbose: exit %d", code)
	}
	for _, tn := range packed {
		n := int64(1)
		for _, d := range tn.dims {
			n *= int64(d)
		}
		for _, want := range []string{tn.name, tn.typ.String(), fmt.Sprintf("→ %d B", n*4)} {
			if !strings.Contains(stderr, want) {
				t.Errorf("stderr does not name %q:\n%s", want, stderr)
			}
		}
		if !strings.Contains(stdout, tn.name+" (REFUSED)") {
			t.Errorf("plan does not mark %s refused:\n%s", tn.name, stdout)
		}
	}
	for _, dense := range []string{"token_embd.weight", "blk.0.attn_norm.weight"} {
		if strings.Contains(stderr, dense) {
			t.Errorf("stderr names %s, which has a dense kernel:\n%s", dense, stderr)
		}
	}

	// The same model plans under the strict profile with the engine's kernels.
	if code, _, stderr := skaic(t, "plan", path, "--profile", "mobile-2gb", "--caps", "engine"); code != exitOK {
		t.Errorf("mobile-2gb with engine caps: exit %d: %s", code, stderr)
	}
}

// (b) On desktop with the engine's kernels, packed weights are served from
// the file's pages, and --explain says why.
func TestPlanDesktopExplainMapsPackedWeights(t *testing.T) {
	if !canMapHere() {
		t.Skip("this platform cannot map files")
	}
	path := planFixture(t)
	h, err := gguf.ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := skaic(t, "plan", path, "--profile", "desktop", "--explain")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := map[string]string{}
	for _, l := range strings.Split(stdout, "\n") {
		if name, _, ok := strings.Cut(l, ": "); ok {
			lines[name] = l
		}
	}
	for _, tn := range planPacked(planModel) {
		ti, _ := h.Tensor(tn.name)
		l := lines[tn.name]
		for _, want := range []string{
			"keep,stored-order,shape:stored,mapped",
			fmt.Sprintf("mapped@%d/model", ti.AbsOffset),
			"caps engine has a Linear kernel for f32/" + tn.typ.String(),
			"stays packed",
			fmt.Sprintf("served read-only from the file's pages at offset %d, no copy", ti.AbsOffset),
		} {
			if !strings.Contains(l, want) {
				t.Errorf("%s: line lacks %q:\n%s", tn.name, want, l)
			}
		}
	}
	if !strings.Contains(stdout, "converted:     0 tensor(s)") {
		t.Errorf("totals claim a conversion:\n%s", stdout)
	}
}

// (c) plan reads the header and nothing else. The fixture's data section is
// a sparse hole (nothing on disk), starts 4 MiB into the file
// (general.alignment = 4 MiB, so every tensor sits on its own 4 MiB
// boundary, far past any read-ahead of the header's pages), and its tensors
// are each larger than the slack allowed below. Three independent probes,
// each shown to see a payload read before it is trusted:
//
//  1. the parser: gguf.ParseHeader, which ReadHeader runs over the file,
//     is given a reader that records every byte range asked for; none may
//     reach the data section;
//  2. read(2)-family bytes: /proc/self/io's rchar counts every byte this
//     process reads through read/pread; plan may read what parsing the
//     header reads in probe 1 and not a byte more;
//  3. page-cache residency: the hole's pages enter the page cache only if
//     someone reads them (by read or by touching a mapping); mincore(2) on a
//     fresh mapping must find none of the data section's pages resident.
func TestPlanReadsNoPayload(t *testing.T) {
	const alignment = 4 << 20
	big := []planTensor{
		{"token_embd.weight", quant.Q8_0, []uint64{4096, 64}},     // 278528 B
		{"blk.0.attn_q.weight", quant.Q4_K, []uint64{4096, 64}},   // 147456 B
		{"blk.0.ffn_down.weight", quant.Q6_K, []uint64{4096, 64}}, // 215040 B
		{"output_norm.weight", quant.F32, []uint64{65536}},        // 262144 B
	}
	path := filepath.Join(t.TempDir(), "hole.gguf")
	headerSize, dataStart, size := writePlanGGUF(t, path, alignment, big)

	// Probe 1: the parser never asks for a byte past the header.
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec := &rangeRecorder{r: f}
	h, err := gguf.ParseHeader(rec, size, path)
	if err != nil {
		t.Fatal(err)
	}
	if h.DataOffset != dataStart || h.HeaderSize != headerSize {
		t.Fatalf("header: data at %d (want %d), header %d B (want %d)", h.DataOffset, dataStart, h.HeaderSize, headerSize)
	}
	if rec.maxEnd > dataStart || rec.maxEnd == 0 {
		t.Errorf("parser read up to byte %d; the data section starts at %d", rec.maxEnd, dataStart)
	}

	if runtime.GOOS != "linux" {
		t.Skip("probes 2 and 3 use /proc/self/io and mincore(2)")
	}
	data := mapForProbe(t, f, size) // plan_mincore_*_test.go
	if n := residentPages(t, data[dataStart:]); n != 0 {
		t.Skipf("%d pages of a never-written hole are already resident: this filesystem defeats probe 3", n)
	}
	rcharCost := readRchar(t) // calibrate: reading /proc/self/io itself counts
	rcharCost = readRchar(t) - rcharCost

	before := readRchar(t)
	code, stdout, stderr := skaic(t, "plan", path, "--explain")
	read := readRchar(t) - before - rcharCost
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, tn := range big {
		if !strings.Contains(stdout, tn.name+":") {
			t.Errorf("plan lacks %s:\n%s", tn.name, stdout)
		}
	}

	// Probe 2: plan read exactly what parsing the header reads (probe 1
	// counted it), give or take the few bytes by which /proc/self/io's own
	// text grows as its counters gain digits.
	const slack = 64
	if read < rec.total-slack || read > rec.total+slack {
		t.Errorf("plan read %d bytes; parsing the %d-byte header reads %d", read, headerSize, rec.total)
	}
	// Probe 3: no page of the data section entered the page cache.
	if n := residentPages(t, data[dataStart:]); n != 0 {
		t.Errorf("%d pages of the data section are resident after plan", n)
	}

	// The probes see a payload read: touch one tensor's mapped page, pread
	// another tensor.
	tn, _ := h.Tensor("output_norm.weight")
	probeSink += data[tn.AbsOffset] // a read fault on the hole
	if n := residentPages(t, data[tn.AbsOffset:tn.AbsOffset+tn.Size]); n == 0 {
		t.Errorf("touching a mapped payload page left none resident: probe 3 is blind")
	}
	tq, _ := h.Tensor("blk.0.attn_q.weight")
	before = readRchar(t)
	if _, err := f.ReadAt(make([]byte, tq.Size), tq.AbsOffset); err != nil {
		t.Fatal(err)
	}
	if got := readRchar(t) - before - rcharCost; got < tq.Size {
		t.Errorf("rchar grew by %d after reading %d payload bytes: probe 2 is blind", got, tq.Size)
	}
	t.Logf("plan read %d bytes (parsing the header reads %d; header %d B, data section at %d of %d)", read, rec.total, headerSize, dataStart, size)
}

// probeSink keeps the probe's load through a mapping from being optimized
// away.
var probeSink byte

// rangeRecorder records the furthest byte asked for and the bytes read.
type rangeRecorder struct {
	r      io.ReaderAt
	maxEnd int64
	total  int64
}

func (r *rangeRecorder) ReadAt(p []byte, off int64) (int, error) {
	r.maxEnd = max(r.maxEnd, off+int64(len(p)))
	n, err := r.r.ReadAt(p, off)
	r.total += int64(n)
	return n, err
}

func canMapHere() bool {
	switch runtime.GOOS {
	case "js", "wasip1", "windows", "plan9":
		return false
	}
	return true
}

// readRchar returns this process's rchar from /proc/self/io, or skips.
func readRchar(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/io")
	if err != nil {
		t.Skipf("no /proc/self/io: %v", err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "rchar: "); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Skip("/proc/self/io has no rchar")
	return 0
}

// (d) --json is one JSON document that carries every decision and totals.
func TestPlanJSON(t *testing.T) {
	path := planFixture(t)
	code, stdout, stderr := skaic(t, "plan", path, "--json", "--caps", "dense-only",
		"--form", "blk.0.ffn_down.weight=keep,heap", "--form-all", "off-heap")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		File    string `json:"file"`
		Caps    string `json:"caps"`
		Profile struct {
			Name string `json:"name"`
		} `json:"profile"`
		Tensors []struct {
			Name   string `json:"name"`
			Stored string `json:"stored"`
			Form   string `json:"form"`
			Loaded string `json:"loaded"`
			Source string `json:"source"`
			Alloc  struct {
				Domain string `json:"domain"`
				Scope  string `json:"scope"`
				Bytes  int64  `json:"bytes"`
			} `json:"allocation"`
			Reasons []struct {
				Code string `json:"code"`
				Text string `json:"text"`
			} `json:"reasons"`
		} `json:"tensors"`
		Totals struct {
			Tensors             int   `json:"tensors"`
			MappedBytes         int64 `json:"mapped_bytes"`
			HeapBytes           int64 `json:"heap_bytes"`
			OffHeapBytes        int64 `json:"off_heap_bytes"`
			Converted           int   `json:"converted"`
			ConvertedExtraBytes int64 `json:"converted_extra_bytes"`
		} `json:"totals"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("--json does not parse: %v\n%s", err, stdout)
	}
	if doc.File != path || doc.Caps != "dense-only" || doc.Profile.Name != "desktop" || len(doc.Tensors) != len(planModel) || doc.Totals.Tensors != len(planModel) {
		t.Fatalf("document: %+v", doc)
	}
	var heap, offHeap int64
	for _, d := range doc.Tensors {
		if d.Alloc.Scope != "model" || len(d.Reasons) != 2 || d.Reasons[0].Text == "" {
			t.Errorf("%s: %+v", d.Name, d)
		}
		switch d.Alloc.Domain {
		case layout.Heap.String():
			heap += d.Alloc.Bytes
		case layout.OffHeap.String():
			offHeap += d.Alloc.Bytes
		default:
			t.Errorf("%s: domain %s, want every tensor in memory (--form-all off-heap)", d.Name, d.Alloc.Domain)
		}
		switch {
		case d.Name == "blk.0.ffn_down.weight":
			if d.Source != "per-tensor override" || d.Form != "keep,stored-order,shape:stored,heap" || d.Alloc.Domain != "heap" {
				t.Errorf("per-tensor override: %+v", d)
			}
		case strings.Contains(d.Stored, "/Q"):
			if d.Source != "uniform override" || d.Loaded != "f32" || d.Reasons[0].Code != "dequantize" {
				t.Errorf("%s: %+v", d.Name, d)
			}
		}
	}
	if heap != doc.Totals.HeapBytes || offHeap != doc.Totals.OffHeapBytes || doc.Totals.MappedBytes != 0 {
		t.Errorf("totals %+v, decisions sum heap %d off-heap %d", doc.Totals, heap, offHeap)
	}
	if doc.Totals.Converted != len(planPacked(planModel))-1 || doc.Totals.ConvertedExtraBytes <= 0 {
		t.Errorf("conversion totals %+v", doc.Totals)
	}

	// A refused plan is still one parseable document, with the refusals.
	code, stdout, _ = skaic(t, "plan", path, "--json", "--profile", "mobile-2gb", "--caps", "dense-only")
	var refusedDoc struct {
		Refused []struct {
			Name string `json:"name"`
		} `json:"refused"`
	}
	if err := json.Unmarshal([]byte(stdout), &refusedDoc); code != exitRefused || err != nil || len(refusedDoc.Refused) != len(planPacked(planModel)) {
		t.Errorf("refused --json: exit %d, %v, %+v", code, err, refusedDoc)
	}
}

func TestPlanBadInput(t *testing.T) {
	path := planFixture(t)
	notGGUF := filepath.Join(t.TempDir(), "model.gguf")
	if err := os.WriteFile(notGGUF, []byte("PK\x03\x04 not a gguf file at all"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"plan", path, path}, "accepts at most 1 arg"},
		{[]string{"plan", path, "--profile", "phone"}, "unknown profile"},
		{[]string{"plan", path, "--caps", "tpu"}, "unknown kernel capabilities"},
		{[]string{"plan", path, "--form-all", "sideways"}, "unknown term"},
		{[]string{"plan", path, "--form", "blk.0.attn_q.weight"}, "want NAME=FORM"},
		{[]string{"plan", path, "--form", "blk.0.attn_k.weight=dense"}, "did you mean blk.0.attn_q.weight"},
		{[]string{"plan", path, "--form", "blk.0.attn_q.weight=transposed"}, "cannot be transposed as bytes"},
		{[]string{"plan", notGGUF}, `not a GGUF file (magic "GGUF")`},
		{[]string{"plan", filepath.Join(t.TempDir(), "missing.gguf")}, "no such file"},
	} {
		code, stdout, stderr := skaic(t, tc.args...)
		if code != exitFailure || !strings.Contains(stderr, tc.want) {
			t.Errorf("skaic %s: exit %d, stderr %q, want exit 1 and %q", strings.Join(tc.args, " "), code, stderr, tc.want)
		}
		if strings.Contains(stderr, "goroutine ") || (code != exitOK && strings.Contains(stdout, "TENSOR")) {
			t.Errorf("skaic %s: stray output: %q %q", strings.Join(tc.args, " "), stdout, stderr)
		}
	}
}

func mustTensor(t *testing.T, path, name string) gguf.TensorInfo {
	t.Helper()
	h, err := gguf.ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	ti, ok := h.Tensor(name)
	if !ok {
		t.Fatalf("%s: no tensor %s", path, name)
	}
	return ti
}
