package conformity

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/target"
)

func TestCorpusNames(t *testing.T) {
	jobs, names := plan(OpCases(), ModelCases(), nil)
	if len(jobs) == 0 || len(names) < 250 {
		t.Fatalf("%d jobs, %d cases: the corpus shrank", len(jobs), len(names))
	}
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			t.Errorf("case %q twice", n)
		}
		seen[n] = true
	}
	ids := map[string]string{}
	for _, c := range OpCases() {
		if strings.Contains(c.Name, "+") {
			t.Errorf("case %q: '+' starts the variant suffix; use ',' in names", c.Name)
		}
		if o, ok := ids[c.ID()]; ok {
			t.Errorf("cases %q and %q have the same id %q", o, c.Name, c.ID())
		}
		ids[c.ID()] = c.Name
	}
}

// TestPackedWeightsHaveThreeBlocksPerRow: block orders differ only with
// more than one block per row; fixtures have at least three.
func TestPackedWeightsHaveThreeBlocksPerRow(t *testing.T) {
	for _, c := range OpCases() {
		for _, w := range c.Weights {
			be := int64(w.Type.Geometry().BlockElems)
			if be == 1 || len(w.Shape) != 2 {
				continue
			}
			// A narrowed view may use fewer blocks; the stored rows have 3.
			if nb := w.Shape[1] / be; nb < 3 {
				t.Errorf("%s: weight %s %s%v has %d blocks per row", c.Name, w.Name, w.Type, w.Shape, nb)
			}
		}
	}
}

// TestOpCorpusExportsAndCovers records and exports every op module in
// every variant (no IREE needed) and checks that the cases cover every op
// mlirgen lowers and every encoding it decodes in-graph, and that
// prepacked weights reach the manifest in input_block_major order.
func TestOpCorpusExportsAndCovers(t *testing.T) {
	jobs, _ := plan(OpCases(), nil, nil)
	ops, encs := map[string]bool{}, map[string]bool{}
	prepacked := 0
	for _, j := range jobs {
		dir := filepath.Join(t.TempDir(), identifier(j.name))
		built, err := exportOps(dir, j.ops, j.variant, target.Host)
		if err != nil {
			if j.ops[0].XFail == "" {
				t.Errorf("%s: %v", j.name, err)
			}
			continue
		}
		mf, err := export.ReadManifest(filepath.Join(dir, "export"))
		if err != nil {
			t.Fatal(err)
		}
		metas, err := casesOf(mf, j.name)
		if err != nil {
			t.Fatal(err)
		}
		if len(metas) != len(built) {
			t.Fatalf("%s: %d cases in the manifest, %d built", j.name, len(metas), len(built))
		}
		for _, m := range metas {
			for _, o := range m.Ops {
				ops[o] = true
			}
			for _, e := range m.Encodings {
				encs[e] = true
			}
		}
		for _, l := range mf.Layouts {
			if l.BlockOrder == "input_block_major" {
				prepacked++
			}
		}
	}
	for _, o := range LoweredOps() {
		if !ops[o] {
			t.Errorf("no op case records %s", o)
		}
	}
	for _, e := range InGraphEncodings() {
		if !encs[e] {
			t.Errorf("no as-stored op case has a weight of encoding %s", e)
		}
	}
	if prepacked < 12 {
		t.Errorf("%d parameters in input_block_major order across the manifests; want one per quantized type at least", prepacked)
	}
}

// TestModelSpecsExist: every generated model of the corpus is a spec of
// testdata/conformity/make_models.py.
func TestModelSpecsExist(t *testing.T) {
	py := toolstest.Python(t)
	root, err := SourceRoot()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(py, filepath.Join(root, "testdata", "conformity", "make_models.py"), "--list").Output()
	if err != nil {
		t.Fatal(err)
	}
	specs := strings.Fields(string(out))
	for _, r := range modelRows {
		if r.model != "demo" && !slices.Contains(specs, r.model) {
			t.Errorf("model %q is not a spec of make_models.py (%v)", r.model, specs)
		}
	}
}
