//go:build amd64 && !purego

package kernels

// sumLanes16 sets out[i] = acc[i].sum() for i < n, bitwise (the batched
// kernels fold every (row, activation row) pair's lanes with it).
//
//go:noescape
func sumLanes16(acc *lanes16, n int, out *float32)
