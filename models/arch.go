// Package models says which model architectures the engine implements:
// the values of a GGUF's general.architecture that skaic computes, and the
// check every command that computes makes before it does.
package models

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/skainet/skaic/gguf"
)

// ArchitectureKey is the GGUF metadata key naming a model's architecture.
const ArchitectureKey = "general.architecture"

// architectures are the values of general.architecture the engine runs
// (models/llama implements them), one line per family.
var architectures = []string{
	"llama",
	"gemma3",
	"phi3",
	"qwen2",
	"qwen3",
}

// Supported returns the architectures the engine implements, sorted.
func Supported() []string {
	out := slices.Clone(architectures)
	slices.Sort(out)
	return out
}

// IsSupported reports whether the engine implements arch.
func IsSupported(arch string) bool { return slices.Contains(Supported(), arch) }

// ArchitectureError says a GGUF's general.architecture is missing or
// names an architecture the engine does not implement.
type ArchitectureError struct {
	Value   string // the key's value ("" when Missing)
	Missing bool   // the key is absent or not a string
	Err     error  // why the key could not be read, when Missing
}

func (e *ArchitectureError) Error() string {
	supported := strings.Join(Supported(), ", ")
	if e.Missing {
		return fmt.Sprintf("%s: %v; the engine needs it to name the architecture (supported: %s)", ArchitectureKey, e.Err, supported)
	}
	return fmt.Sprintf("%s is %q, which the engine does not implement (supported: %s)", ArchitectureKey, e.Value, supported)
}

func (e *ArchitectureError) Unwrap() error { return e.Err }

// CheckArchitecture returns the header's general.architecture, or an
// *ArchitectureError when it is missing or not one the engine implements.
// The engine computes by architecture, not by tensor names: a file whose
// tensors look like llama's but whose architecture is another is refused,
// never run with llama's maths.
func CheckArchitecture(h *gguf.Header) (string, error) {
	arch, err := h.Metadata.GetString(ArchitectureKey)
	if err != nil {
		return "", &ArchitectureError{Missing: true, Err: err}
	}
	if arch == "" {
		return "", &ArchitectureError{Missing: true, Err: errors.New("empty")}
	}
	if !IsSupported(arch) {
		return arch, &ArchitectureError{Value: arch}
	}
	return arch, nil
}
