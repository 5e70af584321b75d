//go:build amd64 && !purego

package kernels

import "testing"

func TestFastBatchLimitFor(t *testing.T) {
	if got := fastBatchLimitFor("GenuineIntel"); got != 4 {
		t.Errorf("Intel fast batch limit %d, want 4", got)
	}
	if got := fastBatchLimitFor("AuthenticAMD"); got != 8 {
		t.Errorf("AMD fast batch limit %d, want 8", got)
	}
}
