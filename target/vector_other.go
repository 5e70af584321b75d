//go:build !amd64

package target

func hostVectorBits() int { return 0 }
