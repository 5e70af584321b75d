package export

import (
	"fmt"
	"path/filepath"

	"github.com/skainet/skaic/gguf"
)

// MisalignedError lists the tensors of a GGUF whose data do not start at
// a multiple of their element size, which the GGUF format requires
// (general.alignment is at least that for every type it stores) but which
// a file written with general.alignment = 1 may break.
//
// IREE's GGUF parameter index (iree/io/formats/gguf) checks that each
// tensor's bytes lie inside the data section and nothing else: a tensor
// enters the index at whatever file offset it has. The llvm-cpu modules
// skaic writes compute correctly from such a file (the conformity check of
// a --params gguf export of one agrees with eager), so an export with
// misaligned tensors is written, with this as a warning: other backends,
// or a zero-copy import of the mapped file, may need aligned data, and
// --params irpa writes an aligned archive.
type MisalignedError struct {
	File    string
	Tensors []MisalignedTensor
}

// MisalignedTensor is one misaligned tensor.
type MisalignedTensor struct {
	Name   string
	Type   string
	Offset int64 // absolute file offset of its data
	Align  int64 // the alignment its element type needs
}

func (e *MisalignedError) Error() string {
	t := e.Tensors[0]
	more := ""
	if len(e.Tensors) > 1 {
		more = fmt.Sprintf(" (and %d more tensors)", len(e.Tensors)-1)
	}
	return fmt.Sprintf("%s: tensor %q (%s) starts at byte %d, not a multiple of %d%s; IREE reads such a GGUF without checking (llvm-cpu computes correctly from it), other backends may not: --params irpa writes an aligned archive",
		filepath.Base(e.File), t.Name, t.Type, t.Offset, t.Align, more)
}

// checkGGUFAlignment returns a *MisalignedError when a parameter the
// module reads from the GGUF at path is misaligned for its element type;
// packed (block) tensors are read as bytes and need no alignment.
func checkGGUFAlignment(path string, params []paramBytes) error {
	h, err := gguf.ReadHeader(path)
	if err != nil {
		return err
	}
	var bad []MisalignedTensor
	for _, p := range params {
		ti, ok := h.Tensor(p.name)
		if !ok {
			return fmt.Errorf("export: --params gguf: %s has no tensor %q", path, p.name)
		}
		align := int64(1)
		if !ti.Type.Quantized() && ti.Type.BlockElems() == 1 {
			align = int64(ti.Type.BlockBytes())
		}
		if align > 1 && ti.AbsOffset%align != 0 {
			bad = append(bad, MisalignedTensor{Name: ti.Name, Type: ti.Type.String(), Offset: ti.AbsOffset, Align: align})
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return &MisalignedError{File: path, Tensors: bad}
}
