package tape

import (
	"bytes"
	"errors"
	golden_ "github.com/skainet/skaic/internal/golden"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/skainet/skaic/layout"
)

func marshal(t testing.TB, tp *Tape) []byte {
	t.Helper()
	b, err := tp.Marshal()
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	want := sampleTape(t)
	b := marshal(t, want)
	if !IsTape(b) || !strings.HasPrefix(string(b), Magic) {
		t.Fatalf("encoded tape starts with %q, want the magic %q", b[:min(len(b), 16)], Magic)
	}
	got, err := Unmarshal(b)
	if err != nil {
		t.Fatalf("unmarshal: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("round trip differs:\n got %+v\nwant %+v", got, want)
	}
	// Constants come back bit for bit, inline or empty.
	for i := range want.Values {
		w, g := &want.Values[i], &got.Values[i]
		if w.Inline() != g.Inline() || !bytes.Equal(w.Data, g.Data) || (w.Data == nil) != (g.Data == nil) {
			t.Errorf("value %s: data %x (inline %v), want %x (inline %v)", w.ID, g.Data, g.Inline(), w.Data, w.Inline())
		}
	}
	// Encoding is deterministic.
	if b2 := marshal(t, got); !bytes.Equal(b, b2) {
		t.Errorf("re-encoding a decoded tape changed its bytes")
	}
}

func TestBuilderCopiesItsArguments(t *testing.T) {
	shape := []int64{2, 3}
	data := []byte{1, 2, 3, 4, 5, 6}
	tp := NewTape("test")
	m := DenseMeta(layout.U8, shape...)
	c := tp.AddConst(m, data)
	ins := []ValueID{c}
	attrs := Attrs{Ints("perm", 1, 0)}
	out := tp.Append("permute", attrs, ins, []Meta{m})
	m.Layout.Shape[0], data[0], ins[0], attrs[0].Ints[0] = 99, 99, 99, 99
	tp.SetOutputs(out...)
	if err := tp.Validate(); err != nil {
		t.Fatal(err)
	}
	if v := tp.Value(c); v.Meta.Shape()[0] != 2 || v.Data[0] != 1 {
		t.Errorf("constant aliased the caller's slices: %+v", v)
	}
	if e := tp.Entries[0]; e.Inputs[0] != c || e.Attrs[0].Ints[0] != 1 {
		t.Errorf("entry aliased the caller's slices: %+v", e)
	}
}

func TestAttrs(t *testing.T) {
	as := Attrs{Int("axis", -1), Float("eps", 1e-6), String("mode", "neox"), Bool("keepdims", true),
		Ints("perm", 0, 2, 1), Floats("w", 0.5)}
	if v, err := as.Int("axis"); err != nil || v != -1 {
		t.Errorf("Int = %d, %v", v, err)
	}
	if v, err := as.Float("eps"); err != nil || v != 1e-6 {
		t.Errorf("Float = %g, %v", v, err)
	}
	if v, err := as.Str("mode"); err != nil || v != "neox" {
		t.Errorf("Str = %q, %v", v, err)
	}
	if v, err := as.Bool("keepdims"); err != nil || !v {
		t.Errorf("Bool = %v, %v", v, err)
	}
	if v, err := as.Ints("perm"); err != nil || !reflect.DeepEqual(v, []int64{0, 2, 1}) {
		t.Errorf("Ints = %v, %v", v, err)
	}
	if v, err := as.Floats("w"); err != nil || !reflect.DeepEqual(v, []float64{0.5}) {
		t.Errorf("Floats = %v, %v", v, err)
	}
	var ae *AttrError
	if _, err := as.Int("eps"); !errors.As(err, &ae) || ae.Got != AttrFloat || ae.Want != AttrInt {
		t.Errorf("Int of a float attribute: %v", err)
	}
	if _, err := as.Str("missing"); !errors.As(err, &ae) || ae.Got != 0 || !strings.Contains(err.Error(), `"missing"`) {
		t.Errorf("missing attribute: %v", err)
	}
	if !as.Has("perm") || as.Has("nope") {
		t.Errorf("Has is wrong")
	}
	if got := Float("x", 1).String(); got != "x=1.0" {
		t.Errorf("float attribute prints %q", got)
	}
}

func TestAddAdapter(t *testing.T) {
	tp := NewTape("test")
	x := tp.AddInput("x", DenseMeta(layout.F32, 4))
	if err := tp.AddAdapter(Materialize, x, nil, ""); err == nil {
		t.Errorf("adapter without an entry accepted")
	}
	tp.Append("neg", nil, []ValueID{x}, []Meta{DenseMeta(layout.F32, 4)})
	if err := tp.AddAdapter(Materialize, 7, nil, ""); err == nil {
		t.Errorf("adapter on a value that is not an input accepted")
	}
	if err := tp.AddAdapter(Materialize, x, nil, "why"); err != nil {
		t.Errorf("adapter: %v", err)
	}
}

func TestVersion(t *testing.T) {
	tp := sampleTape(t)
	encode := func(major, minor uint32, extra ...byte) []byte {
		pb := tp.toPB()
		pb.Version.Major, pb.Version.Minor = major, minor
		b, err := proto.MarshalOptions{Deterministic: true}.Marshal(pb)
		if err != nil {
			t.Fatal(err)
		}
		return append(b, extra...)
	}

	_, err := Unmarshal(encode(2, 0))
	var ve *VersionError
	if !errors.As(err, &ve) || ve.Got != (Version{2, 0}) || ve.Supported != CurrentVersion {
		t.Fatalf("newer major: got %v, want a *VersionError", err)
	}
	if !strings.Contains(err.Error(), "2.0 is newer") || !strings.Contains(err.Error(), "upgrade skaic") {
		t.Errorf("newer-major message is unclear: %v", err)
	}

	// A newer minor may add fields anywhere; the reader ignores them.
	var unknown []byte
	unknown = protowire.AppendTag(unknown, 99, protowire.BytesType)
	unknown = protowire.AppendString(unknown, "a field from the future")
	unknown = protowire.AppendTag(unknown, 100, protowire.VarintType)
	unknown = protowire.AppendVarint(unknown, 42)
	got, err := Unmarshal(encode(CurrentVersion.Major, CurrentVersion.Minor+3, unknown...))
	if err != nil {
		t.Fatalf("newer minor rejected: %v", err)
	}
	if got.Version != (Version{CurrentVersion.Major, CurrentVersion.Minor + 3}) {
		t.Errorf("version read as %s", got.Version)
	}
	got.Version = CurrentVersion
	if !reflect.DeepEqual(got, tp) {
		t.Errorf("newer-minor tape decoded differently")
	}

	if _, err := Unmarshal(encode(0, 0)); !errors.Is(err, ErrCorrupt) {
		t.Errorf("missing version: got %v, want ErrCorrupt", err)
	}
}

func TestNotATape(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("GGUF\x03\x00\x00\x00"), []byte("\x0a\x05hello"), {0xff, 0xff, 0xff}} {
		if IsTape(data) {
			t.Errorf("IsTape(%q) = true", data)
		}
		if _, err := Unmarshal(data); !errors.Is(err, ErrNotTape) {
			t.Errorf("Unmarshal(%q) = %v, want ErrNotTape", data, err)
		}
	}
}

func TestTruncated(t *testing.T) {
	b := marshal(t, sampleTape(t))
	for n := range len(b) {
		if _, err := Unmarshal(b[:n]); err == nil {
			t.Fatalf("a tape truncated to %d of %d bytes decoded without error", n, len(b))
		}
	}
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.tape.pb")
	tp := sampleTape(t)
	if err := tp.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	if err := tp.WriteFile(path); err != nil { // replaces an existing file
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("WriteFile left %d files behind, want only the tape", len(entries))
	}
	got, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, tp) {
		t.Errorf("ReadFile differs from what WriteFile wrote")
	}

	missing := filepath.Join(dir, "missing.tape.pb")
	_, err = ReadFile(missing)
	var fe *FileError
	if !errors.As(err, &fe) || fe.Path != missing || !errors.Is(err, fs.ErrNotExist) || strings.Count(err.Error(), missing) != 1 {
		t.Errorf("missing file: %v", err)
	}

	bad := filepath.Join(dir, "model.gguf")
	os.WriteFile(bad, []byte("GGUF\x03\x00\x00\x00"), 0o644)
	if _, err := ReadFile(bad); !errors.Is(err, ErrNotTape) || !strings.Contains(err.Error(), bad) {
		t.Errorf("non-tape file: %v", err)
	}

	invalid := &Tape{Producer: "test"} // no outputs
	if err := invalid.WriteFile(path); !errors.Is(err, ErrNoOutputs) || !strings.Contains(err.Error(), path) {
		t.Errorf("writing an invalid tape: %v", err)
	}
	if got, err := ReadFile(path); err != nil || !reflect.DeepEqual(got, tp) {
		t.Errorf("a failed write disturbed the existing file: %v", err)
	}
}

func TestSourceOfFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "model.gguf")
	data := []byte("some model bytes")
	os.WriteFile(path, data, 0o644)
	s, err := SourceOfFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := SourceOfBytes("model.gguf", data); s != want {
		t.Errorf("SourceOfFile = %+v, want %+v", s, want)
	}
}

func TestGoldenDumps(t *testing.T) {
	tp := sampleTape(t)
	var text, js bytes.Buffer
	if err := tp.Format(&text); err != nil {
		t.Fatal(err)
	}
	golden(t, "sample.txt", text.Bytes())
	if err := tp.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	golden(t, "sample.json", js.Bytes())
}

// TestReadsV1_0 keeps a file written by format 1.0 readable: the golden
// bytes must decode to the sample tape, whatever today's writer emits.
func TestReadsV1_0(t *testing.T) {
	path := filepath.Join("testdata", "sample-v1.0.tape.pb")
	want := sampleTape(t)
	if golden_.Updating() {
		if CurrentVersion != (Version{1, 0}) {
			t.Fatalf("refusing to overwrite the 1.0 compatibility file with version %s", CurrentVersion)
		}
		if err := want.WriteFile(path); err != nil {
			t.Fatal(err)
		}
	}
	got, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got.Version = CurrentVersion
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s no longer decodes to the sample tape", path)
	}
}

func TestMetaOfView(t *testing.T) {
	f := layout.Format{DType: layout.F32, Encoding: layout.EncQ8_0}
	l, err := layout.ForFormat([]int64{2, 96}, f)
	if err != nil {
		t.Fatal(err)
	}
	st := layout.HeapFromBytes(make([]byte, 2*3*34), layout.Ambient().Lifetime())
	v, err := layout.NewView("blk.0.attn_k.weight", f, l, st)
	if err != nil {
		t.Fatal(err)
	}
	m := MetaOf(v)
	want := l.String()
	v.Layout.Strides[0] = 99 // the view (and l, which it shares) changes; the tape's copy does not
	if m.Format != f || m.Layout.String() != want {
		t.Errorf("MetaOf = %s %s, want %s %s", m.Format, m.Layout, f, want)
	}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden_.Check(t, filepath.Join("testdata", name), got)
}
