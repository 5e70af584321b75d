package bench

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout/quant"
)

// TestLinearRowsNameTheirKernel: the cases cover every encoding, exact
// and fast, at batch 1 and 8, and each names the kernel it runs: the fast
// cases the fast kernel where fast mode takes it, else exact Linear; on a
// machine with SIMD kernels no case runs the portable ones. A quick run's
// rows carry those names.
func TestLinearRowsNameTheirKernel(t *testing.T) {
	rep, err := Run(Config{Quick: true, Fast: true, Threads: 1, Filter: regexp.MustCompile(`^linear (fast )?(Q4_1|Q6_K) `)})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for _, r := range rep.Results {
		if strings.HasPrefix(r.Name, "linear ") {
			seen[r.Name] = r.Kernel
		}
	}
	if len(seen) != 8 {
		t.Errorf("%d linear rows, want 8 (Q4_1, Q6_K × exact, fast × batch 1, 8): %v", len(seen), seen)
	}
	simd := kernels.SIMDKernels() != "portable"
	names := map[string]bool{}
	for _, c := range append(LinearCases(true), FastLinearCases(true)...) {
		for _, batch := range c.Batches {
			name := c.Name(batch, 1)
			names[name] = true
			k := c.Kernel(batch)
			if got, ok := seen[name]; ok && got != k {
				t.Errorf("%s: row says kernel %q, the case %q", name, got, k)
			}
			switch {
			case k == "":
				t.Errorf("%s: no kernel named", name)
			case c.Fast && c.UsesQ8(batch) && k != kernels.LinearQ8KernelAt(c.Type, batch):
				t.Errorf("%s: kernel %q, fast kernel %q", name, k, kernels.LinearQ8KernelAt(c.Type, batch))
			case c.Fast && !c.UsesQ8(batch) && k != "exact "+kernels.LinearKernel(c.Type, batch):
				t.Errorf("%s: kernel %q, want exact Linear's", name, k)
			case simd && strings.HasSuffix(k, "portable"):
				t.Errorf("%s: runs the portable kernels on a machine with SIMD kernels (%s)", name, kernels.SIMDKernels())
			}
			t.Logf("%-40s %s", name, k)
		}
	}
	for _, typ := range []quant.Type{quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1,
		quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K,
		quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M,
		quant.TQ1_0, quant.TQ2_0} {
		for _, mode := range []string{"", "fast "} {
			if mode != "" && !typ.Quantized() {
				continue
			}
			for _, batch := range []int{1, 8} {
				if name := "linear " + mode + typ.String() + " 256x512 batch " + fmt.Sprint(batch); !names[name] {
					t.Errorf("no case %q", name)
				}
			}
		}
	}
}
