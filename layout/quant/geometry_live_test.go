package quant

import (
	"encoding/json"
	"os/exec"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestGeometryMatchesGGUFPy: every type code this package knows has the
// name, block elements and block bytes of gguf-py's GGMLQuantizationType
// and GGML_QUANT_SIZES (Q8_1 excepted: gguf still lists the old 40-byte
// f32 layout, ggml's block_q8_1 is 36 bytes; see legacy.go).
func TestGeometryMatchesGGUFPy(t *testing.T) {
	py := toolstest.Python(t)
	const script = `
import json
from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType as Q
print(json.dumps({str(int(q)): [q.name, *GGML_QUANT_SIZES[q]] for q in Q}))
`
	out, err := exec.Command(py, "-c", script).Output()
	if err != nil {
		t.Fatalf("%s: %v", py, err)
	}
	var ref map[string][]any
	if err := json.Unmarshal(out, &ref); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, typ := range All() {
		g := typ.Geometry()
		want, ok := ref[jsonCode(typ)]
		if !ok {
			t.Errorf("%s (code %d): not a gguf-py type", typ, uint32(typ))
			continue
		}
		name, be, bb := want[0].(string), int(want[1].(float64)), int(want[2].(float64))
		if typ == Q8_1 {
			bb = 36
		}
		if g.Name != name || g.BlockElems != be || g.BlockBytes != bb {
			t.Errorf("code %d: skaic %s %d elems %d bytes, gguf-py %s %d elems %d bytes", uint32(typ), g.Name, g.BlockElems, g.BlockBytes, name, be, bb)
		}
	}
}

func jsonCode(t Type) string {
	b, _ := json.Marshal(uint32(t))
	return string(b)
}
