// Native and wasm agree: every scenario block in Content/ (each distinct source once), on every iOS
// release the model knows, gives the same JSON from lifeline.wasm as from `lifeline trace --format json`,
// and the same error (line, column, message) when it fails. Run by scripts/wasm-test.sh.
//   node Tests/Wasm/agreement.mjs WASM LIFELINE CONTENT_DIR
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir, availableParallelism } from "node:os";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { LifelineRunner } from "../../Templates/assets/lifeline-runner.mjs";
import { bundledScenarios } from "../../Wasm/content-scenarios.mjs";

const [wasmPath, lifeline, contentDir] = process.argv.slice(2);
const run = promisify(execFile);

const sources = bundledScenarios(contentDir);
const runner = await LifelineRunner.fromBytes(readFileSync(wasmPath));
const versions = runner.versions();
const scratch = mkdtempSync(join(tmpdir(), "lifeline-agreement-"));

/** What the native command says: its JSON, or the error's `line:column: message` (first line of stderr). */
async function native(file, ios) {
  try {
    const { stdout } = await run(lifeline, ["trace", file, "--format", "json", "--ios", String(ios)], { maxBuffer: 1 << 26 });
    return stdout;
  } catch (failure) {
    if (failure.code !== 1) throw failure;
    const first = failure.stderr.split("\n")[0];
    const match = /^.*?:(\d+):(\d+): error: (.*)$/.exec(first);
    if (!match) throw new Error(`unexpected native error output: ${first}`);
    return `error ${match[1]}:${match[2]}: ${match[3]}`;
  }
}

function fromWasm(source, ios) {
  const json = runner.runJSON(source, { ios: String(ios) });
  if (!json.startsWith('{\n  "error"')) return json;
  const { error } = JSON.parse(json);
  return `error ${error.line}:${error.column}: ${error.message}`;
}

const cases = sources.flatMap((source, index) => versions.map((ios) => ({ source, index, ios })));
sources.forEach((source, index) => writeFileSync(join(scratch, `${index}.scenario`), source));
let failures = 0, errors = 0, next = 0;
async function worker() {
  while (next < cases.length) {
    const { source, index, ios } = cases[next++];
    const expected = await native(join(scratch, `${index}.scenario`), ios);
    const actual = fromWasm(source, ios);
    if (expected.startsWith("error ")) errors++;
    if (expected !== actual) {
      failures++;
      if (failures <= 5) console.error(`DIFFERS on iOS ${ios}:\n${source}\n--- native\n${expected}\n--- wasm\n${actual}`);
    }
  }
}
await Promise.all(Array.from({ length: availableParallelism() }, worker));
rmSync(scratch, { recursive: true });
console.log(`${sources.length} scenarios × ${versions.length} iOS releases: ${cases.length} runs (${errors} errors), ${failures} differ`);
process.exit(failures === 0 ? 0 : 1);
