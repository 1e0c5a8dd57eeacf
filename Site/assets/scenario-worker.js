// The scenario editor's worker (scenario-editor.js): runs lifeline.wasm off the page's main thread, so
// a long run never freezes the page and the page can end one that takes too long by terminating the
// worker. Messages in: {type: "load", module: URL}, then {type: "run", id, source, options, pin}.
// Messages out: {type: "ready", versions}, {type: "failed", message}, {type: "result", id, result}.
import { LifelineRunner } from "./lifeline-runner.mjs";

let runner = null;

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "load") {
    try {
      const response = await fetch(message.module);
      if (!response.ok) throw new Error(`${message.module}: HTTP ${response.status}`);
      runner = await LifelineRunner.fromBytes(await response.arrayBuffer());
      self.postMessage({ type: "ready", versions: runner.versions() });
    } catch (error) {
      self.postMessage({ type: "failed", message: String((error && error.message) || error) });
    }
  } else if (message.type === "run") {
    try {
      const result = runner.render(message.source, message.options, message.pin);
      self.postMessage({ type: "result", id: message.id, result });
    } catch (error) {
      // A trap (a bug in the model) leaves the instance unusable: the page starts a new worker.
      self.postMessage({ type: "failed", id: message.id, message: String((error && error.message) || error) });
    }
  }
};
