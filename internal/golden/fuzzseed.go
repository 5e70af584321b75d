package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite the committed fuzz seed corpora instead of comparing with them")

// CheckFuzzSeeds keeps a fuzz target's committed seed corpus in step with
// the seeds a test generates: testdata/fuzz/TARGET/NAME must hold each
// seed as go test reads it (a corpus file of one []byte or string value).
// With -update-corpus the files are written instead. go test runs the
// committed corpus as ordinary tests; this makes sure it is the current
// one.
func CheckFuzzSeeds[T []byte | string](t testing.TB, target string, seeds map[string]T) {
	t.Helper()
	dir := filepath.Join("testdata", "fuzz", target)
	typ := "string"
	if _, isBytes := any(*new(T)).([]byte); isBytes {
		typ = "[]byte"
	}
	for name, s := range seeds {
		want := "go test fuzz v1\n" + typ + "(" + strconv.Quote(string(s)) + ")\n"
		path := filepath.Join(dir, name)
		if *updateCorpus {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != want {
			t.Errorf("%s is missing or stale; go test -run %s -update-corpus rewrites the corpus", path, t.Name())
		}
	}
}
