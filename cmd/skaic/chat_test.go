package main

import (
	"bytes"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/tokenizer"
)

// skaicIn runs the command line in process with stdin reading in.
func skaicIn(t *testing.T, in io.Reader, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	g := &globals{}
	root := newRootCmd(g)
	root.SetArgs(args)
	root.SetIn(in)
	root.SetOut(&out)
	root.SetErr(&errb)
	cmd, err := root.ExecuteC()
	return report(&errb, cmd, g, err), out.String(), errb.String()
}

// TestChatKeepsTheCache: a two-turn chat answers each line; the second
// answer, generated after the cached first turn, equals a fresh greedy run
// of the whole second prompt.
func TestChatKeepsTheCache(t *testing.T) {
	model := demoWithTokenizer(t, 2, false)
	code, stdout, stderr := skaicIn(t, strings.NewReader("HI\n\nJK"), "chat", model, "--chat-template", "chatml", "--system", "S", "-n", "5")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	answers := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(answers) != 2 || len(answers[0]) != 5 || len(answers[1]) != 5 {
		t.Fatalf("answers %q, want two of 5 characters (the empty line is skipped)", answers)
	}
	h, err := gguf.ReadHeader(model)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizer.FromGGUF(h)
	if err != nil {
		t.Fatal(err)
	}
	second, err := tok.RenderChat("chatml", []tokenizer.Message{{Role: "system", Content: "S"}, {Role: "user", Content: "HI"}, {Role: "assistant", Content: answers[0]}, {Role: "user", Content: "JK"}}, true)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, id := range tok.Encode(second, true, true) {
		ids = append(ids, strconv.Itoa(int(id)))
	}
	rep := runJSON(t, "run", model, "--tokens", strings.Join(ids, ","), "-n", "5")
	if rep.GeneratedText == nil || *rep.GeneratedText != answers[1] {
		t.Errorf("second answer %q, a fresh run of its prompt gives %v", answers[1], rep.GeneratedText)
	}
	first := runJSON(t, "run", model, "--chat-template", "chatml", "--system", "S", "-p", "HI", "-n", "5")
	if !slices.Equal([]byte(*first.GeneratedText), []byte(answers[0])) {
		t.Errorf("first answer %q, skaic run --chat gives %q", answers[0], *first.GeneratedText)
	}
}

func TestChatErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		in   string
		want string
	}{
		{[]string{"chat", demoWithTokenizer(t, 2, false), "-n", "1"}, "hi\n", "no chat template"},
		{[]string{"chat", demoWithTokenizer(t, 2, false), "-n", "0"}, "", "--max-tokens"},
		{[]string{"chat", demoWithTokenizer(t, 2, false), "--chat-template", "chatml", "-n", "1"}, strings.Repeat("x", 300) + "\n", "context"},
	} {
		code, _, stderr := skaicIn(t, strings.NewReader(c.in), c.args...)
		if code != exitFailure || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 naming %q", c.args, code, stderr, c.want)
		}
	}
}
