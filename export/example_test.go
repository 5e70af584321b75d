package export_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/skainet/skaic/export"
)

// Export the built-in demo model: the module, its parameter archive, the
// sample input and the eager engine's reference output, described by the
// manifest.
func ExampleRun() {
	dir, _ := os.MkdirTemp("", "export-example-")
	defer os.RemoveAll(dir)
	res, err := export.Run(export.Options{Out: filepath.Join(dir, "demo"), Seq: 4})
	if err != nil {
		panic(err)
	}
	mf := res.Manifest
	fmt.Println(mf.Summary)
	for _, fn := range mf.Functions {
		fmt.Printf("func @%s(%s %v %s) -> %s %v %s\n", fn.Name,
			fn.Inputs[0].Name, fn.Inputs[0].Shape, fn.Inputs[0].DType,
			fn.Outputs[0].Name, fn.Outputs[0].Shape, fn.Outputs[0].DType)
		fmt.Println("sample input:", fn.Inputs[0].File, "reference:", fn.Outputs[0].File)
	}
	fmt.Printf("parameters: %s, scope %q, %d entries\n", mf.Parameters.File, mf.Parameters.Scope, mf.Parameters.Count)

	for _, l := range mf.Layouts {
		if l.Key == "blk.1.ffn_down.weight" {
			fmt.Printf("%s: %s %v %s, %d bytes, %s\n", l.Key, l.DType, l.Shape, l.Encoding, l.Bytes, l.Form)
		}
	}
	mlir, _ := os.ReadFile(filepath.Join(res.Dir, mf.Module))
	for _, want := range []string{"skainet.tensor_layouts", `#flow.parameter.named<"model"::"blk.1.ffn_down.weight">`} {
		fmt.Printf("%s: %v\n", want, strings.Contains(string(mlir), want))
	}
	// Output:
	// 69 ops, 21 parameters, 1265664 bytes in the archive; as stored: F16×1 Q4_0×6 Q4_K×1 Q6_K×1 Q8_0×7 f32×5
	// func @forward(tokens [1 4] i32) -> logits [1 4 96] f32
	// sample input: inputs/tokens.npy reference: expected/logits.npy
	// parameters: model.irpa, scope "model", 21 entries
	// blk.1.ffn_down.weight: f32 [256 768] Q6_K, 161280 bytes, as_stored
	// skainet.tensor_layouts: true
	// #flow.parameter.named<"model"::"blk.1.ffn_down.weight">: true
}
