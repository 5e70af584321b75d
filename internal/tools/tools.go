// Package tools finds the external programs skaic drives: the IREE tools and
// the Python interpreter of the project's virtual environment (which carries
// the pinned gguf and numpy packages), wherever skaic runs from.
//
// Search order for a tool NAME:
//  1. the environment variable SKAIC_<NAME> (upper-cased, '-' → '_'), e.g.
//     SKAIC_IREE_COMPILE=/opt/iree/bin/iree-compile;
//  2. the project's virtual environment, the first of: $SKAIC_VENV; the
//     .venv of the checkout skaic was built from (recorded at build time:
//     make build sets it with -ldflags "-X ...tools.checkout=DIR"); the
//     .venv of the checkout holding the running executable; the .venv of
//     the checkout holding the working directory;
//  3. PATH (not for python: a system python lacks the pinned packages).
package tools

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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

// checkout is the source checkout skaic was built from, set at build time
// (-ldflags "-X github.com/skainet/skaic/internal/tools.checkout=DIR").
var checkout string

// Place is one place the virtual environment is looked for.
type Place struct {
	What string // e.g. "$SKAIC_VENV", "the checkout skaic was built from"
	Dir  string // the venv directory looked at ("" when What names nothing)
}

func (p Place) String() string {
	if p.Dir == "" {
		return p.What
	}
	return p.What + " (" + p.Dir + ")"
}

// VenvSearch returns the project's virtual environment ("" when none is
// found), the place it was found (when found) and every place looked at
// before it, in order.
func VenvSearch() (venv string, found Place, looked []Place) {
	if v := os.Getenv("SKAIC_VENV"); v != "" {
		return v, Place{What: "$SKAIC_VENV", Dir: v}, nil
	}
	looked = append(looked, Place{What: "$SKAIC_VENV (unset)"})
	try := func(what, root, from string) bool {
		if root == "" {
			looked = append(looked, Place{What: what + " (none: " + from + " is in no skaic checkout)"})
			return false
		}
		p := Place{What: what, Dir: filepath.Join(root, ".venv")}
		if fi, err := os.Stat(filepath.Join(p.Dir, "bin")); err == nil && fi.IsDir() {
			venv, found = p.Dir, p
			return true
		}
		looked = append(looked, p)
		return false
	}
	if checkout != "" {
		if try("the checkout skaic was built from", checkout, checkout) {
			return
		}
	} else {
		looked = append(looked, Place{What: "the checkout skaic was built from (not recorded in this build)"})
	}
	if exe, err := os.Executable(); err == nil {
		if exe, err = filepath.EvalSymlinks(exe); err == nil {
			if try("the checkout of the executable", moduleRoot(filepath.Dir(exe)), exe) {
				return
			}
		}
	}
	if wd, err := os.Getwd(); err == nil {
		if try("the checkout of the working directory", moduleRoot(wd), wd) {
			return
		}
	}
	return "", Place{}, looked
}

// Venv returns the project's virtual environment directory, or "" when none
// is found.
func Venv() string {
	v, _, _ := VenvSearch()
	return v
}

// Checkouts are the source checkouts skaic knows of, in the order of
// VenvSearch: the one it was built from, the one holding the executable,
// the one holding the working directory (each once).
func Checkouts() []string {
	var out []string
	add := func(dir string) {
		if dir != "" && !slices.Contains(out, dir) {
			out = append(out, dir)
		}
	}
	add(checkout)
	if exe, err := os.Executable(); err == nil {
		if exe, err = filepath.EvalSymlinks(exe); err == nil {
			add(moduleRoot(filepath.Dir(exe)))
		}
	}
	if wd, err := os.Getwd(); err == nil {
		add(moduleRoot(wd))
	}
	return out
}

// modulePath is the module skaic's checkouts hold.
const modulePath = "github.com/skainet/skaic"

// moduleRoot is the nearest directory at or above dir holding a go.mod,
// when that go.mod is skaic's; else "".
func moduleRoot(dir string) string {
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			for _, l := range strings.Split(string(b), "\n") {
				if f := strings.Fields(l); len(f) == 2 && f[0] == "module" {
					if strings.Trim(f[1], `"`) == modulePath {
						return dir
					}
					break
				}
			}
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
	if v, _, places := VenvSearch(); v != "" {
		p := filepath.Join(v, "bin", name)
		if isExec(p) {
			return p, nil
		}
		looked = append(looked, filepath.Join(v, "bin"))
	} else {
		var where []string
		for _, p := range places {
			where = append(where, p.String())
		}
		looked = append(looked, "no .venv in "+strings.Join(where, ", "))
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
