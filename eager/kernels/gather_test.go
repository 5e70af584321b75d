package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

func TestGatherRows(t *testing.T) {
	r := newRand(50)
	const rows = 9
	ids := []int32{3, 0, 8, 3, 5}
	for _, typ := range linearTypes() {
		cols := colsFor(typ)[0]
		table := makeWeights(r, typ, rows, cols)
		all := dequant(typ, table, rows*cols)
		out := make([]float32, len(ids)*cols)
		name := fmt.Sprintf("gather_rows/%s/%dx%d", typ, rows, cols)
		mustOK(t, name, GatherRows(typ, table, rows, cols, ids, out))
		var want []float32
		for _, id := range ids {
			want = append(want, all[int(id)*cols:(int(id)+1)*cols]...)
		}
		requireBitsEqual(t, name, out, want)
	}
	t.Logf("%-44s exact (bitwise) for all %d types", "gather_rows", len(linearTypes()))
}

func TestGatherRowsErrors(t *testing.T) {
	table := make([]byte, 4*3*34) // Q8_0 [4, 96]
	out := make([]float32, 2*96)
	mustOK(t, "ok", GatherRows(quant.Q8_0, table, 4, 96, []int32{0, 3}, out))
	wantErr(t, "id too large", "id 4 (index 1) out of range for a table of 4 rows", func() error {
		return GatherRows(quant.Q8_0, table, 4, 96, []int32{0, 4}, out)
	})
	wantErr(t, "negative id", "id -1", func() error { return GatherRows(quant.Q8_0, table, 4, 96, []int32{-1, 0}, out) })
	wantErr(t, "table", "table has 407", func() error { return GatherRows(quant.Q8_0, table[:407], 4, 96, []int32{0, 1}, out) })
	wantErr(t, "out", "out has 191", func() error { return GatherRows(quant.Q8_0, table, 4, 96, []int32{0, 1}, out[:191]) })
	wantErr(t, "cols", "multiple", func() error { return GatherRows(quant.Q8_0, table, 4, 95, []int32{0, 1}, out) })
	wantErr(t, "type", "no kernel", func() error { return GatherRows(quant.Type(77), table, 4, 96, []int32{0, 1}, out) })
	wantErr(t, "negative", "negative", func() error { return GatherRows(quant.Q8_0, table, -4, 96, []int32{0, 1}, out) })
}
