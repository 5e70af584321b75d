package bench

import (
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"
)

// WriteTable prints the report as a table: one row per case and thread
// count, times per operation (median, min, max of the repetitions), the
// rates at the median, and the ratio of the weight bandwidth to the read
// bandwidth measured with the same thread count.
func (r *Report) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "skaic bench  %s  %s  GOMAXPROCS=%d  %s  gemm=%s sum=%s prefetch=%s\n", r.Date, r.CPU, r.GOMAXPROCS, r.Go, r.GEMMKernel, r.SumKernel, r.Prefetch)
	if r.Quick {
		fmt.Fprintln(w, "--quick: small sizes; the figures say nothing about the machine")
	}
	rows := [][]string{{"case", "threads", "reps", "median", "min", "max", "GB/s", "GFLOP/s", "tok/s", "×read-bw", "kernel"}}
	for _, x := range r.Results {
		th := fmt.Sprint(x.Threads)
		rows = append(rows, []string{x.Name, th, fmt.Sprint(x.Reps), dur(x.Median), dur(x.Min), dur(x.Max),
			num(x.GBps, 2), num(x.GFLOPs, 1), num(x.TokPerS, 1), num(x.BWRatio, 2), kernelCol(x.Kernel)})
	}
	width := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, c := range row {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for i, c := range row {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i == 0 {
				b.WriteString(c + pad)
			} else {
				b.WriteString("  " + pad + c)
			}
		}
		if _, err := fmt.Fprintln(w, b.String()); err != nil {
			return err
		}
	}
	return nil
}

func kernelCol(k string) string {
	if k == "" {
		return "-"
	}
	return k
}

func dur(s float64) string {
	if s <= 0 {
		return "-"
	}
	d := time.Duration(s * 1e9)
	switch {
	case d < time.Microsecond:
		return fmt.Sprintf("%dns", d.Nanoseconds())
	case d < time.Millisecond:
		return fmt.Sprintf("%.1fµs", s*1e6)
	case d < time.Second:
		return fmt.Sprintf("%.2fms", s*1e3)
	}
	return fmt.Sprintf("%.3fs", s)
}

func num(v float64, prec int) string {
	if v == 0 {
		return "-"
	}
	return fmt.Sprintf("%.*f", prec, v)
}
