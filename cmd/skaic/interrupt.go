package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tmpfiles"
)

// exitOnInterrupt makes SIGINT and SIGTERM during an export remove the
// export's temporary directory (a swap under way finishes first) and the
// temporary files of the command (the demo's GGUF), and exit with 128 +
// the signal's number (130, 143), as a shell reports a process killed by
// it. stop restores the default handling; once a signal is being handled,
// stop never returns (the handler exits), so that the command, whose
// export now fails, does not exit first with another code.
func exitOnInterrupt(stderr io.Writer, dest string) (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	var mu sync.Mutex
	handling, done := false, make(chan struct{})
	parked := make(chan struct{}) // closed when stop waits for the exit
	go func() {
		var sig os.Signal
		select {
		case sig = <-ch:
		case <-done:
			return
		}
		mu.Lock()
		handling = true
		mu.Unlock()
		finish := export.RemoveTemporaries()
		// Let the export notice (its writes now fail) and park in stop,
		// for a moment: a long copy or computation is not waited for.
		select {
		case <-parked:
		case <-time.After(2 * time.Second):
		}
		tmpfiles.RemoveAll()
		finish()
		fmt.Fprintf(stderr, "skaic: %s: export to %s stopped; its partial output is removed\n", sig, dest)
		code := 130
		if s, ok := sig.(syscall.Signal); ok {
			code = 128 + int(s)
		}
		os.Exit(code)
	}()
	return func() {
		signal.Stop(ch)
		mu.Lock()
		h := handling
		mu.Unlock()
		if h {
			close(parked)
			select {} // the handler exits the process
		}
		close(done)
	}
}
