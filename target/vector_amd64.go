package target

import "golang.org/x/sys/cpu"

// hostVectorBits is Host's VectorBits: the widest vectors this CPU has.
func hostVectorBits() int {
	switch {
	case cpu.X86.HasAVX512F:
		return 512
	case cpu.X86.HasAVX2:
		return 256
	}
	return 0
}
