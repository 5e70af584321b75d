package export

import (
	"errors"
	"fmt"
	"io/fs"

	"golang.org/x/sys/unix"
)

// On Linux the swap is one renameat2(RENAME_EXCHANGE): the destination is
// the previous export or the new one at every instant, never absent, and
// concurrent exports to it each get back what they displaced (no
// DIR.old-* left behind). A new destination is created with
// RENAME_NOREPLACE, so an export never renames over one that appeared
// meanwhile.

func exchange(a, b string) error {
	if err := unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE); err != nil {
		return &fs.PathError{Op: "exchange " + a + " with", Path: b, Err: err}
	}
	return nil
}

func renameNoReplace(from, to string) error {
	err := unix.Renameat2(unix.AT_FDCWD, from, unix.AT_FDCWD, to, unix.RENAME_NOREPLACE)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, unix.EEXIST):
		return fmt.Errorf("rename %s: %w", to, fs.ErrExist)
	}
	return &fs.PathError{Op: "rename " + from + " to", Path: to, Err: err}
}
