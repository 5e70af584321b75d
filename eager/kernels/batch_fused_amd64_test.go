//go:build amd64 && !purego

package kernels

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFusedAsmGenerated: batch_fused_avx2_amd64.s is what gen_fused_avx2.py
// writes, and its activation rows lie fusedPitch bytes apart.
func TestFusedAsmGenerated(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("python3 is needed to check the generated kernels")
		}
		t.Skip("no python3")
	}
	dst := filepath.Join(t.TempDir(), "fused.s")
	if out, err := exec.Command(py, "gen_fused_avx2.py", dst).CombinedOutput(); err != nil {
		t.Fatalf("gen_fused_avx2.py: %v\n%s", err, out)
	}
	want, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("batch_fused_avx2_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatal("batch_fused_avx2_amd64.s is not what gen_fused_avx2.py writes: run go generate ./eager/kernels")
	}
	if row1 := fmt.Sprintf("(%d+32*0)(BX)(AX*1)", fusedPitch); !strings.Contains(string(got), row1) {
		t.Fatalf("the kernels' activation rows are not fusedPitch (%d bytes) apart", fusedPitch)
	}
}
