package export_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/skainet/skaic/export"
)

// Export the built-in demo model: the module (prefill and decode over a
// KV cache), its parameter archive, the sample prompt and the eager
// engine's reference output, described by the manifest.
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
		var ins []string
		for _, in := range fn.Inputs {
			ins = append(ins, fmt.Sprintf("%s %v %s", in.Name, in.Shape, in.DType))
		}
		fmt.Printf("func @%s(%s) -> %s %v %s\n", fn.Name, strings.Join(ins, ", "),
			fn.Outputs[0].Name, fn.Outputs[0].Shape, fn.Outputs[0].DType)
		if fn.Inputs[0].File != "" {
			fmt.Println("  sample input:", fn.Inputs[0].File, "reference:", fn.Outputs[0].File)
		}
	}
	fmt.Printf("KV cache: %d positions, %d tensors like %s %v\n", mf.Cache.Capacity, len(mf.Cache.Tensors), mf.Cache.Tensors[0].Name, mf.Cache.Tensors[0].Shape)
	fmt.Printf("parameters: %s, scope %q, %d entries\n", mf.Parameters.File, mf.Parameters.Scope, mf.Parameters.Count)

	for _, l := range mf.Layouts {
		if l.Key == "blk.1.ffn_down.weight" {
			fmt.Printf("%s: %s %v %s, %d bytes, %s\n", l.Key, l.DType, l.Shape, l.Encoding, l.Bytes, l.Form)
		}
	}
	mlir, _ := os.ReadFile(filepath.Join(res.Dir, mf.Module))
	for _, want := range []string{"skainet.tensor_layouts", `#flow.parameter.named<"model"::"blk.1.ffn_down.weight#codes">`} {
		fmt.Printf("%s: %v\n", want, strings.Contains(string(mlir), want))
	}
	// Output:
	// 157 ops, 41 parameters, 1269760 bytes in the archive; as stored: F16×1 f32×5; planar: 15 (1206272 bytes)
	// func @prefill(tokens [1 -1] i32) -> logits [1 -1 96] f32
	//   sample input: inputs/tokens.npy reference: expected/logits.npy
	// func @decode(token [1 1] i32, position [1] i32) -> logits [1 1 96] f32
	// KV cache: 256 positions, 4 tensors like cache.k.0 [256 2 32]
	// parameters: model.irpa, scope "model", 41 entries
	// blk.1.ffn_down.weight: f32 [256 768] Q6_K, 161280 bytes, planar
	// skainet.tensor_layouts: true
	// #flow.parameter.named<"model"::"blk.1.ffn_down.weight#codes">: true
}
