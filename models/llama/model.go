// Package llama is a decoder (token embedding, pre-norm blocks of
// grouped-query attention with RoPE and a SwiGLU FFN, final norm, output
// projection) written only against the eager engine's op API, over the
// weights of a GGUF file as they are mapped: any encoding for any weight,
// no copies unless asked to prepack. One forward pass serves every family
// general.architecture can name (Family: llama, and the families of the
// family_*.go files), each from its own metadata keys and tensor names.
//
// A Model runs one sequence at a time: Prefill computes the logits of every
// prompt position and fills the KV cache; Decode runs one more token
// against the cache. It is not safe for concurrent use.
package llama

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/resolve"
	"github.com/skainet/skaic/models"
)

// DefaultCacheLen bounds the KV cache when no length is asked for: a
// model's context_length can be far more than a run needs, and the cache
// costs 2·layers·kv_heads·head_dim·4 bytes per position.
const DefaultCacheLen = 4096

// Option configures Open and New.
type Option func(*options)

type options struct {
	prepack  bool
	fast     bool
	cacheLen int
	onClose  []func() error
	plan     *resolve.Result
	resolve  *resolve.Options
}

// WithPrepack moves every projection weight whose encoding has an
// input-block-major Linear kernel into that order once at load, into
// model-scope memory (the one visible relayout); the others stay as
// stored. The default serves every weight as stored, from the mapping.
func WithPrepack() Option { return func(o *options) { o.prepack = true } }

// WithFastLinear runs Prefill and Decode in the engine's fast Linear mode
// (eager.WithFastLinear: activations requantized to 8 bits for the
// Q8_0/Q4_0/Q4_K/Q6_K projections; an approximation, for speed). Record
// and RecordExport stay exact.
func WithFastLinear() Option { return func(o *options) { o.fast = true } }

// WithCacheLen sizes the KV cache to n positions (at most the model's
// context_length). The default is min(context_length, DefaultCacheLen).
func WithCacheLen(n int) Option { return func(o *options) { o.cacheLen = n } }

// WithOnClose runs fn when the model closes, after the file is unmapped
// (e.g. to remove a temporary file).
func WithOnClose(fn func() error) Option {
	return func(o *options) { o.onClose = append(o.onClose, fn) }
}

// Model is a loaded llama-family model with its KV cache.
type Model struct {
	cfg   Config
	fam   *Family
	file  *gguf.File
	path  string
	scope *layout.ModelScope
	opts  options

	views   weightSet[*layout.TensorView]
	eng     *eager.Engine           // the engine of unrecorded steps
	tensors weightSet[eager.Tensor] // the weights wrapped once for eng
	fwd     [2]*layout.ForwardScope // stages alternate between the two slabs
	slab    int64                   // bytes of each slab
	cache   []kvCache               // per layer
	filled  int                     // positions the cache holds
	one     [2]eager.Tensor         // decode inputs: token, position ([1] i32)
	shapes1 stepShapes              // reshape targets of a one-token step
	oneData [2][]byte               // their bytes
	closed  bool
	rope    eager.RopeScaling // the RoPE's frequency scaling
	plan    *resolve.Result   // the plan the weights were loaded with
}

// kvCache holds one layer's keys and values, [cacheLen, kv_heads,
// head_dim] f32 each, in model-scope storage updated in place.
type kvCache struct {
	k, v         eager.Tensor
	kData, vData []byte
}

// Open maps the GGUF file at path and loads the model over it.
func Open(path string, opts ...Option) (*Model, error) {
	scope := layout.NewModelScope(layout.WithScopeName("llama " + filepath.Base(path)))
	f, err := gguf.OpenIn(path, scope)
	if err != nil {
		scope.Close()
		return nil, err
	}
	m, err := newModel(f, path, scope, opts)
	if err != nil {
		scope.Close()
		return nil, err
	}
	return m, nil
}

func newModel(f *gguf.File, path string, scope *layout.ModelScope, opts []Option) (*Model, error) {
	m := &Model{file: f, path: path, scope: scope}
	for _, o := range opts {
		o(&m.opts)
	}
	if _, err := models.CheckArchitecture(f.Header); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	cfg, err := ConfigFromHeader(f.Header)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	m.cfg = cfg
	m.fam, _ = FamilyOf(cfg.Arch) // ConfigFromHeader checked it
	var engOpts []eager.Option
	if m.opts.fast {
		engOpts = append(engOpts, eager.WithFastLinear())
	}
	m.eng = eager.New(engOpts...)
	var prepack func(*layout.TensorView) (*layout.TensorView, error)
	if m.opts.prepack && m.opts.plan == nil && m.opts.resolve == nil { // a plan decides the order itself
		prepack = func(v *layout.TensorView) (*layout.TensorView, error) {
			if !v.Format.IsBlocked() || !m.eng.LinearKernelFor(v.Format, layout.InputBlockMajor) {
				return v, nil
			}
			return v.Prepack(layout.InputBlockMajor, scope)
		}
	}
	if m.views, err = loadWeights(f, cfg, m.fam, prepack); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := m.applyPlan(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	m.tensors = wrap(m.eng, m.views)
	if m.rope, err = ropeScaling(f, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}

	n := m.opts.cacheLen
	switch {
	case n == 0:
		n = min(cfg.Context, DefaultCacheLen)
	case n < 0 || n > cfg.Context:
		return nil, &ConfigError{Key: cfg.contextKey(), Reason: fmt.Sprintf(
			"a KV cache of %d positions was asked for; the model allows 1..%d", n, cfg.Context)}
	}
	if err := m.allocCache(n); err != nil {
		return nil, err
	}
	for i, name := range []string{"tokens", "positions"} {
		st, err := scope.Alloc(4, name)
		if err != nil {
			return nil, err
		}
		v, err := layout.NewView(layout.TensorID(name), layout.DenseFormat(layout.I32), layout.Contiguous([]int64{1}), st)
		if err != nil {
			return nil, err
		}
		m.oneData[i], _ = st.Writable(0, 4)
		m.one[i] = eager.Tensor{View: *v, Kind: eager.Input, Name: name}
	}
	m.shapes1 = m.shapesFor(1)
	if err := m.growSlabs(m.stepBytes(1, n)); err != nil {
		return nil, err
	}
	return m, nil
}

// CacheName is the identity of layer l's key (which "k") or value ("v")
// cache: "cache.k.0".
func CacheName(which string, l int) string { return fmt.Sprintf("cache.%s.%d", which, l) }

func (m *Model) allocCache(n int) error {
	c := m.cfg
	shape := []int64{int64(n), int64(c.KVHeads), int64(c.HeadDim)}
	bytes := int64(n) * int64(c.KVHeads*c.HeadDim) * 4
	old := m.cache
	m.cache = make([]kvCache, c.Layers)
	for l := range m.cache {
		for _, which := range []string{"k", "v"} {
			name := CacheName(which, l)
			st, err := m.scope.AllocOffHeap(bytes, name)
			if err != nil {
				if st, err = m.scope.Alloc(bytes, name); err != nil {
					return fmt.Errorf("llama: KV cache: %w", err)
				}
			}
			v, err := layout.NewView(layout.TensorID(name), layout.DenseFormat(layout.F32), layout.Contiguous(shape), st)
			if err != nil {
				return err
			}
			data, err := st.Writable(0, bytes)
			if err != nil {
				return err
			}
			t := eager.Tensor{View: *v, Name: name}
			if which == "k" {
				m.cache[l].k, m.cache[l].kData = t, data
			} else {
				m.cache[l].v, m.cache[l].vData = t, data
			}
		}
		if old != nil {
			// Keep what the cache held; the old buffers stay until the
			// model scope closes (growing is rare: Reserve before a run).
			copy(m.cache[l].kData, old[l].kData)
			copy(m.cache[l].vData, old[l].vData)
		}
	}
	return nil
}

// Reserve makes the KV cache hold at least n positions (keeping what it
// holds), so that a run of n positions never grows it mid-way. n may not
// exceed the model's context_length.
func (m *Model) Reserve(n int) error {
	if n > m.cfg.Context {
		return &ConfigError{Key: m.cfg.contextKey(), Reason: fmt.Sprintf(
			"%d positions needed, the model's context length is %d", n, m.cfg.Context)}
	}
	if n <= m.CacheLen() {
		return nil
	}
	if err := m.allocCache(n); err != nil {
		return err
	}
	return m.growSlabs(m.stepBytes(1, n))
}

// stepBytes bounds what one stage of a step (one block, or the embedding,
// or the final norm and output projection) allocates for S new tokens
// attending over T positions: every intermediate the engine makes, plus
// the copies a reshape of a permuted view may take, plus alignment; the
// families' biases, per-head norms and fused projections included.
func (m *Model) stepBytes(S, T int) int64 {
	c := m.cfg
	s, t := int64(S), int64(T)
	D, H, Hkv, hd, F, V := int64(c.Dim), int64(c.Heads), int64(c.KVHeads), int64(c.HeadDim), int64(c.FFN), int64(c.Vocab)
	block := 8*s*D + 8*s*(H+2*Hkv)*hd + 2*s*H*hd + 2*t*Hkv*hd + 6*H*s*t + 7*s*F
	final := 4*s*D + s*V
	postNorms := len(m.views.blocks) > 0 && m.views.blocks[0][AttnPostNorm] != nil
	vb, vf := c.Variant.stepElems(s, t, D, H, V, postNorms)
	block, final = block+vb, final+vf
	n := 4*max(block, final) + 64*64
	return n + n/4
}

// growSlabs makes each forward slab at least n bytes.
func (m *Model) growSlabs(n int64) error {
	if n <= m.slab {
		return nil
	}
	n = max(n, 2*m.slab)
	for i := range m.fwd {
		if m.fwd[i] != nil {
			m.fwd[i].Close()
			m.fwd[i] = nil
		}
	}
	for i := range m.fwd {
		f, err := layout.NewForwardScope(n, layout.WithScopeName(fmt.Sprintf("llama forward %d", i)))
		if err != nil {
			return fmt.Errorf("llama: forward scope: %w", err)
		}
		m.fwd[i] = f
	}
	m.slab = n
	return nil
}

// Config is the model's hyperparameters.
func (m *Model) Config() Config { return m.cfg }

// File is the open GGUF file the weights are mapped from.
func (m *Model) File() *gguf.File { return m.file }

// Path is the GGUF file's path.
func (m *Model) Path() string { return m.path }

// CacheLen is the number of positions the KV cache holds.
func (m *Model) CacheLen() int { return int(m.cache[0].k.Shape()[0]) }

// Filled is the number of positions the KV cache holds valid keys for.
func (m *Model) Filled() int { return m.filled }

// Weights lists every weight the forward pass reads, in forward order, as
// the views it reads them through (prepacked ones included); a tied output
// projection appears once, as token_embd.weight.
func (m *Model) Weights() []*layout.TensorView {
	var out []*layout.TensorView
	eachView(m.views, func(v *layout.TensorView) { out = append(out, v) })
	return out
}

// ForwardStats reports the two forward slabs' accounting.
func (m *Model) ForwardStats() [2]layout.ForwardStats {
	return [2]layout.ForwardStats{m.fwd[0].Stats(), m.fwd[1].Stats()}
}

// Close frees the cache and the slabs and unmaps the file; views and
// logits of the model fail with StorageClosedError after. Closing twice is
// safe.
func (m *Model) Close() error {
	if m.closed {
		return nil
	}
	m.closed = true
	var errs []error
	for _, f := range m.fwd {
		if f != nil {
			errs = append(errs, f.Close())
		}
	}
	errs = append(errs, m.scope.Close())
	for _, fn := range m.opts.onClose {
		errs = append(errs, fn())
	}
	return errors.Join(errs...)
}

// TokenError reports a token id outside the vocabulary.
type TokenError struct {
	ID    int64
	Index int // its position in the input
	Vocab int
}

func (e *TokenError) Error() string {
	return fmt.Sprintf("llama: token id %d (input position %d) is out of range: the vocabulary has %d tokens (ids 0..%d)",
		e.ID, e.Index, e.Vocab, e.Vocab-1)
}

// CacheError reports a position the KV cache cannot take.
type CacheError struct {
	Pos, Filled, CacheLen int
}

func (e *CacheError) Error() string {
	if e.Pos >= e.CacheLen {
		return fmt.Sprintf("llama: position %d is past the KV cache of %d positions", e.Pos, e.CacheLen)
	}
	return fmt.Sprintf("llama: position %d: the KV cache holds positions 0..%d; decode positions in order", e.Pos, e.Filled-1)
}

func (m *Model) checkTokens(tokens []int32) error {
	if m.closed {
		return errors.New("llama: model is closed")
	}
	if len(tokens) == 0 {
		return errors.New("llama: no tokens")
	}
	for i, t := range tokens {
		if t < 0 || int(t) >= m.cfg.Vocab {
			return &TokenError{ID: int64(t), Index: i, Vocab: m.cfg.Vocab}
		}
	}
	return nil
}

// Prefill runs the prompt from position 0 and returns its logits [S,
// vocab] (S = len(tokens)); the KV cache then holds positions 0..S-1. The
// logits live in the model's forward memory until the next Prefill or
// Decode (reading them later returns StorageClosedError).
func (m *Model) Prefill(tokens []int32) (eager.Tensor, error) {
	return m.prefill(tokens, false)
}

// prefill runs the prompt from position 0 on the model's engine; last:
// the last token's logits only.
func (m *Model) prefill(tokens []int32, last bool) (eager.Tensor, error) {
	if err := m.checkPrompt(tokens); err != nil {
		return eager.Tensor{}, err
	}
	var toks, pos eager.Tensor
	if len(tokens) == 1 {
		toks, pos = m.oneInputs(tokens[0], 0)
	} else {
		positions := make([]int32, len(tokens))
		for i := range positions {
			positions[i] = int32(i)
		}
		e := m.eng
		toks = e.InputI32("tokens", tokens, int64(len(tokens)))
		pos = e.InputI32("positions", positions, int64(len(tokens)))
	}
	return m.run(m.eng, &m.tensors, toks, pos, len(tokens), 0, last)
}

// checkPrompt checks a prompt from position 0: its token ids, and that the
// KV cache holds it.
func (m *Model) checkPrompt(tokens []int32) error {
	if err := m.checkTokens(tokens); err != nil {
		return err
	}
	if len(tokens) > m.CacheLen() {
		return &CacheError{Pos: len(tokens) - 1, Filled: m.filled, CacheLen: m.CacheLen()}
	}
	return nil
}

// PrefillLast is Prefill returning only the last token's logits [1,
// vocab] — what generation needs: the output projection runs for one
// position instead of len(tokens). The logits are bitwise the last row of
// Prefill's in exact mode.
func (m *Model) PrefillLast(tokens []int32) (eager.Tensor, error) {
	return m.prefill(tokens, true)
}

// Decode runs one token at position pos (0 ≤ pos ≤ Filled(); pos <
// Filled() rewinds the cache) and returns its logits [1, vocab], valid
// until the next Prefill or Decode.
func (m *Model) Decode(token int32, pos int) (eager.Tensor, error) {
	if err := m.checkTokens([]int32{token}); err != nil {
		return eager.Tensor{}, err
	}
	if pos < 0 || pos > m.filled || pos >= m.CacheLen() {
		return eager.Tensor{}, &CacheError{Pos: pos, Filled: m.filled, CacheLen: m.CacheLen()}
	}
	toks, p := m.oneInputs(token, pos)
	return m.run(m.eng, &m.tensors, toks, p, 1, pos, false)
}

func (m *Model) oneInputs(token int32, pos int) (eager.Tensor, eager.Tensor) {
	putI32(m.oneData[0], token)
	putI32(m.oneData[1], int32(pos))
	return m.one[0], m.one[1]
}

func putI32(b []byte, v int32) {
	b[0], b[1], b[2], b[3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
}

// Record runs a prefill of tokens on an engine that records into rec: the
// weights enter as weights named by their GGUF names, tokens and positions
// as the inputs "tokens" and "positions" ([S] i32, positions 0..S-1), and
// the logits [S, vocab] are the output (marked with SetOutputs when rec
// has it). The KV cache is filled as by Prefill.
func (m *Model) Record(tokens []int32, rec eager.Recorder) (eager.Tensor, error) {
	if err := m.checkPrompt(tokens); err != nil {
		return eager.Tensor{}, err
	}
	e := eager.New(eager.WithRecorder(rec))
	ws := wrap(e, m.views)
	toks, pos := PrefillInputs(e, tokens)
	out, err := m.run(e, &ws, toks, pos, len(tokens), 0, false)
	if err != nil {
		return eager.Tensor{}, err
	}
	if so, ok := rec.(interface{ SetOutputs(...eager.Tensor) }); ok {
		so.SetOutputs(out)
	}
	if re, ok := rec.(interface{ Err() error }); ok && re.Err() != nil {
		return eager.Tensor{}, re.Err()
	}
	return out, nil
}

// RecordExport records a prefill in the shape an exported module takes:
// one input "tokens" [1, S] i32, positions 0..S-1 computed in the graph
// from the tokens' length (arange), the keys and values written into the
// KV cache (state "cache.k.L", "cache.v.L"), and logits [1, S, vocab] as
// the output. opts configure the recording engine: eager.WithTrace records
// without computing (the logits are then meaningless, the tape the same).
func (m *Model) RecordExport(tokens []int32, rec eager.Recorder, opts ...eager.Option) (eager.Tensor, error) {
	if err := m.checkPrompt(tokens); err != nil {
		return eager.Tensor{}, err
	}
	S := len(tokens)
	e := eager.New(append(opts, eager.WithRecorder(rec))...)
	ws := wrap(e, m.views)
	toks := e.Reshape(e.InputI32("tokens", tokens, 1, int64(S)), int64(S))
	positions := e.Arange(toks, 0)
	if err := e.Err(); err != nil {
		return eager.Tensor{}, err
	}
	out, err := m.run(e, &ws, toks, positions, S, 0, false)
	if err != nil {
		return eager.Tensor{}, err
	}
	return finishRecord(e, rec, e.Reshape(out, 1, int64(S), int64(m.cfg.Vocab)))
}

// RecordDecode records one decode step in the shape an exported module
// takes: inputs "token" [1, 1] and "position" [1] (i32), the step's key
// and value written into the KV cache at position, attention over cache
// rows [0, position], and logits [1, 1, vocab] as the output. pos must be
// below the cache length; a computing engine also needs the cache to hold
// positions 0..pos-1 (Filled() ≥ pos), a tracing one (eager.WithTrace)
// does not.
func (m *Model) RecordDecode(token int32, pos int, rec eager.Recorder, opts ...eager.Option) (eager.Tensor, error) {
	if err := m.checkTokens([]int32{token}); err != nil {
		return eager.Tensor{}, err
	}
	e := eager.New(append(opts, eager.WithRecorder(rec))...)
	if pos < 0 || pos >= m.CacheLen() || (!e.Tracing() && pos > m.filled) {
		return eager.Tensor{}, &CacheError{Pos: pos, Filled: m.filled, CacheLen: m.CacheLen()}
	}
	ws := wrap(e, m.views)
	toks := e.Reshape(e.InputI32("token", []int32{token}, 1, 1), 1)
	position := e.InputI32("position", []int32{int32(pos)}, 1)
	if err := e.Err(); err != nil {
		return eager.Tensor{}, err
	}
	out, err := m.run(e, &ws, toks, position, 1, pos, false)
	if err != nil {
		return eager.Tensor{}, err
	}
	return finishRecord(e, rec, e.Reshape(out, 1, 1, int64(m.cfg.Vocab)))
}

// finishRecord marks out as the recording's output and reports the first
// error of the engine or the recorder.
func finishRecord(e *eager.Engine, rec eager.Recorder, out eager.Tensor) (eager.Tensor, error) {
	if err := e.Err(); err != nil {
		return eager.Tensor{}, err
	}
	if so, ok := rec.(interface{ SetOutputs(...eager.Tensor) }); ok {
		so.SetOutputs(out)
	}
	if re, ok := rec.(interface{ Err() error }); ok && re.Err() != nil {
		return eager.Tensor{}, re.Err()
	}
	return out, nil
}

// PrefillInputs makes the inputs a prefill of tokens reads: "tokens" and
// "positions" (0..S-1), both [S] i32. A replay of a recorded prefill binds
// its inputs to these.
func PrefillInputs(e *eager.Engine, tokens []int32) (toks, positions eager.Tensor) {
	pos := make([]int32, len(tokens))
	for i := range pos {
		pos[i] = int32(i)
	}
	return e.InputI32("tokens", tokens, int64(len(tokens))), e.InputI32("positions", pos, int64(len(tokens)))
}

// run computes S tokens at positions pos0.. on e, retrying with larger
// slabs if a stage outgrew them; last: the logits of the last token only.
func (m *Model) run(e *eager.Engine, w *weightSet[eager.Tensor], toks, pos eager.Tensor, S, pos0 int, last bool) (eager.Tensor, error) {
	e.ClearErr() // a failed step must not poison the next one
	if err := m.growSlabs(m.stepBytes(S, pos0+S)); err != nil {
		return eager.Tensor{}, err
	}
	for {
		out, err := m.forward(e, w, toks, pos, S, pos0, last)
		if err == nil {
			m.filled = pos0 + S
			return out, nil
		}
		var over *layout.ScopeOverflowError
		if !errors.As(err, &over) || e.Recording() {
			// A recording that failed half-way cannot be resumed.
			m.filled = min(m.filled, pos0)
			return eager.Tensor{}, err
		}
		e.ClearErr()
		if err := m.growSlabs(2 * m.slab); err != nil {
			return eager.Tensor{}, err
		}
	}
}

// stage starts the next stage of a step: its slab is the one the stage
// before last used, reset, so a stage's inputs (the previous stage's
// outputs) stay alive while it runs.
func (m *Model) stage(e *eager.Engine, i int) error {
	return e.BeginStage(m.fwd[i%2])
}

// stepShapes are the reshape targets of a step of S tokens: [S, heads,
// head_dim], [S, kv_heads, head_dim] and [S, heads·head_dim]. A decode step
// reuses one set, so that it allocates none.
type stepShapes struct{ q, kv, flat []int64 }

func (m *Model) shapesFor(S int) stepShapes {
	c := &m.cfg
	s := int64(S)
	return stepShapes{
		q:    []int64{s, int64(c.Heads), int64(c.HeadDim)},
		kv:   []int64{s, int64(c.KVHeads), int64(c.HeadDim)},
		flat: []int64{s, int64(c.Heads * c.HeadDim)},
	}
}

// forward is the llama forward pass of S tokens at positions pos0..pos0+S-1.
// At pos0 = 0 attention reads this step's keys and values (so a recorded
// prefill is self-contained); after that it reads the cache. With last,
// only the last token's hidden state goes through the output norm and
// projection (logits [1, vocab]).
func (m *Model) forward(e *eager.Engine, w *weightSet[eager.Tensor], toks, pos eager.Tensor, S, pos0 int, last bool) (eager.Tensor, error) {
	c := &m.cfg
	sh := m.shapes1
	if S != 1 {
		sh = m.shapesFor(S)
	}

	if err := m.stage(e, 0); err != nil {
		return eager.Tensor{}, err
	}
	x := e.Embedding(w.tokEmbd, toks) // [S, dim]
	if c.EmbedScale != 0 {
		x = e.Scale(x, c.EmbedScale)
	}
	act := m.fam.Act
	if act == nil {
		act = (*eager.Engine).Silu
	}
	qDim, kvDim, F := int64(c.Heads*c.HeadDim), int64(c.KVHeads*c.HeadDim), int64(c.FFN)
	for l := range w.blocks {
		b := &w.blocks[l]
		if err := m.stage(e, l+1); err != nil {
			return eager.Tensor{}, err
		}
		h := e.RMSNorm(x, b[AttnNorm], c.Eps)
		var qkv eager.Tensor
		if b[AttnQKV].Valid() {
			qkv = e.Linear(h, b[AttnQKV]) // split by rows: q, then k, then v
		}
		base, rs := m.layerRope(l)
		q := m.project(e, h, qkv, b[AttnQ], b[AttnQBias], b[AttnQNorm], 0, qDim, sh.q, pos, base, rs)
		k := m.project(e, h, qkv, b[AttnK], b[AttnKBias], b[AttnKNorm], qDim, kvDim, sh.kv, pos, base, rs)
		v := m.project(e, h, qkv, b[AttnV], b[AttnVBias], eager.Tensor{}, qDim+kvDim, kvDim, sh.kv, eager.Tensor{}, base, rs)
		if err := e.Err(); err != nil {
			return eager.Tensor{}, err
		}
		// The step's keys and values go into the cache at its positions;
		// after position 0 attention reads them back from there.
		ck := e.CacheWrite(e.State(&m.cache[l].k.View), k, pos, int64(pos0))
		cv := e.CacheWrite(e.State(&m.cache[l].v.View), v, pos, int64(pos0))
		if pos0 > 0 {
			T := int64(pos0 + S)
			k = e.CacheRead(ck, pos, T)
			v = e.CacheRead(cv, pos, T)
		}
		a := m.attention(e, l, q, k, v, pos, S, pos0) // [S, H, hd]
		o := e.Linear(e.Reshape(a, sh.flat...), b[AttnOut])
		if b[AttnPostNorm].Valid() {
			o = e.RMSNorm(o, b[AttnPostNorm], c.Eps)
		}
		x = e.Add(x, o)
		h = e.RMSNorm(x, b[FFNNorm], c.Eps)
		var g, u eager.Tensor
		if b[FFNGateUp].Valid() {
			gu := e.Linear(h, b[FFNGateUp]) // split by rows: gate, then up
			g = act(e, e.Narrow(gu, 1, 0, F))
			u = e.Narrow(gu, 1, F, F)
		} else {
			g = act(e, e.Linear(h, b[FFNGate]))
			u = e.Linear(h, b[FFNUp])
		}
		f := e.Linear(e.Mul(g, u), b[FFNDown])
		if b[FFNPostNorm].Valid() {
			f = e.RMSNorm(f, b[FFNPostNorm], c.Eps)
		}
		x = e.Add(x, f)
	}
	if err := m.stage(e, len(w.blocks)+1); err != nil {
		return eager.Tensor{}, err
	}
	if last && S > 1 {
		x = e.Narrow(x, 0, int64(S-1), 1)
	}
	x = e.RMSNorm(x, w.outNorm, c.Eps)
	out := m.softcap(e, e.Linear(x, w.output)) // [S, vocab], or [1, vocab]
	return out, e.Err()
}

// project is one of a block's q, k, v: rows [start, start+n) of the
// fused projection qkv when the block has one, else h·w; plus its bias,
// reshaped to [S, heads, head_dim] (shape), normalized per head by norm
// and rotated at positions pos with base and rs (each when valid).
func (m *Model) project(e *eager.Engine, h, qkv, w, bias, norm eager.Tensor, start, n int64, shape []int64, pos eager.Tensor, base float64, rs eager.RopeScaling) eager.Tensor {
	c := &m.cfg
	var y eager.Tensor
	if qkv.Valid() {
		y = e.Narrow(qkv, 1, start, n)
	} else {
		y = e.Linear(h, w)
	}
	if bias.Valid() {
		y = e.Add(y, bias)
	}
	y = e.Reshape(y, shape...)
	if norm.Valid() {
		y = e.RMSNorm(y, norm, c.Eps) // over head_dim, per head
	}
	if pos.Valid() {
		y = e.RopeScaled(y, pos, base, c.RopeDim, m.fam.Rope, rs)
	}
	return y
}

// denseBytes returns the bytes of a contiguous f32 tensor.
func denseBytes(t eager.Tensor) ([]byte, error) {
	view := &t.View
	if view.Format.Normalize() != layout.DenseFormat(layout.F32) || !view.Layout.IsContiguous() {
		return nil, fmt.Errorf("llama: %s: expected a contiguous f32 tensor", view.String())
	}
	b, err := view.Bytes()
	if err != nil {
		return nil, err
	}
	raw := robytes.Unwrap(b)
	off := view.Layout.Offset * 4
	return raw[off : off+view.NumElements()*4], nil
}
