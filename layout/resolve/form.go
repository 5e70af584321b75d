package resolve

import (
	"fmt"
	"strings"

	"github.com/skainet/skaic/layout"
)

// WeightForm is the physical form a weight takes after loading: encoding
// request × byte order × shape orientation × residency. Each axis has an
// unset zero value, so a partial WeightForm is an override that fixes some
// axes and leaves the others to the resolver; a form the resolver returns
// has every axis set.
type WeightForm struct {
	Encoding    EncodingRequest
	Order       ByteOrder
	Orientation Orientation
	Residency   Residency
}

// EncodingKind is what happens to a weight's encoding at load.
type EncodingKind uint8

// The encoding requests.
const (
	EncodingUnset EncodingKind = iota
	EncKeep                    // keep the stored encoding
	EncDequantize              // decode once at load to a dense dtype
	EncRequantize              // decode and re-encode once at load
)

// EncodingRequest says which encoding the loaded weight has.
type EncodingRequest struct {
	Kind     EncodingKind
	DType    layout.DType    // for EncDequantize: the dense dtype
	Encoding layout.Encoding // for EncRequantize: the new encoding
}

// KeepAsStored keeps the stored encoding.
func KeepAsStored() EncodingRequest { return EncodingRequest{Kind: EncKeep} }

// DequantizeTo decodes the weight once at load into dense values of d.
func DequantizeTo(d layout.DType) EncodingRequest {
	return EncodingRequest{Kind: EncDequantize, DType: d}
}

// RequantizeTo re-encodes the weight once at load into e.
func RequantizeTo(e layout.Encoding) EncodingRequest {
	return EncodingRequest{Kind: EncRequantize, Encoding: e}
}

func (r EncodingRequest) String() string {
	switch r.Kind {
	case EncKeep:
		return "keep"
	case EncDequantize:
		return "dense:" + r.DType.String()
	case EncRequantize:
		return "requant:" + r.Encoding.String()
	}
	return ""
}

// OrderKind says whether blocks stay in file order or move to a kernel's
// feed order.
type OrderKind uint8

// The byte-order requests.
const (
	OrderUnset OrderKind = iota
	OrderAsStored
	OrderKernelFeed
)

// ByteOrder says where the blocks of a blocked weight sit after loading.
type ByteOrder struct {
	Kind  OrderKind
	Order layout.BlockOrder // for OrderKernelFeed
}

// AsStoredOrder keeps the blocks in file order (row-major).
func AsStoredOrder() ByteOrder { return ByteOrder{Kind: OrderAsStored} }

// KernelFeed reorders the blocks once at load (a prepack) into o.
func KernelFeed(o layout.BlockOrder) ByteOrder { return ByteOrder{Kind: OrderKernelFeed, Order: o} }

// Resulting is the block order the loaded bytes hold; GGUF files store
// blocks row-major.
func (b ByteOrder) Resulting() layout.BlockOrder {
	if b.Kind == OrderKernelFeed {
		return b.Order
	}
	return layout.RowMajor
}

func (b ByteOrder) String() string {
	switch b.Kind {
	case OrderAsStored:
		return "stored-order"
	case OrderKernelFeed:
		return "feed:" + b.Order.String()
	}
	return ""
}

// Orientation says whether the loaded bytes hold the stored shape or its
// transpose. GGUF stores matmul weights as [out, in], which is what Linear
// reads, so bytes are never transposed unless asked.
type Orientation uint8

// The orientations.
const (
	OrientationUnset Orientation = iota
	OrientAsStored
	OrientTransposed // a load-time copy holding the [in, out] transpose
)

func (o Orientation) String() string {
	switch o {
	case OrientAsStored:
		return "shape:stored"
	case OrientTransposed:
		return "transposed"
	}
	return ""
}

// Residency is where the form asks its bytes to live. It is a request: the
// AllocationResolver grants Mapped only when the bytes really are the
// file's and the platform can map.
type Residency uint8

// The residencies.
const (
	ResidencyUnset   Residency = iota
	ResidencyHeap              // the Go heap
	ResidencyOffHeap           // anonymous memory outside the Go heap
	ResidencyMapped            // read-only file pages
)

var residencyNames = [...]string{ResidencyHeap: "heap", ResidencyOffHeap: "off-heap", ResidencyMapped: "mapped"}

func (r Residency) String() string {
	if r > ResidencyUnset && int(r) < len(residencyNames) {
		return residencyNames[r]
	}
	return ""
}

// IsZero reports whether no axis is set (no override).
func (f WeightForm) IsZero() bool { return f == WeightForm{} }

// Complete reports whether every axis is set.
func (f WeightForm) Complete() bool {
	return f.Encoding.Kind != EncodingUnset && f.Order.Kind != OrderUnset &&
		f.Orientation != OrientationUnset && f.Residency != ResidencyUnset
}

// Over returns f with its unset axes taken from base: the override f wins
// where it says something.
func (f WeightForm) Over(base WeightForm) WeightForm {
	if f.Encoding.Kind == EncodingUnset {
		f.Encoding = base.Encoding
	}
	if f.Order.Kind == OrderUnset {
		f.Order = base.Order
	}
	if f.Orientation == OrientationUnset {
		f.Orientation = base.Orientation
	}
	if f.Residency == ResidencyUnset {
		f.Residency = base.Residency
	}
	return f
}

// String prints the set axes as ParseForm reads them, comma-separated
// ("keep,stored-order,shape:stored,mapped"); "-" when none is set.
func (f WeightForm) String() string {
	var terms []string
	for _, t := range []string{f.Encoding.String(), f.Order.String(), f.Orientation.String(), f.Residency.String()} {
		if t != "" {
			terms = append(terms, t)
		}
	}
	if len(terms) == 0 {
		return "-"
	}
	return strings.Join(terms, ",")
}

// MarshalText writes String, so JSON carries the parseable spelling.
func (f WeightForm) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// TargetFormat is the format the loaded bytes hold. A float weight
// dequantized to f16 or bf16 stays logically f32, stored as halves: the
// encoding never replaces the dtype.
func (f WeightForm) TargetFormat(stored layout.Format) layout.Format {
	switch f.Encoding.Kind {
	case EncDequantize:
		d := f.Encoding.DType
		if d == stored.DType {
			return layout.DenseFormat(d)
		}
		if stored.DType == layout.F32 {
			switch d {
			case layout.F16:
				return layout.Format{DType: layout.F32, Encoding: layout.EncF16}
			case layout.BF16:
				return layout.Format{DType: layout.F32, Encoding: layout.EncBF16}
			}
		}
		return layout.DenseFormat(d)
	case EncRequantize:
		return layout.Format{DType: stored.DType, Encoding: f.Encoding.Encoding}
	}
	return stored
}

// sameBytes reports whether two formats store identical bytes.
func sameBytes(a, b layout.Format) bool { return a.Normalize() == b.Normalize() }

// FormSyntaxError reports a --form value that does not parse.
type FormSyntaxError struct {
	Input string
	Term  string
	Msg   string
}

func (e *FormSyntaxError) Error() string {
	if e.Term == "" || e.Term == e.Input {
		return fmt.Sprintf("form %q: %s", e.Input, e.Msg)
	}
	return fmt.Sprintf("form %q: term %q: %s", e.Input, e.Term, e.Msg)
}

// FormGrammar documents what ParseForm accepts (for command help).
const FormGrammar = `A FORM is one or more comma-separated terms, at most one per axis; axes a
form leaves out are decided by the resolver:
  encoding     keep            keep the stored encoding
               dense           decode once at load to f32 (same as dense:f32)
               dense:DTYPE     decode to f32, f16 or bf16 (a float weight stays
                               logically f32 when stored as halves)
               requant:ENC     re-encode once at load (ENC: Q8_0, Q4_K, F16, ...)
  byte order   stored-order    blocks stay in file (row-major) order
               prepack         reorder blocks once at load to input_block_major
               feed:ORDER      reorder to row_major or input_block_major
  orientation  shape:stored    keep the stored [out, in] shape (the default)
               transposed      hold the [in, out] transpose (a load-time copy;
                               a packed weight must be dense: or requant: too)
  residency    mapped          serve from the file's pages (granted only when
                               the bytes are the file's and the platform maps)
               off-heap        anonymous memory outside the Go heap
               heap            the Go heap
  shorthand    as-stored       keep,stored-order,shape:stored
               packed          keep,stored-order (the stored bytes, file order)
               prepacked       keep,prepack (the stored encoding, reordered once
                               at load into the kernels' input_block_major feed)
Examples: dense   packed   prepacked   dense:f16   requant:Q8_0,heap   prepack,off-heap`

// ParseForm parses a form as FormGrammar describes it.
func ParseForm(s string) (WeightForm, error) {
	var f WeightForm
	in := strings.TrimSpace(s)
	if in == "" {
		return f, &FormSyntaxError{Input: s, Msg: "empty form"}
	}
	set := func(term, axis string, already bool, apply func()) error {
		if already {
			return &FormSyntaxError{Input: s, Term: term, Msg: "sets the " + axis + " twice"}
		}
		apply()
		return nil
	}
	for _, raw := range strings.Split(in, ",") {
		term := strings.TrimSpace(raw)
		key, arg, hasArg := strings.Cut(term, ":")
		key = strings.ToLower(key)
		var err error
		switch {
		case term == "":
			err = &FormSyntaxError{Input: s, Msg: "empty term"}
		case key == "as-stored" && !hasArg:
			err = set(term, "encoding, byte order or orientation",
				f.Encoding.Kind != EncodingUnset || f.Order.Kind != OrderUnset || f.Orientation != OrientationUnset,
				func() { f.Encoding, f.Order, f.Orientation = KeepAsStored(), AsStoredOrder(), OrientAsStored })
		case (key == "packed" || key == "prepacked") && !hasArg:
			order := AsStoredOrder()
			if key == "prepacked" {
				order = KernelFeed(layout.InputBlockMajor)
			}
			err = set(term, "encoding or byte order", f.Encoding.Kind != EncodingUnset || f.Order.Kind != OrderUnset,
				func() { f.Encoding, f.Order = KeepAsStored(), order })
		case key == "keep" && !hasArg:
			err = set(term, "encoding", f.Encoding.Kind != EncodingUnset, func() { f.Encoding = KeepAsStored() })
		case key == "dense":
			d := layout.F32
			if hasArg {
				d, err = layout.ParseDType(strings.ToLower(arg))
				if err == nil && d != layout.F32 && d != layout.F16 && d != layout.BF16 {
					err = fmt.Errorf("dense dtype must be f32, f16 or bf16")
				}
				if err != nil {
					err = &FormSyntaxError{Input: s, Term: term, Msg: err.Error()}
					break
				}
			}
			err = set(term, "encoding", f.Encoding.Kind != EncodingUnset, func() { f.Encoding = DequantizeTo(d) })
		case key == "requant":
			var e layout.Encoding
			e, err = layout.ParseEncoding(strings.ToUpper(arg))
			if err != nil || !hasArg || e == layout.Dense {
				err = &FormSyntaxError{Input: s, Term: term, Msg: "needs a ggml encoding name, e.g. requant:Q8_0"}
				break
			}
			err = set(term, "encoding", f.Encoding.Kind != EncodingUnset, func() { f.Encoding = RequantizeTo(e) })
		case key == "stored-order" && !hasArg:
			err = set(term, "byte order", f.Order.Kind != OrderUnset, func() { f.Order = AsStoredOrder() })
		case key == "prepack" && !hasArg:
			err = set(term, "byte order", f.Order.Kind != OrderUnset, func() { f.Order = KernelFeed(layout.InputBlockMajor) })
		case key == "feed":
			var o layout.BlockOrder
			o, err = layout.ParseBlockOrder(strings.ToLower(arg))
			if err != nil {
				err = &FormSyntaxError{Input: s, Term: term, Msg: "needs row_major or input_block_major"}
				break
			}
			err = set(term, "byte order", f.Order.Kind != OrderUnset, func() { f.Order = KernelFeed(o) })
		case key == "shape" && strings.ToLower(arg) == "stored":
			err = set(term, "orientation", f.Orientation != OrientationUnset, func() { f.Orientation = OrientAsStored })
		case (key == "transposed" && !hasArg) || (key == "shape" && strings.ToLower(arg) == "transposed"):
			err = set(term, "orientation", f.Orientation != OrientationUnset, func() { f.Orientation = OrientTransposed })
		case !hasArg && (key == "heap" || key == "off-heap" || key == "offheap" || key == "mapped"):
			r := map[string]Residency{"heap": ResidencyHeap, "off-heap": ResidencyOffHeap, "offheap": ResidencyOffHeap, "mapped": ResidencyMapped}[key]
			err = set(term, "residency", f.Residency != ResidencyUnset, func() { f.Residency = r })
		default:
			err = &FormSyntaxError{Input: s, Term: term, Msg: "unknown term (want dense[:DTYPE], packed, prepacked, keep, requant:ENC, stored-order, prepack, feed:ORDER, shape:stored, transposed, mapped, off-heap, heap or as-stored)"}
		}
		if err != nil {
			return WeightForm{}, err
		}
	}
	return f, nil
}
