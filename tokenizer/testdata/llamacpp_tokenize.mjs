// Tokenizes every string of a JSON corpus with llama.cpp's own tokenizer
// (node-llama-cpp, loading the GGUF's vocabulary only) and prints, per
// string, the ids without BOS/EOS: "plain" with control tokens in the text
// read as text, "special" with them read as the tokens.
//
//   node llamacpp_tokenize.mjs MODEL.gguf CORPUS.json
import {getLlama, LlamaLogLevel} from "node-llama-cpp";
import {readFileSync} from "node:fs";

const [modelPath, corpusPath] = process.argv.slice(2);
const corpus = JSON.parse(readFileSync(corpusPath, "utf8"));
const llama = await getLlama({gpu: false, build: "never", logLevel: LlamaLogLevel.error});
const model = await llama.loadModel({modelPath, vocabOnly: true});
const out = corpus.map(text => ({
    text,
    plain: Array.from(model.tokenize(text, false)),
    special: Array.from(model.tokenize(text, true)),
}));
console.log(JSON.stringify(out));
await model.dispose();
await llama.dispose();
