// Package tmpfiles keeps the temporary files a command creates, so that a
// command stopped by a signal can remove them before it exits.
package tmpfiles

import (
	"os"
	"sync"
)

var live struct {
	sync.Mutex
	paths map[string]bool
}

// Create creates a temporary file like os.CreateTemp("", pattern), closed,
// and returns its path and the function that removes it.
func Create(pattern string) (path string, remove func() error, err error) {
	f, err := os.CreateTemp("", pattern)
	if err != nil {
		return "", nil, err
	}
	path = f.Name()
	f.Close()
	live.Lock()
	if live.paths == nil {
		live.paths = map[string]bool{}
	}
	live.paths[path] = true
	live.Unlock()
	return path, func() error {
		live.Lock()
		delete(live.paths, path)
		live.Unlock()
		return os.Remove(path)
	}, nil
}

// RemoveAll removes every temporary file Create made that is not removed
// yet.
func RemoveAll() {
	live.Lock()
	defer live.Unlock()
	for p := range live.paths {
		os.Remove(p)
		delete(live.paths, p)
	}
}
