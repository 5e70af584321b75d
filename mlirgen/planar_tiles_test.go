package mlirgen

import (
	"strings"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// On llvm-cpu the one-row planar contraction keeps the last axis of the
// codes as a parallel lane dimension: a first generic over (row, lane,
// block, inner…) with one row and all lanes a vector step and one block
// reduced a step, then a sum over the lanes; its product is the fma that
// keeps MLIR's vectorizer from forming a vector.contract.
func TestCPUPlanarLanes(t *testing.T) {
	for _, c := range []struct {
		loops int
		lanes int64
		want  string
	}{
		{3, 32, "distribution = [32, 0, 0], vector_common_parallel = [1, 32, 0], vector_reduction = [0, 0, 1]"},          // Q4_1
		{4, 32, "distribution = [32, 0, 0, 0], vector_common_parallel = [1, 32, 0, 0], vector_reduction = [0, 0, 1, 1]"}, // Q4_K
		{4, 16, "vector_common_parallel = [1, 16, 0, 0], vector_reduction = [0, 0, 1, 1]"},                               // Q6_K
	} {
		got := cpuPlanarLaneTiles(c.loops, c.lanes)
		if !strings.Contains(got, c.want) || !strings.HasPrefix(got, "compilation_info = #iree_codegen.compilation_info<") {
			t.Errorf("cpuPlanarLaneTiles(%d, %d) = %s; want %s", c.loops, c.lanes, got, c.want)
		}
	}
	for _, c := range []struct {
		typ  quant.Type
		cols int64
		want []string
	}{
		{quant.Q4_1, 96, []string{
			"affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]",
			"-> tensor<4x32xf32>", "math.fma", "-0.0"}},
		{quant.Q4_K, 256, []string{
			"affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>",
			"affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>", "-> tensor<4x32xf32>"}},
		{quant.Q6_K, 256, []string{"affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>", "-> tensor<4x16xf32>"}},
	} {
		text := planarMV(t, c.typ, c.cols, true)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the lane contraction lacks %s\n%s", c.typ, w, text)
			}
		}
	}
	if text := planarMV(t, quant.Q4_1, 32, true); strings.Contains(text, "math.fma") || strings.Count(text, "linalg.generic") != 1 {
		t.Errorf("one block a row: want the one-generic contraction\n%s", text)
	}
	for tgt, want := range map[string]bool{"": true, "llvm-cpu:host": true, "llvm-cpu:znver4": true, "cuda:sm_80": false, "rocm:gfx942": false, "vulkan-spirv": false} {
		if isLLVMCPU(tgt) != want {
			t.Errorf("isLLVMCPU(%q) = %v", tgt, !want)
		}
	}
}

// Without the llvm-cpu tiles (a GPU target) the contraction carries no
// CPU lowering configuration and reduces each row in one generic.
func TestPlanarNoTilesOffCPU(t *testing.T) {
	for _, tiles := range []bool{false, true} {
		text := planarMV(t, quant.Q4_1, 96, tiles)
		if strings.Contains(text, "iree_cpu.lowering_config") != tiles || strings.Contains(text, "math.fma") != tiles {
			t.Errorf("cpuTiles %v: lowering_config or fma in the module: %v\n%s", tiles, !tiles, text)
		}
	}
}

// planarMV is the module of a one-row Linear of a planar 4 x cols weight
// of type typ.
func planarMV(t *testing.T, typ quant.Type, cols int64, tiles bool) string {
	t.Helper()
	pf, _ := quant.Planar(typ)
	m := NewModule("p")
	m.cpuTiles = tiles
	f, err := m.Func("mv", Tensor(F32, 1, cols))
	if err != nil {
		t.Fatal(err)
	}
	types, err := planarTypes("w", pf, 4, cols)
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
	f.Return(f.LinearPlanar("w", f.Arg(0), pf, parts, 4, cols))
	return string(emit(t, m))
}
