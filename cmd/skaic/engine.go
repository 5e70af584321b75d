package main

import (
	"fmt"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models"
	"github.com/skainet/skaic/models/llama"
)

// engineSupport says whether the eager engine can run a GGUF: its
// architecture is one the engine implements and its hyperparameters read.
type engineSupport struct {
	Runnable bool   `json:"runnable"`
	Reason   string `json:"reason"`
}

func engineSupportOf(h *gguf.Header) engineSupport {
	arch, err := models.CheckArchitecture(h)
	if err == nil {
		err = h.CheckTypes()
	}
	if err == nil {
		_, err = llama.CheckHeader(h)
	}
	if err != nil {
		return engineSupport{Reason: err.Error()}
	}
	return engineSupport{Runnable: true, Reason: fmt.Sprintf("%s is %q", models.ArchitectureKey, arch)}
}

// Line is the one line plan and inspect print.
func (s engineSupport) Line() string {
	if s.Runnable {
		return "engine: can run this file (" + s.Reason + ")"
	}
	return "engine: cannot run this file: " + s.Reason
}
