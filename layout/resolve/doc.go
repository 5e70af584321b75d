// Package resolve decides, before a byte of payload is read, which physical
// form each stored weight takes on this machine under this profile, and
// where its bytes live.
//
// Resolvers decide; consumers obey. WeightFormResolver turns a stored weight,
// a Profile and the KernelCapabilities of the target into a WeightForm
// (encoding request × byte order × shape orientation × residency): a format
// with a kernel stays packed (in the kernel's feed order if it wants one), a
// format without one is dequantized once at load with its cost stated, and a
// strict profile refuses instead. AllocationResolver turns a weight and its
// form into an AllocationSpec (memory domain × scope × alignment); mapping
// from file pages needs all three of: the form asks for it, the platform can
// map, and the bytes really are the file's bytes. Plan applies both to every
// tensor with overrides (per-tensor > uniform > resolver), and Explain prints
// each decision with its reasons.
//
// The package sees weights as plain descriptions (Weight): a file reader
// adapts its header to them, so planning never needs the payload.
package resolve
