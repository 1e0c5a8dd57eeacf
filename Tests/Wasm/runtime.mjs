// The module's runtime (Wasm/runtime.c) and entry points: the allocator gives memory back, so a page can
// re-run scenarios for as long as a reader edits; errors come back as JSON with line and column; the
// native input limits hold. Run by scripts/wasm-test.sh:  node Tests/Wasm/runtime.mjs WASM
import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { LifelineRunner } from "../../Templates/assets/lifeline-runner.mjs";

const runner = await LifelineRunner.fromBytes(readFileSync(process.argv[2]));
const scenario = `let nav = UINavigationController(rootViewController: Home)
window.rootViewController = nav
window.makeKeyAndVisible()
nav.pushViewController(Detail, animated: true)
`;

// A run gives the trace JSON, titled and versioned as asked.
const trace = runner.run(scenario, { ios: "17.4", title: "Push" });
assert.equal(trace.title, "Push");
assert.equal(trace.ios, "17.4");
assert.ok(trace.events.some((event) => event.callback === "viewDidAppear(_:)" && event.object === "Detail"));
assert.equal(runner.run(scenario).title, null);

// Memory: after the first runs, each run frees what it allocated (the output buffer is the same size
// each time), and a thousand runs need no more memory than ten.
for (let index = 0; index < 10; index++) runner.run(scenario);
const live = runner.liveBytes(), peak = runner.peakBytes(), pages = runner.exports.memory.buffer.byteLength;
for (let index = 0; index < 1000; index++) runner.run(scenario);
assert.equal(runner.liveBytes(), live, "every run frees what it allocated");
assert.equal(runner.peakBytes(), peak, "re-runs reuse freed memory");
assert.equal(runner.exports.memory.buffer.byteLength, pages, "memory does not grow");

// An error names its line and column.
const failure = runner.run("window.makeKeyAndVisible()\nnav.pushViewController(Detail, animated: true)\n");
assert.deepEqual([failure.error.line, failure.error.column], [2, 1]);
assert.match(failure.error.message, /nav/);

// An unknown release is an error at 1:1, as natively.
const unknown = runner.run(scenario, { ios: "2" });
assert.equal(unknown.error.line, 1);

// Hostile input stops at the native limits instead of hanging or trapping, and the module keeps working.
const deep = "let x = " + "(".repeat(5000) + "1" + ")".repeat(5000) + "\n";
assert.ok(runner.run(deep).error, "deep nesting is an error");
const loop = "func again() { again() }\nagain()\n";
assert.ok(runner.run(loop).error, "unbounded recursion is an error");
assert.ok(runner.run("\u{0}\u{FFFF}é漢字\n").error, "junk is an error");
assert.deepEqual(runner.run(scenario, { ios: "17.4", title: "Push" }), trace, "the module still works");

// The page's render (Wasm/PageEntry.swift): the trace table in the page's language, a pin compared, an
// error with its line and column linked to the block's line anchor, a comparison; and memory given back.
const page = runner.render(scenario, { lang: "ru", anchor: "scenario-7", registry: "../evidence/" },
  "nav viewDidLoad\n");
assert.match(page.html, /<table class="trace">/);
assert.match(page.html, /<th>Строка<\/th>/);
assert.match(page.html, /href=\.\.\/evidence\/#ev-/);
assert.equal(page.pin, "differs");
assert.match(page.html, /<pre class="pin-diff">/);
const broken = runner.render("window.rootViewController = \n", { lang: "zh", anchor: "b" });
assert.deepEqual([broken.error.line, broken.error.column], [1, 29]);
assert.match(broken.html, /<a class="where" href="#b-L1">1:29<\/a>/);
assert.match(broken.html, /情景无法运行/);
// The editor's error in the page's language (issue 25): the model's refusal on a Russian page, the
// lexer's on a Chinese one; without `lang`, the command line's English.
const refused = runner.render("app.enterForeground()\n", { lang: "ru", anchor: "r" });
assert.equal(refused.error.message, "приложение не в фоне; сначала вызовите app.enterBackground()");
assert.match(refused.html, /приложение не в фоне/);
const unclosed = runner.render('print("a\n', { lang: "zh", anchor: "z" });
assert.equal(unclosed.error.message, "字符串字面量没有结束");
assert.match(unclosed.error.hint, /同一行/);
assert.equal(runner.render("app.enterForeground()\n", { anchor: "e" }).error.message,
  "the app is not in the background; call app.enterBackground() first");
const compared = runner.render(scenario, { compare: "12,26", anchor: "c" });
assert.equal((compared.html.match(/<section class="compare-panel"/g) || []).length, 2);
assert.equal(runner.render(scenario, { ios: "x.y" }).error, undefined, "an unreadable option is ignored");
for (let index = 0; index < 10; index++) runner.render(scenario, { compare: "12,26" });
const renderLive = runner.liveBytes(), renderPeak = runner.peakBytes();
for (let index = 0; index < 300; index++) runner.render(scenario, { compare: "12,26" });
assert.equal(runner.liveBytes(), renderLive, "every render frees what it allocated");
assert.equal(runner.peakBytes(), renderPeak, "re-renders reuse freed memory");

// The versions the model knows, oldest first, ending with the newest.
const versions = runner.versions();
assert.ok(versions.length > 5 && versions.at(-1) === 26);
console.log(`runtime: ok (${live} bytes live between runs, peak ${peak}, ${pages / 65536} pages)`);
