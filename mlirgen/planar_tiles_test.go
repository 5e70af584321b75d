package mlirgen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/cpuid"
	"github.com/skainet/skaic/layout/quant"
)

// The llvm-cpu tiles of the one-row planar contraction reduce whole
// blocks, as many as divide the blocks per row within the vector budget,
// for up to 4 rows a step.
func TestCPUPlanarTiles(t *testing.T) {
	for _, c := range []struct {
		rows  int64
		inner []int64
		want  string
	}{
		{1536, []int64{18, 32}, "distribution = [32, 0, 0], vector_common_parallel = [4, 0, 0], vector_reduction = [0, 6, 32]"},  // 576 columns of Q4_1
		{4098, []int64{448, 32}, "distribution = [32, 0, 0], vector_common_parallel = [2, 0, 0], vector_reduction = [0, 8, 32]"}, // 14336
		{576, []int64{48, 32}, "vector_reduction = [0, 8, 32]"},
		{576, []int64{7, 32}, "vector_reduction = [0, 7, 32]"},
		{576, []int64{11, 32}, "vector_reduction = [0, 1, 32]"}, // prime past the budget: one block a step
		{576, []int64{3, 32}, "vector_reduction = [0, 3, 32]"},
		{4097, []int64{8, 8, 32}, "distribution = [32, 0, 0, 0], vector_common_parallel = [1, 0, 0, 0], vector_reduction = [0, 1, 8, 32]"}, // Q4_K
		{2048, []int64{22, 16, 16}, "vector_common_parallel = [4, 0, 0, 0], vector_reduction = [0, 1, 16, 16]"},                            // Q6_K
	} {
		got := cpuPlanarTiles(4, c.rows, c.inner)
		if !strings.Contains(got, c.want) || !strings.HasPrefix(got, "compilation_info = #iree_codegen.compilation_info<") {
			t.Errorf("cpuPlanarTiles(%d, %v) = %s; want %s", c.rows, c.inner, got, c.want)
		}
	}
	for tgt, want := range map[string]bool{"": true, "llvm-cpu:host": true, "llvm-cpu:znver4": true, "cuda:sm_80": false, "rocm:gfx942": false, "vulkan-spirv": false} {
		if isLLVMCPU(tgt) != want {
			t.Errorf("isLLVMCPU(%q) = %v", tgt, !want)
		}
	}
}

// On llvm-cpu the one-row planar contraction of 4-bit codes keeps the last axis of the
// codes as a parallel lane dimension: a first generic over (row, lane,
// block, inner…) with up to 4 rows (the most of 4, 2, 1 that divides the
// rows) and all lanes a vector step and one block reduced a step, then a
// sum over the lanes; its product is the fma that keeps MLIR's vectorizer
// from forming a vector.contract, contractible into the accumulation.
func TestCPUPlanarLanes(t *testing.T) {
	for _, c := range []struct {
		loops int
		rows  int64
		lanes int64
		want  string
	}{
		{3, 1536, 32, "distribution = [32, 0, 0], vector_common_parallel = [4, 32, 0], vector_reduction = [0, 0, 1]"},           // Q4_1
		{4, 14336, 32, "distribution = [32, 0, 0, 0], vector_common_parallel = [4, 32, 0, 0], vector_reduction = [0, 0, 1, 1]"}, // Q4_K
		{4, 4, 16, "vector_common_parallel = [4, 16, 0, 0], vector_reduction = [0, 0, 1, 1]"},                                   // Q6_K
		{3, 6, 32, "vector_common_parallel = [2, 32, 0]"},
		{3, 49155, 32, "vector_common_parallel = [1, 32, 0]"},
		{3, 1, 32, "vector_common_parallel = [1, 32, 0]"},
	} {
		got := cpuPlanarLaneTiles(4, c.loops, c.rows, c.lanes)
		if !strings.Contains(got, c.want) || !strings.HasPrefix(got, "compilation_info = #iree_codegen.compilation_info<") {
			t.Errorf("cpuPlanarLaneTiles(%d, %d, %d) = %s; want %s", c.loops, c.rows, c.lanes, got, c.want)
		}
	}
	for _, c := range []struct {
		typ  quant.Type
		cols int64
		want []string
	}{
		{quant.Q4_1, 96, []string{
			"affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]",
			"-> tensor<4x32xf32>", "fastmath<contract> : f32", "-0.0", "vector_common_parallel = [4, 32, 0]"}},
		{quant.Q4_K, 256, []string{
			"affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>",
			"affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>", "-> tensor<4x32xf32>"}},
		// Q6_K: the high-bit bytes through the codes' map without the
		// sub-block axis (d3), shifted by that loop's index; 16 lanes.
		{quant.Q6_K, 512, []string{
			"affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2)>",
			"tensor<4x2x4x4x16xi4>, tensor<4x2x4x16xi8>", "linalg.index 4 : index", "arith.shrui", "-> tensor<4x16xf32>", "vector_common_parallel = [4, 16, 0, 0, 0]"}},
	} {
		text := planarMV(t, c.typ, c.cols, true)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the lane contraction lacks %s\n%s", c.typ, w, text)
			}
		}
	}
	// One block a row, and 8-bit codes: the one-generic contraction
	// with whole-block tiles.
	for _, c := range []struct {
		typ  quant.Type
		cols int64
	}{{quant.Q4_1, 32}, {quant.Q8_0, 96}} {
		text := planarMV(t, c.typ, c.cols, true)
		if strings.Contains(text, "math.fma") || strings.Count(text, "linalg.generic") != 1 || !strings.Contains(text, "vector_common_parallel = [4, 0, 0") {
			t.Errorf("%s, %d columns: want the one-generic contraction\n%s", c.typ, c.cols, text)
		}
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

// The rows a vector step reduces follow the maker of the target's CPU:
// on AMD one row a step, elsewhere up to four.
func TestCPURowSteps(t *testing.T) {
	for _, c := range []struct {
		vendor     string
		typ        quant.Type
		cols       int64
		want       string
		lanes, blk int64
	}{
		{cpuid.AMD, quant.Q4_1, 96, "vector_common_parallel = [1, 32, 0]", 1, 1},
		{cpuid.AMD, quant.Q8_0, 96, "vector_common_parallel = [1, 0, 0]", 1, 1},
		{cpuid.Intel, quant.Q4_1, 96, "vector_common_parallel = [4, 32, 0]", 4, 4},
		{"", quant.Q8_0, 96, "vector_common_parallel = [4, 0, 0]", 4, 4},
	} {
		steps := cpuRowStepsFor(c.vendor)
		if steps != (cpuRowSteps{lanes: c.lanes, blocks: c.blk}) {
			t.Errorf("cpuRowStepsFor(%q) = %+v", c.vendor, steps)
		}
		if text := planarMVOn(t, c.typ, c.cols, true, steps); !strings.Contains(text, c.want) {
			t.Errorf("%q, %s: the contraction lacks %s\n%s", c.vendor, c.typ, c.want, text)
		}
	}
	if got := cpuVendorOf("llvm-cpu:znver4"); got != cpuid.AMD {
		t.Errorf("cpuVendorOf(znver4) = %q", got)
	}
	if got := cpuVendorOf("cuda"); got != "" {
		t.Errorf("cpuVendorOf(cuda) = %q", got)
	}
}

// planarMV is the module of a one-row Linear of a planar 4 x cols weight
// of type typ.
func planarMV(t *testing.T, typ quant.Type, cols int64, tiles bool) string {
	t.Helper()
	return planarMVOn(t, typ, cols, tiles, cpuRowStepsFor(""))
}

// planarMVOn is planarMV with the rows per vector step steps.
func planarMVOn(t *testing.T, typ quant.Type, cols int64, tiles bool, steps cpuRowSteps) string {
	t.Helper()
	pf, _ := quant.Planar(typ)
	return planarModuleOn(t, pf, 4, cols, 1, tiles, steps)
}

// With the rows interleaved the one-row contraction of Q4_1 and Q4_K is
// three generics (planar_rows_blocks.go): the partial products
// over (group, half, lane, block, sub…, element), the codes read without
// the half and masked in place, one element a step; the sums of x per
// sub-block; their combination with the scales over (group, row, block,
// sub…), a sub-block a step. Q4_0's and Q8_0's is one generic over
// (group, (half,) lane, block, inner…), a group's rows the vector of a
// step; several rows of x are one generic with a leading loop, two rows
// a step.
func TestCPUPlanarGroups(t *testing.T) {
	for _, c := range []struct {
		typ      quant.Type
		cols     int64
		x        int64
		generics int
		wants    []string
	}{
		{quant.Q4_1, 96, 1, 3, []string{
			"affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>]",
			`iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]`,
			"distribution = [1, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 1, 0], vector_reduction = [0, 0, 0, 0, 1]",
			`iterator_types = ["parallel", "parallel", "reduction"]`,
			"distribution = [1, 0, 0], vector_common_parallel = [1, 4, 0], vector_reduction = [0, 0, 1]",
			"tensor<2x3x32x2xi8>", "tensor<2x3x2x2xf16>", "arith.shli", "linalg.index 1 : index", "into tensor<2x3x4xf32>"}},
		{quant.Q4_0, 96, 1, 1, []string{"arith.shrui", "arith.xori"}},
		{quant.Q4_K, 256, 1, 3, []string{
			"distribution = [1, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 1, 0], vector_reduction = [0, 0, 0, 0, 1]", "into tensor<2x8x32x2xi8>",
			"distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]",
			"-> tensor<1x8xf32>", "arith.negf"}},
		{quant.Q4_1, 96, 3, 1, []string{
			"distribution = [2, 1, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1]",
			"-> tensor<3x2x2x2xf32>", "arith.shrui"}},
		{quant.Q8_0, 96, 1, 1, []string{
			"affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>",
			"distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]",
			"tensor<2x3x32x4xi8>"}},
	} {
		pf, _ := quant.Planar(c.typ)
		pf.Rows = 4
		text := planarModule(t, pf, 8, c.cols, c.x)
		for _, w := range c.wants {
			if !strings.Contains(text, w) {
				t.Errorf("%s, %d rows of x: the contraction lacks %s\n%s", c.typ, c.x, w, text)
			}
		}
		if n := strings.Count(text, "linalg.generic"); n != c.generics || strings.Contains(text, fmt.Sprintf("-> tensor<8x%dxf32>", c.cols)) {
			t.Errorf("%s, %d rows of x: %d generics, or the f32 weight\n%s", c.typ, c.x, n, text)
		}
	}
	if got := cpuPlanarTransposeTiles([]int64{2, 2, 64, 64, 32}, 3); !strings.Contains(got, "distribution = [1, 0, 0, 8, 0], vector_common_parallel = [1, 1, 16, 1, 16]>") {
		t.Errorf("cpuPlanarTransposeTiles = %s", got)
	}
}

// planarModule is the llvm-cpu module of a Linear of xRows rows of x by
// a planar rows x cols weight of form pf.
func planarModule(t *testing.T, pf quant.PlanarForm, rows, cols, xRows int64) string {
	t.Helper()
	return planarModuleOn(t, pf, rows, cols, xRows, true, cpuRowStepsFor(""))
}

// planarModuleOn is planarModule with or without the llvm-cpu tiles, with
// the rows per vector step steps.
func planarModuleOn(t *testing.T, pf quant.PlanarForm, rows, cols, xRows int64, tiles bool, steps cpuRowSteps) string {
	t.Helper()
	m := NewModule("p")
	m.cpuTiles, m.cpuRows = tiles, steps
	f, err := m.Func("mv", Tensor(F32, xRows, cols))
	if err != nil {
		t.Fatal(err)
	}
	types, err := planarTypes("w", pf, rows, cols)
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
	f.Return(f.LinearPlanar("w", f.Arg(0), pf, parts, rows, cols))
	return string(emit(t, m))
}
