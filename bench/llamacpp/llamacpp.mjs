// The llama.cpp half of the side-by-side decode benchmark: node-llama-cpp
// (its prebuilt CPU binary) loads MODEL.gguf, then, REPS times: clears the
// KV cache, evaluates a prompt of PROMPT token ids (the same ids skaic's
// side uses) and generates STEPS tokens greedily. Prefill speed is the
// prompt over the time to the first generated token; decode speed is the
// generated tokens after the first over their time (generation goes on
// through end-of-generation tokens, as skaic's side does). Prints one JSON
// line.
//
//   node llamacpp.mjs MODEL.gguf [PROMPT] [STEPS] [REPS] [THREADS]
import {getLlama, LlamaLogLevel} from "node-llama-cpp";

const [modelPath, promptArg = "16", stepsArg = "64", repsArg = "5", threadsArg = "0"] = process.argv.slice(2);
const prompt = Number(promptArg), steps = Number(stepsArg), reps = Number(repsArg);
const threads = Number(threadsArg) || (await import("node:os")).availableParallelism();

const llama = await getLlama({gpu: false, build: "never", logLevel: LlamaLogLevel.error});
const t0 = performance.now();
const model = await llama.loadModel({modelPath, gpuLayers: 0});
const loadS = (performance.now() - t0) / 1000;
const context = await model.createContext({
    contextSize: Math.max(256, prompt + steps + 8), sequences: 1, batchSize: Math.max(prompt, 32),
    threads: {ideal: threads, min: threads},
});
const sequence = context.getSequence();
const vocab = model.tokens.tokenize ? model.fileInsights.tensorInfo.find(t => t.name === "token_embd.weight").dimensions[1] : 0;
const tokens = Array.from({length: prompt}, (_, i) => (i * 37 + 11) % Number(vocab));

const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const prefill = [], decode = [];
for (let r = 0; r <= reps; r++) {
    await sequence.clearHistory();
    const start = performance.now();
    let first = 0, n = 0;
    for await (const token of sequence.evaluate(tokens, {temperature: 0, yieldEogToken: true})) {
        n++;
        if (n === 1) first = performance.now();
        if (n > steps) break;
    }
    const end = performance.now();
    if (r === 0) continue; // warm-up
    prefill.push((first - start) / 1000);
    decode.push((end - first) / 1000 / Math.max(n - 1, 1));
}
console.log(JSON.stringify({
    model: modelPath.split("/").pop(), prompt, steps, threads,
    prefill_tok_s: prompt / median(prefill), decode_tok_s: 1 / median(decode),
    decode_min_s: Math.min(...decode), decode_max_s: Math.max(...decode), load_s: loadS,
    llama_cpp: llama.llamaCppRelease?.release, build: llama.buildType, cpu: llama.cpuMathCores,
}));
await context.dispose();
await model.dispose();
await llama.dispose();
