package tape

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/skainet/skaic/tape/tapepb"
)

// TestGeneratedCodeMatchesProto catches an edit of tape.proto that was not
// followed by `go generate ./tape` (CI has no protoc to regenerate): every
// message field and enum value of the .proto file, with its number, must be
// in the generated descriptor, and the reverse.
func TestGeneratedCodeMatchesProto(t *testing.T) {
	src, err := os.ReadFile("tape.proto")
	if err != nil {
		t.Fatal(err)
	}
	var fromProto []string
	block := regexp.MustCompile(`^(message|enum|oneof)\s+(\w+)\s*\{`)
	field := regexp.MustCompile(`^(?:repeated\s+|optional\s+)?[\w.]+\s+(\w+)\s*=\s*(\d+)\s*;`)
	enumValue := regexp.MustCompile(`^(\w+)\s*=\s*(\d+)\s*;`)
	var stack []string // enclosing message/enum names; oneofs push ""
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if i := strings.Index(line, "//"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		switch m := block.FindStringSubmatch(line); {
		case m != nil:
			name := m[2]
			if m[1] == "oneof" {
				name = ""
			}
			stack = append(stack, name)
		case line == "}":
			stack = stack[:len(stack)-1]
		case len(stack) > 0:
			owner := ""
			for _, s := range stack {
				if s != "" {
					owner = s
				}
			}
			if f := field.FindStringSubmatch(line); f != nil {
				fromProto = append(fromProto, owner+"."+f[1]+"="+f[2])
			} else if e := enumValue.FindStringSubmatch(line); e != nil {
				fromProto = append(fromProto, owner+"."+e[1]+"="+e[2])
			}
		}
	}

	var generated []string
	fd := tapepb.File_tape_proto
	for i := range fd.Messages().Len() {
		md := fd.Messages().Get(i)
		for j := range md.Fields().Len() {
			f := md.Fields().Get(j)
			generated = append(generated, fmt.Sprintf("%s.%s=%d", md.Name(), f.Name(), f.Number()))
		}
	}
	for i := range fd.Enums().Len() {
		ed := fd.Enums().Get(i)
		for j := range ed.Values().Len() {
			v := ed.Values().Get(j)
			generated = append(generated, fmt.Sprintf("%s.%s=%d", ed.Name(), v.Name(), v.Number()))
		}
	}
	slices.Sort(fromProto)
	slices.Sort(generated)
	if !slices.Equal(fromProto, generated) {
		t.Errorf("tapepb is out of date with tape.proto; run go generate ./tape\n.proto:    %v\ngenerated: %v", fromProto, generated)
	}
	if got := protoreflect.FullName("skaic.tape.v1"); fd.Package() != got {
		t.Errorf("package %s, want %s", fd.Package(), got)
	}
}
