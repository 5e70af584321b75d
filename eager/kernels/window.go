package kernels

import "fmt"

// WindowMask sets, in place, x[r][c] = fill for every column (key
// position) c that query row r, at absolute position pos[r], may not see
// under causal sliding-window attention: c > pos[r] (a later key) or
// pos[r] - c ≥ window (a key window or more positions back). Row r thus
// keeps the keys max(0, pos[r]-window+1) .. pos[r], as llama.cpp's
// standard sliding window does. x is a contiguous [rows, cols] matrix;
// window ≥ 1.
func WindowMask(x []float32, rows, cols int, pos []int32, window int, fill float32) error {
	if err := checkRows("window_mask", x, rows, cols, x); err != nil {
		return err
	}
	if len(pos) != rows {
		return fmt.Errorf("window_mask: %d positions for %d rows", len(pos), rows)
	}
	if window < 1 {
		return fmt.Errorf("window_mask: window %d must be at least 1", window)
	}
	for r := 0; r < rows; r++ {
		p := int(pos[r])
		first := max(p-window+1, 0)   // first visible key
		end := min(max(p+1, 0), cols) // one past the last visible key
		row := x[r*cols : (r+1)*cols]
		if first >= end {
			Fill(row, fill)
			continue
		}
		Fill(row[:min(first, cols)], fill)
		Fill(row[end:], fill)
	}
	return nil
}
