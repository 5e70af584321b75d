// Command llamacpp is the Go half of the side-by-side decode benchmark of
// skaic against llama.cpp (run.sh drives it; not part of CI):
//
//	llamacpp write DIR          writes DIR/demo.gguf and DIR/synth-1g.gguf
//	llamacpp skaic MODEL.gguf   prints skaic's prefill and decode speed as JSON (-fast: fast Linear mode; -cpuprofile FILE)
//	llamacpp compare DIR        both sides on both models, as a table
//
// compare runs each side in its own process with a given thread count:
// skaic (this program's skaic command, GOMAXPROCS=N) and llama.cpp (node
// DIR/llamacpp.mjs, with node-llama-cpp installed under DIR by run.sh).
//
// demo.gguf is the built-in demo model (models/demo) with a llama
// tokenizer added to its metadata (llama.cpp refuses a model without
// tokenizer.ggml.model; see writeDemo); the tensors are byte for byte
// demo's. synth-1g.gguf
// is bench.SynthLlama1G (≈ 1.1 GB, Q8_0 attention, Q4_K feed-forward);
// synth-q4_1, synth-q4_k_m, synth-q5_k_m and synth-iq4_xs.gguf are the
// encoding set (bench.SynthLlamaQ4_1, …: ≥ 1 GB each), compared with a
// 64-token prompt. Both sides run the very same files.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"github.com/skainet/skaic/bench"
	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

const usage = "usage: llamacpp write DIR | llamacpp skaic MODEL.gguf [-prompt N] [-steps N] [-reps N] [-fast] [-cpuprofile FILE] | llamacpp compare DIR [-threads 1,2] [-models A.gguf,B.gguf]"

func main() {
	if len(os.Args) < 3 || strings.HasPrefix(os.Args[1], "-") || strings.HasPrefix(os.Args[2], "-") {
		// A flag where a command or its folder or model belongs (-h,
		// --help) gets the usage, not a folder of that name.
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "write":
		err = write(os.Args[2])
	case "skaic":
		err = runSkaic(os.Args[2], os.Args[3:])
	case "compare":
		err = compare(os.Args[2], os.Args[3:])
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "llamacpp:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := writeDemo(filepath.Join(dir, "demo.gguf")); err != nil {
		return err
	}
	for _, m := range synthModels {
		path := filepath.Join(dir, m.file)
		if _, err := os.Stat(path); err == nil {
			continue // already there (the same bytes every time)
		}
		if err := m.spec.Write(path); err != nil {
			return err
		}
	}
	return nil
}

// synthModels are the synthetic files write makes.
var synthModels = []struct {
	file string
	spec bench.SynthLlama
}{
	{"synth-1g.gguf", bench.SynthLlama1G},
	{"synth-q4_1.gguf", bench.SynthLlamaQ4_1},
	{"synth-q4_k_m.gguf", bench.SynthLlamaQ4KM},
	{"synth-q5_k_m.gguf", bench.SynthLlamaQ5KM},
	{"synth-iq4_xs.gguf", bench.SynthLlamaIQ4XS},
}

// writeDemo rewrites the demo GGUF with tokenizer metadata llama.cpp
// accepts. Its 96 one-character tokens become a GPT-2 style byte-level BPE
// vocabulary without merges: a SentencePiece one would crash llama.cpp
// (its byte fallback looks up <0xXX> tokens the demo does not have and
// throws std::out_of_range on the first text it tokenizes), while
// byte-level BPE skips bytes it has no token for. Byte-level spelling
// needs two changes: the space token (id 0) is "Ġ", and llama.cpp insists
// on a newline token "Ċ", which replaces id 95 (DEL, never printed).
func writeDemo(path string) error {
	tmp := path + ".plain"
	if err := demo.Write(tmp); err != nil {
		return err
	}
	defer os.Remove(tmp)
	f, err := gguf.Open(tmp)
	if err != nil {
		return err
	}
	defer f.Close()
	md := f.Metadata
	tokens, err := md.GetStrings("tokenizer.ggml.tokens")
	if err != nil {
		return err
	}
	types := make([]int32, len(tokens))
	for i := range types {
		types[i] = 1 // normal
	}
	tokens[0], tokens[len(tokens)-1] = "\u0120", "\u010a"
	md.Set("tokenizer.ggml.model", gguf.String("gpt2"))
	md.Set("tokenizer.ggml.tokens", gguf.ArrayOf(tokens))
	md.Set("tokenizer.ggml.token_type", gguf.ArrayOf(types))
	md.Set("tokenizer.ggml.merges", gguf.ArrayOf([]string{}))
	md.Set("tokenizer.ggml.bos_token_id", gguf.Uint32(1))
	md.Set("tokenizer.ggml.eos_token_id", gguf.Uint32(2))
	md.Set("tokenizer.ggml.add_bos_token", gguf.Bool(false))
	var tensors []gguf.Tensor
	for _, v := range f.Views() {
		t, err := gguf.TensorFromView(v)
		if err != nil {
			return err
		}
		tensors = append(tensors, t)
	}
	return gguf.Write(path, md, tensors)
}

type skaicReport struct {
	Model       string  `json:"model"`
	Prompt      int     `json:"prompt"`
	Steps       int     `json:"steps"`
	PrefillTokS float64 `json:"prefill_tok_s"`
	DecodeTokS  float64 `json:"decode_tok_s"`
	DecodeMinS  float64 `json:"decode_min_s"`
	DecodeMaxS  float64 `json:"decode_max_s"`
	GOMAXPROCS  int     `json:"gomaxprocs"`
	LoadS       float64 `json:"load_s"`
}

func runSkaic(model string, args []string) error {
	fs := flag.NewFlagSet("skaic", flag.ExitOnError)
	prompt := fs.Int("prompt", 16, "prompt tokens")
	steps := fs.Int("steps", 64, "decode steps")
	reps := fs.Int("reps", 5, "repetitions")
	fast := fs.Bool("fast", false, "fast Linear mode (8-bit activations: skaic run --fast)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the timed runs to this file (go tool pprof)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	opts := []llama.Option{llama.WithCacheLen(*prompt + *steps)}
	if *fast {
		opts = append(opts, llama.WithFastLinear())
	}
	t0 := time.Now()
	m, err := llama.Open(model, opts...)
	if err != nil {
		return err
	}
	defer m.Close()
	load := time.Since(t0)
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	pre, dec, err := bench.DecodeTimings(m, *prompt, *steps, *reps)
	if err != nil {
		return err
	}
	rep := skaicReport{Model: filepath.Base(model), Prompt: *prompt, Steps: *steps,
		PrefillTokS: float64(*prompt) / pre.Median().Seconds(), DecodeTokS: 1 / dec.Median().Seconds(),
		DecodeMinS: dec.Min().Seconds(), DecodeMaxS: dec.Max().Seconds(),
		GOMAXPROCS: runtime.GOMAXPROCS(0), LoadS: load.Seconds()}
	return json.NewEncoder(os.Stdout).Encode(rep)
}

// sideReport is what both sides print (the fields compare reads).
type sideReport struct {
	PrefillTokS float64 `json:"prefill_tok_s"`
	DecodeTokS  float64 `json:"decode_tok_s"`
	DecodeMinS  float64 `json:"decode_min_s"`
	DecodeMaxS  float64 `json:"decode_max_s"`
}

// compareCase is one model and its run sizes (the 1 GB model decodes
// slowly on portable kernels: fewer steps).
type compareCase struct {
	file                string
	prompt, steps, reps int
}

func compare(dir string, args []string) error {
	fs := flag.NewFlagSet("compare", flag.ExitOnError)
	threads := fs.String("threads", "1,"+fmt.Sprint(runtime.NumCPU()), "comma-separated thread counts")
	only := fs.String("models", "", "comma-separated model files to compare (default: all)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	cases := []compareCase{{"demo.gguf", 16, 64, 5}, {"synth-1g.gguf", 8, 16, 3},
		{"synth-q4_1.gguf", 64, 16, 3}, {"synth-q4_k_m.gguf", 64, 16, 3}, {"synth-q5_k_m.gguf", 64, 16, 3}, {"synth-iq4_xs.gguf", 64, 16, 3}}
	if *only != "" {
		var picked []compareCase
		for _, name := range strings.Split(*only, ",") {
			i := slices.IndexFunc(cases, func(c compareCase) bool { return c.file == strings.TrimSpace(name) })
			if i < 0 {
				return fmt.Errorf("-models: no model %q", name)
			}
			picked = append(picked, cases[i])
		}
		cases = picked
	}
	fmt.Printf("%-14s %7s  %14s %14s %14s %7s %7s  %14s %14s %14s\n", "model", "threads", "skaic decode", "skaic --fast", "llama.cpp", "ratio", "fast", "skaic prefill", "skaic --fast", "llama.cpp")
	for _, c := range cases {
		model := filepath.Join(dir, c.file)
		for _, th := range strings.Split(*threads, ",") {
			th = strings.TrimSpace(th)
			skArgs := []string{"skaic", model, "-prompt", fmt.Sprint(c.prompt), "-steps", fmt.Sprint(c.steps), "-reps", fmt.Sprint(c.reps)}
			sk, err := side(exec.Command(self, skArgs...), "GOMAXPROCS="+th)
			if err != nil {
				return fmt.Errorf("skaic on %s: %w", c.file, err)
			}
			skf, err := side(exec.Command(self, append(skArgs, "-fast")...), "GOMAXPROCS="+th)
			if err != nil {
				return fmt.Errorf("skaic --fast on %s: %w", c.file, err)
			}
			cmd := exec.Command("node", "llamacpp.mjs", model, fmt.Sprint(c.prompt), fmt.Sprint(c.steps), fmt.Sprint(c.reps), th)
			cmd.Dir = dir
			lc, err := side(cmd)
			if err != nil {
				return fmt.Errorf("llama.cpp on %s: %w", c.file, err)
			}
			fmt.Printf("%-14s %7s  %10.1f t/s %10.1f t/s %10.1f t/s %7.2f %7.2f  %10.1f t/s %10.1f t/s %10.1f t/s\n", c.file, th,
				sk.DecodeTokS, skf.DecodeTokS, lc.DecodeTokS, sk.DecodeTokS/lc.DecodeTokS, skf.DecodeTokS/lc.DecodeTokS,
				sk.PrefillTokS, skf.PrefillTokS, lc.PrefillTokS)
		}
	}
	fmt.Println("ratio = skaic decode tokens/s ÷ llama.cpp decode tokens/s, fast = the same for skaic --fast (8-bit activations, as llama.cpp) (median of the repetitions, greedy, same GGUF, same token ids)")
	return nil
}

// side runs one side and decodes its JSON line.
func side(cmd *exec.Cmd, env ...string) (sideReport, error) {
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return sideReport{}, err
	}
	var r sideReport
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		return r, fmt.Errorf("%w: %s", err, out)
	}
	return r, nil
}
