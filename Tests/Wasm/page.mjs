// The page's editor shows the build's HTML: every scenario block of a built site, re-run through the
// module's `lifeline_render` with the options the page gives the editor (the section's data attributes,
// its language, its title), must give trace tables, diagnostics and comparisons that appear verbatim in
// the page the build wrote (evidence marks and words in the page's language included), and a pin that
// holds. (The legend under a trace may differ: the build leaves out callbacks an earlier trace on the
// page explained, and keys the evidence marks once a page; an edited trace explains all of its own.)
//   node Tests/Wasm/page.mjs .build-wasm/lifeline.wasm SITE_DIR
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { LifelineRunner } from "../../Templates/assets/lifeline-runner.mjs";

const [wasmPath, siteDir] = process.argv.slice(2);
const runner = await LifelineRunner.fromBytes(readFileSync(wasmPath));

function pages(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return pages(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const unescape = (text) =>
  text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

// The listing's lines (ScenarioExpander.sourceListing): each line's span, its number link and tags removed.
function sourceOf(chunk) {
  const listing = /<pre class="scenario-source"><code class="language-swift">([\s\S]*?)<\/code><\/pre>/.exec(chunk)[1];
  const lines = [...listing.matchAll(/<span class="line" id="[^"]*">([\s\S]*?)<\/span>(?=<span class="line"|$)/g)];
  return lines.map((line) => unescape(line[1].replace(/<a class="line-number"[^>]*>\d+<\/a>/, "").replace(/<[^>]+>/g, "")))
    .join("\n") + "\n";
}

function attribute(attributes, name) {
  const match = new RegExp(` data-${name}="([^"]*)"`).exec(attributes);
  return match ? unescape(match[1]) : "";
}

// The parts of the editor's HTML that must be the build's, byte for byte.
function parts(html) {
  return [
    ...html.matchAll(/<div class="trace-scroll">[\s\S]*?<\/table><\/div>\n/g),
    ...html.matchAll(/<div class="diagnostics" role="note">[\s\S]*?<\/ul><\/div>\n/g),
    ...html.matchAll(/<ul class="compare-summary">[\s\S]*?<\/ul>\n/g),
    ...html.matchAll(/<p class="evidence-note">[\s\S]*?<\/p>\n/g),
  ].map((match) => match[0]);
}

let blocks = 0, checkedParts = 0;
const failures = [];
for (const page of pages(siteDir)) {
  const html = readFileSync(page, "utf8");
  const language = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "en";
  const chunks = html.split('<section class="scenario" id="').slice(1);
  for (const chunk of chunks) {
    const [, id, attributes] = /^([^"]+)"([^>]*)>/.exec(chunk);
    const title = /<span class="scenario-title">([^<]*)<\/span>/.exec(chunk.split("</header>")[0]);
    const pin = attribute(attributes, "pin");
    const result = runner.render(sourceOf(chunk), {
      ios: attribute(attributes, "ios"), compare: attribute(attributes, "compare"),
      title: title ? unescape(title[1]) : "", lang: language, anchor: id, registry: attribute(attributes, "registry"),
      only: attribute(attributes, "only"),
    }, pin);
    blocks++;
    const where = `${page}#${id}`;
    if (result.error) { failures.push(`${where}: ${result.error.line}:${result.error.column} ${result.error.message}`); continue; }
    if (pin && result.pin !== "holds") failures.push(`${where}: the pin does not hold in the editor`);
    const shown = parts(result.html);
    if (shown.length === 0 && !result.html.includes('class="trace-empty"')) failures.push(`${where}: no trace rendered`);
    // A block whose `show=` leaves the trace out has no table on the page to compare with.
    const pageHasTrace = chunk.split("</section>\n<")[0].includes('class="trace-scroll"') || chunk.includes('class="compare"');
    if (!pageHasTrace) continue;
    for (const part of shown) {
      checkedParts++;
      if (chunk.includes(part)) continue;
      // The build keys the evidence marks under a page's first trace only; the editor keys every trace.
      const keyed = /^<p class="evidence-note">[\s\S]*?— ([\s\S]*)$/.exec(part);
      if (keyed && chunk.includes(`<p class="evidence-note">${keyed[1]}`)) continue;
      failures.push(`${where}: the editor's HTML differs from the build's:\n${part.slice(0, 300)}`);
    }
  }
}
for (const failure of failures.slice(0, 20)) console.error("FAIL:", failure);
console.log(`page HTML: ${blocks} scenario blocks re-rendered, ${checkedParts} parts identical to the build's, ${failures.length} failures`);
if (blocks === 0 || failures.length > 0) process.exit(1);
