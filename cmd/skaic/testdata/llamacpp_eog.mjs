// The end-of-generation tokens of a model as llama.cpp (node-llama-cpp)
// decides them: every id below VOCAB for which isEogToken holds. Prints
// the ids as JSON.
//
//   node llamacpp_eog.mjs MODEL.gguf VOCAB
import {getLlama, LlamaLogLevel} from "node-llama-cpp";

const [modelPath, vocabArg] = process.argv.slice(2);
const vocab = Number(vocabArg);
const llama = await getLlama({gpu: false, build: "never", logLevel: LlamaLogLevel.error});
const model = await llama.loadModel({modelPath, gpuLayers: 0, vocabOnly: true});
const out = [];
for (let id = 0; id < vocab; id++) {
    if (model.isEogToken(id)) out.push(id);
}
console.log(JSON.stringify(out));
await model.dispose();
await llama.dispose();
