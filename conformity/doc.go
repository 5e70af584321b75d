// Package conformity checks that the compile lane computes what the eager
// lane computes: a case's module, exported by skaic, compiled by the real
// iree-compile (llvm-cpu, host CPU) and run by the real iree-run-module,
// must give the eager engine's outputs within a stated tolerance — and,
// where one exists, an independent reference's (the gguf package's
// dequantization, the numpy llama reference), so a bug shared by both
// lanes is caught too.
//
// # Cases
//
// An OpCase is a small program written with the eager API (recorded into a
// tape), the weights it reads (written to a GGUF, optionally prepacked
// into input-block-major order), a tolerance and the export variants it
// runs in (--params irpa|gguf × --weights as-stored|dense). A ModelCase is
// a decoder model of any family (the built-in demo, or a GGUF written by
// testdata/conformity/make_models.py) at a sequence length. The corpus
// (OpCases, ModelCases) is tables: adding a case is adding a row.
//
// # Driver
//
// Driver.Suite runs the corpus; Driver.Dir checks a directory written by
// skaic export; Driver.Model exports a GGUF and checks it. Op cases of one
// module group and variant are recorded into one program (one function
// with every case's inputs and outputs, named after the case), so a few
// modules cover hundreds of cases; a module that fails to export, compile
// or run as a whole is split into one module per case, so every failure
// names its case. Modules are exported, compiled and run on Driver.Jobs
// workers (the CPU count); identical modules (same MLIR and flags) are
// compiled once per run. The independent references come from one Python
// process (testdata/conformity/refs.py) per run.
//
// Every export directory the suite writes carries its cases in
// manifest.json ("extra": {"conformity": {"cases": [...]}}), so
// `skaic conform DIR` checks it case by case, like the suite did.
//
// # Tolerances
//
// A Tolerance bounds the largest elementwise error (max-abs), the relative
// L2 error over finite elements (NMSE is its square), asks for bitwise
// equality (integer outputs, data movement, single IEEE operations) or the
// same argmax per row (logits). Non-finite reference values (a causal
// mask's -inf) must be reproduced exactly. tolerances.go states each
// class's bound and why.
//
// A case marked XFail is a known disagreement between the lanes, reported
// as "xfail" while it fails and as a failure once it passes.
package conformity
