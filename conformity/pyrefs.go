package conformity

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"github.com/skainet/skaic/layout/quant"
)

// refScript is the reference server, relative to the source tree.
const refScript = "testdata/conformity/refs.py"

// pyRefs talks to testdata/conformity/refs.py --serve: one Python process
// per run computes every independent reference (and writes the generated
// model files), one request at a time. Results are cached by content, so
// variants of a case share them.
type pyRefs struct {
	dir string

	mu     sync.Mutex
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tailBuffer
	err    error

	cmu    sync.Mutex
	cached map[string]*pyResult
}

type pyResult struct {
	done chan struct{}
	path string
	err  error
}

func startPyRefs(python, root, dir string) (*pyRefs, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	cmd := exec.Command(python, filepath.Join(root, refScript), "--serve")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	tb := &tailBuffer{}
	cmd.Stderr = tb
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("conformity: start %s: %w", refScript, err)
	}
	return &pyRefs{dir: dir, cmd: cmd, in: in, out: bufio.NewReader(out), stderr: tb, cached: map[string]*pyResult{}}, nil
}

// call sends one request and waits for its reply.
func (p *pyRefs) call(req map[string]any) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return p.err
	}
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	if _, err := p.in.Write(append(b, '\n')); err != nil {
		p.err = fmt.Errorf("%s: %w\n%s", refScript, err, p.stderr.String())
		return p.err
	}
	line, err := p.out.ReadBytes('\n')
	if err != nil {
		p.err = fmt.Errorf("%s exited: %w\n%s", refScript, err, p.stderr.String())
		return p.err
	}
	var reply struct {
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal(line, &reply); err != nil {
		return fmt.Errorf("%s: bad reply %q: %w", refScript, line, err)
	}
	if !reply.OK {
		return fmt.Errorf("%s %s: %s", refScript, req["op"], reply.Error)
	}
	return nil
}

// once runs build (which writes path) once per key.
func (p *pyRefs) once(key, path string, build func() error) (string, error) {
	p.cmu.Lock()
	r, ok := p.cached[key]
	if !ok {
		r = &pyResult{done: make(chan struct{}), path: path}
		p.cached[key] = r
	}
	p.cmu.Unlock()
	if ok {
		<-r.done
		return r.path, r.err
	}
	r.err = build()
	close(r.done)
	return r.path, r.err
}

// dequantize returns the values of raw block bytes of type t.
func (p *pyRefs) dequantize(t quant.Type, raw []byte) ([]float32, error) {
	sum := sha256.Sum256(raw)
	key := t.String() + "-" + hex.EncodeToString(sum[:12])
	in := filepath.Join(p.dir, key+".raw")
	out := filepath.Join(p.dir, key+".f32")
	path, err := p.once("dequantize/"+key, out, func() error {
		if err := os.WriteFile(in, raw, 0o644); err != nil {
			return err
		}
		return p.call(map[string]any{"op": "dequantize", "type": t.String(), "in": in, "out": out})
	})
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	vals := make([]float32, len(b)/4)
	for i := range vals {
		vals[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return vals, nil
}

// llama returns the path of the numpy reference logits [S, V] of model
// for tokens.
func (p *pyRefs) llama(model string, tokens []int32) (string, error) {
	h := sha256.New()
	h.Write([]byte(model))
	for _, t := range tokens {
		binary.Write(h, binary.LittleEndian, t)
	}
	key := hex.EncodeToString(h.Sum(nil))[:16]
	out := filepath.Join(p.dir, "llama-"+key+".npy")
	return p.once("llama/"+key, out, func() error {
		return p.call(map[string]any{"op": "llama", "model": model, "tokens": tokens, "out": out})
	})
}

// makeModel writes the generator's spec to dir/spec.gguf (once).
func (p *pyRefs) makeModel(spec, dir string) (string, error) {
	out := filepath.Join(dir, spec+".gguf")
	return p.once("model/"+spec, out, func() error {
		return p.call(map[string]any{"op": "make_model", "spec": spec, "out": out})
	})
}

func (p *pyRefs) close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.in.Close()
	return p.cmd.Wait()
}

// tailBuffer keeps the last 8 KiB written to it.
type tailBuffer struct {
	mu sync.Mutex
	b  []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > 8192 {
		t.b = t.b[len(t.b)-8192:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}
