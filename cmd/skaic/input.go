package main

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// formatNames are how messages name the file formats.
var formatNames = map[fileFormat]string{
	formatGGUF: "a GGUF model",
	formatIRPA: "an IREE parameter archive",
	formatTape: "a skaic tape",
}

// checkInput checks, before a command opens path, that it exists, is a
// regular file, is not empty and is one of the formats the command takes
// (by its magic, never its name), so that every command words these
// mistakes the same way. what names the command in the message ("run
// takes a GGUF model").
func checkInput(path, what string, accept ...fileFormat) (fileFormat, error) {
	format, err := sniffFormat(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Path == path {
			// "open x: no such file or directory" → "x: no such file or directory"
			return 0, fmt.Errorf("%s: %w", path, pe.Err)
		}
		return 0, err
	}
	for _, a := range accept {
		if format == a {
			return format, nil
		}
	}
	want := make([]string, len(accept))
	for i, a := range accept {
		want[i] = formatNames[a]
	}
	return 0, fmt.Errorf("%s is %s; %s takes %s", path, formatNames[format], what, strings.Join(want, " or "))
}
