// Package passes runs the compile lane's passes over an ir.Module.
//
// The pass manager follows the Go compiler's SSA backend
// (cmd/compile/internal/ssa/compile.go): one table of named passes with a
// required flag ([Passes]), ordering constraints between them checked at
// start-up ([Constraints]; a violated constraint is a programming error and
// panics in init, as Go's does), the verifier run after every pass when
// Options.VerifyEach is set (always in tests), and a dump of the module
// after named passes (Options.PrintAfter, Options.PrintAfterAll) for
// `skaic export --print-ir-after=NAME` / `--print-ir-after-all`.
//
// The passes, in order:
//
//   - layout-assignment (required): stamps every parameter, constant,
//     argument and value with its identity and physical form for the
//     target; see [AssignLayouts].
//   - canonicalize: folds reshape∘reshape, permute∘permute,
//     broadcast∘broadcast, narrow∘narrow; drops identity reshape, permute,
//     broadcast, cast, narrow and scale, and contiguous (a logical no-op);
//     see [Canonicalize].
//   - cse: merges pure ops with the same op, attributes and operands; see
//     [CSE].
//   - dce (required): removes values nothing uses, then the parameters and
//     constants nothing references; see [DCE].
package passes
