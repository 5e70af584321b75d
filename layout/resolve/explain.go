package resolve

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// Explain writes one line per tensor: what is stored, the decided form and
// allocation, who decided, and why. It needs only the decisions, so it
// runs before a byte of payload is read.
func Explain(w io.Writer, decisions []Decision) error {
	for _, d := range decisions {
		mark := ""
		if d.Refused {
			mark = "REFUSED "
		}
		var why []string
		for _, r := range d.Reasons {
			if r.Text != "" {
				why = append(why, r.Text)
			}
		}
		if _, err := fmt.Fprintf(w, "%s%s: %s %v %d B → %s → %s [%s] — %s\n",
			mark, d.Weight.Name, d.Weight.Format, d.Weight.Shape, d.Weight.Bytes,
			loadedPhrase(d), d.Alloc, d.Source, strings.Join(why, "; ")); err != nil {
			return err
		}
	}
	return nil
}

// loadedPhrase prints the form and, where it differs, the loaded format.
func loadedPhrase(d Decision) string {
	s := d.Form.String()
	if d.Loaded != d.Weight.Format {
		s += " (" + d.Loaded.String() + ")"
	}
	return s
}

// WriteTable writes the decisions as an aligned table, one row per tensor.
func WriteTable(w io.Writer, decisions []Decision) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TENSOR\tSTORED\tSHAPE\tBYTES\tFORM\tLOADED\tALLOCATION\tSOURCE")
	for _, d := range decisions {
		name := d.Weight.Name
		if d.Refused {
			name += " (REFUSED)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%v\t%d\t%s\t%s\t%s\t%s\n", name, d.Weight.Format, d.Weight.Shape,
			d.Weight.Bytes, d.Form, d.Loaded, d.Alloc, d.Source)
	}
	return tw.Flush()
}

// WriteTotals writes a plan's totals, one per line.
func WriteTotals(w io.Writer, t Totals) error {
	var b strings.Builder
	fmt.Fprintf(&b, "tensors:       %d (%s stored)\n", t.Tensors, fmtBytes(t.StoredBytes))
	fmt.Fprintf(&b, "mapped:        %s (served from the file's pages)\n", fmtBytes(t.MappedBytes))
	fmt.Fprintf(&b, "heap:          %s\n", fmtBytes(t.HeapBytes))
	fmt.Fprintf(&b, "off-heap:      %s\n", fmtBytes(t.OffHeapBytes))
	fmt.Fprintf(&b, "converted:     %d tensor(s) dequantized or requantized at load, %s → %s (%+d B)\n", t.Converted,
		fmtBytes(t.ConvertedFromBytes), fmtBytes(t.ConvertedToBytes), t.ConvertedExtraBytes)
	fmt.Fprintf(&b, "prepacked:     %d tensor(s), %s\n", t.Prepacked, fmtBytes(t.PrepackedBytes))
	if t.BudgetBytes > 0 {
		fmt.Fprintf(&b, "budget:        %s for heap + off-heap (%s used)\n", fmtBytes(t.BudgetBytes), fmtBytes(t.ResidentBytes()))
	}
	if t.Refused > 0 {
		fmt.Fprintf(&b, "refused:       %d tensor(s)\n", t.Refused)
	}
	for _, wn := range t.Warnings {
		fmt.Fprintf(&b, "warning:       %s\n", wn)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
