package llama_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models"
	"github.com/skainet/skaic/models/llama"
)

// The decoder's families are the architectures the engine says it runs.
func TestFamiliesAreTheSupportedArchitectures(t *testing.T) {
	if got, want := llama.Families(), models.Supported(); !slices.Equal(got, want) {
		t.Errorf("llama.Families() = %v, models.Supported() = %v", got, want)
	}
}

// A family the decoder does not compute, and an ARCH.* key no family
// reads, are refused naming the key.
func TestConfigRefusesUnknownFamilyAndKeys(t *testing.T) {
	for _, tc := range []struct {
		name, key string
		edit      func(md *gguf.Metadata)
	}{
		{"unknown family", "general.architecture", func(md *gguf.Metadata) { md.Set("general.architecture", gguf.String("mamba")) }},
		{"logit softcapping", "llama.final_logit_softcapping", func(md *gguf.Metadata) {
			md.Set("llama.final_logit_softcapping", gguf.Float32(30))
		}},
		{"sliding window on llama", "llama.attention.sliding_window", func(md *gguf.Metadata) {
			md.Set("llama.attention.sliding_window", gguf.Uint32(16))
		}},
	} {
		h := demoHeader(t)
		tc.edit(h.Metadata)
		_, err := llama.ConfigFromHeader(h)
		var ce *llama.ConfigError
		if !errors.As(err, &ce) || ce.Key != tc.key || !strings.Contains(err.Error(), tc.key) {
			t.Errorf("%s: %v; want a *ConfigError naming %s", tc.name, err, tc.key)
		}
	}
}
