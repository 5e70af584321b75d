// Package gguf reads and writes GGUF files (versions 2 and 3 read, 3
// written), the model format of ggml and llama.cpp: a header of typed
// metadata key/value pairs and tensor infos, then an aligned data section
// holding each tensor's bytes in its ggml encoding (F32, F16, BF16, Q8_0,
// Q4_K, ...).
//
// # Reading
//
// Open maps a file read-only and returns a File: its validated Header and
// one layout.TensorView per tensor, an alias window on the mapped pages.
// No tensor byte is copied and nothing is decoded until asked; packed
// quantized weights stay packed (the view's Format is f32 stored as, say,
// Q4_K). Close unmaps the file; a view used after that returns a
// *layout.StorageClosedError instead of reading freed memory.
//
// ReadHeader (a path), ParseHeader (an io.ReaderAt) and ParseBytes (a
// slice) parse only the header and never read the data section, so they
// answer in milliseconds for a file of any size.
//
// Validation is strict: the magic, the version, every metadata value type
// and length, every tensor's dims, type, alignment and extent are checked
// against the file's size before anything is trusted. A malformed file
// gives a *FormatError naming the file, the byte offset, the header field,
// metadata key or tensor, and the reason; it wraps one of the Err* kinds,
// so callers branch with errors.Is (for example ErrTruncated).
//
// Metadata keeps the file's key order. Its typed getters (GetUint,
// GetFloat, GetString, GetStrings, ...) accept any integer or float width
// the file chose and say what they found when the type does not fit.
//
// # Dimensions
//
// TensorInfo.Dims is in GGUF order, ne0 (the fastest-varying axis) first;
// TensorInfo.Shape is the same in numpy order (reversed), which the rest of
// skaic uses. DimsFromShape converts for writing.
//
// # Writing
//
// Write writes a GGUF v3 file atomically (a temporary file renamed over
// the target once written and synced; on error nothing is left); WriteTo
// streams one to any io.Writer. A Tensor's bytes come from an io.ReaderAt
// and are streamed, never gathered in memory, so a multi-gigabyte file
// can be rewritten from a mapped one. TensorFromView turns a view back
// into a Tensor to write.
package gguf
