// Package ireehost runs compiled generation modules (prefill, decode, the
// KV cache as module state) on IREE's runtime: the pinned iree-base-runtime
// wheel's Python bindings, in a child process of the project's virtual
// environment that loads the module and its parameters once and answers
// one call at a time over a framed stdin/stdout protocol (a JSON header
// line, then the raw little-endian float32 logits).
//
// The generation loop itself (greedy choice, positions, timing) stays on
// the Go side, shared with the eager engine.
package ireehost

import (
	"bufio"
	_ "embed"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/target"
)

//go:embed server.py
var serverScript string

// Config says what a session loads.
type Config struct {
	// Name is what errors call the module (the export directory).
	Name string
	// VMFB is the compiled module.
	VMFB string
	// Params, when not "", is the parameter file (.irpa or .gguf) served
	// under Scope.
	Params, Scope string
	// Functions must exist in the module; only they can be called.
	Functions []string
	// Python is the interpreter with iree.runtime (default: the project's
	// virtual environment's, through internal/tools).
	Python string
	// Threads is the runtime's worker count (0: IREE's default, one per
	// physical core).
	Threads int
	// Device is the IREE runtime device the module runs on: a driver name
	// (local-task, cuda, hip, vulkan) or a device URI (cuda://0); "" is
	// local-task.
	Device string
}

// Session is one module loaded into one IREE runtime process.
type Session struct {
	name   string
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tailBuffer
	load   time.Duration
	buf    []byte
	closed bool
}

// Error is a failure on the runtime side: loading the module, a missing
// function, an error IREE raised in a call, or the process ending.
type Error struct {
	Module string // the export directory (or the module's name)
	Op     string // "load", "prefill", "decode"
	Msg    string
}

func (e *Error) Error() string {
	return fmt.Sprintf("iree: %s: %s: %s", e.Module, e.Op, e.Msg)
}

// header is one response's JSON line.
type header struct {
	OK          bool    `json:"ok"`
	Error       string  `json:"error"`
	Trace       string  `json:"trace"`
	Shape       []int64 `json:"shape"`
	Bytes       int64   `json:"bytes"`
	Seconds     float64 `json:"seconds"`
	LoadSeconds float64 `json:"load_seconds"`
}

// Start launches the runtime process and loads the module and its
// parameters; it returns once both are loaded (or with the reason not).
func Start(c Config) (*Session, error) {
	py := c.Python
	if py == "" {
		var err error
		if py, err = tools.Python(); err != nil {
			return nil, err
		}
	}
	s := &Session{name: c.Name, stderr: &tailBuffer{max: 4096}}
	s.cmd = exec.Command(py, "-u", "-c", serverScript)
	s.cmd.Stderr = s.stderr
	var err error
	if s.in, err = s.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s.out = bufio.NewReaderSize(stdout, 1<<20)
	if err := s.cmd.Start(); err != nil {
		return nil, &Error{Module: c.Name, Op: "load", Msg: err.Error()}
	}
	scope := c.Scope
	if scope == "" {
		scope = "model"
	}
	req := map[string]any{"vmfb": c.VMFB, "params": c.Params, "scope": scope, "functions": c.Functions, "driver": target.DeviceURI(c.Device), "threads": c.Threads}
	start := time.Now()
	h, _, err := s.call("load", req)
	if err != nil {
		s.Close()
		return nil, err
	}
	s.load = time.Since(start)
	_ = h
	return s, nil
}

// LoadTime is how long loading the module and its parameters took
// (process start included).
func (s *Session) LoadTime() time.Duration { return s.load }

// Prefill calls prefill(tokens[1, S]) and returns its logits, shape
// [1, S, V], as S·V float32s, with V.
func (s *Session) Prefill(tokens []int32) ([]float32, int, error) {
	if len(tokens) == 0 {
		return nil, 0, &Error{Module: s.name, Op: "prefill", Msg: "no tokens"}
	}
	h, vals, err := s.call("prefill", map[string]any{"op": "prefill", "tokens": tokens})
	if err != nil {
		return nil, 0, err
	}
	if len(h.Shape) != 3 || h.Shape[0] != 1 || h.Shape[1] != int64(len(tokens)) {
		return nil, 0, &Error{Module: s.name, Op: "prefill", Msg: fmt.Sprintf("logits of shape %v for %d tokens; want [1 %d V]", h.Shape, len(tokens), len(tokens))}
	}
	return vals, int(h.Shape[2]), nil
}

// Decode calls decode(token[1, 1], position[1]) and returns its logits
// (V float32s).
func (s *Session) Decode(token int32, position int) ([]float32, error) {
	h, vals, err := s.call("decode", map[string]any{"op": "decode", "token": token, "position": position})
	if err != nil {
		return nil, err
	}
	if len(h.Shape) != 3 || h.Shape[0] != 1 || h.Shape[1] != 1 {
		return nil, &Error{Module: s.name, Op: "decode", Msg: fmt.Sprintf("logits of shape %v; want [1 1 V]", h.Shape)}
	}
	return vals, nil
}

// call sends one request and reads its response.
func (s *Session) call(op string, req any) (*header, []float32, error) {
	if s.closed {
		return nil, nil, &Error{Module: s.name, Op: op, Msg: "the session is closed"}
	}
	line, err := json.Marshal(req)
	if err != nil {
		return nil, nil, err
	}
	if _, err := s.in.Write(append(line, '\n')); err != nil {
		return nil, nil, s.died(op, err)
	}
	hl, err := s.out.ReadBytes('\n')
	if err != nil {
		return nil, nil, s.died(op, err)
	}
	var h header
	if err := json.Unmarshal(hl, &h); err != nil {
		return nil, nil, &Error{Module: s.name, Op: op, Msg: fmt.Sprintf("unreadable response %q: %v", strings.TrimSpace(string(hl)), err)}
	}
	if !h.OK {
		return nil, nil, &Error{Module: s.name, Op: op, Msg: h.Error}
	}
	if h.Bytes%4 != 0 || h.Bytes < 0 || h.Bytes > math.MaxInt32*4 {
		return nil, nil, &Error{Module: s.name, Op: op, Msg: fmt.Sprintf("payload of %d bytes is not float32s", h.Bytes)}
	}
	n := int64(1)
	for _, d := range h.Shape {
		n *= d
	}
	if h.Bytes != 4*n && h.Bytes > 0 {
		return nil, nil, &Error{Module: s.name, Op: op, Msg: fmt.Sprintf("payload of %d bytes for shape %v", h.Bytes, h.Shape)}
	}
	if cap(s.buf) < int(h.Bytes) {
		s.buf = make([]byte, h.Bytes)
	}
	b := s.buf[:h.Bytes]
	if _, err := io.ReadFull(s.out, b); err != nil {
		return nil, nil, s.died(op, err)
	}
	vals := make([]float32, len(b)/4)
	for i := range vals {
		vals[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return &h, vals, nil
}

// died is the error of a process that stopped answering: its exit status
// and the last line it wrote to stderr.
func (s *Session) died(op string, err error) error {
	s.in.Close()
	werr := s.cmd.Wait()
	s.closed = true
	msg := "the runtime process ended"
	if werr != nil {
		msg += " (" + werr.Error() + ")"
	} else if !errors.Is(err, io.EOF) {
		msg += " (" + err.Error() + ")"
	}
	if last := s.stderr.lastLine(); last != "" {
		msg += ": " + last
	}
	return &Error{Module: s.name, Op: op, Msg: msg}
}

// PeakRSS is the runtime process's peak resident set size in bytes, known
// once the session is closed (0 before, or where the OS does not say).
func (s *Session) PeakRSS() int64 { return peakRSS(s.cmd.ProcessState) }

// Close ends the runtime process.
func (s *Session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	s.in.Close()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		s.cmd.Process.Kill()
		return <-done
	}
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	b   []byte
	max int
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = t.b[len(t.b)-t.max:]
	}
	return len(p), nil
}

func (t *tailBuffer) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.b)), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
