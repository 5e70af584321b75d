package models

import (
	"errors"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
)

func TestCheckArchitecture(t *testing.T) {
	header := func(kvs ...gguf.KV) *gguf.Header { return &gguf.Header{Metadata: gguf.NewMetadata(kvs...)} }
	if arch, err := CheckArchitecture(header(gguf.KV{Key: ArchitectureKey, Value: gguf.String("llama")})); err != nil || arch != "llama" {
		t.Errorf("llama: %q, %v", arch, err)
	}
	for _, tc := range []struct {
		name string
		h    *gguf.Header
		want string
	}{
		{"other", header(gguf.KV{Key: ArchitectureKey, Value: gguf.String("gemma")}), `general.architecture is "gemma", which the engine does not implement (supported: ` + strings.Join(Supported(), ", ") + ")"},
		{"missing", header(), `metadata key "general.architecture" not found`},
		{"empty", header(gguf.KV{Key: ArchitectureKey, Value: gguf.String("")}), "general.architecture: empty"},
		{"not a string", header(gguf.KV{Key: ArchitectureKey, Value: gguf.Uint32(1)}), "general.architecture"},
	} {
		_, err := CheckArchitecture(tc.h)
		var ae *ArchitectureError
		if !errors.As(err, &ae) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an *ArchitectureError saying %q", tc.name, err, tc.want)
		}
	}
}
