package ir_test

import (
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
)

func TestParseErrors(t *testing.T) {
	const head = "module {\n  func @f(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>) {\n"
	const tail = "    return %x\n  }\n}\n"
	cases := []struct {
		name, text, want string
	}{
		{"empty", "", "missing module"},
		{"unterminated", "module {\n", "unterminated"},
		{"text after the end", "module {\n}\nmodule {\n", "after the module"},
		{"unknown op", head + "    %0 = frobnicate %x : tensor<2x3xf32>\n" + tail, `unknown op "frobnicate"`},
		{"undefined operand", head + "    %0 = neg %y : tensor<2x3xf32>\n" + tail, "%y is not defined"},
		{"wrong type", head + "    %0 = neg %x : tensor<3x2xf32>\n" + tail, "the op's rule gives tensor<2x3xf32>"},
		{"redefined", head + "    %0 = neg %x : tensor<2x3xf32>\n    %0 = neg %x : tensor<2x3xf32>\n" + tail, "defined twice"},
		{"bad attribute", head + "    %0 = scale %x {scale = 2} : tensor<2x3xf32>\n" + tail, "attribute \"scale\" is int"},
		{"unknown parameter", head + "    %0 = param @w : tensor<2x3xf32>\n" + tail, `unknown parameter "w"`},
		{"bad dtype", "module {\n  func @f(%x: tensor<2xf31>) -> (tensor<2xf31>) {\n" + tail, "unknown dtype"},
		{"no return", head + "  }\n}\n", "without return"},
		{"trailing junk", head + "    %0 = neg %x : tensor<2x3xf32> junk\n" + tail, "unexpected"},
		{"layout without param", "module {\n    layout {form = \"dense\"}\n}\n", "follows its param"},
		{"inconsistent param layout", "module {\n  param @w : tensor<64xf32> {format = \"f32\", strides = [1], offset = 0}\n" +
			"    layout {form = \"as_stored\", residency = \"mapped\", bytes = 3, reason = \"x\"}\n}\n", "bytes 3"},
		{"bad string", "module attributes {producer = \"abc} {\n}\n", "unterminated string"},
		{"decision strides", head + "    %0 = neg %x : tensor<2x3xf32> layout {identity = \"a\", form = \"dense\", format = \"f32\", strides = [1], offset = 0, residency = \"transient\", bytes = 0, reason = \"r\"}\n" + tail, "1 strides for 2 dims"},
		{"param block axis", "module {\n  param @w : tensor<8x96xf32> {format = \"f32/Q8_0\", strides = [3, 1], offset = 0, block_axis = 5, block_elems = 32, order = \"row_major\"}\n}\n", "block axis 5"},
		{"size overflow", "module {\n  func @f(%x: tensor<4294967296x4294967296xf32>) -> (tensor<4294967296x4294967296xf32>) {\n" + tail, "overflows int64"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ir.ParseString(tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Parse error %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

func TestParseComments(t *testing.T) {
	m, err := ir.ParseString("// a comment\nmodule {\n\n  // another\n  func @f(%x: tensor<f32>) -> (tensor<f32>) {\n    return %x\n  }\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if want := "module {\n  func @f(%x: tensor<f32>) -> (tensor<f32>) {\n    return %x\n  }\n}\n"; m.String() != want {
		t.Errorf("got\n%s", m)
	}
}
