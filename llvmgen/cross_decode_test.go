package llvmgen

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	lir "github.com/llir/llvm/ir"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/layout"
)

// dqNeedLLVM returns the LLVM tool name (llc, opt; or its versioned name,
// llc-14) or skips the test (fails it under CI=true).
func dqNeedLLVM(t *testing.T, name string) string {
	t.Helper()
	p, err := tools.FindVersioned(name)
	if err != nil {
		toolstest.Missing(t, err)
	}
	return p
}

// crossTargets are the triples a module must compile for (compile only),
// with the llc flags that pick the target's CPU.
var crossTargets = []struct {
	triple string
	flags  []string
}{
	{"aarch64-linux-gnu", nil},
	{"wasm32-unknown-unknown", nil},
	{"thumbv7em-none-eabihf", []string{"-mcpu=cortex-m4", "-float-abi=hard"}},
}

// crossCompile compiles module text ll with llc -O3 for every cross target
// and returns the assembly per triple.
func crossCompile(t *testing.T, ll string) map[string]string {
	t.Helper()
	llc := dqNeedLLVM(t, "llc")
	dir := t.TempDir()
	in := filepath.Join(dir, "m.ll")
	if err := os.WriteFile(in, []byte(ll), 0o644); err != nil {
		t.Fatal(err)
	}
	// The triples compile concurrently (llc is single-threaded).
	asm := map[string]string{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, tg := range crossTargets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := filepath.Join(dir, tg.triple+".s")
			args := append([]string{"-O3", "-mtriple=" + tg.triple}, tg.flags...)
			args = append(args, in, "-o", out)
			msg, err := exec.Command(llc, args...).CombinedOutput()
			var b []byte
			if err == nil {
				b, err = os.ReadFile(out)
			}
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				t.Errorf("llc for %s: %v\n%s", tg.triple, err, msg)
				return
			}
			asm[tg.triple] = string(b)
		}()
	}
	wg.Wait()
	return asm
}

// asmBody is the assembly of function name (from its label to the next
// .size directive, or the end).
func asmBody(asm, name string) string {
	i := strings.Index(asm, "\n"+name+":")
	if i < 0 {
		return ""
	}
	body := asm[i+1:]
	if j := strings.Index(body, ".size\t"+name); j >= 0 {
		body = body[:j]
	}
	return body
}

// The decoders compile for every cross target, and where the target has
// SIMD the inner loops are SIMD code: NEON on aarch64, AVX2 on x86-64
// (the host's -mattr), simd128 on wasm32.
func TestDecodersCrossCompile(t *testing.T) {
	m := lir.NewModule()
	for _, enc := range DecoderEncodings() {
		if _, err := DecodeFunc(m, enc); err != nil {
			t.Fatal(err)
		}
		if _, err := DotFunc(m, enc); err != nil {
			t.Fatal(err)
		}
	}
	ll := m.String()
	asm := crossCompile(t, ll)
	for _, enc := range DecoderEncodings() {
		for _, tg := range crossTargets {
			if a, ok := asm[tg.triple]; ok && asmBody(a, DotFuncName(enc)) == "" {
				t.Errorf("%s: no %s in the assembly", tg.triple, DotFuncName(enc))
			}
		}
	}
	if a64 := asm["aarch64-linux-gnu"]; a64 != "" {
		if b := asmBody(a64, "skaic_dot_q4_k"); !regexp.MustCompile(`fmul\s+v\d+\.4s`).MatchString(b) {
			t.Errorf("aarch64 skaic_dot_q4_k has no NEON fmul:\n%.2000s", b)
		}
	}

	// SIMD targets: x86-64 with AVX2 and wasm32 with simd128, on a module
	// of the three functions checked.
	llc := dqNeedLLVM(t, "llc")
	small := lir.NewModule()
	for _, mk := range []func() (*lir.Func, error){
		func() (*lir.Func, error) { return DotFunc(small, layout.EncQ4_0) },
		func() (*lir.Func, error) { return DotFunc(small, layout.EncQ6_K) },
		func() (*lir.Func, error) { return DecodeFunc(small, layout.EncQ4_K) },
	} {
		if _, err := mk(); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "m.ll")
	if err := os.WriteFile(in, []byte(small.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		re   string
	}{
		{[]string{"-mtriple=x86_64-linux-gnu", "-mattr=+avx2,+fma"}, `vmulps\s+.*%ymm`},
		{[]string{"-mtriple=wasm32-unknown-unknown", "-mattr=+simd128"}, `f32x4\.mul`},
	} {
		out := filepath.Join(dir, "simd.s")
		args := append([]string{"-O3"}, c.args...)
		if msg, err := exec.Command(llc, append(args, in, "-o", out)...).CombinedOutput(); err != nil {
			t.Fatalf("llc %v: %v\n%s", c.args, err, msg)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range []string{"skaic_dot_q4_0", "skaic_dot_q6_k", "skaic_decode_q4_k"} {
			if body := asmBody(string(b), fn); !regexp.MustCompile(c.re).MatchString(body) {
				t.Errorf("llc %v: %s has no %s", c.args, fn, c.re)
			}
		}
	}
}
