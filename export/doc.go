// Package export is the compile lane's driver: it turns a model (a GGUF, the
// built-in demo, or a recorded tape) into what IREE runs — model.mlir,
// model.irpa (or the GGUF itself as the parameter file), manifest.json —
// plus the eager reference for sample inputs, so that anyone (the
// conformity suite first) can check the compiled module against it.
//
// It is one of the two places that see every package (with cmd/skaic and
// conformity): eager records the reference run, ir and passes decide each
// tensor's physical form, mlirgen writes the module, irpa writes the
// weights.
package export
