package llvmgen_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// needLLVM returns the LLVM tool name (or its versioned name, llc-14) or
// skips the test (fails it under CI=true).
func needLLVM(t *testing.T, name string) string {
	t.Helper()
	p, err := tools.FindVersioned(name)
	if err != nil {
		toolstest.Missing(t, err)
	}
	return p
}

// exportDemoLLVM exports the built-in demo with --backend llvm into a
// temporary directory (no eager reference: nothing here runs it).
func exportDemoLLVM(t *testing.T, ctx int, embed bool) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "demo")
	if _, err := export.Run(export.Options{Out: dir, Backend: export.BackendLLVM, Ctx: ctx, EmbedWeights: embed,
		Reference: export.ReferenceOff}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// headerDefine reads #define NAME <int>LL from model.h.
func headerDefine(t *testing.T, h []byte, name string) int64 {
	t.Helper()
	m := regexp.MustCompile(`#define ` + name + ` (\d+)LL`).FindSubmatch(h)
	if m == nil {
		t.Fatalf("model.h has no %s", name)
	}
	n, _ := strconv.ParseInt(string(m[1]), 10, 64)
	return n
}

// The demo export's model.ll compiles with llc for the three cross
// targets, with its weights read from a mapped file and embedded; with a
// 64-position cache it runs in 128 KiB of RAM (state and the scratch of a
// one-token prefill or a decode step, as model.h states them) and its
// embedded weights fit 2 MiB of flash: a Cortex-M4F part.
func TestDemoExportCrossCompiles(t *testing.T) {
	llc := needLLVM(t, "llc")
	targets := []struct {
		triple string
		flags  []string
	}{
		{"aarch64-linux-gnu", nil},
		{"wasm32-unknown-unknown", nil},
		{"thumbv7em-none-eabihf", []string{"-mcpu=cortex-m4", "-float-abi=hard"}},
	}
	for _, embed := range []bool{false, true} {
		dir := exportDemoLLVM(t, 64, embed)
		h, err := os.ReadFile(filepath.Join(dir, "model.h"))
		if err != nil {
			t.Fatal(err)
		}
		state := headerDefine(t, h, "SKAIC_STATE_BYTES")
		decode := headerDefine(t, h, "SKAIC_DECODE_MAX_SCRATCH_BYTES")
		prefill1 := int64(0)
		if m := regexp.MustCompile(`#define SKAIC_PREFILL_SCRATCH_BYTES\(n\) \((\d+)LL \+ (\d+)LL \* \(int64_t\)\(n\) \+ (\d+)LL`).FindSubmatch(h); m != nil {
			for _, g := range m[1:] {
				v, _ := strconv.ParseInt(string(g), 10, 64)
				prefill1 += v
			}
		} else {
			t.Fatal("model.h has no SKAIC_PREFILL_SCRATCH_BYTES(n)")
		}
		if ram := state + max(decode, prefill1); ram > 128<<10 {
			t.Errorf("embed=%v: state %d + scratch %d bytes = %d: more than 128 KiB", embed, state, max(decode, prefill1), ram)
		}
		var weights int64
		if embed {
			if weights = headerDefine(t, h, "SKAIC_EMBEDDED_WEIGHT_BYTES"); weights <= 0 || weights > 2<<20 {
				t.Errorf("embedded weights: %d bytes, want (0, 2 MiB]", weights)
			}
		}
		for _, tg := range targets {
			obj := filepath.Join(dir, tg.triple+".o")
			args := append([]string{"-O3", "-filetype=obj", "-mtriple=" + tg.triple}, tg.flags...)
			if out, err := exec.Command(llc, append(args, filepath.Join(dir, "model.ll"), "-o", obj)...).CombinedOutput(); err != nil {
				t.Errorf("embed=%v: llc for %s: %v\n%s", embed, tg.triple, err, out)
				continue
			}
			if fi, err := os.Stat(obj); err != nil || fi.Size() == 0 || fi.Size() < weights {
				t.Errorf("embed=%v: llc for %s wrote no object holding the %d weight bytes", embed, tg.triple, weights)
			}
		}
	}
}
