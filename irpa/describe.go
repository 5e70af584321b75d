package irpa

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"
)

// Summary describes an archive for people (WriteText) and programs
// (WriteJSON): what `skaic inspect FILE.irpa` prints.
type Summary struct {
	File       string         `json:"file"`
	Size       int64          `json:"size"`
	Version    string         `json:"version"`
	Header     Header         `json:"header"`
	DataBytes  int64          `json:"data_bytes"`  // bytes stored for DATA entries
	SplatBytes int64          `json:"splat_bytes"` // bytes SPLAT entries stand for
	Entries    []EntrySummary `json:"entries"`
}

// EntrySummary is one entry of a Summary.
type EntrySummary struct {
	Index  int       `json:"index"`
	Name   string    `json:"name"`
	Type   EntryType `json:"type"`
	Offset int64     `json:"offset"` // absolute; 0 unless DATA
	Length int64     `json:"length"`
	// Metadata is the blob as text when it is UTF-8; MetadataHex when not.
	Metadata    string `json:"metadata,omitempty"`
	MetadataHex string `json:"metadata_hex,omitempty"`
	// MetadataJSON is the blob again when it is a JSON value, so JSON
	// consumers need not decode a string inside a string.
	MetadataJSON json.RawMessage `json:"metadata_json,omitempty"`
	Pattern      string          `json:"pattern,omitempty"` // SPLAT: hex, little-endian as stored
}

// Summary summarizes a.
func (a *Archive) Summary() *Summary {
	s := &Summary{
		File:    a.File,
		Size:    a.Size,
		Version: fmt.Sprintf("%d.%d", a.Header.VersionMajor, a.Header.VersionMinor),
		Header:  a.Header,
		Entries: make([]EntrySummary, len(a.Entries)),
	}
	for i, e := range a.Entries {
		es := EntrySummary{Index: e.Index, Name: e.Name, Type: e.Type, Offset: e.Offset, Length: e.Length}
		if len(e.Metadata) > 0 {
			if utf8.Valid(e.Metadata) {
				es.Metadata = string(e.Metadata)
				if json.Valid(e.Metadata) {
					es.MetadataJSON = json.RawMessage(e.Metadata)
				}
			} else {
				es.MetadataHex = hex.EncodeToString(e.Metadata)
			}
		}
		switch e.Type {
		case TypeData:
			s.DataBytes += e.Length
		case TypeSplat:
			s.SplatBytes += e.Length
			es.Pattern = hex.EncodeToString(e.Pattern)
		}
		s.Entries[i] = es
	}
	return s
}

// WriteJSON writes s as indented JSON.
func (s *Summary) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(s)
}

// WriteText writes s as a header line, the segments, and a table with a
// row per entry.
func (s *Summary) WriteText(w io.Writer) error {
	name := s.File
	if name == "" {
		name = "(archive)"
	}
	h := s.Header
	var b strings.Builder
	fmt.Fprintf(&b, "%s: IREE parameter archive v%s, %d entries, %d bytes (data %d, splat %d)\n",
		name, s.Version, len(s.Entries), s.Size, s.DataBytes, s.SplatBytes)
	fmt.Fprintf(&b, "segments: entries [%d, +%d)  metadata [%d, +%d)  storage [%d, +%d)\n",
		h.EntrySegment.Offset, h.EntrySegment.Length, h.MetadataSegment.Offset, h.MetadataSegment.Length,
		h.StorageSegment.Offset, h.StorageSegment.Length)
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tTYPE\tOFFSET\tLENGTH\tNAME\tMETADATA")
	for _, e := range s.Entries {
		off := "-"
		if e.Type == TypeData {
			off = strconv.FormatInt(e.Offset, 10)
		}
		meta := e.Metadata
		if e.MetadataHex != "" {
			meta = "hex:" + e.MetadataHex
		}
		if e.Type == TypeSplat {
			meta = strings.TrimSpace("pattern=0x" + e.Pattern + " " + meta)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\t%s\n", e.Index, e.Type, off, e.Length, cell(e.Name), cell(meta))
	}
	return tw.Flush()
}

// cell keeps a table cell on one line, printable: control characters
// and invalid UTF-8 come out Go-quoted.
func cell(s string) string {
	switch {
	case s == "":
		return "-"
	case !utf8.ValidString(s) || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
		return strconv.Quote(s)
	}
	return s
}

// Describe writes a summary of the archive at path to w, as JSON when
// asJSON, else as text.
func Describe(w io.Writer, path string, asJSON bool) error {
	a, err := Open(path)
	if err != nil {
		return err
	}
	defer a.Close()
	s := a.Summary()
	if asJSON {
		return s.WriteJSON(w)
	}
	return s.WriteText(w)
}
