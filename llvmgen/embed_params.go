package llvmgen

import (
	"fmt"
	"io"

	lirvalue "github.com/llir/llvm/ir/value"
)

// EmbedReadError says a weight's stored bytes could not be read from the
// parameter file for embedding.
type EmbedReadError struct {
	Tensor        string
	Offset, Bytes int64
	Err           error
}

func (e *EmbedReadError) Error() string {
	return fmt.Sprintf("llvmgen: embedding weight %q: reading %d bytes at offset %d of the parameter file: %v", e.Tensor, e.Bytes, e.Offset, e.Err)
}

func (e *EmbedReadError) Unwrap() error { return e.Err }

// embedParams, under Options.EmbedWeights, reads every parameter's stored
// bytes from Options.ParamFile (at its offset in Options.Offsets) and puts
// them into the module as constants (EmbedWeight), which weightPtr then
// returns instead of params+offset.
func (g *gen) embedParams() error {
	if !g.o.EmbedWeights {
		return nil
	}
	if g.o.ParamFile == nil {
		return fmt.Errorf("llvmgen: EmbedWeights needs the parameter file to read the weights from")
	}
	g.embedded = map[string]lirvalue.Value{}
	for _, p := range g.m.Params {
		off, ok := g.o.Offsets[p.Name]
		if !ok {
			return fmt.Errorf("llvmgen: parameter %q has no offset in the parameter file", p.Name)
		}
		n := p.Layout.Bytes
		buf := make([]byte, n)
		if _, err := g.o.ParamFile.ReadAt(buf, off); err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return &EmbedReadError{Tensor: p.Name, Offset: off, Bytes: n, Err: err}
		}
		c, err := EmbedWeight(g.mod, p.Name, buf)
		if err != nil {
			return err
		}
		g.embedded[p.Name] = c
	}
	return nil
}
