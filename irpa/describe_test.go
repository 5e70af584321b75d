package irpa

import (
	"bytes"
	"encoding/json"
	golden_ "github.com/skainet/skaic/internal/golden"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSummary(t *testing.T) {
	a := parseBytes(t, encode(t, entriesOf(sampleEntries())))
	a.File = "model.irpa"
	s := a.Summary()
	var text, js bytes.Buffer
	if err := s.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	golden(t, "summary.txt", text.Bytes())
	golden(t, "summary.json", js.Bytes())

	var back Summary
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Entries) != len(s.Entries) {
		t.Fatalf("%d entries back", len(back.Entries))
	}
	for i, e := range back.Entries {
		w := s.Entries[i]
		if e.Name != w.Name || e.Type != w.Type || e.Offset != w.Offset || e.Length != w.Length || e.Metadata != w.Metadata || e.Pattern != w.Pattern {
			t.Errorf("entry %d: %+v, want %+v", i, e, w)
		}
	}
	md, err := ParseMetadata(back.Entries[0].MetadataJSON)
	if err != nil || md.Encoding != "Q8_0" {
		t.Errorf("metadata_json of the first entry: %+v, %v", md, err)
	}
}

func TestDescribe(t *testing.T) {
	path := writeFile(t, entriesOf(sampleEntries()))
	var text, js bytes.Buffer
	if err := Describe(&text, path, false); err != nil {
		t.Fatal(err)
	}
	if err := Describe(&js, path, true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "blk.0.attn_q.weight") || !json.Valid(js.Bytes()) {
		t.Errorf("text:\n%s\njson:\n%s", text.String(), js.String())
	}
	bad := filepath.Join(t.TempDir(), "bad.irpa")
	if err := os.WriteFile(bad, []byte("GGUF and then some"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Describe(&text, bad, false); err == nil || !strings.Contains(err.Error(), "bad.irpa") {
		t.Errorf("Describe(bad) = %v", err)
	}
}

func TestMetadataJSON(t *testing.T) {
	m := Metadata{DType: "f32", Shape: []int64{768, 768}, Encoding: "Q8_0", BlockElems: 32, BlockBytes: 34, BlockAxis: axis(1), BlockOrder: "row_major"}
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"dtype":"f32","shape":[768,768],"encoding":"Q8_0","block_elems":32,"block_bytes":34,"block_axis":1,"block_order":"row_major"}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	back, err := ParseMetadata(b)
	if err != nil || back.BlockAxis == nil || *back.BlockAxis != 1 || back.Encoding != "Q8_0" {
		t.Errorf("ParseMetadata = %+v, %v", back, err)
	}
	if _, err := ParseMetadata([]byte(`{"dtype":"f32","shape":[2],"future":true}`)); err != nil {
		t.Errorf("unknown field: %v", err)
	}
	for _, bad := range []string{``, `{`, `{"shape":[2]}`, `{"dtype":"f32","shape":[-1]}`, `{"dtype":"f32","shape":[2],"block_axis":1}`, `{"dtype":"f32","shape":[]} x`} {
		if _, err := ParseMetadata([]byte(bad)); err == nil {
			t.Errorf("ParseMetadata(%q) accepted", bad)
		}
	}
	if _, err := (Metadata{}).Marshal(); err == nil {
		t.Error("empty dtype accepted")
	}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden_.Check(t, filepath.Join("testdata", name), got)
}
