//go:build !unix

package export

import "os"

// Without flock a marker cannot tell a running export from a dead one:
// temporaries with a marker are never taken for stale (only the displaced
// contents of a swap are removed).

func lockMarker(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, err
	}
	return func() { f.Close() }, nil
}

func tryLockMarker(string) (unlock func(), ok bool) { return nil, false }
