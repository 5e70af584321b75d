package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/tmpfiles"
)

// exitOnInterrupt makes SIGINT and SIGTERM during an export remove the
// export's temporary directory (a swap under way finishes first) and the
// temporary files of the command (the demo's GGUF), and exit
// with 128 + the signal's number (130, 143), as a shell reports a process
// killed by it. stop restores the default handling.
func exitOnInterrupt(stderr io.Writer, dest string) (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			export.RemoveTemporaries()
			tmpfiles.RemoveAll()
			fmt.Fprintf(stderr, "skaic: %s: export to %s stopped; its partial output is removed\n", sig, dest)
			code := 130
			if s, ok := sig.(syscall.Signal); ok {
				code = 128 + int(s)
			}
			os.Exit(code)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}
