//go:build !amd64 || purego

package cpuid

func vendorString() string { return "" }
