package irpa

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/internal/tools/toolstest"
)

// These tests run IREE's own tools (iree-base-runtime / iree-base-compiler
// from the project's venv): they skip where the tools are missing and fail
// under CI=true.

func runTool(t *testing.T, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
	}
	return string(out)
}

// dumpRow is one line of iree-dump-parameters' table.
type dumpRow struct {
	start, end string // "-" for a splat
	length     int64
}

var dumpLine = regexp.MustCompile("^\\s*(\\d+|-)\\s*\\|\\s*(\\d+|-)\\s*\\|\\s*(\\d+)\\s*\\|\\s*`(.*)`\\s*$")

// dumpParameters lists the archive at path as iree-dump-parameters sees it.
func dumpParameters(t *testing.T, tool, path string) map[string]dumpRow {
	t.Helper()
	out := runTool(t, tool, "--parameters=model="+path)
	rows := map[string]dumpRow{}
	for line := range strings.Lines(out) {
		m := dumpLine.FindStringSubmatch(strings.TrimRight(line, "\n"))
		if m == nil {
			continue
		}
		n, _ := strconv.ParseInt(m[3], 10, 64)
		if _, dup := rows[m[4]]; dup {
			t.Fatalf("iree-dump-parameters lists %q twice", m[4])
		}
		rows[m[4]] = dumpRow{m[1], m[2], n}
	}
	if !strings.Contains(out, fmt.Sprintf("(%d entries", len(rows))) {
		t.Fatalf("parsed %d rows from:\n%s", len(rows), out)
	}
	return rows
}

// checkAgainstDump demands iree-dump-parameters list exactly a's entries,
// at the same places with the same sizes.
func checkAgainstDump(t *testing.T, tool string, a *Archive) {
	t.Helper()
	rows := dumpParameters(t, tool, a.File)
	if len(rows) != len(a.Entries) {
		t.Errorf("iree-dump-parameters lists %d entries, we read %d", len(rows), len(a.Entries))
	}
	for _, e := range a.Entries {
		r, ok := rows[e.Name]
		if !ok {
			t.Errorf("iree-dump-parameters does not list %q", e.Name)
			continue
		}
		want := dumpRow{"-", "-", e.Length}
		if e.Type == TypeData {
			want = dumpRow{strconv.FormatInt(e.Offset, 10), strconv.FormatInt(e.Offset+e.Length, 10), e.Length}
		}
		if r != want {
			t.Errorf("entry %q: iree-dump-parameters says %+v, we read %+v", e.Name, r, want)
		}
	}
}

// iree-dump-parameters lists exactly our entries with the right sizes and
// extracts exactly the bytes we wrote.
func TestIREEDumpParameters(t *testing.T) {
	tool := toolstest.Need(t, "iree-dump-parameters")
	dir := t.TempDir()
	samples := sampleEntries()
	// A > 1 MiB entry from a file (the copy_file_range path).
	big := pseudoBytes(3<<19+17, 42)
	bigPath := filepath.Join(dir, "big.bin")
	if err := os.WriteFile(bigPath, big, 0o644); err != nil {
		t.Fatal(err)
	}
	bf, err := os.Open(bigPath)
	if err != nil {
		t.Fatal(err)
	}
	defer bf.Close()
	samples = append(samples, sampleEntry{DataEntry("big/x.y", Metadata{DType: "i8", Shape: []int64{int64(len(big))}}.MustMarshal(), bf, 0, int64(len(big))), big})

	path := filepath.Join(dir, "ours.irpa")
	if err := Write(path, entriesOf(samples)); err != nil {
		t.Fatal(err)
	}
	a, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	checkAgainstDump(t, tool, a)

	args := []string{"--parameter_mode=preload", "--parameters=model=" + path} // extraction needs host memory
	var extracted []string
	for i, s := range samples {
		if s.IsSplat() || s.Length == 0 { // the tool extracts DATA entries only
			continue
		}
		out := filepath.Join(dir, fmt.Sprintf("x%d.bin", i))
		args = append(args, "--extract=model::"+s.Name+"="+out)
		extracted = append(extracted, out)
	}
	runTool(t, tool, args...)
	k := 0
	for _, s := range samples {
		if s.IsSplat() || s.Length == 0 {
			continue
		}
		if got := readFile(t, extracted[k]); !bytes.Equal(got, s.want) {
			t.Errorf("IREE extracts %d bytes for %q that differ from the %d we wrote", len(got), s.Name, len(s.want))
		}
		k++
	}
}

// Archives made by IREE's own iree-create-parameters (the installed
// version) are read by our reader as IREE lists them, and rebuilt by our
// writer byte for byte.
func TestIREECreateParameters(t *testing.T) {
	create := toolstest.Need(t, "iree-create-parameters")
	dump := toolstest.Need(t, "iree-dump-parameters")
	for _, c := range ireeCases(t) {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), c.name+".irpa")
			runTool(t, create, append([]string{"--quiet", "--output=" + path}, c.args...)...)
			a, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			checkAgainstDump(t, dump, a)
			checkRebuild(t, path, c.alignment)
			// The declared patterns are what we read back.
			for _, arg := range c.args {
				checkDeclared(t, a, arg)
			}
		})
	}
}

// checkDeclared checks an entry declared as --data=NAME=SHAPExTYPE[=VALUE]
// or --splat=... (1-byte values only for data) reads back as declared.
func checkDeclared(t *testing.T, a *Archive, arg string) {
	t.Helper()
	kind, decl, ok := strings.Cut(strings.TrimPrefix(arg, "--"), "=")
	if !ok || (kind != "data" && kind != "splat") {
		return
	}
	parts := strings.Split(decl, "=")
	e, found := a.Entry(parts[0])
	if !found {
		t.Fatalf("%s: no entry %q", arg, parts[0])
	}
	wantType := map[string]EntryType{"data": TypeData, "splat": TypeSplat}[kind]
	if e.Type != wantType {
		t.Errorf("%s: type %s", arg, e.Type)
	}
	dims := strings.Split(parts[1], "x")
	elem := dims[len(dims)-1]
	n := int64(1)
	for _, d := range dims[:len(dims)-1] {
		v, _ := strconv.ParseInt(d, 10, 64)
		n *= v
	}
	var width int64
	var pattern []byte
	value := "0"
	if len(parts) > 2 {
		value = parts[2]
	}
	switch elem {
	case "i8":
		width = 1
		v, _ := strconv.ParseInt(value, 10, 8)
		pattern = []byte{byte(v)}
	case "i16":
		width = 2
		v, _ := strconv.ParseInt(value, 10, 16)
		pattern = binary.LittleEndian.AppendUint16(nil, uint16(v))
	case "i64":
		width = 8
		v, _ := strconv.ParseInt(value, 10, 64)
		pattern = binary.LittleEndian.AppendUint64(nil, uint64(v))
	case "f32":
		width = 4
		v, _ := strconv.ParseFloat(value, 32)
		pattern = binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(v)))
	case "f64":
		width = 8
		v, _ := strconv.ParseFloat(value, 64)
		pattern = binary.LittleEndian.AppendUint64(nil, math.Float64bits(v))
	default:
		t.Fatalf("%s: element type %s not handled by the test", arg, elem)
	}
	if e.Length != n*width {
		t.Errorf("%s: length %d, want %d", arg, e.Length, n*width)
	}
	if e.Type == TypeSplat && !bytes.Equal(e.Pattern, pattern) {
		t.Errorf("%s: pattern %x, want %x", arg, e.Pattern, pattern)
	}
	if e.Type == TypeData && e.Length <= 1<<20 {
		got, err := a.ReadBytes(e)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, bytes.Repeat(pattern, int(n))) {
			t.Errorf("%s: data % x", arg, got)
		}
	}
}

const e2eModule = `
util.global private @w = #flow.parameter.named<"model"::"blk.0.attn_q.weight"> : tensor<4xf32>
util.global private @bias = #flow.parameter.named<"model"::"bias"> : tensor<4xf32>
util.global private @big = #flow.parameter.named<"model"::"big/x.y"> : tensor<300000xf32>
util.global private @q = #flow.parameter.named<"model"::"packed.q8_0"> : tensor<3x102xi8>
func.func @load_w() -> tensor<4xf32> {
  %0 = util.global.load @w : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @add() -> tensor<4xf32> {
  %w = util.global.load @w : tensor<4xf32>
  %b = util.global.load @bias : tensor<4xf32>
  %one = arith.constant dense<1.0> : tensor<4xf32>
  %0 = arith.addf %w, %b : tensor<4xf32>
  %1 = arith.addf %0, %one : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @load_big() -> tensor<300000xf32> {
  %0 = util.global.load @big : tensor<300000xf32>
  return %0 : tensor<300000xf32>
}
func.func @load_q() -> tensor<3x102xi8> {
  %0 = util.global.load @q : tensor<3x102xi8>
  return %0 : tensor<3x102xi8>
}
`

func f32Bytes(v []float32) []byte {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

// End to end: a module that loads parameters, compiled by iree-compile and
// run by iree-run-module with our archive, returns the bytes we wrote
// (dotted and slashed keys, a > 1 MiB f32 parameter, packed Q8_0 bytes as
// tensor<3x102xi8>, a splat) and computes with them.
func TestIREERunModule(t *testing.T) {
	compile := toolstest.Need(t, "iree-compile")
	run := toolstest.Need(t, "iree-run-module")
	dir := t.TempDir()
	mlir := filepath.Join(dir, "model.mlir")
	if err := os.WriteFile(mlir, []byte(e2eModule), 0o644); err != nil {
		t.Fatal(err)
	}
	vmfb := filepath.Join(dir, "model.vmfb")
	runTool(t, compile, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu", mlir, "-o", vmfb)

	w := []float32{1.5, -2, 3.25, 1e-3}
	bigF := make([]float32, 300000)
	for i := range bigF {
		bigF[i] = float32(i)*0.25 - 7
	}
	q := pseudoBytes(3*102, 77) // 3 rows of 3 Q8_0 blocks (34 bytes each)
	bias := float32(0.5)
	entries := []Entry{
		BytesEntry("blk.0.attn_q.weight", Metadata{DType: "f32", Shape: []int64{4}}.MustMarshal(), f32Bytes(w)),
		SplatEntry("bias", Metadata{DType: "f32", Shape: []int64{4}}.MustMarshal(), f32Bytes([]float32{bias}), 4),
		BytesEntry("big/x.y", Metadata{DType: "f32", Shape: []int64{300000}}.MustMarshal(), f32Bytes(bigF)),
		BytesEntry("packed.q8_0", Metadata{DType: "f32", Shape: []int64{3, 96}, Encoding: "Q8_0", BlockElems: 32, BlockBytes: 34, BlockAxis: axis(1), BlockOrder: "row_major"}.MustMarshal(), q),
	}
	params := filepath.Join(dir, "ours.irpa")
	if err := Write(params, entries); err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{
		"load_w":   f32Bytes(w),
		"add":      f32Bytes([]float32{w[0] + bias + 1, w[1] + bias + 1, w[2] + bias + 1, w[3] + bias + 1}),
		"load_big": f32Bytes(bigF),
		"load_q":   q,
	}
	for _, fn := range []string{"load_w", "add", "load_big", "load_q"} {
		out := filepath.Join(dir, fn+".npy")
		runTool(t, run, "--device=local-task", "--module="+vmfb, "--function="+fn, "--parameters=model="+params, "--output=@"+out)
		got := npyData(t, out)
		if !bytes.Equal(got, want[fn]) {
			t.Errorf("%s returned %d bytes that differ from the %d expected (first difference at %d)", fn, len(got), len(want[fn]), firstDiff(got, want[fn]))
		}
	}

	// The runtime needs an entry at least as large as the tensor: 12 bytes
	// for a tensor<4xf32> fail the run instead of reading past the entry.
	short := filepath.Join(dir, "short.irpa")
	entries[0] = BytesEntry("blk.0.attn_q.weight", nil, f32Bytes(w[:3]))
	if err := Write(short, entries); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(run, "--device=local-task", "--module="+vmfb, "--function=load_w", "--parameters=model="+short, "--output=@"+filepath.Join(dir, "short.npy"))
	if out, err := cmd.CombinedOutput(); err == nil {
		t.Errorf("iree-run-module accepted a 12-byte entry for a tensor<4xf32>:\n%s", out)
	}
}

// npyData returns the raw data of a .npy file (format 1.x, 2.x or 3.x),
// after checking it is little-endian or byte-sized and C-ordered.
func npyData(t *testing.T, path string) []byte {
	t.Helper()
	b := readFile(t, path)
	if len(b) < 10 || string(b[:6]) != "\x93NUMPY" {
		t.Fatalf("%s: not a .npy file", path)
	}
	var hlen, start int
	switch b[6] {
	case 1:
		hlen, start = int(binary.LittleEndian.Uint16(b[8:])), 10
	case 2, 3:
		if len(b) < 12 {
			t.Fatalf("%s: truncated", path)
		}
		hlen, start = int(binary.LittleEndian.Uint32(b[8:])), 12
	default:
		t.Fatalf("%s: npy version %d", path, b[6])
	}
	if start+hlen > len(b) {
		t.Fatalf("%s: truncated header", path)
	}
	header := string(b[start : start+hlen])
	if strings.Contains(header, "'>") || strings.Contains(header, "True") {
		t.Fatalf("%s: big-endian or Fortran-ordered: %s", path, header)
	}
	return b[start+hlen:]
}
