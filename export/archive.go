package export

import (
	"bytes"
	"fmt"
	"io"

	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/irpa"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/mlirgen"
)

// paramBytes is where one parameter's bytes come from.
type paramBytes struct {
	name string
	r    io.ReaderAt
	n    int64
	// fileBytes says the bytes are the GGUF's own, unchanged (so a
	// --params gguf export can serve them from the file).
	fileBytes bool
	meta      irpa.Metadata
}

// parameterBytes resolves every parameter of the module to the bytes its
// layout decision asks for: the stored bytes (mapped from the file, no
// copy), the blocks relaid out in another order (a load-time copy), or a
// dense copy.
func parameterBytes(m *ir.Module, weights map[string]*layout.TensorView) ([]paramBytes, error) {
	var out []paramBytes
	for _, p := range m.Params {
		if d := p.Layout; d != nil && d.Form == ir.FormPlanar {
			v, ok := weights[p.Name]
			if !ok {
				return nil, fmt.Errorf("export: parameter %q: no such tensor in the weight file", p.Name)
			}
			parts, err := planarBytes(p, v)
			if err != nil {
				return nil, err
			}
			out = append(out, parts...)
			continue
		}
		v, ok := weights[p.Name]
		if !ok {
			return nil, fmt.Errorf("export: parameter %q: no such tensor in the weight file", p.Name)
		}
		d := p.Layout
		if d == nil {
			return nil, fmt.Errorf("export: parameter %q has no layout decision (layout assignment did not run)", p.Name)
		}
		pb := paramBytes{name: p.Name, meta: metadataOf(d)}
		switch d.Form {
		case ir.FormAsStored:
			src := v
			if d.Physical.Blocked && d.Physical.Order != v.Layout.Order {
				pv, err := v.Prepack(d.Physical.Order, layout.Ambient())
				if err != nil {
					return nil, fmt.Errorf("export: parameter %q: %w", p.Name, err)
				}
				src = pv
			} else {
				pb.fileBytes = v.Storage.Kind() == layout.Mapped && v.Layout.IsContiguous() && v.Layout.Offset == 0
			}
			pb.r, pb.n = src.Storage, src.ByteSpan()
		case ir.FormDense:
			mv, err := v.Materialize(d.Format, layout.Ambient())
			if err != nil {
				return nil, fmt.Errorf("export: parameter %q: %w", p.Name, err)
			}
			pb.r, pb.n = mv.Storage, mv.ByteSpan()
		default:
			return nil, fmt.Errorf("export: parameter %q: unknown form %v", p.Name, d.Form)
		}
		if pb.n != d.Bytes && d.Bytes != 0 {
			return nil, fmt.Errorf("export: parameter %q: %d bytes to write, the decision says %d", p.Name, pb.n, d.Bytes)
		}
		out = append(out, pb)
	}
	return out, nil
}

// planarBytes splits the blocks of the planar parameter p (its stored
// view v) into its parts, one archive entry each (keyed
// mlirgen.PlanarKey): the one visible relayout of a planar export.
func planarBytes(p *ir.Parameter, v *layout.TensorView) ([]paramBytes, error) {
	d := p.Layout
	pf, ok := d.PlanarForm()
	if !ok {
		return nil, fmt.Errorf("export: parameter %q: %s has no planar form", p.Name, p.Format)
	}
	src := v
	if v.Layout.Blocked && v.Layout.Order != layout.RowMajor {
		pv, err := v.Prepack(layout.RowMajor, layout.Ambient())
		if err != nil {
			return nil, fmt.Errorf("export: parameter %q: %w", p.Name, err)
		}
		src = pv
	}
	raw := make([]byte, src.ByteSpan())
	if _, err := src.Storage.ReadAt(raw, 0); err != nil {
		return nil, fmt.Errorf("export: parameter %q: %w", p.Name, err)
	}
	parts, err := pf.Split(raw)
	if err != nil {
		return nil, fmt.Errorf("export: parameter %q: %w", p.Name, err)
	}
	rows, cols := p.Type.Shape[0], p.Type.Shape[1]
	if pf.Rows > 1 {
		if parts, err = pf.InterleaveRows(parts, int(rows)); err != nil {
			return nil, fmt.Errorf("export: parameter %q: %w", p.Name, err)
		}
	}
	out := make([]paramBytes, len(parts))
	var total int64
	for i, b := range parts {
		part := pf.Parts[i]
		md := irpa.Metadata{DType: part.Elem.String(), Shape: pf.PartShape(i, rows, cols), Producer: version.Producer(),
			Encoding: "planar " + p.Format.Encoding.String() + " " + part.Name}
		out[i] = paramBytes{name: mlirgen.PlanarKey(p.Name, part.Name), r: bytes.NewReader(b), n: int64(len(b)), meta: md}
		total += int64(len(b))
	}
	if total != d.Bytes {
		return nil, fmt.Errorf("export: parameter %q: %d planar bytes to write, the decision says %d", p.Name, total, d.Bytes)
	}
	return out, nil
}

func metadataOf(d *ir.LayoutDecision) irpa.Metadata {
	md := irpa.Metadata{DType: d.Format.DType.String(), Shape: d.Physical.Shape, Producer: version.Producer()}
	if d.Format.Encoding != layout.Dense {
		md.Encoding = d.Format.Encoding.String()
	}
	if d.Physical.Blocked {
		md.BlockElems = d.Physical.BlockElems
		md.BlockBytes = int64(d.Format.BlockBytes())
		axis := d.Physical.BlockAxis
		md.BlockAxis = &axis
		md.BlockOrder = d.Physical.Order.String()
	}
	return md
}

// writeArchive writes the parameters to an .irpa file. Bytes that are a
// mapped file's are read from the file itself, which lets the archive
// writer copy them file to file (copy_file_range): the model's pages are
// never mapped into this process, however large it is.
func writeArchive(path string, params []paramBytes, progress func(done, total int64)) (int64, error) {
	files := newFileSources()
	defer files.close()
	entries := make([]irpa.Entry, len(params))
	for i, p := range params {
		md, err := p.meta.Marshal()
		if err != nil {
			return 0, err
		}
		r := p.r
		if st, ok := r.(*layout.Storage); ok {
			if fr, ok := files.section(st, p.n); ok {
				r = fr
			}
		}
		entries[i] = irpa.DataEntry(p.name, md, r, 0, p.n)
	}
	w := &irpa.Writer{Progress: progress}
	plan, err := w.Plan(entries)
	if err != nil {
		return 0, err
	}
	if err := w.Write(path, entries); err != nil {
		return 0, err
	}
	return plan.Size, nil
}
