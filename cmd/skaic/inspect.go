package main

import (
	"errors"
	"fmt"
	"github.com/skainet/skaic/internal/suggest"
	"github.com/skainet/skaic/irpa"
	"io"
	"math"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/tape"
)

const inspectLong = `Show what a model file holds. The format is detected from the file's first
bytes (its magic), never from its name.

For a GGUF file: the header (version, alignment, where the data section
starts), every metadata key with its type and value (arrays abbreviated to
their first elements and a count, long strings cut, as gguf-dump does), a
tensor table (name, ggml type, dims in GGUF order with ne0 first, bytes,
absolute file offset) and totals per type. Listing reads only the header.
--json prints the same as one JSON object.

--extract NAME -o OUT.npy decodes tensor NAME to float32 (dequantizing
packed types, widening f16/bf16/integers) and writes it as a NumPy array in
numpy order: its shape is the GGUF dims reversed. The file is written
atomically. A NAME the file does not hold exits 1 and lists the names that
come closest.

Exit codes: 0 success; 1 usage error, unreadable or malformed file, unknown
format or unknown tensor name.`

func newInspectCmd(g *globals) *cobra.Command {
	var (
		asJSON          bool
		extract, npyOut string
	)
	cmd := &cobra.Command{
		Use:   "inspect FILE",
		Short: "Show a model file's metadata and tensor table, or extract one tensor to .npy",
		Long:  inspectLong,
		Example: `  skaic inspect model.gguf
  skaic inspect model.gguf --json
  skaic inspect model.gguf --extract blk.0.attn_q.weight -o q.npy`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
			defer func() {
				// The parser is fuzzed never to panic; this is the last
				// line between a bug and a stack trace on a user's screen.
				if r := recover(); r != nil {
					err = failed(fmt.Errorf("inspect %s: internal error (please report): %v", args[0], r))
				}
			}()
			path := args[0]
			format, err := checkInput(path, "inspect", formatGGUF, formatIRPA, formatTape)
			if err != nil {
				return failed(err)
			}
			switch format {
			case formatGGUF:
				if extract != "" {
					return extractGGUF(cmd.OutOrStdout(), path, extract, npyOut)
				}
				return inspectGGUF(cmd.OutOrStdout(), path, asJSON)
			case formatIRPA:
				if extract != "" {
					return failed(fmt.Errorf("%s: --extract reads GGUF tensors; an archive entry holds raw bytes (see its metadata)", path))
				}
				if err := irpa.Describe(cmd.OutOrStdout(), path, asJSON); err != nil {
					return failed(err)
				}
				return nil
			case formatTape:
				return inspectTape(cmd.OutOrStdout(), path, asJSON, extract)
			}
			return failed(fmt.Errorf("%s: internal error: format %d has no inspector", path, format))
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print the inspection as one JSON object")
	f.StringVar(&extract, "extract", "", "decode the tensor `NAME` to float32 and write it to the -o/--out file")
	f.StringVarP(&npyOut, "out", "o", "", "the `OUT.npy` file --extract writes")
	outputAlias(cmd, "npy")
	cmd.MarkFlagsRequiredTogether("extract", "out")
	cmd.MarkFlagsMutuallyExclusive("extract", "json")
	return cmd
}

// fileFormat is what a file's magic says it is. A new format gets a
// constant, a case in sniffFormat, and an inspector in the RunE switch.
type fileFormat int

const (
	formatGGUF fileFormat = iota + 1
	formatIRPA
	formatTape
)

// irpaMagic is how an IREE parameter archive starts (0x41505249 little-endian).
const irpaMagic = "IRPA"

// sniffFormat reads the first bytes of path and names its format.
func sniffFormat(path string) (fileFormat, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.Mode().IsRegular() {
		return 0, fmt.Errorf("%s is not a regular file", path)
	}
	head := make([]byte, 16)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return 0, fmt.Errorf("%s: reading its first bytes: %w", path, err)
	}
	head = head[:n]
	switch {
	case n == 0:
		return 0, fmt.Errorf("%s: the file is empty", path)
	case strings.HasPrefix(string(head), gguf.Magic):
		return formatGGUF, nil
	case strings.HasPrefix(string(head), irpaMagic):
		return formatIRPA, nil
	case tape.IsTape(head):
		return formatTape, nil
	}
	return 0, fmt.Errorf("%s: not a GGUF file (magic %q), an IREE parameter archive or a skaic tape: it starts with % x (%q)",
		path, gguf.Magic, head[:min(n, 8)], head[:min(n, 8)])
}

// Display limits, as gguf-dump abbreviates.
const (
	shownElems = 8   // array elements shown
	shownBytes = 120 // bytes of a string shown
)

func inspectGGUF(w io.Writer, path string, asJSON bool) error {
	h, err := gguf.ReadHeader(path)
	if err != nil {
		return failed(err)
	}
	rep := buildInspection(path, h)
	if asJSON {
		return writeJSON(w, rep)
	}
	return writeInspectionText(w, rep)
}

type inspection struct {
	File          string          `json:"file"`
	Format        string          `json:"format"`
	Version       uint32          `json:"version"`
	FileSize      int64           `json:"file_size"`
	Alignment     int64           `json:"alignment"`
	HeaderSize    int64           `json:"header_size"`
	DataOffset    int64           `json:"data_offset"`
	Metadata      []inspectKV     `json:"metadata"`
	Tensors       []inspectTensor `json:"tensors"`
	Totals        []inspectTotal  `json:"totals"`
	TotalBytes    int64           `json:"total_bytes"`
	TotalElements int64           `json:"total_elements"`
	Engine        engineSupport   `json:"engine"`
}

type inspectKV struct {
	Key       string `json:"key"`
	Type      string `json:"type"`
	Elem      string `json:"elem,omitempty"`  // arrays: the element type
	Count     *int   `json:"count,omitempty"` // arrays: the element count
	Value     any    `json:"value"`
	Truncated bool   `json:"truncated,omitempty"` // the value shown is abbreviated

	text string // the value as the text table shows it
}

type inspectTensor struct {
	Name       string  `json:"name"`
	Type       string  `json:"type"`
	Dims       []int64 `json:"dims"`  // GGUF order, ne0 first
	Shape      []int64 `json:"shape"` // numpy order
	Elements   int64   `json:"elements"`
	Bytes      int64   `json:"bytes"`
	Offset     int64   `json:"offset"`      // absolute, in the file
	DataOffset int64   `json:"data_offset"` // relative to the data section, as stored
	// UnknownType: a ggml type code skaic does not know (Type is
	// "ggml_type(N)", Bytes reach to the next tensor's offset).
	UnknownType bool `json:"unknown_type,omitempty"`
}

type inspectTotal struct {
	Type     string `json:"type"`
	Tensors  int    `json:"tensors"`
	Elements int64  `json:"elements"`
	Bytes    int64  `json:"bytes"`
}

func buildInspection(path string, h *gguf.Header) *inspection {
	rep := &inspection{
		File: path, Format: "gguf", Version: h.Version, FileSize: h.FileSize, Alignment: h.Alignment,
		HeaderSize: h.HeaderSize, DataOffset: h.DataOffset,
		Metadata: []inspectKV{}, Tensors: []inspectTensor{}, Totals: []inspectTotal{},
		Engine: engineSupportOf(h),
	}
	for key, v := range h.Metadata.All() {
		kv := inspectKV{Key: key, Type: v.Type().String()}
		kv.Value, kv.Truncated = jsonValue(v)
		kv.text = textValue(v)
		if a, ok := v.AsArray(); ok {
			n := a.Len()
			kv.Elem, kv.Count = a.Elem().String(), &n
		}
		rep.Metadata = append(rep.Metadata, kv)
	}
	byType := map[quant.Type]*inspectTotal{}
	for _, ti := range h.Tensors {
		n := ti.NumElements()
		rep.Tensors = append(rep.Tensors, inspectTensor{
			Name: ti.Name, Type: ti.Type.String(), Dims: ti.Dims, Shape: ti.Shape(), Elements: n,
			Bytes: ti.Size, Offset: ti.AbsOffset, DataOffset: ti.Offset, UnknownType: !ti.Known(),
		})
		tot := byType[ti.Type]
		if tot == nil {
			tot = &inspectTotal{Type: ti.Type.String()}
			byType[ti.Type] = tot
		}
		tot.Tensors++
		tot.Elements += n
		tot.Bytes += ti.Size
		rep.TotalBytes += ti.Size
		rep.TotalElements += n
	}
	types := make([]quant.Type, 0, len(byType))
	for t := range byType {
		types = append(types, t)
	}
	slices.Sort(types)
	for _, t := range types {
		rep.Totals = append(rep.Totals, *byType[t])
	}
	return rep
}

// jsonValue is v for encoding/json, abbreviated like the text output;
// non-finite floats become strings, which JSON has no numbers for.
func jsonValue(v gguf.Value) (any, bool) {
	switch x := v.Any().(type) {
	case string:
		if len(x) > shownBytes {
			return x[:shownBytes], true
		}
		return x, false
	case float32:
		return jsonFloat(float64(x)), false
	case float64:
		return jsonFloat(x), false
	case gguf.Array:
		n := x.Len()
		out := make([]any, 0, min(n, shownElems))
		cut := n > shownElems
		for i := range min(n, shownElems) {
			e, c := jsonValue(x.Index(i))
			out = append(out, e)
			cut = cut || c
		}
		return out, cut
	}
	return v.Any(), false
}

func jsonFloat(f float64) any {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	return f
}

// textValue renders v on one line: strings quoted (newlines escaped) and
// cut after shownBytes, arrays cut after shownElems with the rest counted.
func textValue(v gguf.Value) string {
	switch x := v.Any().(type) {
	case string:
		if len(x) > shownBytes {
			return strconv.Quote(x[:shownBytes]) + fmt.Sprintf("… (%d bytes)", len(x))
		}
		return strconv.Quote(x)
	case gguf.Array:
		var b strings.Builder
		b.WriteByte('[')
		n := x.Len()
		for i := range min(n, shownElems) {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(textValue(x.Index(i)))
		}
		if n > shownElems {
			fmt.Fprintf(&b, ", … (%d more)", n-shownElems)
		}
		b.WriteByte(']')
		return b.String()
	}
	return v.String()
}

func typeLabel(kv inspectKV) string {
	if kv.Count != nil {
		return fmt.Sprintf("[%s × %d]", kv.Elem, *kv.Count)
	}
	return kv.Type
}

func writeInspectionText(w io.Writer, r *inspection) error {
	ew := &errWriter{w: w}
	fmt.Fprintf(ew, "%s: GGUF v%d, %d bytes; header %d bytes, data section at byte %d (alignment %d)\n",
		r.File, r.Version, r.FileSize, r.HeaderSize, r.DataOffset, r.Alignment)
	fmt.Fprintln(ew, r.Engine.Line())

	fmt.Fprintf(ew, "\nmetadata (%d keys):\n", len(r.Metadata))
	tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', 0)
	for _, kv := range r.Metadata {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", kv.Key, typeLabel(kv), kv.text)
	}
	tw.Flush()

	fmt.Fprintf(ew, "\ntensors (%d):\n", len(r.Tensors))
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  #\tname\ttype\tdims (ne0 first)\tbytes\toffset\n")
	for i, t := range r.Tensors {
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\t%d\t%d\n", i, t.Name, t.Type, dimsText(t.Dims), t.Bytes, t.Offset)
	}
	tw.Flush()
	for _, t := range r.Tensors {
		if t.UnknownType {
			fmt.Fprintf(ew, "  tensor %q: %s is a ggml type code skaic does not know: its bytes (to the next tensor) are listed, its values cannot be read\n", t.Name, t.Type)
		}
	}

	fmt.Fprintf(ew, "\ntotals by type:\n")
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  type\ttensors\telements\tbytes\n")
	for _, t := range r.Totals {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\n", t.Type, t.Tensors, t.Elements, t.Bytes)
	}
	fmt.Fprintf(tw, "  all\t%d\t%d\t%d\n", len(r.Tensors), r.TotalElements, r.TotalBytes)
	tw.Flush()
	return ew.err
}

func dimsText(d []int64) string {
	s := make([]string, len(d))
	for i, x := range d {
		s[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(s, " ") + "]"
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

// extractGGUF decodes one tensor to float32 and writes it as .npy.
func extractGGUF(w io.Writer, path, name, out string) (err error) {
	f, err := gguf.OpenListing(path)
	if err != nil {
		return failed(err)
	}
	defer f.Close()
	v, err := f.Tensor(name)
	if errors.Is(err, gguf.ErrNoTensor) {
		return failed(unknownTensor(path, name, f.TensorNames()))
	}
	if err != nil {
		return failed(err)
	}
	ti, _ := f.Header.Tensor(name)
	n := ti.NumElements()
	if n > 1<<32 {
		return failed(fmt.Errorf("%s: tensor %q has %d elements; too many to extract into memory", path, name, n))
	}
	// A mapped file cut short by someone else while we read it faults
	// (SIGBUS); turn that into an error instead of a crash.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			err = failed(fmt.Errorf("%s: reading tensor %q: %v (was the file changed while it was read?)", path, name, r))
		}
	}()
	raw, err := v.Storage.ReadOnly(0, v.Storage.Len())
	if err != nil {
		return failed(err)
	}
	dst := make([]float32, n)
	if err := quant.Dequantize(ti.Type, robytes.Unwrap(raw), dst); err != nil {
		return failed(fmt.Errorf("%s: tensor %q: %w", path, name, err))
	}
	arr, err := npy.FromFloat32(ti.Shape(), dst)
	if err != nil {
		return failed(err)
	}
	if err := npy.WriteFile(out, arr); err != nil {
		return failed(err)
	}
	_, err = fmt.Fprintf(w, "%s: %s %s dims %s → float32 shape %s, written to %s\n",
		path, name, ti.Type, dimsText(ti.Dims), dimsText(ti.Shape()), out)
	return err
}

// unknownTensor says name is not in the file and lists the closest names.
func unknownTensor(path, name string, names []string) error {
	near := nearNames(name, names, 5)
	if len(near) == 0 {
		return fmt.Errorf("%s: no tensor named %q among its %d tensors ('skaic inspect %s' lists them)", path, name, len(names), path)
	}
	return fmt.Errorf("%s: no tensor named %q; closest: %s", path, name, strings.Join(near, ", "))
}

// nearNames returns up to k names close to name: within an edit distance
// of a third of its length (at least 2), or containing it, or contained in
// it (case-insensitively), nearest first.
func nearNames(name string, names []string, k int) []string {
	type cand struct {
		name string
		d    int
	}
	low := strings.ToLower(name)
	limit := max(2, len(name)/3)
	var cs []cand
	for _, n := range names {
		d := suggest.Distance(name, n)
		ln := strings.ToLower(n)
		if d <= limit || (low != "" && (strings.Contains(ln, low) || strings.Contains(low, ln))) {
			cs = append(cs, cand{n, d})
		}
	}
	slices.SortFunc(cs, func(a, b cand) int {
		if a.d != b.d {
			return a.d - b.d
		}
		return strings.Compare(a.name, b.name)
	})
	out := make([]string, 0, min(k, len(cs)))
	for i := range min(k, len(cs)) {
		out = append(out, cs[i].name)
	}
	return out
}
