package tokenizer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ardanlabs/jinja"
)

// Message is one turn of a conversation.
type Message struct {
	Role    string `json:"role"` // "system", "user" or "assistant"
	Content string `json:"content"`
}

// builtinTemplates are the chat formats a user can name when a file has no
// template, or one that cannot be rendered: Jinja sources in the shape of
// the templates those model families publish.
var builtinTemplates = map[string]string{
	// ChatML (Qwen, SmolLM, many fine-tunes).
	"chatml": `{%- for m in messages -%}
<|im_start|>{{ m.role }}
{{ m.content }}<|im_end|>
{% endfor -%}
{%- if add_generation_prompt %}<|im_start|>assistant
{% endif -%}`,
	// Llama 3 and 3.x instruct.
	"llama3": `{{- bos_token -}}
{%- for m in messages -%}
<|start_header_id|>{{ m.role }}<|end_header_id|>

{{ m.content | trim }}<|eot_id|>
{%- endfor -%}
{%- if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>

{% endif -%}`,
	// Gemma 1-3: no system role (a system message opens the first user
	// turn), the assistant is "model".
	"gemma": `{{- bos_token -}}
{%- set ns = namespace(system='') -%}
{%- for m in messages -%}
{%- if m.role == 'system' -%}{%- set ns.system = m.content + '\n\n' -%}
{%- else -%}
<start_of_turn>{{ 'model' if m.role == 'assistant' else m.role }}
{% if m.role == 'user' %}{{ ns.system }}{% set ns.system = '' %}{% endif %}{{ m.content | trim }}<end_of_turn>
{% endif -%}
{%- endfor -%}
{%- if add_generation_prompt %}<start_of_turn>model
{% endif -%}`,
	// Phi-3 and Phi-3.5.
	"phi3": `{%- for m in messages -%}
<|{{ m.role }}|>
{{ m.content }}<|end|>
{% endfor -%}
{%- if add_generation_prompt %}<|assistant|>
{% endif -%}`,
}

// ChatTemplates lists the names RenderChat accepts besides the file's own.
func ChatTemplates() []string {
	names := make([]string, 0, len(builtinTemplates))
	for k := range builtinTemplates {
		names = append(names, k)
	}
	slices.Sort(names)
	return names
}

// ChatTemplate is the file's tokenizer.chat_template ("" when it has none).
func (t *Tokenizer) ChatTemplate() string { return t.chatTemplate }

// RenderChat renders a conversation with the chat template named name
// (one of ChatTemplates()), or the file's own when name is "", with
// add_generation_prompt (the assistant's turn opened), bos_token and
// eos_token. When Encode with addSpecial adds BOS itself, a BOS text the
// template writes first is dropped, so that the prompt holds one BOS. A
// template that does not parse or render is an *Error naming the
// construct and the way out.
func (t *Tokenizer) RenderChat(name string, msgs []Message, addGenerationPrompt bool) (string, error) {
	src, what := t.chatTemplate, "tokenizer.chat_template"
	if name != "" {
		s, ok := builtinTemplates[name]
		if !ok {
			return "", &Error{Reason: fmt.Sprintf("unknown chat template %q (built in: %s)", name, strings.Join(ChatTemplates(), ", "))}
		}
		src, what = s, "chat template "+name
	} else if src == "" {
		return "", &Error{File: t.file, Key: "tokenizer.chat_template", Reason: fmt.Sprintf(
			"the file has no chat template; name one of the built-in ones (%s)", strings.Join(ChatTemplates(), ", "))}
	}
	fail := func(err error) error {
		return &Error{File: t.file, Key: what, Reason: fmt.Sprintf("%v; name a built-in chat template instead (%s)", err, strings.Join(ChatTemplates(), ", "))}
	}
	bos, eos := t.Token(t.bos), t.Token(t.eos)
	out, err := renderTemplate(src, msgs, addGenerationPrompt, bos, eos)
	if err != nil {
		return "", fail(err)
	}
	if t.addBOS && bos != "" {
		out = strings.TrimPrefix(out, bos)
	}
	return out, nil
}

// renderTemplate renders a Jinja chat template with the variables chat
// templates expect.
func renderTemplate(src string, msgs []Message, addGenerationPrompt bool, bos, eos string) (string, error) {
	tmpl, err := jinja.Compile(src)
	if err != nil {
		return "", err
	}
	list := make([]any, len(msgs))
	for i, m := range msgs {
		list[i] = map[string]any{"role": m.Role, "content": m.Content}
	}
	return tmpl.Render(map[string]any{
		"messages":              list,
		"add_generation_prompt": addGenerationPrompt,
		"bos_token":             bos,
		"eos_token":             eos,
	})
}
