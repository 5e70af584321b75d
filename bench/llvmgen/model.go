package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// driverC generates with a `--backend llvm` export of a llama model: it
// maps the parameter file, runs prefill over the prompt and then greedy
// decode steps, and prints a JSON report (the tokens it generated and the
// seconds of each phase). argv: params-file vocab steps tok,tok,...
const driverC = `#include "model.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>

static double now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int32_t argmax(const float *v, int64_t n) {
	int64_t best = 0;
	for (int64_t i = 1; i < n; i++)
		if (v[i] > v[best]) best = i;
	return (int32_t)best;
}

static void *zalloc(int64_t n) {
	void *p = aligned_alloc(64, (n + 63) / 64 * 64 + 64);
	if (!p) { perror("alloc"); exit(2); }
	memset(p, 0, (n + 63) / 64 * 64 + 64);
	return p;
}

int main(int argc, char **argv) {
	if (argc != 5) { fprintf(stderr, "usage: driver PARAMS VOCAB STEPS TOKENS\n"); return 2; }
	int fd = open(argv[1], O_RDONLY);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) { perror(argv[1]); return 2; }
	const uint8_t *params = mmap(0, st.st_size, PROT_READ, MAP_SHARED, fd, 0);
	if (params == MAP_FAILED) { perror("mmap"); return 2; }
	int64_t vocab = atol(argv[2]);
	int steps = atoi(argv[3]);
	int32_t prompt[4096];
	int64_t n = 0;
	for (char *s = strtok(argv[4], ","); s && n < 4096; s = strtok(0, ",")) prompt[n++] = atoi(s);

	float *state = zalloc(SKAIC_STATE_BYTES);
	int64_t sp = skaic_prefill_scratch_bytes(n), sd = skaic_decode_scratch_bytes(1);
	uint8_t *scratch = zalloc(sp > sd ? sp : sd);
	float *logits = zalloc(4 * n * vocab);
	int32_t *gen = zalloc(4 * (steps + 1));

	double t0 = now();
	int32_t rc = skaic_prefill(params, state, scratch, n, prompt, logits);
	if (rc != SKAIC_OK) { fprintf(stderr, "prefill: error %d\n", rc); return 1; }
	gen[0] = argmax(logits + (n - 1) * vocab, vocab);
	double t1 = now();
	for (int s = 1; s < steps; s++) {
		int32_t tok = gen[s - 1], pos = (int32_t)(n + s - 1);
		rc = skaic_decode(params, state, scratch, 1, &tok, &pos, logits);
		if (rc != SKAIC_OK) { fprintf(stderr, "decode: error %d at position %d\n", rc, pos); return 1; }
		gen[s] = argmax(logits, vocab);
	}
	double t2 = now();
	printf("{\"generated\": [");
	for (int s = 0; s < steps; s++) printf("%s%d", s ? ", " : "", gen[s]);
	printf("], \"prefill\": {\"tokens\": %ld, \"seconds\": %.6f}, \"decode\": {\"tokens\": %d, \"seconds\": %.6f}}\n",
		(long)n, t1 - t0, steps - 1, t2 - t1);
	return 0;
}
`

type timing struct {
	Tokens          int     `json:"tokens"`
	Seconds         float64 `json:"seconds"`
	TokensPerSecond float64 `json:"tokens_per_second"`
}

// genReport is what `skaic run --json` and the driver print.
type genReport struct {
	Generated []int32 `json:"generated"`
	Prefill   timing  `json:"prefill"`
	Decode    timing  `json:"decode"`
	peak      int64
}

// exportManifest is the part of manifest.json the bench reads.
type exportManifest struct {
	Parameters struct {
		File string `json:"file"`
	} `json:"parameters"`
	Functions []struct {
		Name    string `json:"name"`
		Outputs []struct {
			Shape []int64 `json:"shape"`
		} `json:"outputs"`
	} `json:"functions"`
}

// modelRow is one engine's generation figures on one model.
type modelRow struct {
	model, engine string
	r             *genReport
	build         time.Duration // the native build (llc + cc); 0 for the others
}

// benchModel exports model (a GGUF) with --backend llvm, builds the driver against
// it (llc -O3 -mcpu, cc) and runs it, then runs `skaic run` eagerly (and
// with --engine iree on an MLIR export, when iree is set) on the same
// prompt and steps, each in its own process.
func benchModel(work, skaic, model, label string, prompt []int, steps int, llc, cc, mcpu string, iree bool) ([]modelRow, error) {
	exp := filepath.Join(work, label+"-llvm")
	if err := run(skaic, "export", model, "--backend", "llvm", "-o", exp, "--force"); err != nil {
		return nil, err
	}
	mb, err := os.ReadFile(filepath.Join(exp, "manifest.json"))
	if err != nil {
		return nil, err
	}
	var mf exportManifest
	if err := json.Unmarshal(mb, &mf); err != nil {
		return nil, err
	}
	var vocab int64
	for _, f := range mf.Functions {
		if f.Name == "decode" && len(f.Outputs) == 1 {
			s := f.Outputs[0].Shape
			vocab = s[len(s)-1]
		}
	}
	if vocab <= 0 {
		return nil, fmt.Errorf("%s: no decode function with logits in the manifest", exp)
	}
	params := mf.Parameters.File
	if !filepath.IsAbs(params) {
		params = filepath.Join(exp, params)
	}

	t0 := time.Now()
	obj, csrc, exe := filepath.Join(exp, "model.o"), filepath.Join(exp, "driver.c"), filepath.Join(exp, "driver")
	if err := os.WriteFile(csrc, []byte(driverC), 0o644); err != nil {
		return nil, err
	}
	llcArgs := []string{"-O3", "-filetype=obj", "-relocation-model=pic"}
	if mcpu != "" {
		llcArgs = append(llcArgs, "-mcpu="+mcpu)
	}
	if err := run(llc, append(llcArgs, filepath.Join(exp, "model.ll"), "-o", obj)...); err != nil {
		return nil, err
	}
	if err := run(cc, "-O2", "-I", exp, "-o", exe, csrc, obj, "-lm"); err != nil {
		return nil, err
	}
	build := time.Since(t0)

	toks := make([]string, len(prompt))
	for i, t := range prompt {
		toks[i] = fmt.Sprint(t)
	}
	tokList := strings.Join(toks, ",")
	native, err := jsonRun(exe, params, fmt.Sprint(vocab), fmt.Sprint(steps), tokList)
	if err != nil {
		return nil, err
	}
	rows := []modelRow{{label, "llvm (native)", native, build}}

	runArgs := []string{"--tokens", tokList, "--steps", fmt.Sprint(steps), "--json"}
	eager, err := jsonRun(skaic, append([]string{"run", model}, runArgs...)...)
	if err != nil {
		return nil, err
	}
	rows = append(rows, modelRow{label, "eager", eager, 0})

	if iree {
		mexp := filepath.Join(work, label+"-mlir")
		if err := run(skaic, "export", model, "-o", mexp, "--force"); err != nil {
			return nil, err
		}
		if _, err := jsonRun(skaic, append([]string{"run", mexp, "--engine", "iree"}, runArgs...)...); err != nil { // compiles
			return nil, err
		}
		r, err := jsonRun(skaic, append([]string{"run", mexp, "--engine", "iree"}, runArgs...)...)
		if err != nil {
			return nil, err
		}
		rows = append(rows, modelRow{label, "iree", r, 0})
	}
	for _, r := range rows {
		for _, t := range []*timing{&r.r.Prefill, &r.r.Decode} {
			if t.Seconds > 0 {
				t.TokensPerSecond = float64(t.Tokens) / t.Seconds
			}
		}
	}
	return rows, nil
}

// jsonRun runs name and decodes its JSON report, with the process's peak
// resident set.
func jsonRun(name string, args ...string) (*genReport, error) {
	cmd := exec.Command(name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	var r genReport
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		return nil, fmt.Errorf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.peak = ru.Maxrss * 1024
	}
	return &r, nil
}
