// Renders chat templates with @huggingface/jinja (Hugging Face's own
// JavaScript Jinja for chat templates, which node-llama-cpp depends on).
// CASES.json is a list of {template, messages, add_generation_prompt,
// bos_token, eos_token}; prints the list of rendered strings.
//
//   node hfjinja_render.mjs CASES.json
import {Template} from "@huggingface/jinja";
import {readFileSync} from "node:fs";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
console.log(JSON.stringify(cases.map(c => new Template(c.template).render({
    messages: c.messages, add_generation_prompt: c.add_generation_prompt,
    bos_token: c.bos_token, eos_token: c.eos_token,
}))));
