package tape

// tapepb is generated from tape.proto and committed, so builds and CI never
// need protoc. Regenerate after editing tape.proto with
//
//	go generate ./tape
//
// using protoc 3.21.12 (Debian bookworm's protobuf-compiler) and
// protoc-gen-go v1.36.12 (go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.12),
// which matches the module's google.golang.org/protobuf.

//go:generate protoc --proto_path=. --go_out=. --go_opt=module=github.com/skainet/skaic/tape tape.proto
