// Greedy generation with llama.cpp (node-llama-cpp, CPU): evaluates the
// prompt ids, then takes STEPS tokens at temperature 0 (no penalties),
// through end-of-generation tokens. Prints the generated ids as JSON.
//
//   node llamacpp_generate.mjs MODEL.gguf IDS(comma-separated) STEPS
import {getLlama, LlamaLogLevel} from "node-llama-cpp";

const [modelPath, idsArg, stepsArg] = process.argv.slice(2);
const prompt = idsArg.split(",").map(Number);
const steps = Number(stepsArg);
const llama = await getLlama({gpu: false, build: "never", logLevel: LlamaLogLevel.error});
const model = await llama.loadModel({modelPath, gpuLayers: 0});
// One thread: its workers spin while waiting, which a busy machine punishes.
const context = await model.createContext({
    contextSize: Math.max(256, prompt.length + steps + 8), sequences: 1, threads: {ideal: 1, min: 1},
});
const sequence = context.getSequence();
const out = [];
for await (const token of sequence.evaluate(prompt, {temperature: 0, yieldEogToken: true})) {
    out.push(token);
    if (out.length >= steps) break;
}
console.log(JSON.stringify(out));
await context.dispose();
await model.dispose();
await llama.dispose();
