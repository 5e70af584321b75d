//go:build amd64 && !purego

package kernels

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout/quant"
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
	if row1 := fmt.Sprintf("(%d+0+32*0)(BX)(AX*1)", fusedPitch); !strings.Contains(string(got), row1) {
		t.Fatalf("the kernels' activation rows are not fusedPitch (%d bytes) apart", fusedPitch)
	}
}

// TestLinearFusedBatchesBitwise holds fusedBatch8 to the portable kernels
// past the batches TestLinearBatchSizesBitwise covers: several groups of
// eight activation rows, more rows than a chunk, tiles with a short last
// one (and, dense, a row tail), the rows split into ranges.
func TestLinearFusedBatchesBitwise(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, func(t *testing.T) {
		r := newRand(91)
		const rows = 137
		for _, typ := range []quant.Type{quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.IQ4_NL, quant.MXFP4,
			quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.IQ4_XS,
			quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M, quant.TQ1_0, quant.TQ2_0} {
			// a short last tile: 64 elements, or one super-block
			cols := 3*fusedTile + max(64, typ.BlockElems())
			if !typ.Quantized() {
				cols += 7
			}
			w := makeWeights(r, typ, rows, cols)
			for _, batch := range []int{8, 24, 32, 64} {
				name := fmt.Sprintf("%s/%dx%d/batch%d", typ, rows, cols, batch)
				x := randNormal(r, batch*cols, 1)
				want := requireSIMDAsPortable(t, name, typ, w, rows, cols, x, batch)
				got := make([]float32, batch*rows)
				for o := 0; o < rows; o += 50 {
					mustOK(t, name, LinearRange(typ, w, rows, cols, x, batch, got, nil, o, min(o+50, rows)))
				}
				requireBitsEqual(t, name+" ranges", want, got)
			}
		}
	})
}
