package export

import (
	"fmt"
	"io"

	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/target"
)

// ParamsMode says where the module's parameters come from at run time.
type ParamsMode string

const (
	// ParamsIRPA writes model.irpa next to the module.
	ParamsIRPA ParamsMode = "irpa"
	// ParamsGGUF writes no archive: the module's keys are the GGUF's own
	// tensor names, and iree-run-module reads the GGUF itself.
	ParamsGGUF ParamsMode = "gguf"
)

// WeightsMode says whether packed weights stay packed.
type WeightsMode string

const (
	// WeightsAsStored keeps packed weights as their stored bytes and
	// dequantizes them in the module.
	WeightsAsStored WeightsMode = "as-stored"
	// WeightsDense dequantizes every packed weight at export (an explicit
	// choice; its size cost is printed).
	WeightsDense WeightsMode = "dense"
	// WeightsPlanar splits the blocks of every weight whose encoding has a
	// planar form into code and scale tensors at the stored precision,
	// dequantized inside the contractions that read them; the others stay
	// as stored.
	WeightsPlanar WeightsMode = "planar"
	// WeightsDefault lets the target decide: the form measured fastest on
	// it (see passes.Target.Default).
	WeightsDefault WeightsMode = "default"
)

// ReferenceMode says whether an export computes the eager reference: the
// outputs of the sample inputs, written to expected/.
type ReferenceMode string

const (
	// ReferenceAuto computes it for the built-in demo (small, and what
	// make demo and the conformity checks compare with) and not for a model
	// file or a tape.
	ReferenceAuto ReferenceMode = ""
	// ReferenceOn runs the sample prefill eagerly — while the archive is
	// being written — and writes its outputs to expected/.
	ReferenceOn ReferenceMode = "on"
	// ReferenceOff writes no expected/: the prefill is only traced (no
	// kernel runs, no weight is read), so the export costs about the time
	// of copying the weights, whatever the model's size.
	ReferenceOff ReferenceMode = "off"
)

// Options configures an export.
type Options struct {
	// Model is a GGUF path; empty with Tape empty means the built-in demo.
	Model string
	// Tape is a recorded tape (skaic record) to export instead of a model;
	// its weights come from Model, or from its source file next to it.
	Tape string
	// Out is the output directory (created atomically). It is replaced
	// only when it is empty or holds a skaic export and nothing else.
	Out string
	// Force replaces Out whatever it holds.
	Force bool
	// Seq is the number of sample tokens when Tokens is empty.
	Seq int
	// Tokens are the sample tokens (the prefill's input).
	Tokens []int32
	// Ctx is the exported KV cache's capacity in positions (0: DefaultCtx).
	Ctx     int
	Params  ParamsMode
	Weights WeightsMode
	// Target is the compile target (zero: llvm-cpu for the host). It
	// reaches layout assignment, skainet.tensor_layouts and the manifest,
	// whose compile flags are the target's.
	Target target.Target
	// Resolve plans how the model's weights are loaded before they are
	// recorded (models.Plan, the eager engine's capabilities): nil plans
	// under the desktop profile without overrides. The module consumes the
	// loaded forms: a weight the plan dequantizes is a dense parameter, a
	// prepacked one keeps its feed order. A tape's weights are not planned.
	Resolve *resolve.Options
	// Backend is the module's code generator (BackendMLIR by default).
	Backend Backend
	// EmbedWeights (BackendLLVM only) puts the weights into model.ll as
	// constants, for targets with no file system.
	EmbedWeights bool
	// DenseFallback (with --weights as-stored or default) dequantizes at
	// export only the weights whose encoding the target cannot decode,
	// keeping the others as stored; without it such a weight fails the
	// export with a *passes.UndecodableError. Each such weight's layout
	// reason says so.
	DenseFallback bool
	// Reference says whether to compute the eager reference outputs
	// (ReferenceAuto: for the built-in demo only). RunProgram takes them
	// from its Program instead.
	Reference ReferenceMode
	// PrintIRAfter names passes whose output IR is dumped to IRDump;
	// PrintIRAfterAll dumps after every pass.
	PrintIRAfter    []string
	PrintIRAfterAll bool
	VerifyEach      bool
	IRDump          io.Writer
	// Log receives progress lines (nil: quiet).
	Log io.Writer
	// Progress, when set, is called as archive bytes are written.
	Progress func(done, total int64)
}

// DefaultSeq is the number of sample tokens when neither Seq nor Tokens
// is given.
const DefaultSeq = 8

func (o *Options) normalize() error {
	if o.Out == "" {
		return fmt.Errorf("export: no output directory")
	}
	if o.Params == "" {
		o.Params = ParamsIRPA
	}
	o.Target = o.Target.Normalize()
	if o.Params != ParamsIRPA && o.Params != ParamsGGUF {
		return fmt.Errorf("export: --params %q: want irpa or gguf", o.Params)
	}
	switch o.Backend {
	case "":
		o.Backend = BackendMLIR
	case BackendMLIR, BackendLLVM:
	default:
		return fmt.Errorf("export: --backend %q: want mlir or llvm", o.Backend)
	}
	if o.EmbedWeights && o.Backend != BackendLLVM {
		return fmt.Errorf("export: --embed-weights needs --backend llvm (an MLIR module reads its weights from the parameter archive)")
	}
	if o.Weights == "" {
		o.Weights = WeightsDefault
	}
	if o.Weights != WeightsAsStored && o.Weights != WeightsDense && o.Weights != WeightsPlanar && o.Weights != WeightsDefault {
		return fmt.Errorf("export: --weights %q: want default, as-stored, planar or dense", o.Weights)
	}
	switch o.Reference {
	case ReferenceAuto:
		o.Reference = ReferenceOff
		if o.Model == "" && o.Tape == "" {
			o.Reference = ReferenceOn
		}
	case ReferenceOn, ReferenceOff:
	default:
		return fmt.Errorf("export: reference %q: want on or off", o.Reference)
	}
	if len(o.Tokens) == 0 {
		if o.Seq == 0 {
			o.Seq = DefaultSeq
		}
		if o.Seq < 1 {
			return fmt.Errorf("export: --seq %d: need at least one token", o.Seq)
		}
	} else if o.Seq != 0 && o.Seq != len(o.Tokens) {
		return fmt.Errorf("export: --seq %d but %d tokens given", o.Seq, len(o.Tokens))
	}
	if o.Ctx < 0 {
		return fmt.Errorf("export: --ctx %d: want a positive number of positions", o.Ctx)
	}
	if o.Backend == BackendLLVM && o.Weights == WeightsPlanar {
		return fmt.Errorf("export: --weights planar is a form for IREE; --backend llvm decodes the stored blocks inside its loops (--weights as-stored or dense)")
	}
	if o.Params == ParamsGGUF && (o.Weights == WeightsDense || o.Weights == WeightsPlanar) {
		return fmt.Errorf("export: --params gguf serves the GGUF's own bytes; --weights %s needs an archive (--params irpa)", o.Weights)
	}
	return nil
}

func (o *Options) logf(format string, args ...any) {
	if o.Log != nil {
		fmt.Fprintf(o.Log, format+"\n", args...)
	}
}
