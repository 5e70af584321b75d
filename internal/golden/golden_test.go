package golden

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestFirstDiff(t *testing.T) {
	if d := FirstDiff("a\nb\nc", "a\nx\nc"); !strings.Contains(d, "line 2") || !strings.Contains(d, "want: b") || !strings.Contains(d, "got:  x") {
		t.Fatal(d)
	}
	if d := FirstDiff("a", "a\nb"); !strings.Contains(d, "line 2") {
		t.Fatal(d)
	}
	if FirstDiff("same", "same") != "(equal)" {
		t.Fatal("equal texts")
	}
}

func TestCheckMissingFileFails(t *testing.T) {
	ft := &fakeT{TB: t}
	func() {
		defer func() { recover() }()
		Check(ft, filepath.Join(t.TempDir(), "none.txt"), []byte("x"))
	}()
	if !ft.failed {
		t.Fatal("a missing golden file must fail the test")
	}
}

type fakeT struct {
	testing.TB
	failed bool
}

func (f *fakeT) Helper()               {}
func (f *fakeT) Fatalf(string, ...any) { f.failed = true; panic("fatal") }
func (f *fakeT) Errorf(string, ...any) { f.failed = true }
func (f *fakeT) Fatal(...any)          { f.failed = true; panic("fatal") }
