package tape

import (
	"errors"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout"
)

// entryOf returns the index of the first entry running op.
func entryOf(t *testing.T, tp *Tape, op string) *Entry {
	t.Helper()
	for i := range tp.Entries {
		if tp.Entries[i].Op == op {
			return &tp.Entries[i]
		}
	}
	t.Fatalf("no %s entry", op)
	return nil
}

func TestValidate(t *testing.T) {
	cases := []struct {
		name   string
		want   error
		where  string // part of the message
		mutate func(t *testing.T, tp *Tape)
	}{
		{"duplicate id", ErrDuplicateID, "value %1", func(t *testing.T, tp *Tape) {
			tp.Values[2].ID = 1
		}},
		{"unknown input", ErrUnknownValue, "entry 0 (get_rows)", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Inputs[1] = 999
		}},
		{"unknown output", ErrUnknownValue, "entry 0 (get_rows)", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Outputs[0] = 999
		}},
		{"unknown function output", ErrUnknownValue, "outputs", func(t *testing.T, tp *Tape) {
			tp.Outputs[0] = -5
		}},
		{"use before definition", ErrUseBeforeDef, "entry 0 (get_rows)", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Inputs[1] = tp.Entries[1].Outputs[0]
		}},
		{"input is its own output", ErrUseBeforeDef, "entry 1 (rmsnorm)", func(t *testing.T, tp *Tape) {
			tp.Entries[1].Inputs[0] = tp.Entries[1].Outputs[0]
		}},
		{"output defined twice", ErrRedefined, "entry 1 (rmsnorm)", func(t *testing.T, tp *Tape) {
			tp.Entries[1].Outputs[0] = tp.Entries[0].Outputs[0]
		}},
		{"weight as an output", ErrRedefined, "entry 0 (get_rows)", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Outputs[0] = tp.Weight("token_embd.weight").ID
		}},
		{"intermediate never defined", ErrUndefined, "value", func(t *testing.T, tp *Tape) {
			tp.Values = append(tp.Values, Value{ID: 500, Kind: Intermediate, Meta: DenseMeta(layout.F32, 1), Source: NoSource})
		}},
		{"negative dim", ErrBadMeta, "negative dim", func(t *testing.T, tp *Tape) {
			tp.Values[0].Meta.Layout.Shape[0] = -3
		}},
		{"strides do not match rank", ErrBadMeta, "strides", func(t *testing.T, tp *Tape) {
			tp.Values[0].Meta.Layout.Strides = nil
		}},
		{"blocked format with dense layout", ErrBadMeta, "disagree", func(t *testing.T, tp *Tape) {
			w := tp.Weight("blk.0.attn_q.weight")
			w.Meta.Layout = layout.Contiguous(w.Meta.Layout.Shape)
		}},
		{"block size differs from the encoding", ErrBadMeta, "block size", func(t *testing.T, tp *Tape) {
			w := tp.Weight("blk.0.attn_q.weight")
			w.Meta.Layout.BlockElems = 256
		}},
		{"invalid dtype", ErrBadMeta, "dtype", func(t *testing.T, tp *Tape) {
			tp.Values[0].Meta.Format.DType = 200
		}},
		{"shape overflows", ErrBadMeta, "2^63", func(t *testing.T, tp *Tape) {
			tp.Values[0].Meta = DenseMeta(layout.F32, 1<<40, 1<<40)
		}},
		{"duplicate weight name", ErrDuplicateName, "token_embd.weight", func(t *testing.T, tp *Tape) {
			tp.Weight("blk.0.attn_norm.weight").Name = "token_embd.weight"
		}},
		{"duplicate input name", ErrDuplicateName, "tokens", func(t *testing.T, tp *Tape) {
			tp.Values[1].Name = "tokens"
		}},
		{"unnamed weight", ErrMissingName, "weight", func(t *testing.T, tp *Tape) {
			tp.Weight("token_embd.weight").Name = ""
		}},
		{"unnamed input", ErrMissingName, "input", func(t *testing.T, tp *Tape) {
			tp.Values[0].Name = ""
		}},
		{"unnamed constant reference", ErrMissingName, "const", func(t *testing.T, tp *Tape) {
			constRef(t, tp).Name = ""
		}},
		{"weight source out of range", ErrBadSource, "source 3 of 1", func(t *testing.T, tp *Tape) {
			tp.Weight("token_embd.weight").Source = 3
		}},
		{"weight without a source", ErrBadSource, "weight", func(t *testing.T, tp *Tape) {
			tp.Weight("token_embd.weight").Source = NoSource
		}},
		{"input with bytes", ErrBadSource, "input", func(t *testing.T, tp *Tape) {
			tp.Values[0].Data = []byte{1}
		}},
		{"constant both inline and by reference", ErrBadSource, "not both", func(t *testing.T, tp *Tape) {
			constRef(t, tp).Data = []byte{}
		}},
		{"constant with no bytes", ErrBadSource, "needs inline data", func(t *testing.T, tp *Tape) {
			constRef(t, tp).Source = NoSource
		}},
		{"inline constant too short", ErrBadConst, "7 bytes", func(t *testing.T, tp *Tape) {
			for i := range tp.Values {
				if v := &tp.Values[i]; v.Inline() && len(v.Data) == 8 {
					v.Data = v.Data[:7]
				}
			}
		}},
		{"invalid value kind", ErrBadKind, "value kind", func(t *testing.T, tp *Tape) {
			tp.Values[0].Kind = 0
		}},
		{"invalid attribute kind", ErrBadKind, "attribute", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Attrs[0].Kind = 42
		}},
		{"duplicate attribute", ErrBadAttr, `"axis" given twice`, func(t *testing.T, tp *Tape) {
			tp.Entries[0].Attrs = append(tp.Entries[0].Attrs, Int("axis", 1))
		}},
		{"unnamed attribute", ErrBadAttr, "without a name", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Attrs[0].Name = ""
		}},
		{"adapter on a non-input", ErrBadAdapter, "not an input", func(t *testing.T, tp *Tape) {
			e := entryOf(t, tp, "linear")
			e.Adapters[0].Value = tp.Values[0].ID
		}},
		{"invalid adapter kind", ErrBadKind, "adapter kind", func(t *testing.T, tp *Tape) {
			entryOf(t, tp, "linear").Adapters[0].Kind = 9
		}},
		{"invalid adapter result", ErrBadAdapter, "negative dim", func(t *testing.T, tp *Tape) {
			entryOf(t, tp, "linear").Adapters[0].Result.Layout.Shape[0] = -1
		}},
		{"entry without op", ErrEmptyOp, "entry 0", func(t *testing.T, tp *Tape) {
			tp.Entries[0].Op = ""
		}},
		{"no outputs", ErrNoOutputs, "outputs", func(t *testing.T, tp *Tape) {
			tp.Outputs = nil
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tp := sampleTape(t)
			c.mutate(t, tp)
			err := tp.Validate()
			var ve *ValidationError
			if !errors.Is(err, c.want) || !errors.As(err, &ve) {
				t.Fatalf("Validate = %v, want a *ValidationError wrapping %q", err, c.want)
			}
			if !strings.Contains(err.Error(), c.where) {
				t.Errorf("message %q does not mention %q", err, c.where)
			}
			if _, err := tp.Marshal(); !errors.Is(err, c.want) {
				t.Errorf("Marshal of an invalid tape = %v, want %q", err, c.want)
			}
		})
	}
}

func constRef(t *testing.T, tp *Tape) *Value {
	for i := range tp.Values {
		if v := &tp.Values[i]; v.Kind == Const && v.Source != NoSource {
			return v
		}
	}
	t.Fatal("no constant stored by reference")
	return nil
}

// TestUnmarshalValidates makes sure a decoded tape is checked: an encoding
// of an inconsistent tape is refused with the same error Validate gives.
func TestUnmarshalValidates(t *testing.T) {
	tp := sampleTape(t)
	tp.Entries[0].Inputs[1] = tp.Entries[1].Outputs[0]
	b, err := marshalUnchecked(tp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Unmarshal(b); !errors.Is(err, ErrUseBeforeDef) {
		t.Errorf("Unmarshal = %v, want ErrUseBeforeDef", err)
	}
}
