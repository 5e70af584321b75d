package mlirgen_test

import (
	"fmt"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/mlirgen"
)

// A module with one packed Q8_0 parameter, decoded in-graph and applied as
// a Linear: the parameter is a util.global loaded from IREE's parameter
// scope "model", and its layout is recorded in skainet.tensor_layouts.
func ExampleModule() {
	const key, rows, cols = "blk.0.ffn_up.weight", 4, 64
	m := mlirgen.NewModule("example")
	m.SetProducer("skaic example")
	f, err := m.Func("forward", mlirgen.Tensor(mlirgen.F32, 1, cols))
	if err != nil {
		panic(err)
	}
	pt, err := mlirgen.PackedType(key, layout.EncQ8_0, layout.RowMajor, rows, cols)
	if err != nil {
		panic(err)
	}
	g, err := m.Parameter(mlirgen.DefaultScope, key, pt)
	if err != nil {
		panic(err)
	}
	format, _ := layout.FormatFromGGML(uint32(quant.Q8_0))
	l, _ := layout.BlockedRowMajor([]int64{rows, cols}, format.BlockElems())
	m.AddLayout(mlirgen.LayoutOf(key, format, l, "mapped", "as_stored", "Q8_0 decodes in-graph"))
	w := f.Dequantize(key, f.Load(g), layout.EncQ8_0, layout.RowMajor, rows, cols)
	f.Return(f.Linear(f.Arg(0), w))
	text, err := m.Emit()
	if err != nil {
		panic(err)
	}
	for _, line := range strings.Split(string(text), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "util.global"), strings.HasPrefix(line, "func.func"),
			strings.HasPrefix(line, "return"), strings.HasPrefix(line, "module"):
			fmt.Println(line)
		}
	}
	fmt.Println("linalg.generic ops:", strings.Count(string(text), "linalg.generic"))

	// An error sticks: a module with a misfit is never emitted.
	m2 := mlirgen.NewModule("broken")
	f2, _ := m2.Func("forward", mlirgen.Tensor(mlirgen.F32, 1, 3))
	g2, _ := m2.Parameter(mlirgen.DefaultScope, key, pt)
	w2 := f2.Dequantize(key, f2.Load(g2), layout.EncQ8_0, layout.RowMajor, rows, cols)
	f2.Return(f2.Linear(f2.Arg(0), w2))
	_, err = m2.Emit()
	fmt.Println(err)
	// Output:
	// module @example attributes {skainet.producer = "skaic example", skainet.tensor_layouts = {"blk.0.ffn_up.weight" = {"block_axis" = 1 : i64, "block_bytes" = 34 : i64, "block_elems" = 32 : i64, "block_order" = "row_major", "dtype" = "f32", "encoding" = "Q8_0", "form" = "as_stored", "id" = "blk.0.ffn_up.weight", "offset" = 0 : i64, "reason" = "Q8_0 decodes in-graph", "residency" = "mapped", "shape" = [4, 64], "strides" = [2, 1]}}} {
	// util.global private @blk.0.ffn_up.weight = #flow.parameter.named<"model"::"blk.0.ffn_up.weight"> : tensor<4x68xi8>
	// func.func @forward(%arg0: tensor<1x64xf32>) -> tensor<1x4xf32> {
	// return %21 : tensor<1x4xf32>
	// linalg.generic ops: 2
	// mlirgen: func @forward: linear: x tensor<1x3xf32> and w tensor<4x64xf32> disagree on K
}
