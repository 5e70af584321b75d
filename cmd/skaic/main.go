package main

import (
	_ "github.com/spf13/cobra"
	_ "golang.org/x/sys/unix"
	_ "google.golang.org/protobuf/proto"
)

func main() {}
