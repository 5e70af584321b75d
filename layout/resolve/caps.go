package resolve

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/skainet/skaic/layout"
)

// KernelCapabilities says which stored formats a target's matmul (Linear)
// kernels take directly, and in which block order each kernel wants its
// weight's blocks. The eager engine implements it for its kernel table;
// the presets plan against other targets.
type KernelCapabilities interface {
	// Name identifies the capability set in plans and explanations.
	Name() string
	// LinearKernel reports whether a Linear kernel reads a weight stored in
	// format f without a conversion, and the block order it wants
	// (layout.RowMajor for dense formats and for kernels that read file
	// order).
	LinearKernel(f layout.Format) (order layout.BlockOrder, ok bool)
}

// CapabilityTable is a fixed KernelCapabilities: a table from stored
// encoding to the block order its Linear kernel wants. Dense formats are
// looked up by the ggml encoding of their dtype (an f32 tensor under EncF32),
// so one entry covers an f16 weight whether a file calls it dense f16 or an
// f32 weight stored as F16.
type CapabilityTable struct {
	name   string
	linear map[layout.Encoding]layout.BlockOrder
	every  bool // every encoding, row-major
}

// NewCapabilityTable builds a table; linear is copied.
func NewCapabilityTable(name string, linear map[layout.Encoding]layout.BlockOrder) *CapabilityTable {
	return &CapabilityTable{name: name, linear: maps.Clone(linear)}
}

// Name implements KernelCapabilities.
func (t *CapabilityTable) Name() string { return t.name }

// LinearKernel implements KernelCapabilities.
func (t *CapabilityTable) LinearKernel(f layout.Format) (layout.BlockOrder, bool) {
	if t.every {
		return layout.RowMajor, f.Validate() == nil
	}
	o, ok := t.linear[storageKey(f)]
	return o, ok
}

// Encodings lists the table's encodings in ggml type order (nil for All).
func (t *CapabilityTable) Encodings() []layout.Encoding {
	return slices.Sorted(maps.Keys(t.linear))
}

// storageKey is the encoding that names f's stored bytes.
func storageKey(f layout.Format) layout.Encoding {
	if f.Encoding != layout.Dense {
		return f.Encoding
	}
	switch f.DType {
	case layout.F32:
		return layout.EncF32
	case layout.F16:
		return layout.EncF16
	case layout.BF16:
		return layout.EncBF16
	case layout.F64:
		return layout.EncF64
	case layout.I8:
		return layout.EncI8
	case layout.I16:
		return layout.EncI16
	case layout.I32:
		return layout.EncI32
	case layout.I64:
		return layout.EncI64
	}
	return layout.Dense
}

func rowMajorTable(name string, encs ...layout.Encoding) *CapabilityTable {
	m := make(map[layout.Encoding]layout.BlockOrder, len(encs))
	for _, e := range encs {
		m[e] = layout.RowMajor
	}
	return &CapabilityTable{name: name, linear: m}
}

// The capability presets.
var (
	// DenseOnly has Linear kernels for dense f32, f16 and bf16 weights only:
	// a target without any packed kernel.
	DenseOnly = rowMajorTable("dense-only", layout.EncF32, layout.EncF16, layout.EncBF16)

	// All takes every encoding directly, in file (row-major) order: a target
	// that decodes any format in its kernels (e.g. an exported module that
	// dequantizes in-graph).
	All = &CapabilityTable{name: "all", every: true}

	// EnginePlan mirrors the eager engine's planned kernel table:
	// packed Linear kernels for F32, F16, BF16, Q4_0, Q4_1, Q5_0, Q5_1, Q8_0,
	// Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_NL, IQ4_XS, MXFP4, the grid i-quants
	// (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M) and the ternary
	// TQ1_0 and TQ2_0 reading file (row-major) order. It is
	// what "engine" resolves to until the engine registers its real table
	// with RegisterCapabilities.
	EnginePlan = rowMajorTable("engine",
		layout.EncF32, layout.EncF16, layout.EncBF16,
		layout.EncQ4_0, layout.EncQ4_1, layout.EncQ5_0, layout.EncQ5_1, layout.EncQ8_0,
		layout.EncQ2_K, layout.EncQ3_K, layout.EncQ4_K, layout.EncQ5_K, layout.EncQ6_K,
		layout.EncIQ4_NL, layout.EncIQ4_XS, layout.EncMXFP4,
		layout.EncIQ2_XXS, layout.EncIQ2_XS, layout.EncIQ2_S, layout.EncIQ3_XXS, layout.EncIQ3_S,
		layout.EncIQ1_S, layout.EncIQ1_M, layout.EncTQ1_0, layout.EncTQ2_0)
)

var registry = struct {
	sync.RWMutex
	caps map[string]KernelCapabilities
}{caps: map[string]KernelCapabilities{
	DenseOnly.Name():  DenseOnly,
	All.Name():        All,
	EnginePlan.Name(): EnginePlan,
}}

// RegisterCapabilities makes c available by its name, replacing any set of
// that name. The eager engine registers itself as "engine" so that
// `skaic plan --caps engine` plans against the kernels that really exist.
func RegisterCapabilities(c KernelCapabilities) {
	registry.Lock()
	defer registry.Unlock()
	registry.caps[c.Name()] = c
}

// CapabilitiesByName returns a registered capability set.
func CapabilitiesByName(name string) (KernelCapabilities, error) {
	registry.RLock()
	defer registry.RUnlock()
	if c, ok := registry.caps[name]; ok {
		return c, nil
	}
	return nil, fmt.Errorf("resolve: unknown kernel capabilities %q (have %s)", name, strings.Join(capabilityNamesLocked(), ", "))
}

// CapabilityNames lists the registered capability sets, sorted.
func CapabilityNames() []string {
	registry.RLock()
	defer registry.RUnlock()
	return capabilityNamesLocked()
}

func capabilityNamesLocked() []string {
	names := slices.Collect(maps.Keys(registry.caps))
	sort.Strings(names)
	return names
}
