package ir

import "fmt"

// Op is an operation kind. The names are the ones a tape records (the
// eager engine's op set), plus the IR-only arg, param and const.
type Op uint8

// The op set.
const (
	OpInvalid Op = iota

	// IR-only: a function argument, a module parameter reference (like
	// IREE's util.global.load) and a module constant reference.
	OpArg
	OpParam
	OpConst

	// Elementwise unary (f32 result).
	OpNeg
	OpExp
	OpLog
	OpSqrt
	OpRsqrt
	OpTanh
	OpSigmoid
	OpSilu
	OpGelu
	OpCos
	OpSin

	// Elementwise binary with numpy broadcasting (f32 result).
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpMax
	OpMin

	OpScale // x · ScaleAttrs.Scale

	// Reductions over one axis (ReduceAttrs).
	OpSum
	OpMean
	OpReduceMax

	// Neural-network composites.
	OpSoftmax    // over the last axis
	OpRMSNorm    // x[, w] (EpsAttrs)
	OpLayerNorm  // x[, w][, b] (LayerNormAttrs)
	OpRope       // x [S, H, D], positions [S] (RopeAttrs)
	OpCausalMask // scores [..., q, k] (CausalMaskAttrs)
	OpWhere      // mask, a, b with numpy broadcasting

	// Contractions.
	OpLinear    // x[..., in] · W[out, in]ᵀ
	OpEmbedding // table[V, D] gathered by integer ids
	OpMatMul    // batched a[..., M, K] · b[..., K, N]

	// Shape ops. Views in eager; in the IR every value is logical.
	OpReshape    // ShapeAttrs
	OpPermute    // PermuteAttrs
	OpNarrow     // NarrowAttrs
	OpBroadcast  // ShapeAttrs
	OpConcat     // AxisAttrs, any number of inputs
	OpCast       // CastAttrs
	OpContiguous // a logical no-op (the result is f32)

	// Module state (a KV cache). OpState references a module state like
	// OpParam a parameter; cache_write returns the state after writing a
	// step's rows at its positions (a side effect: never merged or
	// removed); cache_read takes rows [0, last position] of it.
	OpState      // StateRef
	OpCacheWrite // cache [C, ...], rows [S, ...], positions [S]
	OpCacheRead  // cache [C, ...], positions [S] (RowsAttrs)
	OpArange     // like [S] → positions [S] i32 from Start (StartAttrs)

	// Sliding-window attention mask: scores [..., q, k], query positions
	// [q] (WindowAttrs).
	OpWindowMask

	numOps
)

// Class groups ops that a code generator lowers alike.
type Class uint8

// The op classes.
const (
	ClassSource      Class = iota + 1 // arg, param, const: no operands
	ClassUnary                        // elementwise, one operand
	ClassBinary                       // elementwise, two operands, broadcasting
	ClassReduce                       // one axis
	ClassNN                           // softmax, norms, rope, causal and window masks, where, scale
	ClassContraction                  // linear, embedding, matmul
	ClassShape                        // reshape, permute, narrow, broadcast, concat, cast, contiguous, arange
	ClassState                        // cache_write, cache_read
)

// attrShape says which Attrs type an op carries.
type attrShape uint8

const (
	attrNone attrShape = iota
	attrScale
	attrReduce
	attrEps
	attrLayerNorm
	attrRope
	attrCausalMask
	attrShapeList
	attrPermute
	attrNarrow
	attrAxis
	attrCast
	attrParamRef
	attrConstRef
	attrStateRef
	attrRows
	attrStart
	attrWindow
)

type opInfo struct {
	name             string
	class            Class
	minArgs, maxArgs int // maxArgs < 0: unbounded
	attrs            attrShape
}

var opTable = [numOps]opInfo{
	OpArg:   {"arg", ClassSource, 0, 0, attrNone},
	OpParam: {"param", ClassSource, 0, 0, attrParamRef},
	OpConst: {"const", ClassSource, 0, 0, attrConstRef},

	OpNeg:     {"neg", ClassUnary, 1, 1, attrNone},
	OpExp:     {"exp", ClassUnary, 1, 1, attrNone},
	OpLog:     {"log", ClassUnary, 1, 1, attrNone},
	OpSqrt:    {"sqrt", ClassUnary, 1, 1, attrNone},
	OpRsqrt:   {"rsqrt", ClassUnary, 1, 1, attrNone},
	OpTanh:    {"tanh", ClassUnary, 1, 1, attrNone},
	OpSigmoid: {"sigmoid", ClassUnary, 1, 1, attrNone},
	OpSilu:    {"silu", ClassUnary, 1, 1, attrNone},
	OpGelu:    {"gelu", ClassUnary, 1, 1, attrNone},
	OpCos:     {"cos", ClassUnary, 1, 1, attrNone},
	OpSin:     {"sin", ClassUnary, 1, 1, attrNone},

	OpAdd: {"add", ClassBinary, 2, 2, attrNone},
	OpSub: {"sub", ClassBinary, 2, 2, attrNone},
	OpMul: {"mul", ClassBinary, 2, 2, attrNone},
	OpDiv: {"div", ClassBinary, 2, 2, attrNone},
	OpMax: {"max", ClassBinary, 2, 2, attrNone},
	OpMin: {"min", ClassBinary, 2, 2, attrNone},

	OpScale: {"scale", ClassNN, 1, 1, attrScale},

	OpSum:       {"sum", ClassReduce, 1, 1, attrReduce},
	OpMean:      {"mean", ClassReduce, 1, 1, attrReduce},
	OpReduceMax: {"reduce_max", ClassReduce, 1, 1, attrReduce},

	OpSoftmax:    {"softmax", ClassNN, 1, 1, attrNone},
	OpRMSNorm:    {"rms_norm", ClassNN, 1, 2, attrEps},
	OpLayerNorm:  {"layer_norm", ClassNN, 1, 3, attrLayerNorm},
	OpRope:       {"rope", ClassNN, 2, 2, attrRope},
	OpCausalMask: {"causal_mask", ClassNN, 1, 1, attrCausalMask},
	OpWhere:      {"where", ClassNN, 3, 3, attrNone},

	OpLinear:    {"linear", ClassContraction, 2, 2, attrNone},
	OpEmbedding: {"embedding", ClassContraction, 2, 2, attrNone},
	OpMatMul:    {"matmul", ClassContraction, 2, 2, attrNone},

	OpReshape:    {"reshape", ClassShape, 1, 1, attrShapeList},
	OpPermute:    {"permute", ClassShape, 1, 1, attrPermute},
	OpNarrow:     {"narrow", ClassShape, 1, 1, attrNarrow},
	OpBroadcast:  {"broadcast", ClassShape, 1, 1, attrShapeList},
	OpConcat:     {"concat", ClassShape, 1, -1, attrAxis},
	OpCast:       {"cast", ClassShape, 1, 1, attrCast},
	OpContiguous: {"contiguous", ClassShape, 1, 1, attrNone},

	OpState:      {"state", ClassSource, 0, 0, attrStateRef},
	OpCacheWrite: {"cache_write", ClassState, 3, 3, attrNone},
	OpCacheRead:  {"cache_read", ClassState, 2, 2, attrRows},
	OpArange:     {"arange", ClassShape, 1, 1, attrStart},

	OpWindowMask: {"window_mask", ClassNN, 2, 2, attrWindow},
}

var opByName = func() map[string]Op {
	m := make(map[string]Op, numOps)
	for op := OpArg; op < numOps; op++ {
		m[opTable[op].name] = op
	}
	return m
}()

// LookupOp returns the op of a name as a tape records it (and the IR text
// prints it).
func LookupOp(name string) (Op, bool) {
	op, ok := opByName[name]
	return op, ok
}

// Ops lists every op, arg, param and const included, in enum order.
func Ops() []Op {
	out := make([]Op, 0, numOps-1)
	for op := OpArg; op < numOps; op++ {
		out = append(out, op)
	}
	return out
}

func (op Op) valid() bool { return op > OpInvalid && op < numOps }

func (op Op) String() string {
	if op.valid() {
		return opTable[op].name
	}
	return fmt.Sprintf("op(%d)", uint8(op))
}

// Class is the op's class (0 for an invalid op).
func (op Op) Class() Class {
	if op.valid() {
		return opTable[op].class
	}
	return 0
}

// Arity is the number of operands the op takes; max < 0 means any number
// from min on (concat).
func (op Op) Arity() (min, max int) {
	if !op.valid() {
		return 0, 0
	}
	return opTable[op].minArgs, opTable[op].maxArgs
}

// Pure reports whether two ops of this kind with equal attributes and
// operands compute the same value and removing an unused one changes
// nothing. Every op of the set is pure but cache_write, which updates
// module state; arguments are not ops to merge.
func (op Op) Pure() bool { return op.valid() && op != OpArg && op != OpCacheWrite }
