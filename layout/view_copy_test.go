package layout

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/skainet/skaic/internal/robytes"
)

// TestMaterializeSameDTypeCopiesBits materializes strided views (permuted,
// narrowed, broadcast, scalar) of random bytes into their own dtype and
// checks every element's bytes against the element the layout addresses,
// NaN payloads included.
func TestMaterializeSameDTypeCopiesBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, d := range []DType{F32, F16, BF16, I8, I32} {
		es := int64(d.Size())
		raw := make([]byte, 2*3*4*5*es)
		for i := range raw {
			raw[i] = byte(rng.UintN(256))
		}
		base, err := NewView("x", DenseFormat(d), Contiguous([]int64{2, 3, 4, 5}), HeapFromBytes(raw, Ambient().Lifetime()))
		if err != nil {
			t.Fatal(err)
		}
		views := map[string]func() (*TensorView, error){
			"contiguous": func() (*TensorView, error) { return base, nil },
			"permute":    func() (*TensorView, error) { return base.Permute(2, 0, 3, 1) },
			"inner":      func() (*TensorView, error) { return base.Transpose(1, 3) },
			"narrow": func() (*TensorView, error) {
				n, err := base.Narrow(2, 1, 2)
				if err != nil {
					return nil, err
				}
				return n.Narrow(3, 2, 3)
			},
			"broadcast": func() (*TensorView, error) {
				n, err := base.Narrow(3, 4, 1)
				if err != nil {
					return nil, err
				}
				return n.Broadcast(2, 3, 4, 6)
			},
			"scalar": func() (*TensorView, error) {
				n, err := base.Reshape(120)
				if err != nil {
					return nil, err
				}
				n, err = n.Narrow(0, 77, 1)
				if err != nil {
					return nil, err
				}
				return n.Reshape()
			},
		}
		for name, mk := range views {
			v, err := mk()
			if err != nil {
				t.Fatalf("%s %s: %v", d, name, err)
			}
			m, err := v.Materialize(DenseFormat(d), Ambient())
			if err != nil {
				t.Fatalf("%s %s: %v", d, name, err)
			}
			got, err := m.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			want := make([]byte, 0, v.NumElements()*es)
			coords := make([]int64, v.Layout.Rank())
			for i := int64(0); i < v.NumElements(); i++ {
				pos, _, err := v.Layout.Index(coords...)
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, raw[pos*es:(pos+1)*es]...)
				incCoords(coords, v.Layout.Shape)
			}
			if g := robytes.Unwrap(got); !bytes.Equal(g, want) {
				t.Errorf("%s %s: materialized bytes differ from the addressed elements", d, name)
			}
		}
	}
}
