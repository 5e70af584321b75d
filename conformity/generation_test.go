package conformity

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/ireehost"
	"github.com/skainet/skaic/ireehost/ireehosttest"
)

var decodeSignature = regexp.MustCompile(`func\.func @decode\(([^)]*)\)`)

// offByOnePosition breaks a module's decode step the way an off-by-one
// cache index would: every use of decode's position argument inside its
// body reads position + 1 instead (the step writes the row after its own
// and attends over one row too many, at a RoPE angle one step ahead).
func offByOnePosition(mlir string) (string, error) {
	loc := decodeSignature.FindStringSubmatchIndex(mlir)
	if loc == nil {
		return "", fmt.Errorf("no func.func @decode in the module")
	}
	args := strings.Split(mlir[loc[2]:loc[3]], ",")
	if len(args) != 2 {
		return "", fmt.Errorf("@decode has %d arguments, want token and position", len(args))
	}
	pos := strings.TrimSpace(strings.SplitN(args[1], ":", 2)[0])
	if !strings.HasPrefix(pos, "%") || !strings.Contains(args[1], "tensor<1xi32>") {
		return "", fmt.Errorf("@decode's second argument %q is not a tensor<1xi32> position", args[1])
	}
	open := strings.IndexByte(mlir[loc[1]:], '{')
	if open < 0 {
		return "", fmt.Errorf("@decode has no body")
	}
	bodyStart := loc[1] + open + 1
	depth, bodyEnd := 1, -1
	for i := bodyStart; i < len(mlir) && bodyEnd < 0; i++ {
		switch mlir[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				bodyEnd = i
			}
		}
	}
	if bodyEnd < 0 {
		return "", fmt.Errorf("@decode's body does not end")
	}
	use := regexp.MustCompile(regexp.QuoteMeta(pos) + `\b`)
	body := mlir[bodyStart:bodyEnd]
	if !use.MatchString(body) {
		return "", fmt.Errorf("@decode never uses its position %s", pos)
	}
	body = use.ReplaceAllString(body, "%broken_position")
	prologue := "\n    %broken_one = arith.constant dense<1> : tensor<1xi32>\n" +
		"    %broken_position = arith.addi " + pos + ", %broken_one : tensor<1xi32>"
	return mlir[:bodyStart] + prologue + body + mlir[bodyEnd:], nil
}

// The edit breaks a real decode step on the runtime: the toy module's
// greedy continuation changes, its prefill does not.
func TestOffByOnePositionBreaksDecode(t *testing.T) {
	var editErr error
	dir := ireehosttest.ToyExport(t, func(s string) string {
		out, err := offByOnePosition(s)
		editErr = err
		return out
	})
	if editErr != nil {
		t.Fatal(editErr)
	}
	e, err := ireehost.OpenExport(dir)
	if err != nil {
		t.Fatal(err)
	}
	h, err := ireehost.Load(e, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	prompt := []int32{1, 2, 3}
	res, err := generateAll(h, prompt, 6, ireehosttest.ToyVocab)
	if err != nil {
		t.Fatal(err)
	}
	seq := append([]int32(nil), prompt...)
	wrong := 0
	for i, lg := range res.steps {
		want := ireehosttest.ToyLogits(seq, len(seq)-1)
		same := fmt.Sprint(lg) == fmt.Sprint(want)
		if i == 0 && !same {
			t.Fatalf("the edit changed the prefill's logits: %v, want %v", lg, want)
		}
		if i > 0 && !same {
			wrong++
		}
		seq = append(seq, res.generated[i])
	}
	if wrong == 0 {
		t.Fatalf("the off-by-one decode still computes the toy's logits at every step")
	}
	if _, err := offByOnePosition("module {}"); err == nil {
		t.Fatal("a module without decode was edited")
	}
}

func needGeneration(t *testing.T) {
	t.Helper()
	toolstest.Need(t, "iree-compile")
	toolstest.Python(t)
}

// TestBrokenDecodeFailsTheSuite is the generation cases' acceptance test:
// the demo generates on IREE as on the eager engine (tokens and logits at
// every step), and the same export with its decode step's cache position
// off by one fails, naming the decode step, the worst element and the
// tolerance — while its prefill still passes.
func TestBrokenDecodeFailsTheSuite(t *testing.T) {
	needGeneration(t)
	clean := &GenCase{Name: "generation/demo", Model: "demo", Variant: IRPAStored, Prompts: genPrompts, Steps: genSteps, Seq: 7, Tol: tolGeneration}
	broken := *clean
	broken.Name, broken.EditModule = "generation/demo-broken-decode", offByOnePosition
	var log bytes.Buffer
	d := &Driver{Log: &log}
	if err := d.setup(true); err != nil {
		t.Fatal(err)
	}
	defer d.teardown()
	jobs, _ := planGen(nil, nil, []*GenCase{clean, &broken}, nil)
	rep := d.runJobs(jobs)
	rep.WriteSummary(&log)
	t.Logf("generation cases:\n%s", log.String())
	if len(rep.Results) != 2 {
		t.Fatalf("%d results", len(rep.Results))
	}
	for _, r := range rep.Results {
		switch r.Case {
		case clean.Name:
			if r.Status != Pass {
				t.Errorf("%s: %s, want pass:\n%s", r.Case, r.Status, r.Message)
			}
		case broken.Name:
			if r.Status != Fail {
				t.Fatalf("%s: %s; the off-by-one decode must fail it", r.Case, r.Status)
			}
			for _, s := range []string{"decode step", "largest error at", "tolerance: "} {
				if !strings.Contains(r.Message, s) {
					t.Errorf("%s: the failure lacks %q:\n%s", r.Case, s, r.Message)
				}
			}
			if strings.Contains(r.Message, "prefill logits") {
				t.Errorf("%s: the prefill failed too, but only decode was broken:\n%s", r.Case, r.Message)
			}
		}
	}
}

func TestGenerationCorpus(t *testing.T) {
	cs := GenCases()
	seen := map[string]bool{}
	rows := map[string]bool{}
	for _, c := range cs {
		if seen[c.Name] {
			t.Errorf("duplicate case %s", c.Name)
		}
		seen[c.Name] = true
		rows[c.Model] = true
		if len(c.Prompts) < 2 || c.Prompts[0] == c.Prompts[1] || c.Steps < 17 {
			t.Errorf("%s: prompts %v, %d steps: want two lengths and ≥ 16 decode steps", c.Name, c.Prompts, c.Steps)
		}
	}
	for _, r := range modelRows {
		if !rows[r.model] {
			t.Errorf("model %s has no generation case", r.model)
		}
	}
	for _, want := range []string{"generation/demo", "generation/demo+gguf", "generation/gqa4_tied+gguf", "generation/mha_untied", "generation/llama31_rope"} {
		if !seen[want] {
			t.Errorf("no case %s", want)
		}
	}
	if got := category("generation/dom_q4_k+gguf"); got != "generation+gguf" {
		t.Errorf("category = %q", got)
	}
}
