//go:build !unix

package export

import "github.com/skainet/skaic/layout"

func releaseMapped(st *layout.Storage, n int64) {}
