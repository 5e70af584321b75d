package ireehost

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/skainet/skaic/internal/atomicfile"
	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/target"
)

// CompileFlags are the iree-compile flags of a module for the default
// target: IREE's llvm-cpu backend for the host CPU.
var CompileFlags = target.Host.CompileFlags()

// Compiled is a module compiled (or found current) for this machine.
type Compiled struct {
	VMFB string
	// Key is the SHA-256 of the MLIR text, the flags and the compiler's
	// version; DIR/model.vmfb.key holds it beside the module.
	Key string
	// Reused says the module on disk was current: no compile ran.
	Reused bool
	// Seconds is how long the compile took (0 when reused).
	Seconds float64
}

var (
	versionMu    sync.Mutex
	versionCache = map[string]string{}
)

// CompilerVersion is `iree-compile --version` of the tool at path (run
// once per process).
func CompilerVersion(path string) (string, error) {
	versionMu.Lock()
	defer versionMu.Unlock()
	if v, ok := versionCache[path]; ok {
		return v, nil
	}
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s --version: %v: %s", path, err, strings.TrimSpace(string(out)))
	}
	v := strings.TrimSpace(string(out))
	versionCache[path] = v
	return v, nil
}

// ModuleKey is the key of mlir compiled with flags by the compiler whose
// version text is version.
func ModuleKey(mlir []byte, flags []string, version string) string {
	h := sha256.New()
	h.Write([]byte(version))
	h.Write([]byte{0})
	h.Write([]byte(strings.Join(flags, "\x00")))
	h.Write([]byte{0})
	h.Write(mlir)
	return hex.EncodeToString(h.Sum(nil))
}

// Compile compiles mlirPath to vmfbPath with CompileFlags (see
// CompileWith).
func Compile(mlirPath, vmfbPath string) (*Compiled, error) {
	return CompileWith(mlirPath, vmfbPath, CompileFlags)
}

// CompileWith compiles mlirPath to vmfbPath with flags (a target's
// CompileFlags), unless vmfbPath is current: vmfbPath+".key" holds the key
// of the text, flags and compiler it was compiled from, so a module
// compiled for another target is compiled again. The module and its key
// are replaced atomically (a failed compile leaves the old ones as they
// were).
func CompileWith(mlirPath, vmfbPath string, flags []string) (*Compiled, error) {
	compiler, err := tools.Find("iree-compile")
	if err != nil {
		return nil, err
	}
	text, err := os.ReadFile(mlirPath)
	if err != nil {
		return nil, err
	}
	ver, err := CompilerVersion(compiler)
	if err != nil {
		return nil, err
	}
	key := ModuleKey(text, flags, ver)
	keyPath := vmfbPath + ".key"
	if old, err := os.ReadFile(keyPath); err == nil && strings.TrimSpace(string(old)) == key {
		if fi, err := os.Stat(vmfbPath); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
			return &Compiled{VMFB: vmfbPath, Key: key, Reused: true}, nil
		}
	}
	if _, err := os.Lstat(keyPath); os.IsNotExist(err) {
		if _, err := os.Lstat(vmfbPath); err == nil {
			return nil, &ForeignModuleError{Path: vmfbPath}
		}
	}
	dir := filepath.Dir(vmfbPath)
	tmp, err := os.CreateTemp(dir, ".model-*.vmfb")
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", mlirPath, err)
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	start := time.Now()
	var stderr bytes.Buffer
	cmd := exec.Command(compiler, append(append([]string(nil), flags...), mlirPath, "-o", tmp.Name())...)
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("iree-compile %s: %v: %s", mlirPath, err, firstLines(stderr.String(), 6))
	}
	secs := time.Since(start).Seconds()
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return nil, err
	}
	// The key goes first: a crash between the two renames leaves a key
	// that names a module not yet there, which only recompiles.
	if err := os.Remove(keyPath); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	if err := os.Rename(tmp.Name(), vmfbPath); err != nil {
		return nil, err
	}
	if err := atomicfile.Write(keyPath, func(f *os.File) error { _, err := f.WriteString(key + "\n"); return err }); err != nil {
		return nil, err
	}
	return &Compiled{VMFB: vmfbPath, Key: key, Seconds: secs}, nil
}

// ForeignModuleError is a compiled module skaic did not write (no key
// beside it) where skaic would compile one: it is never overwritten.
type ForeignModuleError struct{ Path string }

func (e *ForeignModuleError) Error() string {
	return fmt.Sprintf("%s was not compiled by skaic (no %s beside it); skaic does not overwrite it: move it away to let skaic compile the module there", e.Path, filepath.Base(e.Path)+".key")
}

// firstLines is the first n non-empty lines of s, joined by " | ".
func firstLines(s string, n int) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
			if len(out) == n {
				break
			}
		}
	}
	return strings.Join(out, " | ")
}
