package export

import (
	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/internal/version"
	"github.com/skainet/skaic/tape"
)

func newRecorder(src tape.Source) *eager.TapeRecorder {
	return eager.NewTapeRecorder(version.Producer(), src)
}
