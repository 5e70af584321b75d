// Package toolstest lets tests ask for external tools: a missing tool skips
// the test on a developer machine and fails it when CI=true.
package toolstest

import (
	"testing"

	"github.com/skainet/skaic/internal/tools"
)

// Need returns the path of tool name, or skips (fails under CI) the test.
func Need(t testing.TB, name string) string {
	t.Helper()
	p, err := tools.Find(name)
	if err != nil {
		Missing(t, err)
	}
	return p
}

// Python returns the venv interpreter with gguf and numpy, or skips (fails
// under CI) the test.
func Python(t testing.TB) string {
	t.Helper()
	return Need(t, "python")
}

// Missing reports a missing tool: fatal under CI, a skip elsewhere.
func Missing(t testing.TB, err error) {
	t.Helper()
	if tools.InCI() {
		t.Fatalf("required tool missing under CI=true: %v", err)
	}
	t.Skipf("skipping: %v", err)
}
