package irpa_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/irpa"
)

// Write an archive with a DATA entry and a SPLAT entry, then read it back:
// the layout is IREE's (64-byte aligned data, a file padded to 4096 bytes),
// and the bytes are the ones written.
func Example() {
	dir, _ := os.MkdirTemp("", "irpa-example-")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "model.irpa")

	weight := make([]byte, 4*4)
	for i := range 4 {
		binary.LittleEndian.PutUint32(weight[4*i:], math.Float32bits(float32(i)+0.5))
	}
	one := binary.LittleEndian.AppendUint32(nil, math.Float32bits(1))
	err := irpa.Write(path, []irpa.Entry{
		irpa.BytesEntry("blk.0.attn_q.weight", nil, weight),
		irpa.SplatEntry("blk.0.attn_norm.weight", nil, one, 256), // 256 f32 ones, nothing stored
	})
	if err != nil {
		panic(err)
	}

	a, err := irpa.Open(path)
	if err != nil {
		panic(err)
	}
	defer a.Close()
	fmt.Println("archive:", a.Size, "bytes,", len(a.Entries), "entries")
	for _, e := range a.Entries {
		fmt.Printf("%-22s %-5s length %4d offset %d\n", e.Name, e.Type, e.Length, e.Offset)
	}
	e, _ := a.Entry("blk.0.attn_q.weight")
	b, _ := a.ReadBytes(e)
	fmt.Println("same bytes:", bytes.Equal(b, weight), "aligned:", e.Offset%64 == 0)
	// Output:
	// archive: 4096 bytes, 2 entries
	// blk.0.attn_q.weight    data  length   16 offset 320
	// blk.0.attn_norm.weight splat length 1024 offset 0
	// same bytes: true aligned: true
}
