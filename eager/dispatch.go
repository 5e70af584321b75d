package eager

import (
	"fmt"
	"sort"
	"strings"

	"github.com/skainet/skaic/layout"
)

// LayoutClass is the part of an operand's layout a kernel is keyed on.
type LayoutClass uint8

const (
	// Contiguous: dense, row-major, no gaps.
	Contiguous LayoutClass = iota
	// Strided: dense with any strides (transposed, narrowed, broadcast).
	Strided
	// BlockedRowMajor: packed blocks in canonical (file) order, the block
	// axis last and rows contiguous.
	BlockedRowMajor
	// BlockedInputBlockMajor: packed 2-D blocks in kernel feed order.
	BlockedInputBlockMajor
	// BlockedStrided: packed blocks addressed through other strides (e.g. a
	// transposed packed weight).
	BlockedStrided
)

var layoutClassNames = [...]string{"contiguous", "strided", "blocked_row_major", "blocked_input_block_major", "blocked_strided"}

func (c LayoutClass) String() string {
	if int(c) < len(layoutClassNames) {
		return layoutClassNames[c]
	}
	return fmt.Sprintf("layout_class(%d)", uint8(c))
}

// ClassOf classifies a view's layout.
func ClassOf(v *layout.TensorView) LayoutClass {
	l := v.Layout
	if !l.Blocked {
		if l.IsContiguous() {
			return Contiguous
		}
		return Strided
	}
	if l.IsContiguous() {
		return BlockedRowMajor
	}
	if l.Order == layout.InputBlockMajor && l.Rank() == 2 && l.BlockAxis == 1 && l.Strides[0] == 1 && l.Strides[1] == l.Shape[0] {
		return BlockedInputBlockMajor
	}
	return BlockedStrided
}

// Operand is what a kernel requires of one input.
type Operand struct {
	Format layout.Format
	Class  LayoutClass
}

func (o Operand) String() string { return o.Format.String() + "@" + o.Class.String() }

// KernelKey identifies a kernel: the op and what it requires of its keyed
// operands (for Linear: the weight).
type KernelKey struct {
	Op      string
	Operand Operand
}

func (k KernelKey) String() string { return k.Op + "(" + k.Operand.String() + ")" }

// AdapterKind names a visible conversion the dispatcher inserted.
type AdapterKind uint8

const (
	// AdaptMaterialize decoded an operand to dense f32.
	AdaptMaterialize AdapterKind = iota
	// AdaptPrepack moved an operand's blocks into another order.
	AdaptPrepack
	// AdaptRequantize re-encoded an operand.
	AdaptRequantize
)

var adapterKindNames = [...]string{"materialize", "prepack", "requantize"}

func (k AdapterKind) String() string {
	if int(k) < len(adapterKindNames) {
		return adapterKindNames[k]
	}
	return fmt.Sprintf("adapter(%d)", uint8(k))
}

// AdapterEvent records one conversion the dispatcher inserted because no
// kernel took the operand as it was. Nothing is converted silently.
type AdapterEvent struct {
	Op     string // the op that needed it
	Tensor string // the operand it converted
	Value  int64  // the operand's recorded id (0 when not recording)
	Kind   AdapterKind
	From   string // the operand's format and layout class before
	To     string // after
	Bytes  int64  // bytes the converted copy occupies
}

func (a AdapterEvent) String() string {
	return fmt.Sprintf("%s: %s %s %s → %s (%d bytes)", a.Op, a.Kind, a.Tensor, a.From, a.To, a.Bytes)
}

// KernelInfo describes a registered kernel for listings.
type KernelInfo struct {
	Key  KernelKey
	Name string
}

// linearKernel runs y[batch, rows] = x[batch, cols] · W[rows, cols]ᵀ on
// the weight's bytes as they are.
type linearKernel struct {
	name string
	run  func(w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32) error
}

// registry holds the kernels keyed by (op, operand format, layout class).
type registry struct {
	linear map[KernelKey]linearKernel
	gat    map[KernelKey]gatherKernel
}

type gatherKernel struct {
	name string
	run  func(table []byte, rows, cols int, ids []int32, out []float32) error
}

// Kernels lists every registered kernel, sorted.
func (e *Engine) Kernels() []KernelInfo {
	var out []KernelInfo
	for k, v := range e.reg.linear {
		out = append(out, KernelInfo{k, v.name})
	}
	for k, v := range e.reg.gat {
		out = append(out, KernelInfo{k, v.name})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key.String() < out[j].Key.String() })
	return out
}

// KernelTable renders Kernels as text.
func (e *Engine) KernelTable() string {
	var b strings.Builder
	for _, k := range e.Kernels() {
		fmt.Fprintf(&b, "%-48s %s\n", k.Key, k.Name)
	}
	return b.String()
}
