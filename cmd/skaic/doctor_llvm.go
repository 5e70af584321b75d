package main

import (
	"context"
	"regexp"
)

// The tools an LLVM export (export --backend llvm) is built with and
// conformity runs it with: LLVM's opt and llc (Debian's llvm package,
// also found as llc-NN and opt-NN) and the system C compiler.

var (
	llvmVersionRE = regexp.MustCompile(`LLVM version (\d+\.\d+(?:\.\d+)?)`)
	ccVersionRE   = regexp.MustCompile(`(\d+\.\d+(?:\.\d+)?)`)
)

func probeLLVM(ctx context.Context, path string) (string, string, error) {
	out, err := runTool(ctx, path, "--version")
	if err != nil {
		return "", "", err
	}
	return parseVersion(llvmVersionRE, out, "LLVM")
}

func probeCC(ctx context.Context, path string) (string, string, error) {
	out, err := runTool(ctx, path, "--version")
	if err != nil {
		return "", "", err
	}
	return parseVersion(ccVersionRE, out, "cc")
}
