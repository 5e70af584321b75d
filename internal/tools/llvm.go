package tools

import (
	"fmt"
	"os/exec"
)

// FindVersioned locates an LLVM tool (llc, opt) as Find does, then on PATH
// under its versioned Debian names (name-30 down to name-14), the newest
// first, so that a machine with only llc-14 installed is served too.
func FindVersioned(name string) (string, error) {
	p, err := Find(name)
	if err == nil || !IsNotFound(err) {
		return p, err
	}
	for v := 30; v >= 14; v-- {
		if p, err := exec.LookPath(fmt.Sprintf("%s-%d", name, v)); err == nil {
			return p, nil
		}
	}
	nf := err.(*NotFoundError)
	nf.Looked = append(nf.Looked, fmt.Sprintf("PATH as %s-30 … %s-14", name, name))
	return "", nf
}
