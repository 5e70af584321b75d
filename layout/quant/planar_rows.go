package quant

import "fmt"

// Row-interleaved planar parts: the parts of a [rows, cols] tensor held
// for groups of g rows side by side, each part [rows/g, cols/BlockElems,
// Dims…, g]: element (r, b, i…) of the part at (r/g, b, i…, ρ) with
// ρ = r%g the row's place in its group, except that a 4-bit part puts the
// row at ρ' = 2(ρ mod g/2) + ρ/(g/2): byte j of a group's element holds
// rows j (low nibble) and j + g/2 (high nibble). The g rows' codes (and
// scales) of one element position are then contiguous, so that a
// matrix-vector product reads them as one vector, a row a lane, and
// unpacks a byte's two codes with a mask and a shift.

// PartShape is the shape of part i of a [rows, cols] tensor: [rows,
// cols/BlockElems, Dims…], or with f.Rows > 1 [rows/f.Rows,
// cols/BlockElems, Dims…, f.Rows].
func (f PlanarForm) PartShape(i int, rows, cols int64) []int64 {
	shape := []int64{rows, cols / int64(f.Type.Geometry().BlockElems)}
	if f.Rows > 1 {
		shape[0] = rows / int64(f.Rows)
	}
	for _, d := range f.Parts[i].Dims {
		shape = append(shape, int64(d))
	}
	if f.Rows > 1 {
		shape = append(shape, int64(f.Rows))
	}
	return shape
}

// InterleaveRows relays out parts (Split's output for rows rows of the
// tensor, blocks in row-major order) into groups of f.Rows rows.
func (f PlanarForm) InterleaveRows(parts [][]byte, rows int) ([][]byte, error) {
	g := f.Rows
	if len(parts) != len(f.Parts) {
		return nil, fmt.Errorf("quant: planar %s: %d parts to interleave, the form has %d", f.Type, len(parts), len(f.Parts))
	}
	if g < 2 || rows <= 0 || rows%g != 0 {
		return nil, fmt.Errorf("quant: planar %s: %d rows are not whole groups of %d", f.Type, rows, g)
	}
	out := make([][]byte, len(parts))
	for i, p := range f.Parts {
		bits := p.Elem.Bits()
		if len(parts[i])*8%(rows*bits) != 0 {
			return nil, fmt.Errorf("quant: planar %s part %s: %d bytes are not %d equal rows", f.Type, p.Name, len(parts[i]), rows)
		}
		perRow := len(parts[i]) * 8 / bits / rows // elements of one row
		out[i] = make([]byte, len(parts[i]))
		src, dst := parts[i], out[i]
		switch bits {
		case 4:
			if g%2 != 0 {
				return nil, fmt.Errorf("quant: planar %s part %s: 4-bit elements need an even row group, not %d", f.Type, p.Name, g)
			}
			h := g / 2
			for r := 0; r < rows; r++ {
				rho := r % g
				base := (r/g)*perRow*g + 2*(rho%h) + rho/h
				for k := 0; k < perRow; k++ {
					n := r*perRow + k
					put4(dst, base+k*g, src[n/2]>>(4*(n%2))&0x0f)
				}
			}
		default:
			w := bits / 8
			for r := 0; r < rows; r++ {
				base := (r/g)*perRow*g + r%g
				for k := 0; k < perRow; k++ {
					copy(dst[(base+k*g)*w:(base+k*g+1)*w], src[(r*perRow+k)*w:])
				}
			}
		}
	}
	return out, nil
}
