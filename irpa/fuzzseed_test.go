package irpa

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

var updateSeeds = flag.Bool("update-seeds", false, "rewrite testdata/fuzz/FuzzParse from seedArchives")

// The committed fuzz corpus holds the archives seedArchives makes with
// this writer; the test keeps them current (go test -run FuzzSeeds
// -update-seeds rewrites them).
func TestFuzzSeedsCurrent(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzParse")
	for i, entries := range seedArchives() {
		var buf bytes.Buffer
		if _, err := (&Writer{FileAlignment: 16}).WriteTo(&buf, entries); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("go test fuzz v1\n[]byte(%s)\n", strconv.Quote(buf.String()))
		path := filepath.Join(dir, fmt.Sprintf("writer-%d", i))
		if *updateSeeds {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update-seeds)", err)
		}
		if string(got) != want {
			t.Errorf("%s is stale (run with -update-seeds)", path)
		}
	}
}
