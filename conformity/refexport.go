package conformity

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/tape"
)

// NoReferenceError says an export directory holds no reference outputs
// (it was exported without --reference) and no model to compute them
// from was at hand.
type NoReferenceError struct {
	Export string // the export's name
	Output string // the first output without a file
	Why    string // why the reference could not be computed, if it was tried
}

func (e *NoReferenceError) Error() string {
	msg := fmt.Sprintf("conformity: %s: exported without reference outputs (no expected/%s.npy)", e.Export, e.Output)
	if e.Why != "" {
		msg += ", and " + e.Why
	}
	return msg + "; export it with --reference, or give the model it was exported from with --model"
}

// referenceModel is the GGUF an export was made from, as far as the
// export tells: model when given, the GGUF a --params gguf export reads,
// the built-in demo (ok with path "") when the manifest names its bytes,
// or a file of the manifest's source name and SHA-256 next to the export
// directory or in the working directory.
func referenceModel(dir string, mf *export.Manifest, model string) (path string, ok bool) {
	if model != "" {
		return model, true
	}
	if mf.Parameters.Mode == export.ParamsGGUF && mf.Parameters.File != "" {
		p := mf.Parameters.File
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return p, true
	}
	if b, err := demo.Bytes(); err == nil && mf.Source.File == demo.Name {
		sum := tape.SourceOfBytes(demo.Name, b).SHA256
		if mf.Source.SHA256 == hex.EncodeToString(sum[:]) {
			return "", true
		}
	}
	if mf.Source.File == "" || mf.Source.SHA256 == "" || filepath.Base(mf.Source.File) != mf.Source.File {
		return "", false
	}
	for _, p := range []string{filepath.Join(filepath.Dir(dir), mf.Source.File), mf.Source.File} {
		if fi, err := os.Stat(p); err != nil || fi.Size() != mf.Source.Size {
			continue
		}
		if src, err := tape.SourceOfFile(p); err == nil && hex.EncodeToString(src.SHA256[:]) == mf.Source.SHA256 {
			return p, true
		}
	}
	return "", false
}

// computeReference exports the model an export directory was made from
// again, with the directory's sample tokens and options and the eager
// reference, into work, and checks that the module comes out byte for
// byte the same: the reference is then that of the directory's module.
// It returns the new export's directory.
func computeReference(dir string, mf *export.Manifest, nr *NoReferenceError, model, work string) (string, error) {
	path, ok := referenceModel(dir, mf, model)
	if !ok {
		return "", nr
	}
	fail := func(format string, args ...any) error {
		e := *nr
		e.Why = fmt.Sprintf(format, args...)
		return &e
	}
	// A model's export: prefill(tokens) (with decode beside it), or a
	// module with one forward(tokens).
	if len(mf.Functions) == 0 {
		return "", fail("the manifest lists no function")
	}
	fn := mf.Functions[0]
	if len(fn.Inputs) != 1 || fn.Inputs[0].Name != "tokens" ||
		!(fn.Name == "prefill" && mf.Cache != nil || fn.Name == "forward" && len(mf.Functions) == 1) {
		return "", fail("the eager reference can be computed only for a model's prefill(tokens)")
	}
	arr, err := npy.ReadFile(filepath.Join(dir, mf.Functions[0].Inputs[0].File))
	if err != nil {
		return "", fail("its sample tokens: %v", err)
	}
	tokens, err := arr.Int32()
	if err != nil {
		return "", fail("its sample tokens: %v", err)
	}
	out := filepath.Join(work, "reference")
	opts := export.Options{Model: path, Out: out, Tokens: tokens, Params: mf.Parameters.Mode, Weights: mf.Weights, Reference: export.ReferenceOn,
		Backend: mf.Backend}
	if mf.Cache != nil {
		opts.Ctx = mf.Cache.Capacity // the same module needs the same cache
	}
	var err2 error
	if opts.Target, err2 = mf.CompileTarget(); err2 != nil {
		return "", fail("manifest.json: %v", err2)
	}
	if opts.Resolve, err2 = mf.ResolveOptions(); err2 != nil {
		return "", fail("manifest.json: %v", err2)
	}
	if mf.Weights == export.WeightsAsStored && opts.Params != export.ParamsGGUF && mf.Backend != export.BackendLLVM {
		// The same module without copying the weights to an archive,
		// when every parameter is the GGUF's own bytes.
		gg := opts
		gg.Params = export.ParamsGGUF
		if _, err := export.Run(gg); err == nil {
			return sameModule(dir, mf, out, path, nr)
		}
	}
	if _, err := export.Run(opts); err != nil {
		return "", fail("exporting the model again with the reference failed: %v", err)
	}
	return sameModule(dir, mf, out, path, nr)
}

// sameModule returns out when its module is dir's, byte for byte.
func sameModule(dir string, mf *export.Manifest, out, path string, nr *NoReferenceError) (string, error) {
	a, err := os.ReadFile(filepath.Join(dir, mf.Module))
	if err != nil {
		return "", err
	}
	b, err := os.ReadFile(filepath.Join(out, mf.Module))
	if err != nil {
		return "", err
	}
	if !bytes.Equal(a, b) {
		name := path
		if name == "" {
			name = "the built-in demo"
		}
		e := *nr
		e.Why = fmt.Sprintf("%s, exported again with its sample tokens, gives another module than %s (not the model or the options it was exported with)", name, mf.Module)
		return "", &e
	}
	return out, nil
}
