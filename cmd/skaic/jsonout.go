package main

import (
	"encoding/json"
	"io"
)

// writeJSON writes v as the indented JSON document of a --json report.
// Every command's --json goes through it (or through an encoder that
// matches it): '<', '>' and '&' stay as they are, since a report is read
// by programs and people, never embedded in HTML.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
