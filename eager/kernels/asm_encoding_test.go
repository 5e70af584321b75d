package kernels

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// asmVectorReg matches an X, Y or Z register operand.
var asmVectorReg = regexp.MustCompile(`\b[XYZ]([0-9]|[12][0-9]|3[01])\b`)

// asmMacroName matches a #define and captures the macro's name.
var asmMacroName = regexp.MustCompile(`^\s*#define\s+([A-Za-z_][A-Za-z0-9_]*)`)

// TestAsmNoLegacySSE checks that no kernel instruction on a vector
// register has a legacy SSE encoding (a mnemonic without the V of the VEX
// and EVEX forms, such as MOVL r32, X9, which Go encodes as SSE MOVD). The
// kernels leave the upper halves of the vector registers dirty (they call
// VZEROUPPER only on return), and an SSE instruction in that state stalls
// an Intel Xeon for about 0.2 µs: one MOVD per block made the fast Q4_1 and
// Q5_1 matrix-vector products and the MXFP4 and IQ4_XS tile decoders 3 to
// 20 times slower there (AVX2 and AVX-512 alike), where AMD Zen 4 runs them
// at full speed.
func TestAsmNoLegacySSE(t *testing.T) {
	files, err := filepath.Glob("*.s")
	if err != nil {
		t.Fatal(err)
	}
	headers, err := filepath.Glob("*.h")
	if err != nil {
		t.Fatal(err)
	}
	sources := append(files, headers...)
	if len(files) == 0 {
		t.Fatal("no assembly files found")
	}
	texts := make(map[string]string, len(sources))
	macros := map[string]bool{}
	for _, f := range sources {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts[f] = string(b)
		for _, line := range strings.Split(string(b), "\n") {
			if m := asmMacroName.FindStringSubmatch(line); m != nil {
				macros[m[1]] = true
			}
		}
	}
	for _, f := range sources {
		var params map[string]bool // of the #define being read
		for n, line := range strings.Split(texts[f], "\n") {
			if m := asmMacroName.FindStringSubmatchIndex(line); m != nil {
				params = asmMacroParams(line[m[1]:])
			}
			if m, ok := asmLegacySSE(line, macros, params); ok {
				t.Errorf("%s:%d: %s on a vector register has a legacy SSE encoding (use its V form): %s", f, n+1, m, strings.TrimSpace(line))
			}
			if !strings.HasSuffix(strings.TrimSpace(line), `\`) {
				params = nil
			}
		}
	}
}

// asmMacroParams is the parameter names of a #define, given the text after
// its name.
func asmMacroParams(rest string) map[string]bool {
	if !strings.HasPrefix(rest, "(") {
		return nil
	}
	i := strings.Index(rest, ")")
	if i < 0 {
		return nil
	}
	out := map[string]bool{}
	for _, p := range strings.Split(rest[1:i], ",") {
		out[strings.TrimSpace(p)] = true
	}
	return out
}

// asmLegacySSE reports the mnemonic of line when it is an instruction
// without a V prefix on an X, Y or Z register (macro calls, calls of a
// macro parameter, directives and mask-register instructions excepted).
func asmLegacySSE(line string, macros, params map[string]bool) (string, bool) {
	if i := strings.Index(line, "//"); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSuffix(strings.TrimSpace(line), `\`)
	if m := asmMacroName.FindStringSubmatchIndex(line); m != nil {
		// A #define's body follows its name and parameter list.
		line = line[m[1]:]
		if strings.HasPrefix(line, "(") {
			i := strings.Index(line, ")")
			if i < 0 {
				return "", false
			}
			line = line[i+1:]
		}
	}
	fields := strings.Fields(strings.Replace(line, "(", " (", 1))
	if len(fields) < 2 || strings.HasPrefix(fields[0], "#") || strings.HasSuffix(fields[0], ":") {
		return "", false
	}
	m := fields[0]
	if i := strings.Index(m, "."); i >= 0 {
		m = m[:i] // suffixes such as .BCST, .Z
	}
	switch {
	case macros[m], params[m], strings.HasPrefix(m, "V"), strings.HasPrefix(m, "K"),
		m == "TEXT", m == "DATA", m == "GLOBL", m == "PCALIGN":
		return "", false
	}
	if !asmVectorReg.MatchString(strings.Join(fields[1:], " ")) {
		return "", false
	}
	return m, true
}
