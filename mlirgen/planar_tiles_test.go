package mlirgen

import (
	"strings"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// The llvm-cpu tiles of the one-row planar contraction reduce whole
// blocks, as many as divide the blocks per row within the vector budget.
func TestCPUPlanarTiles(t *testing.T) {
	for _, c := range []struct {
		inner []int64
		want  string
	}{
		{[]int64{18, 32}, "distribution = [32, 0, 0], vector_common_parallel = [1, 0, 0], vector_reduction = [0, 6, 32]"},  // 576 columns of Q4_1
		{[]int64{448, 32}, "distribution = [32, 0, 0], vector_common_parallel = [1, 0, 0], vector_reduction = [0, 8, 32]"}, // 14336
		{[]int64{48, 32}, "vector_reduction = [0, 8, 32]"},
		{[]int64{7, 32}, "vector_reduction = [0, 7, 32]"},
		{[]int64{11, 32}, "vector_reduction = [0, 1, 32]"}, // prime past the budget: one block a step
		{[]int64{3, 32}, "vector_reduction = [0, 3, 32]"},
		{[]int64{8, 8, 32}, "distribution = [32, 0, 0, 0], vector_common_parallel = [1, 0, 0, 0], vector_reduction = [0, 1, 8, 32]"}, // Q4_K
		{[]int64{22, 16, 16}, "vector_reduction = [0, 1, 16, 16]"},                                                                   // Q6_K
	} {
		got := cpuPlanarTiles(c.inner)
		if !strings.Contains(got, c.want) || !strings.HasPrefix(got, "compilation_info = #iree_codegen.compilation_info<") {
			t.Errorf("cpuPlanarTiles(%v) = %s; want %s", c.inner, got, c.want)
		}
	}
	for tgt, want := range map[string]bool{"": true, "llvm-cpu:host": true, "llvm-cpu:znver4": true, "cuda:sm_80": false, "rocm:gfx942": false, "vulkan-spirv": false} {
		if isLLVMCPU(tgt) != want {
			t.Errorf("isLLVMCPU(%q) = %v", tgt, !want)
		}
	}
}

// Without the llvm-cpu tiles (a GPU target) the contraction carries no
// CPU lowering configuration.
func TestPlanarNoTilesOffCPU(t *testing.T) {
	pf, _ := quant.Planar(quant.Q4_1)
	for _, tiles := range []bool{false, true} {
		m := NewModule("p")
		m.cpuTiles = tiles
		f, err := m.Func("mv", Tensor(F32, 1, 96))
		if err != nil {
			t.Fatal(err)
		}
		types, err := planarTypes("w", pf, 4, 96)
		if err != nil {
			t.Fatal(err)
		}
		var parts []Value
		for i, tt := range types {
			g, err := m.Parameter(DefaultScope, PlanarKey("w", pf.Parts[i].Name), tt)
			if err != nil {
				t.Fatal(err)
			}
			parts = append(parts, f.Load(g))
		}
		f.Return(f.LinearPlanar("w", f.Arg(0), pf, parts, 4, 96))
		text := string(emit(t, m))
		if strings.Contains(text, "iree_cpu.lowering_config") != tiles {
			t.Errorf("cpuTiles %v: lowering_config in the module: %v\n%s", tiles, !tiles, text)
		}
	}
}
