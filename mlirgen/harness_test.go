package mlirgen

import (
	"bytes"
	"encoding/binary"
	"fmt"
	golden_ "github.com/skainet/skaic/internal/golden"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

const goldenDir = "../testdata/mlirgen"

// emit emits m or fails the test.
func emit(t *testing.T, m *Module) []byte {
	t.Helper()
	text, err := m.Emit()
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// ---- IREE driver ----------------------------------------------------------

type compiled struct {
	dir  string
	vmfb string
}

var compileFlags = []string{
	"--iree-hal-target-device=local",
	"--iree-hal-local-target-device-backends=llvm-cpu",
	"--iree-llvmcpu-target-cpu=host",
}

var (
	timingMu sync.Mutex
	timings  []string
)

func logTiming(t *testing.T, what string, d time.Duration) {
	timingMu.Lock()
	timings = append(timings, fmt.Sprintf("%s %.2fs", what, d.Seconds()))
	timingMu.Unlock()
	t.Logf("%s took %.2fs", what, d.Seconds())
}

// compile writes text to a temporary directory and runs iree-compile on it.
func compile(t *testing.T, name string, text []byte) *compiled {
	t.Helper()
	tool := toolstest.Need(t, "iree-compile")
	dir := t.TempDir()
	src := filepath.Join(dir, name+".mlir")
	if err := os.WriteFile(src, text, 0o644); err != nil {
		t.Fatal(err)
	}
	c := &compiled{dir: dir, vmfb: filepath.Join(dir, name+".vmfb")}
	start := time.Now()
	out, err := exec.Command(tool, append(compileFlags, src, "-o", c.vmfb)...).CombinedOutput()
	if err != nil {
		t.Fatalf("iree-compile %s: %v\n%s", name, err, out)
	}
	logTiming(t, "iree-compile "+name, time.Since(start))
	return c
}

// run calls function fn with the inputs (npy bytes) and returns nOut f32
// outputs; params, when not "", is passed as --parameters=model=params.
func (c *compiled) run(t *testing.T, fn string, params string, nOut int, inputs ...[]byte) [][]float32 {
	t.Helper()
	tool := toolstest.Need(t, "iree-run-module")
	args := []string{"--device=local-task", "--module=" + c.vmfb, "--function=" + fn}
	if params != "" {
		args = append(args, "--parameters=model="+params)
	}
	dir, err := os.MkdirTemp(c.dir, fn+"-")
	if err != nil {
		t.Fatal(err)
	}
	for i, in := range inputs {
		p := filepath.Join(dir, fmt.Sprintf("in%d.npy", i))
		if err := os.WriteFile(p, in, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--input=@"+p)
	}
	for i := 0; i < nOut; i++ {
		args = append(args, "--output=@"+filepath.Join(dir, fmt.Sprintf("out%d.npy", i)))
	}
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("iree-run-module %s: %v\n%s", fn, err, out)
	}
	res := make([][]float32, nOut)
	for i := range res {
		a, err := npy.ReadFile(filepath.Join(dir, fmt.Sprintf("out%d.npy", i)))
		if err != nil {
			t.Fatal(err)
		}
		if res[i], err = a.Float32(); err != nil {
			t.Fatal(err)
		}
	}
	return res
}

// ---- .npy inputs ------------------------------------------------------------

// npyBytes encodes a C-order array; descr is "<f4", "<i4", "<i8" or "|i1".
func npyBytes(descr string, shape []int64, data []byte) []byte {
	var sh strings.Builder
	sh.WriteByte('(')
	for i, d := range shape {
		if i > 0 {
			sh.WriteString(", ")
		}
		fmt.Fprintf(&sh, "%d", d)
	}
	if len(shape) == 1 {
		sh.WriteByte(',')
	}
	sh.WriteByte(')')
	h := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", descr, sh.String())
	total := 10 + len(h) + 1
	pad := (64 - total%64) % 64
	h += strings.Repeat(" ", pad) + "\n"
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	binary.Write(&b, binary.LittleEndian, uint16(len(h)))
	b.WriteString(h)
	b.Write(data)
	return b.Bytes()
}

func npyF32(shape []int64, v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return npyBytes("<f4", shape, b)
}

func npyI32(shape []int64, v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return npyBytes("<i4", shape, b)
}

func npyI8(shape []int64, v []byte) []byte { return npyBytes("|i1", shape, v) }

// ---- error metrics ----------------------------------------------------------

type errStats struct {
	maxAbs, maxRel, maxMag float64
	worst                  int
}

// compare measures got against the float64 reference want and fails when
// an element is off by more than atol + rtol·|want| (NaN must match NaN,
// infinities must match exactly).
func compare(t *testing.T, name string, got []float32, want []float64, atol, rtol float64) errStats {
	t.Helper()
	return compareMag(t, name, got, want, nil, atol, rtol)
}

// compareMag is compare with the relative tolerance applied to mag[i]
// instead of |want[i]| when mag is not nil (for sums: Σ|terms|, the scale
// of their rounding error).
func compareMag(t *testing.T, name string, got []float32, want, mag []float64, atol, rtol float64) errStats {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", name, len(got), len(want))
	}
	var st errStats
	bad := 0
	for i, g := range got {
		w, gv := want[i], float64(g)
		if math.IsNaN(w) || math.IsInf(w, 0) {
			if !(math.IsNaN(w) && math.IsNaN(gv)) && gv != w {
				if bad < 5 {
					t.Errorf("%s[%d] = %v, want %v", name, i, gv, w)
				}
				bad++
			}
			continue
		}
		d := math.Abs(gv - w)
		if math.IsNaN(d) {
			d = math.Inf(1)
		}
		if d > st.maxAbs {
			st.maxAbs, st.worst = d, i
		}
		if w != 0 {
			st.maxRel = max(st.maxRel, d/math.Abs(w))
		}
		if mag != nil && mag[i] != 0 {
			st.maxMag = max(st.maxMag, d/mag[i])
		}
		scale := math.Abs(w)
		if mag != nil {
			scale = mag[i]
		}
		if d > atol+rtol*scale {
			if bad < 5 {
				t.Errorf("%s[%d] = %v, want %v (|Δ| = %.3g)", name, i, gv, w, d)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d values out of tolerance (atol %g, rtol %g)", name, bad, len(got), atol, rtol)
	}
	if mag != nil {
		t.Logf("%-28s max abs err %.3g, max rel err %.3g, max err/Σ|terms| %.3g (n=%d)", name, st.maxAbs, st.maxRel, st.maxMag, len(got))
	} else {
		t.Logf("%-28s max abs err %.3g, max rel err %.3g (n=%d)", name, st.maxAbs, st.maxRel, len(got))
	}
	return st
}

func f64s(v []float32) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

func golden(t *testing.T, name string, text []byte) {
	t.Helper()
	golden_.Check(t, filepath.Join(goldenDir, name), text)
}
