//go:build !linux

package export

import (
	"fmt"
	"io/fs"
	"os"
)

// Without an atomic exchange (outside Linux) the swap is two renames: the
// destination moves to a name beside the temporary directory, then the
// temporary directory to the destination. Between them the destination
// does not exist; a crash there leaves the previous export at
// .DIR.tmp-*.prev, which the next export of DIR removes. Each export
// moves its own previous contents, so concurrent exports leave none
// behind, but one of them may fail to rename and report it.

func exchange(a, b string) error {
	prev := a + ".prev"
	if err := os.Rename(b, prev); err != nil {
		return err
	}
	if err := os.Rename(a, b); err != nil {
		os.Rename(prev, b)
		return err
	}
	return os.Rename(prev, a)
}

func renameNoReplace(from, to string) error {
	if _, err := os.Lstat(to); err == nil {
		return fmt.Errorf("rename %s: %w", to, fs.ErrExist)
	}
	return os.Rename(from, to)
}
