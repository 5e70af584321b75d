//go:build !amd64

package target

// hostVectorBits is Host's VectorBits: none known off amd64.
func hostVectorBits() int { return 0 }
