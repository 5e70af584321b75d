package llvmgen

import (
	"bytes"
	"fmt"
	"strings"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
)

// EmbedAlign is the alignment of an embedded weight: a cache line, and at
// least the alignment the decoders' vector loads may assume of a packed row.
const EmbedAlign = 64

// EmbedConflictError says two different byte strings were embedded under
// one weight name.
type EmbedConflictError struct {
	Name      string
	Had, Want int // byte lengths
}

func (e *EmbedConflictError) Error() string {
	return fmt.Sprintf("llvmgen: weight %q embedded twice with different bytes (%d and %d bytes)", e.Name, e.Had, e.Want)
}

// EmbedGlobalName is the symbol of the embedded weight name: skaic_w_ and
// the name with every byte outside [A-Za-z0-9_] replaced by '_' and its
// hex code (blk.0.attn_q.weight → skaic_w_blk_2e0_2eattn_q_2eweight), so
// distinct names never share a symbol.
func EmbedGlobalName(name string) string {
	var b strings.Builder
	b.WriteString("skaic_w_")
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
			b.WriteByte(c)
		case c == '_':
			b.WriteString("__")
		default:
			fmt.Fprintf(&b, "_%02x", c)
		}
	}
	return b.String()
}

// EmbedWeight puts data, the stored bytes of weight name (packed GGML
// blocks as in the file), into m as a private constant, EmbedAlign-aligned
// (read-only data: flash on a microcontroller), and returns an i8* constant
// to its first byte — what weight accesses use instead of params+offset
// when the weights are embedded. Embedding the same name again returns the
// same pointer; different bytes under one name are an *EmbedConflictError.
func EmbedWeight(m *lir.Module, name string, data []byte) (lirconst.Constant, error) {
	sym := EmbedGlobalName(name)
	for _, g := range m.Globals {
		if g.Name() != sym {
			continue
		}
		old, _ := g.Init.(*lirconst.CharArray)
		if old == nil || !bytes.Equal(old.X, data) {
			had := 0
			if old != nil {
				had = len(old.X)
			}
			return nil, &EmbedConflictError{Name: name, Had: had, Want: len(data)}
		}
		return embedPtr(g), nil
	}
	init := lirconst.NewCharArray(bytes.Clone(data))
	g := m.NewGlobalDef(sym, init)
	g.Immutable = true
	g.Linkage = lirenum.LinkagePrivate
	g.UnnamedAddr = lirenum.UnnamedAddrUnnamedAddr
	g.Align = EmbedAlign
	return embedPtr(g), nil
}

// embedPtr is the i8* to the first byte of an embedded weight.
func embedPtr(g *lir.Global) lirconst.Constant {
	zero := lirconst.NewInt(lirtypes.I64, 0)
	gep := lirconst.NewGetElementPtr(g.ContentType, g, zero, zero)
	gep.InBounds = true
	return gep
}
