//go:build amd64 && !purego && linux

package kernels

import (
	"debug/elf"
	"debug/gosym"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// asmText matches an assembly function's TEXT line and captures its name.
var asmText = regexp.MustCompile(`(?m)^TEXT ·([A-Za-z0-9_]+)\(SB\)`)

// asmEVEX matches a disassembled instruction (GNU objdump -d) that needs
// AVX-512: an EVEX prefix (0x62 as the first byte: in 64-bit mode it is
// nothing else), a zmm or mask register, xmm16-31/ymm16-31, or the
// {k}/{z}/{1toN} decorations.
var asmEVEX = regexp.MustCompile(`^\s*[0-9a-f]+:\s+62 |%zmm|%k[0-7]\b|%[xy]mm(1[6-9]|2[0-9]|3[01])\b|\{`)

// avx2Kernels is every assembly function that runs on CPUs with AVX2 and
// no AVX-512: the functions of the *_avx2_amd64.s files and of
// decode_grid_y_amd64.s, those whose names end in Y (mv4*Y, gemm3x2Y,
// q8dot4*Y, …), and sumLanes16.
func avx2Kernels(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.s")
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{"sumLanes16": true}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		whole := strings.HasSuffix(f, "_avx2_amd64.s") || f == "decode_grid_y_amd64.s"
		for _, m := range asmText.FindAllStringSubmatch(string(b), -1) {
			if whole || strings.HasSuffix(m[1], "Y") {
				set[m[1]] = true
			}
		}
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// TestAVX2KernelsNoEVEX disassembles this test binary's AVX2 kernels with
// GNU objdump and checks that none holds an AVX-512 instruction, which
// would stop a CPU without AVX-512 (AMD Zen 3, most laptops) with an
// illegal instruction. (Go's own objdump loses its place in some VEX
// instructions, so it cannot decide this.)
func TestAVX2KernelsNoEVEX(t *testing.T) {
	objdump, err := exec.LookPath("objdump")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("objdump (GNU binutils) not found; CI must have it")
		}
		t.Skip("objdump (GNU binutils) not found")
	}
	names := avx2Kernels(t)
	if len(names) < 40 {
		t.Fatalf("found %d AVX2 kernels in the assembly, want the 40 or more there are", len(names))
	}
	funcs := binaryFuncs(t)
	for _, n := range names {
		fn := funcs["github.com/skainet/skaic/eager/kernels."+n]
		if fn == nil {
			t.Errorf("%s: not in this test binary's function table", n)
			continue
		}
		out, err := exec.Command(objdump, "-d", fmt.Sprintf("--start-address=%#x", fn.Entry), fmt.Sprintf("--stop-address=%#x", fn.End), os.Args[0]).Output()
		if err != nil {
			t.Fatalf("objdump %s: %v", n, err)
		}
		lines := strings.Split(string(out), "\n")
		insns := 0
		for _, l := range lines {
			if !strings.Contains(l, ":\t") {
				continue
			}
			insns++
			if asmEVEX.MatchString(l) {
				t.Errorf("%s holds an AVX-512 instruction: %s", n, strings.TrimSpace(l))
			}
		}
		if insns == 0 {
			t.Errorf("%s: objdump found no instructions at %#x..%#x", n, fn.Entry, fn.End)
		}
	}
}

// binaryFuncs is the functions of this test binary by name, from its Go
// function table (present in stripped binaries too).
func binaryFuncs(t *testing.T) map[string]*gosym.Func {
	t.Helper()
	f, err := elf.Open(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pcln, text := f.Section(".gopclntab"), f.Section(".text")
	if pcln == nil || text == nil {
		t.Fatal("the test binary has no .gopclntab or .text section")
	}
	data, err := pcln.Data()
	if err != nil {
		t.Fatal(err)
	}
	tab, err := gosym.NewTable(nil, gosym.NewLineTable(data, text.Addr))
	if err != nil {
		t.Fatal(err)
	}
	funcs := make(map[string]*gosym.Func, len(tab.Funcs))
	for i := range tab.Funcs {
		funcs[tab.Funcs[i].Name] = &tab.Funcs[i]
	}
	return funcs
}
