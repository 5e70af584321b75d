package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/ireehost/ireehosttest"
	"github.com/skainet/skaic/models/demo"
)

// toyRun is the greedy continuation of prompt on the toy module.
func toyRun(prompt []int32, steps int) []int32 {
	seq := append([]int32(nil), prompt...)
	var out []int32
	for i := 0; i < steps; i++ {
		lg := ireehosttest.ToyLogits(seq, len(seq)-1)
		best := 0
		for v := range lg {
			if lg[v] > lg[best] {
				best = v
			}
		}
		out = append(out, int32(best))
		seq = append(seq, int32(best))
	}
	return out
}

// skaic run --engine iree on an export directory: the JSON report of the
// eager run plus compile and load, one compile for prompts of different
// lengths, the prompt's logits saved, and the capacity refused up front.
func TestRunEngineIREEOnAnExport(t *testing.T) {
	dir := ireehosttest.ToyExport(t, nil)
	var vmfbTime int64
	for i, prompt := range []string{"1,2,3", "5,0,7,7,2,1"} {
		logits := filepath.Join(t.TempDir(), "p.npy")
		code, stdout, stderr := skaic(t, "run", dir, "--engine", "iree", "--tokens", prompt, "--steps", "9", "--json", "--logits", logits)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var rep struct {
			runReport
			Engine  string        `json:"engine"`
			Compile compileReport `json:"compile"`
			Load    struct {
				Seconds float64 `json:"seconds"`
			} `json:"load"`
		}
		if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
			t.Fatalf("%v\n%s", err, stdout)
		}
		toks, _ := parseTokenList(prompt)
		if want := toyRun(toks, 9); !reflect.DeepEqual(rep.Generated, want) {
			t.Errorf("prompt %s: generated %v, want %v", prompt, rep.Generated, want)
		}
		if rep.Engine != "iree" || rep.Compile.Reused != (i > 0) || rep.Load.Seconds <= 0 || rep.Prefill.Tokens != len(toks) ||
			rep.Decode.Tokens != 8 || rep.Decode.TokensPerSecond <= 0 {
			t.Errorf("report %+v", rep)
		}
		if i == 0 && rep.Compile.Seconds <= 0 {
			t.Errorf("first run: no compile time: %+v", rep.Compile)
		}
		shape, vals := readLogits(t, logits)
		if !reflect.DeepEqual(shape, []int64{int64(len(toks)), ireehosttest.ToyVocab}) {
			t.Fatalf("logits shape %v", shape)
		}
		for p := range toks {
			if !reflect.DeepEqual(vals[p*ireehosttest.ToyVocab:(p+1)*ireehosttest.ToyVocab], ireehosttest.ToyLogits(toks, p)) {
				t.Fatalf("prompt logits at %d: %v", p, vals[p*ireehosttest.ToyVocab:(p+1)*ireehosttest.ToyVocab])
			}
		}
		fi, err := os.Stat(filepath.Join(dir, "model.vmfb"))
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			vmfbTime = fi.ModTime().UnixNano()
		} else if fi.ModTime().UnixNano() != vmfbTime {
			t.Errorf("model.vmfb was rewritten by the second run")
		}
	}
	code, _, stderr := skaic(t, "run", dir, "--engine", "iree", "--tokens", "1,2,3", "--steps", "15")
	if code != exitFailure || !strings.Contains(stderr, "past the KV cache's capacity of 16") || !strings.Contains(stderr, dir) {
		t.Fatalf("past capacity: exit %d: %s", code, stderr)
	}
	code, _, stderr = skaic(t, "run", dir, "--engine", "iree", "--fast")
	if code != exitFailure || !strings.Contains(stderr, "--fast") {
		t.Fatalf("--fast: exit %d: %s", code, stderr)
	}
	code, _, stderr = skaic(t, "run", dir)
	if code != exitFailure || !strings.Contains(stderr, "--engine iree") {
		t.Fatalf("eager on an export directory: exit %d: %s", code, stderr)
	}
	code, _, stderr = skaic(t, "run", "--engine", "tpu")
	if code != exitFailure || !strings.Contains(stderr, "want eager or iree") {
		t.Fatalf("--engine tpu: exit %d: %s", code, stderr)
	}
}

// The acceptance of --engine iree on a model: a GGUF is exported into the
// cache once and compiled once, and prompts of different lengths generate
// on IREE exactly the tokens the eager engine generates.
func TestRunEngineIREEMatchesEager(t *testing.T) {
	toolstest.Need(t, "iree-compile")
	toolstest.Python(t)
	cache := t.TempDir()
	t.Setenv("SKAIC_CACHE_DIR", cache)
	gg := filepath.Join(t.TempDir(), "demo.gguf")
	if err := demo.Write(gg); err != nil {
		t.Fatal(err)
	}
	type report struct {
		Generated []int32       `json:"generated"`
		Text      *string       `json:"generated_text"`
		Compile   compileReport `json:"compile"`
		Export    string        `json:"export"`
	}
	runJSON := func(args ...string) report {
		t.Helper()
		code, stdout, stderr := skaic(t, append([]string{"run", gg, "--steps", "16", "--json"}, args...)...)
		if code != exitOK {
			t.Fatalf("skaic run %v: exit %d: %s", args, code, stderr)
		}
		var r report
		if err := json.Unmarshal([]byte(stdout), &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	var export string
	for i, prompt := range []string{"40,41,42,43,44,45,46", "7,8"} {
		eager := runJSON("--tokens", prompt)
		iree := runJSON("--tokens", prompt, "--engine", "iree")
		if !reflect.DeepEqual(iree.Generated, eager.Generated) || iree.Text == nil || *iree.Text != *eager.Text {
			t.Errorf("prompt %s: iree generated %v, eager %v", prompt, iree.Generated, eager.Generated)
		}
		if iree.Compile.Reused != (i > 0) {
			t.Errorf("prompt %s: compile reused = %v", prompt, iree.Compile.Reused)
		}
		if i == 0 {
			export = iree.Export
		} else if iree.Export != export {
			t.Errorf("the second run exported again: %s, then %s", export, iree.Export)
		}
	}
	if !strings.HasPrefix(export, cache) {
		t.Errorf("export %s is not under the cache %s", export, cache)
	}
	// skaic export M -o D, then run D: the model beside D gives the text.
	dir := filepath.Join(filepath.Dir(gg), "demo-export")
	if code, _, stderr := skaic(t, "export", gg, "-o", dir); code != exitOK {
		t.Fatalf("skaic export: exit %d: %s", code, stderr)
	}
	// The same model exports the same module: the compiled one, copied
	// with its key, is current there too.
	for _, f := range []string{"model.vmfb", "model.vmfb.key"} {
		b, err := os.ReadFile(filepath.Join(export, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	eager := runJSON("--tokens", "3,1,4,1,5")
	code, stdout, stderr := skaic(t, "run", dir, "--engine", "iree", "--tokens", "3,1,4,1,5", "--steps", "16", "--json")
	var r report
	if code != exitOK || json.Unmarshal([]byte(stdout), &r) != nil {
		t.Fatalf("run %s --engine iree: exit %d: %s", dir, code, stderr)
	}
	if !r.Compile.Reused {
		t.Errorf("run %s: compiled again; the module differs from the cached export's", dir)
	}
	if !reflect.DeepEqual(r.Generated, eager.Generated) || r.Text == nil || *r.Text != *eager.Text || r.Export != dir {
		t.Errorf("run %s: generated %v (text %v), eager %v", dir, r.Generated, r.Text, eager.Generated)
	}
}
