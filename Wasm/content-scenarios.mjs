// The distinct bodies of the ```scenario fences under a Content folder, in a stable order (the agreement
// test and the benchmark run them). A fence ends at a line of ``` (CommonMark), as in the site build.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function bundledScenarios(contentDir) {
  const files = readdirSync(contentDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const sources = new Set();
  for (const file of files) {
    const lines = readFileSync(join(contentDir, file), "utf8").split("\n");
    for (let index = 0; index < lines.length; index++) {
      if (!/^```scenario(\s|$)/.test(lines[index])) continue;
      const body = [];
      for (index++; index < lines.length && !/^```\s*$/.test(lines[index]); index++) body.push(lines[index]);
      sources.add(body.join("\n") + "\n");
    }
  }
  if (sources.size === 0) throw new Error(`no scenario blocks under ${contentDir}`);
  return [...sources];
}
