package kernels

import (
	"fmt"

	"github.com/skainet/skaic/layout/quant"
)

// GatherRows decodes rows ids of a [rows, cols] table of type t in
// row-major (canonical) block order into out [len(ids), cols]: each value
// bit-exact with quant's decoder. An id outside [0, rows) is an error
// naming the id, its index and the table size; nothing is written then.
func GatherRows(t quant.Type, table []byte, rows, cols int, ids []int32, out []float32) error {
	if !LinearSupports(t) {
		return fmt.Errorf("gather_rows %s: %w: quant cannot decode it", t, ErrNoKernel)
	}
	if rows < 0 || cols < 0 {
		return fmt.Errorf("gather_rows %s: negative size [%d, %d]", t, rows, cols)
	}
	rowBytes64, err := quant.RowBytes(t, int64(cols))
	if err != nil {
		return fmt.Errorf("gather_rows: %w", err)
	}
	rowBytes := int(rowBytes64)
	if rowBytes != 0 && rows > len(table)/rowBytes || rows*rowBytes != len(table) {
		return fmt.Errorf("gather_rows %s: table has %d bytes, [%d, %d] needs %d·%d", t, len(table), rows, cols, rows, rowBytes)
	}
	if len(ids) != 0 && cols > len(out)/len(ids) || len(out) != len(ids)*cols {
		return fmt.Errorf("gather_rows %s: out has %d elements, %d ids × %d columns needs %d", t, len(out), len(ids), cols, len(ids)*cols)
	}
	for i, id := range ids {
		if id < 0 || int(id) >= rows {
			return fmt.Errorf("gather_rows %s: id %d (index %d) out of range for a table of %d rows", t, id, i, rows)
		}
	}
	for i, id := range ids {
		r := int(id)
		if err := quant.Dequantize(t, table[r*rowBytes:(r+1)*rowBytes], out[i*cols:(i+1)*cols]); err != nil {
			return fmt.Errorf("gather_rows %s: %w", t, err)
		}
	}
	return nil
}
