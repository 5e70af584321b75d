// Package tools finds the external programs skaic drives: the IREE tools and
// the Python interpreter of the project's virtual environment (which carries
// the pinned gguf and numpy packages).
//
// Search order for a tool NAME:
//  1. the environment variable SKAIC_<NAME> (upper-cased, '-' → '_'), e.g.
//     SKAIC_IREE_COMPILE=/opt/iree/bin/iree-compile;
//  2. the project's virtual environment: $SKAIC_VENV, else the nearest
//     .venv/ found walking up from the working directory, else .venv/ next
//     to the running executable's module root;
//  3. PATH.
package tools

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// NotFoundError says a tool is missing and where it was looked for.
type NotFoundError struct {
	Name   string
	Looked []string
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("tool %q not found (looked in %s); run tools/bootstrap.sh (or `make bootstrap`) to install the pinned tools",
		e.Name, strings.Join(e.Looked, ", "))
}

// EnvVar is the environment variable that overrides the location of name.
func EnvVar(name string) string {
	return "SKAIC_" + strings.ToUpper(strings.NewReplacer("-", "_", ".", "_").Replace(name))
}

// Venv returns the project's virtual environment directory, or "" when none
// is found.
func Venv() string {
	if v := os.Getenv("SKAIC_VENV"); v != "" {
		return v
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		cand := filepath.Join(dir, ".venv")
		if fi, err := os.Stat(filepath.Join(cand, "bin")); err == nil && fi.IsDir() {
			return cand
		}
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			// The module root ends the walk: a venv above it is not ours.
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Find locates the executable name.
func Find(name string) (string, error) {
	var looked []string
	env := EnvVar(name)
	if p := os.Getenv(env); p != "" {
		if isExec(p) {
			return p, nil
		}
		return "", fmt.Errorf("tool %q: $%s=%s is not an executable file", name, env, p)
	}
	looked = append(looked, "$"+env)
	if v := Venv(); v != "" {
		p := filepath.Join(v, "bin", name)
		if isExec(p) {
			return p, nil
		}
		looked = append(looked, filepath.Join(v, "bin"))
	} else {
		looked = append(looked, ".venv (none found)")
	}
	if name != "python" { // a system python lacks the pinned packages
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
		looked = append(looked, "PATH")
	}
	return "", &NotFoundError{Name: name, Looked: looked}
}

// Python returns the virtual environment's interpreter (which has gguf and
// numpy). It never falls back to a system python.
func Python() (string, error) { return Find("python") }

// IsNotFound reports whether err says a tool is missing.
func IsNotFound(err error) bool {
	var nf *NotFoundError
	return errors.As(err, &nf)
}

// InCI reports whether we run under CI (CI=true), where missing tools are
// failures rather than skips.
func InCI() bool {
	v := strings.ToLower(os.Getenv("CI"))
	return v == "true" || v == "1" || v == "yes"
}

func isExec(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}
