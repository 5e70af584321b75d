package conformity

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools"
)

// NativeFlags are how the conformity suite builds an LLVM export: opt
// (LLVM's vectorizers), llc to an object for the host, and the system C
// compiler linking it with the harness.
// opt gets the host's triple (llc's default target), without which LLVM
// has no target to cost vectors for and vectorizes nothing.
var (
	NativeOptFlags = []string{"-O3", "-mcpu=native"}
	NativeLLCFlags = []string{"-O3", "-mcpu=native", "-filetype=obj", "-relocation-model=pic"}
	NativeCCFlags  = []string{"-O2"}
)

// nativeTools are the programs an LLVM export is built with, and the
// host's target triple.
type nativeTools struct{ opt, llc, cc, triple string }

var defaultTargetRE = regexp.MustCompile(`Default target: (\S+)`)

// findNativeTools locates opt and llc (or their versioned names, the
// Debian llvm package's) and cc.
func findNativeTools() (nativeTools, error) {
	var t nativeTools
	var err error
	if t.llc, err = tools.FindVersioned("llc"); err != nil {
		return t, err
	}
	if t.opt, err = tools.FindVersioned("opt"); err != nil {
		return t, err
	}
	if t.cc, err = tools.Find("cc"); err != nil {
		return t, err
	}
	out, err := exec.Command(t.llc, "--version").CombinedOutput()
	m := defaultTargetRE.FindSubmatch(out)
	if err != nil || m == nil {
		return t, fmt.Errorf("%s --version names no default target: %v\n%s", t.llc, err, tail(out, 10))
	}
	t.triple = string(m[1])
	return t, nil
}

// nativeCache builds each distinct module once per run: the key is the
// SHA-256 of model.ll, model.h, the harness and the flags.
type nativeCache struct {
	dir     string
	tools   nativeTools
	mu      sync.Mutex
	entries map[string]*compileEntry
}

func newNativeCache(dir string, t nativeTools) *nativeCache {
	return &nativeCache{dir: dir, tools: t, entries: map[string]*compileEntry{}}
}

// build returns the harness executable of the LLVM export in dir.
func (c *nativeCache) build(dir string, mf *export.Manifest) (exe string, secs float64, cached bool, err error) {
	ll, err := os.ReadFile(filepath.Join(dir, mf.Module))
	if err != nil {
		return "", 0, false, err
	}
	hdr, err := os.ReadFile(filepath.Join(dir, mf.Header))
	if err != nil {
		return "", 0, false, err
	}
	harness, err := harnessSource(mf)
	if err != nil {
		return "", 0, false, fmt.Errorf("harness: %w", err)
	}
	h := sha256.New()
	for _, part := range [][]byte{ll, hdr, []byte(harness), []byte(c.tools.triple + "|" + strings.Join(NativeOptFlags, " ") + "|" + strings.Join(NativeLLCFlags, " ") + "|" + strings.Join(NativeCCFlags, " "))} {
		h.Write(part)
		h.Write([]byte{0})
	}
	key := hex.EncodeToString(h.Sum(nil))[:24]
	c.mu.Lock()
	e, ok := c.entries[key]
	if !ok {
		e = &compileEntry{done: make(chan struct{})}
		c.entries[key] = e
	}
	c.mu.Unlock()
	if ok {
		<-e.done
		return e.vmfb, e.secs, true, e.err
	}
	defer close(e.done)
	start := time.Now()
	e.vmfb, e.err = c.buildIn(filepath.Join(c.dir, key), ll, hdr, harness)
	e.secs = time.Since(start).Seconds()
	return e.vmfb, e.secs, false, e.err
}

func (c *nativeCache) buildIn(work string, ll, hdr []byte, harness string) (string, error) {
	if err := os.MkdirAll(work, 0o755); err != nil {
		return "", err
	}
	files := map[string][]byte{"model.ll": ll, "model.h": hdr, "harness.c": []byte(harness)}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(work, name), b, 0o644); err != nil {
			return "", err
		}
	}
	run := func(tool string, args ...string) error {
		cmd := exec.Command(tool, args...)
		cmd.Dir = work
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%s %s: %v\n%s", filepath.Base(tool), strings.Join(args, " "), err, tail(out, 30))
		}
		return nil
	}
	if err := run(c.tools.opt, append(append([]string{"-mtriple=" + c.tools.triple}, NativeOptFlags...), "model.ll", "-o", "model.bc")...); err != nil {
		return "", err
	}
	if err := run(c.tools.llc, append(append([]string{}, NativeLLCFlags...), "model.bc", "-o", "model.o")...); err != nil {
		return "", err
	}
	if err := run(c.tools.cc, append(append([]string{}, NativeCCFlags...), "harness.c", "model.o", "-o", "harness", "-lm")...); err != nil {
		return "", err
	}
	return filepath.Join(work, "harness"), nil
}

// nativeHost is a running harness: calls go to its stdin, results come
// back on its stdout. The module's state lives in it between calls.
type nativeHost struct {
	cmd    *exec.Cmd
	in     *bufio.Writer
	inPipe io.WriteCloser
	out    *bufio.Reader
	stderr strings.Builder
	mf     *export.Manifest
}

// startNative runs exe with the parameter file params ("" for none).
func startNative(exe, params string, mf *export.Manifest) (*nativeHost, error) {
	h := &nativeHost{mf: mf}
	h.cmd = exec.Command(exe, params)
	h.cmd.Stderr = &h.stderr
	var err error
	if h.inPipe, err = h.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	out, err := h.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := h.cmd.Start(); err != nil {
		return nil, err
	}
	h.in, h.out = bufio.NewWriter(h.inPipe), bufio.NewReader(out)
	return h, nil
}

// NativeCallError is a module function's non-zero return code.
type NativeCallError struct {
	Func string
	Code int32
}

func (e *NativeCallError) Error() string {
	why := map[int32]string{1: "a cache access past its capacity", 2: "a dynamic length below 1", 3: "an embedding id outside its table"}[e.Code]
	return fmt.Sprintf("%s returned %d (%s)", e.Func, e.Code, why)
}

// call runs function fi at dynamic length n on the inputs' bytes.
func (h *nativeHost) call(fi int, n int64, inputs [][]byte) ([][]byte, error) {
	f := h.mf.Functions[fi]
	var hdr [12]byte
	binary.LittleEndian.PutUint32(hdr[:], uint32(fi))
	binary.LittleEndian.PutUint64(hdr[4:], uint64(n))
	h.in.Write(hdr[:])
	for _, b := range inputs {
		h.in.Write(b)
	}
	if err := h.in.Flush(); err != nil {
		return nil, h.died(err)
	}
	var rc [4]byte
	if _, err := io.ReadFull(h.out, rc[:]); err != nil {
		return nil, h.died(err)
	}
	if code := int32(binary.LittleEndian.Uint32(rc[:])); code != 0 {
		return nil, &NativeCallError{Func: f.Name, Code: code}
	}
	outs := make([][]byte, len(f.Outputs))
	for i, o := range f.Outputs {
		e, _ := elemBytes(o.DType)
		size := int64(e)
		for _, d := range o.Shape {
			if d < 0 {
				d = n
			}
			size *= d
		}
		outs[i] = make([]byte, size)
		if _, err := io.ReadFull(h.out, outs[i]); err != nil {
			return nil, h.died(err)
		}
	}
	return outs, nil
}

func (h *nativeHost) died(err error) error {
	h.inPipe.Close()
	werr := h.cmd.Wait()
	return fmt.Errorf("the native harness stopped (%v, %v): %s", err, werr, tail([]byte(h.stderr.String()), 10))
}

// close ends the process.
func (h *nativeHost) close() {
	h.in.Write([]byte{0xff, 0xff, 0xff, 0xff})
	h.in.Flush()
	h.inPipe.Close()
	h.cmd.Wait()
}

// funcIndex is the index of the function named name.
func (h *nativeHost) funcIndex(name string) (int, bool) {
	for i, f := range h.mf.Functions {
		if f.Name == name {
			return i, true
		}
	}
	return 0, false
}

// runNativeExport is runExportRef for an LLVM export: build the module
// with the harness (through the cache), run each sampled function on its
// inputs in one harness process, read the outputs.
func (d *Driver) runNativeExport(mr *moduleRun, dir string, expected map[string]string) {
	if d.native == nil {
		mr.err = fmt.Errorf("the LLVM tools were not looked for")
		return
	}
	exe, secs, cached, err := d.native.build(dir, mr.mf)
	mr.compileSecs, mr.cached = secs, cached
	if err != nil {
		mr.err = err
		return
	}
	params := ""
	if mr.mf.Parameters.Count > 0 && !mr.mf.Native.Embedded {
		params = mr.mf.Parameters.File
		if !filepath.IsAbs(params) {
			params = filepath.Join(dir, params)
		}
	}
	h, err := startNative(exe, params, mr.mf)
	if err != nil {
		mr.err = err
		return
	}
	defer h.close()
	start := time.Now()
	defer func() { mr.runSecs = time.Since(start).Seconds() }()
	for fi, fn := range mr.mf.Functions {
		if !sampled(fn) {
			continue
		}
		var ins [][]byte
		n := int64(0)
		for _, in := range fn.Inputs {
			a, err := npy.ReadFile(filepath.Join(dir, in.File))
			if err != nil {
				mr.err = fmt.Errorf("input %q: %w", in.Name, err)
				return
			}
			if len(a.Shape) != len(in.Shape) {
				mr.err = fmt.Errorf("input %q: shape %v, the function takes %v", in.Name, a.Shape, in.Shape)
				return
			}
			for k, s := range in.Shape {
				if s < 0 {
					n = a.Shape[k]
				}
			}
			ins = append(ins, a.Data)
		}
		outs, err := h.call(fi, n, ins)
		if err != nil {
			mr.err = err
			return
		}
		for i, o := range fn.Outputs {
			shape := make([]int64, len(o.Shape))
			for k, s := range o.Shape {
				if s < 0 {
					s = n
				}
				shape[k] = s
			}
			if mr.got[o.Name], err = rawArray(o.DType, shape, outs[i]); err != nil {
				mr.err = fmt.Errorf("output %q: %w", o.Name, err)
				return
			}
			if mr.want[o.Name], err = readArray(expected[fn.Name+"/"+o.Name]); err != nil {
				mr.err = fmt.Errorf("expected output %q: %w", o.Name, err)
				return
			}
		}
	}
}

// rawArray reads little-endian f32 or i32 elements.
func rawArray(dtype string, shape []int64, b []byte) (*array, error) {
	a := &array{shape: shape, vals: make([]float64, len(b)/4)}
	switch dtype {
	case "f32":
		a.dtype = npy.Float32
		for i := range a.vals {
			a.vals[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])))
		}
	case "i32":
		a.dtype = npy.Int32
		for i := range a.vals {
			a.vals[i] = float64(int32(binary.LittleEndian.Uint32(b[4*i:])))
		}
	default:
		return nil, fmt.Errorf("dtype %s; want f32 or i32", dtype)
	}
	return a, nil
}
