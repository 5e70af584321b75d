package export_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
)

// On llvm-cpu the default form is planar for every packed weight, the
// small ones too (the demo's attn_k is 64×256, its f32 copy 64 KiB): a
// weight IREE would decode once at load is read at several times its
// bytes on every step, which measured slower than the planar contraction.
func TestDefaultPlanarSmallWeights(t *testing.T) {
	res, err := export.Run(export.Options{Out: filepath.Join(t.TempDir(), "demo"), Seq: 4})
	if err != nil {
		t.Fatal(err)
	}
	planar := 0
	for _, l := range res.Manifest.Layouts {
		if l.Encoding == "dense" || l.Encoding == "F16" {
			continue
		}
		planar++
		if l.Form != "planar" || !strings.HasPrefix(l.Reason, "planar is the default on iree-llvm-cpu") {
			t.Errorf("%s (%s %v): %s %q", l.Key, l.Encoding, l.Shape, l.Form, l.Reason)
		}
	}
	if planar != 15 {
		t.Errorf("%d packed weights, want the demo's 15", planar)
	}
}
