//go:build unix

package export

import (
	"os"

	"golang.org/x/sys/unix"
)

// lockMarker creates the marker file at path and holds an exclusive flock
// on it until unlock: the export owning it is alive while it is locked.
// The file is locked under another name and renamed to path, so that it
// is never seen at path unlocked.
func lockMarker(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path+".new", os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	return func() { f.Close() }, nil
}

// tryLockMarker locks an existing marker when no export holds it.
func tryLockMarker(path string) (unlock func(), ok bool) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		return nil, false
	}
	return func() { f.Close() }, true
}
