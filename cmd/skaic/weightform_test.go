package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// plannedTensor is one tensor of `skaic plan --json`.
type plannedTensor struct {
	Name       string `json:"name"`
	Stored     string `json:"stored"`
	Form       string `json:"form"`
	Loaded     string `json:"loaded"`
	BlockOrder string `json:"block_order"`
	Source     string `json:"source"`
	Allocation struct {
		Domain string `json:"domain"`
	} `json:"allocation"`
}

func planJSONOf(t *testing.T, args ...string) map[string]plannedTensor {
	t.Helper()
	code, out, stderr := skaic(t, append([]string{"plan", "--json"}, args...)...)
	if code != exitOK {
		t.Fatalf("skaic plan %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	var doc struct {
		Tensors []plannedTensor `json:"tensors"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	byName := map[string]plannedTensor{}
	for _, d := range doc.Tensors {
		byName[d.Name] = d
	}
	return byName
}

// loadedBy opens the demo as run, record, bench and chat do with these
// flags and returns its weight views.
func loadedBy(t *testing.T, args ...string) []*layout.TensorView {
	t.Helper()
	var wf weightFormFlags
	fs := pflag.NewFlagSet("run", pflag.ContinueOnError)
	wf.register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	load, err := wf.loadOption()
	if err != nil {
		t.Fatal(err)
	}
	m, err := demo.Open(load)
	if err != nil {
		t.Fatalf("load %v: %v", args, err)
	}
	t.Cleanup(func() { m.Close() })
	return m.Weights()
}

var storageDomain = map[layout.StorageKind]string{layout.Mapped: "mapped", layout.Heap: "heap", layout.OffHeap: "offheap"}

// TestPlanIsWhatRunAndExportDo: for each flag set, skaic plan's decision
// per tensor is what the loader (run, record, bench, chat) loads — the
// format, the block order and the memory — and what the exported module
// consumes (manifest and skainet.tensor_layouts: dtype, encoding, block
// order), and the export's reasons quote the plan where it changed a
// weight. One export is compiled and run by IREE against eager.
func TestPlanIsWhatRunAndExportDo(t *testing.T) {
	cases := []struct {
		args []string
		// check says what the flags must have done to the plan, so the
		// comparison cannot pass on an unchanged default.
		check func(map[string]plannedTensor) string
	}{
		{[]string{"--weight-form", "dense"}, func(p map[string]plannedTensor) string {
			if d := p["blk.0.attn_q.weight"]; d.Loaded != "f32" || d.Source != "uniform override" || d.Allocation.Domain != "offheap" {
				return "attn_q not dense f32 off-heap by the uniform override"
			}
			return ""
		}},
		{[]string{"--weight-form-for", "blk.0.attn_q.weight=dense"}, func(p map[string]plannedTensor) string {
			if d := p["blk.0.attn_q.weight"]; d.Loaded != "f32" || d.Source != "per-tensor override" {
				return "attn_q not dense by the per-tensor override"
			}
			if d := p["blk.1.attn_q.weight"]; d.Loaded != d.Stored || d.Allocation.Domain != "mapped" {
				return "blk.1.attn_q changed too"
			}
			return ""
		}},
		{[]string{"--profile", "mobile-2gb"}, func(p map[string]plannedTensor) string {
			for _, d := range p {
				if d.Loaded != d.Stored || d.Allocation.Domain != "mapped" {
					return d.Name + " not served mapped as stored"
				}
			}
			return ""
		}},
		{[]string{"--weight-form", "prepacked", "--weight-form-for", "blk.*.ffn_down.weight=dense:f16"}, func(p map[string]plannedTensor) string {
			if d := p["blk.0.attn_q.weight"]; d.BlockOrder != "input_block_major" {
				return "attn_q not prepacked"
			}
			if d := p["blk.0.ffn_down.weight"]; d.Loaded != "f32/F16" {
				return "ffn_down not dense f16: " + d.Loaded
			}
			return ""
		}},
	}
	for _, c := range cases {
		name := strings.Join(c.args, " ")
		plan := planJSONOf(t, c.args...)
		if why := c.check(plan); why != "" {
			t.Fatalf("%s: the plan does not show the flags: %s", name, why)
		}
		// Eager: the loader's views.
		views := loadedBy(t, c.args...)
		if len(views) == 0 {
			t.Fatalf("%s: no weights loaded", name)
		}
		for _, v := range views {
			d, ok := plan[string(v.ID)]
			if !ok {
				t.Errorf("%s: loaded %s, which plan does not list", name, v.ID)
				continue
			}
			if got := v.Format.Normalize().String(); got != d.Loaded {
				t.Errorf("%s: %s loaded as %s, plan says %s", name, v.ID, got, d.Loaded)
			}
			if v.Format.IsBlocked() && v.Layout.Order.String() != d.BlockOrder {
				t.Errorf("%s: %s loaded in block order %s, plan says %s", name, v.ID, v.Layout.Order, d.BlockOrder)
			}
			if got := storageDomain[v.Storage.Kind()]; got != d.Allocation.Domain {
				t.Errorf("%s: %s loaded into %s memory, plan says %s", name, v.ID, got, d.Allocation.Domain)
			}
		}
		// Export: the module's parameters, as stored (the planar form
		// splits the loaded blocks into row-major parts).
		dir := filepath.Join(t.TempDir(), "out")
		code, _, stderr := skaic(t, append([]string{"export", "-o", dir, "--seq", "3", "--weights", "as-stored"}, c.args...)...)
		if code != exitOK {
			t.Fatalf("%s: export: exit %d: %s", name, code, stderr)
		}
		mf, err := export.ReadManifest(dir)
		if err != nil {
			t.Fatal(err)
		}
		text, err := os.ReadFile(filepath.Join(dir, "model.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		params := 0
		for _, l := range mf.Layouts {
			d, ok := plan[l.Key]
			if !ok {
				continue // the KV cache
			}
			params++
			got := l.DType
			if l.Encoding != "dense" {
				got += "/" + l.Encoding
			}
			if got != d.Loaded {
				t.Errorf("%s: export: %s consumed as %s, plan says %s", name, l.Key, got, d.Loaded)
			}
			if l.BlockOrder != d.BlockOrder {
				t.Errorf("%s: export: %s in block order %q, plan says %q", name, l.Key, l.BlockOrder, d.BlockOrder)
			}
			changed := d.Source != "resolver" || d.Loaded != d.Stored || d.Allocation.Domain != "mapped" || d.BlockOrder == "input_block_major"
			if quoted := strings.Contains(l.Reason, "loaded as planned"); quoted != changed {
				t.Errorf("%s: export: %s reason %q quotes the plan: %v, want %v", name, l.Key, l.Reason, quoted, changed)
			}
			if !bytes.Contains(text, []byte(`"encoding" = "`+l.Encoding+`"`)) {
				t.Errorf("%s: model.mlir has no entry of encoding %s", name, l.Encoding)
			}
		}
		if params != len(views) {
			t.Errorf("%s: export lists %d planned parameters, the loader loaded %d", name, params, len(views))
		}
		if c.args[0] == "--weight-form-for" {
			// record takes the plan too, and its tape exports with the
			// weight in the recorded form.
			tp := filepath.Join(t.TempDir(), "t.tape.pb")
			if code, _, stderr := skaic(t, append([]string{"record", "-o", tp}, c.args...)...); code != exitOK {
				t.Fatalf("%s: record: exit %d: %s", name, code, stderr)
			}
			td := filepath.Join(t.TempDir(), "tape-out")
			if code, _, stderr := skaic(t, "export", tp, "-o", td); code != exitOK {
				t.Fatalf("%s: export of the tape: exit %d: %s", name, code, stderr)
			}
			tmf, err := export.ReadManifest(td)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range tmf.Layouts {
				if l.Key == "blk.0.attn_q.weight" && (l.Encoding != "dense" || l.DType != "f32") {
					t.Errorf("%s: the tape's export has attn_q as %s/%s, the recording loaded dense f32", name, l.DType, l.Encoding)
				}
			}
			if mf.Plan == nil || !slices.Equal(mf.Plan.PerTensor, []string{"blk.0.attn_q.weight=dense:f32"}) {
				t.Errorf("%s: manifest weight_plan = %+v", name, mf.Plan)
			}
			if toolstest.Need(t, "iree-compile") != "" && toolstest.Need(t, "iree-run-module") != "" {
				if code, out, stderr := skaic(t, "conform", dir); code != exitOK {
					t.Errorf("%s: conform: exit %d\n%s\n%s", name, code, out, stderr)
				}
			}
		}
	}
}

// demoRecoded writes the demo with the named tensors re-encoded as typ.
func demoRecoded(t *testing.T, typ quant.Type, names ...string) string {
	t.Helper()
	b, err := demo.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	f, err := gguf.ParseBytes(b, demo.Name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := demo.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	var tensors []gguf.Tensor
	for _, ti := range f.Tensors {
		var data io.ReaderAt = io.NewSectionReader(bytes.NewReader(b), ti.AbsOffset, ti.Size)
		ty := ti.Type
		if slices.Contains(names, ti.Name) {
			v, err := m.File().Tensor(ti.Name)
			if err != nil {
				t.Fatal(err)
			}
			x := make([]float32, v.NumElements())
			if err := v.DecodeF32(x); err != nil {
				t.Fatal(err)
			}
			n, _ := quant.RowBytes(typ, int64(len(x)))
			buf := make([]byte, n)
			if err := quant.Quantize(typ, x, buf); err != nil {
				t.Fatal(err)
			}
			data, ty = bytes.NewReader(buf), typ
		}
		tensors = append(tensors, gguf.Tensor{Name: ti.Name, Type: ty, Dims: ti.Dims, Data: data})
	}
	path := filepath.Join(t.TempDir(), "q81.gguf")
	if err := gguf.Write(path, f.Metadata, tensors); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestStrictProfileRefusesInEveryCommand: weights the engine has no
// kernel for (Q8_1) make the strict profile refuse in plan, run, record,
// export, chat and run --engine iree alike: exit 2, one line naming the
// tensors; the desktop profile dequantizes them and runs, as plan says.
func TestStrictProfileRefusesInEveryCommand(t *testing.T) {
	names := []string{"blk.0.attn_q.weight", "blk.1.ffn_up.weight"}
	path := demoRecoded(t, quant.Q8_1, names...)
	dir := t.TempDir()
	t.Setenv("SKAIC_CACHE_DIR", filepath.Join(dir, "cache"))
	for _, args := range [][]string{
		{"plan", path},
		{"run", path, "--tokens", "1,2", "-n", "1"},
		{"record", path, "-o", filepath.Join(dir, "t.tape.pb")},
		{"export", path, "-o", filepath.Join(dir, "out")},
		{"chat", path},
		{"run", path, "--engine", "iree", "--tokens", "1,2", "-n", "1"},
	} {
		args = append(args, "--profile", "mobile-2gb")
		code, _, stderr := skaic(t, args...)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		line := lines[len(lines)-1] // run --engine iree says first where it exports
		if code != exitRefused || strings.Count(line, "\n") > 0 || !strings.Contains(line, "profile mobile-2gb refuses the plan: 2 weights") {
			t.Errorf("skaic %s: exit %d, stderr %q; want exit 2 and one line counting 2 weights", strings.Join(args, " "), code, line)
		}
		for _, n := range names {
			if !strings.Contains(line, n) {
				t.Errorf("skaic %s: the refusal does not name %s: %s", strings.Join(args, " "), n, line)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
		t.Errorf("a refused export left %s", filepath.Join(dir, "out"))
	}
	plan := planJSONOf(t, path)
	if d := plan["blk.0.attn_q.weight"]; d.Loaded != "f32" {
		t.Fatalf("desktop plans %s as %s, want dense f32", d.Name, d.Loaded)
	}
	m, err := llama.Open(path, mustLoad(t))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for _, v := range m.Weights() {
		if d := plan[string(v.ID)]; v.Format.Normalize().String() != d.Loaded {
			t.Errorf("desktop: %s loaded as %s, plan says %s", v.ID, v.Format, d.Loaded)
		}
	}
	if code, _, stderr := skaic(t, "run", path, "--tokens", "1,2", "-n", "2"); code != exitOK {
		t.Errorf("desktop run: exit %d: %s", code, stderr)
	}
}

func mustLoad(t *testing.T) llama.Option {
	t.Helper()
	wf := weightFormFlags{profile: "desktop"}
	o, err := wf.loadOption()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestWeightFormFlagsRefuseBadValues: a malformed form, a per-tensor
// override without NAME=, a pattern that names no tensor and an unknown
// profile are usage errors (exit 1) in every command that takes them.
func TestWeightFormFlagsRefuseBadValues(t *testing.T) {
	dir := t.TempDir()
	for _, cmd := range [][]string{
		{"plan"}, {"run", "-n", "1"}, {"record", "-o", filepath.Join(dir, "t.pb")}, {"export", "-o", filepath.Join(dir, "o")}, {"bench", "--quick", "--filter", "demo"},
	} {
		for _, bad := range [][]string{
			{"--weight-form", "squashed"},
			{"--weight-form-for", "blk.0.attn_q.weight"},
			{"--weight-form-for", "blk.9.attn_q.weight=dense"},
			{"--profile", "phone"},
		} {
			args := append(append([]string(nil), cmd...), bad...)
			code, _, stderr := skaic(t, args...)
			if code != exitFailure || !strings.Contains(stderr, bad[0]) && !strings.Contains(stderr, "matches no tensor") && !strings.Contains(stderr, "profile") {
				t.Errorf("skaic %s: exit %d, stderr %q; want exit 1 naming the flag", strings.Join(args, " "), code, strings.TrimSpace(stderr))
			}
		}
	}
}
