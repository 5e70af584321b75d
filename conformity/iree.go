package conformity

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/skainet/skaic/internal/modcache"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/ireehost"
	"github.com/skainet/skaic/target"
)

// CompileFlags are the iree-compile flags of a module for the default
// target (IREE's llvm-cpu backend for the host CPU); a driver with another
// Target compiles with that target's flags.
var CompileFlags = ireehost.CompileFlags

// toolSet holds the programs the driver runs.
type toolSet struct {
	compile, run string
	python       string // "" when not needed or not found
}

// findTools locates iree-compile and iree-run-module (and the venv's
// python when withPython).
func findTools(withPython bool) (toolSet, error) {
	var ts toolSet
	var err error
	if ts.compile, err = tools.Find("iree-compile"); err != nil {
		return ts, err
	}
	if ts.run, err = tools.Find("iree-run-module"); err != nil {
		return ts, err
	}
	if withPython {
		if ts.python, err = tools.Python(); err != nil {
			return ts, err
		}
	}
	return ts, nil
}

// compileCache compiles each distinct module once: the key is the SHA-256
// of the MLIR text, the compile flags and the compiler's version, so export
// variants that write the same module (--params irpa and --params gguf)
// share one compile, concurrent requests for it wait for the first, and a
// module an earlier run compiled is taken from the module cache
// (internal/modcache) instead of compiling again.
type compileCache struct {
	dir     string
	tool    string
	mu      sync.Mutex
	entries map[string]*compileEntry
}

type compileEntry struct {
	done chan struct{}
	vmfb string
	secs float64
	err  error
}

func newCompileCache(dir, tool string) *compileCache {
	return &compileCache{dir: dir, tool: tool, entries: map[string]*compileEntry{}}
}

// compile returns the .vmfb of the module at mlirPath compiled with
// flags (a target's), how long its compile took, and whether another
// request had compiled it already.
func (c *compileCache) compile(mlirPath string, flags []string) (vmfb string, secs float64, cached bool, err error) {
	text, err := os.ReadFile(mlirPath)
	if err != nil {
		return "", 0, false, err
	}
	ver, err := ireehost.CompilerVersion(c.tool)
	if err != nil {
		return "", 0, false, err
	}
	key := ireehost.ModuleKey(text, flags, ver)[:32]
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
	e.vmfb = filepath.Join(c.dir, key+".vmfb")
	src := filepath.Join(c.dir, key+".mlir")
	if err := os.WriteFile(src, text, 0o644); err != nil {
		e.err = err
		return "", 0, false, err
	}
	// A module compiled by an earlier run (from any checkout) with the same
	// text, flags and compiler is reused from the module cache.
	if ok, err := modcache.Fetch(key, ".vmfb", e.vmfb); err != nil {
		e.err = err
		return "", 0, false, err
	} else if ok {
		return e.vmfb, 0, true, nil
	}
	start := time.Now()
	out, err := exec.Command(c.tool, append(append([]string(nil), flags...), src, "-o", e.vmfb)...).CombinedOutput()
	e.secs = time.Since(start).Seconds()
	if err != nil {
		e.err = fmt.Errorf("iree-compile %s: %v\n%s", mlirPath, err, tail(out, 30))
		return e.vmfb, e.secs, false, e.err
	}
	if err := modcache.Store(key, ".vmfb", e.vmfb); err != nil {
		e.err = err
	}
	return e.vmfb, e.secs, false, e.err
}

// runModule calls fn of vmfb on device with the .npy inputs and writes the
// .npy outputs; params, when not "", is the parameter file for scope.
func runModule(tool, device, vmfb, fn, scope, params string, inputs, outputs []string) (float64, error) {
	args := []string{"--device=" + target.DeviceURI(device), "--module=" + vmfb, "--function=" + fn}
	if params != "" {
		args = append(args, "--parameters="+scope+"="+params)
	}
	for _, in := range inputs {
		args = append(args, "--input=@"+in)
	}
	for _, o := range outputs {
		args = append(args, "--output=@"+o)
	}
	start := time.Now()
	out, err := exec.Command(tool, args...).CombinedOutput()
	secs := time.Since(start).Seconds()
	if err != nil {
		return secs, fmt.Errorf("iree-run-module --function=%s: %v\n%s", fn, err, tail(out, 30))
	}
	return secs, nil
}

// tail is the last n lines of out.
func tail(out []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{fmt.Sprintf("[... %d lines]", len(lines)-n)}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}

// array is an .npy file's values as float64 with its shape and dtype.
type array struct {
	dtype npy.DType
	shape []int64
	vals  []float64
}

func readArray(path string) (*array, error) {
	a, err := npy.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := &array{dtype: a.DType, shape: a.Shape}
	switch a.DType {
	case npy.Float32:
		v, err := a.Float32()
		if err != nil {
			return nil, err
		}
		out.vals = make([]float64, len(v))
		for i, x := range v {
			out.vals[i] = float64(x)
		}
	case npy.Int32:
		v, err := a.Int32()
		if err != nil {
			return nil, err
		}
		out.vals = make([]float64, len(v))
		for i, x := range v {
			out.vals[i] = float64(x)
		}
	default:
		return nil, fmt.Errorf("%s: dtype %s; want f32 or i32", path, a.DType)
	}
	return out, nil
}

func shapeEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
