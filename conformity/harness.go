package conformity

import (
	"fmt"
	"strings"

	"github.com/skainet/skaic/export"
)

// The C harness that runs an LLVM export's module: a process that maps
// the parameter file, holds the module's state (zero at start, kept
// between calls) and serves calls over stdin/stdout, so that one build
// runs an op program once or a prefill and its decode steps in turn.
//
// Request (little-endian): int32 function index, int64 n, then every
// input's bytes (its shape with n for a dynamic dimension). Reply: int32
// the function's return code, then (when 0) every output's bytes. An
// index of -1 ends the process.

const harnessMain = `
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static int64_t scratch_cap;

static int readn(void *p, size_t n) { return fread(p, 1, n, stdin) == n; }
static void writen(const void *p, size_t n) { if (n && fwrite(p, 1, n, stdout) != n) exit(4); }

static int64_t bytes_of(const int64_t *shape, int rank, int64_t elem, int64_t n) {
	int64_t b = elem;
	for (int i = 0; i < rank; i++) b *= shape[i] < 0 ? n : shape[i];
	return b;
}

int main(int argc, char **argv) {
	if (argc > 1 && argv[1][0]) {
		int fd = open(argv[1], O_RDONLY);
		struct stat st;
		if (fd < 0 || fstat(fd, &st) != 0) { perror(argv[1]); return 5; }
		params = mmap(0, st.st_size ? st.st_size : 1, PROT_READ, MAP_PRIVATE, fd, 0);
		if (params == MAP_FAILED) { perror("mmap"); return 5; }
	}
	state = calloc(1, SKAIC_STATE_BYTES > 0 ? SKAIC_STATE_BYTES : 1);
	for (;;) {
		int32_t fi; int64_t n;
		if (!readn(&fi, 4) || fi < 0) return 0;
		if (!readn(&n, 8) || fi >= NFUNCS) return 6;
		const struct fdesc *f = &funcs[fi];
		int64_t need = f->scratch(n);
		if (need > scratch_cap) {
			free(scratch);
			if (posix_memalign((void **)&scratch, 64, need > 64 ? need : 64)) return 7;
			scratch_cap = need;
		}
		void *in[MAXT], *out[MAXT];
		int64_t inb[MAXT], outb[MAXT];
		for (int i = 0; i < f->nin; i++) {
			inb[i] = bytes_of(f->in[i].shape, f->in[i].rank, f->in[i].elem, n);
			in[i] = malloc(inb[i] > 0 ? inb[i] : 1);
			if (!readn(in[i], inb[i])) return 8;
		}
		for (int i = 0; i < f->nout; i++) {
			outb[i] = bytes_of(f->out[i].shape, f->out[i].rank, f->out[i].elem, n);
			out[i] = malloc(outb[i] > 0 ? outb[i] : 1);
		}
		int32_t rc = f->call(in, out, n);
		writen(&rc, 4);
		if (rc == 0) for (int i = 0; i < f->nout; i++) writen(out[i], outb[i]);
		fflush(stdout);
		for (int i = 0; i < f->nin; i++) free(in[i]);
		for (int i = 0; i < f->nout; i++) free(out[i]);
	}
}
`

func elemBytes(dtype string) (int, error) {
	switch dtype {
	case "f32", "i32":
		return 4, nil
	case "f16", "bf16":
		return 2, nil
	case "f64", "i64":
		return 8, nil
	}
	return 0, fmt.Errorf("dtype %s", dtype)
}

// harnessSource is the harness for the module an export's manifest
// describes: a table of its functions (from manifest.json) and the main
// loop above. It includes the export's model.h.
func harnessSource(mf *export.Manifest) (string, error) {
	if mf.Native == nil || len(mf.Native.Functions) != len(mf.Functions) {
		return "", fmt.Errorf("the manifest does not describe the native functions")
	}
	var b strings.Builder
	b.WriteString("#include \"model.h\"\n#include <stdint.h>\n")
	maxt := 1
	for _, f := range mf.Functions {
		maxt = max(maxt, len(f.Inputs), len(f.Outputs))
	}
	fmt.Fprintf(&b, "#define MAXT %d\n", maxt)
	b.WriteString("struct tdesc { int rank; int64_t shape[8]; int64_t elem; };\n")
	b.WriteString("struct fdesc { int nin, nout; struct tdesc in[MAXT], out[MAXT]; int64_t (*scratch)(int64_t); int32_t (*call)(void **, void **, int64_t); };\n")
	b.WriteString("static const uint8_t *params; static float *state; static uint8_t *scratch;\n")
	desc := func(ts []export.TensorIO) (string, error) {
		var parts []string
		for _, t := range ts {
			e, err := elemBytes(t.DType)
			if err != nil {
				return "", fmt.Errorf("%s: %w", t.Name, err)
			}
			if len(t.Shape) > 8 {
				return "", fmt.Errorf("%s: rank %d", t.Name, len(t.Shape))
			}
			dims := make([]string, len(t.Shape))
			for i, d := range t.Shape {
				dims[i] = fmt.Sprint(d)
			}
			if len(dims) == 0 {
				dims = []string{"0"}
			}
			parts = append(parts, fmt.Sprintf("{%d, {%s}, %d}", len(t.Shape), strings.Join(dims, ", "), e))
		}
		if len(parts) == 0 {
			return "{{0}}", nil
		}
		return "{" + strings.Join(parts, ", ") + "}", nil
	}
	var table []string
	for i, f := range mf.Functions {
		nf := mf.Native.Functions[i]
		if nf.Name != f.Name {
			return "", fmt.Errorf("function %d: manifest names %q and %q", i, f.Name, nf.Name)
		}
		args := []string{"params", "state", "scratch", "n"}
		for j, in := range f.Inputs {
			args = append(args, fmt.Sprintf("(const %s *)in[%d]", cElem(in.DType), j))
		}
		for j, o := range f.Outputs {
			args = append(args, fmt.Sprintf("(%s *)out[%d]", cElem(o.DType), j))
		}
		fmt.Fprintf(&b, "static int32_t call_%d(void **in, void **out, int64_t n) { (void)in; (void)out; return %s(%s); }\n",
			i, nf.Symbol, strings.Join(args, ", "))
		ins, err := desc(f.Inputs)
		if err != nil {
			return "", fmt.Errorf("function %s: %w", f.Name, err)
		}
		outs, err := desc(f.Outputs)
		if err != nil {
			return "", fmt.Errorf("function %s: %w", f.Name, err)
		}
		table = append(table, fmt.Sprintf("{%d, %d, %s, %s, %s_scratch_bytes, call_%d}", len(f.Inputs), len(f.Outputs), ins, outs, nf.Symbol, i))
	}
	fmt.Fprintf(&b, "#define NFUNCS %d\nstatic const struct fdesc funcs[] = {%s};\n", len(table), strings.Join(table, ",\n"))
	b.WriteString(harnessMain)
	return b.String(), nil
}

func cElem(dtype string) string {
	switch dtype {
	case "i32":
		return "int32_t"
	case "i64":
		return "int64_t"
	case "f64":
		return "double"
	case "f16", "bf16":
		return "uint16_t"
	}
	return "float"
}
