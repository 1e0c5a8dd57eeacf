// The wasm module's budgets (README, "The model in WebAssembly"): its size raw and gzipped, the time to
// compile and instantiate it, and the time of one run of each distinct bundled scenario once warm, as
// the page's editor runs it and as JSON (after a warm-up pass, best of ten rounds per scenario; the figure is the slowest
// scenario's and the median's). The first trace in Chromium is measured by the browser test
// (Tests/Browser/editor_test.py prints it).
//   node Wasm/bench.mjs [.build-wasm/lifeline.wasm] [Content]
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { LifelineRunner } from "../Templates/assets/lifeline-runner.mjs";
import { bundledScenarios } from "./content-scenarios.mjs";

const wasmPath = process.argv[2] ?? ".build-wasm/lifeline.wasm";
const contentDir = process.argv[3] ?? "Content";
const bytes = readFileSync(wasmPath);
console.log(`size: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped (budget 3 MB, 1 MB gzipped)`);

let start = performance.now();
const runner = await LifelineRunner.fromBytes(bytes);
const firstRun = runner.runJSON("window.rootViewController = Home\nwindow.makeKeyAndVisible()\n");
console.log(`compile + instantiate + first run: ${(performance.now() - start).toFixed(1)} ms (${firstRun.length} bytes of JSON)`);

const sources = bundledScenarios(contentDir);
// One pass over every scenario first: V8 compiles a function with its optimising tier only once it is
// hot, so a fresh module's first runs measure the compiler, not a re-run (they are reported apart).
start = performance.now();
for (const source of sources) runner.render(source, { lang: "en", anchor: "scenario" });
console.log(`first pass over ${sources.length} scenarios (page HTML, fresh module): ${(performance.now() - start).toFixed(0)} ms`);
// Each scenario as the page's editor re-runs it (`render`: the trace table's HTML, Wasm/PageEntry.swift)
// and as `lifeline trace --format json` prints it.
for (const [what, run] of [
  ["page HTML", (source) => runner.render(source, { lang: "en", anchor: "scenario" })],
  ["JSON", (source) => runner.runJSON(source)],
]) {
  const times = [];
  for (const source of sources) {
    let best = Infinity;
    for (let round = 0; round < 10; round++) {
      start = performance.now();
      run(source);
      best = Math.min(best, performance.now() - start);
    }
    times.push(best);
  }
  times.sort((a, b) => a - b);
  console.log(
    `re-run of each of ${times.length} bundled scenarios (iOS 26, ${what}): median ${times[times.length >> 1].toFixed(2)} ms, ` +
      `slowest ${times.at(-1).toFixed(2)} ms (budget 20 ms)`);
}
