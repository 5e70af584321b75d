package llvmgen

import (
	"fmt"
	"strings"
)

// ABI is what a caller of the module needs: its entry functions with
// their tensors, the state and scratch sizes, the parameter table.
type ABI struct {
	Producer, Source string
	Functions        []FuncABI
	// States names the module's states in slot order; StateShape is the
	// stack [slots, ...] and StateBytes its size (f32, zero before the
	// first call).
	States     []string
	StateShape []int64
	StateBytes int64
	Params     []ParamABI
	// Embedded says the weights are constants of the module (params may
	// be NULL).
	Embedded bool
}

// FuncABI is one entry function.
type FuncABI struct {
	Name, Symbol    string
	Inputs, Outputs []TensorABI
	// Dynamic says where the dynamic length comes from: "argument" (n,
	// an input's dynamic dimension), "cache" (the rows a cache read
	// takes, at most DynamicMax; n is ignored) or "" (none).
	Dynamic    string
	DynamicMax int64
	// Scratch is the scratch size in bytes: Scratch[0] + Scratch[1]·n +
	// Scratch[2]·n² (n: DynamicMax for a "cache" length).
	Scratch [3]int64
}

// ScratchBytes is the scratch the function needs at dynamic length n.
func (f FuncABI) ScratchBytes(n int64) int64 {
	if f.Dynamic == "cache" {
		n = f.DynamicMax
	}
	return f.Scratch[0] + f.Scratch[1]*n + f.Scratch[2]*n*n
}

// TensorABI is an input or output: dtype and shape (-1: the dynamic
// length n).
type TensorABI struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
}

// ParamABI is one entry of the parameter table.
type ParamABI struct {
	Name     string
	Offset   int64
	Bytes    int64
	Encoding string
	Shape    []int64
}

func cType(dtype string) string {
	switch dtype {
	case "i32":
		return "int32_t"
	case "i64":
		return "int64_t"
	case "f64":
		return "double"
	case "f16", "bf16":
		return "uint16_t"
	}
	return "float"
}

func shapeText(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		if d < 0 {
			parts[i] = "n"
		} else {
			parts[i] = fmt.Sprint(d)
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func macro(s string) string { return strings.ToUpper(identifier(s)) }

// Header is model.h: the C declarations of the module's ABI.
func Header(a *ABI) []byte {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("/* model.h: the C interface of model.ll")
	if a.Producer != "" {
		w(" (%s)", a.Producer)
	}
	w(".\n")
	if a.Source != "" {
		w(" * Lowered from %s.\n", a.Source)
	}
	w(` *
 * Build a shared library (LLVM's opt and llc, and the system C compiler):
 *   opt -O3 -mtriple=TRIPLE -mcpu=native model.ll -o model.bc
 *   llc -O3 -mcpu=native -filetype=obj -relocation-model=pic model.bc -o model.o
 *   cc -shared model.o -o libmodel.so -lm
 * TRIPLE is the target's (llc --version names the host's, e.g.
 * x86_64-pc-linux-gnu): without one opt has no vector width to cost and
 * vectorizes nothing. llc-NN and opt-NN work alike; llc alone (no opt)
 * builds it too, unvectorized.
 *
 * Every entry function takes
 *   params   the parameter file (the export's model.irpa, or the GGUF),
 *            mapped read-only by the caller; weights are read at the
 *            offsets of the table below%s
 *   state    SKAIC_STATE_BYTES bytes: the module's state (the KV cache),
 *            zero before the first call, kept between calls
 *   scratch  skaic_NAME_scratch_bytes(n) bytes (64-byte aligned) for the
 *            intermediate tensors; the module allocates nothing
 *   n        the dynamic length: the token count of a function with a
 *            dynamic input; ignored by the others
 * then the inputs and the outputs, dense row-major, and returns
 * SKAIC_OK or an error code.
 */
#ifndef SKAIC_MODEL_H
#define SKAIC_MODEL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SKAIC_OK 0
#define SKAIC_ERR_CAPACITY 1 /* a cache write or read past the cache's capacity */
#define SKAIC_ERR_LENGTH 2   /* a dynamic length below 1 */
#define SKAIC_ERR_INDEX 3    /* an embedding id outside its table */

typedef uint8_t skaic_model_params; /* the mapped parameter file's bytes */

`, map[bool]string{true: " (NULL: the weights are embedded)", false: ""}[a.Embedded])
	w("/* State: %d slots", len(a.States))
	if len(a.States) > 0 {
		w(" of %s f32 each, stacked as %s", shapeText(a.StateShape[1:]), shapeText(a.StateShape))
	}
	w(". */\n")
	for i, s := range a.States {
		w("/*   slot %d: %s */\n", i, s)
	}
	w("#define SKAIC_STATE_BYTES %dLL\n\n", a.StateBytes)
	if a.Embedded {
		var n int64
		for _, p := range a.Params {
			n += p.Bytes
		}
		w("/* The weights are constants of model.ll: read-only data (flash on a microcontroller). */\n")
		w("#define SKAIC_EMBEDDED_WEIGHT_BYTES %dLL\n\n", n)
	}

	for _, f := range a.Functions {
		m := macro(f.Name)
		w("/* %s(", f.Name)
		for i, in := range f.Inputs {
			if i > 0 {
				w(", ")
			}
			w("%s: %s %s", in.Name, in.DType, shapeText(in.Shape))
		}
		w(") -> ")
		for i, o := range f.Outputs {
			if i > 0 {
				w(", ")
			}
			w("%s: %s %s", o.Name, o.DType, shapeText(o.Shape))
		}
		w("\n")
		switch f.Dynamic {
		case "argument":
			w(" * n: the dynamic length of the inputs (at least 1).\n")
		case "cache":
			w(" * It attends over the cache rows [0, position]; n is ignored.\n")
		}
		w(" * Scratch: %d + %d·n + %d·n² bytes", f.Scratch[0], f.Scratch[1], f.Scratch[2])
		if f.Dynamic == "cache" {
			w(" at n = %d (the cache's capacity): %d bytes", f.DynamicMax, f.ScratchBytes(f.DynamicMax))
		}
		w(".\n */\n")
		w("#define SKAIC_%s_SCRATCH_BYTES(n) (%dLL + %dLL * (int64_t)(n) + %dLL * (int64_t)(n) * (int64_t)(n))\n",
			m, f.Scratch[0], f.Scratch[1], f.Scratch[2])
		if f.Dynamic != "argument" {
			w("#define SKAIC_%s_MAX_SCRATCH_BYTES %dLL\n", m, f.ScratchBytes(f.DynamicMax))
		}
		w("int64_t %s_scratch_bytes(int64_t n);\n", f.Symbol)
		w("int32_t %s(const skaic_model_params *params, float *state, uint8_t *scratch, int64_t n", f.Symbol)
		for _, in := range f.Inputs {
			w(",\n    const %s *%s", cType(in.DType), identifier(in.Name))
		}
		for _, o := range f.Outputs {
			w(",\n    %s *%s", cType(o.DType), identifier(o.Name))
		}
		w(");\n\n")
	}

	w("/* The parameter table: name, byte offset in the parameter file, size. */\n")
	w("#define SKAIC_PARAM_COUNT %d\n", len(a.Params))
	for _, p := range a.Params {
		w("/*   %-40s offset %12d  %10d bytes  %s %s */\n", p.Name, p.Offset, p.Bytes, p.Encoding, shapeText(p.Shape))
	}
	w(`extern const int64_t skaic_param_count;
extern const char *const skaic_param_names[];
extern const int64_t skaic_param_offsets[];
extern const int64_t skaic_param_bytes[];

#ifdef __cplusplus
}
#endif

#endif /* SKAIC_MODEL_H */
`)
	return []byte(b.String())
}
