package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	lir "github.com/llir/llvm/ir"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/llvmgen"
)

// kernelHarness times y[r] = dot(w row r, x) over all rows, the native way:
// argv is fn rows rowbytes nblocks runs reps w.bin x.bin y.bin; it prints the
// best seconds per matrix-vector product over runs (each of reps products).
func kernelHarness(encs []layout.Encoding) string {
	var b strings.Builder
	b.WriteString(`#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
`)
	for _, enc := range encs {
		fmt.Fprintf(&b, "float %s(const uint8_t*, const float*, int64_t);\n", llvmgen.DotFuncName(enc))
	}
	b.WriteString("static float (*dot[])(const uint8_t*, const float*, int64_t) = {")
	for _, enc := range encs {
		b.WriteString(llvmgen.DotFuncName(enc) + ", ")
	}
	b.WriteString(`};

static void *slurp(const char *path, long *n) {
	FILE *f = fopen(path, "rb");
	if (!f) { perror(path); exit(2); }
	fseek(f, 0, SEEK_END); *n = ftell(f); fseek(f, 0, SEEK_SET);
	void *p = aligned_alloc(64, (*n + 63) / 64 * 64);
	if (fread(p, 1, *n, f) != (size_t)*n) { perror(path); exit(2); }
	fclose(f);
	return p;
}

static double now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
	if (argc != 10) { fprintf(stderr, "usage: fn rows rowbytes nblocks runs reps w.bin x.bin y.bin\n"); return 2; }
	int fn = atoi(argv[1]);
	long rows = atol(argv[2]), rowbytes = atol(argv[3]), nb = atol(argv[4]);
	int runs = atoi(argv[5]), reps = atoi(argv[6]);
	long nw, nx;
	uint8_t *w = slurp(argv[7], &nw);
	float *x = slurp(argv[8], &nx);
	float *y = malloc(4 * rows);
	double best = 1e30;
	for (int r = 0; r < runs; r++) {
		double t0 = now();
		for (int k = 0; k < reps; k++)
			for (long i = 0; i < rows; i++)
				y[i] = dot[fn](w + i * rowbytes, x, nb);
		double t = (now() - t0) / reps;
		if (t < best) best = t;
	}
	FILE *f = fopen(argv[9], "wb");
	fwrite(y, 4, rows, f);
	fclose(f);
	printf("%.9f\n", best);
	return 0;
}
`)
	return b.String()
}

// kernelRow is one encoding's figures.
type kernelRow struct {
	enc             layout.Encoding
	weightBytes     int
	eagerS, nativeS float64 // best seconds per matrix-vector product
	maxRel          float64 // max |native − eager| / max |eager|
}

// benchKernels compares the eager engine's Linear (batch 1) with the LLVM
// dot functions over the same packed [rows, cols] weight, on one thread.
func benchKernels(work string, encs []layout.Encoding, rows, cols, runs int, llc, cc, mcpu string) ([]kernelRow, error) {
	m := lir.NewModule()
	for _, enc := range encs {
		if _, err := llvmgen.DotFunc(m, enc); err != nil {
			return nil, err
		}
	}
	ll, obj := filepath.Join(work, "kernels.ll"), filepath.Join(work, "kernels.o")
	csrc, exe := filepath.Join(work, "kernels.c"), filepath.Join(work, "kernels")
	if err := os.WriteFile(ll, []byte(m.String()), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(csrc, []byte(kernelHarness(encs)), 0o644); err != nil {
		return nil, err
	}
	llcArgs := []string{"-O3", "-filetype=obj", "-relocation-model=pic"}
	if mcpu != "" {
		llcArgs = append(llcArgs, "-mcpu="+mcpu)
	}
	if err := run(llc, append(llcArgs, ll, "-o", obj)...); err != nil {
		return nil, err
	}
	if err := run(cc, "-O2", "-o", exe, csrc, obj); err != nil {
		return nil, err
	}

	r := rand.New(rand.NewPCG(1, 2))
	var out []kernelRow
	for fi, enc := range encs {
		qt, _ := enc.GGML()
		vals := make([]float32, rows*cols)
		for i := range vals {
			vals[i] = float32(r.NormFloat64())
		}
		w := make([]byte, rows*cols/qt.BlockElems()*qt.BlockBytes())
		if err := quant.Quantize(qt, vals, w); err != nil {
			return nil, err
		}
		x := make([]float32, cols)
		for i := range x {
			x[i] = float32(r.NormFloat64())
		}
		wPath, xPath, yPath := filepath.Join(work, "w.bin"), filepath.Join(work, "x.bin"), filepath.Join(work, "y.bin")
		var xb bytes.Buffer
		binary.Write(&xb, binary.LittleEndian, x)
		if err := os.WriteFile(wPath, w, 0o644); err != nil {
			return nil, err
		}
		if err := os.WriteFile(xPath, xb.Bytes(), 0o644); err != nil {
			return nil, err
		}
		row := kernelRow{enc: enc, weightBytes: len(w)}

		// Enough products per run for ≈ 0.2 s of the eager engine.
		y := make([]float32, rows)
		t0 := time.Now()
		if err := kernels.Linear(qt, w, rows, cols, x, 1, y, nil); err != nil {
			return nil, err
		}
		reps := max(1, int(0.2/time.Since(t0).Seconds()))
		row.eagerS = math.Inf(1)
		for k := 0; k < runs; k++ {
			t0 := time.Now()
			for range reps {
				kernels.Linear(qt, w, rows, cols, x, 1, y, nil)
			}
			row.eagerS = min(row.eagerS, time.Since(t0).Seconds()/float64(reps))
		}
		rowBytes := len(w) / rows
		nb := cols / qt.BlockElems()
		cmd := exec.Command(exe, strconv.Itoa(fi), strconv.Itoa(rows), strconv.Itoa(rowBytes), strconv.Itoa(nb),
			strconv.Itoa(runs), strconv.Itoa(reps), wPath, xPath, yPath)
		cmd.Stderr = os.Stderr
		o, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", exe, err)
		}
		if row.nativeS, err = strconv.ParseFloat(strings.TrimSpace(string(o)), 64); err != nil {
			return nil, err
		}
		yb, err := os.ReadFile(yPath)
		if err != nil {
			return nil, err
		}
		var scale float64
		for _, v := range y {
			scale = max(scale, math.Abs(float64(v)))
		}
		for i, v := range y {
			g := math.Float32frombits(binary.LittleEndian.Uint32(yb[4*i:]))
			row.maxRel = max(row.maxRel, math.Abs(float64(g)-float64(v))/scale)
		}
		out = append(out, row)
	}
	return out, nil
}

func run(name string, args ...string) error {
	cmd := exec.Command(name, args...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, msg)
	}
	return nil
}
