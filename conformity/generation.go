package conformity

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/ireehost"
	"github.com/skainet/skaic/models/llama"
)

// GenCase is generation on IREE's runtime against the eager engine: a
// model exported once, its module compiled once and loaded once, then for
// each prompt a prefill and Steps-1 decode steps on both engines. The
// greedy tokens must be the same, and the logits of every prefill
// position and every step within Tol.
type GenCase struct {
	Name string
	// Model and File are as in ModelCase.
	Model, File string
	Variant     Variant
	// Prompts are the prompt lengths, each prefilled in turn on the same
	// loaded module (the later prefill restarts the sequence over the
	// cache rows the earlier one wrote).
	Prompts []int
	// Steps is the tokens generated per prompt (the first from the
	// prefill, the others by decode steps).
	Steps int
	// Seq is the export's sample length: the model case's, so that both
	// write the same module and share its compile.
	Seq int
	Tol Tolerance
	// EditModule, when set, edits model.mlir after the export (tests use
	// it to break the lowering on purpose).
	EditModule func(mlir string) (string, error)
}

// genPrompts and genSteps are the corpus's generation shape: two prompt
// lengths (the second shorter, so it runs over rows the first left
// behind), 16 decode steps after each.
var (
	// genPlanar are the models that also generate with planar weights:
	// the demo, every planar encoding at once (kquants_mixed: Q4_K, Q6_K
	// and Q8_0 planar, the others as stored) and the real models' Q4_1.
	// The one-row contraction of every planar encoding is an op case too.
	genPlanar  = []string{"demo", "kquants_mixed", "dom_q4_1"}
	genPrompts = []int{6, 3}
	genSteps   = 17
)

// GenCases are the generation cases: every model of the corpus, with its
// parameters from an archive and (where the GGUF can serve them) from the
// GGUF itself.
func GenCases() []*GenCase {
	var cs []*GenCase
	for _, r := range modelRows {
		for _, v := range r.variants {
			if v.Weights != export.WeightsAsStored && (v.Weights != export.WeightsPlanar || !slices.Contains(genPlanar, r.model)) {
				continue
			}
			cs = append(cs, &GenCase{
				Name:  "generation/" + r.model + v.suffix(),
				Model: r.model, Variant: v, Prompts: genPrompts, Steps: genSteps, Seq: r.seqs[0], Tol: tolGeneration,
			})
		}
	}
	return cs
}

// promptOf is a deterministic prompt of n tokens spread over the
// vocabulary (seeded by salt, so two prompts differ).
func promptOf(n, vocab, salt int) []int32 {
	out := make([]int32, n)
	x := uint32(2654435761 * uint32(salt+1))
	for i := range out {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		out[i] = int32(x % uint32(vocab))
	}
	return out
}

// planGen adds a job per generation case that passes filter.
func planGen(jobs []*job, names []string, gens []*GenCase, filter *regexp.Regexp) ([]*job, []string) {
	if len(gens) == 0 {
		return jobs, names
	}
	order := map[string]int{}
	for _, c := range gens {
		if filter != nil && !filter.MatchString(c.Name) {
			continue
		}
		order[c.Name] = len(names)
		names = append(names, c.Name)
		jobs = append(jobs, &job{name: c.Name, gen: c, order: order})
	}
	return jobs, names
}

// processGen runs one generation case.
func (d *Driver) processGen(c *GenCase, dir string) []Result {
	r := Result{Case: c.Name, Module: c.Name, Status: Pass, Tolerance: c.Tol}
	d.runGen(c, dir, &r)
	return []Result{r}
}

// runGen runs c in dir, recording failures, metrics and times in r.
func (d *Driver) runGen(c *GenCase, dir string, r *Result) {
	file, err := d.modelFile(&ModelCase{Model: c.Model, File: c.File})
	if err != nil {
		r.fail("model: " + err.Error())
		return
	}
	exp := filepath.Join(dir, "export")
	opts := export.Options{Model: file, Out: exp, Seq: c.Seq, Params: c.Variant.Params, Weights: c.Variant.Weights, Reference: export.ReferenceOff, Target: d.Target,
		Backend: c.Variant.Backend}
	if c.Model == "demo" && c.File == "" {
		opts.Model = ""
	}
	if err := runExport(opts); err != nil {
		r.fail("export: " + err.Error())
		return
	}
	if c.Variant.Backend == export.BackendLLVM {
		d.runGenNative(c, file, exp, r)
		return
	}
	e, err := ireehost.OpenExport(exp)
	if err != nil {
		r.fail(err.Error())
		return
	}
	r.Encodings = inGraphEncodings(e.Manifest)
	if c.EditModule != nil {
		if err := editFile(e.MLIR, c.EditModule); err != nil {
			r.fail("editing the module: " + err.Error())
			return
		}
	}
	vmfb, secs, cached, err := d.cache.compile(e.MLIR, e.Target.CompileFlags())
	r.CompileSeconds, r.CompileCached = secs, cached
	if err != nil {
		r.fail(err.Error())
		return
	}
	device, err := d.deviceFor(e.Target) // after the compile, which needs no device
	if err != nil {
		r.fail(fmt.Sprintf("compiled for %s; %v", e.Target, err))
		return
	}
	start := time.Now()
	defer func() { r.RunSeconds = time.Since(start).Seconds() }()
	h, err := ireehost.LoadCompiledOn(e, &ireehost.Compiled{VMFB: vmfb}, 0, device)
	if err != nil {
		r.fail(err.Error())
		return
	}
	defer h.Close()
	checkGeneration(h, file, e.Capacity, e.Vocab, c, r)
}

// checkGeneration runs c's prompts through h and the eager engine (the
// model in file) and compares their generations.
func checkGeneration(h engine, file string, capacity, vocab int, c *GenCase, r *Result) {
	m, err := llama.Open(file)
	if err != nil {
		r.fail("eager: " + err.Error())
		return
	}
	defer m.Close()
	longest := 0
	for _, n := range c.Prompts {
		longest = max(longest, n+c.Steps-1)
	}
	if longest > capacity {
		r.fail(fmt.Sprintf("the case needs %d positions; the export's cache holds %d", longest, capacity))
		return
	}
	if err := m.Reserve(longest); err != nil {
		r.fail("eager: " + err.Error())
		return
	}
	eng := &eagerEngine{m: m}
	var notes []string
	for i, n := range c.Prompts {
		prompt := promptOf(n, vocab, i)
		got, err := generateAll(h, prompt, c.Steps, vocab)
		if err != nil {
			r.fail(fmt.Sprintf("prompt %d (%d tokens): compiled: %v", i+1, n, err))
			continue
		}
		want, err := generateAll(eng, prompt, c.Steps, vocab)
		if err != nil {
			r.fail(fmt.Sprintf("prompt %d (%d tokens): eager: %v", i+1, n, err))
			continue
		}
		for _, why := range compareGeneration(r, got, want, n, vocab, c.Tol) {
			r.fail(fmt.Sprintf("prompt %d (%d tokens): %s", i+1, n, why))
		}
		notes = append(notes, fmt.Sprintf("%d+%d", n, c.Steps-1))
	}
	r.Note = "prefill+decode steps: " + strings.Join(notes, ", ")
}

// engine is what a generation case drives: a prefill giving every
// position's logits, and decode steps.
type engine interface {
	Prefill(tokens []int32) ([]float32, error)
	Decode(token int32, position int) ([]float32, error)
}

// eagerEngine is the eager engine as an engine.
type eagerEngine struct{ m *llama.Model }

func (e *eagerEngine) Prefill(tokens []int32) ([]float32, error) {
	lg, err := e.m.Prefill(tokens)
	if err != nil {
		return nil, err
	}
	return lg.Float32s()
}

func (e *eagerEngine) Decode(token int32, position int) ([]float32, error) {
	lg, err := e.m.Decode(token, position)
	if err != nil {
		return nil, err
	}
	return lg.Float32s()
}

// genRun is one prompt's greedy generation with every logit kept.
type genRun struct {
	prompt    []float32   // the prefill's logits, every position
	steps     [][]float32 // the logits each generated token was picked from
	generated []int32
}

// generateAll prefills prompt on e and generates steps tokens greedily.
func generateAll(e engine, prompt []int32, steps, vocab int) (*genRun, error) {
	all, err := e.Prefill(prompt)
	if err != nil {
		return nil, err
	}
	if len(all) != len(prompt)*vocab {
		return nil, fmt.Errorf("prefill of %d tokens gave %d logits, want %d", len(prompt), len(all), len(prompt)*vocab)
	}
	r := &genRun{prompt: append([]float32(nil), all...)}
	row := all[(len(prompt)-1)*vocab:]
	for i := 0; i < steps; i++ {
		if i > 0 {
			if row, err = e.Decode(r.generated[i-1], len(prompt)+i-1); err != nil {
				return nil, fmt.Errorf("decode at position %d: %w", len(prompt)+i-1, err)
			}
			if len(row) != vocab {
				return nil, fmt.Errorf("decode at position %d gave %d logits, want %d", len(prompt)+i-1, len(row), vocab)
			}
		}
		r.steps = append(r.steps, append([]float32(nil), row...))
		r.generated = append(r.generated, greedy(row))
	}
	return r, nil
}

// greedy is the first largest logit's index.
func greedy(x []float32) int32 {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return int32(best)
}

// compareGeneration checks one prompt's run: the prefill's logits at
// every position, the generated tokens, and each decode step's logits,
// up to the first step whose token differs (after it the two engines
// see different sequences). It folds the worst error into r.
func compareGeneration(r *Result, got, want *genRun, n, vocab int, tol Tolerance) []string {
	var why []string
	check := func(what string, g, w []float32, shape []int64) {
		gv, wv := f64s(g), f64s(w)
		if len(gv) != len(wv) {
			why = append(why, fmt.Sprintf("%s: %d logits, eager %d", what, len(gv), len(wv)))
			return
		}
		m := measure(gv, wv, shape, tol.Argmax)
		r.MaxAbs, r.RelL2 = max(r.MaxAbs, Float(m.MaxAbs)), max(r.RelL2, Float(m.RelL2))
		if s := m.check(tol, shape); s != "" {
			why = append(why, what+": "+s)
		}
	}
	check("prefill logits", got.prompt, want.prompt, []int64{int64(n), int64(vocab)})
	for i := range want.generated {
		if i > 0 {
			check(fmt.Sprintf("decode step %d (position %d)", i, n+i-1), got.steps[i], want.steps[i], []int64{1, int64(vocab)})
		}
		if got.generated[i] != want.generated[i] {
			why = append(why, fmt.Sprintf("token %d: %d, eager %d (generated %v, eager %v)", i, got.generated[i], want.generated[i], got.generated, want.generated))
			break
		}
	}
	return why
}

// inGraphEncodings are the packed encodings the module decodes in-graph.
func inGraphEncodings(mf *export.Manifest) []string {
	var out []string
	for _, l := range mf.Layouts {
		if mf.Weights != export.WeightsDense && l.Form == "as_stored" && decodable(l.Encoding) && !slices.Contains(out, l.Encoding) {
			out = append(out, l.Encoding)
		}
	}
	slices.Sort(out)
	return out
}

func f64s(x []float32) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = float64(v)
	}
	return out
}

// editFile rewrites path through edit.
func editFile(path string, edit func(string) (string, error)) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s, err := edit(string(b))
	if err != nil {
		return err
	}
	return os.WriteFile(path, []byte(s), 0o644)
}
