package export_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/irpa"
)

// Every planar weight's skainet.tensor_layouts entry lists its parts:
// each names an archive entry of exactly the bytes its element width and
// shape give, and together they are the weight's planar bytes. Q6_K's
// parts hold what its GGUF blocks hold, 210 bytes a block.
func TestPlanarPartsInTensorLayouts(t *testing.T) {
	res, err := export.Run(export.Options{Out: filepath.Join(t.TempDir(), "demo"), Seq: 4, Reference: export.ReferenceOff})
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(res.Dir, res.Manifest.Module))
	if err != nil {
		t.Fatal(err)
	}
	ar, err := irpa.Open(filepath.Join(res.Dir, "model.irpa"))
	if err != nil {
		t.Fatal(err)
	}
	defer ar.Close()
	part := regexp.MustCompile(`\{"axes" = \[[\d, ]*\], "bits" = (\d+) : i64, "elem" = "(\w+)", "key" = "([^"]+)", "name" = "(\w+)", "shape" = \[([\d, ]+)\]\}`)
	q6 := 0
	for _, l := range res.Manifest.Layouts {
		if l.Form != "planar" {
			continue
		}
		s := string(text)
		i := strings.Index(s, `"`+l.Key+`" = {`)
		if i < 0 {
			t.Fatalf("%s: no tensor_layouts entry", l.Key)
		}
		entry := s[i:]
		entry = entry[:strings.Index(entry, `"residency"`)]
		parts := part.FindAllStringSubmatch(entry, -1)
		if len(parts) < 2 {
			t.Fatalf("%s: tensor_layouts lists %d parts", l.Key, len(parts))
		}
		var total int64
		for _, p := range parts {
			bits, _ := strconv.ParseInt(p[1], 10, 64)
			n := bits
			for _, d := range strings.Split(p[5], ", ") {
				v, _ := strconv.ParseInt(d, 10, 64)
				n *= v
			}
			e, ok := ar.Entry(p[3])
			switch {
			case !ok:
				t.Errorf("%s: part %s: no archive entry %q", l.Key, p[4], p[3])
			case e.Length != n/8:
				t.Errorf("%s: part %s (%s [%s]): %d bytes in the archive, want %d", l.Key, p[4], p[2], p[5], e.Length, n/8)
			}
			total += n / 8
		}
		if total != l.Bytes {
			t.Errorf("%s: parts of %d bytes, the layout says %d", l.Key, total, l.Bytes)
		}
		if l.Encoding == "Q6_K" {
			q6++
			if stored := l.Shape[0] * l.Shape[1] / 256 * 210; total != stored {
				t.Errorf("%s: Q6_K planar %d bytes, stored %d", l.Key, total, stored)
			}
			if !strings.Contains(entry, `{"axes" = [0, 2], "bits" = 8 : i64, "elem" = "u8", "key" = "`+l.Key+`#codes_hi"`) {
				t.Errorf("%s: no codes_hi part along the codes' axes 0 and 2 in %s", l.Key, entry)
			}
		}
	}
	if q6 == 0 {
		t.Fatal("the demo has no planar Q6_K weight")
	}
}
